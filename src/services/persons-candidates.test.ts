// RIK left personal codes out of its open data on 2024-11-01, so most Estonian persons of a current
// dump carry no birth information at all, and a check by name and birth date cannot find them:
// a job watching Mari Tamm, born 1975-06-04, saw nothing of her Estonian roles and was not told
// why. candidates=true lists such roles of the name in full, apart from the person's and marked
// birthDateMatch unknown; without it, a 404 or personKnown false says how many there are.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../domain/fold.ts';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
// Not the fixture's Mari Tamm (born 1985-02-03, officer of eeEnergia): a namesake.
const MARI = { name: 'Mari Tamm', birthDate: '1975-06-04' };

let seq = 0;
function role(c: { country: string; regcode: string }, name: string, birth: { date?: string; key?: string } = {}, extra: Record<string, string | null> = {}) {
  seq++;
  return {
    country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member', person_name: name, name_key: personNameKey(name),
    entity_type: 'natural_person', birth_date: birth.date ?? null, birth_key: birth.key ?? null, since: '2025-02-01', until: null,
    assoc_key: `candidates-${seq}`, first_seen_at: '2025-02-02T00:00:00Z', source: c.country === 'EE' ? 'ee.persons' : 'lv.officers',
    as_of: '2026-11-01', ...extra,
  };
}

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // Her role in a dump after the removal: no birth information at all.
    role(C.eePohjaPuit, 'Tamm Mari'),
    // Not hers by the name in full: a given name more, and a legal entity of that name (never born).
    role(C.eeEnergia, 'Tamm Mari Liis'),
    role(C.lvGaze, 'Mari Tamm', {}, { entity_type: 'legal_entity', role: 'member', position: null }),
    // Namesakes whose register gives some birth information, none of it hers.
    role(C.lvRigasKoks, 'Tamm Mari', { date: '1975-07' }),
    role(C.lvKekava, 'Tamm Mari', { key: '040676' }),
  ] } });
});
after(() => ctx.close());

const where = (rows: Array<{ country: string; regcode: string; birthDateMatch: string }>) =>
  rows.map((r) => `${r.country}:${r.regcode} ${r.birthDateMatch}`);

test('a role whose register gives no birth information is listed with candidates=true alone, as unknown', () => {
  assert.throws(() => ctx.services.checkPerson(MARI.name, MARI.birthDate, 50), NotFoundError, 'no role of hers is confirmed');
  const answer = ctx.services.checkPerson(MARI.name, MARI.birthDate, 50, undefined, null, { after: null });
  assert.deepEqual([answer.count, answer.results, answer.truncated, answer.next], [0, [], false, null]);
  assert.deepEqual(where(answer.candidates!), [`EE:${C.eePohjaPuit.regcode} unknown`]);
  // As typed in any word order, and in Cyrillic: the readings the check uses.
  for (const typed of ['Tamm Mari', 'Мари Тамм']) {
    assert.deepEqual(where(ctx.services.checkPerson(typed, MARI.birthDate, 50, undefined, null, { after: null }).candidates!),
      [`EE:${C.eePohjaPuit.regcode} unknown`], typed);
  }
});

test('a candidate gives its company\'s compliance flags in force, as a role of the person does', () => {
  const answer = ctx.services.checkPerson(MARI.name, MARI.birthDate, 50, undefined, null, { after: null });
  assert.deepEqual(answer.candidates!.map((r) => [r.regcode, r.companyFlags]),
    answer.candidates!.map((r) => [r.regcode, ctx.services.complianceFor(r.regcode, r.country).flags]));
});

test('the 404 without candidates says how many roles the name alone matches and how to list them', () => {
  assert.throws(() => ctx.services.checkPerson(MARI.name, MARI.birthDate, 50), (err: Error) => {
    assert.match(err.message, /the name alone matches 1 role whose register gives no birth date \(candidates=true lists them\)/);
    return true;
  });
  // A name with none says what it said before, and what to check.
  assert.throws(() => ctx.services.checkPerson('Nobody Known', MARI.birthDate, 50), (err: Error) => {
    assert.equal(err.message, 'No company is associated with this person and birth date in the registers that publish company roles (LV as of 2026-11-21, EE as of 2026-11-21)'
      + '; check the birth date, which must match the register\'s exactly (day and month not swapped), and the letters of the name: word order, case and diacritics do not matter');
    return true;
  });
});

