// Every error status leaves as the one problem+json shape with Cache-Control: no-store, and no
// body ever carries a stack, SQL or a file path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';
import { FIXTURE, testServices, UNKNOWN_REGCODE } from './services.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';

const PROBLEM_KEYS = new Set(['type', 'title', 'status', 'detail', 'errors', 'retryAfter', 'instance']);

function assertProblem(r: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  assert.equal(r.statusCode, status, r.body);
  const body = problemOf(r);
  assert.equal(body.status, status);
  for (const key of ['type', 'title', 'detail']) assert.equal(typeof body[key as keyof typeof body], 'string', key);
  for (const key of Object.keys(body)) assert.ok(PROBLEM_KEYS.has(key), `unexpected field ${key}`);
  assert.equal(r.headers['cache-control'], 'no-store');
  assert.equal(r.headers.etag, undefined);
  assert.doesNotMatch(r.body, /\bat .+:\d+:\d+|SELECT|\.ts\b|\/work\/|node_modules/);
  return body;
}

test('an unknown company is 404 on details and sanctions', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    for (const url of [`${API}/companies/${UNKNOWN_REGCODE}`, `${API}/companies/${UNKNOWN_REGCODE}/sanctions`]) {
      const body = assertProblem(await t.app.inject({ url }), 404);
      assert.equal(body.type, `${API}/problems/not-found`);
      assert.equal(body.instance, url);
    }
  } finally {
    await t.close();
  }
});

test('a person with no association at all is 404 on /persons/check', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: `${API}/persons/check?name=Nobody%20Atall&birthDate=1901-01-01` });
    assertProblem(r, 404);
    // ...while the same person's new registrations are simply empty.
    const fresh = await t.app.inject({ url: `${API}/persons/new-registrations?name=Nobody%20Atall&birthDate=1901-01-01` });
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.json().count, 0);
  } finally {
    await t.close();
  }
});

test('a regcode known in several countries without country is 400 naming the countries', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const body = assertProblem(await t.app.inject({ url: `${API}/companies/${FIXTURE.ambiguousRegcode}` }), 400);
    assert.equal(body.type, `${API}/problems/ambiguous-regcode`);
    for (const country of FIXTURE.ambiguousCountries) assert.match(body.detail, new RegExp(`\\b${country}\\b`));
    assert.deepEqual(body.errors?.map((e) => [e.parameter, e.in]), [['country', 'query']]);
  } finally {
    await t.close();
  }
});

test('an unexpected failure is a generic 500: no message, SQL, stack or path in the body', async () => {
  const leak = new Error('SQLITE_CORRUPT: SELECT * FROM companies WHERE regcode = ? at /srv/app/src/store/companies.ts:42');
  const services = fakeServices({ searchCompanies: () => { throw leak; }, getCompany: () => { throw leak; } });
  const lines: string[] = [];
  const t = await startTestApp({ services, logLines: lines });
  try {
    for (const url of [`${API}/companies/search?q=ab`, `${API}/companies/40003032949`]) {
      const r = await t.app.inject({ url });
      const body = assertProblem(r, 500);
      assert.equal(body.type, `${API}/problems/internal`);
      assert.doesNotMatch(r.body, /SQLITE|companies\.ts|\/srv/);
      assert.match(body.detail, /request id [0-9a-f-]{36}/);
    }
    assert.ok(lines.some((l) => l.includes('SQLITE_CORRUPT')), 'the operator still sees the cause in the log');
  } finally {
    await t.close();
  }
});

