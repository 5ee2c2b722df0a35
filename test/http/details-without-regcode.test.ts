// A details call built from an empty number field (`${API}/companies/` + '') reached no route and
// was the 404 "No endpoint", of the same type as a company that does not exist, so a client that
// reads a 404 as "no such company" told its user so where no number had been sent. API.md: a
// missing parameter is a 400 that names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('company details without a registration number is a 400 naming regcode, not a 404', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'on' } });
  try {
    for (const url of [`${API}/companies/`, `${API}/companies`, `${API}/companies/?country=LV`]) {
      const r = await t.app.inject({ url, headers: { origin: 'https://shop.example' } });
      assert.equal(r.statusCode, 400, url);
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/invalid-parameter`);
      assert.deepEqual(problem.errors?.map((e) => [e.parameter, e.in]), [['regcode', 'path']], url);
      assert.match(problem.detail, /^regcode is required/);
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers['access-control-allow-origin'], '*');
      assert.ok(r.headers['ratelimit-remaining'] !== undefined, 'spends the company group as getCompany does');
    }
    // The route is no operation of the document.
    const doc = (await t.app.inject({ url: API })).json() as { paths: Record<string, unknown> };
    assert.equal(doc.paths[`${API}/companies`], undefined);
    // A POST there is still the 405 of a REST path.
    assert.equal((await t.app.inject({ method: 'POST', url: `${API}/companies` })).statusCode, 405);
  } finally {
    await t.close();
  }
});
