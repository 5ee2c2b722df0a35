// /persons/check and /persons/new-registrations: a Finnish name typed in Cyrillic as Russian text
// writes it found no one where its letters were ones Estonian has not: `Юрки Мякинен` (Jyrki
// Mäkinen: `ю` as `y`), `Кюёсти Мюллюмяки` (Kyösti Myllymäki: `ё` after a vowel as `ö`), `Шёберг`
// (Sjöberg), nor did a name typed with its double letters single (`Пека Хейкинен` for Pekka
// Heikkinen, `Мати` for Matti), nor with its `ä` typed `е` beside a `y` (`Юрки Мекинен`), nor with
// its `ä` typed `е` in three places or beside letters typed single (`Пейви Мекеле` for Päivi Mäkelä,
// `Мати Хемелейнен`), nor with its `ö` and `ä` typed `е` (`Вейне Хейкинен` for Väinö Heikkinen). The
// Finnish readings are tried where every other found no one; the birth date still decides.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { estonianInCyrillicNameKeys, finnishTypedLoosely, plainTypedMarksNameKeys } from '../domain/estonian-in-cyrillic.ts';

const C = FIXTURE.companies;
const JYRKI = '1966-02-14';
const KYOSTI = '1951-07-30';
const PEKKA = '1980-11-05';
const MATTI = '1975-01-23';
const SJOBERG = '1988-08-08';
const JUKKA = '1962-04-17';
const RIIKKA = '1979-09-21';
const JUHANI = '1971-03-09';
const TWO_PEKKAS = '1972-12-01';
const MATI = '1983-05-27';
const PAIVI = '1969-06-11';
const VAINO = '1958-10-02';
const HAMALAINEN = '1977-02-28';
const TWO_MATTIS = '1984-07-19';
const role = boardMemberRoles('finnish-in-cyrillic');
const noBirth = (row: ReturnType<typeof role>) => ({ ...row, birth_date: null });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Jyrki Mäkinen', JYRKI, 'ee.persons'),
    role(C.lvGaze, 'Myllymäki Kyösti', KYOSTI, 'lv.officers'),
    role(C.eeTaxDebtor, 'Pekka Heikkinen', PEKKA, 'ee.persons'),
    role(C.eePohjaPuit, 'Matti Hänninen', MATTI, 'ee.persons'),
    role(C.lvGaze, 'Sjöberg Jan', SJOBERG, 'lv.officers'),
    // A namesake of the name as typed, born the same day: the name as typed is read first, and
    // a reading of one letter before one of two.
    role(C.eeTaxDebtor, 'Mati Hänninen', MATTI, 'ee.persons'),
    noBirth(role(C.eePohjaPuit, 'Jukka Kinnunen', JUKKA, 'ee.persons')),
    role(C.lvKekava, 'Saarinen Riikka', RIIKKA, 'lv.officers'),
    // Registered with a second given name, which a name typed with letters single leaves out.
    role(C.eeEnergia, 'Pekka Juhani Heikkinen', JUHANI, 'ee.persons'),
    // Two people born the same day whose names hold Pekka Heikkinen.
    role(C.eeEnergia, 'Pekka Juhani Heikkinen', TWO_PEKKAS, 'ee.persons'),
    role(C.lvGaze, 'Heikkinen Pekka Kalevi', TWO_PEKKAS, 'lv.officers'),
    // The name as typed within one name, a guess within another: the name as typed answers.
    role(C.eeTaxDebtor, 'Mati Juhani Hänninen', MATI, 'ee.persons'),
    role(C.lvGaze, 'Hänninen Matti Kalevi', MATI, 'lv.officers'),
    role(C.eeEnergia, 'Päivi Mäkelä', PAIVI, 'ee.persons'),
    role(C.lvKekava, 'Heikkinen Väinö', VAINO, 'lv.officers'),
    role(C.eeTaxDebtor, 'Matti Hämäläinen', HAMALAINEN, 'ee.persons'),
    // Two people born the same day whose names one name so typed may be.
    role(C.eeTaxDebtor, 'Matti Hämäläinen', TWO_MATTIS, 'ee.persons'),
    role(C.eePohjaPuit, 'Matti Hämeläinen', TWO_MATTIS, 'ee.persons'),
  ] } });
});

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);
const noOne = (name: string, birth: string) => assert.throws(() => ctx.services.checkPerson(name, birth, 50), NotFoundError, `${name} ${birth}`);

