// /persons/check and /persons/new-registrations: a person the registers list with a second given
// name (`Matti Juhani Virtanen`, `Bērziņš Jānis Kārlis`) is found by the name a news article or a
// CV gives (`Matti Virtanen`, `Jānis K. Bērziņš`), and one listed with fewer given names by the
// fuller name of a passport; namesakes stay apart (domain/person-name-fuller.ts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardRoles } from '../../test/helpers/board-roles.ts';

const C = FIXTURE.companies;
const MATTI = '1975-04-12';
const ANNA = '1988-08-08';
const MARI = '1990-02-02';
const KARLIS = FIXTURE.persons.janis.birthDate; // a namesake of the fixture's Jānis Bērziņš, born the same day

const role = boardRoles('fuller');

let ctx: SeededServices;
before(() => {
  const recently = new Date(Date.now() - 3_600_000).toISOString();
  ctx = seededServices({ rows: { person_roles: [
    // One person as two registers write him, with both given names.
    role(C.eeEnergia, 'Matti Juhani Virtanen', MATTI, 'ee.persons'),
    role(C.lvGaze, 'Virtanen Matti Juhani', MATTI, 'lv.officers', recently),
    // A double surname and two given names (UR's "Surname Firstname").
    role(C.lvKekava, 'Ozola-Bērziņa Anna Marija', ANNA, 'lv.officers'),
    // Two people born the same day whose names hold `Mari Kask`.
    role(C.eeTaxDebtor, 'Mari-Liis Kask', MARI, 'ee.persons'),
    role(C.lvBalticLogistics, 'Kask Mari Anna', MARI, 'lv.officers'),
    // The fixture's Jānis Bērziņš has a namesake with a second given name, born the same day.
    role(C.lvBalticLogistics, 'Bērziņš Jānis Kārlis', KARLIS, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => [...new Set(v.results.map((r) => `${r.country}:${r.regcode}`))];
const MATTI_COMPANIES = [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`];

test('a name without a second given name finds the person the registers list with it, in every register', () => {
  for (const typed of ['Matti Virtanen', 'VIRTANEN, Matti', 'Virtanen Matti J.', 'Matti J Virtanen']) {
    const v = ctx.services.checkPerson(typed, MATTI, 50);
    assert.deepEqual(companies(v), MATTI_COMPANIES, typed);
    assert.deepEqual(v.results.map((r) => r.personName), ['Matti Juhani Virtanen', 'Virtanen Matti Juhani'], 'the register names it in full');
  }
  assert.throws(() => ctx.services.checkPerson('Matti Virtanen', '1975-04-13', 50), NotFoundError, 'the birth date still decides');
});

test('a given name or initial the register does not hold, or a surname alone with an initial, finds no one', () => {
  for (const typed of ['Matti K. Virtanen', 'Matti Kalevi Virtanen', 'M. Virtanen', 'Virtanen', 'Matti Virtanen Korhonen']) {
    assert.throws(() => ctx.services.checkPerson(typed, MATTI, 50), NotFoundError, typed);
  }
});

test('a double surname typed with a space or in part, and the given names in any number, find the person; another gender\'s form does not', () => {
  for (const typed of ['Anna Ozola-Bērziņa', 'Anna Marija Ozola Bērziņa', 'ANNA OZOLA-BERZINA', 'Anna M. Ozola-Bērziņa', 'Anna Ozola']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, ANNA, 50)), [`LV:${C.lvKekava.regcode}`], typed);
  }
  for (const typed of ['Anna Ozols', 'Anna Ozola-Bērziņš', 'Marija Bērziņš']) {
    assert.throws(() => ctx.services.checkPerson(typed, ANNA, 50), NotFoundError, typed);
  }
});

test('a name within the fuller names of two people born that day finds neither, and says why', () => {
  assert.throws(() => ctx.services.checkPerson('Mari Kask', MARI, 50), (err: Error) => err instanceof NotFoundError && /more than one person/.test(err.message));
  assert.deepEqual(companies(ctx.services.checkPerson('Mari-Liis Kask', MARI, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Mari A. Kask', MARI, 50)), [`LV:${C.lvBalticLogistics.regcode}`]);
  const watched = ctx.services.newRegistrations('Mari Kask', MARI, 168, 100);
  assert.equal(watched.personKnown, false);
  assert.equal(watched.count, 0);
  // New registrations say why, as the 404 does.
  assert.match(watched.nameHint ?? '', /^The name is part of the fuller names of more than one person born that day .*every given name included\.$/);
  assert.equal(ctx.services.newRegistrations('Mari-Liis Kask', MARI, 168, 100).nameHint, undefined);
});

// `K. Matti Virtanen` (a first given name cut to its initial before the name the person goes by, as
// a signature writes it) was the generic 404 for the register's `Matti Juhani Virtanen`, the K
// beginning no word it writes.
test('an initial before a whole given name is a given name the register may write or not', () => {
  for (const typed of ['K. Matti Virtanen', 'K.Matti Virtanen', 'Virtanen, K. Matti', 'K. J. Matti Virtanen']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, MATTI, 50)), MATTI_COMPANIES, typed);
  }
  assert.throws(() => ctx.services.checkPerson('K. Mari Kask', MARI, 50), (err: Error) => err instanceof NotFoundError && /more than one person/.test(err.message));
  for (const typed of ['K. Virtanen', 'K. Matti Korhonen', 'Matti K. Virtanen']) {
    assert.throws(() => ctx.services.checkPerson(typed, MATTI, 50), NotFoundError, typed);
  }
});

test('a name the registers list as typed is answered by that name alone: a namesake with a second given name stays apart', () => {
  const janis = ctx.services.checkPerson('Jānis Bērziņš', KARLIS, 50);
  assert.equal(companies(janis).length, FIXTURE.persons.janis.companies);
  assert.ok(janis.results.every((r) => r.personName !== 'Bērziņš Jānis Kārlis'));
  assert.deepEqual(companies(ctx.services.checkPerson('Jānis Kārlis Bērziņš', KARLIS, 50)), [`LV:${C.lvBalticLogistics.regcode}`]);
});

test('new registrations watch the person a shorter name finds', () => {
  const v = ctx.services.newRegistrations('Matti Virtanen', MATTI, 24, 100);
  assert.equal(v.personKnown, true);
  assert.deepEqual(companies(v), [`LV:${C.lvGaze.regcode}`]);
  assert.equal(v.results[0]!.personName, 'Virtanen Matti Juhani');
  const none = ctx.services.newRegistrations('Matti Kalevi Virtanen', MATTI, 24, 100);
  assert.equal(none.personKnown, false);
});
