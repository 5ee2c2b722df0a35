// A birth date as an HR or payroll system exports it: Oracle's default date format, DD-MON-RR
// (`26-NOV-87`), cuts the year to two digits beside a month word, and was told the rule alone
// (`must be a real calendar date written YYYY-MM-DD`), where `26-NOV-1987` and `26.11.87` were told
// the date to send; it is told its centuries as a dotted date's are, on both person endpoints.
// A date cell exported with a midnight after it in a locale's form (`11/26/1987 12:00:00 AM`, as
// .NET and US Excel write one; `26/11/1987 00:00`; `1987.11.26 0:00:00`) was told the rule alone,
// where the ISO and dotted forms with a time were told the date: it is told as the date before it is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { birthDateMessage as birthDateOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { birthDateWrittenOtherwiseRule } from '../../src/domain/birth-date-written-otherwise.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const birthDateMessage = (path: string, birthDate: string) => birthDateOf(app, path, PERSON.name, birthDate);

test('a month word with a two-digit year, as Oracle\'s DD-MON-RR exports a date, is told its centuries', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of ['26-NOV-87', '26-nov-87', '26 Nov 87', 'Nov 26, 87', '26. novembris 87']) {
      assert.match(await birthDateMessage(path, typed), /its month as a number; the date sent gives its year without the century: send birthDate=1987-11-26 if born in the 1900s$/, `${path} ${typed}`);
    }
    // A day that has come in both centuries: both named.
    assert.match(await birthDateMessage(path, '05-JAN-01'), /send birthDate=1901-01-05 or birthDate=2001-01-05, whichever is the person's$/, path);
  }
  const now = new Date('2026-12-01T12:00:00Z');
  // No real day, a given name before the day, or a year of one digit: the rule alone, as before.
  for (const typed of ['31-FEB-87', 'Jaan 5 80', '26-NOV-7', '26 Nov']) assert.equal(birthDateWrittenOtherwiseRule(typed, now), null, typed);
});

test('a date with a midnight after it, as a spreadsheet or .NET exports a date cell, is told as the date before it is', async () => {
  const lead = 'must be a birth date alone, written YYYY-MM-DD, not a date and time';
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    assert.equal(await birthDateMessage(path, '11/26/1987 12:00:00 AM'),
      `${lead} (12:00:00 AM after it); a date with slashes may be day first or month first: the date sent is 1987-11-26 read month first (no real day day first): send birthDate=1987-11-26`, path);
    assert.equal(await birthDateMessage(path, '1987-11-26 12:00 AM'), `${lead}: send birthDate=1987-11-26`, path);
    for (const typed of ['26/11/1987 00:00', '26-11-1987 00:00:00', '1987.11.26 0:00:00', '1987/11/26 00:00:00.000']) {
      assert.match(await birthDateMessage(path, typed), /^must be a birth date alone, written YYYY-MM-DD, not a date and time \([0-9:.]+ after it\); .*send birthDate=1987-11-26$/, `${path} ${typed}`);
    }
    assert.match(await birthDateMessage(path, '05/11/1961 00:00'), /\(00:00 after it\); .*send birthDate=1961-11-05 or birthDate=1961-05-11, whichever is the person's$/, path);
  }
  // A time of day other than midnight is no form a birth date is exported in: the rule alone, as before.
  const now = new Date('2026-12-01T12:00:00Z');
  for (const typed of ['1987-11-26 12:00 PM', '11/26/1987 10:00:00 AM', '26/11/1987 09:30']) assert.equal(birthDateWrittenOtherwiseRule(typed, now), null, typed);
});
