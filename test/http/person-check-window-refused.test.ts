// /persons/check?…&hours=24 (or since=…, firstSeenAfter=…) was answered 200 with every role of the
// person, the parameter ignored as unknown: a job that built one query for both person routes read
// the person's old roles as the ones new in the window. Such a parameter is a 400 naming it and
// /persons/new-registrations, which takes it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const PERSON_QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;

test('a window of new roles sent to the person check is a 400 naming it and /persons/new-registrations', async () => {
  for (const sent of ['hours=24', 'Hours=24', 'firstSeenAfter=2026-11-24T01%3A22%3A08.123Z', 'firstSeenUntil=2026-11-24T01%3A22%3A08.123Z', 'since=2026-11-01', 'updated_since=2026-11-01']) {
    const r = await app.app.inject({ url: `${API}/persons/check?${PERSON_QUERY}&${sent}` });
    assert.equal(r.statusCode, 400, `${sent}: ${r.body.slice(0, 200)}`);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), [sent.split('=')[0]], sent);
    assert.match(problem.errors![0]!.message, /^is not a parameter of this endpoint: the check lists every role of the person, new or not; .* \/persons\/new-registrations/);
  }
  // The route that takes it answers it; the check without it, every role, as before.
  const fresh = await app.app.inject({ url: `${API}/persons/new-registrations?${PERSON_QUERY}&hours=24` });
  assert.equal(fresh.statusCode, 200, fresh.body.slice(0, 200));
  const every = await app.app.inject({ url: `${API}/persons/check?${PERSON_QUERY}` });
  assert.equal(every.statusCode, 200, every.body.slice(0, 200));
});
