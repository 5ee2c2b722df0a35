// UR's reorganizations.csv names the company a closed one (Reorganizēts) merged or split into: the
// details of the closed company name who carries on (succeededBy), those of the final entity the
// companies merged into it (reorganisedFrom), each with the name and status the store holds. Codes
// stay text (an old 9-digit code keeps its leading zero); a bad row is named by file and line and
// a failed import leaves the served rows as they were. EE, LT and FI publish no such file: null.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { FIXTURE, seedDatabase } from '../../helpers/seed.ts';
import { query, runImport, scratch, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT } from './fixture-import.ts';

const HEADER = 'id;reorganization_type;source_entity_regcode;final_entity_regcode;registered';
const MERGED = '40003000004'; // SIA "Apvienotais", closed R in the register fixture
const FINAL = '40003000001'; // SIA "Alfa Koks", active
const OLD_CODE = '010100292'; // an old 9-digit code, in no register.csv row

const s = scratch();
test.after(() => s.cleanup());
writeFileSync(join(s.files, 'reorganizations.csv'), `\uFEFF${HEADER}\n`
  + `1;MERGER;${MERGED};${FINAL};2018-09-30\n`
  + `2;MERGER;${OLD_CODE};${FINAL};2001-05-02\n`);
const first = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST_IMPORT });

