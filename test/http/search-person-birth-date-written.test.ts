// A person's name with a birth date written otherwise than in digits day first or ISO: with its
// month as a word (`Jānis Bērziņš born 1 January 1980`, `1980. gada 1. janvārī`, `1 января 1980`),
// year first with dots or slashes, or after a one-letter word for born (`s. 1.1.1980`). Read as typed,
// the date's `1` found `Cēsu Kultūras Biedrība 1` by fewer words, and the answer said it searched for
// `1`; it is now read as the ISO date is, the name searched and the person check named with both.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { API } from './harness.ts';
import { ownCompany } from '../helpers/seed.ts';
import { personWithBirthDate } from '../../src/domain/person-name-like.ts';
import { personWithBirthYear } from '../../src/domain/person-birth-year.ts';
import { birthDateWrittenOtherwiseRule } from '../../src/domain/birth-date-written-otherwise.ts';

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    ownCompany('40008561681', '"Cēsu Kultūras Biedrība 1"', { form: 'BDR' }),
    ownCompany('40008561682', '"Cēsu Motoklubs 1980"', { form: 'BDR' }),
    ownCompany('12874234', 'Mari Tamm FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja' }),
    ownCompany('12874235', 'BA Õlu OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing' }),
    ownCompany('12874236', 'SB Kivi OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

async function answer(path: 'search' | 'autofill', q: string) {
  const res = await t.app.app.inject({ url: `${API}/companies/${path}?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body) as { count: number; results: Array<{ name: string }>; searchedFor?: string; nothingFound?: string };
}

const PERSON_CHECK = 'GET /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01';

const WRITTEN = [
  'Jānis Bērziņš born 1 January 1980', 'Jānis Bērziņš, 1 January 1980', 'Jānis Bērziņš Jan 1, 1980', 'Jānis Bērziņš 1980. gada 1. janvāris',
  'Jānis Bērziņš (dz. 1980. gada 1. janvārī)', 'Jānis Bērziņš 1 января 1980 г.р.', 'Jānis Bērziņš s. 1.1.1980', 'Jānis Bērziņš sünd. 1. jaanuar 1980',
  'Jānis Bērziņš gim. 1980 m. sausio 1 d.', 'Jānis Bērziņš syntynyt 1. tammikuuta 1980', 'Jānis Bērziņš född 1 januari 1980',
  'Jānis Bērziņš 01-JAN-1980', 'Jānis Bērziņš 1.I.1980', 'Jānis Bērziņš 1980.01.01', 'Jānis Bērziņš 1980/01/01', 'Jānis Bērziņš, January 1st, 1980',
  // The Lithuanian year's `m.` after a whole date, and a Russian month written in Latin letters.
  'Jānis Bērziņš 1980-01-01 m.', 'Jānis Bērziņš (gim. 1980-01-01 m.)', 'Jānis Bērziņš 1 yanv 1980', 'Jānis Bērziņš 1 yanvarya 1980 g.',
  'Jānis Bērziņš 1 ianvaria 1980',
];

test('a name with a birth date whose month is a word, or written otherwise, lists no company by the date\'s digits and names the person check', async () => {
  for (const q of WRITTEN) {
    for (const path of ['search', 'autofill'] as const) {
      const body = await answer(path, q);
      assert.deepEqual(body.results.map((r) => r.name), [], `${path} ${q}`);
      if (path === 'search') assert.equal(body.searchedFor, 'Jānis Bērziņš', q);
      assert.ok(body.nothingFound?.endsWith(PERSON_CHECK), `${path} ${q}: ${body.nothingFound}`);
    }
  }
});

// The words around a date in digits were kept in the name the person check was named with:
// `Jānis Bērziņš .` for the Latvian full stop after the year, `Jānis Bērziņš d.o.` for `d.o.b.`,
// `Jānis Bērziņš dzimšanas datums` for the words saying it is the date of birth.
const AROUND = [
  'Jānis Bērziņš 01.01.1980.', 'Jānis Bērziņš, d.o.b. 01/01/1980', 'Jānis Bērziņš dzimšanas datums 01.01.1980', 'Jānis Bērziņš, sünniaeg 01.01.1980',
  'Jānis Bērziņš, gimimo data 1980-01-01', 'Jānis Bērziņš, syntymäaika 1.1.1980', 'Jānis Bērziņš, födelsedatum 1980-01-01',
  'Jānis Bērziņš, дата рождения 01.01.1980', 'Jānis Bērziņš 1.1.1980 г.', 'Jānis Bērziņš 01.01.1980 г.р.', 'Jānis Bērziņš, born on 1 January 1980',
];

test('the words saying a date is a birth date, and the marks after its year, are no part of the name the person check is named with', async () => {
  for (const q of AROUND) {
    const body = await answer('search', q);
    assert.equal(body.searchedFor, 'Jānis Bērziņš', q);
    assert.ok(body.nothingFound?.endsWith(PERSON_CHECK), `${q}: ${body.nothingFound}`);
  }
});

test('a company bearing the name written with a month-named date is listed by the name', async () => {
  const body = await answer('search', 'Mari Tamm sünd. 1. jaanuar 1980');
  assert.deepEqual(body.results.map((r) => r.name), ['Mari Tamm FIE']);
  assert.equal(body.searchedFor, 'Mari Tamm');
});

test('a date with its month as a word is read only where the rest is a person\'s name, and a one-letter word only where the name keeps two words', () => {
  assert.deepEqual(personWithBirthDate('Иван Петров род. 1 января 1980'), { name: 'Иван Петров', birthDate: '1980-01-01' });
  assert.deepEqual(personWithBirthDate('Jānis B. 1980-01-01'), { name: 'Jānis B.', birthDate: '1980-01-01' });
  for (const text of ['Maija Ozola 1980', 'Ozola Maija 1 1980', 'Jānis Bērziņš 31 February 1980', 'Jānis Bērziņš 1 Jan 2999',
    'SIA Rīgas Koks 1 January 2020', 'Jānis 1 January 1980', 'Jānis Bērziņš 1.1.1.1980']) {
    assert.equal(personWithBirthDate(text), null, text);
  }
});

// `rod.` (`род.`, born) and its full forms in Latin letters, as a Russian name is copied from a
// passport or a sanctions list, say born as `род.` does: read as the name's, they were searched
// for (`Ivanov Ivan rod.`) and named the person check with them.
test('the Russian words saying born written in Latin letters are no part of the name', async () => {
  for (const text of ['Ivanov Ivan rod. 12.03.1975', 'Ivanov Ivan, rod. 1975-03-12', 'Ivanov Ivan (rod. 12 marta 1975)',
    'Ivanov Ivan rodilsya 12.03.1975', 'IVANOV IVAN ROD. 12.03.1975']) {
    assert.deepEqual(personWithBirthDate(text)?.birthDate, '1975-03-12', text);
    assert.equal(personWithBirthDate(text)?.name.toLowerCase(), 'ivanov ivan', text);
  }
  for (const text of ["Ivanova Anna rodilas' 12.03.1975", 'Ivanova Anna rodilas 12.03.1975', 'Ivanova Anna rodilas’ 12.03.1975']) {
    assert.deepEqual(personWithBirthDate(text), { name: 'Ivanova Anna', birthDate: '1975-03-12' }, text);
  }
  // `Rod` without its stop is a given name.
  assert.deepEqual(personWithBirthDate('Rod Stewart 12.03.1975'), { name: 'Rod Stewart', birthDate: '1975-03-12' });
  const body = await answer('search', 'Jānis Bērziņš rod. 01.01.1980');
  assert.equal(body.searchedFor, 'Jānis Bērziņš');
  assert.ok(body.nothingFound?.endsWith(PERSON_CHECK), body.nothingFound);
});

// A Russian month in Latin letters, as a passport or a form taking no Cyrillic writes it, is the month.
test('a Russian month written in Latin letters is read as that month', () => {
  for (const [text, date] of [['Ivan Petrov 5 fevralya 1980', '1980-02-05'], ['Ivan Petrov 5 iyunya 1980', '1980-06-05'],
    ['Ivan Petrov 5 avg. 1980 g.', '1980-08-05'], ['Ivan Petrov 5 sentyabrya 1980', '1980-09-05'], ['Ivan Petrov 5 dek 1980', '1980-12-05']]) {
    assert.deepEqual(personWithBirthDate(text!), { name: 'Ivan Petrov', birthDate: date }, text);
  }
  assert.match(birthDateWrittenOtherwiseRule('1 yanv 1980') ?? '', /send birthDate=1980-01-01$/);
  assert.match(birthDateWrittenOtherwiseRule('1980-01-01 m.') ?? '', /without the year's mark \(m\.\): send birthDate=1980-01-01$/);
});

// `Jaan` is the Estonian abbreviation of January and the commonest Estonian given name. Written before
// the day with the year last (`Mari Tamm Jaan 5 1980`), as no Estonian date is written (`5. jaan
// 1980`), it is read as the name: the text names no birth date, and the search reads it as typed.
// After the day, or cut short with its stop (`jaan. 5 1980`), it is the month; an English month before
// the day (`Jan 5 1980`) is the month as English writes it. The birthDate parameter reads it alike.
test('a month word that is also a given name is the name before the day, the month after it', async () => {
  for (const text of ['Mari Tamm Jaan 5 1980', 'Mari Tamm Mart 5 1980', 'Anna Ozola Maija 5 1980']) assert.equal(personWithBirthDate(text), null, text);
  for (const [text, name] of [['Mari Tamm 5. jaan 1980', 'Mari Tamm'], ['Jaan Tamm 5. jaan 1980', 'Jaan Tamm'], ['Jaan Tamm 5 Jaan 1980', 'Jaan Tamm'],
    ['Mari Tamm jaan. 5 1980', 'Mari Tamm'], ['Mari Tamm Jan 5 1980', 'Mari Tamm'], ['Anna Ozola 5. maijs 1980', 'Anna Ozola']]) {
    assert.equal(personWithBirthDate(text!)?.name, name, text);
  }
  assert.equal(personWithBirthDate('Jaan Tamm 5. jaan 1980')?.birthDate, '1980-01-05');
  assert.equal(birthDateWrittenOtherwiseRule('Jaan 5 1980'), null);
  assert.match(birthDateWrittenOtherwiseRule('5. jaan 1980') ?? '', /send birthDate=1980-01-05$/);
  // Searched as typed, as the same text with another given name is (`Kadri Mets Jüri 5 1980`): no
  // person check is named with a date the text does not hold.
  for (const name of ['Kadri Mets', 'Mari Tamm']) {
    const jaan = await answer('search', `${name} Jaan 5 1980`);
    assert.deepEqual(jaan, await answer('search', `${name} Jüri 5 1980`), name);
    assert.doesNotMatch(jaan.nothingFound ?? '', /person check|birthDate/, name);
  }
  assert.match((await answer('search', 'Kadri Mets 5. jaan 1980')).nothingFound ?? '', /birthDate=1980-01-05$/);
});

// A person's name with a year of birth, or its month and year, the one-letter word for born before it
// (`Ilze Kalniņa, b. 03.1971`): read as typed, `b.` was the one word some names hold, and the answer
// listed `BA Õlu OÜ` and the like as `searchedFor: "b."`; a year alone was told to check the spelling.
const OF_YEAR: Array<[string, string]> = [
  ['Ilze Kalniņa, b. 03.1971', '1971-03-DD'], ['Ilze Kalniņa dz. 03.1971', '1971-03-DD'], ['Ilze Kalniņa, s. 1971', '1971-MM-DD'],
  ['Ilze Kalniņa sünd. 1971', '1971-MM-DD'], ['Ilze Kalniņa (gim. 1971 m.)', '1971-MM-DD'], ['Ilze Kalniņa dz. 1971. g.', '1971-MM-DD'],
  ['Ilze Kalniņa 1971-03', '1971-03-DD'], ['Ilze Kalniņa (1971)', '1971-MM-DD'],
];

test('a name with a year of birth, or its month and year, is searched as the name and names the person check with the date to complete', async () => {
  for (const [q, birthDate] of OF_YEAR) {
    for (const path of ['search', 'autofill'] as const) {
      const body = await answer(path, q);
      assert.deepEqual(body.results.map((r) => r.name), [], `${path} ${q}`);
      if (path === 'search') assert.equal(body.searchedFor, 'Ilze Kalniņa', q);
      assert.ok(body.nothingFound?.endsWith(`which needs the whole birth date: GET /api/public/v1/persons/check?name=Ilze%20Kalni%C5%86a&birthDate=${birthDate}`),
        `${path} ${q}: ${body.nothingFound}`);
    }
  }
  // A company bearing the name is listed by it; a name with a year that names a company as typed is the company's.
  assert.deepEqual((await answer('search', 'Mari Tamm, s. 1980')).results.map((r) => r.name), ['Mari Tamm FIE']);
  const club = await answer('search', 'Cēsu Motoklubs 1980');
  assert.equal(club.results[0]?.name, '"Cēsu Motoklubs 1980"');
  assert.equal(club.searchedFor, undefined);
});

test('a one-letter word before a year is born\'s only where the name keeps two words, and a year of the last 14 is no birth year', () => {
  assert.deepEqual(personWithBirthYear('Ilze Kalniņa, b. 03.1971'), { name: 'Ilze Kalniņa', birthDate: '1971-03-DD', monthWritten: true });
  assert.equal(personWithBirthYear('Jānis B. 1980')?.name, 'Jānis B.');
  const now = new Date('2026-11-30T00:00:00Z');
  assert.equal(personWithBirthYear('Jānis Bērziņš 2012', now)?.birthDate, '2012-MM-DD');
  for (const text of ['Jānis Bērziņš 2013', 'Jānis Bērziņš 1899', 'Jānis Bērziņš 13.1980', 'SIA Rīgas Koks 1990', 'Jānis 1980',
    'Jānis Bērziņš 1980 1981', 'Jānis Bērziņš 1980-01-01']) {
    assert.equal(personWithBirthYear(text, now), null, text);
  }
});
