// A Latvian personal code typed as birthDate (a register extract shows `010180-*****` where the
// birth date would be) was told only "must be a real calendar date written YYYY-MM-DD". It is now
// told that a personal code is no birth date, with the date it encodes where its century digit
// is given, and the dates it may mean where that digit is masked; the code itself is not echoed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { REAL_DATE_RULE } from '../../src/domain/dates.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices() }); });
after(async () => { await app.close(); });

const PATHS = ['/persons/check', '/persons/new-registrations'];

async function birthDateIssue(path: string, birthDate: string, extra = '') {
  const url = `${API}${path}?name=${encodeURIComponent(PERSON.name)}&birthDate=${encodeURIComponent(birthDate)}${extra}`;
  const r = await app.app.inject({ url });
  assert.equal(r.statusCode, 400, r.body);
  return problemOf(r);
}

test('a personal code with its century digit is told the birth date it encodes', async () => {
  for (const path of PATHS) {
    const problem = await birthDateIssue(path, '010180-12345');
    const issue = problem.errors?.find((e) => e.parameter === 'birthDate');
    assert.match(issue?.message ?? '', /not a Latvian personal code/, path);
    assert.match(issue?.message ?? '', /encodes the birth date 1980-01-01: send birthDate=1980-01-01/, path);
    assert.doesNotMatch(problem.detail, /12345/, 'the code itself is not repeated');
    // The date it names is one the endpoint takes.
    const fixed = await app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(PERSON.name)}&birthDate=1980-01-01` });
    assert.notEqual(fixed.statusCode, 400, fixed.body);
  }
});

test('a personal code typed without its hyphen, as a bank\'s form takes it, is told the birth date it encodes', async () => {
  for (const path of PATHS) {
    const problem = await birthDateIssue(path, '01018012345');
    const issue = problem.errors?.find((e) => e.parameter === 'birthDate');
    assert.match(issue?.message ?? '', /not a Latvian personal code .*encodes the birth date 1980-01-01: send birthDate=1980-01-01/, path);
    assert.doesNotMatch(problem.detail, /12345/, 'the code itself is not repeated');
  }
});

test('a masked personal code is told which dates it may mean and the form to send', async () => {
  const masked = (await birthDateIssue('/persons/check', '010180-*****')).errors?.find((e) => e.parameter === 'birthDate')?.message ?? '';
  assert.match(masked, /not a Latvian personal code/);
  assert.match(masked, /masks its century digit/);
  assert.match(masked, /YYYY-MM-DD, 1980-01-01 if born in the 1900s/);
  const either = (await birthDateIssue('/persons/check', '150310-*****')).errors?.[0]?.message ?? '';
  assert.match(either, /1910-03-15 or 2010-03-15/);
  const noDate = (await birthDateIssue('/persons/check', '321234-56789')).errors?.[0]?.message ?? '';
  assert.match(noDate, /beginning 32 .* holds no birth date/);
});

test('the first part of a personal code alone, as an entry shows it before the masked rest, is told the date it gives', async () => {
  for (const path of PATHS) {
    const begun = (await birthDateIssue(path, '010180-1')).errors?.find((e) => e.parameter === 'birthDate')?.message ?? '';
    assert.match(begun, /not a Latvian personal code .*the first part of a code sent encodes the birth date 1980-01-01: send birthDate=1980-01-01/, path);
    const six = (await birthDateIssue(path, '010180')).errors?.find((e) => e.parameter === 'birthDate')?.message ?? '';
    assert.match(six, /holds no century digit, so it gives 01\.01\.80 without the century: send the birth date as YYYY-MM-DD, 1980-01-01 if born in the 1900s/, path);
  }
});

test('every other failing parameter is still listed beside it, and a date that is no code keeps the date rule', async () => {
  const problem = await birthDateIssue('/persons/check', '010180-12345', '&limit=0');
  assert.deepEqual(problem.errors?.map((e) => e.parameter).sort(), ['birthDate', 'limit']);
  for (const notCode of ['1980-02-30', '13/13/1980', 'yesterday']) {
    assert.deepEqual((await birthDateIssue('/persons/check', notCode)).errors?.map((e) => e.message), [REAL_DATE_RULE], notCode);
  }
});

test('an Estonian, Lithuanian or Finnish personal code is told the birth date it carries', async () => {
  // A KYC file of an Estonian or Finnish customer holds the personal code, not the birth date.
  for (const path of PATHS) {
    for (const [code, date] of [['37605030299', '1976-05-03'], ['131052-308T', '1952-10-13']] as const) {
      const problem = await birthDateIssue(path, code);
      const message = problem.errors?.find((e) => e.parameter === 'birthDate')?.message ?? '';
      assert.match(message, new RegExp(`not a personal code; .* encodes the birth date ${date}: send birthDate=${date}$`), `${path} ${code}`);
      assert.ok(!problem.detail.includes(code), 'the code itself is not repeated');
    }
  }
  // Eleven digits whose check digit fails are no code: the date rule alone.
  assert.deepEqual((await birthDateIssue('/persons/check', '37605030298')).errors?.map((e) => e.message), [REAL_DATE_RULE]);
});

test('a birthDate of thousands of spaces about a hyphen is told the date rule, the code patterns not tried', async () => {
  // Each such value held the server for seconds (the patterns take spaces about the hyphen, in
  // quadratic time); one within the request line's 16 KiB is now refused at once, as a date.
  for (const birthDate of [`010180${' '.repeat(12_000)}-12345`, `321234${' '.repeat(12_000)}-56789`]) {
    assert.deepEqual((await birthDateIssue('/persons/check', birthDate)).errors?.map((e) => e.message), [REAL_DATE_RULE]);
  }
});
