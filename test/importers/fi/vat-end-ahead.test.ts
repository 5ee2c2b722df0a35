// A YTJ VAT-register entry's end date is its last day VAT-registered: YTJ ends every entry the day
// before the next begins (the samples' Rekisteröimätön to 2024-08-07, Rekisterissä from
// 2024-08-08), and the Tax Administration's own example is an end date of 31 May needing no VAT
// return for June. An end date ahead of the file's day is a deregistration entered in advance.
// The company is served VAT-registered through that day and not from the day after; it was served
// deregistered on its last registered day, and autofill dropped its VAT number that day.
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

test('a VAT entry ending after the file\'s day is registered through that day, and deregistered from the day after', () => {
  const entries = [vatEntry('2024-08-12', '2026-12-31')];
  assert.deepEqual(servedVat(entries, '2026-11-21', '2026-11-25'),
    { registered: true, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: '2026-12-31' });
  assert.equal(servedVat(entries, '2026-11-21', '2026-12-31')!.registered, true, 'its end date is its last day registered');
  assert.equal(servedVat(entries, '2026-11-21', '2027-01-01')!.registered, false);
});

test('a VAT entry ending on the file\'s day is in force that day; one ended before it is deregistered', () => {
  const endingToday = [vatEntry('2024-08-12', '2026-11-21')];
  assert.deepEqual(servedVat(endingToday, '2026-11-21', '2026-11-21'),
    { registered: true, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: '2026-11-21' });
  assert.equal(servedVat(endingToday, '2026-11-21', '2026-11-22')!.registered, false);
  const view = servedVat([vatEntry('2024-08-12', '2026-11-20')], '2026-11-21', '2026-11-21');
  assert.deepEqual(view, { registered: false, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: '2026-11-20' });
});

test('an open-ended entry beside an ended one stays registered with no deregistration date', () => {
  const view = servedVat([vatEntry('2010-01-01', '2015-06-30'), vatEntry('2018-03-01', null)], '2026-11-21', '2026-11-25');
  assert.deepEqual(view, { registered: true, number: 'FI34666468', registeredOn: '2018-03-01', deregisteredOn: null });
});
