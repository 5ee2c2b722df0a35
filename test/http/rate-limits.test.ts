// Rate limits of spec section 8 as a client sees them: per group, per client IP, with the
// RateLimit-* headers, 429 + Retry-After, and nothing counted for preflights, discovery, docs
// and health.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

const COMPANY_URLS = [
  `${API}/companies/search?q=ab`,
  `${API}/companies/autofill?q=ab`,
  `${API}/companies/40003032949`,
  `${API}/companies/40003032949/sanctions`,
  `${API}/companies/40003032949/compliance`,
];

async function spend(app: Awaited<ReturnType<typeof startTestApp>>['app'], url: string, times: number, remoteAddress = '127.0.0.1') {
  let last;
  for (let i = 0; i < times; i++) last = await app.inject({ url, remoteAddress });
  return last!;
}

test('the company group shares one budget of 20 per 10 s across its endpoints, then 429', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (let i = 0; i < 20; i++) {
      const r = await t.app.inject({ url: COMPANY_URLS[i % COMPANY_URLS.length]! });
      assert.notEqual(r.statusCode, 429, `request ${i + 1} of 20 must pass`);
      assert.equal(r.headers['ratelimit-limit'], '20');
      assert.equal(r.headers['ratelimit-remaining'], String(19 - i));
    }
    const r = await t.app.inject({ url: `${API}/companies/search?q=ab` });
    assert.equal(r.statusCode, 429);
    const body = problemOf(r);
    assert.equal(body.status, 429);
    assert.equal(r.headers['ratelimit-limit'], '20');
    assert.equal(r.headers['ratelimit-remaining'], '0');
    const reset = Number(r.headers['ratelimit-reset']);
    assert.ok(reset >= 1 && reset <= 10, `RateLimit-Reset ${reset} within the 10 s window`);
    assert.equal(r.headers['retry-after'], String(body.retryAfter));
    assert.ok(body.retryAfter! >= 1 && body.retryAfter! <= 10);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.headers['access-control-allow-origin'], '*', 'a 429 is readable cross-origin');
    // A page refused its details request after autofill's keys learns why: one budget, and its size.
    assert.match(body.detail!, /^Rate limit exceeded: at most 20 requests per 10 seconds from one client to the company endpoints \(search, details, .*autofill.* share the budget\)\. Retry after \d+ seconds?\.$/);
  } finally {
    await t.close();
  }
});

test('/persons/check allows 20 per 10 s, independent of the company group', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    await spend(t.app, `${API}/companies/search?q=ab`, 21);
    const url = `${API}/persons/check?name=Anna%20Berzina&birthDate=1980-01-01`;
    const twentieth = await spend(t.app, url, 20);
    assert.notEqual(twentieth.statusCode, 429);
    assert.equal(twentieth.headers['ratelimit-remaining'], '0');
    const r = await t.app.inject({ url });
    assert.equal(r.statusCode, 429);
    assert.equal(r.headers['ratelimit-limit'], '20');
    assert.ok(Number(r.headers['retry-after']) >= 1 && Number(r.headers['retry-after']) <= 10);
    assert.equal(problemOf(r).status, 429);
  } finally {
    await t.close();
  }
});

test('/persons/new-registrations allows 10 per 60 s', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const url = `${API}/persons/new-registrations?name=Anna%20Berzina&birthDate=1980-01-01`;
    const tenth = await spend(t.app, url, 10);
    assert.equal(tenth.statusCode, 200);
    assert.equal(tenth.headers['ratelimit-limit'], '10');
    const r = await t.app.inject({ url });
    assert.equal(r.statusCode, 429);
    const retryAfter = Number(r.headers['retry-after']);
    assert.ok(retryAfter > 10 && retryAfter <= 60, `Retry-After ${retryAfter} belongs to the 60 s window`);
    assert.equal(problemOf(r).retryAfter, retryAfter);
    assert.equal(problemOf(r).detail, `Rate limit exceeded: at most 10 requests per 60 seconds from one client to /persons/new-registrations. Retry after ${retryAfter} seconds.`);
    // The other person endpoint has its own budget.
    const check = await t.app.inject({ url: `${API}/persons/check?name=Anna%20Berzina&birthDate=1980-01-01` });
    assert.notEqual(check.statusCode, 429);
  } finally {
    await t.close();
  }
});

test('budgets are per client address', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    assert.equal((await spend(t.app, COMPANY_URLS[0]!, 21, '10.0.0.1')).statusCode, 429);
    const other = await t.app.inject({ url: COMPANY_URLS[0]!, remoteAddress: '10.0.0.2' });
    assert.equal(other.statusCode, 200);
    assert.equal(other.headers['ratelimit-remaining'], '19');
  } finally {
    await t.close();
  }
});