test('a namesake with a known birth date is never a candidate, nor is a fuller name or a legal entity', () => {
  // The fixture's Mari Tamm, born 1985-02-03: her role is confirmed, the role without birth information a candidate.
  const known = ctx.services.checkPerson(FIXTURE.persons.mari.name, FIXTURE.persons.mari.birthDate, 50, undefined, null, { after: null });
  assert.deepEqual(where(known.results), [`EE:${C.eeEnergia.regcode} exact`]);
  assert.deepEqual(where(known.candidates!), [`EE:${C.eePohjaPuit.regcode} unknown`]);
  // Asked for 1975-06-04, her role (born 1985) is in neither list, nor the LV namesakes born 1975-07 or 04.06.76.
  const other = ctx.services.checkPerson(MARI.name, MARI.birthDate, 50, undefined, null, { after: null });
  assert.ok(!other.candidates!.some((r) => r.regcode !== C.eePohjaPuit.regcode), JSON.stringify(other.candidates));
  // A name that finds its person only with a given name left out finds no candidate so.
  assert.throws(() => ctx.services.checkPerson('Liis Tamm', MARI.birthDate, 50, undefined, null, { after: null }), NotFoundError);
});

// `Kadri K. Mets` (a middle initial, as a signature writes it) listed none of Kadri Mets's
// candidates, the initial read as a word of the name in full.
test('a middle initial typed lists the candidates whose register gives no middle name, never one with another', () => {
  const listed = (typed: string) => {
    const answer = ctx.services.checkPerson(typed, MARI.birthDate, 50, undefined, null, { after: null });
    return answer.candidates!.map((r) => `${r.regcode} ${r.personName}`);
  };
  for (const typed of ['Mari L. Tamm', 'Mari L Tamm', 'Tamm Mari L.', 'TAMM, Mari L.']) {
    assert.deepEqual(listed(typed), [`${C.eePohjaPuit.regcode} Tamm Mari`], typed);
  }
  // The 404 without candidates counts them as for the name without the initial.
  assert.throws(() => ctx.services.checkPerson('Mari L. Tamm', MARI.birthDate, 50), /the name alone matches 1 role/);
  // `Tamm Mari Liis`, whose register gives a middle name, is no candidate of an initial, agreeing or not;
  // an initial beside one whole word is no name.
  assert.ok(!listed('Mari K. Tamm').includes(`${C.eeEnergia.regcode} Tamm Mari Liis`));
  assert.throws(() => ctx.services.checkPerson('M. Tamm', MARI.birthDate, 50, undefined, null, { after: null }), NotFoundError);
});

test('the default answer carries no candidates', () => {
  const plain = ctx.services.checkPerson(FIXTURE.persons.mari.name, FIXTURE.persons.mari.birthDate, 50);
  assert.equal('candidates' in plain, false);
  assert.deepEqual(where(plain.results), [`EE:${C.eeEnergia.regcode} exact`]);
});

test('new registrations: personKnown false counts the candidates, and candidates=true lists those first seen in the window', () => {
  const now = new Date('2025-02-02T12:00:00Z');
  const plain = ctx.services.newRegistrations(MARI.name, MARI.birthDate, 24, 100, now);
  assert.deepEqual([plain.personKnown, plain.count, plain.candidateRoles, 'candidates' in plain], [false, 0, 1, false]);
  const asked = ctx.services.newRegistrations(MARI.name, MARI.birthDate, 24, 100, now, true);
  assert.deepEqual([asked.personKnown, asked.count], [false, 0]);
  assert.deepEqual(where(asked.candidates!), [`EE:${C.eePohjaPuit.regcode} unknown`]);
  assert.equal(asked.candidates![0]!.firstSeenAt, '2025-02-02T00:00:00Z');
  // Outside the window: none listed, still counted.
  const later = ctx.services.newRegistrations(MARI.name, MARI.birthDate, 24, 100, new Date('2025-03-02T12:00:00Z'), true);
  assert.deepEqual([later.candidates, later.candidateRoles], [[], 1]);
  // A known person gets no count of candidates.
  const known = ctx.services.newRegistrations(FIXTURE.persons.mari.name, FIXTURE.persons.mari.birthDate, 24, 100, now);
  assert.deepEqual([known.personKnown, 'candidateRoles' in known], [true, false]);
});
