// OpenAPI toolkits, code generators and action builders given the API's base address look for
// its document at {base}/openapi.json; that path answered 404 while the document is served at the
// base itself, so a client had to be told where it was. Both now serve the same bytes, with the
// same ETag, the same caching and no rate limit; the document does not list the second path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('GET /api/public/v1/openapi.json serves the discovery document, byte for byte, with its ETag', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const headers = { host: 'registry.example' };
    const base = await t.app.inject({ url: API, headers });
    const named = await t.app.inject({ url: `${API}/openapi.json`, headers });
    assert.equal(named.statusCode, 200);
    assert.match(String(named.headers['content-type']), /^application\/json/);
    assert.equal(named.body, base.body);
    assert.equal(named.headers.etag, base.headers.etag);
    assert.equal(named.headers['cache-control'], base.headers['cache-control']);
    assert.equal(named.headers['ratelimit-limit'], undefined, 'not rate-limited, as the document is not');
    assert.equal(named.json().openapi.startsWith('3.1'), true);
    assert.equal(named.json().servers[0].url, 'http://registry.example');
    assert.equal(Object.keys(named.json().paths).some((p: string) => p.endsWith('openapi.json')), false, 'the document lists operations, not its own copy');

    const revalidated = await t.app.inject({ url: `${API}/openapi.json`, headers: { ...headers, 'if-none-match': String(base.headers.etag) } });
    assert.equal(revalidated.statusCode, 304);
  } finally {
    await t.close();
  }
});
