// A person's name with the position written after it and a comma, as a list of officers, an HR
// system's export or a signature writes it (`Jānis Bērziņš, valdes loceklis`, `Aivar Jõgi, juhatuse
// liige`, `Jānis Bērziņš, Managing Director`), was a 400 saying the name holds two people's,
// `Jānis Bērziņš and valdes loceklis`, and to send the position as part of the name. The position
// is no word of the name: the person is found as by the name alone, on both person routes and for a
// service caller (the MCP tools); two people's names a comma joins are a 400 as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PERSON } from './services.ts';
import { companiesListed, personRoutesAsked } from './person-typed-asked.ts';
import { typedPersonName } from '../../src/domain/person-name-typed.ts';

const { ask } = personRoutesAsked();
const companies = companiesListed;

test('a position after the name and a comma is no word of it: the person is found as by the name alone', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    const alone = await ask(path, PERSON.name);
    assert.equal(alone.statusCode, 200, alone.body);
    for (const typed of [`${PERSON.name}, valdes loceklis`, `${PERSON.name}, valdes priekšsēdētājs`, `${PERSON.name}, Board member`,
      `${PERSON.name}, Managing Director`, `Dr. ${PERSON.name}, Chairman of the Board`, `${PERSON.name}, valdes loceklis, prokūrists`,
      `${PERSON.name}, juhatuse liige`]) {
      const r = await ask(path, typed);
      assert.equal(r.statusCode, 200, `${path} ${typed}: ${r.body}`);
      assert.deepEqual(companies(r.body), companies(alone.body), `${path} ${typed}`);
    }
  }
});

test('only a position is read so: a name after the comma is a name', () => {
  assert.equal(typedPersonName('Aivar Jõgi, nõukogu liige'), 'Aivar Jõgi');
  for (const typed of ['Bērziņš, Jānis', 'Jānis Bērziņš, Anna Ozola', 'OZOLA Anna, BĒRZIŅŠ Jānis', 'Bērziņš, Jānis Member', 'Jānis Bērziņš, of the']) {
    assert.equal(typedPersonName(typed), typed, typed);
  }
});

// `Jānis Bērziņš, Latvian citizen` was a 400 saying the name holds two people's names, the
// citizenship read as the second: it is no name either, in the four countries' languages and English.
test('a citizenship after the name and a comma is no word of it, beside a position too', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const typed of [`${PERSON.name}, Latvian citizen`, `${PERSON.name}, citizen of Latvia`, `${PERSON.name}, Latvijas pilsonis`,
    `${PERSON.name}, Latvijas Republikas pilsonis, valdes loceklis`, `${PERSON.name}, Eesti kodanik`]) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    assert.deepEqual(companies(r.body), companies(alone.body), typed);
  }
  // A name after the comma is a name, whatever its letters.
  assert.equal(typedPersonName('Jānis Bērziņš, Anna Citizenko'), 'Jānis Bērziņš, Anna Citizenko');
});

// `Jānis Bērziņš, janis.berzins@example.lv`, an address book's line, was a 400 saying the name holds two people's.
test('an e-mail address after the name and a comma is no word of it', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const typed of [`${PERSON.name}, janis.berzins@example.lv`, `${PERSON.name}, <janis.berzins@example.lv>`, `${PERSON.name}, valdes loceklis, j.berzins@example.lv`]) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    assert.deepEqual(companies(r.body), companies(alone.body), typed);
  }
});

// `Jānis Bērziņš, valdes loc.` and `Aivar Jõgi, juh. liige`, a position cut short as a signature or a
// list writes it, were a 400 saying the name holds two people's and to send the position as part of the name.
test('a position cut short, its words with their stop, is no word of the name; a short word without one is a name', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const typed of [`${PERSON.name}, valdes loc.`, `${PERSON.name}, valdes priekšsēd.`, `${PERSON.name} (valdes loc.)`, `Valdes loc. ${PERSON.name}`,
    `${PERSON.name}, valdes loc., p.k. 010180-12345`]) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    assert.deepEqual(companies(r.body), companies(alone.body), typed);
  }
  const cut: [string, string][] = [['Aivar Jõgi, juh. liige', 'Aivar Jõgi'], ['Jonas Jonaitis, gen. dir.', 'Jonas Jonaitis'],
    ['Matti Virtanen, toim. joht.', 'Matti Virtanen'], ['Matti Virtanen, hall. pj.', 'Matti Virtanen']];
  for (const [typed, name] of cut) assert.equal(typedPersonName(typed), name, typed);
  // Without its stop a short word may be a given name, and initials stay initials.
  for (const typed of ['Tanaka, Gen', 'Virtanen, P.J.', 'Bērziņš Ozols, J. P.', 'Jānis Bērziņš, Dir']) assert.equal(typedPersonName(typed), typed, typed);
});

