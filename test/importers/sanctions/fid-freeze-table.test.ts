// FID's asset-freeze table (sankciju_subjekti_tabula.xlsx) is the one official file naming the
// Latvian companies whose shares are frozen because a listed person owns or controls them; the
// service screened against the FID XML (the listed persons) but not this table, so a compliance
// team checking such a company was told isSanctioned: false. The fixture is written from the
// documented headers (no public excerpt exists) with the demo's workbook writer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { MapContext, MapResult, Row } from '../../../src/importers/source.ts';
import { FREEZE_COLUMNS, mapFreezeRow, registrationOf } from '../../../src/importers/sanctions/lv-freeze.ts';
import { freezeSource, sources } from '../../../src/importers/sanctions/index.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { FREEZE_TABLE_FILE, FREEZE_TABLE_HEADERS, freezeTableWorkbook } from '../../../src/demo/writers/fid-freeze.ts';
import { createTestStore, insertCompany, insertRole, withDb } from '../../screening/store.ts';
import { API, startTestApp } from '../../http/harness.ts';

const C = FREEZE_COLUMNS;
const warnings: string[] = [];
const ctx: MapContext = { file: FREEZE_TABLE_FILE, line: 2, asOf: '2026-11-20', lookup: () => undefined, warn: (reason, detail) => { warnings.push(`${reason} ${detail}`); } };

function entry(result: MapResult): SanctionEntryRecord {
  assert.ok(result && !Array.isArray(result) && !('reject' in result), `expected one record, got ${JSON.stringify(result)}`);
  return result.record as SanctionEntryRecord;
}

const row = (values: Partial<Record<keyof typeof C, string>>): Row =>
  Object.fromEntries(Object.entries(C).map(([key, header]) => [header, values[key as keyof typeof C] ?? 'N/a']));

test('the importer reads the ten headers as documented, the demo writes them, and the table is screened after the FID XML', () => {
  assert.deepEqual(Object.values(C), [...FREEZE_TABLE_HEADERS]);
  const ids = sources.map((s) => s.id);
  assert.equal(ids.indexOf('sanctions.lv-freeze'), ids.indexOf('sanctions.lv') + 1);
});

test('a row with a registration number is the company, carrying its number with the country of column 3', () => {
  const e = entry(mapFreezeRow(row({
    subject: 'SIA "Liepājas Tranzīta Grupa"', birthOrRegistration: '40103777158', country: 'Latvija', assets: 'Kapitāla daļas',
    grounds: 'Sankciju subjekta dalībnieks ir sankciju sarakstā iekļauta persona', listedPersons: 'Gennadijs Kuzņecovs',
    sanctionsSince: '2022-06-03', legalActs: 'Padomes Regula (ES) Nr. 269/2014\nMinistru kabineta rīkojums Nr. 9', verified: 'Jā', firstPublished: '12.07.2022.',
  }), ctx));
  assert.equal(e.list, 'LV');
  assert.equal(e.schema, 'entity');
  assert.equal(e.name, 'SIA "Liepājas Tranzīta Grupa"');
  assert.deepEqual(e.identifiers, [{ type: 'registration number', value: '40103777158', country: 'LV' }]);
  assert.deepEqual(e.countries, ['LV']);
  assert.deepEqual(e.programs, ['Padomes Regula (ES) Nr. 269/2014', 'Ministru kabineta rīkojums Nr. 9']);
  assert.equal(e.listedOn, '2022-07-12');
  assert.deepEqual(e.birthDates, []);
  // FID's own words are said to be Latvian, kept as written; each act whose English title is known is followed by it.
  assert.equal(e.reason, 'Frozen because of the listed person Gennadijs Kuzņecovs (sanctions in force since 2022-06-03); '
    + 'assets, in FID\'s Latvian words: Kapitāla daļas; grounds, in Latvian: Sankciju subjekta dalībnieks ir sankciju sarakstā iekļauta persona; '
    + 'legal acts: Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014); Ministru kabineta rīkojums Nr. 9 (Cabinet Order No. 9)');
});

