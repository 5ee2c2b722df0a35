// The discovery document names in servers[0] the address a request was sent to, read from its
// Host (or X-Forwarded-Host from a trusted proxy): text the client writes. A Host that is no
// address (markup, junk) was served back as the server's own address, JSON-escaped but whole,
// for a toolkit to call or a page to show; only name[:port], an IPv4 or a bracketed IPv6 literal
// is named now, and any other host gets the document with the relative server alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

const MARKUP = 'x"><script>alert(1)</script>';
const NOT_ADDRESSES = [MARKUP, 'registry.example/evil?', 'a b.example', 'registry.example:99999', 'registry.example:80:80', '[not-ipv6]:8080', 'x'.repeat(300)];

test('a Host that is no address is not named in the discovery document; an address is', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const servers = async (host: string) => {
      const answer = await t.app.inject({ url: API, headers: { host } });
      assert.equal(answer.statusCode, 200, host);
      return { urls: (answer.json().servers as Array<{ url: string }>).map((s) => s.url), body: answer.body };
    };
    for (const host of NOT_ADDRESSES) {
      const { urls, body } = await servers(host);
      assert.deepEqual(urls, ['/'], `Host ${host.slice(0, 40)} is served as the relative server alone`);
      assert.ok(!body.includes(host), 'nor anywhere in the document');
    }
    for (const host of ['registry.example', 'localhost:8080', '203.0.113.7:3000', '[2001:db8::1]:8080', '[::1]', 'api_1']) {
      assert.deepEqual((await servers(host)).urls, [`http://${host}`, '/'], host);
    }
  } finally {
    await t.close();
  }
});

test('behind a trusted proxy, an X-Forwarded-Host that is no address is not named either', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off', TRUST_PROXY: '127.0.0.1' } });
  try {
    const answer = await t.app.inject({ url: API, headers: { 'x-forwarded-host': MARKUP, 'x-forwarded-proto': 'https' } });
    assert.deepEqual(answer.json().servers.map((s: { url: string }) => s.url), ['/']);
    const named = await t.app.inject({ url: API, headers: { 'x-forwarded-host': 'registry.example', 'x-forwarded-proto': 'https' } });
    assert.equal(named.json().servers[0].url, 'https://registry.example');
  } finally {
    await t.close();
  }
});
