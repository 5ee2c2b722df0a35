// /persons/check and /persons/new-registrations: a name pasted from a web page (HTML character
// references) or typed with a title or form of address finds the person as the bare name does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { twoNamesIn, typedPersonName } from '../domain/person-name-typed.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';

const C = FIXTURE.companies;
const P = FIXTURE.persons;
const AIVAR = '1976-07-25';
const role = boardMemberRoles('typed-name');
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // A given name more than typed, and a role whose register gives no birth date (a candidate of the name in full).
    role(C.eeEnergia, 'Aivar Kalle Jõgi', AIVAR, 'ee.persons'),
    { ...role(C.eePohjaPuit, 'Kadri Mets', AIVAR, 'ee.persons'), birth_date: null },
  ] } });
});
after(() => ctx.close());

test('a name with HTML character references finds the person, in the check and in new registrations', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const pasted of ['J&#257;nis B&#275;rzi&#326;&#353;', 'J&amacr;nis&nbsp;B&emacr;rzi&ncedil;&scaron;', 'Janis&#xA0;Berzins']) {
    const v = ctx.services.checkPerson(pasted, P.janis.birthDate, 50);
    assert.deepEqual(v.results, bare.results, pasted);
    assert.equal(v.person.name, pasted, 'the person is echoed as sent');
  }
  const recent = ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, ctx.store.now);
  assert.deepEqual(ctx.services.newRegistrations('J&#257;nis&nbsp;B&#275;rzi&#326;&#353;', P.janis.birthDate, 24, 100, ctx.store.now).results, recent.results);
});

test('a title or form of address before or after the name finds the person; the birth date still decides', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const titled of ['Dr. Jānis Bērziņš', 'Prof. Dr. habil. Jānis Bērziņš', 'Bērziņš, Jānis, PhD', 'Jānis Bērziņš kungs', 'MR JANIS BERZINS', 'Hr Jānis Bērziņš']) {
    assert.deepEqual(ctx.services.checkPerson(titled, P.janis.birthDate, 50).results, bare.results, titled);
  }
  assert.throws(() => ctx.services.checkPerson('Dr. Jānis Bērziņš', '1980-01-02', 50), NotFoundError);
  const recent = ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, ctx.store.now);
  assert.ok(recent.count > 0);
  assert.deepEqual(ctx.services.newRegistrations('Dr. Jānis Bērziņš', P.janis.birthDate, 24, 100, ctx.store.now).results, recent.results);
});

test('a form of address spelled out or abbreviated, and an academic title, are no words of the name', () => {
  // Each typed with Aivar Kalle Jõgi's second given name left out: found only where the title is no word of the name.
  const bare = ctx.services.checkPerson('Aivar Jõgi', AIVAR, 50).results.map((r) => r.personName);
  assert.deepEqual(bare, ['Aivar Kalle Jõgi']);
  for (const titled of ['härra Aivar Jõgi', 'Härra Aivar Jõgi', 'hra Aivar Jõgi', 'Ing. Aivar Jõgi', 'Dipl.-Ing. Aivar Jõgi', 'Dr. med. Aivar Jõgi',
    'Mag. Aivar Jõgi', 'Aivar Jõgi k-gs', 'gerb. Aivar Jõgi']) {
    assert.deepEqual(ctx.services.checkPerson(titled, AIVAR, 50).results.map((r) => r.personName), bare, titled);
  }
  // A candidate is matched by the name in full: the title left out, she is listed.
  for (const titled of ['proua Kadri Mets', 'rva Kadri Mets', 'Kadri Mets k-dze', 'Fru Kadri Mets']) {
    const answer = ctx.services.checkPerson(titled, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], titled);
  }
});

// `Madam Kadri Mets`, `Lugupeetud Kadri Mets` (an address line) or `Kadri Mets, M.Sc.` (a signature)
// listed no candidate of the name (a role without a birth date, matched by the name in full), the
// word read as one of the name (`Kadri Mets, M.Sc.` a 400 naming two people), where `Mrs Kadri Mets`
// lists her; `Doctor Aivar Jõgi` found no one where `Dr. Aivar Jõgi` finds Aivar Kalle Jõgi.
test('a form of address spelled out, in a letter\'s address line or a degree written with its stops is no word of the name', () => {
  const titles = ['Madam', 'Madame', 'Mister', 'Doctor', 'Professor', 'Dear', 'Herrn', 'Lugupeetud', 'Lp.', 'Ponui', 'г-жа', 'Госпожа'];
  for (const titled of [...titles.map((title) => `${title} Kadri Mets`), 'Kadri Mets, M.Sc.', 'Kadri Mets, Ph.D.', 'Kadri Mets, LL.M.', 'Kadri Mets Esq.']) {
    const answer = ctx.services.checkPerson(titled, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], titled);
  }
  for (const titled of ['Doctor Aivar Jõgi', 'Professor Aivar Jõgi', 'Aivar Jõgi, Ph.D.', 'Aivar Jõgi Jr.']) {
    assert.deepEqual(ctx.services.checkPerson(titled, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], titled);
  }
  // A name's initials written with their stops stay the name's: `M.A. Mets` is no title before `Mets`.
  assert.equal(typedPersonName('M.A. Mets'), 'M.A. Mets');
});

