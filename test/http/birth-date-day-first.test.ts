// A birth date written as the four countries write a date, day first with dots (31.01.1980, the
// Latvian 31.01.1980., the Finnish 1.2.1980; RIK's own files write dates so), was told only
// "must be a real calendar date written YYYY-MM-DD", which reads as if the digits were mistyped.
// It is now told the date it reads, to send (of a two-digit year, the centuries it may mean); a
// date written with slashes, whose order no one can tell, the dates it may be (both readings where
// both are real days); a date whose month is a word (`1 January 1980`, `1. janvāris 1980`) the date;
// a month and year alone (`Jan 1980`, `01.1980`), as `1980-01` is, that the day is needed and the form
// to send it in (`birthDate=1980-01-DD`); one that is no real day is told the rule alone. Russian
// text's `31.01.1980 г.`, a spreadsheet's `31-01-1980` and `31.01.1980 00:00:00`, and a word
// processor's `1980–01–31` were told the rule alone too, and are now told the date, as is a date
// written with spaces alone (`05 05 1950`, `1950 05 05`), both readings where day and month may swap.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { birthDateMessage as birthDateOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { REAL_DATE_RULE } from '../../src/domain/dates.ts';
import { InvalidParameterError } from '../../src/domain/errors.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const birthDateMessage = (path: string, birthDate: string) => birthDateOf(app, path, PERSON.name, birthDate);

test('a birth date written day first with dots is told the date to send', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, iso] of [['31.01.1980', '1980-01-31'], ['31.01.1980.', '1980-01-31'], ['1.2.1980', '1980-02-01'], ['01. 02. 1980', '1980-02-01']]) {
      assert.match(await birthDateMessage(path, typed!), new RegExp(`read day first, is ${iso}: send birthDate=${iso}$`), `${path} ${typed}`);
    }
  }
});

test('eight digits day first, as a form without separators takes a date, and a two-digit year are told the date to send', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    assert.match(await birthDateMessage(path, '31011980'), /read day first, are 1980-01-31: send birthDate=1980-01-31$/, path);
    assert.match(await birthDateMessage(path, '31.01.80'), /without the century: send birthDate=1980-01-31 if born in the 1900s$/, path);
    assert.match(await birthDateMessage(path, '1.2.05'), /send birthDate=1905-02-01 or birthDate=2005-02-01, whichever is the person's$/, path);
  }
  // Eight digits year first are read so, as before; of no real day either way, the rule alone.
  assert.match(await birthDateMessage('/persons/check', '19800131'), /read year first, is 1980-01-31/);
  for (const value of ['31021980', '99999999', '31.02.80']) assert.equal(await birthDateMessage('/persons/check', value), REAL_DATE_RULE, value);
});

test('a year and month, or a year alone, is told the day is needed, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    assert.match(await birthDateMessage(path, '1980-01'), /a year and month gives no day: send the day too, birthDate=1980-01-DD /, path);
    assert.match(await birthDateMessage(path, '1980'), /a year alone gives no day: send the day too, birthDate=1980-MM-DD /, path);
  }
  // Not a month, or ahead of today: the rule alone.
  assert.equal(await birthDateMessage('/persons/check', '1980-13'), REAL_DATE_RULE);
  assert.equal(await birthDateMessage('/persons/check', '2999-01'), REAL_DATE_RULE);
});

test('a date with slashes is told the dates it may be, day first and month first, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    assert.match(await birthDateMessage(path, '05/11/1961'),
      /day first or month first: the date sent is 1961-11-05 read day first, 1961-05-11 read month first: send birthDate=1961-11-05 or birthDate=1961-05-11, whichever is the person's$/, path);
    assert.match(await birthDateMessage(path, '1/1/1980'), /the date sent is 1980-01-01 read either way: send birthDate=1980-01-01$/, path);
  }
  // One reading no real day: the other alone.
  assert.match(await birthDateMessage('/persons/check', '31/01/1980'), /1980-01-31 read day first \(no real day month first\): send birthDate=1980-01-31$/);
  assert.match(await birthDateMessage('/persons/check', '01/31/1980'), /1980-01-31 read month first \(no real day day first\): send birthDate=1980-01-31$/);
});

