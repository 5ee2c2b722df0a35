// Late and missing filing lists (headers not documented: read by key column), Sodra insured
// persons (`;`, decimal comma, labelled headers) and VMI VAT payers (UNCONFIRMED header).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mapLateFiling, mapMissingFiling } from '../../../src/importers/lt/filings.ts';
import { mapSodraGroup, sodraGroupKey } from '../../../src/importers/lt/sodra.ts';
import { ltVatNumber, mapVatPayer } from '../../../src/importers/lt/vat.ts';
import { fixturesDir, groupByKey, makeContext, readCsv, recordsOf, rejectOf } from './support.ts';

const dir = fixturesDir('lt');

test('late filers get annual_report_late naming the last filed period; unknown columns do no harm', () => {
  const rows = readCsv(join(dir, 'JAR_FA_VELUOJANTIS.csv'), '|');
  const flags = rows.flatMap((r) => recordsOf(mapLateFiling(r, makeContext('JAR_FA_VELUOJANTIS.csv')), 'flag'));
  assert.deepEqual(flags, [
    { country: 'LT', regcode: '304000002', flag: 'annual_report_late', detail: 'Annual financial statements not filed on time: Registrų centras lists the entity among those late with them, giving no day they fell due; last statement filed for the period ending 2021-12-31', since: null, until: null },
    { country: 'LT', regcode: '304000004', flag: 'annual_report_late', detail: 'Annual financial statements not filed on time: Registrų centras lists the entity among those late with them, giving no day they fell due', since: null, until: null },
  ]);
});

test('missing filings give one annual_report_missing per year; a bad code is rejected', () => {
  const rows = readCsv(join(dir, 'JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv'), '|');
  const ctx = makeContext('JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv');
  assert.deepEqual(rows.slice(0, 2).flatMap((r) => recordsOf(mapMissingFiling(r, ctx), 'flag')).map((f) => `${f.regcode} ${f.flag} ${f.detail}`), [
    '304000003 annual_report_missing Annual financial statements for 2023 not filed: Registrų centras lists the entity among those that did not file them for past years, giving no day it was entered on the list',
    '304000003 annual_report_missing Annual financial statements for 2024 not filed: Registrų centras lists the entity among those that did not file them for past years, giving no day it was entered on the list',
  ]);
  assert.equal(rejectOf(mapMissingFiling(rows[2]!, ctx)), 'invalid company code "x1"');
  assert.equal(rejectOf(mapLateFiling({ kodas: '304000001' }, ctx)), 'missing ja_kodas/obj_kodas');
});

test('an obj_kodas key column is read the same way', () => {
  const [flag] = recordsOf(mapLateFiling({ obj_kodas: '304000001', paskutine_fa_iki: '2020-12-31' }, makeContext('x')), 'flag');
  assert.equal(flag!.regcode, '304000001');
});

test('Sodra: the latest month gives employees and the EVRK activity; employers without a JAR code are skipped', () => {
  const rows = readCsv(join(dir, 'draudejai.csv'), ';');
  const { groups, rejects } = groupByKey([{ file: 'draudejai.csv', rows }], sodraGroupKey);
  assert.deepEqual(rejects, ['draudejai.csv:6: invalid jarCode "12AB"']);
  assert.deepEqual([...groups.keys()], ['304000001', '304000002']);
  const result = mapSodraGroup(groups.get('304000001')!, makeContext('draudejai.csv'));
  assert.deepEqual(recordsOf(result, 'financial'), [{
    country: 'LT', regcode: '304000001', year: 2026, periodStart: '2026-10-01', periodEnd: '2026-10-31', currency: 'EUR',
    revenue: null, profit: null, assets: null, equity: null, liabilities: null, employees: 44, cashFlow: null,
    consolidated: false, filedAt: null, statementRef: 'Sodra 2026-10',
    // September's 42, the quarter October's ended; October's own quarter is still running.
    quarterEmployees: [null, null, 42],
  }]);
  assert.deepEqual(recordsOf(result, 'activity'), [{
    country: 'LT', regcode: '304000001', code: '62.01', description: 'Kompiuterių programavimo veikla',
    classification: 'EVRK 2', isMain: true, validFrom: null,
  }]);
});

test('Sodra: a header without the jarCode column rejects every row instead of guessing', () => {
  assert.deepEqual(sodraGroupKey({ code: '1', month: '202610' }, makeContext('x')), { reject: 'no jarCode column in the header' });
});

test('VMI VAT (UNCONFIRMED header): LT prefix added, deregistration before the file date is inactive', () => {
  const rows = readCsv(join(dir, 'Moketoja_duomenys_pvm_moketojai.csv'), ',');
  const ctx = makeContext('Moketoja_duomenys_pvm_moketojai.csv', {}, '2026-11-20');
  assert.deepEqual(recordsOf(mapVatPayer(rows[0]!, ctx), 'vat'), [
    { country: 'LT', regcode: '304000001', vatNumber: 'LT100001234518', active: true, registeredOn: '2015-07-01', deregisteredOn: null },
  ]);
  assert.deepEqual(recordsOf(mapVatPayer(rows[1]!, ctx), 'vat'), [
    { country: 'LT', regcode: '304000002', vatNumber: 'LT100002345611', active: false, registeredOn: '2001-03-01', deregisteredOn: '2024-04-01' },
  ]);
  assert.equal(mapVatPayer(rows[2]!, ctx), null, 'a natural person has no company code');
  assert.equal(rejectOf(mapVatPayer(rows[3]!, ctx)), 'invalid VAT code "12345"');
  assert.match(rejectOf(mapVatPayer({ foo: '1' }, ctx)) ?? '', /no company-code or VAT-code column/);
  assert.equal(ltVatNumber('lt 123456789'), 'LT123456789');
});
