// UR's securing_measures.csv records the securing measures a court or an institution ordered against
// a company (a seizure of its property, a prohibition to dispose of it): a compliance team checking
// a partner whose property a bailiff seized was told of nothing. The optional lv.securing-measures
// flags it `securing_measure`, its detail the measure, the institution and the case; the company
// keeps its status (it trades on) and is not blacklisted. A store without the file says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT } from './fixture-import.ts';

const IMPORTED = ['lv.register', 'lv.securing-measures'];
const HEADER = 'id;legal_entity_registration_number;securing_measure_type_text;institution_name;case_number;date_from;date_to';
const SEIZED = '40003000001'; // SIA "Alfa Koks", active in the register fixture

async function imported(rows: string[] | null) {
  const s = scratch();
  const file = join(s.files, 'securing_measures.csv');
  if (rows === null) rmSync(file);
  else writeFileSync(file, `\uFEFF${HEADER}\n${rows.join('\n')}\n`);
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => IMPORTED.includes(d.id)), knownSources: sources,
    fromDir: s.files, now: FIRST_IMPORT });
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}${url}` });
    assert.equal(r.statusCode, 200, r.body);
    return r.json();
  };
  return { s, db, report, get, close: async () => { await close(); db.close(); s.cleanup(); } };
}

test('a seizure is flagged securing_measure with the measure, the institution and the case; the company stays active', async (t) => {
  const store = await imported([
    `1;${SEIZED};Aresta uzlikšana kustamai mantai;Zvērināta tiesu izpildītāja Anna Bērziņa;02315/007/2024;2025-03-04;`,
    // Lifted: ended before today, so not in force.
    `2;${SEIZED};Aizliegums atsavināt mantu;Rīgas pilsētas tiesa;C33123425;2023-01-10;2023-06-30`,
  ]);
  t.after(() => store.close());
  assert.equal(sourceReport(store.report, 'lv.securing-measures').status, 'published');
  const compliance = await store.get(`/companies/${SEIZED}/compliance?country=LV`);
  assert.deepEqual(compliance.flagDetails.filter((f: { flag: string }) => f.flag === 'securing_measure'), [{
    flag: 'securing_measure', detail: 'Aresta uzlikšana kustamai mantai (Seizure of movable property); Zvērināta tiesu izpildītāja Anna Bērziņa (Sworn bailiff); case 02315/007/2024',
    since: '2025-03-04', source: 'lv.securing-measures',
  }]);
  assert.deepEqual([compliance.flags, compliance.status, compliance.blacklisted], [['securing_measure'], 'active', false]);
  assert.ok(compliance.sources.some((x: { name: string }) => x.name === 'lv.securing-measures'));
  const details = await store.get(`/companies/${SEIZED}?country=LV`);
  assert.deepEqual([details.status, details.flags], ['active', ['securing_measure']]);

  const mcp = await connectInProcess({ services: createServices({ db: store.db, sanctionsThreshold: 0.9 }) });
  t.after(() => mcp.close());
  const value = structuredOf<{ flags: string[] }>(await callTool(mcp.client, 'get_company_compliance', { regcode: SEIZED, country: 'LV' }));
  assert.deepEqual(value.flags, ['securing_measure']);
  // x-coverage says the securing measures of LV are held, no other country's.
  const doc = await store.get('');
  assert.deepEqual(['LV', 'EE', 'LT', 'FI'].map((c) => doc['x-coverage'][c].securingMeasures), [true, false, false, false]);
});

test('a store that has not imported the optional file says so: skipped, no source named, x-coverage false', async (t) => {
  const store = await imported(null);
  t.after(() => store.close());
  assert.equal(sourceReport(store.report, 'lv.securing-measures').status, 'skipped');
  const compliance = await store.get(`/companies/${SEIZED}/compliance?country=LV`);
  assert.equal(compliance.sources.some((x: { name: string }) => x.name === 'lv.securing-measures'), false);
  assert.equal((await store.get(''))['x-coverage'].LV.securingMeasures, false);
});

test('a bad row is named by file and line and the others are served', async (t) => {
  const store = await imported([
    `1;${SEIZED};Aresta uzlikšana;Valsts ieņēmumu dienests;;2025-03-04;`,
    '2;4000300000X;Aresta uzlikšana;Valsts ieņēmumu dienests;;2025-03-04;',
    `3;40003000007;Aresta uzlikšana;Valsts ieņēmumu dienests;;2025-03-04;līdz atcelšanai`,
    ...Array.from({ length: 60 }, (_, i) => `${10 + i};40003000005;Aresta uzlikšana;VID;;2024-01-01;`),
  ]);
  t.after(() => store.close());
  const report = sourceReport(store.report, 'lv.securing-measures');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(report.rejectExamples['invalid regcode'], ['securing_measures.csv:3 "4000300000X"']);
  assert.equal(Object.values(report.rejectExamples).flat().some((e) => e.startsWith('securing_measures.csv:4')), true);
  // Without a case number the detail gives the measure and the institution.
  const compliance = await store.get(`/companies/${SEIZED}/compliance?country=LV`);
  assert.deepEqual(compliance.flagDetails.map((f: { detail: string }) => f.detail), ['Aresta uzlikšana (Seizure); Valsts ieņēmumu dienests (State Revenue Service)']);
});
