// A birth date with its month cut short as each language's dictionary cuts it: the Latvian
// `1980. g. 1. janv.` (as an entry writes it, `dz. 1980. g. 1. janv.`), the Estonian `1. jaan 1980`,
// `1. veebr 1980`, `1. dets 1980`, the Lithuanian `1980 m. vas. 1 d.`, `bal.`, `geg.`, `birž.`,
// `rugpj.`, `rugs.`, `lapkr.`, the Swedish `1 okt. 1980` and the Russian `1 янв. 1980 г.` were told
// the rule alone by the person check (`must be a real calendar date written YYYY-MM-DD`), which
// reads as if the date were none, where `1980. gada 1. janvāris` was told the date; and a search for
// a name with such a date read its digits (`1`) as a company's name. They are now told the date to
// send, and a name written with one is read as a name with a birth date, typed in capitals or
// without diacritics too; an ordinary company's name with a month's abbreviation is read as before.
// A name's initial that is also a word of a date (`Jānis M. 1 Jan 1980`, `m.` of the Lithuanian
// year) was read with the date, leaving a name of one word: nothing was read; it stays the name's.
// A date after a word saying born (`dz. 01.01.1980`, `born 1980-01-01`), as copied from an entry,
// was told the rule alone as birthDate; it is told the date as it would be alone. Lithuanian
// `1980 m. sausio mėn. 1 d.`, Finnish `tammikuun 1. päivänä 1980` and the Estonian year's `a.`
// after a date in digits (`31.01.1980. a.`, which kept `a.` in the name) are read too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, birthDateMessage as birthDateOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { personWithBirthDate } from '../../src/domain/person-name-like.ts';
import { REAL_DATE_RULE } from '../../src/domain/dates.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const birthDateMessage = (path: string, birthDate: string) => birthDateOf(app, path, PERSON.name, birthDate);

// Each form as typed, in capitals and without diacritics, and the date it is.
const ABBREVIATED: ReadonlyArray<readonly [string, string]> = [
  // Latvian, `g.` for `gada`.
  ['dz. 1980. g. 1. janv.', '1980-01-01'], ['1980. g. 1. janv.', '1980-01-01'], ['1980. G. 1. JANV.', '1980-01-01'], ['1. janv. 1980', '1980-01-01'],
  ['1980. g. 2. febr.', '1980-02-02'], ['1980. g. 3. marts', '1980-03-03'], ['1980. g. 4. apr.', '1980-04-04'], ['1980. g. 6. jūn.', '1980-06-06'],
  ['1980. g. 7. jul.', '1980-07-07'], ['1980. g. 8. aug.', '1980-08-08'], ['1980. g. 9. sept.', '1980-09-09'], ['1980. g. 10. okt.', '1980-10-10'],
  ['1980. g. 11. nov.', '1980-11-11'], ['1980. g. 12. dec.', '1980-12-12'],
  // Estonian, with the year's `a.` (aastal).
  ['1. jaan 1980', '1980-01-01'], ['2. veebr 1980', '1980-02-02'], ['3. märts 1980', '1980-03-03'], ['3. MARTS 1980', '1980-03-03'],
  ['4. apr 1980', '1980-04-04'], ['6. juuni 1980', '1980-06-06'], ['7. juuli 1980', '1980-07-07'], ['8. aug 1980', '1980-08-08'],
  ['9. sept 1980', '1980-09-09'], ['10. okt 1980', '1980-10-10'], ['11. nov 1980', '1980-11-11'], ['12. dets 1980', '1980-12-12'],
  ['12. dets. 1980. a.', '1980-12-12'], ['sünd. 1. jaan 1980', '1980-01-01'],
  // Lithuanian.
  ['1980 m. saus. 1 d.', '1980-01-01'], ['1980 m. vas. 2 d.', '1980-02-02'], ['1980 m. kov. 3 d.', '1980-03-03'], ['1980 m. bal. 4 d.', '1980-04-04'],
  ['1980 m. geg. 5 d.', '1980-05-05'], ['1980 m. birž. 6 d.', '1980-06-06'], ['1980 M. BIRZ. 6 D.', '1980-06-06'], ['1980 m. liep. 7 d.', '1980-07-07'],
  ['1980 m. rugpj. 8 d.', '1980-08-08'], ['1980 m. rugs. 9 d.', '1980-09-09'], ['1980 m. spal. 10 d.', '1980-10-10'], ['1980 m. lapkr. 11 d.', '1980-11-11'],
  ['1980 m. gruod. 12 d.', '1980-12-12'], ['1980 m. sausio 1 d.', '1980-01-01'], ['1980 m. sausio mėn. 1 d.', '1980-01-01'],
  // Finnish.
  ['1. tammik. 1980', '1980-01-01'], ['2. helmik. 1980', '1980-02-02'], ['6. kesäk. 1980', '1980-06-06'], ['12. jouluk. 1980', '1980-12-12'],
  ['1. tammikuuta 1980', '1980-01-01'], ['1. TAMMIKUUTA 1980', '1980-01-01'], ['tammikuun 1. päivänä 1980', '1980-01-01'],
  // Swedish.
  ['1 jan. 1980', '1980-01-01'], ['2 febr. 1980', '1980-02-02'], ['10 okt. 1980', '1980-10-10'], ['12 dec. 1980', '1980-12-12'],
  // Russian, and `май`, whose letter й was lost to the folding of the words but not of the month's.
  ['1 янв. 1980 г.', '1980-01-01'], ['2 февр. 1980 г.', '1980-02-02'], ['3 мар. 1980 г.', '1980-03-03'], ['4 апр. 1980 г.', '1980-04-04'],
  ['5 май 1980', '1980-05-05'], ['8 авг. 1980 г.', '1980-08-08'], ['9 сент. 1980 г.', '1980-09-09'], ['9 сен. 1980', '1980-09-09'],
  ['10 окт. 1980 г.', '1980-10-10'], ['11 нояб. 1980 г.', '1980-11-11'], ['12 дек. 1980 г.', '1980-12-12'], ['1 ЯНВ. 1980 Г.', '1980-01-01'],
  ['1 янв. 1980г.', '1980-01-01'], ['род. 1 янв. 1980 г.', '1980-01-01'],
];

