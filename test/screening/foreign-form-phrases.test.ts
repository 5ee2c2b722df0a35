// The lists write a Russian PAO, OAO or ZAO spelt out (`PUBLIC JOINT STOCK COMPANY …`, `Open
// Joint Stock Company …`). The four countries' own legal forms, removed first, hold `joint stock
// company`, so the `public`, `open` or `closed` before it stayed a word of the listed name: a
// company bearing the name, listed in its own country, scored below the reporting floor where
// the same entry written `PJSC …` flags it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, entityNameTokens } from '../../src/domain/sanctions-matching.ts';
import { scorePair, type Pair } from './score-pair.ts';

const companyAgainst = (entryName: string): Pair => ({
  id: 'form-phrase', kind: 'company_name', company: { name: 'SIA "Stroitehmontažs"', country: 'LV' },
  entry: { name: entryName, countries: ['LV'] }, expected: true, why: 'the listed name with its legal form spelt out',
});

test('a listed name with a Russian joint stock company form spelt out flags the company as its short form does', () => {
  const short = scorePair(companyAgainst('PJSC STROITEKHMONTAZH'));
  assert.ok(short >= DEFAULT_THRESHOLD, `PJSC: ${short}`);
  for (const name of ['PUBLIC JOINT STOCK COMPANY STROITEKHMONTAZH', 'Open Joint Stock Company Stroitekhmontazh', 'Closed Joint-Stock Company "Stroitekhmontazh"']) {
    assert.equal(scorePair(companyAgainst(name)), short, name);
  }
});

test('the words of a legal form spelt out are no words of the name', () => {
  assert.deepEqual(entityNameTokens('Public Joint Stock Company "Rosneft Oil Company"'), ['rosneft', 'oil']);
  assert.deepEqual(entityNameTokens('OPEN JOINT STOCK COMPANY NOVOROSSIYSK SHIPPING'), ['novorossiysk', 'shipping']);
  // The four countries' forms are removed as before.
  assert.deepEqual(entityNameTokens('Joint Stock Company Dzintara Osta'), ['dzintara', 'osta']);
  assert.deepEqual(entityNameTokens('Sabiedrība ar ierobežotu atbildību "Rīgas Koks"'), ['rigas', 'koks']);
});
