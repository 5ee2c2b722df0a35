// Financial statements in both layouts, written from the documented headers: the wide P&L and
// balance files up to 2022 and the long one-row-per-figure files from 2023 (`;` and `,`), with
// an amended filing, a consolidated set, a decimal comma and junk numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { financialsSource, mapStatementGroup, statementFiles, statementGroupKey } from '../../../src/importers/lt/financials.ts';
import type { FinancialRecord } from '../../../src/domain/records.ts';
import { figureOfLine } from '../../../src/importers/lt/statement-rows.ts';
import { fixturesDir, groupByKey, makeContext, readCsv, recordsOf } from './support.ts';

const dir = fixturesDir('lt');
const FILES: Array<[string, string]> = [
  ['JAR_FA_RODIKLIAI_PLNA_2022.csv', ','], ['JAR_FA_RODIKLIAI_BLNS_2022.csv', ','],
  ['JAR_FA_RODIKLIAI_PLNA_2024_n.csv', ','], ['JAR_FA_RODIKLIAI_BLNS_2024_n.csv', ';'],
];

function importFixtures(): { records: FinancialRecord[]; rejects: string[] } {
  const { groups, rejects } = groupByKey(FILES.map(([file, d]) => ({ file, rows: readCsv(join(dir, file), d) })), statementGroupKey);
  const records: FinancialRecord[] = [];
  for (const rows of groups.values()) records.push(...recordsOf(mapStatementGroup(rows, makeContext(rows[0]!.file)), 'financial'));
  return { records, rejects };
}

const find = (records: FinancialRecord[], regcode: string, year: number, consolidated = false) =>
  records.find((r) => r.regcode === regcode && r.year === year && r.consolidated === consolidated);

test('every filing year of both layouts is a file of the source, the fixtures\' years included', () => {
  const names = financialsSource.files.map((f) => f.name);
  for (const [file] of FILES) assert.ok(names.includes(file), `${file} is listed`);
  assert.ok(names.includes('JAR_FA_RODIKLIAI_PLNA_2015.csv'));
  assert.ok(names.includes('JAR_FA_RODIKLIAI_BLNS_2023.csv') && names.includes('JAR_FA_RODIKLIAI_BLNS_2023_n.csv'), '2023 is published in both layouts');
  assert.ok(!names.includes('JAR_FA_RODIKLIAI_PLNA_2024.csv'), 'no wide layout after 2023');
  assert.deepEqual(statementFiles(2024).map((f) => f.name).slice(-2), ['JAR_FA_RODIKLIAI_PLNA_2024_n.csv', 'JAR_FA_RODIKLIAI_BLNS_2024_n.csv']);
  assert.ok(financialsSource.files.every((f) => f.optional && f.url === `https://www.registrucentras.lt/aduomenys/?byla=${f.name}`));
});

test('wide layout: P&L and balance combine into one record; the amended P&L (later reg_date) wins', () => {
  const { records } = importFixtures();
  assert.deepEqual(find(records, '304000001', 2021), {
    country: 'LT', regcode: '304000001', year: 2021, periodStart: '2021-01-01', periodEnd: '2021-12-31', currency: 'EUR',
    revenue: 251000, profit: 10600, assets: 120000, equity: 80000, liabilities: 40000,
    employees: null, cashFlow: null, consolidated: false, filedAt: '2022-06-15', statementRef: null,
  });
});

test('a balance sheet with no P&L still gives the year; a blank long-term assets cell counts as not reported', () => {
  const record = find(importFixtures().records, '304000002', 2021)!;
  assert.equal(record.revenue, null);
  assert.equal(record.equity, -1500);
  assert.equal(record.assets, 1500);
});

test('long layout: figures by line name, assets = long-term + short-term, sub-lines ignored, decimal comma read', () => {
  const record = find(importFixtures().records, '304000001', 2023)!;
  assert.deepEqual(
    { revenue: record.revenue, profit: record.profit, assets: record.assets, equity: record.equity, liabilities: record.liabilities, filedAt: record.filedAt },
    { revenue: 300000, profit: 15000, assets: 150000.5, equity: 95000, liabilities: 55000, filedAt: '2024-04-10' },
  );
});

test('a consolidated set is a separate record of the same year', () => {
  const record = find(importFixtures().records, '304000001', 2023, true)!;
  assert.equal(record.revenue, 900000);
  assert.equal(record.profit, 40000);
  assert.equal(record.assets, null);
});

test('junk numbers are rejected with file, line and column', () => {
  const { records, rejects } = importFixtures();
  assert.deepEqual(rejects, [
    'JAR_FA_RODIKLIAI_PLNA_2022.csv:4: invalid number in pardavimo_pajamos "n/a"',
    'JAR_FA_RODIKLIAI_BLNS_2024_n.csv:7: invalid number in reiksme "abc"',
  ]);
  assert.equal(find(records, '304000003', 2021), undefined);
  assert.equal(records.length, 4);
});

test('line names are recognised with or without outline numbering; unrelated lines are not', () => {
  assert.equal(figureOfLine('A. ILGALAIKIS TURTAS', null), 'assetsLong');
  assert.equal(figureOfLine('I. Pardavimo pajamos', null), 'revenue');
  assert.equal(figureOfLine('TURTO IŠ VISO', null), 'assetsTotal');
  assert.equal(figureOfLine('Per vienerius metus mokėtinos sumos ir kiti trumpalaikiai įsipareigojimai', null), null);
  assert.equal(figureOfLine('Pardavimo savikaina', null), null);
  // The total of equity and liabilities begins as equity does, and is not equity.
  assert.equal(figureOfLine('NUOSAVAS KAPITALAS IR ĮSIPAREIGOJIMAI', null), null);
  assert.equal(figureOfLine('NUOSAVO KAPITALO IR ĮSIPAREIGOJIMŲ IŠ VISO', null), null);
  assert.equal(figureOfLine('C. NUOSAVAS KAPITALAS', null), 'equity');
  assert.equal(figureOfLine(null, 'BSLT00001'), 'assetsLong');
});