test('a birth date with its month cut short, in a language of the four countries, Swedish or Russian, is told the date to send, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, iso] of ABBREVIATED) {
      assert.match(await birthDateMessage(path, typed), new RegExp(`its month as a number; the date sent is ${iso}: send birthDate=${iso}$`), `${path} ${typed}`);
    }
  }
  // Cut short and without a day: the day is needed.
  for (const [typed, form] of [['janv. 1980', '1980-01-DD'], ['1980. g. janv.', '1980-01-DD'], ['dets 1980', '1980-12-DD'], ['янв. 1980', '1980-01-DD']] as const) {
    assert.match(await birthDateMessage('/persons/check', typed), new RegExp(`a month and year gives no day: send the day too, birthDate=${form} `), typed);
  }
});

test('a birth date after a word saying born, as copied from an entry or a document, is told the date to send, on both person endpoints', async () => {
  // Read with the word, each was told the rule alone.
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, told] of [
      ['dz. 01.01.1980', 'read day first, is 1980-01-01: send birthDate=1980-01-01'], ['Dzimšanas datums: 1.1.1980.', 'read day first, is 1980-01-01: send birthDate=1980-01-01'],
      ['s. 1.1.1980', 'read day first, is 1980-01-01: send birthDate=1980-01-01'], ['d.o.b. 31/01/1980', 'send birthDate=1980-01-31'],
      ['Date of birth: 1 Jan 1980', 'the date sent is 1980-01-01: send birthDate=1980-01-01'], ['sund. 1. jaan 1980', 'the date sent is 1980-01-01: send birthDate=1980-01-01'],
      ['born 1980-01-01', 'must be a birth date alone, written YYYY-MM-DD, without a word saying born: send birthDate=1980-01-01'],
      ['dz. 1980', 'a year alone gives no day: send the day too, birthDate=1980-MM-DD '],
    ] as const) {
      assert.ok((await birthDateMessage(path, typed)).includes(told), `${path} ${typed}`);
    }
  }
  // The Russian words in Latin letters, as a passport or a sanctions list writes them (`rod.` for
  // `род.`): read as words of the date, each was told the rule alone.
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, told] of [
      ['rod. 12.03.1975', 'read day first, is 1975-03-12: send birthDate=1975-03-12'],
      ['rod. 1975-03-12', 'without a word saying born: send birthDate=1975-03-12'],
      ['Rod. 12 marta 1975', 'the date sent is 1975-03-12: send birthDate=1975-03-12'],
      ['rodilsya 12.03.1975', 'read day first, is 1975-03-12: send birthDate=1975-03-12'],
      ["rodilas' 12.03.1975", 'read day first, is 1975-03-12: send birthDate=1975-03-12'],
      ['rodilas 12.03.1975', 'read day first, is 1975-03-12: send birthDate=1975-03-12'],
      ['rod. 1975', 'a year alone gives no day: send the day too, birthDate=1975-MM-DD '],
    ] as const) {
      assert.ok((await birthDateMessage(path, typed)).includes(told), `${path} ${typed}: ${await birthDateMessage(path, typed)}`);
    }
  }
  // `rod` without its stop is no such word (`Rod` is a given name).
  assert.equal(await birthDateMessage('/persons/check', 'rod 12.03.1975'), REAL_DATE_RULE);
  // The Estonian year's `a.` after a date in digits, as after one whose month is a word.
  for (const typed of ['31.01.1980. a.', '31.01.1980 a.', '31.01.1980. aastal']) {
    assert.ok((await birthDateMessage('/persons/check', typed)).endsWith('read day first, is 1980-01-31: send birthDate=1980-01-31'), typed);
    assert.deepEqual(personWithBirthDate(`Jānis Bērziņš ${typed}`), { name: 'Jānis Bērziņš', birthDate: '1980-01-31' }, typed);
  }
  // No date after the word, or a word saying born alone: the rule alone.
  for (const typed of ['born', 'dz. 31.02.1980', 'dz. Jānis']) assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
});

