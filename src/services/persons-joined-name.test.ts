// /persons/check and /persons/new-registrations: a double given name typed as one word, its hyphen
// dropped (`Annaliisa Kask` for the register's `Anna-Liisa Kask`), found no one; it is now read as
// the register's two words joined, among the names born that day (domain/person-name-fuller.ts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardRoles } from '../../test/helpers/board-roles.ts';

const C = FIXTURE.companies;
const ANNA_LIISA = '1984-06-15';
const KAIJA = '1979-03-03';

const role = boardRoles('joined');

let ctx: SeededServices;
before(() => {
  const recently = new Date(Date.now() - 3_600_000).toISOString();
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Anna-Liisa Kask', ANNA_LIISA, 'ee.persons', recently),
    // A namesake born the same day, whose name holds Anna and Kask but no Liisa.
    role(C.lvGaze, 'Kask Anna Maria', ANNA_LIISA, 'lv.officers'),
    // A register writing the double name as one word.
    role(C.eeTaxDebtor, 'Annekaija Tamm', KAIJA, 'ee.persons'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => [...new Set(v.results.map((r) => `${r.country}:${r.regcode}`))];

test('a double given name typed without its hyphen, as one word, finds the person the register lists with it', () => {
  for (const typed of ['Annaliisa Kask', 'KASK Annaliisa', 'Kask, Annaliisa']) {
    const v = ctx.services.checkPerson(typed, ANNA_LIISA, 50);
    assert.deepEqual(companies(v), [`EE:${C.eeEnergia.regcode}`], typed);
    assert.equal(v.results[0]!.personName, 'Anna-Liisa Kask');
  }
  const recent = ctx.services.newRegistrations('Annaliisa Kask', ANNA_LIISA, 24, 100, ctx.store.now);
  assert.equal(recent.personKnown, true);
  assert.deepEqual(companies(recent), [`EE:${C.eeEnergia.regcode}`]);
  // And the other way: the double name typed with its hyphen, the register writing it as one word.
  assert.deepEqual(companies(ctx.services.checkPerson('Anne-Kaija Tamm', KAIJA, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
});

test('the joined word must be two words of the register\'s name, and the birth date must match', () => {
  // Annamaria is Anna Maria: the namesake, not Anna-Liisa.
  assert.deepEqual(companies(ctx.services.checkPerson('Annamaria Kask', ANNA_LIISA, 50)), [`LV:${C.lvGaze.regcode}`]);
  for (const [typed, born] of [['Annaliisa Kask', '1984-06-16'], ['Annamari Kask', ANNA_LIISA], ['Annaliis Kask', ANNA_LIISA]]) {
    assert.throws(() => ctx.services.checkPerson(typed!, born!, 50), NotFoundError, `${typed} ${born}`);
  }
});
