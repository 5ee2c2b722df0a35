// A person's name holding no letter (a date, a personal code, a registration or phone number:
// a spreadsheet's columns mixed up) can name no one, since no register writes a name without a
// letter, yet it was answered as a person with no company: a 404 "No company is associated with
// this person" to the person check, which a compliance check reads as clean, and personKnown
// false with count 0 to new registrations, which a monitoring job reads as nothing new for ever.
// It is a 400 naming name, in both, beside a birthDate refused too; a name with a letter is read
// as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { NAME_WITHOUT_LETTER_RULE } from '../../src/domain/person-name-typed.ts';
import { InvalidParameterError } from '../../src/domain/errors.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices() }); });
after(async () => { await app.close(); });

const get = (path: string, name: string, birthDate = PERSON.birthDate) =>
  app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(name)}&birthDate=${encodeURIComponent(birthDate)}` });

test('a name of digits alone is a 400 naming name, in the check and in new registrations', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const name of ['1980-01-01', '010180-12345', '40003123456', '+371 29123456', 'Dr. 12345']) {
      const r = await get(path, name);
      assert.equal(r.statusCode, 400, `${path} ${name}: ${r.body}`);
      const errors = problemOf(r).errors ?? [];
      assert.deepEqual(errors.map((e) => e.parameter), ['name'], `${path} ${name}`);
      assert.equal(errors[0]!.message, NAME_WITHOUT_LETTER_RULE);
    }
  }
});

test('a name with a letter is read as before', async () => {
  const found = await get('/persons/check', PERSON.name);
  assert.equal(found.statusCode, 200, found.body);
  assert.equal((await get('/persons/check', 'Nobody Atall')).statusCode, 404);
  const watched = await get('/persons/new-registrations', 'Nobody Atall');
  assert.equal(watched.statusCode, 200, watched.body);
  assert.equal(JSON.parse(watched.body).personKnown, false);
});

test('a service caller is told the name beside a birth date refused too', async () => {
  const services = await testServices();
  assert.throws(() => services.checkPerson('1980-01-01', 'Jānis Bērziņš', 50),
    (e: unknown) => e instanceof InvalidParameterError && e.errors.map((i) => i.parameter).join() === 'name,birthDate');
  assert.throws(() => services.newRegistrations('010180-12345', PERSON.birthDate, 24, 100),
    (e: unknown) => e instanceof InvalidParameterError && e.errors.map((i) => i.parameter).join() === 'name');
});
