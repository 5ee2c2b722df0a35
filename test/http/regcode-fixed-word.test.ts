// The company group's own words in another case or a letter off (`/companies/Autofill`,
// `/companies/serach`), or under another API's name (`/companies/autocomplete`), reach the
// `{regcode}` route: they were the 400 `regcode "Autofill" is not a registration or VAT number`,
// where `/Companies/autofill` is the 404 naming the path the routes take. Now the same 404.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';
import { fixedWordMeant } from '../../src/http/companies/fixed-word-path.ts';

test('a fixed word of the company paths mistyped where the number goes is the 404 naming the endpoint', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    for (const [sent, detail] of [
      ['Autofill', `paths are case-sensitive: ${API}/companies/autofill`],
      ['SEARCH', `paths are case-sensitive: ${API}/companies/search`],
      ['serach', `the endpoint is ${API}/companies/search`],
      ['autofil', `the endpoint is ${API}/companies/autofill`],
      ['autocomplete', `the endpoint is ${API}/companies/autofill`],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const r = await t.app.inject({ method, url: `${API}/companies/${sent}?q=pro` });
        assert.equal(r.statusCode, 404, `${method} ${sent}`);
        if (method === 'GET') assert.equal(problemOf(r).detail, `No endpoint at ${API}/companies/${sent}; ${detail}`, sent);
      }
    }
    // A name sent where the number goes is still told it is none, and the search (next-steps.ts).
    const name = await t.app.inject({ url: `${API}/companies/sears` });
    assert.equal(name.statusCode, 400);
    assert.match(problemOf(name).detail, /regcode "sears" is not a registration or VAT number/);
    // The words as the routes take them are the routes.
    assert.equal((await t.app.inject({ url: `${API}/companies/autofill?q=ko` })).statusCode, 200);
  } finally {
    await t.close();
  }
});

test('only letters a fixed word in another case, a letter off or another name for it read as that word', () => {
  assert.deepEqual(fixedWordMeant('Search'), { word: 'search', caseAlone: true });
  assert.deepEqual(fixedWordMeant('autofll'), { word: 'autofill', caseAlone: false });
  assert.deepEqual(fixedWordMeant('autoflil'), { word: 'autofill', caseAlone: false });
  assert.deepEqual(fixedWordMeant('searchh'), { word: 'search', caseAlone: false });
  for (const other of ['search', 'autofill', 'sears', 'sanctions', 'LV40003123456', 'Rīgas', 'sea rch', 'autofill5']) {
    assert.equal(fixedWordMeant(other), null, other);
  }
});
