// /persons/check and /persons/new-registrations: a Latvian woman's name typed with her family's
// masculine surname, as Russian text often keeps one form for a family (`Клявиньш Иева`), found no
// one: the register writes her `Kļaviņa Ieva`, and a gendered form is another word. Where nothing
// else finds anyone, the names of the people born that day are read with the masculine surname as
// its feminine form, beside a given name known as a woman's; the birth date still decides, and a
// man's name so typed, or a given name not known as a woman's, is never read so.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { masculineSurnameTyped } from '../domain/latvian-surname-gender.ts';

const C = FIXTURE.companies;
const IEVA = '1986-03-14';
const BALODE = '1979-11-02';
const MARTINA = '1990-06-30';
const TWO_ANNAS = '1968-01-19';
const BOTH_FORMS = '1993-09-09';
const PETROVA = '1975-04-04';
const PLAIN = '1982-08-08';
const role = boardMemberRoles('masculine-surname');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.lvKekava, 'Kļaviņa Ieva', IEVA, 'lv.officers'),
    role(C.lvGaze, 'Balode Inese Anna', BALODE, 'lv.officers'),
    // A woman whose given name is no woman's name known here (Mārtiņa, a man's Mārtiņš).
    role(C.lvGaze, 'Kļaviņa Mārtiņa', MARTINA, 'lv.officers'),
    // Two women born the same day whose surnames are each a feminine form of `Žagars`.
    role(C.lvKekava, 'Žagara Anna', TWO_ANNAS, 'lv.officers'),
    role(C.lvGaze, 'Žagare Anna', TWO_ANNAS, 'lv.officers'),
    // The masculine form as typed, and the feminine one, born the same day.
    role(C.lvKekava, 'Kļaviņš Ieva', BOTH_FORMS, 'lv.officers'),
    role(C.lvGaze, 'Kļaviņa Ieva', BOTH_FORMS, 'lv.officers'),
    role(C.eeEnergia, 'Jelena Petrova', PETROVA, 'ee.persons'),
    // A register writing her surname without its marks.
    role(C.lvGaze, 'Klavina Dace', PLAIN, 'lv.officers'),
  ] } });
});

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);
const noOne = (name: string, birth: string) => assert.throws(() => ctx.services.checkPerson(name, birth, 50), NotFoundError, `${name} ${birth}`);

test('a Latvian woman typed with the masculine surname beside her given name finds her as the register writes her', () => {
  for (const [typed, birth, found] of [
    ['Клявиньш Иева', IEVA, [`LV:${C.lvKekava.regcode}`]],
    ['Иева Клявиньш', IEVA, [`LV:${C.lvKekava.regcode}`]],
    ['Ieva Kļaviņš', IEVA, [`LV:${C.lvKekava.regcode}`]],
    // `-is` as `-e`, two given names.
    ['Балодис Инесе Анна', BALODE, [`LV:${C.lvGaze.regcode}`]],
    // A Russian woman's name so typed, as the Estonian register writes her.
    ['Елена Петров', PETROVA, [`EE:${C.eeEnergia.regcode}`]],
  ] as const) {
    const v = ctx.services.checkPerson(typed, birth, 50);
    assert.deepEqual(companies(v), found, typed);
  }
  assert.equal(ctx.services.checkPerson('Клявиньш Иева', IEVA, 50).results[0]!.personName, 'Kļaviņa Ieva');
  assert.equal(ctx.services.newRegistrations('Клявиньш Иева', IEVA, 168, 100).personKnown, true);
});

test('the masculine surname is read so for a woman\'s given name alone, one name of the day, and after the name as typed', () => {
  noOne('Клявиньш Иева', BALODE);
  // A given name left out: no word for word.
  noOne('Балодис Инесе', BALODE);
  // Mārtiņa is no given name known as a woman's (the man's Mārtiņš typed with the feminine surname reads so too).
  noOne('Клявиньш Мартиня', MARTINA);
  noOne('Мартиньш Клявиня', MARTINA);
  // Žagara and Žagare born the same day: either may be meant, and the 404 asks for the full name.
  assert.throws(() => ctx.services.checkPerson('Жагарс Анна', TWO_ANNAS, 50), (e: unknown) => e instanceof NotFoundError && /full name/.test(e.message));
  // The name as typed finds Kļaviņš Ieva alone.
  assert.deepEqual(companies(ctx.services.checkPerson('Клявиньш Иева', BOTH_FORMS, 50)), [`LV:${C.lvKekava.regcode}`]);
});

test('the feminine forms of a masculine surname read beside a woman\'s given name: -š and -s as -a, -is as -e, -s as -e', () => {
  assert.equal(masculineSurnameTyped(['ieva klavins'])!(['ieva', 'klavina']), true);
  assert.equal(masculineSurnameTyped(['anna zagars'])!(['anna', 'zagare']), true);
  assert.equal(masculineSurnameTyped(['balodis ieva'])!(['balode', 'ieva']), true);
  assert.equal(masculineSurnameTyped(['balodis ieva'])!(['balodis', 'ieva']), false);
  // Common Latvian women's names the list once lacked (Evita, Solvita, Ilga…): their -š was read as no one's.
  assert.equal(masculineSurnameTyped(['evita klavins'])!(['evita', 'klavina']), true);
  assert.equal(masculineSurnameTyped(['balodis solvita'])!(['balode', 'solvita']), true);
  assert.equal(masculineSurnameTyped(['ilga ozols'])!(['ilga', 'ozola']), true);
  // A man's given name, and `Jānis` beside a feminine surname (no `Jane Kļaviņa`).
  assert.equal(masculineSurnameTyped(['janis klavins']), null);
  assert.equal(masculineSurnameTyped(['janis klavina']), null);
});

test('the masculine surname\'s -š typed sh, as English spelling writes it, finds her: the sh is the letter the feminine form drops', () => {
  for (const typed of ['Ieva Klavinsh', 'KLAVINSH, Ieva', 'Klavinsh Ieva', 'Ieva Klavinjsh']) {
    const v = ctx.services.checkPerson(typed, IEVA, 50);
    assert.deepEqual(v.results.map((r) => r.personName), ['Kļaviņa Ieva'], typed);
  }
  assert.equal(ctx.services.newRegistrations('Ieva Klavinsh', IEVA, 168, 100).personKnown, true);
  assert.deepEqual(companies(ctx.services.checkPerson('Dace Klavinsh', PLAIN, 50)), [`LV:${C.lvGaze.regcode}`]);
  // Every other pair is asked for as before: the register writes no ņ in Klavina.
  noOne('Dace Klavinjsh', PLAIN);
  // Mārtiņa is no given name known as a woman's.
  noOne('Martina Klavinsh', MARTINA);
  // The masculine form the register writes is hers: the pairs read find it first.
  assert.deepEqual(ctx.services.checkPerson('Ieva Klavinsh', BOTH_FORMS, 50).results.map((r) => r.personName), ['Kļaviņš Ieva']);
});
