// Paging and status parameters other APIs take, sent to search or autofill: `page=2` was ignored
// and the first page answered again (a client walking pages listed the same companies on every
// one), and `status=active` listed closed companies too. Each is a 400 naming the parameter and
// what the endpoint does instead; a value asking for what is answered anyway, and a sort, are
// still ignored, as the contract has an unknown parameter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('search and autofill refuse a later page and a status filter, naming what they do instead', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    for (const route of ['search', 'autofill']) {
      for (const [query, parameter, words] of [
        ['page=2', 'page', 'the search is not paged; it lists the best matches, up to limit (1 to 100), and no more'],
        ['offset=20', 'offset', 'the search is not paged'],
        ['page_token=abc', 'page_token', 'the search is not paged'],
        ['status=active', 'status', 'companies of every status are listed, each with its status'],
        ['onlyActive=true', 'onlyActive', 'companies of every status are listed'],
        ['includeClosed=false', 'includeClosed', 'companies of every status are listed'],
      ] as const) {
        const r = await t.app.inject({ url: `${API}/companies/${route}?q=koks&${query}` });
        assert.equal(r.statusCode, 400, `${route} ${query}`);
        const problem = problemOf(r);
        assert.deepEqual(problem.errors?.map((e) => e.parameter), [parameter], `${route} ${query}`);
        assert.ok(problem.errors![0]!.message.startsWith(`is not a parameter of this endpoint: ${words}`), problem.errors![0]!.message);
      }
      // Listed beside another parameter's issue, every failing one named.
      const both = problemOf(await t.app.inject({ url: `${API}/companies/${route}?q=koks&limit=0&page=2` }));
      assert.deepEqual(both.errors?.map((e) => e.parameter).sort(), ['limit', 'page']);
      // What is answered anyway, a sort and a cache-buster are still ignored, as the contract says,
      // and answer what the text alone does.
      const plain = await t.app.inject({ url: `${API}/companies/${route}?q=koks` });
      for (const query of ['page=1', 'offset=0', 'status=all', 'includeClosed=true', 'sort=name', '_=123&utm_source=x']) {
        const r = await t.app.inject({ url: `${API}/companies/${route}?q=koks&${query}` });
        assert.equal(r.statusCode, 200, `${route} ${query}`);
        assert.deepEqual(r.json(), plain.json(), `${route} ${query}`);
      }
    }
  } finally {
    await t.close();
  }
});
