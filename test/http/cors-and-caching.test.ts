// CORS for browsers on any origin, and the caching contract of spec section 8: shared
// Cache-Control and a strong ETag on data 200s, 304 on a matching If-None-Match, no-store on errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices, PERSON, FIXTURE } from './services.ts';

const DATA_CACHE = 'public, s-maxage=1800, stale-while-revalidate=3600';

test('a preflight from any origin answers 204 with the allowed methods and headers', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({
      method: 'OPTIONS', url: `${API}/companies/search?q=ab`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    assert.equal(r.statusCode, 204);
    assert.equal(r.headers['access-control-allow-origin'], '*');
    assert.equal(r.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
    const allowed = String(r.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['content-type', 'accept', 'if-none-match', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id']) {
      assert.ok(allowed.includes(h), `allows ${h}`);
    }
    assert.equal(r.headers['access-control-allow-credentials'], undefined, 'no credentials with *');
  } finally {
    await t.close();
  }
});

test('a preflight also allows the other headers a page sends (X-Requested-With, Cache-Control, Authorization)', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (const url of [`${API}/companies/autofill?q=ab`, '/mcp']) {
      const r = await t.app.inject({
        method: 'OPTIONS', url,
        headers: {
          origin: 'https://shop.example', 'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,cache-control,if-none-match,x-requested-with',
        },
      });
      assert.equal(r.statusCode, 204, url);
      const allowed = String(r.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/);
      for (const h of ['x-requested-with', 'cache-control', 'authorization', 'if-none-match', 'content-type']) {
        assert.ok(allowed.includes(h), `${url} allows ${h} (${allowed.join(', ')})`);
      }
      assert.equal(allowed.filter((h) => h === 'if-none-match').length, 1, 'each header once');
      assert.match(String(r.headers.vary), /Access-Control-Request-Headers/i);
    }
    // What is not a list of header names is not echoed back.
    const odd = await t.app.inject({
      method: 'OPTIONS', url: `${API}/companies/autofill?q=ab`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-a; x-b' },
    });
    assert.equal(odd.headers['access-control-allow-headers'], 'Content-Type, Accept, If-None-Match, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID');
  } finally {
    await t.close();
  }
});

test('answers expose the rate-limit headers, Retry-After and ETag to scripts', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: `${API}/companies/search?q=ab`, headers: { origin: 'https://shop.example' } });
    assert.equal(r.headers['access-control-allow-origin'], '*');
    const exposed = String(r.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);
    for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'etag', 'link', 'mcp-session-id']) {
      assert.ok(exposed.includes(h), `exposes ${h}`);
    }
  } finally {
    await t.close();
  }
});

test('data 200s carry the shared Cache-Control and a strong ETag; a matching If-None-Match gets 304', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const urls = [
      `${API}/companies/search?q=ab`, `${API}/companies/autofill?q=ab`,
      `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`,
      `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`,
    ];
    for (const url of urls) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 200, url);
      assert.equal(r.headers['cache-control'], DATA_CACHE);
      const etag = String(r.headers.etag);
      assert.match(etag, /^"[A-Za-z0-9_-]+"$/, 'a strong (not W/) quoted tag');
      const again = await t.app.inject({ url });
      assert.equal(again.headers.etag, etag, 'the same answer keeps its tag');
      const conditional = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
      assert.equal(conditional.statusCode, 304);
      assert.equal(conditional.body, '');
      assert.equal(conditional.headers['content-length'], undefined, 'a 304 may not announce a length of 0 (RFC 9110 8.6)');
      assert.equal(conditional.headers.etag, etag);
      assert.equal(conditional.headers['cache-control'], DATA_CACHE);
      assert.ok(conditional.headers['ratelimit-remaining'] !== undefined, 'a 304 is counted like any answer');
      // A proxy that compresses weakens the tag (nginx's gzip does); the client sends that one back.
      const weak = await t.app.inject({ url, headers: { 'if-none-match': `W/${etag}` } });
      assert.equal(weak.statusCode, 304, 'If-None-Match compares weakly (RFC 9110 13.1.2)');
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } });
      assert.equal(stale.statusCode, 200);
      assert.ok(stale.body.length > 0);
    }
    const search = await t.app.inject({ url: urls[0]! });
    const other = await t.app.inject({ url: `${API}/companies/search?q=zz&limit=1` });
    assert.equal(other.statusCode, 200);
    if (other.body !== search.body) assert.notEqual(other.headers.etag, search.headers.etag);
  } finally {
    await t.close();
  }
});

test('an import that leaves an answer as it was keeps its ETag: a cache revalidating it gets 304', async () => {
  const real = await testServices();
  // Each publish writes a new dataset version; this one changed other companies only.
  let version = 'before-the-import';
  const services = { ...real, datasetInfo: () => ({ ...real.datasetInfo(), version }) };
  const t = await startTestApp({ services });
  try {
    const url = `${API}/companies/${FIXTURE.companies.lvRigasKoks.regcode}`;
    const before = await t.app.inject({ url });
    assert.equal(before.statusCode, 200);
    version = 'after-the-import';
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(revalidated.statusCode, 304, 'the answer is byte for byte the same');
    assert.equal(revalidated.headers.etag, before.headers.etag);
  } finally {
    await t.close();
  }
});

test('HEAD on a data endpoint carries the headers GET would, and a matching If-None-Match gets 304', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const url = `${API}/companies/search?q=ab`;
    const get = await t.app.inject({ url });
    const head = await t.app.inject({ method: 'HEAD', url });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers.etag, get.headers.etag, 'a client may check the tag without the body');
    assert.equal(head.headers['cache-control'], DATA_CACHE);
    assert.equal(head.headers['content-length'], String(Buffer.byteLength(get.body)));
    const conditional = await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': String(get.headers.etag) } });
    assert.equal(conditional.statusCode, 304);
    assert.equal(conditional.headers.etag, get.headers.etag);
    assert.equal(conditional.body, '');
    assert.ok([undefined, String(head.headers['content-length'])].includes(conditional.headers['content-length'] as string | undefined),
      'no Content-Length on a 304, or the 200\'s');
  } finally {
    await t.close();
  }
});

test('a body with letters beyond Latin-1 is sent as its UTF-8 bytes, with their length', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent('Rīgas')}` });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /[^\u0000-\u00ff]/, 'the answer holds a letter such as ī');
    assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(r.headers['content-length'], String(r.rawPayload.length));
    assert.deepEqual(JSON.parse(r.rawPayload.toString('utf8')), r.json());
  } finally {
    await t.close();
  }
});

test('errors and health answers are never stored by caches', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (const url of [`${API}/companies/search?q=a`, `${API}/nope`, '/healthz', '/readyz']) {
      const r = await t.app.inject({ url });
      assert.equal(r.headers['cache-control'], 'no-store', url);
      assert.equal(r.headers.etag, undefined, url);
    }
  } finally {
    await t.close();
  }
});