// `Jānis Bērziņš, SIA "Rīgas Koks" valdes loceklis`, a signature naming the company the person is
// with, was a 400 saying the name holds two people's, the company read as the second, and advising
// to send `Jānis Bērziņš SIA "Rīgas Koks" valdes loceklis` as one name.
test('a company named beside the name by its legal form is no word of it, nor a second person', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    for (const typed of [`${PERSON.name}, SIA "Rīgas Koks"`, `${PERSON.name}, SIA "Rīgas Koks" valdes loceklis`, `${PERSON.name} (SIA "Rīgas Koks")`,
      `${PERSON.name} (valdes loceklis, SIA "Rīgas Koks")`, `${PERSON.name}, valdes loceklis, SIA "Rīgas Koks"`, `SIA "Rīgas Koks", ${PERSON.name}`]) {
      const r = await ask(path, typed);
      assert.equal(r.statusCode, 200, `${path} ${typed}: ${r.body}`);
      if (path === '/persons/check') assert.deepEqual(companies(r.body), companies(alone.body), typed);
    }
  }
  assert.equal(typedPersonName('Aivar Jõgi - Tallinna Ehitus OÜ'), 'Aivar Jõgi');
  // A company's name alone stays as typed (its 404 says it looks like a company's), and a name without a form a name.
  for (const typed of ['SIA Rīgas Koks', 'Rīgas Koks, SIA', 'Jānis Bērziņš, Rīgas Koks', 'Anna Sia, Jānis Bērziņš']) assert.equal(typedPersonName(typed), typed, typed);
});

// Lines copied from a profile, an entry or a signature: `Jānis Bērziņš, Managing Director at Rīgas
// Koks` (the company without its legal form), `Jānis Bērziņš - Managing Director - Rīgas Koks |
// LinkedIn` (a profile's title), `…, valdes loceklis ar pārstāvības tiesībām` (a board member's right
// to represent, as UR's entry states it) and `…, Mg.iur.` (a Latvian degree) were 400s saying the
// name holds two people's.
test('a position held at a company, a profile\'s title, a right to represent and a degree are no words of the name', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const typed of [
    `${PERSON.name}, Managing Director at Rīgas Koks`, `${PERSON.name}, CEO @ Rīgas Koks`, `${PERSON.name} - Managing Director - Rīgas Koks | LinkedIn`,
    `${PERSON.name} – Valdes loceklis – Rīgas Koks`, `${PERSON.name}, valdes loceklis ar pārstāvības tiesībām`,
    `${PERSON.name}, valdes loceklis ar tiesībām pārstāvēt atsevišķi`, `${PERSON.name}, Mg.iur.`, `Mg.sc.soc. ${PERSON.name}`, `${PERSON.name}, Bc.oec.`,
  ]) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    assert.deepEqual(companies(r.body), companies(alone.body), typed);
  }
  // A name after `at` with no position before it, and a name between dashes, stay names.
  for (const typed of ['Jānis Bērziņš, Anna at Ozola', 'Jānis Bērziņš - Anna Ozola - Rīgas Koks']) assert.equal(typedPersonName(typed), typed, typed);
});

// `Jānis Bērziņš (valdes loceklis no 2020. gada)`, `Aivar Jõgi, juhatuse liige alates 2020` (a
// position dated), `…, juhatuse liikmena` (as a board member) and `…, politically exposed person`
// (a KYC form's standing) were 400s saying the name holds two people's.
test('a position dated, in the essive, or a person\'s standing after the name is no word of it', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const typed of [
    `${PERSON.name} (valdes loceklis no 2020. gada)`, `${PERSON.name}, valdes loceklis (kopš 01.01.2020)`, `${PERSON.name}, juhatuse liige alates 2020`,
    `${PERSON.name}, Director since 2020`, `${PERSON.name}, juhatuse liikmena`, `${PERSON.name}, politically exposed person`, `${PERSON.name}, uzņēmējs`,
  ]) {
    const r = await ask('/persons/check', typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    assert.deepEqual(companies(r.body), companies(alone.body), typed);
  }
});
