// /persons/check and /persons/new-registrations: a Finnish, Swedish or Estonian name typed in
// Cyrillic without the marks Russian text writes its letters with found no one: `ё` typed `е`, as
// most Russian typists type it (`Микко Острем`, where `Микко Острём` found Mikko Åström; `Кадри
// Мельдер` for Kadri Mölder), and a Swedish letter inside a word written as the plain one (`Карл
// Стольберг` for Karl Ståhlberg, `Ханс Бекстрем` for Hans Bäckström). Plain letters are read as those
// marked ones where every other reading found no one, and the candidates of such a name are read
// by the first key that finds someone; the birth date still decides.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { plainTypedMarksNameKeys } from '../domain/estonian-in-cyrillic.ts';

const C = FIXTURE.companies;
const ASTROM = '1974-09-12';
const MOLDER = '1983-05-19';
const STAHLBERG = '1958-10-02';
const BACKSTROM = '1977-03-08';
const BJORN = '1990-12-01';
const KART = '1969-06-26';
const LARS = '1971-04-15';
const role = boardMemberRoles('marks-typed-plain');
const noBirth = (row: ReturnType<typeof role>) => ({ ...row, birth_date: null });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Mikko Åström', ASTROM, 'ee.persons'),
    // The same person in a dump after RIK left personal codes out: a candidate of the name.
    noBirth(role(C.eePohjaPuit, 'Mikko Åström', ASTROM, 'ee.persons')),
    role(C.eeTaxDebtor, 'Kadri Mölder', MOLDER, 'ee.persons'),
    role(C.lvGaze, 'Ståhlberg Karl', STAHLBERG, 'lv.officers'),
    role(C.eeEnergia, 'Hans Bäckström', BACKSTROM, 'ee.persons'),
    // A namesake of the name as typed, born the same day: the name as typed is read first.
    role(C.eeTaxDebtor, 'Hans Beckstrem', BACKSTROM, 'ee.persons'),
    role(C.lvGaze, 'Borg Björn', BJORN, 'lv.officers'),
    role(C.eeTaxDebtor, 'Lars Bäckström', LARS, 'ee.persons'),
    noBirth(role(C.eePohjaPuit, 'Kärt Mölder', KART, 'ee.persons')),
  ] } });
});

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);
const noOne = (name: string, birth: string) => assert.throws(() => ctx.services.checkPerson(name, birth, 50), NotFoundError, `${name} ${birth}`);

