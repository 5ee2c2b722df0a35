// /persons/check and /persons/new-registrations: one person's name written surname first with a
// comma, whose surname has a particle or two words (`De Jong, Jan Erik`, `Van der Berg, Anna
// Maria`, `Fernandes Silva, João Pedro`), was refused as two people's names, though foreign board
// members are named so in the Estonian and Latvian registers. A left part beginning with a surname
// particle, two surnames joined by `y`, or a right part of initials is one person's; otherwise the
// registers tell: a person born that day named by every word is the one asked for.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardRoles } from '../../test/helpers/board-roles.ts';

const C = FIXTURE.companies;
const BORN = '1971-04-12';
const role = boardRoles('surname-first');

let ctx: SeededServices;
before(() => {
  const recently = new Date(Date.now() - 3_600_000).toISOString();
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Jan Erik De Jong', BORN, 'ee.persons', recently),
    role(C.lvGaze, 'Van der Berg Anna Maria', BORN, 'lv.officers'),
    role(C.eeTaxDebtor, 'João Pedro Fernandes Silva', BORN, 'ee.persons'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => [...new Set(v.results.map((r) => `${r.country}:${r.regcode}`))];

test('a surname with a particle written first with a comma is one person\'s name, found as the register writes it', () => {
  for (const [typed, company] of [
    ['De Jong, Jan Erik', C.eeEnergia], ['de jong, JAN ERIK', C.eeEnergia],
    ['Van der Berg, Anna Maria', C.lvGaze], ['VAN DER BERG, Anna Maria', C.lvGaze],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, BORN, 50)), [`${company.country}:${company.regcode}`], typed);
  }
  const recent = ctx.services.newRegistrations('De Jong, Jan Erik', BORN, 24, 100, ctx.store.now);
  assert.equal(recent.personKnown, true);
  assert.deepEqual(companies(recent), [`EE:${C.eeEnergia.regcode}`]);
  // Whoever the registers hold: a particle's surname is not read as a person of two words.
  for (const typed of ['von Trapp, Maria Anna', 'De la Cruz, María Elena', "O'Brien Kelly, Sean Patrick", 'García y Márquez, Gabriel José', 'Bērziņš Ozols, J. P.']) {
    assert.throws(() => ctx.services.checkPerson(typed, BORN, 50), NotFoundError, typed);
  }
});

test('two surnames written first with a comma are one person\'s where a register names someone born that day by every word', () => {
  assert.deepEqual(companies(ctx.services.checkPerson('Fernandes Silva, João Pedro', BORN, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
  assert.equal(ctx.services.newRegistrations('Fernandes Silva, João Pedro', BORN, 24, 100, ctx.store.now).personKnown, true);
  // Born another day, or two people written surname first, is two names, told how to send one person's.
  for (const [typed, born] of [['Fernandes Silva, João Pedro', '1971-04-13'], ['Ozola Anna, Bērziņš Jānis', BORN], ['de Jong Jan, van Berg Anna', BORN]]) {
    assert.throws(() => ctx.services.checkPerson(typed!, born!, 50), (e: unknown) => e instanceof InvalidParameterError
      && e.errors[0]?.parameter === 'name' && /it holds two, .*; if it is one person's name written surname first, send it without the comma/.test(e.message), typed);
  }
});
