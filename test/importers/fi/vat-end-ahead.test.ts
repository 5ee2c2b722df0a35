// A YTJ VAT-register entry whose end date lies ahead of the file's day is a deregistration entered
// in advance: the company is VAT-registered until that day and not from it, as the LT file's
// future deregistration dates are served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import { vatPart } from '../../../src/services/company-parts.ts';
import type { VatRecord } from '../../../src/domain/records.ts';
import type { CompanyRow } from '../../../src/store/companies-read.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const vatEntry = (registrationDate: string, endDate: string | null) => ({
  type: '80', register: '6', authority: '1', registrationDate, endDate,
  descriptions: [{ languageCode: '1', description: 'Liiketoiminnasta arvonlisäverovelvollinen' }],
});

const company = (entries: unknown[]): Row => ({
  businessId: { value: '3466646-8', registrationDate: '2024-08-05', source: '3' },
  names: [{ name: 'Anttoni Patana Oy', type: '1', registrationDate: '2024-08-08', version: 1, endDate: null }],
  companyForms: [], companySituations: [], addresses: [],
  registeredEntries: [{ type: '1', register: '1', authority: '2', registrationDate: '2024-08-08', endDate: null }, ...entries],
  tradeRegisterStatus: '1', registrationDate: '2024-08-08',
});

/** What a company answer says of the VAT registration the file gave, on the registers' day `today`. */
function servedVat(entries: unknown[], fileDay: string, today: string) {
  const [vat] = recordsOf(mapYtjCompany(company(entries), makeContext('all_companies.json', {}, fileDay)), 'vat') as VatRecord[];
  const row = {
    vat_number: vat!.vatNumber, active: vat!.active ? 1 : 0,
    registered_on: vat!.registeredOn, deregistered_on: vat!.deregisteredOn, source: 'fi.ytj',
  };
  return vatPart(row, { country: 'FI', regcode: '3466646-8' } as CompanyRow, { held: true, sources: ['fi.ytj'] }, today).view;
}

test('a VAT entry ending after the file\'s day is registered until that day, and deregistered from it', () => {
  const entries = [vatEntry('2024-08-12', '2026-12-31')];
  assert.deepEqual(servedVat(entries, '2026-11-21', '2026-11-25'),
    { registered: true, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: '2026-12-31' });
  assert.equal(servedVat(entries, '2026-11-21', '2026-12-30')!.registered, true);
  assert.equal(servedVat(entries, '2026-11-21', '2026-12-31')!.registered, false);
});

test('a VAT entry that ended on or before the file\'s day is deregistered', () => {
  const view = servedVat([vatEntry('2024-08-12', '2026-11-21')], '2026-11-21', '2026-11-21');
  assert.deepEqual(view, { registered: false, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: '2026-11-21' });
});

test('an open-ended entry beside an ended one stays registered with no deregistration date', () => {
  const view = servedVat([vatEntry('2010-01-01', '2015-06-30'), vatEntry('2018-03-01', null)], '2026-11-21', '2026-11-25');
  assert.deepEqual(view, { registered: true, number: 'FI34666468', registeredOn: '2018-03-01', deregisteredOn: null });
});
