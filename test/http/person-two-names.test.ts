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
    for (const [typed, first, second, byComma] of [
      [`${PERSON.name}, Anna Ozola`, PERSON.name, 'Anna Ozola', true],
      ['Ozola Anna, Bērziņš Jānis', 'Ozola Anna', 'Bērziņš Jānis', true],
      [`${PERSON.name}; Anna Ozola`, PERSON.name, 'Anna Ozola', false],
      [`${PERSON.name} & Anna Ozola`, PERSON.name, 'Anna Ozola', false],
      [`${PERSON.name} un Anna Ozola`, PERSON.name, 'Anna Ozola', false],
      ['Петров Иван и Сидорова Анна', 'Петров Иван', 'Сидорова Анна', false],
    ] as const) {
      const r = await ask(path, typed);
      assert.equal(r.statusCode, 400, `${path} ${typed}: ${r.body}`);
      // A comma alone may write one person's name surname first: the answer says how to send it.
      const comma = byComma ? `; if it is one person's name written surname first, send it without the comma (${first} ${second})` : '';
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]),
        [['name', `must be one person's full name: it holds two, ${first} and ${second}; check one person at a time, each with their birth date${comma}`]], typed);
    }
  }
  // Told beside a birth date refused too.
  for (const birthDate of ['1980-13-01', '2999-01-01']) {
    const both = await ask('/persons/check', `${PERSON.name}, Anna Ozola`, birthDate);
    assert.deepEqual(problemOf(both).errors?.map((e) => e.parameter).sort(), ['birthDate', 'name'], birthDate);
  }
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

test('one person\'s name written surname first, the surname with a particle, is read as one on both person routes', async () => {
  // Foreign board members the Estonian and Latvian registers name: a 404 (no one so named here), not a 400.
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of ['De Jong, Jan Erik', 'Van der Berg, Anna Maria', 'von Trapp, Maria Anna', 'DE LA CRUZ, MARIA ELENA', 'af Klint, Hilma Elin',
      "O'Brien Kelly, Sean Patrick", 'El Amrani, Mohamed Ali', 'García y Márquez, Gabriel José', 'Bērziņš Ozols, J. P.']) {
      const r = await ask(path, typed);
      assert.notEqual(r.statusCode, 400, `${path} ${typed}: ${r.body}`);
    }
  }
  // Two people written surname first, each surname with its particle, are two.
  assert.deepEqual(twoNamesIn('de Jong Jan, van Berg Anna')?.names, ['de Jong Jan', 'van Berg Anna']);
  assert.deepEqual(twoNamesIn('Jan de Jong, Anna van Berg')?.names, ['Jan de Jong', 'Anna van Berg']);
});

// A list of three names or more was read as one person's, and the answer listed the first
// person's companies, found as the others' fuller name, as if the check were of all.
test('a list of three people\'s names or more is a 400 naming each, on both person routes', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of [`${PERSON.name}; Anna Ozola; Ilze Kalniņa`, `${PERSON.name}, Anna Ozola, Ilze Kalniņa`, `${PERSON.name}, Anna Ozola un Ilze Kalniņa`]) {
      const r = await ask(path, typed);
      assert.equal(r.statusCode, 400, `${path} ${typed}: ${r.body}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['name',
        `must be one person's full name: it holds 3, ${PERSON.name}, Anna Ozola and Ilze Kalniņa; check one person at a time, each with their birth date`]], typed);
    }
  }
  assert.deepEqual(twoNamesIn('Ozols, Andris; Bērziņa, Ilze; Kalniņš, Pēteris')?.names, ['Ozols, Andris', 'Bērziņa, Ilze', 'Kalniņš, Pēteris']);
  // One person's name with two commas, a maiden name or titles, is one.
  for (const typed of [`${PERSON.name}, née Ozola, PhD`, `${PERSON.name}, MBA, PhD`, `GARCÍA MÁRQUEZ, Gabriel José`]) assert.equal(twoNamesIn(typed), null, typed);
});

// A sanctions list writes a name `SURNAME, Given Names`: two surnames written first with a comma
// were a 400 as two people's names unless a register named someone born that day by every word,
// so a compliance check pasting `GARCÍA MÁRQUEZ, Gabriel José` never ran. The case tells it from two
// people's names written surname first, each in one case.
test('a surname in capitals written first with a comma before given names that are not is one person\'s name on both person routes', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of ['GARCÍA MÁRQUEZ, Gabriel José', 'FERNANDES SILVA, João Pedro', 'GARCÍA MÁRQUEZ, Gabriel J.', 'ПЕТРОВ ВОДКИН, Кузьма Сергеевич']) {
      const r = await ask(path, typed);
      assert.notEqual(r.statusCode, 400, `${path} ${typed}: ${r.body}`);
    }
  }
  // The person check runs: no one here is so named (a 404, not the two-names 400).
  assert.equal((await ask('/persons/check', 'GARCÍA MÁRQUEZ, Gabriel José')).statusCode, 404);
  // Each side in one case, or a digit among the words, is two names as before, told how to send one person's.
  for (const [typed, first, second] of [['OZOLA Anna, BĒRZIŅŠ Jānis', 'OZOLA Anna', 'BĒRZIŅŠ Jānis'], ['GARCIA MARQUEZ, GABRIEL JOSE', 'GARCIA MARQUEZ', 'GABRIEL JOSE'],
    ['García Márquez, Gabriel José', 'García Márquez', 'Gabriel José'], ['OZOLA ANNA 2, Jānis Bērziņš', 'OZOLA ANNA 2', 'Jānis Bērziņš']] as const) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 400, `${typed}: ${r.body}`);
    assert.equal(problemOf(r).errors?.[0]?.message, `must be one person's full name: it holds two, ${first} and ${second}; check one person at a time, `
      + `each with their birth date; if it is one person's name written surname first, send it without the comma (${first} ${second})`, typed);
  }
  // Two people each written so are two, joined by a semicolon.
  assert.deepEqual(twoNamesIn('OZOLS, Andris; BĒRZIŅA, Ilze'), { names: ['OZOLS, Andris', 'BĒRZIŅA, Ilze'], byComma: false });
});

test('a service caller is told the same', async () => {
  const services = await testServices();
  assert.throws(() => services.checkPerson(`${PERSON.name}, Anna Ozola`, PERSON.birthDate, 50),
    (e: unknown) => e instanceof InvalidParameterError && e.errors[0]?.parameter === 'name' && /it holds two/.test(e.message));
});