test('ё typed е and a Swedish letter inside a word typed plain find the person, as the marked letters typed do', () => {
  for (const [typed, birth, found] of [
    ['Микко Острем', ASTROM, [`EE:${C.eeEnergia.regcode}`]],
    ['Острем Микко', ASTROM, [`EE:${C.eeEnergia.regcode}`]],
    ['Кадри Мельдер', MOLDER, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Карл Стольберг', STAHLBERG, [`LV:${C.lvGaze.regcode}`]],
    ['Бьерн Борг', BJORN, [`LV:${C.lvGaze.regcode}`]],
    // Three letters of one word: е as ä, к as ck, е as ö.
    ['Ларс Бекстрем', LARS, [`EE:${C.eeTaxDebtor.regcode}`]],
    // Typed with the marks, as before.
    ['Микко Острём', ASTROM, [`EE:${C.eeEnergia.regcode}`]],
    ['Кадри Мёльдер', MOLDER, [`EE:${C.eeTaxDebtor.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.equal(ctx.services.newRegistrations('Кадри Мельдер', MOLDER, 168, 100).personKnown, true);
  // The birth date still decides, and a name no one has is a 404 as before.
  noOne('Микко Острем', '1974-09-13');
  noOne('Карл Стольберг', ASTROM);
  noOne('Пекка Острем', ASTROM);
  assert.equal(ctx.services.newRegistrations('Пекка Острем', ASTROM, 168, 100).personKnown, false);
});

test('the name as typed is read before its plain letters are read as marked ones', () => {
  // Hans Beckstrem is found by the name as typed: Hans Bäckström, born the same day, is not read.
  assert.deepEqual(companies(ctx.services.checkPerson('Ханс Бекстрем', BACKSTROM, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Ханс Бекстрём', BACKSTROM, 50)), [`EE:${C.eeEnergia.regcode}`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Hans Bäckström', BACKSTROM, 50)), [`EE:${C.eeEnergia.regcode}`]);
});

test('the candidates of a name so typed: the roles of the name its reading finds, without birth information', () => {
  // Found by `astrom mikko`: the person's role in a dump without birth information is a candidate.
  for (const typed of ['Микко Острем', 'Микко Острём']) {
    const answer = ctx.services.checkPerson(typed, ASTROM, 50, undefined, null, { after: null });
    assert.deepEqual(companies(answer), [`EE:${C.eeEnergia.regcode}`], typed);
    assert.deepEqual(answer.candidates!.map((r) => `${r.country}:${r.regcode} ${r.personName}`), [`EE:${C.eePohjaPuit.regcode} Mikko Åström`], typed);
  }
  // No one found: the first reading that matches a candidate is read, as the 404 says.
  assert.throws(() => ctx.services.checkPerson('Кярт Мельдер', KART, 50), (e: unknown) => e instanceof NotFoundError
    && /the name alone matches 1 role whose register gives no birth date \(candidates=true lists them\)/.test(e.message));
  const answer = ctx.services.checkPerson('Кярт Мельдер', KART, 50, undefined, null, { after: null });
  assert.deepEqual(answer.candidates!.map((r) => `${r.country}:${r.regcode} ${r.personName}`), [`EE:${C.eePohjaPuit.regcode} Kärt Mölder`]);
  const watched = ctx.services.newRegistrations('Кярт Мельдер', KART, 168, 100);
  assert.equal(watched.candidateRoles, 1);
  assert.throws(() => ctx.services.checkPerson('Кярт Мельдаар', KART, 50), (e: unknown) => e instanceof NotFoundError && !/candidates=true/.test(e.message));
});

test('plain letters read as marked ones: the fewest letters first, so a long text keeps each word\'s one- and two-letter readings under the cap', () => {
  assert.ok(plainTypedMarksNameKeys('Микко Острем').includes('astrom mikko'));
  assert.ok(plainTypedMarksNameKeys('Ханс Бекстрем').includes('backstrom hans'));
  assert.ok(plainTypedMarksNameKeys('Анна Ольсон Бекстрем').includes('anna backstrom olson'));
  assert.deepEqual(plainTypedMarksNameKeys('Mikko Ostrem'), []);
  // A Russian surname or patronymic is read as typed, its given name as the others are.
  for (const [typed, word] of [['Сергей Петров', 'petrov'], ['Елена Викторовна Иванова', 'ivanova'], ['Олег Ковальский', 'kovalskii']] as const) {
    for (const finnish of [false, true]) {
      const read = plainTypedMarksNameKeys(typed, { finnish });
      assert.ok(read.every((key) => key.split(' ').includes(word)), `${typed}: ${read.join(', ')}`);
    }
  }
  assert.ok(plainTypedMarksNameKeys('Сергей Петров').includes('petrov sorgei'));
  // One letter in a word of a long text is read before two anywhere; at most 32 spellings.
  const long = Array.from({ length: 28 }, () => 'Остеле').join(' ');
  const keys = plainTypedMarksNameKeys(long);
  assert.ok(keys.length > 0 && keys.length <= 32, `${keys.length} keys`);
  assert.ok(keys.every((key) => key.split(' ').filter((w) => w !== 'ostele').length === 1), 'one word read otherwise in each');
  const many = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'Эло' : 'Ёлеёле')).join(' ');
  assert.throws(() => ctx.services.checkPerson(many, ASTROM, 50), NotFoundError);
});
