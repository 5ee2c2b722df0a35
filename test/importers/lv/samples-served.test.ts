// The real LV excerpts, imported through the pipeline, are SERVED over HTTP with the values they
// hold. The excerpt's financial statements belong to companies absent from its register.csv, so
// the test adds those two companies to a copy of the register (in a temp folder, never the repo).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readdirSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { LV_SAMPLES, runImport, samplesPresent, scratch } from '../pipeline/helpers.ts';
import { API, startTestApp } from '../../http/harness.ts';

test('the real LV samples are served field by field over HTTP', async (t) => {
  if (!samplesPresent()) { t.skip(`no samples at ${LV_SAMPLES}`); return; }
  const s = scratch();
  t.after(() => s.cleanup());
  for (const f of readdirSync(LV_SAMPLES)) copyFileSync(join(LV_SAMPLES, f), join(s.files, f));
  appendFileSync(join(s.files, 'register.csv'),
    '40103504912;LV00ZZZ40103504912;SIA "Paraugs";SIA;Paraugs;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2016-01-10;; ;Rīga, Brīvības iela 1;1010;1;0;0;"0010000";\n'
    + '40103466358;LV00ZZZ40103466358;SIA "Otrs";SIA;Otrs;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2016-02-11;; ;Rīga, Brīvības iela 2;1010;2;0;0;"0010000";\n');
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-11-22T08:00:00Z') });
  assert.equal(report.ok, true, JSON.stringify(report.sources.filter((r) => r.status === 'failed')));

  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}${url}` });
    assert.equal(r.statusCode, 200, r.body);
    return JSON.parse(r.body);
  };

  const glory = await get('/companies/40008234596');
  assert.equal(glory.name, '"House of Glory"');
  assert.equal(glory.country, 'LV');
  assert.equal(glory.address, 'Rīga, Latgales iela 180 - 5, LV-1019');
  assert.equal(glory.legalForm, 'Biedrība');
  assert.equal(glory.legalFormCode, 'BDR');
  assert.equal(glory.status, 'active');
  assert.equal(glory.registeredOn, '2015-03-02');
  assert.equal(glory.closedOn, null);

  const luxe = await get('/companies/LV41502039692');
  assert.equal(luxe.regcode, '41502039692');
  assert.equal(luxe.name, 'IK "D.Luxe"');
  assert.equal(luxe.legalForm, 'IK');
  assert.equal(luxe.address, 'Daugavpils, Aroniju iela 66, LV-5414');
  assert.equal(luxe.registeredOn, '2020-03-05');

  const found = await get('/companies/search?q=d%20luxe');
  assert.deepEqual(found.results.map((r: { regcode: string }) => r.regcode), ['41502039692']);
  const glorySearch = await get('/companies/search?q=house%20of%20glory');
  assert.equal(glorySearch.results[0].regcode, '40008234596');

  const withFigures = await get('/companies/40103504912');
  assert.deepEqual(withFigures.financials, [{
    year: 2016, periodStart: '2016-01-01', periodEnd: '2016-12-31', consolidated: false, currency: 'EUR', revenue: 135, profit: -3860, assets: 5031,
    equity: -15283, liabilities: 20314, employees: 3, cashFlow: null,
  }]);
  const balanceOnly = await get('/companies/40103466358');
  assert.deepEqual(balanceOnly.financials, [{
    year: 2016, periodStart: '2016-01-01', periodEnd: '2016-12-31', consolidated: false, currency: 'EUR', revenue: null, profit: null, assets: 0,
    equity: -608, liabilities: 608, employees: 0, cashFlow: null,
  }]);
});
