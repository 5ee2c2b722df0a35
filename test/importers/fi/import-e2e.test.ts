// `npm run import -- fi --from DIR` end to end: the bulk array (plain and as PRH's zip with one
// JSON member) and /companies pages through the real pipeline into a temporary store; a cut-off
// download fails the source and leaves what is served exactly as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { writeZipFile } from '../../../src/demo/writers/zip.ts';
import { fixtureSized, fixturesDir } from '../lt/support.ts';

const fixtures = fixturesDir('fi');
const run = (databasePath: string, fromDir: string) => importSources({
  databasePath, sources: fixtureSized(fiSources), fromDir, now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
});

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'fi-import-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('FI fixtures import: bulk array and a /companies page are published; junk IDs are reported', async (t) => {
  const dir = tempDir(t);
  const databasePath = join(dir, 'registry.sqlite');
  const report = await run(databasePath, fixtures);
  const [ytj] = report.sources;
  assert.equal(ytj!.status, 'published', ytj!.message);
  assert.deepEqual(ytj!.rejects, { 'invalid check digit in business ID': 1, 'no name for business ID': 1 });
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const rows = db.prepare("SELECT regcode, name, status, address FROM companies WHERE country = 'FI' ORDER BY regcode").all().map((r) => ({ ...r }));
  assert.deepEqual(rows, [
    { regcode: '2345678-0', name: 'Tunturi Testi Oy', status: 'active', address: 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b, 00100 HELSINKI' },
    { regcode: '2345679-9', name: 'Konkurssi Esimerkki Oy', status: 'insolvency', address: 'Hämeenkatu 3, 33100 TAMPERE' },
    { regcode: '2345680-1', name: 'Lopetettu Oy', status: 'closed', address: null },
    { regcode: '2345682-8', name: 'Selvitystila Oy', status: 'liquidation', address: 'Box 45, 11122 STOCKHOLM, SE' },
    { regcode: '2345684-4', name: 'Saneeraus Oy', status: 'reorganisation', address: 'Kauppakatu 1, 40100 JYVÄSKYLÄ' },
    { regcode: '2345685-2', name: 'Toiminimi Testaaja', status: 'unknown', address: 'Torikatu 9, 90100 OULU' },
  ]);
  assert.deepEqual(db.prepare("SELECT name, kind, valid_to FROM company_names WHERE regcode = '2345678-0' ORDER BY kind").all().map((r) => ({ ...r })), [
    { name: 'Tunturi Kahvila', kind: 'auxiliary', valid_to: null },
    { name: 'Vanha Tunturi Oy', kind: 'former', valid_to: '2015-01-31' },
    { name: 'Fjäll Test Ab', kind: 'parallel', valid_to: null },
  ]);
  assert.deepEqual(db.prepare("SELECT vat_number, active, deregistered_on FROM vat_registrations WHERE country = 'FI' ORDER BY vat_number").all().map((r) => ({ ...r })), [
    { vat_number: 'FI23456780', active: 1, deregistered_on: null },
    { vat_number: 'FI23456799', active: 1, deregistered_on: null },
    { vat_number: 'FI23456801', active: 0, deregistered_on: '2021-03-31' },
  ]);
  assert.deepEqual(db.prepare("SELECT regcode, flag, since FROM compliance_flags WHERE country = 'FI' ORDER BY regcode").all().map((r) => ({ ...r })), [
    { regcode: '2345679-9', flag: 'insolvent', since: '2026-09-15' },
    { regcode: '2345682-8', flag: 'in_liquidation', since: '2026-05-01' },
    { regcode: '2345684-4', flag: 'in_reorganisation', since: '2026-02-01' },
  ]);
  assert.deepEqual(db.prepare("SELECT code, classification FROM activity_codes WHERE country = 'FI' ORDER BY regcode").all().map((r) => ({ ...r })), [
    { code: '62010', classification: 'TOL 2008' },
    { code: '41200', classification: 'TOL 2008' },
    { code: '47110', classification: 'TOL 2025' },
  ]);
});

