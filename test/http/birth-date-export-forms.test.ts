// A birth date as an HR or payroll system exports it: Oracle's default date format, DD-MON-RR
// (`26-NOV-87`), cuts the year to two digits beside a month word, and was told the rule alone
// (`must be a real calendar date written YYYY-MM-DD`), where `26-NOV-1987` and `26.11.87` were told
// the date to send; it is told its centuries as a dotted date's are, on both person endpoints.
// A date cell exported with a midnight after it in a locale's form (`11/26/1987 12:00:00 AM`, as
// .NET and US Excel write one; `26/11/1987 00:00`; `1987.11.26 0:00:00`) was told the rule alone,
// where the ISO and dotted forms with a time were told the date: it is told as the date before it is.
// A personal code with its country before it, as Smart-ID and eIDAS name a person (`PNOEE-37605030299`)
// or a system keeping several countries' codes stores one (`EE37605030299`), was told the rule alone,
// where the code alone is told the birth date it encodes: it is told so too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, birthDateMessage as birthDateOf, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { birthDateWrittenOtherwiseRule } from '../../src/domain/birth-date-written-otherwise.ts';
import { REAL_DATE_RULE } from '../../src/domain/dates.ts';

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

test('a personal code with its country before it, as Smart-ID and eIDAS name a person (PNOEE-…), is told the birth date it encodes', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [sent, prefix, iso] of [
      ['PNOEE-37605030299', 'PNOEE', '1976-05-03'], ['PNOLV-010180-12345', 'PNOLV', '1980-01-01'], ['EE37605030299', 'EE', '1976-05-03'],
      ['LV 010180-12345', 'LV', '1980-01-01'], ['pnolt-37605030299', 'PNOLT', '1976-05-03'],
    ] as const) {
      const r = await app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(PERSON.name)}&birthDate=${encodeURIComponent(sent)}` });
      assert.equal(r.statusCode, 400, r.body);
      assert.match(await birthDateMessage(path, sent),
        new RegExp(`encodes the birth date ${iso}: send birthDate=${iso} \\(the code was sent with ${prefix} before it, as an e-identity names a person by country and code\\)$`), `${path} ${sent}`);
      assert.doesNotMatch(problemOf(r).detail, /0299|12345/, 'the code itself is not repeated');
    }
    // A code whose own reading fails (its check digit wrong) keeps the date rule.
    assert.equal(await birthDateMessage(path, 'PNOEE-37605030298'), REAL_DATE_RULE, path);
  }
});
