// A company's number sent alone as a person route's cursor (`after=40003032949`, where `next` gives
// `LV:40003032949`) was told the cursor's format with another company's example, never which country
// to send; the 400 now names the key to send, its country read from the number's shape (11 digits
// Latvian, 9 Lithuanian, 8 Estonian or an older Lithuanian code or a Finnish ID without its hyphen).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
async function answer(path: string, query: string) {
  return app.app.inject({ url: `${API}${path}?${QUERY}&${query}` });
}
async function told(path: string, parameter: string, value: string): Promise<string> {
  const r = await answer(path, `${parameter}=${encodeURIComponent(value)}`);
  assert.equal(r.statusCode, 400, r.body);
  const issue = problemOf(r).errors?.find((e) => e.parameter === parameter);
  assert.ok(issue, r.body);
  return issue.message;
}

test('a number alone as the person check\'s after is told the key its shape gives, which the check then takes', async () => {
  assert.match(await told('/persons/check', 'after', '40003032949'),
    /; 40003032949 is sent without its country: by its shape it is a Latvian registration number \(11 digits\): send after=LV:40003032949$/);
  assert.match(await told('/persons/check', 'after', '302801462'), /a Lithuanian company code \(9 digits\): send after=LT:302801462$/);
  assert.match(await told('/persons/check', 'after', '0112038-9'), /a Finnish business ID: send after=FI:0112038-9$/);
  assert.match(await told('/persons/check', 'after', '01120389'),
    /an Estonian registry code \(8 digits\), after=EE:01120389, or an older Lithuanian company code, after=LT:01120389, or a Finnish business ID written without its hyphen, after=FI:0112038-9: send the one it is$/);
  assert.match(await told('/persons/check', 'after', 'LV40003032949'), /LV40003032949 has no colon after its country: it is a Latvian registration number \(11 digits\): send after=LV:40003032949$/);
  assert.match(await told('/persons/check', 'candidatesAfter', '40003032949'), /send candidatesAfter=LV:40003032949$/);
  assert.equal((await answer('/persons/check', 'after=LV%3A40003032949')).statusCode, 200);
});

test('a number alone as the cursor of new registrations is told the key, with the instant it needs, or the one sent', async () => {
  assert.match(await told('/persons/new-registrations', 'after', '40003032949'),
    /a Latvian registration number \(11 digits\): send after=LV:40003032949@ followed by the firstSeenAt of its newest role listed, as next gives it$/);
  assert.match(await told('/persons/new-registrations', 'after', '10137319'),
    /after=EE:10137319@, or an older Lithuanian company code, after=LT:10137319@: send the one it is, each followed by the firstSeenAt/);
  assert.match(await told('/persons/new-registrations', 'after', '40003032949@2026-11-24T01:22:08Z'), /send after=LV:40003032949@2026-11-24T01:22:08Z$/);
  assert.equal((await answer('/persons/new-registrations', 'after=LV%3A40003032949%402026-11-24T01%3A22%3A08Z')).statusCode, 200);
});

test('a value of no country\'s number shape is told the format alone', async () => {
  for (const value of ['123', 'xyz', '40003-032949x', '0112038-0']) {
    assert.doesNotMatch(await told('/persons/check', 'after', value), /send after=/, value);
  }
});

test('a holder\'s holdings, paged by the same key, tell a number alone the same', async () => {
  const r = await app.app.inject({ url: `${API}/holders/40003032949/holdings?country=LV&after=40103564678` });
  assert.equal(r.statusCode, 400, r.body);
  assert.match(problemOf(r).errors?.find((e) => e.parameter === 'after')?.message ?? '', /send after=LV:40103564678$/);
});
