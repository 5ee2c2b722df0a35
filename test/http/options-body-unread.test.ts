// Fastify reads the body of an OPTIONS request by its Content-Type, so an OPTIONS sent by a
// client that puts Content-Type: application/json on every request (an SDK's default headers, an
// API tool's collection header) with no body was answered 400 Body cannot be empty, one with an
// XML body 415, and one of a path no route takes 415 rather than 404: the methods a path takes,
// and a preflight's answer, depended on a body OPTIONS gives no meaning to (RFC 9110 §9.3.7).
// The body of an OPTIONS is now never read: it gets the answer it gets without one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestAppWithMcp } from './harness.ts';
import { testServices } from './services.ts';

const appWithMcp = async () => startTestAppWithMcp(await testServices());

const BODIES: Array<{ headers: Record<string, string>; payload?: string }> = [
  { headers: { 'content-type': 'application/json' } },
  { headers: { 'content-type': 'application/json' }, payload: '{not json' },
  { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
];
const PREFLIGHT = { origin: 'https://shop.example', 'access-control-request-method': 'GET' };

test('an OPTIONS with a Content-Type and any body or none gets the Allow it gets without one', async () => {
  const t = await appWithMcp();
  try {
    for (const url of [`${API}/companies/40003123456`, `${API}/companies/search?q=ab`, API, '/mcp']) {
      const bare = await t.app.inject({ method: 'OPTIONS', url });
      assert.equal(bare.statusCode, 204, url);
      for (const { headers, payload } of BODIES) {
        const what = `${url} ${headers['content-type']} ${payload === undefined ? 'no body' : payload}`;
        const plain = await t.app.inject({ method: 'OPTIONS', url, headers, payload });
        assert.equal(plain.statusCode, 204, `${what}: ${plain.body}`);
        assert.equal(plain.headers.allow, bare.headers.allow, what);
        const preflight = await t.app.inject({ method: 'OPTIONS', url, headers: { ...headers, ...PREFLIGHT }, payload });
        assert.equal(preflight.statusCode, 204, `${what} (preflight): ${preflight.body}`);
        assert.equal(preflight.headers['access-control-allow-methods'], bare.headers['access-control-allow-methods'], what);
        assert.equal(preflight.headers['access-control-allow-origin'], '*');
      }
    }
  } finally {
    await t.close();
  }
});

test('an OPTIONS with a body of a path no route takes is the 404 of that path', async () => {
  const t = await appWithMcp();
  try {
    const url = `${API}/companys/40003123456`;
    const notFound = (await t.app.inject({ url })).json();
    for (const { headers, payload } of BODIES) {
      const plain = await t.app.inject({ method: 'OPTIONS', url, headers, payload });
      assert.equal(plain.statusCode, 404, `${headers['content-type']}: ${plain.body}`);
      assert.equal(plain.json().detail, notFound.detail);
      const preflight = await t.app.inject({ method: 'OPTIONS', url, headers: { ...headers, ...PREFLIGHT }, payload });
      assert.equal(preflight.statusCode, 204, `${headers['content-type']} (preflight): ${preflight.body}`);
    }
  } finally {
    await t.close();
  }
});