test('an unknown path is 404; another method on a REST path is 405 with Allow', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const missing = assertProblem(await t.app.inject({ url: `${API}/companies/search/extra/path` }), 404);
    assert.equal(missing.type, `${API}/problems/not-found`);
    assertProblem(await t.app.inject({ url: '/api/public/v2/companies/search?q=ab' }), 404);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const r = await t.app.inject({ method, url: `${API}/companies/search?q=ab`, headers: { origin: 'https://example.org' } });
      const body = assertProblem(r, 405);
      assert.equal(body.type, `${API}/problems/method-not-allowed`);
      assert.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
      assert.equal(r.headers['access-control-allow-origin'], '*');
    }
    assertProblem(await t.app.inject({ method: 'POST', url: `${API}/persons/check` }), 405);
    assertProblem(await t.app.inject({ method: 'DELETE', url: `${API}/companies/40003032949` }), 405);
    // Whatever the body: one that is no JSON, or too large, does not turn the 405 into a 400 or 413.
    const bodies: Array<[string, string]> = [
      ['application/json', '{not json'], ['application/json', JSON.stringify({ pad: 'x'.repeat(300 * 1024) })],
      ['application/x-www-form-urlencoded', 'q=ab'],
    ];
    for (const [contentType, payload] of bodies) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        const r = await t.app.inject({ method, url: `${API}/companies/search?q=ab`, headers: { 'content-type': contentType }, payload });
        assert.equal(assertProblem(r, 405).type, `${API}/problems/method-not-allowed`, `${method} ${contentType}`);
        assert.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
      }
      const nowhere = await t.app.inject({ method: 'POST', url: `${API}/nowhere`, headers: { 'content-type': contentType }, payload });
      assert.equal(assertProblem(nowhere, 404).type, `${API}/problems/not-found`);
    }
  } finally {
    await t.close();
  }
});

test('a URL that cannot be decoded is a 400 problem', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    assertProblem(await t.app.inject({ url: `${API}/companies/%E0%A4%A` }), 400);
  } finally {
    await t.close();
  }
});

test('/readyz is 503 problem+json when the store cannot be read; /healthz stays 200', async () => {
  const services = fakeServices({ datasetInfo: () => { throw new Error('SQLITE_CANTOPEN: unable to open /data/registry.sqlite'); } });
  const t = await startTestApp({ services });
  try {
    const body = assertProblem(await t.app.inject({ url: '/readyz' }), 503);
    assert.equal(body.type, `${API}/problems/unavailable`);
    assert.doesNotMatch(JSON.stringify(body), /sqlite/i);
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200);
  } finally {
    await t.close();
  }
});

test('/readyz is 503 on a store into which no source has been imported: a load balancer must not route to it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'empty-store-'));
  const path = join(dir, 'registry.sqlite');
  openForWriting(path).close(); // the tables, no rows: as a store is before its first import
  const db = openForReading(path);
  const lines: string[] = [];
  const t = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), logLines: lines });
  try {
    const body = assertProblem(await t.app.inject({ url: '/readyz' }), 503);
    assert.equal(body.type, `${API}/problems/unavailable`);
    assert.match(body.detail, /No source has been imported/);
    assert.equal((await t.app.inject({ url: '/healthz' })).statusCode, 200, 'alive all the same');
    // Polled every few seconds, the answer is no failure of the service: no error line, no stack.
    const levels = lines.map((l) => (JSON.parse(l) as { level: unknown }).level);
    assert.ok(!levels.includes('error') && !lines.some((l) => l.includes('"stack"')), lines.join('\n'));
  } finally {
    await t.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('every problem type resolves to a description', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: `${API}/companies/search?q=a` });
    const type = problemOf(r).type;
    const described = await t.app.inject({ url: type });
    assert.equal(described.statusCode, 200);
    assert.equal(described.json().status, 400);
    assert.equal(described.json().type, type);
    assert.equal((await t.app.inject({ url: `${API}/problems/nonsense` })).statusCode, 404);
  } finally {
    await t.close();
  }
});