test('a date whose month is written as a word, in English or a language of the four countries or Russian, is told the date to send', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, iso] of [
      ['1 January 1980', '1980-01-01'], ['Jan 31, 1980', '1980-01-31'], ['31-JAN-1980', '1980-01-31'], ['7 Sept 1961', '1961-09-07'],
      ['1980. gada 5. maijs', '1980-05-05'], ['24. detsember 1980', '1980-12-24'], ['1980 m. sausio 1 d.', '1980-01-01'],
      ['12. marraskuuta 1980', '1980-11-12'], ['15 марта 1975 г.', '1975-03-15'],
    ]) {
      assert.match(await birthDateMessage(path, typed!), new RegExp(`its month as a number; the date sent is ${iso}: send birthDate=${iso}$`), `${path} ${typed}`);
    }
  }
  // Two months or no real day: the rule alone.
  for (const typed of ['1 Jan Feb 1980', '30 February 1980', '1 Smarch 1980']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a date whose month is in Roman numerals, as older Baltic documents write it, is told the date to send, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, iso] of [['5.V.1950', '1950-05-05'], ['05.XII.1980', '1980-12-05'], ['5. IX. 1961.', '1961-09-05'], ['05-xii-1980', '1980-12-05'],
      ['12 IV 1975 г.', '1975-04-12'], ['1950.V.5', '1950-05-05']]) {
      assert.match(await birthDateMessage(path, typed!), new RegExp(`its month as a number; the date sent is ${iso}: send birthDate=${iso}$`), `${path} ${typed}`);
    }
  }
  assert.match(await birthDateMessage('/persons/check', 'V.1950'), /a month and year gives no day: send the day too, birthDate=1950-05-DD /);
  // No month (XIII, IIII, VX) or no real day: the rule alone.
  for (const typed of ['5.XIII.1950', '5.IIII.1950', '5.VX.1950', '30.II.1980']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a month and year without a day, its month a word or a number first, is told the day is needed and the form to send, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, form] of [['Jan 1980', '1980-01-DD'], ['January 1980', '1980-01-DD'], ['Sept. 1961', '1961-09-DD'],
      ['1980. gada janvārī', '1980-01-DD'], ['марта 1975 г.', '1975-03-DD'], ['01.1980', '1980-01-DD'], ['12/1980', '1980-12-DD']]) {
      assert.match(await birthDateMessage(path, typed!), new RegExp(`a month and year gives no day: send the day too, birthDate=${form} `), `${path} ${typed}`);
    }
  }
  // No month, a year of two digits or a month ahead of today: the rule alone.
  for (const typed of ['13.1980', 'Jan 80', 'January 2999', 'Smarch 1980']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a date written with spaces alone, as a form of three boxes joins them, is told the date to send, on both person endpoints', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of ['05 05 1950', '5 5 1950', '05  05 1950', '05 05 1950 г.']) {
      assert.match(await birthDateMessage(path, typed), /a date with spaces may be day first or month first: the date sent is 1950-05-05 read either way: send birthDate=1950-05-05$/, `${path} ${typed}`);
    }
    // Day and month that could be swapped, both real: both dates, as a date with slashes is told.
    assert.match(await birthDateMessage(path, '05 11 1961'), /send birthDate=1961-11-05 or birthDate=1961-05-11, whichever is the person's$/, path);
    assert.match(await birthDateMessage(path, '31 01 1980'), /1980-01-31 read day first \(no real day month first\): send birthDate=1980-01-31$/, path);
    for (const typed of ['1950 05 05', '1950 5 5']) {
      assert.match(await birthDateMessage(path, typed), /read year first, is 1950-05-05: send birthDate=1950-05-05$/, `${path} ${typed}`);
    }
    assert.match(await birthDateMessage(path, '01 1980'), /a month and year gives no day: send the day too, birthDate=1980-01-DD /, path);
  }
  // No real day, or one ahead of today: the rule alone.
  for (const typed of ['31 02 1980', '13 13 1980', '1980 02 31', '5 5 2999']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a date as Russian text, a spreadsheet or a word processor writes it is told the date to send', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    // The year's mark of Russian text, г. (год).
    for (const typed of ['31.01.1980 г.', '31.01.1980г.', '31.01.1980 года']) {
      assert.match(await birthDateMessage(path, typed), /read day first, is 1980-01-31: send birthDate=1980-01-31$/, `${path} ${typed}`);
    }
    assert.match(await birthDateMessage(path, '31.01.80 г.'), /without the century: send birthDate=1980-01-31 if born in the 1900s$/, path);
    // Hyphens with the year last, day or month first as slashes are.
    assert.match(await birthDateMessage(path, '31-01-1980'), /a date with hyphens may be day first or month first: the date sent is 1980-01-31 read day first \(no real day month first\): send birthDate=1980-01-31$/, path);
    assert.match(await birthDateMessage(path, '05-11-1961'), /send birthDate=1961-11-05 or birthDate=1961-05-11, whichever is the person's$/, path);
    assert.match(await birthDateMessage(path, '05/11/1961 г.'), /send birthDate=1961-11-05 or birthDate=1961-05-11, whichever is the person's$/, path);
    // A spreadsheet's date cell day first, with its time: the day is the day, whatever the time.
    for (const typed of ['31.01.1980 00:00:00', '31.01.1980 0:00', '31.01.1980 14:30']) {
      assert.match(await birthDateMessage(path, typed), /not a date and time: send (the day of birth alone, )?birthDate=1980-01-31$/, `${path} ${typed}`);
    }
    // An en dash, a non-breaking hyphen or wide digits, which read as the very form asked for.
    for (const typed of ['1980–01–31', '1980\u201101\u201131', '１９８０-０１-３１']) {
      assert.match(await birthDateMessage(path, typed), /in plain digits and hyphens \(-\); the date sent holds a dash or digit of another kind: send birthDate=1980-01-31$/, `${path} ${typed}`);
    }
  }
});

test('a date of no real day, however written, is told the rule alone', async () => {
  for (const typed of ['13/13/1980', '02/30/1980', '31.02.1980', '31.02.80', '31-02-1980', '1980–02–31', '31.02.1980 г.']) {
    assert.equal(await birthDateMessage('/persons/check', typed), REAL_DATE_RULE, typed);
  }
});

test('a service caller is told the same', async () => {
  const services = await testServices();
  assert.throws(() => services.checkPerson(PERSON.name, '31.01.1980', 50),
    (e: unknown) => e instanceof InvalidParameterError && /send birthDate=1980-01-31/.test(e.message));
  assert.throws(() => services.checkPerson(PERSON.name, '05/11/1961', 50),
    (e: unknown) => e instanceof InvalidParameterError && e.errors[0]?.parameter === 'birthDate'
      && /send birthDate=1961-11-05 or birthDate=1961-05-11/.test(e.message));
});