// A candidate is matched by the name in full: `Kadri Mets 49001010000`, the personal code pasted
// beside the name, listed no candidate where `Kadri Mets` lists her.
test('a personal code or birth date beside the name is no word of it: the candidates of the name are listed', () => {
  for (const typed of ['Kadri Mets 49001010000', 'Kadri Mets (01.01.1990)', 'Mets Kadri 1990-01-01', 'Kadri Mets, juhatuse liige 49001010000']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Kadri Mets 49001010000', '1990-01-01', 50), /the name alone matches 1 role whose register gives no birth date/);
  assert.equal(ctx.services.newRegistrations('Kadri Mets 49001010000', '1990-01-01', 100_000, 100, new Date(), true).candidates!.length, 1);
  // Found as the name alone, the person's roles too.
  assert.deepEqual(ctx.services.checkPerson('Aivar Jõgi 37607250000', AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi']);
});

// `Juhatuse liige Kadri Mets`, `Kadri Mets (juhatuse liige)` and `Kadri Mets – juhatuse liige` listed no
// candidate, the position read as words of the name, where `Kadri Mets, juhatuse liige` lists her.
test('a position before the name, or after it in parentheses or after a dash, is no word of it', () => {
  for (const typed of ['Juhatuse liige Kadri Mets', 'Kadri Mets (juhatuse liige)', 'Kadri Mets – juhatuse liige', 'Juhatuse esimees, Kadri Mets',
    'Board member Kadri Mets']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], typed);
  }
  // Only a position's words: a name in parentheses or after a dash is kept, and a name of position words alone is as typed.
  assert.equal(typedPersonName('Kadri Mets (dz. Tamm)'), 'Kadri Mets (dz. Tamm)');
  assert.equal(typedPersonName('Kadri Mets - Tamm'), 'Kadri Mets - Tamm');
  assert.equal(typedPersonName('Member Of Parliament'), 'Member Of Parliament');
});

// `Kadri Mets (EE)` and `Kadri Mets, Estonia` (where each person lives, as a list of a company's
// people writes it) listed no candidate, the country read as a word of the name.
test('a country after the name, by its name or its code, is no word of it', () => {
  for (const typed of ['Kadri Mets (EE)', 'Kadri Mets, Estonia', 'Kadri Mets – Eesti', 'METS, Kadri (Igaunija)']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], typed);
  }
  // A code in capitals alone, and never a word before the name.
  assert.equal(typedPersonName('Kadri Mets (Ee)'), 'Kadri Mets (Ee)');
  assert.equal(typedPersonName('Estonia Kadri Mets'), 'Estonia Kadri Mets');
});

