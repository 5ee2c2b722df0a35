// A client whose base URL is the host alone sends `/companies/search`, one with an old or guessed
// prefix `/api/v1/companies/search`, and one that left out a group `/api/public/v1/search`: each
// was the 404 "No endpoint at …; the API reference is at /api/public/v1", which names no endpoint
// the path was meant as. The 404 now names it; a path of another meaning keeps the reference alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('a path without the API prefix, under another, or without its group is a 404 naming the endpoint meant', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const detail = async (url: string) => {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 404, url);
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/not-found`, url);
      return problem.detail;
    };
    for (const [url, meant] of [
      ['/companies/search?q=koks', `${API}/companies/search`],
      ['/companies/40003123456', `${API}/companies/40003123456`],
      ['/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01', `${API}/persons/check`],
      ['/api/v1/companies/LV40003123456/sanctions', `${API}/companies/LV40003123456/sanctions`],
      ['/api/public/v2/companies/autofill?q=ri', `${API}/companies/autofill`],
      ['/registry/holders/HE398114/holdings', `${API}/holders/HE398114/holdings`],
      [`${API}/search?q=koks`, `${API}/companies/search`],
      ['/autofill?q=ri', `${API}/companies/autofill`],
      [`${API}/new-registrations?name=a`, `${API}/persons/new-registrations`],
    ] as const) {
      assert.equal(await detail(url), `No endpoint at ${url.split('?')[0]}; the endpoint is ${meant}`, url);
    }
    // A word of another meaning before a group's path is not read as a prefix: a VAT check is no person check.
    for (const path of [`${API}/vat/check`, `${API}/people/check`, '/foo/bar', `/x/${'a/'.repeat(3000)}check`]) {
      assert.equal(await detail(path), `No endpoint at ${path}; the API reference is at ${API}`, path.slice(0, 40));
    }
  } finally {
    await t.close();
  }
});
