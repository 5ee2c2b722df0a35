// An entity the YTJ file lists outside the Trade Register (tradeRegisterStatus 0 "Rekisteröimätön",
// or no trade-register status at all: an unregistered sole trader, an association) has a business
// ID in the Business Information System; the file shows it registered while an entry of another
// register (the Tax Administration's, VAT, employer, associations) is in force, and ended by its
// endDate. Such an entity was served with status unknown whatever the file said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const FILE_DAY = '2026-11-21';

const entry = (register: string, type: string, registrationDate: string, endDate: string | null, words: string) => ({
  type, register, authority: register === '1' ? '2' : '1', registrationDate, endDate,
  descriptions: [{ languageCode: '1', description: words }],
});
const UNREGISTERED = entry('1', '0', '2019-03-01', null, 'Rekisteröimätön');

function soleTrader(fields: Record<string, unknown>): Row {
  return {
    businessId: { value: '2345685-2', registrationDate: '2019-03-01', source: '3' },
    names: [{ name: 'Toiminimi Testaaja', type: '1', registrationDate: '2019-03-01', version: 1 }],
    companyForms: [{ type: '26', descriptions: [{ languageCode: '3', description: 'Sole trader' }], registrationDate: '2019-03-01', version: 1 }],
    companySituations: [], addresses: [], registrationDate: null, endDate: null, tradeRegisterStatus: '0',
    ...fields,
  };
}

function served(row: Row): { status: string; registryStatus: string | null; closedOn: string | null } {
  const [company] = recordsOf(mapYtjCompany(row, makeContext('all_companies.json', {}, FILE_DAY)), 'company') as CompanyRecord[];
  return { status: company!.status, registryStatus: company!.registryStatus, closedOn: company!.closedOn };
}

test('an unregistered sole trader in the Tax Administration\'s registers is active, keeping the Trade Register\'s word', () => {
  const row = soleTrader({
    registeredEntries: [UNREGISTERED, entry('4', '1', '2019-03-01', null, 'Rekisterissä'), entry('6', '80', '2019-04-01', null, 'Liiketoiminnasta arvonlisäverovelvollinen')],
  });
  assert.deepEqual(served(row), { status: 'active', registryStatus: 'Rekisteröimätön', closedOn: null });
});

test('an entity with no trade-register status whose other register entry is in force is active', () => {
  const row = soleTrader({ tradeRegisterStatus: null, registeredEntries: [entry('3', '1', '1990-05-02', null, 'Rekisterissä')] });
  assert.equal(served(row).status, 'active');
  const endingAhead = soleTrader({ registeredEntries: [UNREGISTERED, entry('5', '55', '2019-03-01', '2027-01-31', 'Rekisterissä')] });
  assert.equal(served(endingAhead).status, 'active', 'an entry whose end is entered ahead is in force until then');
});

test('an unregistered sole trader with an endDate is closed on it', () => {
  const row = soleTrader({ endDate: '2025-06-30', registeredEntries: [UNREGISTERED, entry('4', '1', '2019-03-01', '2025-06-30', 'Rekisterissä')] });
  assert.deepEqual(served(row), { status: 'closed', registryStatus: 'Rekisteröimätön', closedOn: '2025-06-30' });
});

test('with no entry in force in any register and no endDate the file says neither: unknown', () => {
  const ended = soleTrader({ registeredEntries: [UNREGISTERED, entry('4', '1', '2019-03-01', '2024-12-31', 'Rekisterissä')] });
  assert.equal(served(ended).status, 'unknown');
  assert.equal(served(soleTrader({ registeredEntries: [UNREGISTERED] })).status, 'unknown');
});
