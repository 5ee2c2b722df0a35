// A birth date written year first otherwise than YYYY-MM-DD (1980.01.31, 1980/01/31, 1980-1-31, or
// 19800131, ISO 8601's basic form, as systems store a date) or sent as a date and time (a client
// serializing a date value: 1980-01-31T00:00:00.000Z) was told only "must be a real calendar date
// written YYYY-MM-DD", which reads as if the date were no real one. It is now told the date it
// reads, to send; a time other than midnight may be a day off (a local midnight east of UTC
// written as the day before), and from noon on the day after is named too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, birthDateMessage as birthDateOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { REAL_DATE_RULE } from '../../src/domain/dates.ts';
import { InvalidParameterError } from '../../src/domain/errors.ts';
import { createOpenGate } from '../../src/http/rate-limit/memory-gate.ts';

let app: TestApp;
// Many dates are sent to each endpoint: the rate limits are not what is tested.
before(async () => { app = await startTestApp({ services: await testServices(), gate: createOpenGate() }); });
after(async () => { await app.close(); });

const PATHS = ['/persons/check', '/persons/new-registrations'];

const birthDateMessage = (path: string, birthDate: string) => birthDateOf(app, path, PERSON.name, birthDate);

test('a date written year first with dots, slashes, no zeros or no separator is told the date to send', async () => {
  for (const path of PATHS) {
    for (const typed of ['1980.01.31', '1980/01/31', '1980/1/31', '1980-1-31', '19800131']) {
      assert.match(await birthDateMessage(path, typed), /read year first, is 1980-01-31: send birthDate=1980-01-31$/, `${path} ${typed}`);
    }
  }
});

test('a date and time is told the date alone, and a time that is not midnight the day after too', async () => {
  for (const path of PATHS) {
    for (const typed of ['1980-01-31T00:00:00Z', '1980-01-31T00:00:00.000Z', '1980-01-31 00:00:00', '1980-01-31T00:00+02:00']) {
      assert.match(await birthDateMessage(path, typed), /not a date and time: send birthDate=1980-01-31$/, `${path} ${typed}`);
    }
    // The 1st of February at midnight in Rīga, as a client converting it to UTC writes it.
    const shifted = await birthDateMessage(path, '1980-01-31T22:00:00.000Z');
    assert.match(shifted, /not a date and time; .*send the day of birth alone, birthDate=1980-02-01 or birthDate=1980-01-31/, path);
    assert.match(await birthDateMessage(path, '1980-01-31T05:00:00-05:00'), /send the day of birth alone, birthDate=1980-01-31$/, path);
  }
});

test('a year-first date or a date and time of no real day keeps the rule alone', async () => {
  for (const typed of ['1980.02.30', '19801301', '1980-02-30T00:00:00Z', '1980/01/31/', '12754320']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a service caller is told the same', async () => {
  const services = await testServices();
  assert.throws(() => services.checkPerson(PERSON.name, '1980-01-31T00:00:00.000Z', 50),
    (e: unknown) => e instanceof InvalidParameterError && /send birthDate=1980-01-31$/.test(e.message));
});

// 0001-01-01 (the least date of .NET and Java, as a system serializes a birth date it does not
// know) and MySQL's 0000-00-00 were told "must be a real calendar date", which 0001-01-01 is, and
// read as a typing slip; a year before 1000 is now told for what it is, on both person routes.
test('a birth date of the year 0 or 1 is told a placeholder for a date not known, another year before 1000 to check', async () => {
  for (const path of PATHS) {
    for (const typed of ['0001-01-01', '0001-01-01T00:00:00', '0001-01-01T00:00:00Z', '0000-00-00', '0000-00-00 00:00:00', '01.01.0001', '1/1/0001']) {
      assert.match(await birthDateMessage(path, typed), /^must be the person's birth date written YYYY-MM-DD, of a year from 1000 on: the year 000[01] reads as a placeholder a system writes for a birth date it does not know/, `${path} ${typed}`);
    }
    assert.equal(await birthDateMessage(path, '0980-01-31'),
      'must be the person\'s birth date written YYYY-MM-DD, of a year from 1000 on: the year 0980 is of no one the registers list: check its digits');
  }
});

// A date copied from a web page or a spreadsheet may carry an invisible character (a left-to-right
// mark, a zero-width space or joiner; a byte order mark at its edge is read past as a space): it was told "must be a real calendar date", though
// it reads as one, and nothing showed what was wrong.
test('a date holding an invisible character is told so, with the date to send', async () => {
  for (const path of PATHS) {
    for (const [typed, code] of [['\u200E1980-01-31', 'U+200E'], ['1980-01-31\u200B', 'U+200B'], ['1980-\u200D01-31', 'U+200D']]) {
      assert.equal(await birthDateMessage(path, typed!),
        `must be a birth date written YYYY-MM-DD alone: the date sent holds an invisible character (${code}), as text copied from a web page or a spreadsheet may: send birthDate=1980-01-31`, `${path} ${code}`);
    }
    // Written otherwise too: told as that date would be.
    assert.match(await birthDateMessage(path, '\u200E31.01.1980'), /read day first, is 1980-01-31: send birthDate=1980-01-31$/, path);
  }
});

// A date with a time zone (1980-01-01Z, as XML's xs:date writes one) or of ISO 8601's expanded year
// (+001980-01-01) was told "must be a real calendar date", of a day that is one; each is now told
// what was read and the date to send, on both person routes and to a service caller.
test('a date with a time zone or an expanded year is told what was read and the date to send', async () => {
  for (const path of PATHS) {
    for (const [typed, zone] of [['1980-01-31Z', 'Z, the time zone UTC'], ['1980-01-31+02:00', '+02:00, a time zone'], ['1980-01-31-0500', '-0500, a time zone']]) {
      assert.equal(await birthDateMessage(path, typed!), `must be a birth date alone, written YYYY-MM-DD, without a time zone: the date sent ends in ${zone}, `
        + 'as XML\'s xs:date and its serializers write a date; a birth date is a day in no zone: send birthDate=1980-01-31', `${path} ${typed}`);
    }
    assert.equal(await birthDateMessage(path, '+001980-01-31'), 'must be a birth date written YYYY-MM-DD, its year in four digits: the date sent is written '
      + 'with ISO 8601\'s expanded year (+001980, a sign and 6 digits), as a serializer of years past 9999 writes every year: send birthDate=1980-01-31', path);
    // The + of a URL not percent-encoded arrives as a space, read past: six digits are left.
    const r = await app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(PERSON.name)}&birthDate=+001980-01-31` });
    assert.match(JSON.stringify(r.json()), /its year in 6 digits \(001980\), as ISO 8601's expanded year writes it after a \+ .*send birthDate=1980-01-31/, path);
    // Expanded and a date and time: told as the date and time is.
    assert.match(await birthDateMessage(path, '+001980-01-31T00:00:00.000Z'), /not a date and time: send birthDate=1980-01-31$/, path);
  }
  for (const typed of ['1980-02-30Z', '+001980-02-30', '-001980-01-31']) assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  const services = await testServices();
  assert.throws(() => services.checkPerson(PERSON.name, '1980-01-31Z', 50),
    (e: unknown) => e instanceof InvalidParameterError && /without a time zone: .*send birthDate=1980-01-31$/.test(e.message));
});
