// Finland at national size through the real pipeline: writes PRH's /all_companies bulk file (a
// zip holding one JSON array of v3 company objects) for 700,000 companies — names with history,
// forms, addresses in two languages, TOL codes, register entries, some proceedings and ceased
// companies — imports it with the real source definition (national row bounds) and reports the
// time and peak RSS of the process.
//   node_modules/.bin/node bench/import-fi.ts [--companies N] [--dir DIR]
// DIR is kept when given; otherwise a temporary folder is used and removed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { writeZipFile } from '../src/demo/writers/zip.ts';
import { importSources } from '../src/importers/pipeline/run.ts';
import { sources as fiSources } from '../src/importers/fi/index.ts';
import { finnishCheckDigit } from '../src/domain/regcode.ts';

const { values: args } = parseArgs({ options: { companies: { type: 'string' }, dir: { type: 'string' } } });
const COMPANIES = Number(args.companies ?? 700_000);

let seed = 20261122;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const WORDS = ['Tunturi', 'Järvi', 'Metsä', 'Kallio', 'Saari', 'Ranta', 'Pohjola', 'Kaleva', 'Väinö', 'Ilmari'];
const STREETS = ['Mannerheimintie', 'Hämeenkatu', 'Kauppakatu', 'Aleksanterinkatu', 'Torikatu'];
const TOWNS = [['HELSINKI', 'HELSINGFORS', '091', '00100'], ['TAMPERE', 'TAMMERFORS', '837', '33100'], ['TURKU', 'ÅBO', '853', '20100'], ['OULU', 'ULEÅBORG', '564', '90100']] as const;
const TOL = [['62010', 'Computer programming activities', 'Ohjelmistojen suunnittelu ja valmistus'], ['41200', 'Construction of residential and non-residential buildings', 'Asuin- ja muiden rakennusten rakentaminen'], ['70220', 'Business and other management consultancy activities', 'Muu liikkeenjohdon konsultointi']] as const;

/** The i-th valid business ID (7-digit bases whose check digit exists). */
function businessId(i: number): string {
  for (let base = 1_000_000 + i * 11; ; base++) {
    const first7 = String(base).padStart(7, '0');
    const check = finnishCheckDigit(first7);
    if (check !== null) return `${first7}-${check}`;
  }
}

const d = (fi: string, en: string, sv = fi) => [{ languageCode: '1', description: fi }, { languageCode: '2', description: sv }, { languageCode: '3', description: en }];
const day = (i: number) => `${1990 + (i % 35)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

function company(i: number): object {
  const id = businessId(i);
  const start = day(i);
  const ceased = i % 12 === 0;
  const [city, citySv, muni, postCode] = pick(TOWNS);
  const [tol, tolEn, tolFi] = pick(TOL);
  const name = `${pick(WORDS)} ${pick(WORDS)} ${i} Oy`;
  const names: object[] = [{ name, type: '1', registrationDate: start, endDate: ceased ? '2024-06-30' : null, version: 1, source: '1' }];
  if (i % 5 === 0) names.push({ name: `Vanha ${name}`, type: '1', registrationDate: '1989-01-01', endDate: start, version: 2, source: '1' });
  if (i % 9 === 0) names.push({ name: `${pick(WORDS)} Ab`, type: '2', registrationDate: start, version: 1, source: '1' });
  const entries: object[] = [{ type: ceased ? '4' : '1', register: '1', authority: '2', registrationDate: start, endDate: null, descriptions: ceased ? d('Lakannut', 'Ceased') : d('Rekisterissä', 'Registered') }];
  if (i % 3 !== 0) entries.push({ type: '80', register: '6', authority: '1', registrationDate: start, endDate: ceased ? '2024-03-31' : null, descriptions: d('Liiketoiminnasta arvonlisäverovelvollinen', 'VAT-liable for business activity') });
  if (i % 4 === 0) entries.push({ type: '41', register: '7', authority: '1', registrationDate: start, endDate: null, descriptions: d('Rekisterissä', 'Registered') });
  const situations = !ceased && i % 97 === 0 ? [{ type: 'KONK', registrationDate: '2026-05-01', source: '1' }]
    : !ceased && i % 89 === 0 ? [{ type: 'SELTILA', registrationDate: '2026-03-01', source: '1' }] : [];
  return {
    businessId: { value: id, registrationDate: start, source: '3' },
    euId: { value: `FIFPRO.${id}`, source: '1' },
    names,
    mainBusinessLine: { type: tol, typeCodeSet: i % 10 === 0 ? 'TOIMI4' : 'TOIMI3', descriptions: d(tolFi, tolEn), registrationDate: start, source: '2' },
    website: null,
    companyForms: [{ type: '16', descriptions: d('Osakeyhtiö', 'Limited company', 'Aktiebolag'), registrationDate: start, endDate: null, version: 1, source: '1' }],
    companySituations: situations,
    registeredEntries: entries,
    addresses: [
      { type: 1, street: pick(STREETS), buildingNumber: String(1 + (i % 80)), entrance: i % 2 ? 'A' : '', apartmentNumber: String(i % 30), apartmentIdSuffix: '', postCode,
        postOffices: [{ city, languageCode: '1', municipalityCode: muni }, { city: citySv, languageCode: '2', municipalityCode: muni }], co: '', registrationDate: start, source: '0' },
      { type: 2, street: '', postCode, postOfficeBox: String(100 + (i % 900)), postOffices: [{ city, languageCode: '1', municipalityCode: muni }], registrationDate: start, source: '0' },
    ],
    tradeRegisterStatus: ceased ? '4' : '1',
    status: '2',
    registrationDate: start,
    endDate: ceased ? '2024-06-30' : null,
    lastModified: '2026-11-20 01:00:00',
  };
}

function* arrayChunks(total: number): Generator<string> {
  let buf = '[';
  for (let i = 0; i < total; i++) {
    buf += (i > 0 ? ',\n' : '\n') + JSON.stringify(company(i));
    if (buf.length > 1 << 16) { yield buf; buf = ''; }
  }
  yield buf + '\n]\n';
}

const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'bench-fi-'));
mkdirSync(dir, { recursive: true });
try {
  let t = performance.now();
  await writeZipFile(join(dir, 'all_companies.zip'), [{ name: 'data_2026-11-20.json', data: arrayChunks(COMPANIES) }]);
  console.log(`generated ${COMPANIES} companies in ${((performance.now() - t) / 1000).toFixed(1)} s (${dir})`);
  t = performance.now();
  // A smaller run scales the national lower bound down with it.
  const scale = Math.min(1, COMPANIES / 700_000);
  const sources = fiSources.map((s) => ({ ...s, expectedRows: { ...s.expectedRows, min: Math.floor(s.expectedRows.min * scale) } }));
  const report = await importSources({ databasePath: join(dir, 'registry.sqlite'), sources, fromDir: dir, progress: 'none', screen: false });
  const total = (performance.now() - t) / 1000;
  for (const s of report.sources) {
    console.log(`${s.source.padEnd(16)} ${s.status.padEnd(10)} rows read ${String(s.rowsRead).padStart(9)}  written ${String(s.rowsWritten).padStart(9)}  ${((s.timings.total ?? 0) / 1000).toFixed(1)} s (stage ${((s.timings.stage ?? 0) / 1000).toFixed(1)}, publish ${((s.timings.publish ?? 0) / 1000).toFixed(1)})  ${s.status === 'published' ? '' : s.message}`);
  }
  console.log(`import total ${total.toFixed(1)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  if (!report.ok) process.exitCode = 1;
} finally {
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