test('a name written with a birth date whose month is cut short is read as the name and the date', () => {
  for (const [typed, iso] of ABBREVIATED) {
    assert.deepEqual(personWithBirthDate(`Jānis Bērziņš ${typed}`), { name: 'Jānis Bērziņš', birthDate: iso }, typed);
    assert.deepEqual(personWithBirthDate(`Jānis Bērziņš (${typed})`), { name: 'Jānis Bērziņš', birthDate: iso }, `(${typed})`);
  }
});

test('an initial before a month-named date that is also a word of a date (`A.` the Estonian year\'s, `M.` the Lithuanian) stays the name\'s', () => {
  // Read with the date, the name was one word and no person's: nothing was read.
  for (const initial of ['A.', 'M.', 'D.', 'G.']) {
    assert.deepEqual(personWithBirthDate(`Jānis ${initial} 1 Jan 1980`), { name: `Jānis ${initial}`, birthDate: '1980-01-01' }, initial);
  }
  assert.deepEqual(personWithBirthDate('Jānis Bērziņš 1. dets. 1980. a.'), { name: 'Jānis Bērziņš', birthDate: '1980-12-01' });
  // A word saying born typed without diacritics was kept in the name (`Jānis Bērziņš sund.`).
  for (const text of ['Jānis Bērziņš sund. 1. jaanuar 1980', 'Jānis Bērziņš fodd 1 januari 1980', 'Jānis Bērziņš, dzimsanas datums 01.01.1980']) {
    assert.deepEqual(personWithBirthDate(text), { name: 'Jānis Bērziņš', birthDate: '1980-01-01' }, text);
  }
});

test('a company\'s name holding a month\'s abbreviation is not read as a person\'s birth date', () => {
  for (const text of ['Dec 2024 Invest', 'SIA Marts', 'Okt Group', 'Nov 1 OÜ', 'Dets 2020 OÜ', 'Jaan Tamm', 'Bal 1980 Group', 'SIA Okt 1 2020',
    'Vas Invest 12 2019', 'Tamm Jaan 5 1980']) {
    assert.equal(personWithBirthDate(text), null, text);
  }
});

test('a search for a name with such a date lists no company by the date\'s digits and searches the name', async () => {
  for (const q of ['Jānis Bērziņš dz. 1980. g. 1. janv.', 'Jānis Bērziņš, 1 янв. 1980 г.', 'Janis Berzins 1980 m. saus. 1 d.']) {
    const r = await app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
    assert.equal(r.statusCode, 200, r.body);
    const body = JSON.parse(r.body) as { searchedFor?: string; nothingFound?: string };
    assert.match(body.searchedFor ?? '', /^J[aā]nis B[eē]rzi[nņ][sš]$/u, q);
    assert.match(body.nothingFound ?? '', /birthDate=1980-01-01$/, q);
  }
});
