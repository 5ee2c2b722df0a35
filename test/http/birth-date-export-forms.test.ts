// A birth date as an HR or payroll system exports it: Oracle's default date format, DD-MON-RR
// (`26-NOV-87`), cuts the year to two digits beside a month word, and was told the rule alone
// (`must be a real calendar date written YYYY-MM-DD`), where `26-NOV-1987` and `26.11.87` were told
// the date to send; it is told its centuries as a dotted date's are, on both person endpoints.
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