const lvDetails = async (regcode: string) => {
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=LV` });
    assert.equal(r.statusCode, 200, r.body);
    return r.json();
  } finally { await close(); db.close(); }
};

test('the import keeps the codes as text, the 9-digit one with its leading zero', () => {
  assert.equal(sourceReport(first, 'lv.reorganizations').status, 'published');
  assert.deepEqual(query(s.db, 'SELECT source_regcode, final_regcode FROM reorganizations ORDER BY source_regcode'), [
    { source_regcode: OLD_CODE, final_regcode: FINAL }, { source_regcode: MERGED, final_regcode: FINAL },
  ]);
});

test('GET /companies of a company closed as reorganised names the company it merged into, and that one the companies merged into it', async () => {
  const merged = await lvDetails(MERGED);
  assert.equal(merged.registryStatus, 'Reorganizēts');
  assert.deepEqual(merged.succeededBy, [{ regcode: FINAL, country: 'LV', name: 'SIA "Alfa Koks"', status: 'active' }]);
  assert.deepEqual(merged.reorganisedFrom, []);
  assert.ok(merged.sources.some((x: { name: string }) => x.name === 'lv.reorganizations'));
  const final = await lvDetails(FINAL);
  assert.deepEqual(final.succeededBy, []);
  assert.deepEqual(final.reorganisedFrom, [
    { regcode: OLD_CODE, country: 'LV', name: null, status: null },
    { regcode: MERGED, country: 'LV', name: 'SIA "Apvienotais"', status: 'closed' },
  ]);
  // A company no reorganisation names: the file is held, so the lists are empty, not null.
  const other = await lvDetails('40003000007');
  assert.deepEqual([other.succeededBy, other.reorganisedFrom], [[], []]);
});

test('get_company_details names them too', async (t) => {
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const value = structuredOf<{ succeededBy: unknown; reorganisedFrom: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode: MERGED, country: 'LV' }));
  assert.deepEqual(value.succeededBy, [{ regcode: FINAL, country: 'LV', name: 'SIA "Alfa Koks"', status: 'active' }]);
  assert.deepEqual(value.reorganisedFrom, []);
});

test('the OpenAPI document\'s x-coverage says where reorganisations are known: LV once the file is imported, no other country', async () => {
  const coverage = async (path: string) => {
    const db = openForReading(path);
    const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
    try {
      const doc = (await app.inject({ method: 'GET', url: API })).json();
      return ['LV', 'EE', 'LT', 'FI'].map((c) => doc['x-coverage'][c].reorganisations);
    } finally { await close(); db.close(); }
  };
  assert.deepEqual(await coverage(s.db), [true, false, false, false]);
  // A store that has not imported lv.reorganizations: the details say null, and so does the table.
  const store = seedDatabase();
  try {
    assert.deepEqual(await coverage(store.path), [false, false, false, false]);
  } finally { store.cleanup(); }
});

const reimport = (day: number) => runImport({
  databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.reorganizations'), knownSources: sources,
  fromDir: s.files, now: new Date(FIRST_IMPORT.getTime() + day * 86_400_000),
});

test('a bad row is named by file and line; too many fail the import, and the served rows stay as they were', async () => {
  const before = query(s.db, 'SELECT * FROM reorganizations ORDER BY source_regcode');
  // 120 rows, half of them naming no number as the final entity.
  const rows = [HEADER];
  for (let i = 0; i < 120; i++) rows.push(`${10 + i};MERGER;${40003100000 + i};${i % 2 === 0 ? '-' : FINAL};2026-01-01`);
  writeFileSync(join(s.files, 'reorganizations.csv'), rows.join('\n') + '\n');
  const failed = sourceReport(await reimport(1), 'lv.reorganizations');
  assert.equal(failed.status, 'failed');
  assert.match(failed.message, /reorganizations\.csv: 60 of 120 rows rejected .*invalid final_entity_regcode ×60 \(e\.g\. reorganizations\.csv:2, reorganizations\.csv:4, reorganizations\.csv:6\)/);
  assert.deepEqual(query(s.db, 'SELECT * FROM reorganizations ORDER BY source_regcode'), before);

  // One bad row among few: the others are served, the bad one named in the report.
  writeFileSync(join(s.files, 'reorganizations.csv'), `${HEADER}\n1;MERGER;${MERGED};${FINAL};2018-09-30\n3;MERGER;40003000006;;2026-01-01\n`);
  const published = sourceReport(await reimport(2), 'lv.reorganizations');
  assert.equal(published.status, 'published');
  assert.deepEqual(published.rejectExamples['invalid final_entity_regcode'], ['reorganizations.csv:3']);
  assert.deepEqual(query(s.db, 'SELECT source_regcode FROM reorganizations'), [{ source_regcode: MERGED }]);
});

test('EE, LT and FI publish no such file: null, while an LV company no reorganisation names answers []', async (t) => {
  const store = seedDatabase();
  const writer = new DatabaseSync(store.path);
  writer.prepare("INSERT INTO reorganizations (country, source_regcode, final_regcode, source, as_of) VALUES ('LV', ?, ?, 'lv.reorganizations', '2026-11-20')")
    .run(FIXTURE.companies.lvBalticLogistics.regcode, FIXTURE.companies.lvGaze.regcode);
  writer.close();
  const db = openForReading(store.path);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); store.cleanup(); });
  const { eeEnergia, ltVilkas, fiNokia, lvKekava } = FIXTURE.companies;
  for (const c of [eeEnergia, ltVilkas, fiNokia, lvKekava]) {
    const r = await app.inject({ method: 'GET', url: `${API}/companies/${c.regcode}?country=${c.country}` });
    assert.equal(r.statusCode, 200, r.body);
    const expected = c.country === 'LV' ? [] : null;
    assert.deepEqual([r.json().succeededBy, r.json().reorganisedFrom], [expected, expected], `${c.country} ${c.regcode}`);
  }
});

// The compliance answer's closed flag said only Reorganizēts: who carries on (whom a contract with
// the closed company passed to) was in the details alone. The flag's detail now names it.
test('the compliance answer\'s closed flag of a company closed as reorganised names the company that carries on, REST and MCP', async (t) => {
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); await close(); db.close(); });
  const closedOf = (answer: { flagDetails: Array<{ flag: string; detail: string | null }> }) => answer.flagDetails.find((f) => f.flag === 'closed');
  const r = await app.inject({ method: 'GET', url: `${API}/companies/${MERGED}/compliance?country=LV` });
  assert.equal(r.statusCode, 200, r.body);
  const expected = `Reorganizēts (Reorganised, struck off: merged into or divided among other companies); succeeded by SIA "Alfa Koks" (LV ${FINAL})`;
  assert.equal(closedOf(r.json())?.detail, expected);
  assert.ok(r.json().sources.some((x: { name: string }) => x.name === 'lv.reorganizations'), 'the file naming the successor is dated');
  const tool = structuredOf<Parameters<typeof closedOf>[0]>(await callTool(mcp.client, 'get_company_compliance', { regcode: MERGED, country: 'LV' }));
  assert.equal(closedOf(tool)?.detail, expected);
});