test('a Finnish name typed in Cyrillic as Russian text writes it finds the person: y as ю, ö after a vowel as ё, sj as ш', () => {
  for (const [typed, birth, found] of [
    ['Юрки Мякинен', JYRKI, [`EE:${C.eeEnergia.regcode}`]],
    ['Мякинен Юрки', JYRKI, [`EE:${C.eeEnergia.regcode}`]],
    ['Кюёсти Мюллюмяки', KYOSTI, [`LV:${C.lvGaze.regcode}`]],
    ['Ян Шёберг', SJOBERG, [`LV:${C.lvGaze.regcode}`]],
    // Typed plain: ё after a vowel as е, after ш as е.
    ['Кюести Мюллюмяки', KYOSTI, [`LV:${C.lvGaze.regcode}`]],
    ['Ян Шеберг', SJOBERG, [`LV:${C.lvGaze.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.equal(ctx.services.newRegistrations('Юрки Мякинен', JYRKI, 168, 100).personKnown, true);
  noOne('Юрки Мякинен', KYOSTI);
  noOne('Юрки Мюллюмяки', KYOSTI);
});

test('a Finnish name typed with its double letters single finds the person; the name as typed first', () => {
  for (const [typed, birth, found] of [
    ['Пека Хейкинен', PEKKA, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Хейкинен Пека', PEKKA, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Пекка Хейкинен', PEKKA, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Матти Хяннинен', MATTI, [`EE:${C.eePohjaPuit.regcode}`]],
    ['Матти Хянинен', MATTI, [`EE:${C.eePohjaPuit.regcode}`]],
    // Mati Hänninen, born the same day, is the name as typed; and read with one letter doubled.
    ['Мати Хяннинен', MATTI, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Мати Хянинен', MATTI, [`EE:${C.eeTaxDebtor.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  noOne('Пека Хейкинен', JYRKI);
});

test('a Finnish name typed with its ä as е beside a y, or with three letters typed single, finds the person', () => {
  for (const [typed, birth, found] of [
    // `Юрки Мякинен` with `я` typed `е`: `ю` is read `y` and `е` `ä` at once.
    ['Юрки Мекинен', JYRKI, [`EE:${C.eeEnergia.regcode}`]],
    ['Мекинен Юрки', JYRKI, [`EE:${C.eeEnergia.regcode}`]],
    // Riikka Saarinen: `ии`, `кк` and `аа` typed single.
    ['Рика Саринен', RIIKKA, [`LV:${C.lvKekava.regcode}`]],
    ['Саринен Рика', RIIKKA, [`LV:${C.lvKekava.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.equal(ctx.services.newRegistrations('Юрки Мекинен', JYRKI, 168, 100).personKnown, true);
  noOne('Юрки Мекинен', KYOSTI);
  noOne('Рика Саринен', JYRKI);
});

test('a Finnish name typed with its double letters single and a given name left out finds the person, the name as typed first', () => {
  for (const typed of ['Пека Хейкинен', 'Хейкинен Пека']) {
    const v = ctx.services.checkPerson(typed, JUHANI, 50);
    assert.deepEqual(companies(v), [`EE:${C.eeEnergia.regcode}`], typed);
    assert.deepEqual(v.results.map((r) => r.personName), ['Pekka Juhani Heikkinen'], typed);
  }
  assert.equal(ctx.services.newRegistrations('Пека Хейкинен', JUHANI, 168, 100).personKnown, true);
  noOne('Пека Хейкинен', KYOSTI);
  // Two people born that day whose names hold the guess: neither, and the 404 asks for the full name.
  assert.throws(() => ctx.services.checkPerson('Пека Хейкинен', TWO_PEKKAS, 50), (e: unknown) => e instanceof NotFoundError && /full name/.test(e.message));
  assert.equal(ctx.services.newRegistrations('Пека Хейкинен', TWO_PEKKAS, 168, 100).personKnown, false);
  // `Мати Хянинен` is within Mati Juhani Hänninen as typed (with `я` read `ä`), and a guess of it
  // (`Matti Hänninen`) within Hänninen Matti Kalevi: the name as typed answers alone.
  assert.deepEqual(companies(ctx.services.checkPerson('Мати Хяннинен', MATI, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
});

test('the candidates of a Finnish name so typed: the roles of the name its reading finds, without birth information', () => {
  assert.throws(() => ctx.services.checkPerson('Юка Кинунен', JUKKA, 50), (e: unknown) => e instanceof NotFoundError
    && /the name alone matches 1 role whose register gives no birth date \(candidates=true lists them\)/.test(e.message));
  const answer = ctx.services.checkPerson('Юка Кинунен', JUKKA, 50, undefined, null, { after: null });
  assert.deepEqual(answer.candidates!.map((r) => `${r.country}:${r.regcode} ${r.personName}`), [`EE:${C.eePohjaPuit.regcode} Jukka Kinnunen`]);
  assert.equal(ctx.services.newRegistrations('Юка Кинунен', JUKKA, 168, 100).candidateRoles, 1);
});

test('the Finnish readings: y, ö and ä as Russian text writes them, double letters typed single, 32 spellings at most', () => {
  assert.deepEqual(estonianInCyrillicNameKeys('Юрки Мякинен', { finnish: true }), ['jurki makinen', 'jyrki makinen', 'makinen yrki']);
  assert.deepEqual(estonianInCyrillicNameKeys('Кюёсти Мюллюмяки', { finnish: true }), ['kyosti myllymaki']);
  assert.ok(plainTypedMarksNameKeys('Пека Хейкинен', { finnish: true }).includes('heikkinen pekka'));
  assert.ok(plainTypedMarksNameKeys('Саринен Мати', { finnish: true }).includes('matti saarinen'));
  assert.deepEqual(plainTypedMarksNameKeys('Pekka Heikkinen', { finnish: true }), []);
  assert.ok(plainTypedMarksNameKeys('Юрки Мекинен', { finnish: true }).includes('jyrki makinen'));
  assert.ok(plainTypedMarksNameKeys('Рика Саринен', { finnish: true }).includes('riikka saarinen'));
  // A Finnish word holds no `y`, `ä`, `ö` beside `a`, `o`, `u`, nor a Russian name's letters
  // (`г`, `з`, `ц`), and its ending -nen is read as typed.
  assert.ok(!plainTypedMarksNameKeys('Юха Виртанен', { finnish: true }).some((key) => /jyha|virtanan|virtannen/.test(key)));
  assert.deepEqual(plainTypedMarksNameKeys('Сергей Кузнецов', { finnish: true }), []);
  const long = Array.from({ length: 28 }, () => 'Юкинен').join(' ');
  const keys = plainTypedMarksNameKeys(long, { finnish: true });
  assert.ok(keys.length > 0 && keys.length <= 32, `${keys.length} keys`);
  const many = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'Юло' : 'Кюесюмя')).join(' ');
  assert.throws(() => ctx.services.checkPerson(many, JYRKI, 50), NotFoundError);
});

test('a Finnish name typed with several ä or ö as е, and letters typed single, finds the person born that day, and no other name', () => {
  for (const [typed, birth, found] of [
    // `ä` typed `е` three times (the spellings past the keys made).
    ['Пейви Мекеле', PAIVI, [`EE:${C.eeEnergia.regcode}`]],
    ['Мекеле Пейви', PAIVI, [`EE:${C.eeEnergia.regcode}`]],
    // And `тт` typed single: four letters.
    ['Мати Хемелейнен', HAMALAINEN, [`EE:${C.eeTaxDebtor.regcode}`]],
    // `ö` and `ä` typed `е`, `кк` typed single.
    ['Вейне Хейкинен', VAINO, [`LV:${C.lvKekava.regcode}`]],
    ['Хейкинен Вяйне', VAINO, [`LV:${C.lvKekava.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.equal(ctx.services.newRegistrations('Пейви Мекеле', PAIVI, 168, 100).personKnown, true);
  // The birth date decides; a letter read no way (`о`), a word of a Russian surname's ending, a
  // word more than the register's name: no one.
  noOne('Пейви Мекеле', VAINO);
  noOne('Пейви Мекело', PAIVI);
  noOne('Пейви Мекелев', PAIVI);
  noOne('Мекеле', PAIVI);
  noOne('Мати Хемелейнен Пейви', HAMALAINEN);
  // Matti Hämäläinen and Matti Hämeläinen, born the same day: `Мати Хемелейнен` may be either, and the 404 asks for the full name.
  assert.throws(() => ctx.services.checkPerson('Мати Хемелейнен', TWO_MATTIS, 50), (e: unknown) => e instanceof NotFoundError && /full name/.test(e.message));
  assert.equal(ctx.services.newRegistrations('Мати Хемелейнен', TWO_MATTIS, 168, 100).personKnown, false);
});

test('the names of the day a Finnish name so typed may be: word for word, by the Finnish readings alone', () => {
  const match = finnishTypedLoosely('Пейви Мекеле')!;
  assert.equal(match(['makela', 'paivi']), true);
  assert.equal(match(['makela', 'paivi', 'johanna']), false);
  assert.equal(match(['makela', 'makela']), false);
  assert.equal(finnishTypedLoosely('Вейне Хейкинен')!(['heikkinen', 'vaino']), true);
  // `Сергей`, `Кузнецов`: letters no Finnish name so typed holds, a Russian surname's ending.
  assert.equal(finnishTypedLoosely('Сергей Кузнецов'), null);
  assert.equal(finnishTypedLoosely('Pekka Heikkinen'), null);
  assert.equal(finnishTypedLoosely(Array.from({ length: 6 }, () => 'Мекеле').join(' ')), null);
});
