// /persons/check: a passport's machine-readable zone writes Å as AA (ICAO 9303, beside Ä and Ö as
// AE and OE), so an analyst copying a Swedish-speaking Finn's name from it types `Antti Aastroem`
// for the `Åström Antti` a register lists. The name with Ä and Ö spelled out was found, the one
// with Å spelled out was a 404. It is read as Å too, only where the name as typed finds no one,
// the birth date deciding as ever, and only where the register writes `Å` (or `ā`) there: a name's own `aa`
// (`Maarja Saar`), read single, found a `Marja Sar` born that day, another name.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
const BORN = '1970-02-15';
const role = boardMemberRoles('ring-a');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.lvGaze, 'Åström Antti', BORN, 'lv.officers'),
    // A name with an `aa` of its own, and a namesake of its other reading born the same day.
    role(C.lvKekava, 'Saarinen Maarit', BORN, 'lv.officers'),
    role(C.lvGaze, 'Sarinen Marit', BORN, 'lv.officers'),
    // Other names than `Maarja Saar` and `Michael Kask`, born the same day: a pair read as one letter there is no Å or Ä.
    role(C.lvKekava, 'Sar Marja', BORN, 'lv.officers'),
    role(C.lvGaze, 'Michal Kask', BORN, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const found = (typed: string, born = BORN) => ctx.services.checkPerson(typed, born, 50).results.map((r) => `${r.personName} ${r.regcode}`);

test('a name with Å written AA, as a passport writes it, finds the person', () => {
  for (const typed of ['Antti Aastroem', 'AASTROEM ANTTI', 'Antti Aaström', 'Antti Astrom']) {
    assert.deepEqual(found(typed), [`Åström Antti ${C.lvGaze.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Antti Aastroem', '1970-02-16', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations('Antti Aastroem', BORN, 24, 100).personKnown, true);
  // With a given name the register leaves out, as any name.
  assert.deepEqual(found('Antti Juhani Aastroem'), [`Åström Antti ${C.lvGaze.regcode}`]);
});

test('a name with an aa of its own is found as typed, not as another reading', () => {
  assert.deepEqual(found('Maarit Saarinen'), [`Saarinen Maarit ${C.lvKekava.regcode}`]);
  assert.deepEqual(found('Marit Sarinen'), [`Sarinen Marit ${C.lvGaze.regcode}`]);
});

test('a letter pair read as one letter finds no one whose register writes no marked letter there', () => {
  assert.deepEqual(found('Marja Sar'), [`Sar Marja ${C.lvKekava.regcode}`]);
  for (const other of ['Maarja Saar', 'Michael Kask', 'Maarja Liis Saar']) {
    assert.throws(() => ctx.services.checkPerson(other, BORN, 50), NotFoundError, other);
    assert.equal(ctx.services.newRegistrations(other, BORN, 24, 100).personKnown, false, other);
  }
  // Named as every near miss is, never matched.
  assert.throws(() => ctx.services.checkPerson('Maarja Saar', BORN, 50), /"Sar Marja", two letters from the name sent/);
  assert.throws(() => ctx.services.checkPerson('Michael Kask', BORN, 50), /"Michal Kask", one letter from the name sent/);
});
