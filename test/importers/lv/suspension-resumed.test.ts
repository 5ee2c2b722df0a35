// UR's suspensions_prohibitions.csv holds, by its dataset's title, the prohibitions of activity and
// the suspensions and resumptions (atjaunošanas) of activity registered in force. Every row was read
// as a suspension, so a resumption of a company's activity was served as a `suspended` flag in
// force, and a suspension the company's activity was resumed after stayed in force: a compliance
// team was told a partner's activity is suspended when the register says it was resumed. A
// resumption now gives no flag and ends the suspensions dated before it; a prohibition stays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { datasetReader } from '../../../src/services/dataset.ts';
import { resolveCompany } from '../../../src/services/resolve-company.ts';
import { complianceView } from '../../../src/services/compliance.ts';
import { companyDetails } from '../../../src/services/company-details.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const IMPORTED = ['lv.register', 'lv.suspensions'];

test('a resumption of activity is no suspension, and ends the suspension before it', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  // The documented columns (suspension_code_text, ground_for, date_from) with the file's id and regcode.
  writeFileSync(join(s.files, 'suspensions_prohibitions.csv'),
    '\uFEFFid;legal_entity_registration_number;suspension_code_text;ground_for;date_from\n'
    + '801;40003000005;Darbības apturēšana;VID lēmums;2023-09-09\n'
    + '802;40003000005;Darbības atjaunošana;VID lēmums;2024-03-01\n'
    + '803;40003000007;Darbības atjaunošana;Tiesas spriedums;2025-01-10\n'
    + '804;40003000001;Aizliegums reģistrēt izmaiņas;Tiesu izpildītāja lēmums;2025-02-02\n'
    + '805;40003000006;Darbības atjaunošana;VID lēmums;2022-01-10\n'
    + '806;40003000006;Darbības apturēšana;VID lēmums;2025-06-01\n');
  const { services } = await importLv(t, s, IMPORTED, new Date('2026-11-20T06:00:00Z'));
  const suspended = (regcode: string) => services.complianceFor(regcode, 'LV').flagDetails.filter((f) => f.flag === 'suspended');

  // Suspended in 2023, resumed in 2024: nothing in force.
  assert.deepEqual(suspended('40003000005'), []);
  assert.equal(services.getCompany('40003000005', 'LV').flags.includes('suspended'), false);
  // A resumption alone restricts nothing.
  assert.deepEqual(suspended('40003000007'), []);
  // A prohibition is no suspension: a resumption would not end it, and it is in force.
  assert.deepEqual(suspended('40003000001').map((f) => [f.since, f.detail]),
    [['2025-02-02', "Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesu izpildītāja lēmums (Bailiff's decision)"]]);
  // Suspended again after an earlier resumption: in force.
  assert.deepEqual(suspended('40003000006').map((f) => f.since), ['2025-06-01']);
});

// A flag's `until` is its last day in force (services read it inclusive, as the registers date an
// office's last day), and a resumption's `date_from` is the day the company trades again: a
// suspension resumed on the 20th was served as suspended all that day, `in force until` it.
test('a suspension resumed on a day is not in force on that day, its last day the one before', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  writeFileSync(join(s.files, 'suspensions_prohibitions.csv'),
    '\uFEFFid;legal_entity_registration_number;suspension_code_text;ground_for;date_from\n'
    + '811;40003000005;Darbības apturēšana;VID lēmums;2026-09-01\n'
    + '812;40003000005;Darbības atjaunošana;VID lēmums;2026-11-20\n'
    // Suspended and resumed on one day: never in force on a day of its own.
    + '813;40003000006;Darbības apturēšana;VID lēmums;2026-10-01\n'
    + '814;40003000006;Darbības atjaunošana;VID lēmums;2026-10-01\n');
  const { db } = await importLv(t, s, IMPORTED, new Date('2026-09-15T06:00:00Z'));
  const dataset = datasetReader(db).facts();
  // Noon in Riga on the day given.
  const on = (regcode: string, day: string) => {
    const company = resolveCompany(db, regcode, 'LV');
    const now = new Date(`${day}T10:00:00Z`);
    return {
      compliance: complianceView(db, dataset, company, 0.9, now).flagDetails.filter((f) => f.flag === 'suspended').map((f) => f.detail),
      details: companyDetails(db, dataset, company, 0.9, now).flags.includes('suspended'),
    };
  };
  assert.deepEqual(on('40003000005', '2026-11-19'), { compliance: ["Darbības apturēšana (Suspension of activity); VID lēmums (State Revenue Service's decision); in force until 2026-11-19"], details: true });
  assert.deepEqual(on('40003000005', '2026-11-20'), { compliance: [], details: false });
  assert.deepEqual(on('40003000006', '2026-10-01'), { compliance: [], details: false });
});

