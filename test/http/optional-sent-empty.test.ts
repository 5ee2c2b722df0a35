// A form's field left blank sends its parameter empty (`country=` from a select left at "any",
// `limit=` from a blank box). The 400 stays, as a value sent is never silently dropped, but it
// told only the rule (`country must be one of LV, LT, EE, FI`), read as a value sent and misread;
// it now says the parameter was sent empty and to leave it out. A required one keeps its rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('an optional parameter sent empty is told so and to leave it out; a required one keeps its rule', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const errorsOf = async (url: string) => {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 400, url);
      return problemOf(r).errors ?? [];
    };
    const EMPTY = (p: string) => `; it was sent empty: leave ${p} out, or send a value`;
    assert.deepEqual(await errorsOf(`${API}/companies/autofill?q=ri&country=&limit=`), [
      { parameter: 'limit', in: 'query', message: `must be an integer from 1 to 50${EMPTY('limit')}` },
      { parameter: 'country', in: 'query', message: `must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)${EMPTY('country')}` },
    ]);
    // Spaces alone are as empty; the detail says it too.
    const detail = problemOf(await t.app.inject({ url: `${API}/companies/search?q=ri&country=%20` })).detail;
    assert.match(detail, /^country must be one of LV, LT, EE, FI .*; it was sent empty: leave country out, or send a value$/);
    assert.deepEqual((await errorsOf(`${API}/companies/40003123456/sanctions?candidates=`)).map((e) => e.message),
      [`must be true or false${EMPTY('candidates')}`]);
    assert.deepEqual((await errorsOf(`${API}/persons/new-registrations?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01&hours=`)).map((e) => e.message),
      [`must be an integer from 1 to 168${EMPTY('hours')}`]);
    // A required parameter sent empty is told its own rule alone: leaving it out is no answer.
    assert.deepEqual(await errorsOf(`${API}/companies/search?q=`), [{ parameter: 'q', in: 'query', message: 'must be at least 2 characters long' }]);
    assert.doesNotMatch(problemOf(await t.app.inject({ url: `${API}/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=` })).detail, /sent empty/);
    // A value sent is told its rule alone.
    assert.deepEqual((await errorsOf(`${API}/companies/search?q=ri&country=XX`)).map((e) => e.message),
      ['must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)']);
  } finally {
    await t.close();
  }
});
