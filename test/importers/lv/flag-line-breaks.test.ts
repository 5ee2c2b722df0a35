// UR's risk files quote a line break in a text (`"Brīvprātīga\nlikvidācija"`, legal in CSV): a flag's
// detail kept it, so a compliance report's one-line field broke, and so did the status wording its
// first part gives (`Brīvprātīga\nlikvidācija`). Each detail is written on one line, each run of white
// space one space, as addresses and names are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MapContext, MapResult } from '../../../src/importers/source.ts';
import { mapInsolvencyRow, mapLiquidationRow, mapSuspensionRow } from '../../../src/importers/lv/compliance.ts';
import { mapSecuringMeasureRow } from '../../../src/importers/lv/securing-measures.ts';

const ctx: MapContext = { file: 'test.csv', line: 2, asOf: '2026-11-20', lookup: () => undefined, warn: () => {} };
const UR_ROW = { legal_entity_registration_number: '40003000001', date_from: '2026-01-05', date_to: '' };

function detailOf(mapped: MapResult): string | null {
  assert.ok(mapped !== null && 'kind' in mapped && mapped.kind === 'flag', JSON.stringify(mapped));
  return mapped.record.detail;
}

test('a liquidation\'s, a suspension\'s and a securing measure\'s detail holding line breaks and tabs is written on one line', () => {
  assert.equal(detailOf(mapLiquidationRow({ ...UR_ROW, liquidation_type_text: 'Brīvprātīga\r\nlikvidācija',
    grounds_for_liquidation: 'Dalībnieku sapulces\n\tlēmums ' }, ctx)), 'Brīvprātīga likvidācija; Dalībnieku sapulces lēmums');
  assert.equal(detailOf(mapSuspensionRow({ ...UR_ROW, suspension_code_text: 'Aizliegums reģistrēt\nizmaiņas',
    ground_for: 'Tiesu izpildītāja\nlēmums' }, ctx)), 'Aizliegums reģistrēt izmaiņas; Tiesu izpildītāja lēmums');
  assert.equal(detailOf(mapSecuringMeasureRow({ ...UR_ROW, securing_measure_type_text: 'Aresta uzlikšana\nmantai',
    institution_name: 'Tiesu izpildītāja\r\nA. Bērziņa', case_number: '12345/2026' }, ctx)), 'Aresta uzlikšana mantai; Tiesu izpildītāja A. Bērziņa; case 12345/2026');
});

test('an insolvency\'s detail holding line breaks is written on one line, a wording written across two lines read as on one', () => {
  const detail = detailOf(mapInsolvencyRow({ debtor_registration_number: '40003000001', proceeding_started_on: '2026-01-05', proceeding_ended_on: '',
    proceeding_form: 'TAP', proceeding_type: 'Tiesiskās aizsardzības\nprocess', proceeding_resolution_name: 'Ierosināts\n',
    court_name: 'Rīgas pilsētas\r\ntiesa', court_case_number: 'C-1\n2', insolvency_administrator: 'Jānis\nBērziņš' }, ctx));
  assert.equal(detail, 'Tiesiskās aizsardzības process; TAP; Ierosināts; Rīgas pilsētas tiesa; case C-1 2; administrator Jānis Bērziņš');
});