test('the all_companies zip (one JSON member) is streamed like the plain array', async (t) => {
  const dir = tempDir(t);
  const from = join(dir, 'from');
  mkdirSync(from);
  await writeZipFile(join(from, 'all_companies.zip'), [{ name: 'data_2026-11-20.json', data: readFileSync(join(fixtures, 'all_companies.json')) }]);
  const databasePath = join(dir, 'registry.sqlite');
  const report = await run(databasePath, from);
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  assert.equal((db.prepare("SELECT COUNT(*) AS n FROM companies WHERE country = 'FI'").get() as { n: number }).n, 4);
});

test('a cut-off bulk file fails the import and nothing served changes', async (t) => {
  const dir = tempDir(t);
  const databasePath = join(dir, 'registry.sqlite');
  assert.equal((await run(databasePath, fixtures)).sources[0]!.status, 'published');
  const snapshot = () => {
    const db = openForReading(databasePath);
    try {
      return {
        companies: db.prepare("SELECT * FROM companies WHERE country = 'FI' ORDER BY regcode").all().map((r) => ({ ...r })),
        vat: db.prepare("SELECT * FROM vat_registrations WHERE country = 'FI' ORDER BY vat_number").all().map((r) => ({ ...r })),
        state: db.prepare("SELECT * FROM source_state WHERE source = 'fi.ytj'").get(),
      };
    } finally { db.close(); }
  };
  const before = snapshot();

  const cut = join(dir, 'cut');
  mkdirSync(cut);
  const text = readFileSync(join(fixtures, 'all_companies.json'), 'utf8');
  writeFileSync(join(cut, 'all_companies.json'), text.slice(0, Math.floor(text.length * 0.6)));
  copyFileSync(join(fixtures, 'companies_page_0001.json'), join(cut, 'companies_page_0001.json'));
  const report = await run(databasePath, cut);
  assert.equal(report.ok, false);
  assert.equal(report.sources[0]!.status, 'failed');
  assert.match(report.sources[0]!.message, /all_companies\.json/);
  assert.match(report.sources[0]!.message, /nothing was changed/);
  assert.deepEqual({ ...snapshot(), state: { ...(snapshot().state as object) } }, { ...before, state: { ...(before.state as object) } });
});

test('companies repeated across pages and the bulk file are published once, with their names once', async (t) => {
  const dir = tempDir(t);
  const from = join(dir, 'from');
  mkdirSync(from);
  copyFileSync(join(fixtures, 'all_companies.json'), join(from, 'all_companies.json'));
  copyFileSync(join(fixtures, 'companies_page_0001.json'), join(from, 'companies_page_0001.json'));
  // A crawl that saw the register shift: page 2 repeats a page-1 company and one from the bulk file.
  writeFileSync(join(from, 'companies_page_0002.json'), JSON.stringify({ totalResults: 2, companies: [page(0), bulk(0)] }));
  const databasePath = join(dir, 'registry.sqlite');
  const report = await run(databasePath, from);
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  assert.equal(count("SELECT COUNT(*) AS n FROM companies WHERE country = 'FI'"), 6);
  assert.equal(count("SELECT COUNT(*) AS n FROM company_names WHERE regcode = '2345678-0'"), 3);
  assert.equal(count("SELECT COUNT(*) AS n FROM vat_registrations WHERE regcode = '2345678-0'"), 1);
  assert.equal(count("SELECT COUNT(*) AS n FROM compliance_flags WHERE regcode = '2345684-4'"), 1);
});

function bulk(i: number): unknown {
  return (JSON.parse(readFileSync(join(fixtures, 'all_companies.json'), 'utf8')) as unknown[])[i];
}
function page(i: number): unknown {
  return (JSON.parse(readFileSync(join(fixtures, 'companies_page_0001.json'), 'utf8')) as { companies: unknown[] }).companies[i];
}