test('X-Forwarded-For is ignored unless TRUST_PROXY names the proxy', async () => {
  const untrusting = await startTestApp({ services: await testServices() });
  try {
    for (let i = 0; i < 20; i++) {
      await untrusting.app.inject({ url: COMPANY_URLS[0]!, headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    }
    const r = await untrusting.app.inject({ url: COMPANY_URLS[0]!, headers: { 'x-forwarded-for': '192.0.2.200' } });
    assert.equal(r.statusCode, 429, 'a client cannot escape its limit by inventing X-Forwarded-For');
  } finally {
    await untrusting.close();
  }
  const behindProxy = await startTestApp({ services: await testServices(), env: { TRUST_PROXY: '127.0.0.1' } });
  try {
    for (let i = 0; i < 21; i++) {
      await behindProxy.app.inject({ url: COMPANY_URLS[0]!, headers: { 'x-forwarded-for': '198.51.100.7' } });
    }
    const other = await behindProxy.app.inject({ url: COMPANY_URLS[0]!, headers: { 'x-forwarded-for': '198.51.100.8' } });
    assert.equal(other.statusCode, 200, 'behind a trusted proxy each forwarded client has its own budget');
  } finally {
    await behindProxy.close();
  }
});

test('preflight, discovery, docs and health are not counted or limited', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (let i = 0; i < 25; i++) {
      const pre = await t.app.inject({
        method: 'OPTIONS', url: COMPANY_URLS[0]!,
        headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
      });
      assert.equal(pre.statusCode, 204);
      assert.equal(pre.headers['ratelimit-limit'], undefined, 'a preflight carries no rate-limit headers');
    }
    const first = await t.app.inject({ url: COMPANY_URLS[0]! });
    assert.equal(first.headers['ratelimit-remaining'], '19', 'preflights spent nothing');
    const over = await spend(t.app, COMPANY_URLS[0]!, 20);
    assert.equal(over.statusCode, 429);
    // Over the limit, the browser's preflight still passes, so the page's script reads the 429
    // and its Retry-After rather than a network error; an OPTIONS asking what the path takes too.
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: COMPANY_URLS[0]!, headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['ratelimit-remaining'], undefined);
    const asked = await t.app.inject({ method: 'OPTIONS', url: COMPANY_URLS[0]! });
    assert.equal(asked.statusCode, 204);
    assert.equal(asked.headers.allow, 'GET, HEAD, OPTIONS');
    assert.equal(asked.headers['ratelimit-remaining'], undefined);
    assert.equal((await t.app.inject({ url: COMPANY_URLS[0]! })).statusCode, 429, 'and the OPTIONS gave no budget back');
    const notLimited = (await t.app.inject({ url: API })).json()['x-rate-limits'].notLimited as string[];
    assert.ok(notLimited.some((item) => item.startsWith('OPTIONS')), `the discovery document says so: ${notLimited.join(', ')}`);
    for (const url of [API, `${API}/docs`, '/healthz', '/readyz']) {
      const r = await spend(t.app, url, 25);
      assert.equal(r.statusCode, 200, url);
      assert.equal(r.headers['ratelimit-limit'], undefined, `${url} carries no rate-limit headers`);
    }
  } finally {
    await t.close();
  }
});

test('a rejected (400) request spends budget too, so probing is not free', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: `${API}/companies/search?q=a` });
    assert.equal(r.statusCode, 400);
    assert.equal(r.headers['ratelimit-remaining'], '19');
  } finally {
    await t.close();
  }
});

test('RATE_LIMITS=off answers every request and sends no rate-limit headers', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await spend(t.app, `${API}/persons/new-registrations?name=Anna%20Berzina&birthDate=1980-01-01`, 15);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['ratelimit-limit'], undefined);
  } finally {
    await t.close();
  }
});

// A browser revalidates an answer it keeps (Cache-Control gives shared caches alone a lifetime):
// a form that types a text again gets 304, which the README says spends the budget as a 200 does.
test('a 304 to If-None-Match spends the company budget as an answer does', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const url = `${API}/companies/autofill?q=ab`;
    const first = await t.app.inject({ url });
    const etag = String(first.headers.etag);
    for (let i = 1; i < 20; i++) {
      const r = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      assert.equal(r.statusCode, 304, `revalidation ${i}`);
      assert.equal(r.headers['ratelimit-remaining'], String(19 - i));
    }
    const r = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    assert.equal(r.statusCode, 429);
  } finally {
    await t.close();
  }
});
