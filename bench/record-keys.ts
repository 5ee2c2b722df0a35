// What checking every record's keys costs an import (pipeline/record-keys.ts): writes RIK's
// registry-card persons JSON (ettevotja_rekvisiidid__kaardile_kantud_isikud.json, the file whose
// keys take the most checking: a code and one of two lists) for N companies, or with `--source eu`
// the EU sanctions list's XML for N entries (each with a regulation, names, a birth, a document
// and an address, as the real list writes them: every element and attribute of an entry walked),
// then reads it through the real reader as the import does, alternately without the check and
// with it, and prints each round's wall and CPU time, the medians and the best rounds with their
// ratios, and the peak RSS (the file is streamed, never held).
// With `--file PATH` the file at PATH (a fixture, a real list) is read instead of one written.
//   node_modules/.bin/node bench/record-keys.ts [--source card|eu] [--companies 380000] [--file PATH] [--rounds 9] [--dir DIR]
// DIR keeps the generated file; otherwise a temporary folder is used and removed.
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readRecordBatches } from '../src/importers/readers/index.ts';
import { checkedRecordKeys } from '../src/importers/pipeline/record-keys.ts';
import { personsSource } from '../src/importers/ee/persons.ts';
import { euSource } from '../src/importers/sanctions/eu-fsf.ts';

const { values: args } = parseArgs({ options: { source: { type: 'string' }, file: { type: 'string' }, companies: { type: 'string' }, rounds: { type: 'string' }, dir: { type: 'string' } } });
const EU = args.source === 'eu';
if (args.source !== undefined && !EU && args.source !== 'card') throw new Error(`--source ${args.source}: card or eu`);
const COMPANIES = Number(args.companies ?? (EU ? 6_000 : 380_000));
const ROUNDS = Number(args.rounds ?? 9);
const file = EU ? euSource.files[0]! : personsSource.files.find((f) => f.recordKeys && f.name.includes('kaardile'))!;

/** An EU list entry as the real list writes it (data-sources/samples/sanctions), with one name per language given. */
function euEntry(i: number): string {
  const summary = '<regulationSummary regulationType="amendment" publicationDate="2022-02-28" numberTitle="2022/336 (OJ L58)" publicationUrl="https://eur-lex.europa.eu/eli/reg/2022/336/oj"/>';
  const alias = (k: number) => `<nameAlias firstName="Ivan${k}" middleName="" lastName="Petrov${i}" wholeName="Ivan${k} Petrov${i}" function="Director" gender="M" title="" nameLanguage="${['', 'RU', 'LV'][k]}" strong="true" regulationLanguage="en" logicalId="${i * 10 + k}">${summary}</nameAlias>`;
  return `<sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.${i}.1" logicalId="${i}" designationDate="2022-02-28">`
    + `<regulation regulationType="amendment" organisationType="council" publicationDate="2022-02-28" entryIntoForceDate="2022-02-28" numberTitle="2022/336 (OJ L58)" programme="RUS" logicalId="${i + 1}"><publicationUrl>https://eur-lex.europa.eu/eli/reg/2022/336/oj</publicationUrl></regulation>`
    + '<subjectType code="person" classificationCode="P"/>' + [0, 1, 2].map(alias).join('')
    + `<birthdate circa="false" calendarType="GREGORIAN" city="Moscow" zipCode="" birthdate="1960-0${1 + (i % 9)}-1${i % 10}" dayOfMonth="1${i % 10}" monthOfYear="${1 + (i % 9)}" year="1960" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${i + 2}">${summary}</birthdate>`
    + `<identification diplomatic="false" knownExpired="false" knownFalse="false" reportedLost="false" revokedByIssuer="false" issuedBy="" latinNumber="" nameOnDocument="" number="P${i}" region="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" identificationTypeCode="passport" identificationTypeDescription="National passport" regulationLanguage="en" logicalId="${i + 3}"><remark>(passport)</remark>${summary}</identification>`
    + `<address city="Moscow" street="Tverskaya ${i}" poBox="" zipCode="125009" region="" place="" asAtListingTime="false" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${i + 4}">${summary}</address>`
    + '<remark>Listed for the bench.</remark></sanctionEntity>';
}

