// The real excerpts in shared/data-sources/samples/lv/ import and are stored with the values they hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_SAMPLES, query, runImport, samplesPresent, scratch, sourceReport } from '../pipeline/helpers.ts';

test('the real LV samples import and are stored field by field', async (t) => {
  if (!samplesPresent()) { t.skip(`no samples at ${LV_SAMPLES}`); return; }
  const s = scratch();
  t.after(() => s.cleanup());
  const report = await runImport({ databasePath: s.db, sources, fromDir: LV_SAMPLES, now: new Date('2026-11-22T08:00:00Z') });
  assert.equal(report.ok, true, JSON.stringify(report.sources.filter((r) => r.status === 'failed')));
  for (const id of ['lv.register', 'lv.financials', 'lv.nace']) assert.equal(sourceReport(report, id).status, 'published', id);
  assert.equal(sourceReport(report, 'lv.officers').status, 'skipped');
  assert.match(sourceReport(report, 'lv.officers').message, /officers\.csv/);

  const companies = query(s.db, 'SELECT * FROM companies ORDER BY regcode');
  assert.deepEqual(companies.map((c) => ({ ...c, as_of: undefined })), [
    {
      country: 'LV', regcode: '40008234596', name: '"House of Glory"', name_key: 'house of glory',
      legal_form_code: 'BDR', legal_form_name: 'Biedrība', status: 'active', registry_status: null,
      registered_on: '2015-03-02', closed_on: null, address: 'Rīga, Latgales iela 180 - 5, LV-1019',
      address_street: 'Latgales iela 180 - 5', address_city: 'Rīga', address_postcode: 'LV-1019',
      address_region_code: null, address_country: null, source: 'lv.register', as_of: undefined, first_seen_at: '2015-03-02T00:00:00.000Z',
    },
    {
      country: 'LV', regcode: '41502039692', name: 'IK "D.Luxe"', name_key: 'd luxe',
      legal_form_code: 'IK', legal_form_name: 'Individuālais komersants', status: 'active', registry_status: null,
      registered_on: '2020-03-05', closed_on: null, address: 'Daugavpils, Aroniju iela 66, LV-5414',
      address_street: 'Aroniju iela 66', address_city: 'Daugavpils', address_postcode: 'LV-5414',
      address_region_code: '0050000', address_country: null, source: 'lv.register', as_of: undefined, first_seen_at: '2020-03-05T00:00:00.000Z',
    },
  ]);

  const fin = query(s.db, `SELECT regcode, year, period_start, period_end, currency, revenue, profit, assets, equity,
    liabilities, employees, cash_flow, consolidated, filed_at, statement_ref FROM financial_statements ORDER BY statement_ref`);
  assert.deepEqual(fin, [
    { regcode: '40103504912', year: 2016, period_start: '2016-01-01', period_end: '2016-12-31', currency: 'EUR',
      revenue: 135, profit: -3860, assets: 5031, equity: -15283, liabilities: 20314, employees: 3, cash_flow: null,
      consolidated: 0, filed_at: '2020-10-30T23:33:27.773', statement_ref: '709390' },
    // 709391 has a balance sheet but no income statement in the excerpt.
    { regcode: '40103466358', year: 2016, period_start: '2016-01-01', period_end: '2016-12-31', currency: 'EUR',
      revenue: null, profit: null, assets: 0, equity: -608, liabilities: 608, employees: 0, cash_flow: null,
      consolidated: 0, filed_at: '2020-10-30T23:33:28.000', statement_ref: '709391' },
  ]);

  const nace = query<{ code: string; description: string }>(s.db, "SELECT code, description FROM classifier_codes WHERE classification = 'NACE Rev. 2.1' ORDER BY code");
  const byCode = new Map(nace.map((r) => [r.code, r.description]));
  assert.equal(nace.length, 24);
  // The sample's spreadsheet damage is undone by level: 1.11 → 01.11, level-4 62.1 → 62.10.
  assert.equal(byCode.get('01.11'), 'Graudaugu (izņemot rīsu), pākšaugu un eļļas augu sēklu audzēšana');
  assert.equal(byCode.get('01'), 'Augkopība un lopkopība, medniecība un saistītas atbalsta darbības');
  assert.equal(byCode.get('01.1'), 'Viengadīgo kultūru audzēšana');
  assert.equal(byCode.get('62.1'), 'Datorprogrammēšana');
  assert.equal(byCode.get('62.10'), 'Datorprogrammēšana');
  assert.equal(byCode.get('A'), 'LAUKSAIMNIECĪBA, MEŽSAIMNIECĪBA UN ZIVSAIMNIECĪBA');
  assert.equal(byCode.has('1.11'), false);

  const runs = query<{ source: string; status: string; rows_written: number | null; checksum: string | null }>(s.db, 'SELECT source, status, rows_written, checksum FROM import_runs ORDER BY id');
  assert.equal(runs.length, sources.length);
  assert.deepEqual(runs.find((r) => r.source === 'lv.register'), { source: 'lv.register', status: 'published', rows_written: 2, checksum: runs.find((r) => r.source === 'lv.register')!.checksum });
  assert.match(runs.find((r) => r.source === 'lv.register')!.checksum!, /^[0-9a-f]{64}$/);
  assert.equal(runs.find((r) => r.source === 'lv.vat')!.status, 'skipped');
});
