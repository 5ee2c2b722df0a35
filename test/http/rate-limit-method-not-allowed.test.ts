// A request of another method on a rate-limited path (POST /persons/check) is answered 405 by no
// route: it carried no RateLimit headers, while every other answer of the path did, so a client
// reading its budget from each answer lost track of it, and such requests were free.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

const PERSON = 'name=Anna%20Berzina&birthDate=1980-01-01';

test('a 405 on a limited path carries its group\'s RateLimit headers and spends its budget', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const posted = await t.app.inject({ method: 'POST', url: `${API}/persons/check?${PERSON}` });
    assert.equal(problemOf(posted).status, 405);
    assert.equal(posted.headers.allow, 'GET, HEAD, OPTIONS');
    assert.equal(posted.headers['ratelimit-limit'], '20');
    assert.equal(posted.headers['ratelimit-remaining'], '19');
    assert.ok(Number(posted.headers['ratelimit-reset']) >= 1);
    // The same budget as the path's GET: the 405 was counted.
    assert.equal((await t.app.inject({ url: `${API}/persons/check?${PERSON}` })).headers['ratelimit-remaining'], '18');
    // Each path its own group: a company's sub-path, written with a doubled and a trailing slash.
    const deleted = await t.app.inject({ method: 'DELETE', url: `${API}//companies/40003032949/sanctions/` });
    assert.equal(problemOf(deleted).status, 405);
    assert.equal(deleted.headers['ratelimit-limit'], '20');
    assert.equal(deleted.headers['ratelimit-remaining'], '19');
    // A segment percent-encoded, which the router reads decoded.
    const encoded = await t.app.inject({ method: 'PATCH', url: `${API}/persons/chec%6B` });
    assert.equal(problemOf(encoded).status, 405);
    assert.equal(encoded.headers['ratelimit-remaining'], '17');
    const watched = await t.app.inject({ method: 'PUT', url: `${API}/persons/new-registrations` });
    assert.equal(problemOf(watched).status, 405);
    assert.equal(watched.headers['ratelimit-limit'], '10');
    // A path no limit covers (the problem catalogue) has none.
    const catalogue = await t.app.inject({ method: 'POST', url: `${API}/problems/not-found` });
    assert.equal(problemOf(catalogue).status, 405);
    assert.equal(catalogue.headers['ratelimit-limit'], undefined);
  } finally {
    await t.close();
  }
});

test('over the limit, another method on the path is a 429 as its GET is', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (let i = 0; i < 10; i++) await t.app.inject({ url: `${API}/persons/new-registrations?${PERSON}` });
    const r = await t.app.inject({ method: 'POST', url: `${API}/persons/new-registrations?${PERSON}` });
    const body = problemOf(r);
    assert.equal(body.status, 429);
    assert.equal(r.headers['ratelimit-remaining'], '0');
    assert.equal(r.headers['retry-after'], String(body.retryAfter));
    assert.equal(body.instance, `${API}/persons/new-registrations`);
  } finally {
    await t.close();
  }
});

test('with the limits off, a 405 carries no RateLimit headers', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await t.app.inject({ method: 'POST', url: `${API}/persons/check` });
    assert.equal(problemOf(r).status, 405);
    assert.equal(r.headers['ratelimit-limit'], undefined);
  } finally {
    await t.close();
  }
});
