// The discovery document names the address it was fetched at (servers[0]); behind a trusted
// proxy that address comes from X-Forwarded-Host and X-Forwarded-Proto. A shared cache keys on
// the URL alone unless Vary says otherwise: without it, the document made for one request's
// forwarded host was served to every client for up to 90 minutes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

const varied = (vary: unknown) => String(vary ?? '').toLowerCase().split(/\s*,\s*/);

test('behind a trusted proxy the discovery document, 200 and 304, varies with X-Forwarded-Host and X-Forwarded-Proto', async () => {
  const t = await startTestApp({ services: await testServices(), env: { TRUST_PROXY: '127.0.0.1' } });
  try {
    const public1 = await t.app.inject({ url: API, headers: { 'x-forwarded-host': 'registry.example', 'x-forwarded-proto': 'https' } });
    const other = await t.app.inject({ url: API, headers: { 'x-forwarded-host': 'elsewhere.example', 'x-forwarded-proto': 'https' } });
    assert.notEqual(public1.json().servers[0].url, other.json().servers[0].url, 'one URL, two bodies: a cache must tell them apart');
    for (const answer of [public1, other]) {
      assert.equal(answer.statusCode, 200);
      assert.ok(varied(answer.headers.vary).includes('x-forwarded-host'), `Vary: ${answer.headers.vary}`);
      assert.ok(varied(answer.headers.vary).includes('x-forwarded-proto'), `Vary: ${answer.headers.vary}`);
    }
    const revalidated = await t.app.inject({
      url: API, headers: { 'x-forwarded-host': 'registry.example', 'x-forwarded-proto': 'https', 'if-none-match': String(public1.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.headers.vary, public1.headers.vary, 'a 304 carries the Vary of its 200');
    const head = await t.app.inject({ method: 'HEAD', url: API, headers: { 'x-forwarded-host': 'registry.example' } });
    assert.equal(head.headers.vary, public1.headers.vary);
    // A data answer names no address: nothing to vary with.
    const data = await t.app.inject({ url: `${API}/companies/search?q=ab`, headers: { 'x-forwarded-host': 'registry.example' } });
    assert.equal(data.statusCode, 200);
    assert.equal(data.headers.vary, undefined);
  } finally {
    await t.close();
  }
});

test('without a trusted proxy the document ignores X-Forwarded-* and does not vary with them', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const a = await t.app.inject({ url: API, headers: { 'x-forwarded-host': 'registry.example' } });
    const b = await t.app.inject({ url: API, headers: { 'x-forwarded-host': 'elsewhere.example' } });
    assert.equal(a.body, b.body);
    assert.equal(a.headers.vary, undefined, 'no Vary that splits a cache for nothing');
  } finally {
    await t.close();
  }
});