// `Aivar Jõgi, Harju maakond` (where the person lives, as a list of a company's people writes it)
// was a 400 naming two people's names, and `Aivar Jõgi, Tallinn` found no one, the town read as a word of the name.
test('a town or a county after the name and a comma is no word of it; a second name still two people', () => {
  for (const typed of ['Aivar Jõgi, Tallinn', 'Aivar Jõgi, Harju maakond', 'Aivar Jõgi, Harjumaa', 'Aivar Jõgi, Tallinna linn', 'JÕGI Aivar, Tallinn']) {
    assert.deepEqual(ctx.services.checkPerson(typed, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], typed);
  }
  const placed: [string, string][] = [['Jānis Bērziņš, Rīgas novads', 'Jānis Bērziņš'], ['Jānis Bērziņš, Rīga', 'Jānis Bērziņš'],
    ['Matti Virtanen, Helsingfors', 'Matti Virtanen'], ['Rasa Kazlauskienė, Vilniaus r. sav.', 'Rasa Kazlauskienė']];
  for (const [typed, name] of placed) {
    assert.equal(typedPersonName(typed), name, typed);
  }
  // The candidates of the name in full (a role without a birth date) are listed with the town typed too.
  for (const typed of ['Kadri Mets, Tallinn', 'Kadri Mets, Harju maakond']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Aivar Jõgi, Kadri Mets', AIVAR, 50), InvalidParameterError);
  // A surname that is a town's, written first, is the name's.
  assert.equal(typedPersonName('Lahti, Matti Juhani'), 'Lahti, Matti Juhani');
});

// `Kadri Mets (Tallinn)`, `Kadri Mets - Tallinn` and `Aivar Jõgi (Harju maakond)` read the place as
// words of the name, and `Aivar Jõgi, Kauno r.` (a unit no list holds the name of) found no one.
test('a place in parentheses or after a dash, or a unit of any name after a comma, is no word of the name', () => {
  for (const typed of ['Aivar Jõgi (Tallinn)', 'Aivar Jõgi - Tallinn', 'Aivar Jõgi – Tartu, Estonia', 'Aivar Jõgi (Harju maakond)',
    'Aivar Jõgi (Tallinn, EE)', 'Aivar Jõgi, Kiili vald', 'Aivar Jõgi, Ādažu pagasts', 'Aivar Jõgi, Kauno r.', 'Aivar Jõgi, Pakalnių k.',
    'Aivar Jõgi, Muraste küla', 'Aivar Jõgi, Kiili vald, Harju maakond', 'Aivar Jõgi – Carnikava ciems']) {
    assert.deepEqual(ctx.services.checkPerson(typed, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], typed);
  }
  for (const typed of ['Kadri Mets (Tallinn)', 'Kadri Mets - Tallinn', 'Kadri Mets – Tartu, Estonia']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => r.personName), ['Kadri Mets'], typed);
  }
  // A name there stays the name's (a maiden or second surname), and two people's names stay a 400.
  assert.equal(typedPersonName('Kadri Mets - Tamm'), 'Kadri Mets - Tamm');
  assert.equal(typedPersonName('Kadri Mets (Tamm)'), 'Kadri Mets (Tamm)');
  // A capital initial is no Lithuanian unit's abbreviation.
  assert.equal(typedPersonName('Mets, Kadri R.'), 'Mets, Kadri R.');
  for (const typed of ['Aivar Jõgi, Kadri Mets', 'Aivar Jõgi (Kadri Mets)', 'Aivar Jõgi - Kadri Mets']) {
    assert.throws(() => ctx.services.checkPerson(typed, AIVAR, 50), InvalidParameterError, typed);
  }
  // One person's name twice, a former name or the name in another spelling, is no second person's.
  for (const typed of ['Kadri Mets (Kadri Tamm)', 'Jevgeņijs Zaicevs (Evgeny Zaytsev)', 'Сергей Петров (Sergejs Petrovs)']) {
    assert.equal(twoNamesIn(typedPersonName(typed)), null, typed);
  }
});

// `Aivar Jõgi (Tallinn Estonia)`, a town and its country with no comma between, was a 400 naming
// two people's names, `Aivar Jõgi and Tallinn Estonia`, where `Aivar Jõgi (Tallinn, Estonia)` was read as a place.
test('a place with its country beside it and no comma is no word of the name, in parentheses, after a dash or a comma', () => {
  for (const typed of ['Aivar Jõgi (Tallinn Estonia)', 'Aivar Jõgi (Tallinn, Estonia)', 'Aivar Jõgi, Tallinn Estonia', 'Aivar Jõgi – Tartu Eesti',
    'Aivar Jõgi (Harju maakond Eesti)', 'Aivar Jõgi, Tallinn EE', 'Aivar Jõgi (Estonia Tallinn)', 'Aivar Jõgi, juhatuse liige, Tallinn Estonia']) {
    assert.deepEqual(ctx.services.checkPerson(typed, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], typed);
  }
  for (const typed of ['Kadri Mets, Tallinn Estonia', 'Kadri Mets (Tallinn Estonia)', 'Kadri Mets (Estonia)']) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => r.personName), ['Kadri Mets'], typed);
  }
  assert.equal(typedPersonName('Jānis Bērziņš (Rīga Latvia)'), 'Jānis Bērziņš');
  // A name beside the country stays a name, and a surname written first with a country after it is kept.
  assert.equal(typedPersonName('Kadri Mets (Tamm Estonia)'), 'Kadri Mets (Tamm Estonia)');
  assert.equal(typedPersonName('Lahti, Matti Finland'), 'Lahti, Matti Finland');
  assert.throws(() => ctx.services.checkPerson('Aivar Jõgi, Kadri Mets Estonia', AIVAR, 50), InvalidParameterError);
});

