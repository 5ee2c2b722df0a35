// A Finnish VAT payer struck off the VAT register and entered again from a day still to come: YTJ
// lists the ended entry (its end date the last day registered) and the new one, open-ended, from
// its first day. fi.ytj kept no deregistration wherever an entry was open-ended, so the company
// read as one only about to register: vat.deregisteredOn null and no vat_deregistered flag in the
// compliance statement, as if its number had never been struck off, while an LV or LT payer so
// registered again keeps the flag since its deregistration. Company objects from the fixtures,
// written from the documented v3 structure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedFi } from './served.ts';
import { ytjAndEeBasicFolder, ytjFileEdited } from './ytj-fixture.ts';

const vatEntry = (registrationDate: string, endDate: string | null) => ({
  type: '80', register: '6', authority: '1', registrationDate, endDate,
  descriptions: [{ languageCode: '1', description: 'Liiketoiminnasta arvonlisäverovelvollinen' }],
});

/** The fixtures with each company's VAT entries as `vat` gives them (absent: as the fixtures have them). */
function folderWithVat(t: { after(fn: () => unknown): void }, vat: Record<string, unknown[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'fi-vat-again-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  return ytjAndEeBasicFolder(root, 'files', ytjFileEdited((c) => {
    const entries = vat[c.businessId.value];
    if (entries === undefined) return;
    c.registeredEntries = [...(c.registeredEntries as Array<{ register: string }>).filter((e) => e.register !== '6'), ...entries];
  }));
}

test('FI VAT struck off and entered again from a day ahead: deregistered since the day after the earlier end, flagged until then', async (t) => {
  const { get } = await servedFi(t, folderWithVat(t, {
    // Struck off after 2025-06-30, entered again from far ahead.
    '2345678-0': [vatEntry('2010-06-01', '2025-06-30'), vatEntry('2099-01-01', null)],
    // Only about to register: never struck off, so no flag.
    '2345679-9': [vatEntry('2099-03-01', null)],
  }));
  const again = await get('/companies/2345678-0?country=FI');
  assert.deepEqual(again.vat, { registered: false, number: 'FI23456780', registeredOn: '2099-01-01', deregisteredOn: '2025-06-30' });
  const compliance = await get('/companies/2345678-0/compliance?country=FI');
  assert.equal(compliance.vatRegistered, false);
  assert.deepEqual(compliance.flagDetails.filter((f: { flag: string }) => f.flag === 'vat_deregistered').map((f: any) => [f.since, f.detail]),
    [['2025-07-01', 'VAT number FI23456780 deregistered from the Tax Administration\'s VAT register (YTJ) after 2025-06-30, its last day registered; registered again from 2099-01-01']]);
  // The flag quotes YTJ's day as the details give it: "on 2025-07-01" beside deregisteredOn 2025-06-30 read as two days.
  assert.ok(compliance.flagDetails.some((f: { flag: string; detail: string }) => f.flag === 'vat_deregistered' && f.detail.includes(again.vat.deregisteredOn)));

  const first = await get('/companies/2345679-9?country=FI');
  assert.deepEqual(first.vat, { registered: false, number: 'FI23456799', registeredOn: '2099-03-01', deregisteredOn: null });
  assert.ok(!(await get('/companies/2345679-9/compliance?country=FI')).flags.includes('vat_deregistered'), 'one only about to register was never struck off');
});

test('FI VAT registered again and in force: served registered with no flag, as before', async (t) => {
  const { get } = await servedFi(t, folderWithVat(t, {
    '2345678-0': [vatEntry('2010-06-01', '2019-12-31'), vatEntry('2021-03-01', null)],
  }));
  assert.deepEqual((await get('/companies/2345678-0?country=FI')).vat,
    { registered: true, number: 'FI23456780', registeredOn: '2021-03-01', deregisteredOn: null });
  assert.ok(!(await get('/companies/2345678-0/compliance?country=FI')).flags.includes('vat_deregistered'));
});
