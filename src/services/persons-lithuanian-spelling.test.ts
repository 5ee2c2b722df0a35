// /persons/check: a name of Russian origin holding ё, ю or я after a consonant is written by a
// Lithuanian document with io, iu, ia (Пётр Фёдоров as `Piotr Fiodorov`), and the Latvian and
// Estonian registers write a foreigner's name as the document does; the Latvian register writes a
// resident's `Pjotrs Fjodorovs`. Whichever spelling an analyst holds finds both.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../domain/fold.ts';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
const BORN = '1962-01-15';

function role(c: { country: string; regcode: string }, name: string, key: string) {
  return {
    country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member',
    person_name: name, name_key: personNameKey(name), entity_type: 'natural_person', birth_date: BORN,
    since: '2020-01-01', assoc_key: `lt-spelling-${key}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
  };
}

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    // One person: a board member under his Lithuanian passport's spelling, and under the Latvian.
    role(C.lvGaze, 'Fiodorov Piotr', 'lt'),
    role(C.lvKekava, 'Fjodorovs Pjotrs', 'lv'),
  ] } });
});
after(() => ctx.close());

const companies = (typed: string) => ctx.services.checkPerson(typed, BORN, 50).results.map((r) => `${r.personName} ${r.country}:${r.regcode}`);

test('a passport, Cyrillic, Latvian or Lithuanian spelling finds the roles under the Lithuanian spelling and the Latvian', () => {
  const both = [`Fiodorov Piotr LV:${C.lvGaze.regcode}`, `Fjodorovs Pjotrs LV:${C.lvKekava.regcode}`].sort();
  for (const typed of ['Pyotr Fyodorov', 'Пётр Фёдоров', 'Pjotrs Fjodorovs', 'Piotr Fiodorov', 'FIODOROV PIOTR']) {
    assert.deepEqual(companies(typed).sort(), both, typed);
  }
  assert.throws(() => ctx.services.checkPerson('Piotr Fiodorov', '1962-01-16', 50), NotFoundError, 'the birth date still decides');
});
