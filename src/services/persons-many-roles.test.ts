// /persons/check `limit` counts companies: a person with many roles in one company (a board
// member reappointed term after term, each term its own entry in the register) gets every role
// of every company listed, and as many companies as `limit` allows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../domain/fold.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
const PERSON = { name: 'Kaarel Kask', birthDate: '1970-05-05' };
const TERMS = 13;

function role(c: { country: string; regcode: string }, i: number, since: string, until: string | null) {
  return {
    country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member',
    person_name: PERSON.name, name_key: personNameKey(PERSON.name), entity_type: 'natural_person',
    birth_date: PERSON.birthDate, since, until, assoc_key: `many-roles-${c.regcode}-${i}`,
    first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.persons', as_of: '2026-11-01',
  };
}

let ctx: SeededServices;
before(() => {
  // Thirteen terms on the board of the first company (EE sorts first), one role in each of two more.
  const terms = Array.from({ length: TERMS }, (_, i) =>
    role(C.eeEnergia, i, `${1995 + 2 * i}-01-01`, i < TERMS - 1 ? `${1996 + 2 * i}-12-31` : null));
  ctx = seededServices({ rows: { person_roles: [...terms, role(C.eePohjaPuit, 100, '2015-01-01', null), role(C.lvGaze, 101, '2019-01-01', null)] } });
});
after(() => ctx.close());

const companiesOf = (results: Array<{ country: string; regcode: string }>) => [...new Set(results.map((r) => `${r.country}:${r.regcode}`))];

test('a company listed comes with every role the person has in it, however many', () => {
  const all = ctx.services.checkPerson(PERSON.name, PERSON.birthDate, 100);
  assert.equal(all.results.filter((r) => r.regcode === C.eeEnergia.regcode).length, TERMS);
  const one = ctx.services.checkPerson(PERSON.name, PERSON.birthDate, 1);
  assert.deepEqual(companiesOf(one.results), [`EE:${C.eeEnergia.regcode}`]);
  assert.equal(one.count, TERMS);
  assert.deepEqual(one.results, all.results.slice(0, TERMS));
});

test('limit companies are listed while the person has that many', () => {
  const all = ctx.services.checkPerson(PERSON.name, PERSON.birthDate, 100);
  assert.equal(companiesOf(all.results).length, 3);
  for (const limit of [1, 2, 3]) {
    const some = ctx.services.checkPerson(PERSON.name, PERSON.birthDate, limit);
    assert.deepEqual(companiesOf(some.results), companiesOf(all.results).slice(0, limit), `limit ${limit}`);
  }
});