test('a row with a birth date is a person with that birth date and nationality; a listed subject says so', () => {
  const e = entry(mapFreezeRow(row({
    subject: 'Ivanovs Ivans', birthOrRegistration: '05/11/61', country: 'Krievija, Latvija', assets: 'Naudas līdzekļi',
    listedPersons: 'Ivanovs Ivans', sanctionsSince: '15.03.2022.', firstPublished: '21/03/22',
  }), ctx));
  assert.equal(e.schema, 'person');
  assert.deepEqual(e.birthDates, ['1961-11-05']);
  assert.deepEqual(e.countries, ['RU', 'LV']);
  assert.deepEqual(e.identifiers, []);
  assert.deepEqual(e.programs, []);
  assert.equal(e.listedOn, '2022-03-21');
  assert.equal(e.reason, 'Frozen, the subject itself being listed (sanctions in force since 2022-03-15); assets, in FID\'s Latvian words: Naudas līdzekļi');
});

test('several listed persons each with their date; a foreign company keeps its labelled number; country names in Latvian', () => {
  const e = entry(mapFreezeRow(row({
    subject: 'Ocean Holdings Ltd', birthOrRegistration: 'Reģ. Nr. 1234567', country: 'Britu Virdžīnu salas',
    listedPersons: 'Petrovs Pjotrs;\nSidorovs Sergejs', sanctionsSince: '01.02.2023.\n15/03/24',
  }), ctx));
  assert.equal(e.schema, 'entity');
  assert.deepEqual(e.identifiers, [{ type: 'Reģ. Nr', value: '1234567', country: 'VG' }]);
  assert.equal(e.reason, 'Frozen because of the listed persons Petrovs Pjotrs (sanctions in force since 2023-02-01); Sidorovs Sergejs (sanctions in force since 2024-03-15)');
  assert.deepEqual(registrationOf('OGRN 1027700132195'), { type: 'OGRN', value: '1027700132195' });
  assert.deepEqual(registrationOf('LV40003123456'), { type: 'registration number', value: 'LV40003123456' });
  assert.equal(registrationOf('N/a nav'), null);
  // No number and no date: the name decides, and an unknown country is no country of the entry
  // (kept as written, it was a country no company has, a listing elsewhere).
  const unknown = entry(mapFreezeRow(row({ subject: 'AS "Ziemeļu Nafta"', country: 'Atlantīda' }), ctx));
  assert.equal(unknown.schema, 'entity');
  assert.deepEqual(unknown.countries, []);
  assert.equal(entry(mapFreezeRow(row({ subject: 'Kozlovs Viktors' }), ctx)).schema, 'person');
  // An individual entrepreneur's form names a person trading, not a company: screened against owners.
  for (const subject of ['ИП Козлов Виктор', 'FOP Kozlov Viktor', 'Individual entrepreneur Kozlov Viktor']) {
    assert.equal(entry(mapFreezeRow(row({ subject }), ctx)).schema, 'person', subject);
  }
  assert.deepEqual(mapFreezeRow(row({ subject: 'N/a' }), ctx), { reject: 'row without a subject (column 1)' });
  warnings.length = 0;
  assert.deepEqual(entry(mapFreezeRow(row({ subject: 'Kozlovs Viktors', birthOrRegistration: '31.02.1966.' }), ctx)).birthDates, []);
  assert.equal(warnings.length, 1, 'a birth date that is no real date is left out with a warning');
});

const FROZEN = { country: 'LV' as const, regcode: '40103777158', name: 'SIA "Liepājas Tranzīta Grupa"' };
const OWNED = { country: 'LV' as const, regcode: '40003555077', name: 'SIA "Kozlova Mežs"' };

/** The table as FID publishes it: a registration number stored as a number, dates as date cells and as text. */
const TABLE = freezeTableWorkbook([
  [FROZEN.name, { number: FROZEN.regcode }, 'Latvija', 'Kapitāla daļas',
    'Sankciju subjekta dalībnieks un patiesā labuma guvējs ir sankciju sarakstā iekļauta persona', 'Gennadijs Kuzņecovs',
    { date: '2022-06-03' }, 'Padomes Regula (ES) Nr. 269/2014', 'Jā', { date: '2022-07-12' }],
  ['Kozlovs Viktors', '12.04.1966.', 'Krievija', 'Naudas līdzekļi', null, 'Kozlovs Viktors', '15/03/22', 'Padomes Regula (ES) Nr. 269/2014', null, '21/03/22'],
]);

