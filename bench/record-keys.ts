// What checking every record's keys costs an import (pipeline/record-keys.ts): writes RIK's
// registry-card persons JSON (ettevotja_rekvisiidid__kaardile_kantud_isikud.json, the file whose
// keys take the most checking: a code and one of two lists) for N companies, then reads it through
// the real reader as the import does, alternately without the check and with it, and prints each
// round's wall and CPU time, the medians and the best rounds with their ratios, and the peak RSS (the file is streamed, never held).
//   node_modules/.bin/node bench/record-keys.ts [--companies 380000] [--rounds 9] [--dir DIR]
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

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, rounds: { type: 'string' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 380_000);
const ROUNDS = Number(args.rounds ?? 9);
const file = personsSource.files.find((f) => f.recordKeys && f.name.includes('kaardile'))!;

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
  let buf = '[\n';
  for (let i = 0; i < COMPANIES; i++) {
    buf += (i > 0 ? ',\n' : '') + record(i);
    if (buf.length > 1 << 16) { if (!out.write(buf)) await once(out, 'drain'); buf = ''; }
  }
  out.end(buf + '\n]\n');
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-record-keys-'));
mkdirSync(dir, { recursive: true });
try {
  const path = join(dir, file.name);
  await write(path);
  console.log(`${file.name}: ${COMPANIES} records, ${(statSync(path).size / 1e6).toFixed(0)} MB, keys ${JSON.stringify(file.recordKeys)}`);
  await read(path, false); // warm the page cache and the code once, uncounted
  const times = { plain: { wall: [] as number[], cpu: [] as number[] }, checked: { wall: [] as number[], cpu: [] as number[] } };
  for (let r = 0; r < ROUNDS; r++) {
    // Alternated, the order switched each round, so that neither side gains from the machine's drift.
    for (const withCheck of r % 2 === 0 ? [false, true] : [true, false]) {
      const { wall, cpu, records } = await read(path, withCheck);
      if (records !== COMPANIES) throw new Error(`read ${records} records of ${COMPANIES}`);
      const side = times[withCheck ? 'checked' : 'plain'];
      side.wall.push(wall);
      side.cpu.push(cpu);
      console.log(`round ${r + 1} ${withCheck ? 'checked' : 'plain  '} ${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU`);
    }
  }
  // The best rounds are the least disturbed by other work on the machine; the medians are given beside them.
  for (const measure of ['wall', 'cpu'] as const) {
    const [p, c] = [median(times.plain[measure]), median(times.checked[measure])];
    const [bp, bc] = [Math.min(...times.plain[measure]), Math.min(...times.checked[measure])];
    console.log(`${measure.padEnd(4)} median plain ${p.toFixed(2)} s, checked ${c.toFixed(2)} s: ×${(c / p).toFixed(3)}; `
      + `best plain ${bp.toFixed(2)} s, checked ${bc.toFixed(2)} s: ×${(bc / bp).toFixed(3)}`);
  }
  console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
