// A birth date sent blank or as a word for "not known" (`birthDate=unknown`, `n/a`, `-`, `?`, a
// form's empty field) was told only "birthDate must be a real calendar date written YYYY-MM-DD": the
// date's form, no word of why the check needs a date nor what a client without one does, which the
// MCP person tools already said. REST now says what they say, from the same rule.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { BIRTH_DATE_NEXT } from '../../src/domain/birth-date-not-known.ts';
import { personBirthDateInput } from '../../src/mcp/schemas.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const asked = (path: string, birthDate: string) =>
  app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(PERSON.name)}&birthDate=${encodeURIComponent(birthDate)}` });

test('a birth date sent blank or as a word for not known is told why the check needs it and to ask for it', async () => {
  // The advice names the date's use and the next step, not its form alone.
  assert.match(BIRTH_DATE_NEXT, /matched with the name, as one name is often several people's/);
  assert.match(BIRTH_DATE_NEXT, /ask the user for it where it is not known/);
  const told: [string, string][] = [['', 'is empty'], ['unknown', '"unknown" is no date'], ['N/A', '"N/A" is no date'], ['-', '"-" is no date'],
    ['?', '"?" is no date'], ['not known', '"not known" is no date'], ['teadmata', '"teadmata" is no date']];
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [sent, said] of told) {
      const r = await asked(path, sent);
      assert.equal(r.statusCode, 400, `${path} ${sent}: ${r.body}`);
      const problem = problemOf(r);
      assert.deepEqual(problem.errors?.map((e) => [e.parameter, e.message]), [['birthDate', `${said}: ${BIRTH_DATE_NEXT}`]], `${path} ${sent}`);
      assert.equal(problem.detail, `birthDate ${said}: ${BIRTH_DATE_NEXT}`, `${path} ${sent}`);
    }
  }
  // A date written otherwise is still told the date to send, and a word of another kind the date's form.
  assert.match(problemOf(await asked('/persons/check', '31.01.1980')).detail, /send birthDate=1980-01-31$/);
  assert.equal(problemOf(await asked('/persons/check', 'Bērziņš')).detail, 'birthDate must be a real calendar date written YYYY-MM-DD');
});

test('a birth date left out is told why the check needs it and to ask for it, as check_person tells it', async () => {
  // It was told "birthDate is required" alone, and a client holding a name only had no next step.
  const toldByMcp = personBirthDateInput.safeParse(undefined).error?.issues[0]?.message;
  assert.equal(toldByMcp, `birthDate is required: ${BIRTH_DATE_NEXT}`);
  const name = encodeURIComponent(PERSON.name);
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    // Left out outright, and with the date inside the name, which the advice says to send apart.
    for (const url of [`${API}${path}?name=${name}`, `${API}${path}?name=${encodeURIComponent(`${PERSON.name} ${PERSON.birthDate}`)}`]) {
      const r = await app.app.inject({ url });
      assert.equal(r.statusCode, 400, `${url}: ${r.body}`);
      assert.match(String(r.headers['content-type']), /^application\/problem\+json/);
      const problem = problemOf(r);
      assert.deepEqual(problem.errors, [{ parameter: 'birthDate', in: 'query', message: `is required: ${BIRTH_DATE_NEXT}` }], url);
      assert.equal(problem.detail, toldByMcp, url);
    }
  }
  // The name beside it, and other routes' required parameters, are told as before.
  assert.deepEqual(problemOf(await app.app.inject({ url: `${API}/persons/check` })).errors?.map((e) => [e.parameter, e.message]),
    [['name', 'is required'], ['birthDate', `is required: ${BIRTH_DATE_NEXT}`]]);
  assert.equal(problemOf(await app.app.inject({ url: `${API}/companies/search` })).detail, 'q is required');
});