// `Aivar\u200BJõgi` (a zero-width space the only gap between the words, as some web pages copy a
// name) was read as one word and found no one.
test('a zero-width space between the words of a name is a space', () => {
  for (const pasted of ['Aivar\u200BJõgi', 'Aivar\u2060Jõgi', '\uFEFFAivar\uFEFFJõgi', 'Aivar&#8203;Jõgi', 'Aivar\u200B Jõgi', 'AIVAR\u200BJÕGI', 'Aivar Kalle\u200BJõgi']) {
    assert.deepEqual(ctx.services.checkPerson(pasted, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], JSON.stringify(pasted));
  }
  const answer = ctx.services.checkPerson('Kadri\u200BMets', '1990-01-01', 50, undefined, null, { after: null });
  assert.deepEqual(answer.candidates!.map((r) => r.personName), ['Kadri Mets']);
  // One inside a word of a name spaced otherwise (a hyphenating page's) and a soft hyphen stay no gap.
  assert.equal(typedPersonName('Ai\u200Bvar Jõgi'), 'Ai\u200Bvar Jõgi');
  assert.equal(typedPersonName('Aivar Jõ\u00ADgi'), 'Aivar Jõ\u00ADgi');
});

// `Jānis\u00ADBērziņš` (a soft hyphen the only mark between the words, as a hyphenating page's
// text copies) was read as one word and found no one.
test('a soft hyphen between the given name and the surname is a space, one inside a word nothing', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const pasted of ['Jānis\u00ADBērziņš', 'Jā\u00ADnis\u00ADBēr\u00ADziņš', 'Jānis&shy;Bērziņš', 'Bērziņš\u00ADJānis']) {
    assert.deepEqual(ctx.services.checkPerson(pasted, P.janis.birthDate, 50).results, bare.results, JSON.stringify(pasted));
  }
  assert.deepEqual(ctx.services.checkPerson('Aivar Kalle\u00ADJõgi', AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi']);
  assert.equal(typedPersonName('Jā\u00ADnis\u00ADBēr\u00ADziņš'), 'Jā\u00ADnis Bēr\u00ADziņš');
});

// `Jānis Bērziņš, 45 y.o.` (an age after the name, as a news item or an HR list writes it) was a
// 400 naming two people, `45 y.o.` the second's name.
test('an age after the name is no part of it; one the person is not yet today is told', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  const now = Number(new Date().toISOString().slice(0, 4));
  const age = now - Number(P.janis.birthDate.slice(0, 4)) - 2;
  for (const aged of [`, ${age} y.o.`, `, ${age} g.`, `, ${age} a.`, ` (${age})`, `, aged ${age}`, ` ${age} years old`, `, ${age} yo`]) {
    assert.deepEqual(ctx.services.checkPerson(`${P.janis.name}${aged}`, P.janis.birthDate, 50).results, bare.results, aged);
  }
  assert.throws(() => ctx.services.checkPerson(`${P.janis.name}, ${age + 5} y.o.`, P.janis.birthDate, 50), (e: InvalidParameterError) =>
    new RegExp(`^holds an age, ${age + 5}, more than the person born on birthDate=${P.janis.birthDate} is today \\(\\d+\\): send the name alone \\(name=${P.janis.name}\\)`).test(e.errors[0]!.message));
});

// `Jānis Bērziņš, 45 gadus vecs` (years old written in words, as a Latvian news item writes it) and
// `Jānis Bērziņš (45 g.v.)` were 400s naming two people; an age before a position after the name
// (`…, 45 g., valdes loceklis`), set apart within the text (`Bērziņš, 45, Jānis`) or before the name
// as Finnish and Estonian news write it (`45-vuotias …`) was read past without being compared.
test('an age in words, before a position, set apart by commas or before the name is read as an age after the name is', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  const now = Number(new Date().toISOString().slice(0, 4));
  const age = now - Number(P.janis.birthDate.slice(0, 4)) - 2;
  const [given, surname] = P.janis.name.split(' ') as [string, string];
  const forms = (years: number) => [
    `${P.janis.name}, ${years} gadus vecs`, `${P.janis.name} (${years} g.v.)`, `${P.janis.name}, ${years} g. v.`, `${P.janis.name}, ${years} gadu vecumā`,
    `${P.janis.name}, ${years} metų amžiaus`, `${P.janis.name}, ${years} aastat vana`, `${P.janis.name}, ${years}-aastane`, `${P.janis.name}, ${years}-year-old`,
    `${P.janis.name}, ${years} g., valdes loceklis`, `${P.janis.name} (${years}), valdes loceklis`, `${surname} ${given}, ${years}, valdes loceklis`,
    `${given}, ${years}, ${surname}`, `${years}-vuotias ${P.janis.name}`, `${years}-gadīgais ${P.janis.name}`,
  ];
  for (const typed of forms(age)) assert.deepEqual(ctx.services.checkPerson(typed, P.janis.birthDate, 50).results, bare.results, typed);
  for (const typed of forms(age + 5)) {
    assert.throws(() => ctx.services.checkPerson(typed, P.janis.birthDate, 50), (e: InvalidParameterError) =>
      new RegExp(`^holds an age, ${age + 5}, more than the person born on birthDate=${P.janis.birthDate} is today`).test(e.errors[0]!.message), typed);
  }
});

