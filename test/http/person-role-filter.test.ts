// /persons/check?…&role=officer was answered 200 with every role of the person, the parameter
// ignored as unknown: a user who read the first results took the member's and the beneficial
// owner's roles for offices, or the officer's for all there is. The person routes take no filter of
// the roles by kind (a compliance check must not miss a tie, and limit counts companies): such a
// parameter is a 400 naming it and the fields to pick the roles by.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const PERSON_QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;

test('a filter of the roles by kind is a 400 naming it and the role and position every role carries, in the check and in new registrations', async () => {
  for (const route of ['/persons/check', '/persons/new-registrations']) {
    for (const sent of ['role=officer', 'roles=member', 'position=board_member', 'Role=officer', 'role_type=officer']) {
      const r = await app.app.inject({ url: `${API}${route}?${PERSON_QUERY}&${sent}` });
      assert.equal(r.statusCode, 400, `${route} ${sent}: ${r.body.slice(0, 200)}`);
      const problem = problemOf(r);
      const name = sent.split('=')[0]!;
      assert.deepEqual(problem.errors?.map((e) => e.parameter), [name], `${route} ${sent}`);
      assert.match(problem.errors![0]!.message, /every role of the person is listed, each with its role \(beneficial_owner, officer, member, stockholder, micro_enterprise\) and position/);
      assert.ok(problem.detail.startsWith(`${name} is not a parameter of this endpoint`), problem.detail);
    }
  }
  // Without it, the person's roles of every kind, as before; a parameter of no meaning is still ignored.
  const every = await app.app.inject({ url: `${API}/persons/check?${PERSON_QUERY}&_=${Date.now()}` });
  assert.equal(every.statusCode, 200, every.body.slice(0, 200));
  const kinds = new Set((every.json() as { results: Array<{ role: string }> }).results.map((r) => r.role));
  assert.ok(kinds.has('officer') && kinds.size > 1, [...kinds].join(', '));
});

// country=LV was ignored as unknown in the same way: a client sending a country with every request
// read the person's Estonian roles listed beside the Latvian ones as ties in Latvia.
test('a filter by country is a 400 naming it and the country every role carries, in the check and in new registrations', async () => {
  for (const route of ['/persons/check', '/persons/new-registrations']) {
    for (const sent of ['country=LV', 'Country=EE', 'countries=LV,EE', 'jurisdiction=LV', 'country_code=LV']) {
      const r = await app.app.inject({ url: `${API}${route}?${PERSON_QUERY}&${sent}` });
      assert.equal(r.statusCode, 400, `${route} ${sent}: ${r.body.slice(0, 200)}`);
      const name = sent.split('=')[0]!;
      const problem = problemOf(r);
      assert.deepEqual(problem.errors?.map((e) => e.parameter), [name], `${route} ${sent}`);
      assert.match(problem.errors![0]!.message, /roles in every country whose registers publish them are listed, each with its country and regcode/);
    }
  }
  // Both at once: each named.
  const both = await app.app.inject({ url: `${API}/persons/check?${PERSON_QUERY}&country=LV&role=officer` });
  assert.equal(both.statusCode, 400);
  assert.deepEqual(problemOf(both).errors?.map((e) => e.parameter).sort(), ['country', 'role']);
});
