// /persons/check: a soft sign (or the Ukrainian apostrophe) a passport or a typist writes otherwise
// than the registers: an apostrophe inside a word (`Grigor'ev`, `Mar'iana`), which folding splits a
// word at, is the registers' `j` (`Grigorjevs`, `Marjana`), while a name's own apostrophe
// (`O'Brien`) still finds its holder; and `ё` after a surname's soft sign, which a passport writes
// `e` (`Solovev` for `Соловьёв`), is the registers' `jo` (`Solovjovs`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const GRIGORJEVS = '1971-03-09';
const MARJANA = '1988-06-12';
const OBRIEN = '1979-01-23';
const SOLOVJOVS = '1966-10-04';
const EDUARDS = '1970-02-27';
const JELENA = '1975-08-14';

const role = boardMemberRoles('soft-sign');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.lvKekava, 'Grigorjevs Sergejs', GRIGORJEVS, 'lv.officers'),
    role(C.eeEnergia, 'Sergei Grigorjev', GRIGORJEVS, 'ee.persons'),
    role(C.eeTaxDebtor, 'Marjana Kovalenko', MARJANA, 'ee.persons'),
    role(C.lvGaze, "O'Brien Sean", OBRIEN, 'lv.officers'),
    role(C.lvBalticLogistics, 'Solovjovs Andrejs', SOLOVJOVS, 'lv.officers'),
    role(C.eeEnergia, 'Andrei Solovjov', SOLOVJOVS, 'ee.persons'),
    role(C.eeTaxDebtor, 'Eduard Vassiljev', EDUARDS, 'ee.persons'),
    role(C.lvGaze, 'Vasiļjevs Eduards', EDUARDS, 'lv.officers'),
    role(C.eeEnergia, 'Jelena Vassiljeva', JELENA, 'ee.persons'),
    role(C.lvKekava, 'Vasiļjeva Jeļena', JELENA, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);

test('an apostrophe written for a soft sign or the Ukrainian apostrophe finds the person the registers write with j', () => {
  for (const typed of ["Grigor'ev Sergei", 'Sergey Grigor’ev', 'GRIGORʼEV SERGEJ']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, GRIGORJEVS, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  for (const typed of ["Mar'iana Kovalenko", "Мар'яна Коваленко", 'Mar’yana Kovalenko']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, MARJANA, 50)), [`EE:${C.eeTaxDebtor.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson("Grigor'ev Sergei", '1971-03-10', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations("Grigor'ev Sergei", GRIGORJEVS, 24, 100).personKnown, true);
});

test('a name\'s own apostrophe, after a word\'s single letter, finds its holder as before', () => {
  for (const typed of ["O'Brien Sean", 'Sean O’Brien']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, OBRIEN, 50)), [`LV:${C.lvGaze.regcode}`], typed);
  }
});

test('ё after a surname\'s soft sign, written e by a passport or by Russian print, finds the person the registers write with jo', () => {
  for (const typed of ['Solovev Andrei', 'ANDREI SOLOVIEV', 'Andrey Solovev', 'Соловьев Андрей']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, SOLOVJOVS, 50)),
      [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvBalticLogistics.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Solovev Andrei', '1966-10-05', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations('Solovev Andrei', SOLOVJOVS, 24, 100).personKnown, true);
});

test('a man\'s name with a word\'s E and a surname\'s soft sign a passport drops finds the person the registers write with the soft sign alone', () => {
  // Эдуард Васильев: ICAO 9303 writes Э and the Е of Евгений alike, E, and the registers write Eduard.
  for (const typed of ['Eduard Vasilev', 'VASILEV EDUARD', 'Eduard Vasiliev']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, EDUARDS, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Eduard Vasilev', EDUARDS, 24, 100).personKnown, true);
});

test('a surname with a Soviet double s finds the person the Latvian register writes with one s', () => {
  // Васильев: the Estonian register and Soviet passports write Vassiljev, Vassiliev; the Latvian Vasiļjevs.
  for (const typed of ['Eduard Vassiliev', 'Vassiljev Eduard', 'EDUARD VASSILJEV']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, EDUARDS, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  for (const typed of ['Jelena Vassiljeva', 'Elena Vassilieva']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, JELENA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Eduard Vassiliev', '1970-02-28', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations('Vassiljev Eduard', EDUARDS, 24, 100).personKnown, true);
});