// `Andres Saar, 70-aastane ettevõtja` (an age and an occupation, as the news write who a person is)
// was a 400 naming two people, the age and the occupation the second's name.
test('an occupation after an age, or after an age before the name, is read past with the age', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  const now = Number(new Date().toISOString().slice(0, 4));
  const age = now - Number(P.janis.birthDate.slice(0, 4)) - 2;
  const forms = (years: number) => [
    `${P.janis.name}, ${years}-aastane ettevõtja`, `${P.janis.name}, ${years} gadus vecs uzņēmējs`, `${P.janis.name}, ${years}-erių verslininkas`,
    `${P.janis.name}, ${years}-vuotias yrittäjä`, `${P.janis.name}, ${years}-year-old businessman`, `${P.janis.name}, ${years} aastat vana ärimees`,
    `${years}-aastane ettevõtja ${P.janis.name}`, `${years}-vuotias johtaja ${P.janis.name}`,
  ];
  for (const typed of forms(age)) assert.deepEqual(ctx.services.checkPerson(typed, P.janis.birthDate, 50).results, bare.results, typed);
  for (const typed of forms(age + 5)) {
    assert.throws(() => ctx.services.checkPerson(typed, P.janis.birthDate, 50), (e: InvalidParameterError) =>
      new RegExp(`^holds an age, ${age + 5}, more than the person born on birthDate=${P.janis.birthDate} is today`).test(e.errors[0]!.message), typed);
  }
  // A name after the age is still a second person's.
  assert.throws(() => ctx.services.checkPerson(`${P.janis.name}, ${age}-aastane Mari Tamm`, P.janis.birthDate, 50), InvalidParameterError);
});

// `Andres Saar (70-aastane ettevõtja)` (an age and an occupation in parentheses, as a news caption
// writes them) was a 400 naming two people where `Andres Saar, 70-aastane ettevõtja` found him, and
// `Kadri Mets (55-vuotias)`, the age with its hyphen, was read as a word of the name: no candidate.
test('an age in parentheses with its hyphen or an occupation after it is read as the age after a comma is', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  const age = Number(new Date().toISOString().slice(0, 4)) - Number(P.janis.birthDate.slice(0, 4)) - 2;
  const forms = (name: string, years: number) => [
    `${name} (${years}-aastane ettevõtja)`, `${name} (${years}-aastane)`, `${name} (${years} gadus vecs uzņēmējs)`, `${name} (${years} g.)`,
    `${name} (${years} v.)`, `${name} (${years} m.)`, `${name} (${years}-vuotias yrittäjä)`, `${name} (${years}-erių verslininkas)`,
    `${name} (${years}-year-old businessman)`,
  ];
  for (const typed of forms(P.janis.name, age)) assert.deepEqual(ctx.services.checkPerson(typed, P.janis.birthDate, 50).results, bare.results, typed);
  for (const typed of forms(P.janis.name, age + 5)) {
    assert.throws(() => ctx.services.checkPerson(typed, P.janis.birthDate, 50), (e: InvalidParameterError) =>
      new RegExp(`^holds an age, ${age + 5}, more than the person born on birthDate=${P.janis.birthDate} is today`).test(e.errors[0]!.message), typed);
  }
  // A candidate is matched by the name in full: listed only where the age is no word of it.
  for (const typed of forms('Kadri Mets', 30)) {
    const answer = ctx.services.checkPerson(typed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], typed);
  }
});

