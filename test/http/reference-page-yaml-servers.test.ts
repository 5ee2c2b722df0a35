// The YAML form of the document (/api/public/v1/docs/yaml), what code generators and linters take,
// was made from the reference page's copy, whose only server is `/` (the page calls the origin it
// was loaded from): a generator given it had no address to call, and one that takes no relative
// server built a client of localhost, while the discovery document names the address it was
// fetched at first. The YAML now gives the servers the discovery document gives the same request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

/** The urls of the YAML's top-level servers, each written as a plain or double-quoted scalar. */
function yamlServerUrls(yaml: string): string[] {
  const block = /^servers:\n((?:[ -].*\n)*)/m.exec(yaml);
  assert.ok(block, 'the YAML has top-level servers');
  return [...block[1]!.matchAll(/^ {2}- url: (.*)$/gm)].map((m) => (m[1]!.startsWith('"') ? JSON.parse(m[1]!) : m[1]!));
}

test('/docs/yaml names the servers the discovery document names, for each request\'s host', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    // The first answer is made by the page's handler, the next ones from the kept copy: each names its own host.
    for (const host of ['registry.example', 'localhost:8080', '[2001:db8::1]:8080', 'registry.example']) {
      const yaml = await t.app.inject({ url: `${API}/docs/yaml`, headers: { host } });
      assert.equal(yaml.statusCode, 200);
      const discovery = await t.app.inject({ url: API, headers: { host } });
      const expected = (discovery.json().servers as Array<{ url: string }>).map((s) => s.url);
      assert.deepEqual(expected, [`http://${host}`, '/']);
      assert.deepEqual(yamlServerUrls(yaml.body), expected, host);
      const revalidated = await t.app.inject({ url: `${API}/docs/yaml`, headers: { host, 'if-none-match': String(yaml.headers.etag) } });
      assert.equal(revalidated.statusCode, 304, host);
    }
    const other = await t.app.inject({ url: `${API}/docs/yaml`, headers: { host: 'elsewhere.example' } });
    assert.ok(!other.body.includes('registry.example'), 'no other request\'s host');
    // A Host that is no address is named nowhere, as in the discovery document.
    const junk = await t.app.inject({ url: `${API}/docs/yaml`, headers: { host: 'x"><b>' } });
    assert.deepEqual(yamlServerUrls(junk.body), ['/']);
    // The page's own copy keeps `/` alone: the page calls the origin it was loaded from.
    const page = await t.app.inject({ url: `${API}/docs/json`, headers: { host: 'registry.example' } });
    assert.deepEqual(page.json().servers.map((s: { url: string }) => s.url), ['/']);
  } finally {
    await t.close();
  }
});

test('behind a trusted proxy /docs/yaml names the forwarded address and varies with it', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off', TRUST_PROXY: '127.0.0.1' } });
  try {
    const yaml = await t.app.inject({ url: `${API}/docs/yaml`, headers: { 'x-forwarded-host': 'registry.example', 'x-forwarded-proto': 'https' } });
    assert.equal(yamlServerUrls(yaml.body)[0], 'https://registry.example');
    const varied = String(yaml.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);
    assert.ok(varied.includes('x-forwarded-host') && varied.includes('x-forwarded-proto'), `Vary: ${yaml.headers.vary}`);
  } finally {
    await t.close();
  }
});
