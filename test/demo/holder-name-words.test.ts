// The demo's owners registered abroad, published through the real importers: the word index of
// holders' names is written by the publish of RIK's files, so a part of the Cypriot owner's name
// names it and the Estonian OÜ it holds, and the officer of that OÜ, a natural person, is never named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NOTABLE } from '../../src/demo/notable.ts';
import { servedSmallDemo } from './helpers.ts';

const served = servedSmallDemo('registry-holder-words-');
const { company, owners, officer } = NOTABLE.holdersAbroad;

test('a part of an owner abroad\'s name names it and its holding on the demo store', () => {
  const [cypriot, german] = owners;
  for (const [typed, owner] of [['Kyrenia Maritime', cypriot], ['Kyrenia Mar', cypriot], ['Nordsee', german]] as const) {
    const holders = served.services.holdersNamed(typed);
    const found = holders.find((h) => h.name === owner.name);
    assert.ok(found, `${typed}: ${JSON.stringify(holders)}`);
    assert.equal(found.registeredIn, owner.registeredIn);
    assert.ok(found.holdings.some((h) => h.regcode === company.regcode), JSON.stringify(found));
  }
  assert.deepEqual(served.services.holdersNamed(officer.name.split(' ')[1]!).map((h) => h.name), []);
});
