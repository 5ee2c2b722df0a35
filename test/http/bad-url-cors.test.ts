// A URL Fastify cannot decode (a `%` not followed by two hex digits in the path) is refused before
// routing, where the hook that gives every answer its CORS headers never runs: a shop's page that
// put a typed value in the path unencoded (`/companies/50%`) read a network error in the browser,
// not the 400 saying what was wrong, and the preflight of a request with If-None-Match failed too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';

const ORIGIN = { origin: 'https://shop.example' };

test('the 400 of a URL that is not validly percent-encoded lets a page of any origin read it', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    const r = await t.app.inject({ url: `${API}/companies/50%`, headers: ORIGIN });
    assert.equal(r.statusCode, 400);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.match(String(r.headers['access-control-expose-headers']), /RateLimit-Remaining/);
    assert.equal(problemOf(r).detail, 'regcode must be UTF-8 text, percent-encoded (ā is %C4%81)');
    assert.equal(r.headers['cache-control'], 'no-store');
  } finally {
    await t.close();
  }
});

test('the preflight of such a URL is answered as on any path, so the page reaches its 400', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    const r = await t.app.inject({
      method: 'OPTIONS', url: `${API}/companies/%zz`,
      headers: { ...ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    assert.equal(r.statusCode, 204);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.equal(r.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
    assert.match(String(r.headers['access-control-allow-headers']), /If-None-Match/);
    // An OPTIONS that is no preflight still learns the URL cannot be read.
    const plain = await t.app.inject({ method: 'OPTIONS', url: `${API}/companies/%zz` });
    assert.equal(plain.statusCode, 400);
    assert.equal(plain.headers['access-control-allow-origin'], '*');
  } finally {
    await t.close();
  }
});
