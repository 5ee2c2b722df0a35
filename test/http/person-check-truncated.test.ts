// The person check lists at most `limit` companies (at most 100). A desk checking someone tied to
// more companies than that must be told the list is cut, not read it as every tie the person has.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const { persons: P } = FIXTURE;
let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await t.close(); });

async function check(limit: number): Promise<{ truncated: boolean; companies: number }> {
  const r = await t.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(P.janis.name)}&birthDate=${P.janis.birthDate}&limit=${limit}` });
  assert.equal(r.statusCode, 200, r.body);
  const body = r.json();
  return { truncated: body.truncated, companies: new Set(body.results.map((x: { regcode: string }) => x.regcode)).size };
}

test('a person check cut by limit says so; one that lists every company says it is whole', async () => {
  assert.equal(P.janis.companies, 4);
  assert.deepEqual(await check(3), { truncated: true, companies: 3 });
  assert.deepEqual(await check(4), { truncated: false, companies: 4 });
  assert.deepEqual(await check(100), { truncated: false, companies: 4 });
});

test('new registrations say the same of their limit', async () => {
  const r = await t.app.inject({ url: `${API}/persons/new-registrations?name=${encodeURIComponent(P.janis.name)}&birthDate=${P.janis.birthDate}&limit=1` });
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual([r.json().count, r.json().truncated], [1, false]);
});
