// A client asking for CSV (Accept: text/csv) got JSON with 200, which it took for CSV or failed on
// later. The JSON endpoints now answer an Accept that does not admit application/json with a 406
// problem+json naming what they serve; a browser's header, */*, application/* and no header keep
// working, and the reference page, the health endpoints and /mcp negotiate as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { testServices, PERSON } from './services.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const CHECK = `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const SEARCH = `${API}/companies/search?q=${encodeURIComponent("baltic")}`;

let t: TestApp;
before(async () => {
  t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
});
after(async () => {
  await t.close();
});

const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ url, method, headers: accept === undefined ? {} : { accept } });

test('an Accept that does not admit JSON gets a 406 naming what is served', async () => {
  for (const [url, accept] of [[CHECK, 'text/csv'], [SEARCH, 'application/xml'], [SEARCH, 'application/json;q=0, */*'], [`${API}/openapi.json`, 'application/yaml']] as const) {
    const r = await get(url, accept);
    assert.equal(r.statusCode, 406, `${url} ${accept}: ${r.body}`);
    assert.match(String(r.headers['content-type']), /^application\/problem\+json/);
    assert.equal(r.headers['cache-control'], 'no-store');
    const problem = r.json() as { type: string; status: number; detail: string };
    assert.deepEqual([problem.type, problem.status], [`${API}/problems/not-acceptable`, 406]);
    assert.ok(problem.detail.startsWith(`Accept: ${accept} does not admit application/json`), problem.detail);
    assert.match(problem.detail, /send Accept: application\/json, or no Accept header/);
  }
  assert.equal((await get(CHECK, 'text/csv', 'HEAD')).statusCode, 406);
});

test('a browser\'s Accept, */*, application/*, JSON and no Accept get the answer', async () => {
  for (const accept of [undefined, BROWSER, '*/*', 'application/*', 'application/json', 'application/json, text/plain, */*', 'json']) {
    const r = await get(CHECK, accept);
    assert.equal(r.statusCode, 200, `${accept}: ${r.body}`);
    assert.match(String(r.headers['content-type']), /^application\/json/);
  }
  assert.equal((await get(`${API}/openapi.json`, BROWSER)).statusCode, 200);
  assert.equal((await get(`${API}/problems/not-acceptable`, 'application/json')).statusCode, 200);
});

test('the reference page and the health endpoints answer whatever Accept they are sent', async () => {
  const page = await get(`${API}/docs/`, 'text/html');
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.equal((await get(`${API}/docs/yaml`, 'application/yaml')).statusCode, 200);
  for (const path of ['/healthz', '/readyz']) assert.equal((await get(path, 'text/plain')).statusCode, 200, path);
});