test('a body too large or of another media type is never read by a REST route, and its problem type keeps a page of its own status', async () => {
  // An OPTIONS request was the one REST request whose body Fastify read; it is answered before
  // its body now (http/cors.ts), so no REST answer is a 413 or 415. The two types stay in the
  // catalogue, each page stating its own status, for a client that meets one.
  const t = await startTestApp({ services: fakeServices() });
  try {
    const url = `${API}/companies/search`;
    const cases: Array<[number, string, string, string]> = [
      [413, 'body-too-large', 'application/json', JSON.stringify({ pad: 'x'.repeat(300 * 1024) })],
      [415, 'unsupported-media-type', 'application/x-www-form-urlencoded', 'q=ab'],
    ];
    for (const [status, type, contentType, payload] of cases) {
      const options = await t.app.inject({ method: 'OPTIONS', url, headers: { 'content-type': contentType }, payload });
      assert.equal(options.statusCode, 204, `${contentType}: ${options.body}`);
      const described = await t.app.inject({ url: `${API}/problems/${type}` });
      assert.equal(described.statusCode, 200, type);
      assert.equal(described.json().status, status, `${type} describes a ${status}`);
    }
  } finally {
    await t.close();
  }
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(port: number, request: Buffer): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

test('a request Node cannot parse gets the problem shape too, and a raw non-ASCII URL is told how to send it', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await rawExchange(port, Buffer.from(`GET ${API}/companies/search?q=Brīvības HTTP/1.1\r\nHost: x\r\n\r\n`, 'utf8'));
    // The media type as every other answer names it, the charset with it.
    assert.equal(raw.headers['content-type'], 'application/problem+json; charset=utf-8');
    const body = assertProblem(raw, 400);
    assert.equal(body.type, `${API}/problems/bad-request`);
    assert.match(body.detail, /percent-encode/);
    const header = assertProblem(await rawExchange(port, Buffer.from(`GET ${API}/companies/search?q=ab HTTP/1.1\r\nHost x\r\n\r\n`)), 400);
    assert.match(header.detail, /malformed request line or header/);
  } finally {
    await t.close();
  }
});

test('a URL too long for the server is told that the URL counts, not only the headers', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `${API}/companies/search?q=${'a'.repeat(20_000)}`;
    const long = assertProblem(await rawExchange(port, Buffer.from(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`)), 431);
    assert.match(long.detail, /^The URL and the headers together are longer than the 16 KiB the server reads; q and name take at most 200 characters/);
  } finally {
    await t.close();
  }
});

// A caller that reads only the detail (a model calling the API as a tool) is told what to send next.
test('a failed company lookup says in its detail which request to send next', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const detailOf = async (url: string, status: number) => assertProblem(await t.app.inject({ url: `${API}${url}` }), status).detail;
    assert.match(await detailOf(`/companies/${UNKNOWN_REGCODE}`, 404), /; find the number by the company's name with \/companies\/search\?q=<name>$/);
    assert.match(await detailOf(`/companies/${UNKNOWN_REGCODE}/sanctions?country=LV`, 404), /\/companies\/search\?q=<name>, or leave out country to look in all four countries$/);
    const lv = FIXTURE.companies.lvRigasKoks.regcode;
    assert.match(await detailOf(`/companies/${lv}?country=EE`, 404), /in EE; there is one in LV; repeat the request with country=LV$/);
    // A name where the number goes: search by the name.
    const byName = assertProblem(await t.app.inject({ url: `${API}/companies/${encodeURIComponent('Rigas Koks')}` }), 400);
    assert.match(byName.detail, /is not a registration or VAT number of LV, LT, EE or FI; to look a company up by its name, use \/companies\/search\?q=<name>/);
    assert.deepEqual(byName.errors?.map((e) => e.parameter), ['regcode']);
  } finally {
    await t.close();
  }
});

test('a personal code sent as birthDate is the one 400 problem shape, naming birthDate', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const url = `${API}/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=010180-12345`;
    const body = assertProblem(await t.app.inject({ url }), 400);
    assert.equal(body.type, `${API}/problems/invalid-parameter`);
    assert.deepEqual(body.errors?.map((e) => [e.parameter, e.in]), [['birthDate', 'query']]);
  } finally {
    await t.close();
  }
});
