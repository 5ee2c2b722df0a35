// /persons/check: an Estonian name typed without its marks as Estonians type on a keyboard or a
// phone without them, `õ` as the digit `6` and `ü` as `y` (`Aivar J6gi` for `Aivar Jõgi`, `Jyri
// Kytt` for `Jüri Kütt`), finds the person; a `6` or `y` where the register writes a plain `o` or
// `u` never finds that name, and a Finnish name's own `y` stays a `y`; the candidates listed are
// those of the name so read, only where the register writes `õ` and `ü` there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const JOGI = '1976-07-25';
const KUTT = '1950-11-03';
const POLD = '1962-04-18';
const role = boardMemberRoles('estonian-digits');
const noBirth = (row: ReturnType<typeof role>) => ({ ...row, birth_date: null });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Aivar Jõgi', JOGI, 'ee.persons'),
    role(C.eeTaxDebtor, 'Jüri Kütt', KUTT, 'ee.persons'),
    // A Finnish given name's own `y` beside an Estonian surname's `õ`.
    role(C.eeEnergia, 'Kyösti Põld', POLD, 'ee.persons'),
    // Born the same days under plain letters: no one typing `6` or `y` means them.
    role(C.eeTaxDebtor, 'Tonu Kask', JOGI, 'ee.persons'),
    role(C.eeEnergia, 'Juri Kutt', JOGI, 'ee.persons'),
    // Roles whose register gives no birth date: candidates of the name in full.
    noBirth(role(C.eePohjaPuit, 'Aivar Jõgi', JOGI, 'ee.persons')),
    noBirth(role(C.eePohjaPuit, 'Tõnu Sõmer', JOGI, 'ee.persons')),
    noBirth(role(C.eePohjaPuit, 'Anu Jogi', JOGI, 'ee.persons')),
  ] } });
});
after(() => ctx.close());

const regcodes = (name: string, birthDate: string) => ctx.services.checkPerson(name, birthDate, 50).results.map((r) => `${r.country}:${r.regcode}:${r.role}`);

test('an Estonian name typed with 6 for õ and y for ü finds the person, the birth date still deciding, and never a name the register writes with a plain o or u', () => {
  for (const [registered, born, typed] of [
    ['Aivar Jõgi', JOGI, ['Aivar J6gi', 'J6GI AIVAR', 'J6gi, Aivar']],
    ['Jüri Kütt', KUTT, ['Jyri Kytt', 'Jüri Kytt', 'KYTT Jyri']],
    ['Kyösti Põld', POLD, ['Kyosti P6ld', 'Kyösti P6ld']],
  ] as const) {
    const asRegistered = regcodes(registered, born);
    assert.equal(asRegistered.length, 1, registered);
    for (const spelling of typed) assert.deepEqual(regcodes(spelling, born), asRegistered, spelling);
  }
  assert.throws(() => ctx.services.checkPerson('Aivar J6gi', '1976-07-26', 50), NotFoundError);
  assert.equal(ctx.services.newRegistrations('Jyri Kytt', KUTT, 24, 100, ctx.store.now).personKnown, true);
  // A 6 or a y where the register writes a plain o or u finds no one.
  assert.equal(regcodes('Tonu Kask', JOGI).length, 1);
  assert.equal(regcodes('Juri Kutt', JOGI).length, 1);
  for (const other of ['T6nu Kask', 'Jyri Kytt', 'Juri Kytt']) {
    assert.throws(() => ctx.services.checkPerson(other, JOGI, 50), NotFoundError, other);
    assert.equal(ctx.services.newRegistrations(other, JOGI, 24, 100, ctx.store.now).personKnown, false, other);
  }
});

test('the candidates of a name so typed: the roles of the name it reads as whose register gives no birth date, never a plain o\'s', () => {
  const candidates = (name: string) => ctx.services.checkPerson(name, JOGI, 50, undefined, null, { after: null }).candidates!
    .map((r) => `${r.country}:${r.regcode} ${r.personName}`);
  // Found by `aivar jogi`: her role in a dump without birth information is a candidate, as for the name as registered.
  assert.deepEqual(candidates('Aivar J6gi'), candidates('Aivar Jõgi'));
  assert.deepEqual(candidates('Aivar J6gi'), [`EE:${C.eePohjaPuit.regcode} Aivar Jõgi`]);
  // No one born that day: the reading that matches a candidate is read, as the 404 says.
  assert.throws(() => ctx.services.checkPerson('T6nu S6mer', JOGI, 50), (e: unknown) => e instanceof NotFoundError
    && /the name alone matches 1 role whose register gives no birth date \(candidates=true lists them\)/.test(e.message));
  assert.deepEqual(candidates('T6nu S6mer'), [`EE:${C.eePohjaPuit.regcode} Tõnu Sõmer`]);
  assert.throws(() => candidates('Anu J6gi'), (e: unknown) => e instanceof NotFoundError && !/candidates=true/.test(e.message));
});
