// Block C of an LT balance sheet: since 2016 the accounting standards give prepaid expenses and
// accrued income (ateinančių laikotarpių sąnaudos ir sukauptos pajamos) a block of its own beside
// long-term (A) and short-term (B) assets, and the balance sheet's total is A + B + C. Rows written
// from the documented header of the long layout (shared/data-sources/ee-lt-fi.md 2.4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapStatementGroup, statementGroupKey } from '../../../src/importers/lt/financials.ts';
import type { FinancialRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { groupByKey, makeContext, recordsOf } from './support.ts';

const HEADER = ['ja_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'template_id',
  'template_name', 'standard_id', 'standard_name', 'line_type_id', 'line_name', 'reiksme', 'beginning_date', 'turning_date',
  'reg_date', 'formavimo_data'];

const line = (regcode: string, name: string, value: string): Row => Object.fromEntries(HEADER.map((h, i) => [h, [
  regcode, 'UAB "Rasa"', '310', 'Uždaroji akcinė bendrovė', '0', 'Teisinis statusas neįregistruotas', 'FS0818',
  'Mažų ir labai mažų įmonių, netaikančių išimčių, finansinių ataskaitų rinkinys', 'BST210', 'Balansas', '', name, value,
  '2023-01-01', '2023-12-31', '2024-04-10', '2024-10-01',
][i]!]));

function assetsOf(rows: Row[], regcode: string): number | null | undefined {
  const file = 'JAR_FA_RODIKLIAI_BLNS_2024_n.csv';
  const { groups } = groupByKey([{ file, rows }], statementGroupKey);
  const records: FinancialRecord[] = [];
  for (const group of groups.values()) records.push(...recordsOf(mapStatementGroup(group, makeContext(file)), 'financial'));
  return records.find((r) => r.regcode === regcode)?.assets;
}

test('LT balance sheet without a total line: assets are A + B + C, prepaid expenses and accrued income counted', () => {
  const rows = [
    line('304000101', 'A. ILGALAIKIS TURTAS', '90000'),
    line('304000101', 'B. TRUMPALAIKIS TURTAS', '60000'),
    line('304000101', 'C. ATEINANČIŲ LAIKOTARPIŲ SĄNAUDOS IR SUKAUPTOS PAJAMOS', '5000'),
    line('304000101', 'D. NUOSAVAS KAPITALAS', '100000'),
    // The liabilities side's accruals and deferred income read backwards: not an asset.
    line('304000101', 'H. SUKAUPTOS SĄNAUDOS IR ATEINANČIŲ LAIKOTARPIŲ PAJAMOS', '2000'),
    line('304000101', 'G. MOKĖTINOS SUMOS IR KITI ĮSIPAREIGOJIMAI', '53000'),
  ];
  assert.equal(assetsOf(rows, '304000101'), 155000);
});

test('LT balance sheet: a total line stands as written, and B.IV of the older layout is within B already', () => {
  const withTotal = [
    line('304000102', 'A. ILGALAIKIS TURTAS', '90000'),
    line('304000102', 'B. TRUMPALAIKIS TURTAS', '60000'),
    line('304000102', 'C. ATEINANČIŲ LAIKOTARPIŲ SĄNAUDOS IR SUKAUPTOS PAJAMOS', '5000'),
    line('304000102', 'TURTO IŠ VISO', '155000'),
  ];
  assert.equal(assetsOf(withTotal, '304000102'), 155000);
  const older = [
    line('304000103', 'A. ILGALAIKIS TURTAS', '90000'),
    line('304000103', 'B. TRUMPALAIKIS TURTAS', '60000'),
    line('304000103', 'IV. Ateinančių laikotarpių sąnaudos ir sukauptos pajamos', '5000'),
    line('304000103', '1. Ateinančių laikotarpių sąnaudos', '4000'),
  ];
  assert.equal(assetsOf(older, '304000103'), 150000);
});
