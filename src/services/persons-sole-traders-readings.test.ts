// An FIE named after a Russian name as RIK writes it (`Arkadi Belov FIE`), asked for as a passport or
// a sanctions list writes the person (`Arkadiy Belov`, `Аркадий Белов`): the person check lists
// every role of `Arkadi Belov` for those names, the register's reading of them, but looked for the
// sole traders by the name as typed alone, so the FIE, the one tie the name holds, was missed and
// the check was a 404. The registers' readings of the name are now looked for too, as the name alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../../test/helpers/seed-rows-companies.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const BORN = '1975-01-01';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ now: NOW, rows: { companies: [
    ownCompany('14962701', 'Arkadi Belov FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
    // A namesake's FIE of another name: never a candidate.
    ownCompany('14962702', 'Arkadi Belovski FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
  ] } });
});
after(() => ctx.close());

test('a sole trader is found by the name as the register writes a name typed otherwise', () => {
  for (const typed of ['Arkadi Belov', 'Arkadiy Belov', 'Аркадий Белов', 'Belov Arkadiy']) {
    const answer = ctx.services.checkPerson(typed, BORN, 50, NOW, null, { after: null });
    assert.deepEqual(answer.candidates!.map((c) => `${c.regcode} ${c.roleFrom} ${c.personName}`), ['14962701 business_name Arkadi Belov'], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Аркадий Белов', BORN, 50, NOW), /the name alone matches 1 sole trader whose business name holds it/);
});
