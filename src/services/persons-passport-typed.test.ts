// /persons/check and /persons/new-registrations: a name typed as a German or Ukrainian passport
// writes a Russian or Ukrainian name (`Jewgeni Saizew`, `Yevhen Zaitsev`) found no one where the
// Latvian register writes `Jevgeņijs Zaicevs` and the Estonian `Sergei Kuznetsov`: three or more
// letters apart, no reading of the registers' pairs them. A Belarusian or Georgian
// passport's given name (`Siarhei Petrov`, `Davit Beridze`) likewise. The birth date still decides.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { passportTypedSpellings } from '../domain/person-name-passport-typed.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const JEVGENIJS = '1975-04-12';
const SERGEI = '1968-09-30';
const OLEGS = '1981-02-17';
const OKSANA = '1979-12-01';
const SERGEJS = '1983-06-21';
const DAVIDS = '1977-03-08';
const OLGA = '1986-10-14';
const GENADIJS = '1964-11-23';
const ANDREI = '1977-03-10';
const ROMANS = '1972-01-19';
const SERGEI_Z = '1973-07-03';
const ALEKSANDRS_L = '1974-08-30';
const SERGEJS_K = '1980-05-05';
const ALEKSANDRS_S = '1969-02-14';
const IGORS = '1985-11-11';
const ANDREJS = '1971-04-26';
const ANASTASIJA = '1988-09-09';
const role = boardMemberRoles('passport-typed');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.lvGaze, 'Zaicevs Jevgeņijs', JEVGENIJS, 'lv.officers'),
    role(C.eeEnergia, 'Sergei Kuznetsov', SERGEI, 'ee.persons'),
    role(C.lvRigasKoks, 'Gladkijs Oļegs', OLEGS, 'lv.officers'),
    role(C.eePohjaPuit, 'Oksana Aleksejeva', OKSANA, 'ee.persons'),
    role(C.lvGaze, 'Petrovs Sergejs', SERGEJS, 'lv.officers'),
    role(C.lvKekava, 'Beridze Dāvids', DAVIDS, 'lv.officers'),
    role(C.lvRigasKoks, 'Petrova Oļga', OLGA, 'lv.officers'),
    role(C.lvRigasKoks, 'Mihailovs Genādijs', GENADIJS, 'lv.officers'),
    role(C.eeEnergia, 'Andrei Zahharov', ANDREI, 'ee.persons'),
    role(C.lvKekava, 'Romanovs Romans', ROMANS, 'lv.officers'),
    role(C.eeEnergia, 'Sergei Zahharov', SERGEI_Z, 'ee.persons'),
    role(C.lvGaze, 'Lukašenko Aleksandrs', ALEKSANDRS_L, 'lv.officers'),
    role(C.lvRigasKoks, 'Kovaļovs Sergejs', SERGEJS_K, 'lv.officers'),
    role(C.lvKekava, 'Ševcovs Aleksandrs', ALEKSANDRS_S, 'lv.officers'),
    role(C.lvGaze, 'Lebedevs Igors', IGORS, 'lv.officers'),
    role(C.lvKekava, 'Lebedevs Andrejs', ANDREJS, 'lv.officers'),
    role(C.lvRigasKoks, 'Kuzņecova Anastasija', ANASTASIJA, 'lv.officers'),
    // Born the same day as those: his twin sister, and another surname of the stem.
    role(C.lvGaze, 'Lukašenko Aleksandra', ALEKSANDRS_L, 'lv.officers'),
    role(C.lvRigasKoks, 'Kovaļenko Sergejs', SERGEJS_K, 'lv.officers'),
    // Born the day asked, of a name no reading of the typed one writes: never found by them.
    role(C.lvKekava, 'Saicevs Jevgēnijs', SERGEI, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const found = (typed: string, born: string) => ctx.services.checkPerson(typed, born, 50).results.map((r) => `${r.country}:${r.regcode} ${r.personName}`);

test('a name typed as a German passport writes it finds the person the registers write otherwise', () => {
  for (const typed of ['Jewgeni Saizew', 'Jewgenij Saizew', 'SAIZEW, Jewgenij']) {
    assert.deepEqual(found(typed, JEVGENIJS), [`LV:${C.lvGaze.regcode} Zaicevs Jevgeņijs`], typed);
  }
  assert.deepEqual(found('Sergej Kusnezow', SERGEI), [`EE:${C.eeEnergia.regcode} Sergei Kuznetsov`]);
  assert.equal(ctx.services.newRegistrations('Jewgeni Saizew', JEVGENIJS, 24, 100).personKnown, true);
});

test('a name typed as a Ukrainian passport writes it, its given name in the Ukrainian form too, finds the person', () => {
  for (const typed of ['Yevhen Zaitsev', 'Yevhenii Zaitsev']) {
    assert.deepEqual(found(typed, JEVGENIJS), [`LV:${C.lvGaze.regcode} Zaicevs Jevgeņijs`], typed);
  }
  assert.deepEqual(found('Oleh Hladkyi', OLEGS), [`LV:${C.lvRigasKoks.regcode} Gladkijs Oļegs`]);
  // A surname's `ie` after a vowel (є) marks it too: `Aleksejeva` is `Alekseieva` there.
  assert.deepEqual(found('Oksana Alekseieva', OKSANA), [`EE:${C.eePohjaPuit.regcode} Oksana Aleksejeva`]);
});

test('a given name typed as a Belarusian or Georgian passport writes it finds the person the register writes by the Russian form', () => {
  for (const typed of ['Siarhei Petrov', 'PETROV Siarhei', 'Serhii Petrov']) {
    assert.deepEqual(found(typed, SERGEJS), [`LV:${C.lvGaze.regcode} Petrovs Sergejs`], typed);
  }
  assert.deepEqual(found('Davit Beridze', DAVIDS), [`LV:${C.lvKekava.regcode} Beridze Dāvids`]);
  assert.throws(() => ctx.services.checkPerson('Siarhei Petrov', DAVIDS, 50), NotFoundError);
});

test('a surname typed as a Belarusian passport writes it, `-ou` for `-ov`, `-ava` for `-ova`, finds the person the register writes by the Russian form', () => {
  for (const typed of ['Siarhei Petrou', 'PETROU Siarhei']) {
    assert.deepEqual(found(typed, SERGEJS), [`LV:${C.lvGaze.regcode} Petrovs Sergejs`], typed);
  }
  assert.deepEqual(found('Volha Petrava', OLGA), [`LV:${C.lvRigasKoks.regcode} Petrova Oļga`]);
  assert.throws(() => ctx.services.checkPerson('Siarhei Petrou', OLGA, 50), NotFoundError);
});

test('a surname typed with a Belarusian passport\'s unstressed `-au` for `-ov` finds the person the register writes by the Russian form', () => {
  // Раманаў, Захараў: `Ramanau` (its unstressed `о` written `a` too) is the Latvian `Romanovs`, `Zahharau` the Estonian `Zahharov`.
  for (const typed of ['Raman Ramanau', 'RAMANAU Raman']) {
    assert.deepEqual(found(typed, ROMANS), [`LV:${C.lvKekava.regcode} Romanovs Romans`], typed);
  }
  assert.deepEqual(found('Siarhei Zahharau', SERGEI_Z), [`EE:${C.eeEnergia.regcode} Sergei Zahharov`]);
  assert.throws(() => ctx.services.checkPerson('Raman Ramanau', SERGEI_Z, 50), NotFoundError);
});

test('a surname typed as a Belarusian passport spells its stem and `-enka`, `dz`, finds the person the register writes by the Russian form', () => {
  // Лукашэнка, Кавалёў, Каваленка, Шаўцоў, Кузняцоў, Лебедзеў: `-enka` is `-enko`, the stems
  // `Kaval-`, `Shauts-`, `Kuzniats-` the Russian `Koval-`, `Shevts-`, `Kuznets-`, a `dz` before `e` a `d`.
  assert.deepEqual(found('Aliaksandr Lukashenka', ALEKSANDRS_L), [`LV:${C.lvGaze.regcode} Lukašenko Aleksandrs`]);
  assert.deepEqual(found('Siarhei Kavaliou', SERGEJS_K), [`LV:${C.lvRigasKoks.regcode} Kovaļovs Sergejs`]);
  assert.deepEqual(found('Siarhei Kavalenka', SERGEJS_K), [`LV:${C.lvRigasKoks.regcode} Kovaļenko Sergejs`]);
  assert.deepEqual(found('SHAUTSOU Aliaksandr', ALEKSANDRS_S), [`LV:${C.lvKekava.regcode} Ševcovs Aleksandrs`]);
  assert.deepEqual(found('Siarhei Kuzniatsou', SERGEI), [`EE:${C.eeEnergia.regcode} Sergei Kuznetsov`]);
  assert.deepEqual(found('Ihar Lebedzeu', IGORS), [`LV:${C.lvGaze.regcode} Lebedevs Igors`]);
  assert.throws(() => ctx.services.checkPerson('Aliaksandr Lukashenka', ALEKSANDRS_S, 50), NotFoundError);
});

test('a surname typed as a Belarusian passport writes it beside a given name as the registers write it finds the person', () => {
  // Лебедзеў, Кузняцова: the ending alone marks the name, beside a Slavic given name as the registers write it (the Latvian `Andrejs` too).
  for (const typed of ['Andrei Lebedzeu', 'LEBEDZEU Andrei', 'Andrey Lebedzeu', 'Lebedzeu Andrejs']) {
    assert.deepEqual(found(typed, ANDREJS), [`LV:${C.lvKekava.regcode} Lebedevs Andrejs`], typed);
  }
  assert.deepEqual(found('Anastassia Kuzniatsava', ANASTASIJA), [`LV:${C.lvRigasKoks.regcode} Kuzņecova Anastasija`]);
  assert.deepEqual(found('Sergei Petrou', SERGEJS), [`LV:${C.lvGaze.regcode} Petrovs Sergejs`]);
  assert.throws(() => ctx.services.checkPerson('Andrei Lebedzeu', ANASTASIJA, 50), NotFoundError);
  // A stem alone marks nothing: `Kavaliauskas` is a Lithuanian name of its own, not read as `Kovaliauskas`.
  assert.deepEqual(passportTypedSpellings('Ivan Kavaliauskas'), []);
});

test('a Belarusian or Ukrainian given name beside a surname typed as the Estonian register writes it finds the person', () => {
  // `Mihhailov`, `Zahharov` as the Estonian register writes Михайлов, Захаров, which the person check reads as the Latvian `Mihailovs` too.
  for (const typed of ['Hienadz Mihhailov', 'Hennadii Mihhailov', 'MIHHAILOV Hienadz']) {
    assert.deepEqual(found(typed, GENADIJS), [`LV:${C.lvRigasKoks.regcode} Mihailovs Genādijs`], typed);
  }
  for (const typed of ['Andrii Zahharov', 'Andrii Zaharovs']) {
    assert.deepEqual(found(typed, ANDREI), [`EE:${C.eeEnergia.regcode} Andrei Zahharov`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Hienadz Mihhailov', ANDREI, 50), NotFoundError);
});

test('the birth date still decides, and a Baltic name is never read so', () => {
  assert.throws(() => ctx.services.checkPerson('Jewgeni Saizew', '1975-04-13', 50), NotFoundError);
  assert.throws(() => ctx.services.checkPerson('Yevhen Zaitsev', SERGEI, 50), NotFoundError);
  assert.equal(ctx.services.newRegistrations('Jewgeni Saizew', '1975-04-13', 24, 100).personKnown, false);
  assert.deepEqual(passportTypedSpellings('Jānis Bērziņš'), []);
  assert.deepEqual(passportTypedSpellings('Aivar Jõgi'), []);
});
