// A Latvian company merged into one registered abroad (a cross-border merger): UR's
// reorganizations.csv gives the final entity's number and no country (its documented columns are
// source_entity_regcode and final_entity_regcode). Read as Latvian, an Estonian 8-digit code was
// served as an LV company (country LV, a details call for it a 404) and a number written with a
// hyphen or letters was rejected, the merged company then naming no successor at all. Now a number
// of no Latvian form is kept as written and served with country null, linked to no company.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT } from './fixture-import.ts';

const MERGED = '40003000004'; // SIA "Apvienotais", closed R in the register fixture
const FINAL = '40003000001'; // SIA "Alfa Koks", active
const SPLIT = '40003000006'; // SIA "Beidzējs"

const s = scratch();
test.after(() => s.cleanup());
writeFileSync(join(s.files, 'reorganizations.csv'), '\uFEFFid;reorganization_type;source_entity_regcode;final_entity_regcode;registered\n'
  + `1;MERGER;${MERGED};14623851;2018-09-30\n` // into an Estonian OÜ
  + `2;MERGER;2786402-8;${FINAL};2020-01-02\n` // a Finnish Oy merged into a Latvian SIA
  + `3;DIVISION;${SPLIT};HRB  12345;2021-05-06\n` // part of it into a German GmbH
  + `4;DIVISION;${SPLIT};010100292;2021-05-06\n`); // and an old Latvian code, still LV
const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST_IMPORT });

const abroad = (regcode: string) => ({ regcode, country: null, name: null, status: null });

test('the import keeps a foreign number as written: no row rejected', () => {
  const r = sourceReport(report, 'lv.reorganizations');
  assert.equal(r.status, 'published', r.message);
  assert.deepEqual(r.rejectExamples ?? {}, {});
});

test('GET /companies serves a final entity registered abroad with no country and no Latvian company; a Latvian number stays LV', async (t) => {
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const details = async (regcode: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=LV` });
    assert.equal(r.statusCode, 200, r.body);
    return r.json();
  };
  assert.deepEqual((await details(MERGED)).succeededBy, [abroad('14623851')]);
  assert.deepEqual((await details(FINAL)).reorganisedFrom, [abroad('2786402-8')]);
  assert.deepEqual((await details(SPLIT)).succeededBy, [
    { regcode: '010100292', country: 'LV', name: null, status: null },
    abroad('HRB 12345'),
  ]);
  // A shop's form offers who carries on a closed company: the foreign one, not an LV company.
  const autofill = await app.inject({ method: 'GET', url: `${API}/companies/autofill?q=${MERGED}` });
  assert.deepEqual(autofill.json().results.find((x: { regcode: string }) => x.regcode === MERGED).succeededBy, [abroad('14623851')]);
});

test('get_company_details says so too', async (t) => {
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const value = structuredOf<{ succeededBy: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode: MERGED, country: 'LV' }));
  assert.deepEqual(value.succeededBy, [abroad('14623851')]);
  // The walk-through asks the details of each successor: it tells the model not to for one abroad.
  const prompt = await mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: MERGED, country: 'LV' } });
  assert.match(JSON.stringify(prompt.messages), /one with country null is registered abroad: report its number as such/);
});
