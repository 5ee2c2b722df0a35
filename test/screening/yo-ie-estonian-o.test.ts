// Three spellings of a listed Slavic name the registers write otherwise: its `ё` printed `e` (a list's
// Estonian `Kisseljov` for Киселёв, an owner the Latvian register writes from a document printing
// Киселев, `Kiselevs`), a Ukrainian passport's `ie` for `є` (`Oleh HUSIEV`, the Russian Гусев `Olegs
// Gusevs`), and the Estonian register's `õ` for `ы` (`Lõssenko` for `LYSSENKO`), each two letters off or
// more and never paired, or a letter off and a typo. The `õ` is `ы` against a Slavic name alone, and
// another vowel than `i` for a `y` between consonants is another name: Быков `Bõkov` is not Боков.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string, listed: string, listedBirth: string): Pair => ({
  id: 'yo-ie-o', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: [listedBirth] }, expected: true, why: 'an owner written otherwise than the list',
});

test('an owner written with `e` for a listed `ё`, or with the Russian `e` for a Ukrainian `ie`, is matched as a reading', () => {
  for (const [registered, listed] of [
    ['Vladimirs Kiselevs', 'Vladimir KISSELJOV'], ['Fedors Semenovs', 'Fyodor SEMYONOV'], ['Olegs Gusevs', 'Oleh HUSIEV'], ['Oleg Gusev', 'Oleh HUSIEV'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1967-05-21', listed, '1967-05')), REGISTER_SPELLING_SIMILARITY, `${registered} for ${listed}`);
    assert.equal(scorePair(owner(registered, '1969-05-21', listed, '1967-05-21')), 0, `${registered} born two years off`);
  }
  // Another surname a letter from the reading pairs by no typo.
  assert.equal(scorePair(owner('Vladimirs Koselevs', '1967-05-21', 'Vladimir KISSELJOV', '1967-05-21')), 0);
  assert.equal(scorePair(owner('Olegs Busevs', '1967-05-21', 'Oleh HUSIEV', '1967-05-21')), 0);
});

test('the Estonian `õ` between consonants is the `ы` of a listed Slavic name, and no `o`', () => {
  assert.equal(scorePair(owner('Vladimir Lõssenko', '1965-03-14', 'Vladimir LYSSENKO', '1965-03')), REGISTER_SPELLING_SIMILARITY);
  assert.equal(scorePair(owner('Bõkov Dmitri', '1971-08-30', 'Dmitri BYKOV', '1971-08-30')), 1);
  // Боков is not Быков, written with `o` or with the Estonian `õ`: a candidate at most, never flagged.
  assert.ok(scorePair(owner('Vladimir Bokov', '1971-08-30', 'Vladimir BYKOV', '1971-08-30')) < DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Vladimir Bõkov', '1971-08-30', 'Vladimir BOKOV', '1971-08-30')) < DEFAULT_THRESHOLD);
  // An Estonian name's own `õ`, which an English list writes `o`, pairs as before.
  assert.equal(scorePair(owner('Mart Põld', '1962-04-17', 'Mart POLD', '1962-04-17')), 1);
});

test('an Estonian word\'s own `õ` beside a Slavic given name pairs as written: the exact reading wins', () => {
  // `Ivan` makes the listed name Slavic, yet `Põld` read `pyld` is no Slavic word: the `õ` is Estonian.
  assert.equal(scorePair(owner('Ivan Põld', '1962-04-17', 'Ivan POLD', '1962-04-17')), 1);
  assert.equal(scorePair(owner('Sergei Kõrv', '1970-02-01', 'Sergei KORV', '1970-02-01')), 1);
  // A word that is Slavic once read `y` keeps its `ы` alone: Рыбин is not a listed Робин.
  assert.ok(scorePair(owner('Ivan Rõbin', '1962-04-17', 'Ivan ROBIN', '1962-04-17')) < DEFAULT_THRESHOLD);
  assert.equal(scorePair(owner('Ivan Rõbin', '1962-04-17', 'Ivan RYBIN', '1962-04-17')), 1);
});

test('the explanation names each reading', () => {
  const said = (personName: string, listed: string) => {
    const index = buildEntryIndex([{ list: 'EU', entryId: '1', schema: 'person', name: listed, aliases: [], identifiers: [], countries: [], birthDates: ['1967-05-21'], listedOn: null }]);
    const holder = {
      country: 'EE', regcode: '10000000', role: 'beneficial_owner', personName, entityType: 'natural_person',
      birthDate: '1967-05-21', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
    };
    const [m] = ownerMatches(index, 'EE', holder, 0, () => 1);
    assert.ok(m, personName);
    return explainMatch(m.matchedOn, m.matchedName, m.features);
  };
  assert.match(said('Vladimirs Kiselevs', 'Vladimir KISSELJOV'), /and its `ё` as `e`, as Russian print and passports write it \(kiselevs vladimirs; similarity 0\.95\)/);
  assert.match(said('Olegs Gusevs', 'Oleh HUSIEV'), /its Ukrainian `h` as the Russian `g` and its Ukrainian `ie` \(є\) as the Russian `e` \(gusevs olegs; similarity 0\.95\)/);
  assert.match(said('Vladimir Lõssenko', 'Vladimir LYSSENKO'),
    /^Its beneficial owner Vladimir Lõssenko, its Estonian õ read as the Russian ы \(vladimir lyssenko\), has the name of the listed person "Vladimir LYSSENKO"/);
});
