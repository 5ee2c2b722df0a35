// YTJ writes the end date of a dated entry as its last day in force (the next entry begins the day
// after, and an end may be entered ahead): the VAT and other register entries were read so, but a
// liquidation, bankruptcy or restructuring (companySituations) with any end date was dropped, so a
// company on its last day in liquidation, or one whose end the register had entered ahead, was
// served active with no flag. Company objects written from the documented v3 structure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { CompanyRecord, FlagRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const FILE_DAY = '2026-11-21';

function inLiquidation(endDate: string | null, registrationDate = '2026-05-01'): Row {
  return {
    businessId: { value: '2345682-8', registrationDate: '2012-01-01', source: '3' },
    names: [{ name: 'Purkautuva Oy', type: '1', registrationDate: '2012-01-01', version: 1, source: '1' }],
    companyForms: [{ type: '16', descriptions: [{ languageCode: '1', description: 'Osakeyhtiö' }], registrationDate: '2012-01-01', version: 1, source: '1' }],
    companySituations: [{ type: 'SELTILA', registrationDate, endDate, source: '1' }],
    registeredEntries: [{ type: '1', register: '1', authority: '2', registrationDate: '2012-01-01', endDate: null, descriptions: [{ languageCode: '1', description: 'Rekisterissä' }] }],
    addresses: [], tradeRegisterStatus: '1', registrationDate: '2012-01-01', endDate: null,
  };
}

function served(row: Row, asOf: string | null = FILE_DAY) {
  const result = mapYtjCompany(row, makeContext('all_companies.json', {}, asOf));
  const company = (recordsOf(result, 'company') as CompanyRecord[])[0]!;
  return { status: company.status, registryStatus: company.registryStatus, flags: recordsOf(result, 'flag') as FlagRecord[] };
}

test('a liquidation on its last day, the file\'s day, is still open: liquidation, flagged until that day', () => {
  assert.deepEqual(served(inLiquidation(FILE_DAY)), {
    status: 'liquidation', registryStatus: 'Rekisterissä; Selvitystila',
    flags: [{ country: 'FI', regcode: '2345682-8', flag: 'in_liquidation', detail: 'Selvitystila', since: '2026-05-01', until: FILE_DAY }],
  });
});

test('a liquidation whose end is entered ahead is open until then', () => {
  const { status, flags } = served(inLiquidation('2027-01-31'));
  assert.equal(status, 'liquidation');
  assert.deepEqual(flags.map((f) => [f.flag, f.until]), [['in_liquidation', '2027-01-31']]);
});

test('a liquidation that ended before the file\'s day, or any end in a file of no known day, is over', () => {
  for (const [end, asOf] of [['2026-11-20', FILE_DAY], ['2027-01-31', null]] as const) {
    assert.deepEqual(served(inLiquidation(end), asOf), { status: 'active', registryStatus: 'Rekisterissä', flags: [] }, `${end} on ${asOf}`);
  }
  assert.equal(served(inLiquidation(null)).status, 'liquidation', 'one with no end is open');
});

test('a liquidation registered to begin after the file\'s day is flagged from that day and does not set the status before it', () => {
  // The status a flag of a later day sets moves on that day (domain/status-from-flags.ts): the
  // publish of that day and an answer on it, not the import before it, which served the company
  // in liquidation while its flag was only announced.
  assert.deepEqual(served(inLiquidation(null, '2026-12-01')), {
    status: 'active', registryStatus: 'Rekisterissä; Selvitystila',
    flags: [{ country: 'FI', regcode: '2345682-8', flag: 'in_liquidation', detail: 'Selvitystila', since: '2026-12-01', until: null }],
  });
  assert.equal(served(inLiquidation(null, FILE_DAY)).status, 'liquidation', 'one begun on the file\'s day sets it');
});
