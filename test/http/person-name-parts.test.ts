// The person routes take the full name in one parameter. firstName=Sergejs&lastName=Petrovs (as a
// form or another API splits it) was told "name is required" alone, and name=Petrovs&firstName=Sergejs
// was answered for the one word Petrovs, a 404 or personKnown false, the given name ignored as
// unknown. Each part is now a 400 naming it and name, with the full name to send where both came.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const [GIVEN, SURNAME] = PERSON.name.split(' ') as [string, string];
const PART_RULE = /^is not a parameter of this endpoint: the person's full name goes in name, given names and surname together, in either order/;

async function refused(route: string, query: string) {
  const r = await app.app.inject({ url: `${API}${route}?${query}&birthDate=${PERSON.birthDate}` });
  assert.equal(r.statusCode, 400, `${route}?${query}: ${r.body.slice(0, 200)}`);
  return problemOf(r).errors!;
}

test('a name sent in parts is a 400 naming each part and name, with the full name to send, on both person routes', async () => {
  const whole = `(name=${GIVEN} ${SURNAME})`;
  for (const route of ['/persons/check', '/persons/new-registrations']) {
    const split = await refused(route, `firstName=${encodeURIComponent(GIVEN)}&lastName=${encodeURIComponent(SURNAME)}`);
    assert.deepEqual(split.map((e) => e.parameter), ['name', 'firstName', 'lastName'], route);
    assert.equal(split[0]!.message, 'is required');
    for (const part of split.slice(1)) {
      assert.match(part.message, PART_RULE);
      assert.ok(part.message.endsWith(whole), part.message);
    }
    // The surname in name, the given name apart: read as one word before, now the name to send.
    const beside = await refused(route, `name=${encodeURIComponent(SURNAME)}&given_name=${encodeURIComponent(GIVEN)}`);
    assert.deepEqual(beside.map((e) => [e.parameter, e.message.endsWith(whole)]), [['given_name', true]], route);
    // One part alone names no whole name.
    const alone = await refused(route, `Surname=${encodeURIComponent(SURNAME)}`);
    assert.deepEqual(alone.map((e) => e.parameter), ['name', 'Surname'], route);
    assert.match(alone[1]!.message, /in either order$/);
  }
  // The full name in name is answered as before.
  const r = await app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}` });
  assert.equal(r.statusCode, 200, r.body.slice(0, 200));
});
