// A Lithuanian individuali įmonė named in the genitive of a Russian name (`Sergejaus Lavrovo IĮ`):
// its nominative read without the Lithuanian endings is the listed name as the registers write it
// (`sergej lavrov`), a reading, not the typo `sergejus` is of `sergejs`; a Lithuanian name of its own
// keeps its ending, and another given name pairs no one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-persons.ts';
import { russianOfLithuanianNominative } from '../../src/domain/sole-trader-name.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { soleTraderMatches } from '../../src/importers/screening/sole-trader-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import type { ScreeningEntry } from '../../src/store/screening-write.ts';

const entry = (name: string): ScreeningEntry => ({
  list: 'EU', entryId: name, schema: 'person', name, aliases: [], identifiers: [], countries: [], birthDates: [], listedOn: null,
});
const index = buildEntryIndex([entry('Sergey LAVROV'), entry('Vladimir PUTIN')]);

function bestOf(name: string) {
  const trader = { country: 'LT' as const, regcode: '300000000', name, legalFormCode: '110', legalFormName: 'Individuali įmonė', registeredOn: null, otherNames: [] };
  return soleTraderMatches(index, trader, 0, () => 1).sort((a, b) => b.score - a.score)[0];
}

test('a Russian given name in the Lithuanian genitive is read as the Russian name, as the listed name read so', () => {
  const m = bestOf('Sergejaus Lavrovo IĮ');
  assert.ok(m);
  assert.equal(m.entryId, 'Sergey LAVROV');
  assert.equal(m.features.nameReading, 'sergej lavrov');
  assert.equal(m.features.nameSimilarity, REGISTER_SPELLING_SIMILARITY);
  // A candidate still: no birth date is known of the entrepreneur.
  assert.ok(m.score < 0.9 && m.score > 0.8, String(m.score));
  // Vladimiro Putino read as the nominative without endings gives the listed name's own words: the very same name.
  assert.equal(bestOf('Vladimiro Putino IĮ')?.features.nameSimilarity, 1);
  assert.equal(bestOf('Vladimiro Putino IĮ')?.score, 0.9);
  // The nominative written in the business name likewise, and the sentence says which reading it is.
  const nominative = bestOf('Sergejus Lavrovas IĮ');
  assert.equal(nominative?.features.nameReading, 'sergej lavrov');
  assert.equal(nominative?.features.nameSimilarity, REGISTER_SPELLING_SIMILARITY);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /it read as the Russian name it writes with Lithuanian endings \(sergej lavrov\) is the name of the listed person "Sergey LAVROV"/);
});

test('another given name, or a Lithuanian name of its own, is not read into a listed one', () => {
  assert.equal(bestOf('Andrejaus Lavrovo IĮ'), undefined);
  assert.equal(bestOf('Sergejaus Lavrinovičiaus IĮ'), undefined);
  assert.equal(russianOfLithuanianNominative(['jonas', 'petras']), null);
  assert.deepEqual(russianOfLithuanianNominative(['aleksejus', 'popovas']), ['aleksej', 'popov']);
});

test('a six-letter Slavic given name with the Lithuanian `-as` is read without it, a Lithuanian name of its own is not', () => {
  // `Ivanas Kovaliovas IĮ` writes Иван Ковалёв, listed in Belarusian as `Ivan KAVALIOU`; `Ivanas Ivanovas` Иван Иванов.
  const belarusian = buildEntryIndex([entry('Ivan KAVALIOU'), entry('Ivan IVANOV'), entry('Jon PETROV')]);
  const best = (name: string) => {
    const trader = { country: 'LT' as const, regcode: '300000001', name, legalFormCode: '110', legalFormName: 'Individuali įmonė', registeredOn: null, otherNames: [] };
    return soleTraderMatches(belarusian, trader, 0, () => 1).sort((a, b) => b.score - a.score)[0];
  };
  assert.equal(best('Ivanas Kovaliovas IĮ')?.entryId, 'Ivan KAVALIOU');
  assert.equal(best('Ivanas Ivanovas IĮ')?.entryId, 'Ivan IVANOV');
  assert.deepEqual(russianOfLithuanianNominative(['olegas', 'ivanovas']), ['oleg', 'ivanov']);
  // Jonas, Tomas and Petras (Peter, though `Petr` is Russian) are Lithuanian names and keep their ending.
  assert.equal(best('Jonas Petrovas IĮ'), undefined);
  assert.deepEqual(russianOfLithuanianNominative(['tomas', 'petras']), null);
});
