// A woman's name typed with the surname she was born with (`Kadri Mets, née Tamm`), as a contract
// or an article writes it, where the registers name her by both: an office taken before her
// marriage under `Kadri Tamm`, one since under `Kadri Mets`. The two names, each within the text
// typed, were read as two people born that day, and the check answered a 404 saying the name was
// part of the fuller names of more than one person, the very case the maiden name was typed for.
// The name before the mark and the names she was born with are now each read as her name.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardRoles } from '../../test/helpers/board-roles.ts';

const C = FIXTURE.companies;
const BORN = '1971-04-12';
const ROLF = '1966-02-17';
const role = boardRoles('maiden-name');

let ctx: SeededServices;
before(() => {
  const recently = new Date(Date.now() - 3_600_000).toISOString();
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Kadri Tamm', BORN, 'ee.persons'),
    role(C.lvGaze, 'Metsa Kadri', BORN, 'lv.officers', recently),
    // A namesake of her maiden name born another day is no one of hers.
    role(C.eeTaxDebtor, 'Kadri Tamm', '1980-01-01', 'ee.persons'),
    // A word of a name that is a mark in small letters: Born, a surname.
    role(C.eePohjaPuit, 'Max Born Schmidt', BORN, 'ee.persons'),
    // A word ending in a mark's letters (`Rolf`, `Grönroos`) before the last: no mark, and Karl
    // Lindqvist, born the same day, no name of Karl Rolf Lindqvist's.
    role(C.eeEnergia, 'Karl Rolf Lindqvist', ROLF, 'ee.persons'),
    role(C.lvGaze, 'Lindqvist Karl', ROLF, 'lv.officers'),
    role(C.eeTaxDebtor, 'Tiina Grönroos', ROLF, 'ee.persons'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string; personName: string }> }) =>
  v.results.map((r) => `${r.country}:${r.regcode} ${r.personName}`);

test('a name typed with her maiden name finds her roles under both names', () => {
  for (const typed of ['Kadri Metsa, née Tamm', 'Kadri Metsa dz. Tamm', 'Metsa Kadri (sünd. Tamm)', 'KADRI METSA o.s. Tamm', 'Kadri Metsa f. Tamm']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, BORN, 50)),
      [`EE:${C.eeEnergia.regcode} Kadri Tamm`, `LV:${C.lvGaze.regcode} Metsa Kadri`], typed);
  }
  const recent = ctx.services.newRegistrations('Kadri Metsa, née Tamm', BORN, 24, 100, new Date());
  assert.equal(recent.personKnown, true);
  assert.deepEqual(companies(recent), [`LV:${C.lvGaze.regcode} Metsa Kadri`]);
});

test('either name alone finds the roles under it, and an initial or a surname is no maiden-name mark', () => {
  assert.deepEqual(companies(ctx.services.checkPerson('Kadri Metsa', BORN, 50)), [`LV:${C.lvGaze.regcode} Metsa Kadri`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Kadri Tamm', BORN, 50)), [`EE:${C.eeEnergia.regcode} Kadri Tamm`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Max Born Schmidt', BORN, 50)), [`EE:${C.eePohjaPuit.regcode} Max Born Schmidt`]);
  // `F.` a capital initial, no Swedish `f.`: Kadri Tamm with a middle initial, not Kadri born F.
  assert.deepEqual(companies(ctx.services.checkPerson('Kadri F. Tamm', BORN, 50)), [`EE:${C.eeEnergia.regcode} Kadri Tamm`]);
});

test('a mark\'s letters ending a word of the name are no mark: the name is read whole', () => {
  assert.deepEqual(companies(ctx.services.checkPerson('Karl Rolf Lindqvist', ROLF, 50)), [`EE:${C.eeEnergia.regcode} Karl Rolf Lindqvist`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Lindqvist Karl', ROLF, 50)), [`LV:${C.lvGaze.regcode} Lindqvist Karl`]);
  // A word more after `Grönroos` (the country beside the name) is read as a word more, not as `Tiina Grönro, o.s. FI`.
  assert.deepEqual(companies(ctx.services.checkPerson('Tiina Grönroos FI', ROLF, 50)), [`EE:${C.eeTaxDebtor.regcode} Tiina Grönroos`]);
});
