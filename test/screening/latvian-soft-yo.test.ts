// The Latvian register writes `ё` after `л` or `н` as the soft `ļo`, `ņo` (Киселёв `Kiseļovs`, Алёна
// `Aļona`), the Estonian `ljo`, `njo` (`Kisseljov`, `Aljona`), English spellings `lyo`: folded, a
// letter or two off (`Vladimirs Kiseļovs` for `Vladimir KISSELJOV` 0.8, a candidate, born in the
// listed month) or, in a short word, no typo at all (`Aļona`). Read so in a Slavic name, a reading
// (0.95) with no typo on top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGISTER_SPELLING_SIMILARITY } from '../../src/domain/sanctions-matching.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string, listed: string, listedBirth: string): Pair => ({
  id: 'latvian-soft', kind: 'owner_person', company: { country: 'LV' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: [listedBirth] }, expected: true, why: 'an owner written with the Latvian soft ļo',
});

test('an owner the Latvian register writes with the soft `ļo` for a listed `ljo` or `lyo` is matched as a reading', () => {
  for (const [registered, listed] of [
    ['Vladimirs Kiseļovs', 'Vladimir KISSELJOV'], ['Vladimirs Kiseļovs', 'Vladimir KISELYOV'], ['Aļona Kiseļova', 'Aljona KISSELJOVA'],
  ] as const) {
    assert.equal(scorePair(owner(registered, '1967-05-21', listed, '1967-05')), REGISTER_SPELLING_SIMILARITY, `${registered} for ${listed}`);
  }
  assert.equal(scorePair(owner('Vladimirs Kiseļovs', '1967-05-21', 'Vladimir KISSELJOV', '1967-05-21')), 1, 'born on the listed day');
  assert.equal(scorePair(owner('Vladimirs Kiseļovs', '1969-05-21', 'Vladimir KISSELJOV', '1967-05-21')), 0, 'born two years off');
});

test('the soft `ļo` pairs no other surname by a typo', () => {
  assert.equal(scorePair(owner('Vladimirs Kuseļovs', '1967-05-21', 'Vladimir KISSELJOV', '1967-05-21')), 0);
});

test('the explanation names the reading', () => {
  const index = buildEntryIndex([{
    list: 'EU', entryId: '1', schema: 'person', name: 'Vladimir KISSELJOV', aliases: [], identifiers: [], countries: [], birthDates: ['1967-05-21'], listedOn: null,
  }]);
  const holder = {
    country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: 'Kiseļovs Vladimirs', entityType: 'natural_person',
    birthDate: '1967-05-21', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  };
  const [m] = ownerMatches(index, 'LV', holder, 0, () => 1);
  assert.ok(m);
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /the name read with the Estonian `ss` between vowels as one `s` and its `ё` after `l` or `n` as the Latvian soft `ļo`, `ņo` \(kiselovs vladimirs; similarity 0\.95\)/);
});
