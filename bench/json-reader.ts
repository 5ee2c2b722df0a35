// Throughput of the JSON array reader: writes a JSON array of YTJ-like company objects (~200 MB
// by default, one object per line and/or pretty-printed like the official samples), then reads it
// with the stream-json pipeline the reader used before and with the current reader
// (src/importers/readers/json.ts), printing MB/s for each in the same run.
//   node_modules/.bin/node bench/json-reader.ts [--mb 200] [--layout line|pretty|both] [--runs 1] [--dir DIR]
// DIR keeps the generated files; otherwise a temporary folder is used and removed.
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Readable } from 'node:stream';
import { parser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { readJsonArray } from '../src/importers/readers/json.ts';

const { values: args } = parseArgs({ options: { mb: { type: 'string' }, layout: { type: 'string' }, runs: { type: 'string' }, dir: { type: 'string' } } });
const TARGET = Number(args.mb ?? 200) * 1e6;
const LAYOUTS = args.layout === 'line' ? ['line'] : args.layout === 'pretty' ? ['pretty'] : ['line', 'pretty'];
const RUNS = Number(args.runs ?? 1);

let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const WORDS = ['Tunturi', 'Järvi', 'Metsä', 'Kallio', 'Saari', 'Ranta', 'Pohjola', 'Kaleva', 'Väinö', 'Åbo "Ilmari"'];
const d = (fi: string, en: string) => [{ languageCode: '1', description: fi }, { languageCode: '2', description: fi }, { languageCode: '3', description: en }];

function company(i: number): object {
  const id = `${String(1_000_000 + i).padStart(7, '0')}-${i % 10}`;
  const start = `${1990 + (i % 35)}-0${1 + (i % 9)}-1${i % 10}`;
  return {
    businessId: { value: id, registrationDate: start, source: '3' },
    euId: { value: `FIFPRO.${id}`, source: '1' },
    names: [{ name: `${pick(WORDS)} ${pick(WORDS)} ${i} Oy`, type: '1', registrationDate: start, endDate: null, version: 1, source: '1' },
      ...(i % 5 === 0 ? [{ name: `Vanha [${pick(WORDS)}] Oy`, type: '1', registrationDate: '1989-01-01', endDate: start, version: 2, source: '1' }] : [])],
    mainBusinessLine: { type: '62010', typeCodeSet: 'TOIMI3', descriptions: d('Ohjelmistojen suunnittelu ja valmistus', 'Computer programming activities'), registrationDate: start, source: '2' },
    website: null,
    companyForms: [{ type: '16', descriptions: d('Osakeyhtiö', 'Limited company'), registrationDate: start, endDate: null, version: 1, source: '1' }],
    companySituations: [],
    registeredEntries: [{ type: '1', register: '1', authority: '2', registrationDate: start, endDate: null, descriptions: d('Rekisterissä', 'Registered') },
      { type: '80', register: '6', authority: '1', registrationDate: start, endDate: null, descriptions: d('Liiketoiminnasta arvonlisäverovelvollinen', 'VAT-liable for business activity') }],
    addresses: [{ type: 1, street: 'Hämeenkatu', buildingNumber: String(1 + (i % 80)), entrance: 'A', apartmentNumber: String(i % 30), postCode: '33100',
      postOffices: [{ city: 'TAMPERE', languageCode: '1', municipalityCode: '837' }, { city: 'TAMMERFORS', languageCode: '2', municipalityCode: '837' }], co: '', registrationDate: start, source: '0' }],
    tradeRegisterStatus: '1',
    status: '2',
    registrationDate: start,
    endDate: null,
    lastModified: '2026-11-20 01:00:00',
  };
}

async function writeArray(file: string, pretty: boolean): Promise<number> {
  const out = createWriteStream(file);
  let written = 0;
  let buf = '[';
  for (let i = 0; written < TARGET; i++) {
    const text = pretty ? JSON.stringify(company(i), null, 2).replace(/^/gm, '  ') : JSON.stringify(company(i));
    buf += (i > 0 ? ',\n' : '\n') + text;
    if (buf.length > 1 << 20) {
      written += Buffer.byteLength(buf);
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf + '\n]\n');
  await once(out, 'finish');
  return statSync(file).size;
}

/** The reader as it was: stream-json's parser and array streamer, one token at a time. */
async function countWithStreamJson(input: Readable): Promise<number> {
  let n = 0;
  for await (const item of input.pipe(parser.asStream()).pipe(streamArray.asStream()) as AsyncIterable<{ value: unknown }>) {
    if (item.value !== null && typeof item.value === 'object') n++;
  }
  return n;
}

async function countWithReader(input: Readable): Promise<number> {
  let n = 0;
  for await (const r of readJsonArray(input, { file: 'bench.json' })) if (r.row) n++;
  return n;
}

async function countBytes(input: Readable): Promise<number> {
  let n = 0;
  for await (const chunk of input) n += (chunk as Buffer).length;
  return n;
}

async function measure(label: string, file: string, size: number, count: (input: Readable) => Promise<number>): Promise<void> {
  const t = performance.now();
  const n = await count(createReadStream(file));
  const s = (performance.now() - t) / 1000;
  console.log(`  ${label.padEnd(22)} ${(size / 1e6 / s).toFixed(1).padStart(7)} MB/s  ${s.toFixed(2).padStart(6)} s  ${n} ${count === countBytes ? 'bytes' : 'records'}`);
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-json-'));
mkdirSync(dir, { recursive: true });
try {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const layout of LAYOUTS) {
    const file = join(dir, `${layout}.json`);
    const size = await writeArray(file, layout === 'pretty');
    console.log(`${layout === 'pretty' ? 'pretty-printed' : 'one object per line'}: ${(size / 1e6).toFixed(0)} MB`);
    for (let r = 0; r < RUNS; r++) {
      await measure('read bytes only', file, size, countBytes);
      await measure('stream-json (before)', file, size, countWithStreamJson);
      await measure('splitter (now)', file, size, countWithReader);
    }
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
