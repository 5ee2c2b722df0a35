// /persons/check of a double given name or surname (`Anna-Liisa Tamm`, `Kalniņa-Ozola Ilze`) and a
// name of three words (`Bērziņš Jānis Pēteris`), typed as a register writes them, without the
// hyphen, with a space or a dash for it, or joined: each finds the person, and no namesake born the
// same day whose name is a part of theirs (`Anna Tamm`, `Liis Kask`, `Pēteris Bērziņš`, `Ozola Ilze`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const role = boardMemberRoles('hyphenated-name');
const ANNA_LIISA = '1985-03-04';
const MARI_LIIS = '1990-06-07';
const JANIS_PETERIS = '1970-02-03';
const ILZE = '1979-11-05';
const KATI_RIIN = '1988-05-06';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // Each beside a namesake born the same day whose name is a part of theirs.
    role(C.eeEnergia, 'Anna-Liisa Tamm', ANNA_LIISA, 'ee.persons'),
    role(C.eePohjaPuit, 'Anna Tamm', ANNA_LIISA, 'ee.persons'),
    role(C.eeEnergia, 'Mari-Liis Kask', MARI_LIIS, 'ee.persons'),
    role(C.eePohjaPuit, 'Liis Kask', MARI_LIIS, 'ee.persons'),
    role(C.lvRigasKoks, 'Bērziņš Jānis Pēteris', JANIS_PETERIS, 'lv.officers'),
    role(C.lvGaze, 'Pēteris Bērziņš', JANIS_PETERIS, 'lv.officers'),
    role(C.lvRigasKoks, 'Kalniņa-Ozola Ilze', ILZE, 'lv.officers'),
    role(C.lvGaze, 'Ozola Ilze', ILZE, 'lv.officers'),
    // Her role in a second company, which RIK lists without a birth date: a candidate, matched by the name in full.
    role(C.eeEnergia, 'Kati-Riin Saar', KATI_RIIN, 'ee.persons'),
    { ...role(C.eePohjaPuit, 'Kati-Riin Saar', KATI_RIIN, 'ee.persons'), birth_date: null },
  ] } });
});
after(() => ctx.close());

const listed = (name: string, birthDate: string) => ctx.services.checkPerson(name, birthDate, 50).results.map((r) => `${r.regcode} ${r.personName}`);

test('a double given name, a double surname and a name of three words find the person however the hyphen is typed', () => {
  const cases: Array<[string, string, string[]]> = [
    [ANNA_LIISA, `${C.eeEnergia.regcode} Anna-Liisa Tamm`, ['Anna-Liisa Tamm', 'Anna Liisa Tamm', 'Anna–Liisa Tamm', 'Anna - Liisa Tamm', 'Annaliisa Tamm',
      'AnnaLiisa Tamm', 'Tamm, Anna-Liisa', 'ANNA-LIISA TAMM']],
    [MARI_LIIS, `${C.eeEnergia.regcode} Mari-Liis Kask`, ['Mari-Liis Kask', 'Mari Liis Kask', 'Mariliis Kask', 'Kask Mari-Liis', 'mari-liis kask']],
    [JANIS_PETERIS, `${C.lvRigasKoks.regcode} Bērziņš Jānis Pēteris`, ['Jānis Pēteris Bērziņš', 'Janis Peteris Berzins', 'Jānis-Pēteris Bērziņš',
      'Bērziņš, Jānis Pēteris', 'Jānis P. Bērziņš']],
    [ILZE, `${C.lvRigasKoks.regcode} Kalniņa-Ozola Ilze`, ['Ilze Kalniņa-Ozola', 'Ilze Kalniņa Ozola', 'Ilze Kalnina-Ozola', 'Ilze Kalniņaozola',
      'Ilze Kalniņa - Ozola', 'Ilze Kalniņa–Ozola', 'Kalniņa-Ozola Ilze', 'Ilze Ozola-Kalniņa']],
  ];
  for (const [birthDate, person, typings] of cases) {
    for (const typed of typings) assert.deepEqual(listed(typed, birthDate), [person], typed);
  }
});

test('a namesake born the same day, whose name is a part of the double or three-word name, is answered as themselves', () => {
  assert.deepEqual(listed('Anna Tamm', ANNA_LIISA), [`${C.eePohjaPuit.regcode} Anna Tamm`]);
  assert.deepEqual(listed('Liis Kask', MARI_LIIS), [`${C.eePohjaPuit.regcode} Liis Kask`]);
  assert.deepEqual(listed('Pēteris Bērziņš', JANIS_PETERIS), [`${C.lvGaze.regcode} Pēteris Bērziņš`]);
  assert.deepEqual(listed('Ilze Ozola', ILZE), [`${C.lvGaze.regcode} Ozola Ilze`]);
});

// `Mari-Liis Kask-Tamm` (a married name added to the register's) listed both `Mari-Liis Kask` and
// `Liis Kask` as the person's: the name keys hold no hyphen, so `Liis Kask` read as within it.
test('a name typed with a surname more lists only the namesake that keeps its hyphened given name whole', () => {
  for (const typed of ['Mari-Liis Kask-Tamm', 'Kask-Tamm Mari-Liis', 'Mari-Liis Kask Tamm']) {
    assert.deepEqual(listed(typed, MARI_LIIS), [`${C.eeEnergia.regcode} Mari-Liis Kask`], typed);
  }
});

// `Katiriin Saar` found `Kati-Riin Saar` born that day, but her roles RIK gives no birth date for
// (most Estonian roles since November 2024) were no candidates of it, read by `katiriin saar` alone.
test('a double given name typed as one word lists the candidates of the name in full of the person born that day', () => {
  const candidates = (name: string, birthDate: string) => ctx.services.checkPerson(name, birthDate, 50, undefined, null, { after: null })
    .candidates!.map((r) => `${r.regcode} ${r.personName}`);
  for (const typed of ['Kati-Riin Saar', 'Katiriin Saar', 'KatiRiin Saar', 'Saar Katiriin', 'KATIRIIN SAAR']) {
    assert.deepEqual(listed(typed, KATI_RIIN), [`${C.eeEnergia.regcode} Kati-Riin Saar`], typed);
    assert.deepEqual(candidates(typed, KATI_RIIN), [`${C.eePohjaPuit.regcode} Kati-Riin Saar`], typed);
    assert.equal(ctx.services.checkPerson(typed, KATI_RIIN, 50).candidateRoles, 1, typed);
  }
  // Only against the people born that day: another day's finds no one, and no candidate of her name.
  assert.throws(() => ctx.services.checkPerson('Katiriin Saar', '1988-05-07', 50, undefined, null, { after: null }), { status: 404 });
});
