// The reference page's copy of the discovery document (/docs/json, which the page loads) and its
// YAML form (/docs/yaml, what many generators and linters take) are kept per dataset version as
// the document is, yet were sent with neither ETag nor Cache-Control: a build that fetched the
// YAML to generate a client downloaded its 300 KB every time, and a cache in front kept nothing,
// while the document at /api/public/v1 answers If-None-Match with a 304.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';
import { DATA_CACHE_CONTROL } from '../../src/http/caching.ts';

for (const copy of ['docs/json', 'docs/yaml']) {
  test(`/${copy} carries an ETag and Cache-Control, and a matching If-None-Match gets 304`, async () => {
    const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
    try {
      const url = `${API}/${copy}`;
      // The first answer is made by the page's handler, the next ones are the kept copy: both alike.
      for (const answer of [await t.app.inject({ url }), await t.app.inject({ url })]) {
        assert.equal(answer.statusCode, 200);
        assert.equal(answer.headers['cache-control'], DATA_CACHE_CONTROL);
        assert.match(String(answer.headers.etag), /^"[^"]+"$/, 'a strong ETag');
      }
      const first = await t.app.inject({ url });
      const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      assert.equal(revalidated.headers.etag, first.headers.etag);
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(head.statusCode, 304);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"another"' } });
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.body, first.body);
    } finally {
      await t.close();
    }
  });
}
