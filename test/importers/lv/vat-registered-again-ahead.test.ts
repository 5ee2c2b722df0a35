// VID lists a payer registered again as a new row, its earlier registration ended in a row of its
// own, and the import keeps the active row. Where that row registers the payer again from a day
// still to come, the kept row gave no deregistration, so an LV payer struck off in 2019 and
// registered again next month was served as a company only about to register: registered false
// and no vat_deregistered flag, where LT and FI (and README) say it is deregistered since its
// deregistration until that day. The kept row now takes the earlier end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registersToday } from '../../../src/domain/dates.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const IMPORTED = ['lv.register', 'lv.vat'];

test('LV: a payer deregistered and registered again from a day ahead is deregistered until then, as in LT and FI', async (t) => {
  const now = new Date();
  const ahead = new Date(`${registersToday(now)}T12:00:00Z`);
  ahead.setUTCDate(ahead.getUTCDate() + 40);
  const [y, m, d] = ahead.toISOString().slice(0, 10).split('-');
  const s = scratch();
  t.after(() => s.cleanup());
  writeFileSync(join(s.files, 'pdb_pvnmaksataji_odata.csv'),
    'Numurs,Nosaukums,Aktivs,Registrets,Buvniecibas_pazime,PVN139_2_pazime,Izslegts\n'
    // Registered 2015, struck off 2019, registered again from a day ahead.
    + 'LV40003000001,"SIA ""Alfa Koks""",nav, 01.03.2015 ,nav,nav, 30.06.2019 \n'
    + `LV40003000001,"SIA ""Alfa Koks""",ir, ${d}.${m}.${y} ,nav,nav,\n`
    // Registered again in 2006, long in force: served as before.
    + 'LV40003000007,"AS ""Gamma""",nav, 01.02.1996 ,nav,nav, 31.12.2005 \n'
    + 'LV40003000007,"AS ""Gamma""",ir, 01.01.2006 ,ir,nav,\n');
  const { services } = await importLv(t, s, IMPORTED, now);

  const again = services.complianceFor('40003000001', 'LV');
  assert.equal(again.vatRegistered, false);
  const flag = again.flagDetails.find((f) => f.flag === 'vat_deregistered');
  assert.deepEqual({ since: flag?.since, detail: flag?.detail },
    { since: '2019-06-30', detail: `VAT number LV40003000001 deregistered from VID's VAT payer register on 2019-06-30; registered again from ${ahead.toISOString().slice(0, 10)}` });
  assert.deepEqual(services.getCompany('40003000001', 'LV').vat,
    { registered: false, number: 'LV40003000001', registeredOn: ahead.toISOString().slice(0, 10), deregisteredOn: '2019-06-30' });

  const long = services.getCompany('40003000007', 'LV');
  assert.deepEqual(long.vat, { registered: true, number: 'LV40003000007', registeredOn: '2006-01-01', deregisteredOn: null });
  assert.equal(long.flags.includes('vat_deregistered'), false);
});
