// A name holding a birth date other than birthDate (`Jānis Bērziņš 1980-01-02`, `…, dz. 02.01.1980`,
// `… (born 1981)`, as a row of a document is pasted) was answered for birthDate's person, the
// name's date read past as no word of the name: which of the two is the person's only the client
// knows. It is now a 400 naming name, both dates and the name alone to send; a date in the name that
// is birthDate's is read past as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const ROUTES = ['/persons/check', '/persons/new-registrations'];
const ask = (route: string, name: string) => app.app.inject({ url: `${API}${route}?name=${encodeURIComponent(name)}&birthDate=${PERSON.birthDate}` });
const [year, month, day] = PERSON.birthDate.split('-') as [string, string, string];
const otherYear = String(Number(year) + 1);

test('a name holding another birth date, year or month than birthDate is a 400 naming both and the name to send', async () => {
  for (const route of ROUTES) {
    for (const [written, told, kind] of [
      [`${otherYear}-${month}-${day}`, `${otherYear}-${month}-${day}`, 'a birth date'],
      [`, dz. ${day}.${month}.${otherYear}`, `${otherYear}-${month}-${day}`, 'a birth date'],
      [` (born ${otherYear})`, otherYear, 'a year of birth'],
    ] as const) {
      const r = await ask(route, `${PERSON.name} ${written}`);
      assert.equal(r.statusCode, 400, `${route} ${written}: ${r.body.slice(0, 200)}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['name',
        `holds ${kind}, ${told}, other than birthDate=${PERSON.birthDate}${kind === 'a birth date' ? '' : '\'s'}: send the name alone (name=${PERSON.name}) and the person's birth date in birthDate`]], `${route} ${written}`);
    }
  }
});

test('a name holding birthDate\'s own date or year is answered as the name alone', async () => {
  for (const route of ROUTES) {
    const alone = await ask(route, PERSON.name);
    assert.equal(alone.statusCode, 200, route);
    for (const written of [PERSON.birthDate, `dz. ${day}.${month}.${year}`, year]) {
      const r = await ask(route, `${PERSON.name} ${written}`);
      assert.equal(r.statusCode, 200, `${route} ${written}: ${r.body.slice(0, 200)}`);
      assert.deepEqual((r.json() as { results: unknown[] }).results, (alone.json() as { results: unknown[] }).results, `${route} ${written}`);
    }
  }
});

// A personal code pasted after the name gives a birth date too: one of another day was read past.
test('a name holding a personal code of another birth date is a 400 naming it and the date it gives; one of birthDate\'s is read past', async () => {
  const code = (y: string) => `${day}${month}${y.slice(2)}-${y < '2000' ? '1' : '2'}2345`;
  for (const route of ROUTES) {
    const r = await ask(route, `${PERSON.name} ${code(otherYear)}`);
    assert.equal(r.statusCode, 400, `${route}: ${r.body.slice(0, 200)}`);
    assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['name',
      `holds a personal code, ${code(otherYear)}, which gives the birth date ${otherYear}-${month}-${day}, other than birthDate=${PERSON.birthDate}: `
        + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)']], route);
    assert.equal((await ask(route, `${PERSON.name} ${code(year)}`)).statusCode, 200, route);
  }
});

// A personal code with its last digits masked, as an extract or a document prints it, gives the
// birth too: one of another day (`Jānis Bērziņš 140375-1****` beside another birthDate) was read past
// as no word of the name, and birthDate's person answered, where the whole code was told.
test('a name holding a masked personal code of another birth is a 400 naming it; one of birthDate\'s is read past', async () => {
  const yy = otherYear.slice(2);
  const century = otherYear < '2000' ? '1' : '2';
  for (const route of ROUTES) {
    for (const [masked, gives] of [
      [`${day}${month}${yy}-${century}****`, `date ${otherYear}-${month}-${day}`],
      [`${day}${month}${yy}${century}XXXX`, `date ${otherYear}-${month}-${day}`],
      [`${day}${month}${yy}-*****`, `day ${day}.${month}.${yy} (its century masked)`],
      [`${otherYear < '2000' ? '3' : '5'}${yy}${month}${day}****`, `date ${otherYear}-${month}-${day}`],
    ] as const) {
      const r = await ask(route, `${PERSON.name}, p.k. ${masked}`);
      assert.equal(r.statusCode, 400, `${route} ${masked}: ${r.body.slice(0, 200)}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['name',
        `holds a personal code, ${masked}, which gives the birth ${gives}, other than birthDate=${PERSON.birthDate}: `
          + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)']], `${route} ${masked}`);
    }
    for (const masked of [`${day}${month}${year.slice(2)}-${year < '2000' ? '1' : '2'}****`, `${day}${month}${year.slice(2)}-*****`]) {
      assert.equal((await ask(route, `${PERSON.name} ${masked}`)).statusCode, 200, `${route} ${masked}`);
    }
  }
});

// A code typed or copied with spaces around its hyphen or before its mask (`140375 - 12345`,
// `140375-1 ****`) was read as words of no letter, passed over, and birthDate's person answered.
test('a personal code written with spaces in it is read as one code', async () => {
  const yy = otherYear.slice(2);
  const century = otherYear < '2000' ? '1' : '2';
  for (const route of ROUTES) {
    for (const [spaced, code] of [
      [`${day}${month}${yy} - ${century}2345`, `${day}${month}${yy}-${century}2345`],
      [`${day}${month}${yy} – ${century} ****`, `${day}${month}${yy}–${century}****`],
      [`${day}${month}${yy}-${century} ****`, `${day}${month}${yy}-${century}****`],
    ] as const) {
      const r = await ask(route, `${PERSON.name} ${spaced}`);
      assert.equal(r.statusCode, 400, `${route} ${spaced}: ${r.body.slice(0, 200)}`);
      assert.match(problemOf(r).errors?.[0]?.message ?? '', new RegExp(`^holds a personal code, ${code.replace(/\*/g, '\\*')}, which gives the birth date ${otherYear}-${month}-${day}`), `${route} ${spaced}`);
    }
    assert.equal((await ask(route, `${PERSON.name} ${day}${month}${year.slice(2)} - ${year < '2000' ? '1' : '2'} ****`)).statusCode, 200, route);
  }
});

// A code whose century digit reads it as a day still to come (`140375-2****`, born 2075) or before
// 1900, when no one the check lists was born, was told as that birth, or, whole, read past: it
// gives no birth date, and the 400 says so, beside birthDate's own day too.
test('a personal code read as a day still to come or before 1900 is told it gives no birth date', async () => {
  const yy = year.slice(2);
  for (const route of ROUTES) {
    for (const [code, reads, why] of [
      [`${day}${month}${yy}-2****`, `20${yy}-${month}-${day}`, 'a day still to come'],
      [`${day}${month}${yy}-22345`, `20${yy}-${month}-${day}`, 'a day still to come'],
      [`${day}${month}${yy}-0****`, `18${yy}-${month}-${day}`, 'before 1900, when no one the registers list was born'],
      [`${day}${month}${yy}-02345`, `18${yy}-${month}-${day}`, 'before 1900, when no one the registers list was born'],
    ] as const) {
      const r = await ask(route, `${PERSON.name}, p.k. ${code}`);
      assert.equal(r.statusCode, 400, `${route} ${code}: ${r.body.slice(0, 200)}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['name',
        `holds a personal code, ${code}, which gives no birth date: it reads as ${reads}, ${why}: `
          + 'send the name alone and the person\'s birth date in birthDate (the check takes no personal code)']], `${route} ${code}`);
    }
  }
});
