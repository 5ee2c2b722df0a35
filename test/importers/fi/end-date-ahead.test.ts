// YTJ's endDate (lakkaamispäivä) is the day a company ceases, and the register may enter it ahead
// of that day. Any endDate closed the company from the import that read it: a company still
// trading for weeks was served closed, and a compliance team or a web shop turned a live partner
// away. One ahead of the file's day now leaves the company as its trade-register state says,
// closedOn giving the day announced and the compliance statement a `closed` flag announced from
// it. Company objects written from the documented v3 structure (ee-lt-fi.md 3.1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { CompanyRecord, FlagRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';
import { servedFi } from './served.ts';
import { ytjAndEeBasicFolder, ytjFileEdited } from './ytj-fixture.ts';

const FILE_DAY = '2026-11-21';

function ending(endDate: string | null, tradeRegisterStatus = '1'): Row {
  return {
    businessId: { value: '2345682-8', registrationDate: '2012-01-01', source: '3' },
    names: [{ name: 'Lopettava Oy', type: '1', registrationDate: '2012-01-01', version: 1, source: '1' }],
    companyForms: [{ type: '16', descriptions: [{ languageCode: '1', description: 'Osakeyhtiö' }], registrationDate: '2012-01-01', version: 1, source: '1' }],
    companySituations: [],
    registeredEntries: [{ type: '1', register: '1', authority: '2', registrationDate: '2012-01-01', endDate, descriptions: [{ languageCode: '1', description: 'Rekisterissä' }] }],
    addresses: [], tradeRegisterStatus, registrationDate: '2012-01-01', endDate,
  };
}

function mapped(row: Row, asOf: string | null = FILE_DAY) {
  const result = mapYtjCompany(row, makeContext('all_companies.json', {}, asOf));
  const company = (recordsOf(result, 'company') as CompanyRecord[])[0]!;
  return { status: company.status, closedOn: company.closedOn, flags: (recordsOf(result, 'flag') as FlagRecord[]).map((f) => [f.flag, f.since, f.until]) };
}

test('an end date after the file\'s day leaves the company active, closedOn the day announced, a closed flag from it', () => {
  assert.deepEqual(mapped(ending('2027-01-31')), { status: 'active', closedOn: '2027-01-31', flags: [['closed', '2027-01-31', null]] });
});

test('an end date on or before the file\'s day, or in a file of no known day, closes the company with no flag of its own', () => {
  for (const [end, asOf] of [[FILE_DAY, FILE_DAY], ['2026-11-20', FILE_DAY], ['2027-01-31', null]] as const) {
    assert.deepEqual(mapped(ending(end), asOf), { status: 'closed', closedOn: end, flags: [] }, `${end} in a file of ${asOf}`);
  }
});

test('a company the Trade Register holds ceased is closed whatever day its end date gives', () => {
  assert.deepEqual(mapped(ending('2027-01-31', '4')), { status: 'closed', closedOn: '2027-01-31', flags: [] });
});

test('served: the details say active with the day announced, the compliance statement the closure announced', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-end-ahead-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  // Far ahead, so that the day is still to come on any day the test runs.
  const DAY = '2099-12-31';
  const files = ytjAndEeBasicFolder(root, 'files', ytjFileEdited((c) => { if (c.businessId.value === '2345678-0') c.endDate = DAY; }));
  const { get } = await servedFi(t, files);
  const details = await get('/companies/2345678-0?country=FI');
  assert.equal(details.status, 'active');
  assert.equal(details.closedOn, DAY);
  assert.ok(!details.flags.includes('closed'), 'an announced closure is no flag in force');
  const compliance = await get('/companies/2345678-0/compliance?country=FI');
  const closed = compliance.flagDetails.filter((f: { flag: string }) => f.flag === 'closed');
  assert.equal(closed.length, 1, JSON.stringify(compliance.flagDetails));
  assert.equal(closed[0].since, DAY);
  assert.match(closed[0].detail, new RegExp(`^announced, in force from ${DAY}`));
});