test('only titles at the edges are left out, and a name of titles only stays as typed', () => {
  assert.equal(typedPersonName('Jānis Bērziņš'), 'Jānis Bērziņš');
  assert.equal(typedPersonName('Petrovs, Sergejs'), 'Petrovs, Sergejs');
  assert.equal(typedPersonName('Dr. Jānis Bērziņš kungs'), 'Jānis Bērziņš');
  assert.equal(typedPersonName('Jānis Dr Bērziņš'), 'Jānis Dr Bērziņš');
  assert.equal(typedPersonName('Dr. Mr.'), 'Dr. Mr.');
  assert.equal(typedPersonName('Sergejs&nbsp;Petrovs'), 'Sergejs\u00A0Petrovs');
});

// A document or a web page copied whole sets a footnote's mark after a name; folding read `¹` as a
// digit of the surname (`berzins1`), and the name found no one.
test('a footnote\'s mark after the name finds the person as the bare name does', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const marked of [`${P.janis.name}¹`, `${P.janis.name}²⁾`, `${P.janis.name}†`, `${P.janis.name} ³,⁴`]) {
    assert.deepEqual(ctx.services.checkPerson(marked, P.janis.birthDate, 50).results, bare.results, marked);
  }
  assert.equal(typedPersonName('Aivar Jõgi¹²'), 'Aivar Jõgi');
});

