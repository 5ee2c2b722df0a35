// A company JAR has deregistered (JAR_ISREGISTRUOTI.csv) while VMI's VAT payers file still lists
// it without a deregistration date: the file's lag, which the services must not serve as a VAT
// number in force. The repository's JAR fixtures give UAB "Senoji" (123456789) deregistered on
// 2020-07-31; the VAT file is written from the column names lt.vat accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ltServicesWith } from './fixture-services.ts';

const HEADER = 'ja_kodas,pavadinimas,pvm_kodas,pvm_iregistravimo_data,pvm_isregistravimo_data';

test('a VAT payer JAR has deregistered is not VAT-registered in details, compliance or autofill, its number still shown', async (t) => {
  const services = await ltServicesWith(t, {
    'Moketoja_duomenys_pvm_moketojai.csv': `${HEADER}\n123456789,"UAB ""Senoji""",LT123456789118,2015-07-01,\n`,
  });

  const company = services.getCompany('123456789', 'LT');
  assert.equal(company.status, 'closed');
  assert.equal(company.closedOn, '2020-07-31');
  assert.deepEqual(company.vat, { registered: false, number: 'LT123456789118', registeredOn: '2015-07-01', deregisteredOn: null });
  const compliance = services.complianceFor('123456789', 'LT');
  assert.equal(compliance.vatRegistered, false);
  assert.equal(compliance.vatNumber, 'LT123456789118');
  const flag = compliance.flagDetails.find((f) => f.flag === 'vat_deregistered');
  assert.equal(flag?.since, '2020-07-31');
  const [filled] = services.autofill('123456789', { country: 'LT', limit: 5 });
  assert.equal(filled?.regcode, '123456789');
  assert.equal(filled?.vatNumber, undefined);
});
