// A masked Latvian personal code hides its century digit: its DDMMYY is read as a birth in the
// 1900s or the 2000s, never the 1800s (domain/masked-code-century.ts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
const P = FIXTURE.persons;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const companiesOf = (name: string, birthDate: string) =>
  [...new Set(ctx.services.checkPerson(name, birthDate, 100).results.map((r) => `${r.country}:${r.regcode}`))];

test('a masked code 150385-***** is a person born in 1985, and a date a century earlier finds no one', () => {
  // Pēteris Ozols is known by 150385-***** alone, his namesake by 010190-*****.
  assert.deepEqual(companiesOf(P.peteris.name, '1985-03-15'), [`LV:${C.lvRigasKoks.regcode}`]);
  assert.deepEqual(companiesOf(P.peteris.name, '1990-01-01'), [`LV:${C.lvKekava.regcode}`]);
  for (const born of ['1885-03-15', '1890-01-01']) {
    assert.throws(() => ctx.services.checkPerson(P.peteris.name, born, 50), NotFoundError, born);
    const watched = ctx.services.newRegistrations(P.peteris.name, born, 24 * 365 * 30, 100, ctx.store.now);
    assert.equal(watched.personKnown, false, born);
    assert.deepEqual(watched.results, [], born);
  }
});

test('a name with a given name added reads the 1800s date as no masked code either', () => {
  const [given, surname] = P.peteris.name.split(' ') as [string, string];
  const fuller = `${given} Jānis ${surname}`;
  assert.deepEqual(companiesOf(fuller, '1985-03-15'), [`LV:${C.lvRigasKoks.regcode}`]);
  assert.throws(() => ctx.services.checkPerson(fuller, '1885-03-15', 50), NotFoundError);
});
