// /persons/check and /persons/new-registrations: a person of Russian origin the Estonian and the
// Latvian register both list with a second given name, each in its own spelling (`Sergei Viktor
// Petrov`, `Petrovs Sergejs Viktors`), is one person to a name typed without it (`Sergey Petrov`),
// not two fuller names that leave it unanswered; two people born that day whose second given
// names differ stay apart (domain/person-name-fuller.ts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const SERGEI = '1977-07-07';
const OLGA = '1984-11-03';

const role = boardMemberRoles('fuller-read');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // One person, as each register writes him.
    role(C.eeEnergia, 'Sergei Viktor Petrov', SERGEI, 'ee.persons'),
    role(C.lvGaze, 'Petrovs Sergejs Viktors', SERGEI, 'lv.officers'),
    // Two people born the same day, their second given names other names in any spelling.
    role(C.eeTaxDebtor, 'Olga Anna Smirnova', OLGA, 'ee.persons'),
    role(C.lvKekava, 'Smirnova Olga Marija', OLGA, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);

test('a name without the second given name finds the person both registers list with it, each in its own spelling', () => {
  for (const typed of ['Sergey Petrov', 'Sergei Petrov', 'Petrovs Sergejs', 'Сергей Петров']) {
    const v = ctx.services.checkPerson(typed, SERGEI, 50);
    assert.deepEqual(companies(v), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
    assert.deepEqual(v.results.map((r) => r.personName), ['Sergei Viktor Petrov', 'Petrovs Sergejs Viktors'], typed);
    assert.equal(ctx.services.newRegistrations(typed, SERGEI, 24, 100).personKnown, true, typed);
  }
  assert.throws(() => ctx.services.checkPerson('Sergey Petrov', '1977-07-08', 50), NotFoundError, 'the birth date still decides');
});

test('two people born that day whose second given names differ still leave the shorter name unanswered', () => {
  assert.throws(() => ctx.services.checkPerson('Olga Smirnova', OLGA, 50), (e: unknown) => e instanceof NotFoundError && /full name/.test(e.message));
  assert.equal(ctx.services.newRegistrations('Olga Smirnova', OLGA, 24, 100).personKnown, false);
  assert.deepEqual(companies(ctx.services.checkPerson('Smirnova Olga Marija', OLGA, 50)), [`LV:${C.lvKekava.regcode}`]);
});
