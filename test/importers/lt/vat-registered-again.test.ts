// A VMI VAT payer registered again after an earlier registration ended: a row giving a
// deregistration date before its registration date. Fixtures written from the column names lt.vat
// accepts (the file's header is unconfirmed), beside the repository's own JAR fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapVatPayer } from '../../../src/importers/lt/vat.ts';
import { makeContext, recordsOf } from './support.ts';
import { ltServicesWith } from './fixture-services.ts';

const HEADER = 'ja_kodas,pavadinimas,pvm_kodas,pvm_iregistravimo_data,pvm_isregistravimo_data';

test('a VAT payer whose deregistration precedes its registration date is registered (registered again)', () => {
  const ctx = makeContext('Moketoja_duomenys_pvm_moketojai.csv', {}, '2026-11-20');
  const row = { ja_kodas: '304000001', pvm_kodas: 'LT100001234518', pvm_iregistravimo_data: '2019-03-01', pvm_isregistravimo_data: '2017-06-30' };
  assert.equal(recordsOf(mapVatPayer(row, ctx), 'vat')[0]!.active, true);
  // A deregistration after the registration, on or before the file's day, still ends it.
  const ended = { ...row, pvm_iregistravimo_data: '2015-07-01', pvm_isregistravimo_data: '2024-04-01' };
  assert.equal(recordsOf(mapVatPayer(ended, ctx), 'vat')[0]!.active, false);
  // Registered again from a day after the file's: active, the services serve it from that day.
  const ahead = { ...row, pvm_iregistravimo_data: '2026-12-01', pvm_isregistravimo_data: '2024-04-01' };
  assert.equal(recordsOf(mapVatPayer(ahead, ctx), 'vat')[0]!.active, true);
});

test('a payer registered again from a day after the file\'s is a payer from that day, without a new file', async (t) => {
  // The LT fixtures are imported on 2026-11-21; the payer is registered again from 2026-12-01.
  const services = await ltServicesWith(t, {
    'Moketoja_duomenys_pvm_moketojai.csv': `${HEADER}\n304000001,"UAB ""Šiaurės vėjas""",LT100001234518,2026-12-01,2017-06-30\n`,
  });
  const offered = (instant: string) => services.autofill('304000001', { country: 'LT', limit: 5 }, new Date(instant))[0]?.vatNumber;
  assert.equal(offered('2026-11-30T10:00:00Z'), undefined, 'not before its day');
  assert.equal(offered('2026-12-01T10:00:00Z'), 'LT100001234518', 'on its day');
});

test('details, compliance and autofill serve a company registered for VAT again as a VAT payer', async (t) => {
  const services = await ltServicesWith(t, {
    'Moketoja_duomenys_pvm_moketojai.csv': `${HEADER}\n304000001,"UAB ""Šiaurės vėjas""",LT100001234518,2019-03-01,2017-06-30\n`,
  });

  const company = services.getCompany('304000001', 'LT');
  assert.deepEqual(company.vat, { registered: true, number: 'LT100001234518', registeredOn: '2019-03-01', deregisteredOn: '2017-06-30' });
  const compliance = services.complianceFor('304000001', 'LT');
  assert.equal(compliance.vatRegistered, true);
  assert.ok(!compliance.flags.includes('vat_deregistered'), `flags: ${compliance.flags.join(', ')}`);
  const [filled] = services.autofill('304000001', { country: 'LT', limit: 5 });
  assert.equal(filled?.vatNumber, 'LT100001234518');
});