function record(i: number): string {
  const entries = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
    kirje_id: i * 3 + k, isiku_tyyp: 'F', isiku_roll: 'JUHL', isiku_roll_tekstina: 'Juhatuse liige',
    eesnimi: ['Mari', 'Jaan', 'Tõnu'][k], nimi_arinimi: ['Tamm', 'Saar', 'Mägi'][(i + k) % 3], isikukood_registrikood: null,
    synniaeg: `0${1 + (i % 9)}.0${1 + (k % 9)}.19${50 + (i % 50)}`, algus_kpv: '01.02.2015', lopp_kpv: null,
  }));
  return JSON.stringify({ ariregistri_kood: 10_000_000 + i, nimi: `Firma ${i} OÜ`, kaardile_kantud_isikud: entries }, null, 4);
}

async function write(path: string): Promise<void> {
  const out = createWriteStream(path);
  let buf = EU ? '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00.000+01:00" globalFileId="1">\n' : '[\n';
  for (let i = 0; i < COMPANIES; i++) {
    buf += EU ? `${euEntry(i)}\n` : (i > 0 ? ',\n' : '') + record(i);
    if (buf.length > 1 << 16) { if (!out.write(buf)) await once(out, 'drain'); buf = ''; }
  }
  out.end(buf + (EU ? '</export>\n' : '\n]\n'));
  await once(out, 'finish');
}

/**
 * The time to read the file's records as staging does, with the key check or without: wall
 * seconds, and the process's CPU seconds, which other work on a shared machine disturbs less.
 */
async function read(path: string, checked: boolean): Promise<{ wall: number; cpu: number; records: number }> {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const batches = readRecordBatches(createReadStream(path), file, file.name);
  let records = 0;
  for await (const batch of checked ? checkedRecordKeys(batches, file, file.name) : batches) records += batch.length;
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - t) / 1000, cpu: (used.user + used.system) / 1e6, records };
}

// A fixture is read in milliseconds: its times are given to the tenth of one.
const digits = args.file ? 4 : 2;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-record-keys-'));
mkdirSync(dir, { recursive: true });
try {
  const path = args.file ?? join(dir, file.name);
  if (!args.file) await write(path);
  // warm the page cache and the code once, uncounted
  const { records: held } = await read(path, false);
  console.log(`${path}: ${held} records, ${(statSync(path).size / 1e6).toFixed(args.file ? 3 : 0)} MB, keys ${JSON.stringify(file.recordKeys)}`);
  const times = { plain: { wall: [] as number[], cpu: [] as number[] }, checked: { wall: [] as number[], cpu: [] as number[] } };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternated, the order switched each round, so that neither side gains from the machine's drift.
    for (const withCheck of r % 2 === 0 ? [false, true] : [true, false]) {
      const { wall, cpu, records } = await read(path, withCheck);
      if (records !== (args.file ? held : COMPANIES)) throw new Error(`read ${records} records of ${args.file ? held : COMPANIES}`);
      const side = times[withCheck ? 'checked' : 'plain'];
      side.wall.push(wall);
      side.cpu.push(cpu);
      console.log(`round ${r + 1} ${withCheck ? 'checked' : 'plain  '} ${wall.toFixed(digits)} s wall, ${cpu.toFixed(digits)} s CPU`);
    }
  }
  // The best rounds are the least disturbed by other work on the machine; the medians are given beside them.
  for (const measure of ['wall', 'cpu'] as const) {
    const [p, c] = [median(times.plain[measure]), median(times.checked[measure])];
    const [bp, bc] = [Math.min(...times.plain[measure]), Math.min(...times.checked[measure])];
    console.log(`${measure.padEnd(4)} median plain ${p.toFixed(digits)} s, checked ${c.toFixed(digits)} s: ×${(c / p).toFixed(3)}; `
      + `best plain ${bp.toFixed(digits)} s, checked ${bc.toFixed(digits)} s: ×${(bc / bp).toFixed(3)}`);
  }
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