// A revoked prohibition (Aizlieguma atcelšana) was read as a resumption, which ends suspensions
// alone: the prohibition it revokes stayed in force, and a compliance team was told a partner may
// not register changes years after the register lifted the prohibition.
test('a revoked prohibition ends the prohibitions before it, and a resumption still ends only suspensions', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  writeFileSync(join(s.files, 'suspensions_prohibitions.csv'),
    '\uFEFFid;legal_entity_registration_number;suspension_code_text;ground_for;date_from\n'
    + '821;40003000001;Aizliegums reģistrēt izmaiņas;Tiesu izpildītāja lēmums;2025-02-02\n'
    + '822;40003000001;Aizlieguma atcelšana;Tiesu izpildītāja lēmums;2025-08-15\n'
    // A prohibition after the revocation is not the one it revoked: in force.
    + '823;40003000001;Aizliegums reģistrēt izmaiņas;Tiesas lēmums;2026-01-10\n'
    // A resumption ends the suspension, not the prohibition beside it.
    + '824;40003000005;Darbības apturēšana;VID lēmums;2025-03-01\n'
    + '825;40003000005;Aizliegums reģistrēt izmaiņas;Tiesu izpildītāja lēmums;2025-03-05\n'
    + '826;40003000005;Darbības atjaunošana;VID lēmums;2025-04-01\n'
    // A prohibition revoked ends no suspension.
    + '827;40003000006;Darbības apturēšana;VID lēmums;2025-03-01\n'
    + '828;40003000006;Aizlieguma atcelšana;Tiesu izpildītāja lēmums;2025-04-01\n');
  const { db } = await importLv(t, s, IMPORTED, new Date('2026-11-20T06:00:00Z'));
  const dataset = datasetReader(db).facts();
  // In force on the day: those begun by then (one dated later is listed after them, announced).
  const inForce = (regcode: string, day: string) => complianceView(db, dataset, resolveCompany(db, regcode, 'LV'), 0.9, new Date(`${day}T10:00:00Z`))
    .flagDetails.filter((f) => f.flag === 'suspended' && f.since! <= day).map((f) => [f.since, f.detail]);

  // In force until the day before its revocation.
  assert.deepEqual(inForce('40003000001', '2025-08-14'),
    [['2025-02-02', "Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesu izpildītāja lēmums (Bailiff's decision); in force until 2025-08-14"]]);
  assert.deepEqual(inForce('40003000001', '2025-08-15'), []);
  assert.deepEqual(inForce('40003000001', '2026-11-20'), [['2026-01-10', 'Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesas lēmums (Court decision)']]);
  assert.deepEqual(inForce('40003000005', '2026-11-20'), [['2025-03-05', "Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesu izpildītāja lēmums (Bailiff's decision)"]]);
  assert.deepEqual(inForce('40003000006', '2026-11-20'), [['2025-03-01', "Darbības apturēšana (Suspension of activity); VID lēmums (State Revenue Service's decision)"]]);
});
