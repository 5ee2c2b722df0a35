// A job that watches a person through /persons/new-registrations gets count 0 day after day. It
// must be able to tell "nothing new for a person the registers know" from "the name or birth date
// it watches matches no one" (a typo, a wrong day), which would otherwise stay silent for ever.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const { persons: P } = FIXTURE;
let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await t.close(); });

async function watch(name: string, birthDate: string, hours = 24): Promise<{ personKnown: boolean; count: number }> {
  const r = await t.app.inject({ url: `${API}/persons/new-registrations?name=${encodeURIComponent(name)}&birthDate=${birthDate}&hours=${hours}` });
  assert.equal(r.statusCode, 200, r.body);
  const { personKnown, count } = r.json();
  return { personKnown, count };
}

test('new registrations say whether the name and birth date match anyone at all', async () => {
  // Known, with nothing first seen in the window.
  assert.deepEqual(await watch(P.mari.name, P.mari.birthDate), { personKnown: true, count: 0 });
  // Known, with a role first seen 2 hours ago, and outside a 1-hour window.
  assert.deepEqual(await watch(P.janis.name, P.janis.birthDate), { personKnown: true, count: 1 });
  assert.deepEqual(await watch(P.janis.name, P.janis.birthDate, 1), { personKnown: true, count: 0 });
  // Known by a spelling with its marked letters spelled out.
  assert.deepEqual(await watch('Janis Berzinsh', P.janis.birthDate, 1), { personKnown: true, count: 0 });
  // The birth date off by a day, and a name no register lists: no one is watched.
  assert.deepEqual(await watch(P.mari.name, '1985-02-04'), { personKnown: false, count: 0 });
  assert.deepEqual(await watch('Nobody Nowhere', '1980-01-01'), { personKnown: false, count: 0 });
});