// An address line writes the postal code before the town (`LV-1010 Rīga`): the part was read as a
// second person's name, `LV` a word of it, and the check refused the name as two people's.
// `Tõnu Kivi, edaspidi Müüja` and `Jānis Bērziņš (personas kods …), turpmāk – Pārdevējs` (a contract's
// party line, what it calls the person) and `…, elukoht Tallinn` were 400s naming two people.
test('what a contract calls the person and where they live, after their labels, are no words of the name', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const after of [', edaspidi Müüja', ', edaspidi nimetatud Ostja', ' (edaspidi „Müüja“)', ', turpmāk – Pārdevējs', ', turpmāk tekstā – Pircējs',
    ' (toliau – Pirkėjas)', ', jäljempänä Myyjä', ', hereinafter the Seller', ' (hereinafter referred to as the "Buyer")', ', далее «Продавец»',
    ', elukoht Tallinn', ', dzīvesvieta: Brīvības iela 1, Rīga, turpmāk – Aizdevējs', ', gyvenamoji vieta Vilnius', ', residing at Pärnu mnt 10, Tallinn']) {
    assert.deepEqual(ctx.services.checkPerson(`${P.janis.name}${after}`, P.janis.birthDate, 50).results, bare.results, after);
  }
  const candidates = ctx.services.checkPerson('Kadri Mets (isikukood 49001010000), edaspidi Müüja', '1990-01-01', 50, undefined, null, { after: null }).candidates!;
  assert.deepEqual(candidates.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`]);
  // Both parties of a contract are still two people.
  assert.throws(() => ctx.services.checkPerson(`${P.janis.name}, edaspidi Müüja, ja Mari Tamm, edaspidi Ostja`, P.janis.birthDate, 50), InvalidParameterError);
});

test('a town with its postal code after the name is no word of it; a name there is still a second person', () => {
  for (const typed of ['Aivar Jõgi, EE-10115 Tallinn', 'Aivar Jõgi (LV-1010 Rīga)', 'Aivar Jõgi, LT-01100 Vilnius', 'Aivar Jõgi, Rīga LV-1010', 'Aivar Jõgi – 10115 Tallinn, Estonia']) {
    assert.deepEqual(ctx.services.checkPerson(typed, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], typed);
  }
  assert.equal(typedPersonName('Jānis Bērziņš, LV-1010 Rīga'), 'Jānis Bērziņš');
  assert.throws(() => ctx.services.checkPerson('Aivar Jõgi, LV-1010 Kadri Mets', AIVAR, 50), InvalidParameterError);
});

// A contract's party line writes the street address after the name (`Jānis Bērziņš, Brīvības iela 1,
// Rīga`): the street was read as a second person's name, and the check refused the name as two people's.
test('a street address after the name is no word of it; a name beside a number is still a second person', () => {
  for (const typed of ['Aivar Jõgi, Pärnu mnt 10, Tallinn', 'Aivar Jõgi, Pärnu mnt 10', 'Aivar Jõgi (Brīvības iela 1-5, Rīga)', 'Aivar Jõgi, Gedimino pr. 5, LT-01100 Vilnius']) {
    assert.deepEqual(ctx.services.checkPerson(typed, AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi'], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Aivar Jõgi, Kadri Mets 2', AIVAR, 50), InvalidParameterError);
});

// `Best regards, Kadri Mets` (the end of an e-mail copied) was a 400 naming two people, `Best
// regards` the first; `Lugupidamisega\nKadri Mets` listed no candidate of the name, the closing read
// as a word of it; `Aivar Jõgi, Chief Executive Officer` was a 400 naming two people too.
test('the closing of an e-mail or a letter before the name, and an officer\'s title in full after it, are no words of the name', () => {
  for (const signed of ['Best regards, Kadri Mets', 'Kind regards,\nKadri Mets', 'Lugupidamisega\nKadri Mets', 'Ar cieņu, Kadri Mets',
    'Ystävällisin terveisin, Kadri Mets', 'Pagarbiai, Kadri Mets', 'Mit freundlichen Grüßen\nKadri Mets', 'С уважением, Kadri Mets',
    'Kadri Mets, Chief Executive Officer', 'Kadri Mets, General Manager']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  assert.deepEqual(ctx.services.checkPerson('Best regards, Aivar Jõgi', AIVAR, 50).results.map((r) => r.personName), ['Aivar Kalle Jõgi']);
  // A closing before one word is left as typed, and two people's names after one are still two.
  assert.equal(typedPersonName('Regards, Mets'), 'Regards, Mets');
  assert.throws(() => ctx.services.checkPerson('Best regards, Kadri Mets, Aivar Jõgi', AIVAR, 50), InvalidParameterError);
});

// `Kadri Mets\nCEO` (a signature's lines), `Kadri Mets | CEO`, `Kadri Mets / CEO` listed no candidate
// of the name, the position read as a word of it, where `Kadri Mets, CEO` lists her.
test('a position on its own line, or after a bar or a slash, is no word of the name', () => {
  for (const signed of ['Kadri Mets\nCEO', 'Kadri Mets | CEO', 'Kadri Mets / Juhatuse liige', 'Kind regards,\nKadri Mets\nCEO\nTallinna Ehitus OÜ\nkadri@example.ee']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  assert.equal(typedPersonName('Kadri Mets\nAivar Jõgi'), 'Kadri Mets\nAivar Jõgi');
});

// A signature's telephone line (`Kadri Mets\nCEO\n+372 5555 1234`) listed no candidate of the name, its
// digits read as a word of it, and `Kadri Mets, CEO of Põhja Puit` was a 400 naming two people.
test('a telephone number, and the company a position is held of, are no words of the name', () => {
  for (const signed of ['Kadri Mets\nCEO\n+372 5555 1234', 'Kadri Mets | CEO | kadri@example.ee', 'Kadri Mets | Tel. 5555 1234',
    'Kadri Mets, CEO of Põhja Puit', 'Kadri Mets\nChief Executive Officer of Põhja Puit\nMob: +372 5555 1234']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  assert.equal(typedPersonName('Kadri Mets\n2507 1976'), 'Kadri Mets\n2507 1976', 'digits neither a phone number nor labelled');
});

// A number as dialled at home (`Kadri Mets\nCEO\n55551234`, `… | 040 123 4567`), an international one in
// parentheses, or one behind its label on the name's line (`Kadri Mets tel. 5555 1234`) listed no candidate.
test('a telephone number dialled at home, or labelled on the name\'s line, is no word of the name', () => {
  for (const signed of ['Kadri Mets\nCEO\n55551234', 'Kadri Mets\nCEO\n5555 1234', 'Kadri Mets | CEO | 040 123 4567',
    'Kadri Mets, CEO, 21234567', 'Kadri Mets\njuhatuse liige\n8 612 34567', 'Kadri Mets\nCEO\n(+372) 5555 1234', 'Kadri Mets tel. 55551234',
    'Kadri Mets Mob: +37255551234']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  // Eight digits that read as a day of birth are read as before, a position before them kept.
  assert.equal(typedPersonName('Kadri Mets\nCEO\n25071976'), 'Kadri Mets\nCEO\n25071976');
});

// The company a position is held at, named before it with its legal form: `Yritys Oy:n toimitusjohtaja` (the
// Finnish genitive) and `Põhja Puit AS juhatuse liige` (a form in capitals last) were 400s naming two people,
// and `Põhja Puit OÜ juhatuse liige Kadri Mets` (a contract's signatory) a 404 reading a company's name.
test('a company named with its legal form before the position held at it is no word of the name', () => {
  for (const signed of ['Kadri Mets, Põhja Puit OÜ juhatuse liige', 'Kadri Mets, SIA Rīgas Koks valdes loceklis', 'Kadri Mets, UAB X direktorius',
    'Kadri Mets, Yritys Oy toimitusjohtaja', 'Kadri Mets, Yritys Oy:n toimitusjohtaja', 'Kadri Mets, Põhja Puit AS juhatuse liige',
    'Kadri Mets, Rīgas Koks SIA valdes loceklis', 'Kadri Mets, juhatuse liige, direktor', 'Põhja Puit OÜ juhatuse liige Kadri Mets',
    'SIA "Rīgas Koks" valdes loceklis Kadri Mets', 'Yritys Oy:n toimitusjohtaja Kadri Mets']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  // A name left of one word is no name: the text is still read as a company's.
  assert.throws(() => ctx.services.checkPerson('Põhja Puit OÜ juhatuse liige Kadri', '1990-01-01', 50), NotFoundError);
});

// The company's form in an Estonian case after its hyphen, as Estonian declines an abbreviation (`OÜ-st`, from the
// company; `AS-i`, its): `Kadri Mets, Põhja Puit OÜ-st` was a 400 naming two people, `Põhja Puit OÜ-st` the second's.
test('a company whose legal form is in an Estonian case is no word of the name', () => {
  for (const signed of ['Kadri Mets, Põhja Puit OÜ-st', 'Kadri Mets, Põhja Puit OÜ-i juhatuse liige', 'Kadri Mets, Põhja Puit AS-i juhatuse liige',
    'Kadri Mets (Põhja Puit OÜ-lt)']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
});

// A website on a signature's last line or after a bar (`Kadri Mets\nCEO\n+372 5555 1234\nwww.pohjapuit.ee`,
// `Kadri Mets | pohjapuit.ee`) listed no candidate, or was refused as a second person's name.
test('a website in a signature is no word of the name', () => {
  for (const signed of ['Kadri Mets\nCEO\n+372 5555 1234\nwww.pohjapuit.ee', 'Kadri Mets | pohjapuit.ee', 'Kadri Mets\nhttps://pohjapuit.ee',
    'Kadri Mets, https://pohjapuit.ee', 'Kadri Mets | CEO | https://www.pohjapuit.ee/en/', 'Kadri Mets (pohjapuit.ee)']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  // An initial and a surname written together are no website: read as a second person's name as before.
  assert.equal(typedPersonName('Kadri Mets, J.Mets'), 'Kadri Mets, J.Mets');
});

// Finland's Swedish form as written in small letters after its capital (`Yritys Ab verkställande direktör`)
// was read as a second person's name, a 400 naming two people; `Ab` is a given name too (`Ab Osterhaus`).
test('a company whose name ends in `Ab` before the position held at it is no word of the name', () => {
  for (const signed of ['Kadri Mets, Yritys Ab verkställande direktör', 'Kadri Mets, Yritys Ab:n toimitusjohtaja', 'Yritys Ab verkställande direktör Kadri Mets']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  // `Ab` first, or with no position after it, may be a given name: two people's names as before.
  assert.equal(typedPersonName('Kadri Mets, Ab Osterhaus'), 'Kadri Mets, Ab Osterhaus');
  assert.equal(typedPersonName('Kadri Mets, Ab direktör'), 'Kadri Mets, Ab direktör');
});

// A signature writes the website in capitals or with a capital first, with no `www.` (`Kadri Mets\nPOHJAPUIT.EE`,
// `Kadri Mets (Pohjapuit.ee)`): read as a word of the name, no candidate was listed, or the check refused it as a second person's name.
test('a website in capitals or with a capital first in a signature is no word of the name', () => {
  for (const signed of ['Kadri Mets\nPOHJAPUIT.EE', 'Kadri Mets, POHJAPUIT.EE', 'Kadri Mets (Pohjapuit.ee)', 'Kadri Mets | WWW.POHJAPUIT.EE',
    'Kadri Mets\nCEO\nPohjapuit.ee/en/']) {
    const answer = ctx.services.checkPerson(signed, '1990-01-01', 50, undefined, null, { after: null });
    assert.deepEqual(answer.candidates!.map((r) => `${r.regcode} ${r.personName}`), [`${C.eePohjaPuit.regcode} Kadri Mets`], signed);
  }
  // A label after a dot that is no top-level domain is a name's: read as a second person's as before.
  for (const typed of ['Kadri Mets, J.METS', 'Kadri Mets, Jo.Lee']) assert.equal(typedPersonName(typed), typed);
});
