import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generalSource } from '../../../src/importers/ee/general.ts';
import { FIXTURES, mapFiles, recordsOf } from './map-fixture.ts';

const mapped = mapFiles(generalSource, [new URL('ettevotja_rekvisiidid__yldandmed.json', FIXTURES)]);

test('general data: former names are the ended ones only', () => {
  assert.deepEqual(recordsOf(mapped, 'companyName'), [
    { country: 'EE', regcode: '14000001', name: 'Vana Nimi OÜ', kind: 'former', validFrom: '2016-06-05', validTo: '2020-01-09' },
  ]);
});

test('general data: activities keep the NACE code named by the EMTAK version it came with', () => {
  assert.deepEqual(recordsOf(mapped, 'activity', '14000001'), [
    { country: 'EE', regcode: '14000001', code: '41.20', classification: 'NACE Rev. 2', description: 'Elamute ehitus', isMain: true, validFrom: '2016-06-05' },
    { country: 'EE', regcode: '14000001', code: '43.34', classification: 'NACE Rev. 2', description: 'Värvimine ja klaasimine', isMain: false, validFrom: '2016-06-05' },
  ], 'the ended activity (lopp_kpv) is left out');
  assert.deepEqual(recordsOf(mapped, 'activity', '10000018').map((a) => [a.code, a.classification, a.isMain]), [['16.11', 'NACE Rev. 2.1', true]]);
  assert.deepEqual(recordsOf(mapped, 'activity', '11000027').map((a) => [a.code, a.classification]), [['46901', 'EMTAK 2008']],
    'an entry without a NACE code keeps its EMTAK code');
});

test('general data: liquidation and bankruptcy flags are dated from their status entry', () => {
  assert.deepEqual(recordsOf(mapped, 'flag').map((f) => [f.regcode, f.flag, f.since, f.detail]), [
    ['10000018', 'in_liquidation', '2026-03-02', 'Likvideerimisel'],
    ['11000027', 'insolvent', '2025-09-15', 'Pankrotis'],
  ]);
});

test('general data: a numeric registry code keeps 8 digits, a junk one is rejected', () => {
  assert.ok(recordsOf(mapped, 'activity').every((a) => /^\d{8}$/.test(a.regcode)));
  assert.deepEqual(mapped.rejects.map((r) => r.reason), ['ariregistri_kood is not an 8-digit registry code: "12AB"']);
  assert.ok(!mapped.records.some((r) => r.kind === 'company'), 'companies come from ee.basic only');
});
