// EMTA's taxes paid at national size through the real pipeline: writes the current layout's two
// files as published (comma CSV, English header, one row per company and year, the four quarters
// in columns): `tasutud_maksud_kaesolev_aasta_eng.csv` (two years) and
// `tasutud_maksud_varasemad_aastad_eng.csv` (2022 to 2024), about 440,000 taxpayers a year, and
// with --legacy the twelve legacy quarter files of 2022 to 2024 too (`;`, `22 353,85`); imports
// ee.taxes-paid alone with its real definition and reports its time and the process's peak RSS.
//   node_modules/.bin/node bench/import-ee-taxes.ts [--companies N] [--legacy] [--dir DIR]
// DIR is kept when given; otherwise a temporary folder is used and removed.
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { importSources } from '../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../src/importers/ee/index.ts';

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, legacy: { type: 'boolean' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 440_000);

let seed = 20261129;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);

// One in fifty a non-resident (skipped by the mapper), one in ten a non-profit; a company listed
// some years only, a quarter's count empty now and then, as EMTA's files have them.
const regcode = (i: number) => String(10_000_000 + i * 19);
const typeOf = (i: number) => (i % 50 === 7 ? 'Non-resident' : i % 10 === 3 ? 'Non-profit association' : 'Company');
const euros = () => (rand() * 50_000).toFixed(2);
const count = () => (rand() < 0.08 ? '' : String(Math.floor(rand() * 40)));

const HEADER = ['Data date', 'Registry code', 'Name', 'Type', 'County', 'Activity', 'Year',
  ...['State taxes', 'Labour taxes and payments', 'Turnover', 'Number of employees'].flatMap((c) => ['I', 'II', 'III', 'IV'].map((q) => `${c} ${q} qtr`))];
const quoted = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',') + '\n';

function currentRow(i: number, year: number): string {
  const money = () => [euros(), euros(), euros(), euros()];
  return quoted(['10.10.2026', regcode(i), `Firma ${i} OÜ`, typeOf(i), 'Harju ( Tallinn )', 'CONSTRUCTION', String(year),
    ...money(), ...money(), ...money(), count(), count(), count(), count()]);
}

const LEGACY_HEADER = 'Registrikood;Nimi;Liik;Registreeritud käibemaksukohustuslaste registrisse;'
  + 'EMTAK tegevusvaldkond, mis on EMTAKi struktuuris tähistatud tähtkoodiga;Maakond;Riiklikud Maksud;Tööjõumaksud Ja Maksed;Kaive;Tootajaid\n';
const estonian = (s: string) => s.replace('.', ',').replace(/\B(?=(\d{3})+,)/g, ' ');
const legacyRow = (i: number) => `${regcode(i)};Firma ${i} OÜ;${i % 50 === 7 ? 'Mitteresident' : 'Äriühing'};jah;EHITUS;Harju ( Tallinn );`
  + `${estonian(euros())};${estonian(euros())};${estonian(euros())};${count()}\n`;

async function writeFile(path: string, head: string, rows: Iterable<string>): Promise<number> {
  const out = createWriteStream(path);
  let buf = head;
  let n = 0;
  for (const row of rows) {
    buf += row;
    n++;
    if (buf.length > 1 << 16) { if (!out.write(buf)) await once(out, 'drain'); buf = ''; }
  }
  out.end(buf);
  await once(out, 'finish');
  return n;
}

function* yearsOf(years: number[]): Generator<string> {
  // A company is listed in a year nine times in ten.
  for (const year of years) for (let i = 0; i < COMPANIES; i++) if ((i * 7 + year) % 10 !== 0) yield currentRow(i, year);
}
function* quarterOf(): Generator<string> {
  for (let i = 0; i < COMPANIES; i++) if (i % 10 !== 1) yield legacyRow(i);
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-ee-taxes-'));
mkdirSync(dir, { recursive: true });
try {
  let t = performance.now();
  let rows = await writeFile(join(dir, 'tasutud_maksud_kaesolev_aasta_eng.csv'), '\ufeff' + quoted(HEADER), yearsOf([2025, 2026]));
  rows += await writeFile(join(dir, 'tasutud_maksud_varasemad_aastad_eng.csv'), '\ufeff' + quoted(HEADER), yearsOf([2022, 2023, 2024]));
  if (args.legacy) {
    for (const year of [2022, 2023, 2024]) for (const q of ['I', 'II', 'III', 'IV']) {
      rows += await writeFile(join(dir, `tasutud_maksud_${year}_${q}_kvartal.csv`), LEGACY_HEADER, quarterOf());
    }
  }
  console.log(`generated ${rows} rows for ${COMPANIES} taxpayers in ${((performance.now() - t) / 1000).toFixed(1)} s (${dir})`);

  t = performance.now();
  const cpu0 = process.cpuUsage();
  const sources = eeSources.filter((s) => s.id === 'ee.taxes-paid');
  const report = await importSources({ databasePath: join(dir, 'registry.sqlite'), sources, fromDir: dir, progress: 'none', screen: false });
  const total = (performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpu0);
  for (const s of report.sources) {
    const phases = ['stage', 'check', 'publish'].map((p) => `${p} ${((s.timings[p] ?? 0) / 1000).toFixed(1)}`).join(', ');
    console.log(`${s.source.padEnd(16)} ${s.status.padEnd(10)} rows read ${String(s.rowsRead).padStart(8)}  written ${String(s.rowsWritten).padStart(8)}  ${((s.timings.total ?? 0) / 1000).toFixed(1)} s (${phases})  ${s.status === 'published' ? '' : s.message}`);
  }
  console.log(`import total ${total.toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  if (!report.ok) process.exitCode = 1;
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
