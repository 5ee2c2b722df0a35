// /persons/check: a Latvian name typed without its marks as Latvian writers type it on a keyboard
// without them, a long vowel doubled and `š` as `sh` (`Jaanis Beerzinsh` for `Jānis Bērziņš`), finds
// the person; a doubled vowel that is a name's own (Estonian `Liisa`, `Kuusk`) never finds a
// register's `Lisa` or `Kusk` born that day, the name without it being another name.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const P = FIXTURE.persons;
const BORN = '1991-05-14';
const SMITS = '1955-10-10';
const role = boardMemberRoles('long-vowels');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // `Lisa Kask` and `Kristi Kusk`: no one typing `Liisa Kask` or `Kristi Kuusk` means them.
    role(C.eeEnergia, 'Kristi Kusk', BORN, 'ee.persons'),
    role(C.eeTaxDebtor, 'Lisa Kask', BORN, 'ee.persons'),
    role(C.lvKekava, 'Šmits Artūrs', SMITS, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const regcodes = (name: string, birthDate: string) => ctx.services.checkPerson(name, birthDate, 50).results.map((r) => `${r.country}:${r.regcode}:${r.role}`);

test('a Latvian name typed with its long vowels doubled and its marked letters as letter pairs finds the person, the birth date still deciding', () => {
  const asRegistered = regcodes(P.janis.name, P.janis.birthDate);
  for (const spelling of ['Jaanis Beerzinsh', 'BEERZINSH JAANIS', 'Jaanis Beerzinjsh', 'Jaanis Beerzinš']) {
    assert.deepEqual(regcodes(spelling, P.janis.birthDate), asRegistered, spelling);
  }
  assert.deepEqual(regcodes('Jaanis Beerzinsh', P.janisNamesake.birthDate), [`LV:${C.lvBalticTrade.regcode}:officer`]);
  assert.throws(() => ctx.services.checkPerson('Jaanis Beerzinsh', '1980-01-02', 50), NotFoundError);
  assert.equal(ctx.services.newRegistrations('Jaanis Beerzinsh', P.janis.birthDate, 24, 100, ctx.store.now).count, 1);
  assert.equal(ctx.services.newRegistrations('Jaanis Beerzinsh', P.janis.birthDate, 24, 100, ctx.store.now).personKnown, true);
});

test('a long vowel typed with an h after it, as German writes one, and a word begun with a pair typed so find the person', () => {
  const asRegistered = regcodes(P.janis.name, P.janis.birthDate);
  for (const spelling of ['Jahnis Behrzinsh', 'Jahnis Behrzins', 'BEHRZINSH, Jahnis']) {
    assert.deepEqual(regcodes(spelling, P.janis.birthDate), asRegistered, spelling);
  }
  assert.throws(() => ctx.services.checkPerson('Jahnis Behrzinsh', '1980-01-02', 50), NotFoundError);
  // The pair begins the surname: read as its š, with the long ū doubled or with its h.
  for (const spelling of ['Artuurs Shmits', 'Artuhrs Shmits', 'Shmits Artuurs']) {
    assert.deepEqual(regcodes(spelling, SMITS), [`LV:${C.lvKekava.regcode}:officer`], spelling);
  }
});

test('a doubled vowel read long finds no one whose register writes the vowel short: an Estonian name\'s own is another name', () => {
  // As the registers write them, they are found.
  assert.equal(regcodes('Kristi Kusk', BORN).length, 1);
  assert.equal(regcodes('Lisa Kask', BORN).length, 1);
  // An h after a vowel is read long as a doubled vowel is: a register's short vowel is no such name.
  for (const other of ['Kristi Kuusk', 'Liisa Kask', 'Kristi Kuhsk', 'Lihsa Kask']) {
    assert.throws(() => ctx.services.checkPerson(other, BORN, 50), NotFoundError, other);
    assert.equal(ctx.services.newRegistrations(other, BORN, 24, 100, ctx.store.now).personKnown, false, other);
  }
  // Named as every near miss is, never matched.
  assert.throws(() => ctx.services.checkPerson('Liisa Kask', BORN, 50), /as "Lisa Kask", one letter from the name sent/);
});
