// /persons/check: an Estonian or Finnish name typed as a German keyboard's user types its marked
// letters, `ä`, `ö`, `ü` as `ae`, `oe`, `ue` and the Estonian `õ`, which that keyboard lacks, as `oe`
// like the `ö` beside it: `Aivar Joegi` was a 404 naming `Jõgi Aivar` as a near miss, the `oe` read
// as `ö` or `ø` alone. A pair is read so only where the register writes the marked letter there,
// and the birth date still decides.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const AIVAR = '1972-03-09';
const TONU = '1980-11-23';
const NAMESAKE = '1966-07-30';
const role = boardMemberRoles('german-typed');
const noBirth = (row: ReturnType<typeof role>) => ({ ...row, birth_date: null });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Aivar Jõgi', AIVAR, 'ee.persons'),
    role(C.lvGaze, 'Jõgi Aivar', AIVAR, 'lv.officers'),
    role(C.eeTaxDebtor, 'Tõnu Müürsepp', TONU, 'ee.persons'),
    // Written with a plain o: the `oe` typed is no letter of his.
    role(C.eePohjaPuit, 'Aivar Jogi', NAMESAKE, 'ee.persons'),
    // Roles whose register gives no birth date (RIK's since November 2024): candidates of the name in full.
    noBirth(role(C.eePohjaPuit, 'Kärt Jõgi', AIVAR, 'ee.persons')),
    noBirth(role(C.eeTaxDebtor, 'Aivar Jõgi', AIVAR, 'ee.persons')),
    noBirth(role(C.eeEnergia, 'Mart Jogi', AIVAR, 'ee.persons')),
  ] } });
});
after(() => ctx.close());

const found = (typed: string, born: string) => ctx.services.checkPerson(typed, born, 50).results.map((r) => `${r.country}:${r.regcode} ${r.personName}`).sort();

test('õ typed oe, as a German keyboard types ö, finds the person as the name with its marks does', () => {
  const aivar = found('Aivar Jõgi', AIVAR);
  assert.equal(aivar.length, 2);
  for (const typed of ['Aivar Joegi', 'JOEGI, Aivar', 'Joegi Aivar']) assert.deepEqual(found(typed, AIVAR), aivar, typed);
  // õ and ü of one name, with ü typed ue.
  assert.deepEqual(found('Toenu Mueuersepp', TONU), [`EE:${C.eeTaxDebtor.regcode} Tõnu Müürsepp`]);
  assert.deepEqual(found('Toenu Müürsepp', TONU), [`EE:${C.eeTaxDebtor.regcode} Tõnu Müürsepp`]);
  assert.equal(ctx.services.newRegistrations('Aivar Joegi', AIVAR, 24, 100).personKnown, true);
});

test('an oe read as õ finds no one born another day, nor a name written with a plain o', () => {
  assert.throws(() => ctx.services.checkPerson('Aivar Joegi', '1972-03-10', 50), NotFoundError);
  // Aivar Jogi is found as typed, never by `Aivar Joegi`: the 404 names him as a near miss.
  assert.deepEqual(found('Aivar Jogi', NAMESAKE), [`EE:${C.eePohjaPuit.regcode} Aivar Jogi`]);
  assert.throws(() => ctx.services.checkPerson('Aivar Joegi', NAMESAKE, 50), /"Aivar Jogi", one letter from the name sent/);
  assert.equal(ctx.services.newRegistrations('Aivar Joegi', NAMESAKE, 24, 100).personKnown, false);
});

// A candidate is matched by the name in full: `Kaert Joegi` listed none of Kärt Jõgi's roles
// where `Kärt Jõgi` lists them, nor told of them in its 404.
test('the candidates of a name so typed are those whose register writes the marked letters there', () => {
  const withCandidates = (typed: string, born: string) => ctx.services.checkPerson(typed, born, 50, undefined, null, { after: null });
  const listed = (typed: string, born: string) => withCandidates(typed, born).candidates!.map((r) => `${r.regcode} ${r.personName}`);
  assert.deepEqual(listed('Kaert Joegi', '1990-01-01'), [`${C.eePohjaPuit.regcode} Kärt Jõgi`]);
  assert.deepEqual(listed('Kaert Joegi', '1990-01-01'), listed('Kärt Jõgi', '1990-01-01'));
  assert.throws(() => ctx.services.checkPerson('Kaert Joegi', '1990-01-01', 50), /the name alone matches 1 role whose register gives no birth date/);
  // The person found by the reading: the candidates of the name so read beside his roles.
  assert.deepEqual(listed('Aivar Joegi', AIVAR), [`${C.eeTaxDebtor.regcode} Aivar Jõgi`]);
  assert.equal(ctx.services.checkPerson('Aivar Joegi', AIVAR, 50).candidateRoles, 1);
  // A name written with a plain o is no candidate of an `oe` typed: Mart Jogi is not listed for `Mart Joegi`.
  assert.throws(() => withCandidates('Mart Joegi', '1990-01-01'), NotFoundError);
  assert.deepEqual(listed('Mart Jogi', '1990-01-01'), [`${C.eeEnergia.regcode} Mart Jogi`]);
});
