// /persons/check and /persons/new-registrations: a name copied from a document's sentence is in the
// case the sentence puts it in (`valdes locekļa Jāņa Bērziņa`, of the board member; `Jānim
// Bērziņam`, to him; Lithuanian `Jono Jonaičio`, `Jonui Jonaičiui`), where the registers write the
// nominative, and got the generic 404. It is read in the nominative last, against the names of the
// people born that day; where the words typed are a woman's name in the nominative too (`Gunta Ozola`,
// the genitive of Guntis Ozols), the 404 names the person read, and nothing is listed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const JANIS = '1975-03-14';
const JONAS = '1981-07-02';
const GUNTIS = '1966-08-26';
const ANNA = '1970-02-04';
const TWO = '1990-05-05';
const KARLIS = '1973-01-01';
const MIKUS = '1977-07-07';
const MARI = '1982-04-09';
const MART = '1968-10-30';
const JAAN = '1959-06-17';
const MARTINS = '1984-12-03';
const TONU = '1971-09-15';
const NOW = new Date('2026-11-21T12:00:00Z');
const role = boardMemberRoles('name-case');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ now: NOW, rows: { person_roles: [
    role(C.lvKekava, 'Bērziņš Jānis', JANIS, 'lv.officers'),
    // A role of the name whose register gives no birth date: a candidate of the nominative, and of its other cases.
    { ...role(C.lvGaze, 'Bērziņš Jānis', JANIS, 'lv.officers'), birth_date: null },
    role(C.lvGaze, 'Jonas Jonaitis', JONAS, 'lv.officers'),
    role(C.lvGaze, 'Ozols Guntis', GUNTIS, 'lv.officers'),
    role(C.lvKekava, 'Bērziņa Anna', ANNA, 'lv.officers'),
    // Two men born the same day whose nominatives `Kalna Ivara` reads as: no one is listed.
    role(C.lvKekava, 'Kalns Ivars', TWO, 'lv.officers'),
    // A register writing a given name the name typed leaves out.
    role(C.lvGaze, 'Bērziņš Jānis Kārlis', KARLIS, 'lv.officers'),
    role(C.lvKekava, 'Ozols Mikus', MIKUS, 'lv.officers'),
    role(C.lvGaze, 'Kalniņš Mārtiņš', MARTINS, 'lv.officers'),
    role(C.lvGaze, 'Kalnis Ivars', TWO, 'lv.officers'),
    // Estonian names, whose genitive declines the surname alone and changes its stem.
    role(C.eeEnergia, 'Mari Tamm', MARI, 'ee.persons'),
    role(C.eePohjaPuit, 'Mart Kask', MART, 'ee.persons'),
    role(C.eeEnergia, 'Jaan Sepp', JAAN, 'ee.persons'),
    role(C.eePohjaPuit, 'Tõnu Kivi', TONU, 'ee.persons'),
    // Two men born the same day whose nominatives `Jaan Kase` reads as.
    role(C.eePohjaPuit, 'Jaan Kask', TWO, 'ee.persons'),
    role(C.eeEnergia, 'Jaan Kass', TWO, 'ee.persons'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);
const notFound = (name: string, birth: string): string => {
  try {
    ctx.services.checkPerson(name, birth, 50, NOW);
  } catch (error) {
    assert.ok(error instanceof NotFoundError, name);
    return error.message;
  }
  assert.fail(`${name} ${birth} found someone`);
};

test('a Latvian or Lithuanian name in the genitive or dative finds the person as the nominative does', () => {
  for (const [nominative, birth, forms] of [
    ['Jānis Bērziņš', JANIS, ['Jāņa Bērziņa', 'Bērziņa Jāņa', 'JĀŅA BĒRZIŅA', 'Jānim Bērziņam']],
    ['Jonas Jonaitis', JONAS, ['Jono Jonaičio', 'Jonui Jonaičiui', 'Jonaičiui Jonui']],
    ['Anna Bērziņa', ANNA, ['Annas Bērziņas', 'Annai Bērziņai']],
    ['Guntis Ozols', GUNTIS, ['Guntim Ozolam']],
  ] as const) {
    const expected = ctx.services.checkPerson(nominative, birth, 50, NOW);
    assert.equal(expected.results.length, 1, nominative);
    for (const form of forms) {
      const v = ctx.services.checkPerson(form, birth, 50, NOW);
      assert.deepEqual(companies(v), companies(expected), form);
      assert.equal(v.person.name, form, 'the name as sent');
      assert.equal(v.results[0]!.personName, expected.results[0]!.personName, 'the name as the register writes it');
    }
  }
  // The candidates too, as the nominative's.
  const nominative = ctx.services.checkPerson('Jānis Bērziņš', JANIS, 50, NOW, null, { after: null });
  assert.equal(ctx.services.checkPerson('Jānis Bērziņš', JANIS, 50, NOW).candidateRoles, 1);
  for (const form of ['Jāņa Bērziņa', 'Jānim Bērziņam']) {
    assert.equal(ctx.services.checkPerson(form, JANIS, 50, NOW).candidateRoles, 1, form);
    assert.deepEqual(companies({ results: ctx.services.checkPerson(form, JANIS, 50, NOW, null, { after: null }).candidates! }), companies({ results: nominative.candidates! }), form);
  }
  // New registrations read the name so too: the person is known.
  assert.equal(ctx.services.newRegistrations('Jāņa Bērziņa', JANIS, 24, 50, NOW).personKnown, true);
});

// `ar Mārtiņu Kalniņu` (with Mārtiņš Kalniņš), as a contract or a court's text names a party, was the
// generic 404 where the genitive and the dative found him.
test('a Latvian name in the accusative finds the person as the nominative does', () => {
  for (const [nominative, birth, forms] of [
    ['Mārtiņš Kalniņš', MARTINS, ['Mārtiņu Kalniņu', 'Kalniņu Mārtiņu', 'MĀRTIŅU KALNIŅU', 'Martinu Kalninu']],
    ['Jānis Bērziņš', JANIS, ['Jāni Bērziņu']],
    ['Anna Bērziņa', ANNA, ['Annu Bērziņu']],
    ['Mikus Ozols', MIKUS, ['Miku Ozolu']],
  ] as const) {
    const expected = ctx.services.checkPerson(nominative, birth, 50, NOW);
    assert.equal(expected.results.length, 1, nominative);
    for (const form of forms) {
      const v = ctx.services.checkPerson(form, birth, 50, NOW);
      assert.deepEqual(companies(v), companies(expected), form);
      assert.equal(v.person.name, form, 'the name as sent');
      assert.equal(v.results[0]!.personName, expected.results[0]!.personName, 'the name as the register writes it');
    }
  }
  // A given name the register writes and the name typed leaves out, as for the other cases.
  assert.deepEqual(companies(ctx.services.checkPerson('Jāni Bērziņu', KARLIS, 50, NOW)), [`LV:${C.lvGaze.regcode}`]);
  assert.equal(ctx.services.newRegistrations('Mārtiņu Kalniņu', MARTINS, 24, 50, NOW).personKnown, true);
  // Another day's: the generic 404.
  assert.doesNotMatch(notFound('Mārtiņu Kalniņu', JANIS), /reads as/);
});

// An Estonian name in a sentence keeps its given name and declines its surname, whose stem changes:
// `juhatuse liikme Mari Tamme`, of the board member Mari Tamm.
test('an Estonian name in the genitive finds the person as the nominative does, where one person born that day is read', () => {
  for (const [nominative, birth, forms] of [
    ['Mari Tamm', MARI, ['Mari Tamme', 'MARI TAMME']],
    ['Mart Kask', MART, ['Mart Kase']],
    ['Jaan Sepp', JAAN, ['Jaan Sepa']],
  ] as const) {
    const expected = ctx.services.checkPerson(nominative, birth, 50, NOW);
    assert.equal(expected.results.length, 1, nominative);
    for (const form of forms) {
      const v = ctx.services.checkPerson(form, birth, 50, NOW);
      assert.deepEqual(companies(v), companies(expected), form);
      assert.equal(v.results[0]!.personName, nominative, 'the name as the register writes it');
    }
  }
  assert.equal(ctx.services.newRegistrations('Mari Tamme', MARI, 24, 50, NOW).personKnown, true);
  // Two people the reading may be: neither is listed, and the 404 names both.
  assert.match(notFound('Jaan Kase', TWO), /reads as the genitive of "(Jaan Kask|Jaan Kass)" and "(Jaan Kask|Jaan Kass)", people the registers list born that day/);
  // Another day's: the generic 404.
  assert.doesNotMatch(notFound('Mari Tamme', JANIS), /reads as/);
});

// `Tõnu Kivile`, `Tõnu Kivilt`, `Tõnu Kiviga` (to, from, with Tõnu Kivi), as a letter or a contract
// writes an Estonian name, were the generic 404: the ending off leaves the genitive, read as such.
test('an Estonian name in the allative, ablative or comitative finds the person as the nominative does', () => {
  for (const [nominative, birth, forms] of [
    ['Tõnu Kivi', TONU, ['Tõnu Kivile', 'Tõnu Kivilt', 'Tõnu Kiviga', 'TÕNU KIVILE', 'Tonu Kiviga', 'Tõnule Kivile']],
    ['Mari Tamm', MARI, ['Mari Tammele', 'Mari Tammelt', 'Mari Tammega']],
    ['Jaan Sepp', JAAN, ['Jaan Sepale']],
    ['Mart Kask', MART, ['Mart Kaselt']],
  ] as const) {
    const expected = ctx.services.checkPerson(nominative, birth, 50, NOW);
    assert.equal(expected.results.length, 1, nominative);
    for (const form of forms) {
      const v = ctx.services.checkPerson(form, birth, 50, NOW);
      assert.deepEqual(companies(v), companies(expected), form);
      assert.equal(v.person.name, form, 'the name as sent');
      assert.equal(v.results[0]!.personName, nominative, 'the name as the register writes it');
    }
  }
  assert.equal(ctx.services.newRegistrations('Tõnu Kiviga', TONU, 24, 50, NOW).personKnown, true);
  // Two people the stem may be (Jaan Kask, Jaan Kass): neither is listed; another day's: the generic 404.
  assert.match(notFound('Jaan Kasele', TWO), /reads as the allative of "(Jaan Kask|Jaan Kass)" and "(Jaan Kask|Jaan Kass)"/);
  assert.doesNotMatch(notFound('Tõnu Kivile', MARI), /reads as/);
});

// `Jaani Sepa`, `Mardi Kase` (the given name declined too, as a text now and then writes an Estonian
// name against the rule) were the generic 404.
test('an Estonian name with its given name in the genitive too finds the one person born that day read so', () => {
  for (const [nominative, birth, form] of [['Jaan Sepp', JAAN, 'Jaani Sepa'], ['Mart Kask', MART, 'Mardi Kase'], ['Jaan Sepp', JAAN, 'JAANI SEPA']] as const) {
    const v = ctx.services.checkPerson(form, birth, 50, NOW);
    assert.deepEqual(companies(v), companies(ctx.services.checkPerson(nominative, birth, 50, NOW)), form);
    assert.equal(v.results[0]!.personName, nominative, 'the name as the register writes it');
  }
  assert.equal(ctx.services.newRegistrations('Jaani Sepa', JAAN, 24, 50, NOW).personKnown, true);
  // Two people born that day read so (Jaan Kask, Jaan Kass): neither is listed; another day's: the generic 404.
  assert.doesNotMatch(notFound('Jaani Kase', TWO), /reads as/);
  assert.doesNotMatch(notFound('Jaani Sepa', MART), /reads as/);
});

test('a name in the genitive or dative leaving out a given name the register writes finds the person as the nominative does', () => {
  const expected = companies(ctx.services.checkPerson('Jānis Bērziņš', KARLIS, 50, NOW));
  assert.deepEqual(expected, [`LV:${C.lvGaze.regcode}`]);
  for (const form of ['Jāņa Bērziņa', 'Jānim Bērziņam', 'Jāņa Kārļa Bērziņa']) {
    assert.deepEqual(companies(ctx.services.checkPerson(form, KARLIS, 50, NOW)), expected, form);
  }
});

// A Latvian name of the third declension writes its genitive as its nominative (`Mikus`): the
// other word alone has the genitive's ending.
test('a name in the genitive whose given name of the third declension keeps its nominative finds the person', () => {
  for (const form of ['Mikus Ozola', 'Ozola Mikus', 'Mikum Ozolam']) {
    assert.deepEqual(companies(ctx.services.checkPerson(form, MIKUS, 50, NOW)), [`LV:${C.lvKekava.regcode}`], form);
  }
});

test('a genitive that is a woman\'s name in the nominative too, or two people\'s, is a 404 naming who it reads as', () => {
  const gunta = notFound('Gunta Ozola', GUNTIS);
  assert.match(gunta, /the name reads as the genitive of "Ozols Guntis", a person the registers list born that day, and as a woman's name in the nominative, as which no one born that day is listed: if that is the person, send the name in the nominative/);
  // `Jana` typed without the `ņ` of Jānis's genitive is a woman's name.
  assert.match(notFound('Jana Berzina', JANIS), /reads as the genitive of "Bērziņš Jānis"/);
  assert.match(notFound('Kalna Ivara', TWO), /reads as the genitive of "(Kalns Ivars|Kalnis Ivars)" and "(Kalns Ivars|Kalnis Ivars)", people the registers list born that day: if one of them is/);
  const hint = ctx.services.newRegistrations('Gunta Ozola', GUNTIS, 24, 50, NOW);
  assert.equal(hint.personKnown, false);
  assert.match(hint.nameHint ?? '', /^The name reads as the genitive of "Ozols Guntis"/);
});

test('the birth date decides: a name in another case of someone born another day is the generic 404', () => {
  const message = notFound('Jāņa Bērziņa', '1975-03-15');
  assert.doesNotMatch(message, /reads as/);
  assert.match(message, /check the birth date/);
  // The nominative's own 404 is as it was.
  assert.doesNotMatch(notFound('Jānis Bērziņš', '1975-03-15'), /reads as/);
});

test('a name in the genitive or dative with the position or the form of address a sentence declines with it finds the person', () => {
  const expected = companies(ctx.services.checkPerson('Jānis Bērziņš', JANIS, 50, NOW));
  for (const typed of [
    'valdes locekļa Jāņa Bērziņa', 'valdes loceklim Jānim Bērziņam', 'valdes priekšsēdētāja Jāņa Bērziņa', 'dalībnieka Jāņa Bērziņa',
    'Jāņa Bērziņa kunga', 'Jānim Bērziņam kungam', 'Jāņa Bērziņa, valdes locekļa',
  ]) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, JANIS, 50, NOW)), expected, typed);
  }
  assert.deepEqual(companies(ctx.services.checkPerson('direktoriaus Jono Jonaičio', JONAS, 50, NOW)), [`LV:${C.lvGaze.regcode}`]);
  assert.deepEqual(companies(ctx.services.checkPerson('valdes locekles Annas Bērziņas', ANNA, 50, NOW)), [`LV:${C.lvKekava.regcode}`]);
});
