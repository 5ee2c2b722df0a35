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
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { fixtureSized } from '../lt/support.ts';
import { query } from '../pipeline/helpers.ts';

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
  assert.match(closed[0].detail, new RegExp(`^Announced, in force from ${DAY}`));
});

// The fixture's file is of 2026-11-20: an active company and one in liquidation (selvitystila) whose
// cessation YTJ entered for 2027-01-31, and one the register holds ceased (Lopetettu Oy, 2021).
const ENDS_ON = '2027-01-31';
const ACTIVE = '2345678-0';
const IN_LIQUIDATION = '2345682-8';
const CEASED = '2345680-1';

function endingFiles(root: string): string {
  return ytjAndEeBasicFolder(root, 'files', ytjFileEdited((c) => { if ([ACTIVE, IN_LIQUIDATION].includes(c.businessId.value)) c.endDate = ENDS_ON; }));
}

test('served between two imports: active the day before the end date YTJ entered ahead, closed (Lakannut) the day after, the closed flag in force', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-end-ahead-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const { get } = await servedFi(t, endingFiles(root));
  t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2027-01-30T12:00:00Z') });
  const served = async () => {
    const details = await get(`/companies/${ACTIVE}?country=FI`);
    const compliance = await get(`/companies/${ACTIVE}/compliance?country=FI`);
    const closing = compliance.flagDetails.filter((f: { flag: string }) => f.flag === 'closed' || f.flag === 'vat_deregistered')
      .map((f: { flag: string; since: string; detail: string }) => [f.flag, f.since, f.detail]);
    return {
      details: [details.status, details.registryStatus, details.closedOn, details.flags, details.vat.registered],
      compliance: [compliance.status, compliance.flags, closing],
    };
  };
  assert.deepEqual(await served(), {
    details: ['active', 'Rekisterissä', ENDS_ON, [], true],
    compliance: ['active', [], [['closed', ENDS_ON, `Announced, in force from ${ENDS_ON}: YTJ's end date (lakkaamispäivä), entered ahead of its day`]]],
  });
  t.mock.timers.setTime(Date.parse('2027-02-01T12:00:00Z'));
  assert.deepEqual(await served(), {
    // Closed, its VAT registration ends with it, as a company the register holds ceased.
    details: ['closed', 'Lakannut', ENDS_ON, ['closed', 'vat_deregistered'], false],
    compliance: ['closed', ['closed', 'vat_deregistered'], [
      ['closed', ENDS_ON, "YTJ's end date (lakkaamispäivä), entered ahead of its day"], ['vat_deregistered', ENDS_ON, `VAT registration FI23456780 ended by the company's closure on ${ENDS_ON}; the Tax Administration's VAT register (YTJ) still shows it registered`]]],
  });
  const liquidating = await get(`/companies/${IN_LIQUIDATION}?country=FI`);
  assert.deepEqual([liquidating.status, liquidating.registryStatus], ['closed', 'Lakannut'], 'the end closes a company in liquidation too');
  const ceased = await get(`/companies/${CEASED}?country=FI`);
  assert.deepEqual([ceased.status, ceased.registryStatus, ceased.closedOn], ['closed', 'Lakannut', '2021-06-30']);
});

test('the publish of a command run on or after the end date closes the company as an answer does; one before leaves it, and a ceased company stays closed', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-end-ahead-publish-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = endingFiles(root);
  const databasePath = join(root, 'registry.sqlite');
  const stored = () => Object.fromEntries(query<{ regcode: string; status: string; registry_status: string | null }>(databasePath,
    'SELECT regcode, status, registry_status FROM companies WHERE regcode IN (?, ?, ?) ORDER BY regcode', ACTIVE, CEASED, IN_LIQUIDATION)
    .map((r) => [r.regcode, [r.status, r.registry_status]]));
  const run = (instant: string) => importSources({ databasePath, sources: fixtureSized(fiSources), fromDir: files, now: new Date(instant), progress: 'none', screen: false });
  await run('2027-01-30T10:00:00Z');
  assert.deepEqual(stored(), {
    [ACTIVE]: ['active', 'Rekisterissä'], [CEASED]: ['closed', 'Lakannut'], [IN_LIQUIDATION]: ['liquidation', 'Rekisterissä; Selvitystila'],
  });
  // The same file again, on the end date: no company row changes, the statuses are set again.
  await run('2027-01-31T10:00:00Z');
  assert.deepEqual(stored(), {
    [ACTIVE]: ['closed', 'Lakannut'], [CEASED]: ['closed', 'Lakannut'], [IN_LIQUIDATION]: ['closed', 'Lakannut'],
  });
});
