// A number of two countries (12345678: an Estonian and a Lithuanian company's) asked for with
// another parameter refused (candidates=yes): the 400 named candidates alone, the ambiguity being
// found by the lookup that only runs once the query passes, so a client fixing candidates was
// then told to add country. Both are named in the one 400 now, as every failing parameter is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await t.close(); });

const errorsOf = async (path: string) => {
  const r = await t.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 400, r.body);
  return problemOf(r);
};

test('a number of several countries asked without country beside candidates refused names both', async () => {
  const countries = [...FIXTURE.ambiguousCountries].sort();
  for (const sub of ['sanctions', 'compliance']) {
    const problem = await errorsOf(`/companies/${FIXTURE.ambiguousRegcode}/${sub}?candidates=yes`);
    assert.equal(problem.type, `${API}/problems/invalid-parameter`);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), ['candidates', 'country'], `${sub}: ${JSON.stringify(problem)}`);
    const country = problem.errors![1]!;
    assert.equal(country.in, 'query');
    for (const c of countries) assert.match(country.message, new RegExp(`\\b${c}\\b`), country.message);
    assert.match(problem.detail, /^candidates .*; country required: regcode exists in/);
  }
});

test('country is not named where it was sent, where the number names one country or one company', async () => {
  const asked = await errorsOf(`/companies/${FIXTURE.ambiguousRegcode}/sanctions?country=EE&candidates=yes`);
  assert.deepEqual(asked.errors?.map((e) => e.parameter), ['candidates']);
  const named = await errorsOf(`/companies/${encodeURIComponent(`Estonia ${FIXTURE.ambiguousRegcode}`)}/sanctions?candidates=yes`);
  assert.deepEqual(named.errors?.map((e) => e.parameter), ['candidates']);
  const one = await errorsOf(`/companies/${FIXTURE.companies.lvGaze.regcode}/sanctions?candidates=yes`);
  assert.deepEqual(one.errors?.map((e) => e.parameter), ['candidates']);
  const none = await errorsOf(`/companies/40009999999/sanctions?candidates=yes`);
  assert.deepEqual(none.errors?.map((e) => e.parameter), ['candidates'], 'a number of no company is told once the query is right (404)');
});

test('the number alone is still the ambiguous-regcode 400 of the lookup', async () => {
  const problem = await errorsOf(`/companies/${FIXTURE.ambiguousRegcode}/sanctions`);
  assert.equal(problem.type, `${API}/problems/ambiguous-regcode`);
});