async function importInto(storePath: string, dir: string, table: Buffer) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, FREEZE_TABLE_FILE), table);
  return importSources({ databasePath: storePath, sources: [freezeSource], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z'), force: true });
}

async function sanctionsAnswer(storePath: string, regcode: string) {
  const db = openForReading(storePath);
  const app = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const res = await app.app.inject({ method: 'GET', url: `${API}/companies/${regcode}/sanctions?country=LV` });
    assert.equal(res.statusCode, 200, res.body);
    return JSON.parse(res.body);
  } finally {
    await app.close();
    db.close();
  }
}

test('imported, the table flags the Latvian company by its number and says FID froze its assets because of whom; a frozen person flags what they own', async (t) => {
  const store = createTestStore();
  t.after(() => store.cleanup());
  withDb(store.path, (db) => {
    insertCompany(db, FROZEN);
    insertCompany(db, OWNED);
    insertRole(db, { ...OWNED, role: 'member', name: 'Viktors Kozlovs', birthDate: '1966-04-12', sharePercent: 100 });
  });
  const report = await importInto(store.path, join(store.dir, 'files'), TABLE);
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);

  const answer = await sanctionsAnswer(store.path, FROZEN.regcode);
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.lists.map((l: { source: string; list: string }) => [l.source, l.list]), [['sanctions.lv-freeze', 'LV']]);
  const [match] = answer.sanctions;
  assert.deepEqual([match.list, match.source, match.matchedOn, match.score, match.entryName], ['LV', 'sanctions.lv-freeze', 'registration_number', 1, FROZEN.name]);
  assert.equal(match.explanation,
    'FID (the Financial Intelligence Unit of Latvia) lists this company\'s assets as frozen: its asset-freeze table names the company by its registration number 40103777158 (LV). '
    + 'Frozen because of the listed person Gennadijs Kuzņecovs (sanctions in force since 2022-06-03); assets, in FID\'s Latvian words: Kapitāla daļas; '
    + 'grounds, in Latvian: Sankciju subjekta dalībnieks un patiesā labuma guvējs ir sankciju sarakstā iekļauta persona; '
    + 'legal acts: Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014).');
  assert.deepEqual(match.programs, ['Padomes Regula (ES) Nr. 269/2014']);
  assert.equal(match.listedOn, '2022-07-12');

  const owned = await sanctionsAnswer(store.path, OWNED.regcode);
  assert.equal(owned.isSanctioned, true, JSON.stringify(owned));
  assert.deepEqual(owned.sanctions.map((m: { matchedOn: string; score: number; features: { birthDateMatch: string } }) => [m.matchedOn, m.score, m.features.birthDateMatch]),
    [['owner', 1, 'exact']]);
});

test('a table whose header has changed fails naming file, sheet, row and column, and the entries served stay as they were', async (t) => {
  const store = createTestStore();
  t.after(() => store.cleanup());
  withDb(store.path, (db) => insertCompany(db, FROZEN));
  assert.equal((await importInto(store.path, join(store.dir, 'first'), TABLE)).sources[0]!.status, 'published');
  const before = await sanctionsAnswer(store.path, FROZEN.regcode);

  const renamed = FREEZE_TABLE_HEADERS.map((h) => (h.startsWith('2.') ? '2. Dzimšanas datums' : h));
  const report = await importInto(store.path, join(store.dir, 'second'), freezeTableWorkbook([[FROZEN.name, '40103777158']], renamed));
  const s = report.sources[0]!;
  assert.equal(s.status, 'failed');
  assert.match(s.message, /^sankciju_subjekti_tabula\.xlsx, sheet Dati, row 1: missing required column "2\. Dzimšanas datums \/ reģistrācijas Nr\."/);
  assert.deepEqual(await sanctionsAnswer(store.path, FROZEN.regcode), before);
});
