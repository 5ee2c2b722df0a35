// A name of one word (a surname alone, GET /persons/check?name=Berzins&birthDate=1980-01-01) was
// answered as an unknown person, a 404 "No company is associated with this person…", which a
// user read as no company; both person endpoints now answer a 400 naming name, asking for the
// given name and the surname.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';

const P = FIXTURE.persons;
let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

test('a name of one word is a 400 naming name on both person endpoints; two words are read', async () => {
  const surname = P.janis.name.split(' ')[1]!;
  for (const path of ['persons/check', 'persons/new-registrations']) {
    const r = await app.app.inject({ url: `${API}/${path}?name=${encodeURIComponent(surname)}&birthDate=${P.janis.birthDate}` });
    assert.equal(r.statusCode, 400, `${path}: ${r.body}`);
    const body = r.json() as { errors: Array<{ parameter: string; in: string; message: string }> };
    assert.deepEqual(body.errors.map((e) => [e.parameter, e.in]), [['name', 'query']], path);
    assert.match(body.errors[0]!.message, /given name and surname/, path);
    const full = await app.app.inject({ url: `${API}/${path}?name=${encodeURIComponent(P.janis.name)}&birthDate=${P.janis.birthDate}` });
    assert.equal(full.statusCode, 200, `${path}: ${full.body}`);
  }
});
