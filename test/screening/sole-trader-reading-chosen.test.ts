// A sole trader matched by two readings scoring the same kept whichever came first, so its explanation
// followed the order the readings were made in: `Boyko Jurij FIE` against the listed `Yury BOYKO` was
// explained by the reading `boyko juri` (a letter from the business name's `jurij`) where the reading
// `boyko jurij` is its very words. Of equal scores, the match a reader follows most easily is kept:
// the business name's reading nearest its own spelling, then the listed spelling nearest the words
// compared, then the listed name itself, then the alphabet, whatever order they came in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { soleTraderMatches } from '../../src/importers/screening/sole-trader-matches.ts';
import { explainsBetter } from '../../src/importers/screening/owner-matches.ts';
import type { Match } from '../../src/importers/screening/company-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import type { ScreeningEntry } from '../../src/store/screening-write.ts';

const entry = (name: string): ScreeningEntry => ({
  list: 'EU', entryId: name, schema: 'person', name, aliases: [], identifiers: [], countries: [], birthDates: [], listedOn: null,
});
const index = buildEntryIndex([entry('Yury BOYKO'), entry('Oleg DERIPASKA'), entry('Sergey LAVROV'), entry('Oleg PETRENKO')]);

function matchesOf(name: string, country: 'EE' | 'LT') {
  const form = country === 'EE' ? { legalFormCode: 'FIE', legalFormName: 'Füüsilisest isikust ettevõtja' } : { legalFormCode: '110', legalFormName: 'Individuali įmonė' };
  return soleTraderMatches(index, { country, regcode: '1', name, ...form, registeredOn: null, otherNames: [] }, 0, () => 1);
}

test('of readings scoring the same, the one that is the business name\'s own words explains the match', () => {
  const [boyko] = matchesOf('Boyko Jurij FIE', 'EE');
  assert.equal(boyko?.features.registerSpelling, 'boyko jurij');
  assert.match(explainMatch(boyko!.matchedOn, boyko!.matchedName, boyko!.features), /\(boyko jurij; similarity 0\.95\)/);
  // The reading the Latvian register writes, the business name's very words, rather than the listed name a Baltic ending away.
  assert.equal(matchesOf('Deripaska Olegs FIE', 'EE')[0]?.features.registerSpelling, 'deripaska olegs');
  // A genitive's reading pairing the listed name as the registers write it: the reading as written (`lavrov sergej`), not the Latvian `lavrovs sergejs`.
  const [lavrov] = matchesOf('Sergejaus Lavrovo IĮ', 'LT');
  assert.equal(lavrov?.features.nameReading, 'sergej lavrov');
  assert.equal(lavrov?.features.registerSpelling, 'lavrov sergej');
  assert.equal(matchesOf('Sergejaus Lavrovo IĮ', 'LT').length, 1, 'one match an entry');
});

test('the choice does not depend on the order the readings come in', () => {
  const tied = (features: Record<string, unknown>, matchedName = 'Oleg PETRENKO'): Match => ({
    entry: 0, list: 'EU', entryId: 'Oleg PETRENKO', matchedOn: 'owner', matchedName, score: 0.765, features: { nameSimilarity: 0.9, ...features },
  });
  const written = ['olego', 'petrenkos'];
  const asWritten = tied({ registerSpelling: 'olegs petrenko' });
  const nominative = tied({ nameReading: 'oleg petrenka' });
  const both = tied({ registerSpelling: 'olegs petrenko', nameReading: 'olegas petrenka' });
  for (const [a, b] of [[asWritten, nominative], [asWritten, both], [nominative, both]] as const) {
    assert.notEqual(explainsBetter(a, b, written), explainsBetter(b, a, written), 'one of two differing matches is the better, either way round');
  }
  // The name as written reads best where it scores as well: no grammar read into it.
  assert.equal(explainsBetter(asWritten, nominative, written), true);
  assert.equal(explainsBetter(nominative, both, written), true, 'a reading nearer the business name\'s words');
  assert.equal(explainsBetter({ ...asWritten, score: 0.7 }, nominative, written), false, 'a higher score first');
});
