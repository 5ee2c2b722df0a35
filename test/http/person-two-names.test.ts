// Two people's names in one name (`Jānis Bērziņš, Anna Ozola`, a spreadsheet's cell or a contract's
// party line) were read as one person's: the first found as the second's fuller name, and the answer
// listed one of them as if the check were of both. Such a name is now a 400 naming `name` and the two
// names, on both person routes and for a service caller; one person's name with a comma, a maiden
// name or a company's legal form is read as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { InvalidParameterError } from '../../src/domain/errors.ts';
import { twoNamesIn } from '../../src/domain/person-name-typed.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const ask = (path: string, name: string, birthDate: string = PERSON.birthDate) =>
  app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(name)}&birthDate=${encodeURIComponent(birthDate)}` });

test('a name holding two people\'s names is a 400 naming name and the two, on both person routes', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const [typed, first, second] of [
      [`${PERSON.name}, Anna Ozola`, PERSON.name, 'Anna Ozola'],
      [`${PERSON.name}; Anna Ozola`, PERSON.name, 'Anna Ozola'],
      [`${PERSON.name} & Anna Ozola`, PERSON.name, 'Anna Ozola'],
      [`${PERSON.name} un Anna Ozola`, PERSON.name, 'Anna Ozola'],
      ['Петров Иван и Сидорова Анна', 'Петров Иван', 'Сидорова Анна'],
    ]) {
      const r = await ask(path, typed!);
      assert.equal(r.statusCode, 400, `${path} ${typed}: ${r.body}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]),
        [['name', `must be one person's full name: it holds two, ${first} and ${second}; check one person at a time, each with their birth date`]], typed);
    }
  }
  // Told beside a birth date refused too.
  const both = await ask('/persons/check', `${PERSON.name}, Anna Ozola`, '1980-13-01');
  assert.deepEqual(problemOf(both).errors?.map((e) => e.parameter).sort(), ['birthDate', 'name']);
});

test('one person\'s name with a comma, a maiden name or a company\'s legal form is read as before', async () => {
  const [given, surname] = PERSON.name.split(' ');
  for (const typed of [`${surname}, ${given}`, `${PERSON.name}, née Ozola`, `${PERSON.name} (dz. Ozola)`, `Dr. ${PERSON.name}, PhD`]) {
    assert.equal((await ask('/persons/check', typed)).statusCode, 200, typed);
  }
  // A company's name is told as one by the 404, not as two people.
  const company = await ask('/persons/check', 'Rīgas Koks un Partneri SIA');
  assert.equal(company.statusCode, 404);
  assert.match(problemOf(company).detail ?? '', /holding the legal form SIA/);
  for (const typed of ['Anna un Jānis Bērziņi', 'J. & A. Bērziņi', 'Sanna Lindström, o.s. Virtanen', 'Анна Петрова, урожд. Иванова']) {
    assert.equal(twoNamesIn(typed), null, typed);
  }
});

test('a service caller is told the same', async () => {
  const services = await testServices();
  assert.throws(() => services.checkPerson(`${PERSON.name}, Anna Ozola`, PERSON.birthDate, 50),
    (e: unknown) => e instanceof InvalidParameterError && e.errors[0]?.parameter === 'name' && /it holds two/.test(e.message));
});
