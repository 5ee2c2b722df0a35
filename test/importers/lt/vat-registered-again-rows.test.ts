// A VAT payer listed in two rows, as a register of registrations lists one registered again: the
// earlier registration with its deregistration date, the new one with none. Where the new one
// begins on a day still to come, the payer is deregistered until then, as LV, FI and a single LT
// row giving both dates are served (README); read row by row, the row in force alone was kept
// and the payer read as one only about to register, with no vat_deregistered flag. Fixtures
// written from the column names lt.vat accepts (the file's header is unconfirmed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registersToday } from '../../../src/domain/dates.ts';
import { ltServicesWith } from './fixture-services.ts';

const HEADER = 'ja_kodas,pavadinimas,pvm_kodas,pvm_iregistravimo_data,pvm_isregistravimo_data';

/** A day `days` after the registers' today (the import is dated 2026-11-21, before it). */
function daysAhead(days: number): string {
  const day = new Date(`${registersToday(new Date())}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

test('LT: a payer whose two rows end a registration and begin one from a day ahead is deregistered until that day', async (t) => {
  const ahead = daysAhead(40);
  const services = await ltServicesWith(t, {
    'Moketoja_duomenys_pvm_moketojai.csv': `${HEADER}\n`
      // Registered 2015, struck off 2019, registered again from a day ahead (the new row first).
      + `304000001,"UAB ""Šiaurės vėjas""",LT100001234518,${ahead},\n`
      + '304000001,"UAB ""Šiaurės vėjas""",LT100001234518,2015-07-01,2019-06-30\n'
      // Registered again in 2006, long in force: served as before.
      + '304000002,"AB ""Pipe | Line""",LT100002345611,2001-03-01,2005-12-31\n'
      + '304000002,"AB ""Pipe | Line""",LT100002345611,2006-01-01,\n',
  });

  const again = services.complianceFor('304000001', 'LT');
  assert.equal(again.vatRegistered, false);
  const flag = again.flagDetails.find((f) => f.flag === 'vat_deregistered');
  assert.deepEqual({ since: flag?.since, detail: flag?.detail },
    { since: '2019-06-30', detail: `VAT number LT100001234518 deregistered from VMI's VAT payer register on 2019-06-30; registered again from ${ahead}` });
  assert.deepEqual(services.getCompany('304000001', 'LT').vat,
    { registered: false, number: 'LT100001234518', registeredOn: ahead, deregisteredOn: '2019-06-30' });

  const long = services.getCompany('304000002', 'LT');
  assert.deepEqual(long.vat, { registered: true, number: 'LT100002345611', registeredOn: '2006-01-01', deregisteredOn: null });
  assert.equal(services.complianceFor('304000002', 'LT').flags.includes('vat_deregistered'), false);
});
