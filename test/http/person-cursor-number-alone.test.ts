// A company's number sent alone as a person route's cursor (`after=40003032949`, where `next` gives
// `LV:40003032949`) was told the cursor's format with another company's example, never which country
// to send; the 400 now names the key to send, its country read from the number's shape (11 digits
// Latvian, 8 Estonian), and a number of a Lithuanian or Finnish company's shape is told these pages
// list none.
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
  // Eight digits are an Estonian company's: the person's pages list no Lithuanian or Finnish one.
  assert.match(await told('/persons/check', 'after', '01120389'), /; 01120389 is sent without its country: by its shape it is an Estonian registry code \(8 digits\): send after=EE:01120389$/);
  assert.match(await told('/persons/check', 'after', 'LV40003032949'), /LV40003032949 has no colon after its country: it is a Latvian registration number \(11 digits\): send after=LV:40003032949$/);
  assert.match(await told('/persons/check', 'candidatesAfter', '40003032949'), /send candidatesAfter=LV:40003032949$/);
  assert.equal((await answer('/persons/check', 'after=LV%3A40003032949')).statusCode, 200);
});

test('a number alone as the cursor of new registrations is told the key, with the instant it needs, or the one sent', async () => {
  assert.match(await told('/persons/new-registrations', 'after', '40003032949'),
    /a Latvian registration number \(11 digits\): send after=LV:40003032949@ followed by the firstSeenAt of its newest role listed, as next gives it$/);
  assert.match(await told('/persons/new-registrations', 'after', '10137319'),
    /an Estonian registry code \(8 digits\): send after=EE:10137319@ followed by the firstSeenAt of its newest role listed, as next gives it$/);
  assert.match(await told('/persons/new-registrations', 'after', '40003032949@2026-11-24T01:22:08Z'), /send after=LV:40003032949@2026-11-24T01:22:08Z$/);
  assert.equal((await answer('/persons/new-registrations', 'after=LV%3A40003032949%402026-11-24T01%3A22%3A08Z')).statusCode, 200);
});

test('a Lithuanian or Finnish number alone is told the pages list no such company, never sent to send LT: or FI:', async () => {
  // Told LT:302801462, a client paged past every Estonian company of the person's to the Latvian ones.
  for (const [value, shape] of [['302801462', 'a Lithuanian company code \\(9 digits\\)'], ['0112038-9', 'a Finnish business ID'], ['LT302801462', 'a Lithuanian company code \\(9 digits\\)']] as const) {
    const message = await told('/persons/check', 'after', value);
    assert.match(message, new RegExp(`; ${value} is no company these pages list: by its shape it is ${shape}, and they list Latvian \\(11 digits\\) and Estonian \\(8 digits\\) companies alone .*: send after as next gives it$`), value);
    assert.doesNotMatch(message, /after=(LT|FI):/, value);
  }
  // Nor is a Lithuanian or Finnish company's key taken: the pages go by country, and LT: would skip the Estonian companies.
  for (const value of ['LT:302801462', 'fi:0112038-9']) {
    assert.match(await told('/persons/check', 'after', value), new RegExp(`^must be a company as next gives it: its country \\(LV or EE, the registers that publish roles\\).*; ${value.toUpperCase()} is no company these pages list: they list Latvian \\(11 digits\\) and Estonian \\(8 digits\\) companies alone`), value);
  }
  assert.match(await told('/persons/new-registrations', 'after', 'LT:302801462@2026-11-24T01:22:08Z'), /LT:302801462 is no company these pages list/);
  const holdings = await app.app.inject({ url: `${API}/holders/40003032949/holdings?registeredIn=LV&after=LT%3A302801462` });
  assert.equal(holdings.statusCode, 400, holdings.body);
  assert.match(await told('/persons/new-registrations', 'candidatesAfter', '1234567'), /is no company these pages list: by its shape it is an older Lithuanian company code \(7 digits\).*send candidatesAfter as next gives it$/);
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
