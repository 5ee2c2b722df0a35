// The typo read: the dictionary walk proposes exactly the name terms a scan with the edit
// distance would (first letter kept), and names with a typo, run together or split apart are
// found by the typo tiers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allowedEdits, editDistance, typoIsName } from '../../domain/similarity.ts';
import { rankCell } from '../search-documents.ts';
import { ImageBuilder } from './build.ts';
import { termText } from './terms.ts';
import { closeTerms, COMMON_WORD_NAMES, RARE_WORD_NAMES, typoDocs, TYPO_TIERS, wordNameCounts, WordTermsRead } from './typos.ts';

const NAMES = ['rigas koks', 'baltic trade', 'baltika', 'nordinvest', 'nord invest group', 'eesti energia', 'zalgiris',
  'nokia', 'koka nams', 'baltic logistics', 'tallinna tehnika partners', 'kokss', 'kaks', 'rigas kokiem', 'baltijas koks'];
const WORDS = [...new Set(NAMES.flatMap((n) => n.split(' ')))];

const image = (() => {
  const b = new ImageBuilder('LV');
  // One name per document, in an order the builder accepts (one cell).
  for (const name of NAMES) b.add({ nameKeys: [name], formKeys: [], addressTokens: ['iela', 'kokvilnas'], streetKey: null, cell: 0 });
  return b.finish();
})();

test('close terms: every name term within the allowed edits and nothing else, first letter kept', () => {
  for (const word of ['koks', 'kokss', 'baltik', 'baltlc', 'nrdinvest', 'energja', 'zalgirs', 'nokai', 'tehnkia', 'partnres', 'xoks']) {
    for (const limit of [1, 2, 3]) {
      const max = Math.min(limit, allowedEdits(word.length));
      const got = closeTerms(image, word, false, limit).map((c) => termText(image, c.term)).sort();
      const want = max === 0 ? [] : WORDS.filter((w) => w[0] === word[0] && editDistance(word, w, max) <= max).sort();
      assert.deepEqual(got, want, `${word} within ${limit}`);
    }
  }
  // Address-only terms are never proposed: typos are read in names.
  assert.deepEqual(closeTerms(image, 'kokvilnaz', false).map((c) => termText(image, c.term)), []);
});

test('close terms of a word being typed include the terms it is close to the beginning of', () => {
  const got = closeTerms(image, 'baltc', true).map((c) => termText(image, c.term));
  for (const w of ['baltic', 'baltika']) assert.ok(got.includes(w), w);
  // Whole-word matches come before beginnings.
  assert.equal(termText(image, closeTerms(image, 'kokd', true)[0]!.term).length <= 5, true);
});

test('names with a typo, run together or split apart are found by the first tier that has any', () => {
  const find = (q: string) => {
    const words = q.split(' ');
    for (const tier of TYPO_TIERS) {
      const docs = typoDocs(image, words, words.join(' '), tier, 20).ofCurrent;
      if (docs.length > 0) return docs.map((d) => NAMES[d]);
    }
    return [];
  };
  assert.deepEqual(find('rigas kokss').slice(0, 1), ['rigas koks']);
  assert.ok(find('baltic trabe').includes('baltic trade'));
  assert.ok(find('eesti enrgia').includes('eesti energia'));
  assert.ok(find('nord invest').includes('nordinvest'), 'words run together');
  assert.ok(find('rigaskoks').includes('rigas koks'), 'words split apart');
  assert.ok(find('tallinna tehnkia partners').includes('tallinna tehnika partners'));
  assert.deepEqual(find('qwxzvj'), []);
});

test('the names that begin with a typo of the query are read apart from those holding it later', () => {
  const docs = typoDocs(image, ['kokss'], 'kokss', 1, 20);
  assert.deepEqual(docs.starting.map((d) => NAMES[d]), ['kokss']);
  assert.deepEqual(docs.ofCurrent.map((d) => NAMES[d]).sort(), ['baltijas koks', 'kokss', 'rigas koks']);
  const split = typoDocs(image, ['nord', 'inves'], 'nord inves', 1, 20);
  assert.deepEqual(split.starting.map((d) => NAMES[d]).sort(), ['nord invest group', 'nordinvest']);
});

test('the whole name with a typo is read in every status, past the bound of the names it begins', () => {
  // In rank order (status, then length): 30 active names that `pro mauznica` begins fill a read
  // of 5; the names it is whole come later, in every status and of lengths about its own.
  const named: Array<[number, string]> = [
    ...Array.from({ length: 30 }, (_, i): [number, string] => [0, `pro maiznica ${String(i).padStart(2, '0')}`]),
    [0, 'pro maiznica baltija'], [1, 'promaiznica'], [1, 'pro maiz'], [2, 'maiznica pro'], [2, 'pro maiznicas'],
    [3, 'pro maiznica'], [3, 'pro maiznica a'], [3, 'pro mazai'], [3, 'pro maiznica pro maiznica'],
  ];
  named.sort(([a, x], [b, y]) => rankCell(a, x.length, x) - rankCell(b, y.length, y) || (x < y ? -1 : 1));
  const b = new ImageBuilder('LV');
  for (const [bucket, name] of named) b.add({ nameKeys: [name], formKeys: [], addressTokens: [], streetKey: null, cell: rankCell(bucket, name.length, name) });
  const img = b.finish();
  // Words typed apart (run together, a name is read as the pair of words it splits into, without
  // a typo: `promauznica` finds `promaiznica` alone).
  for (const key of ['pro mauznica', 'mauznica pro', 'pro maiznicaz', 'mauznica prp']) {
    const words = key.split(' ');
    // The tier of two edits reads every word here (none is longer than 13 letters) within all its
    // edits: exactly the names typoIsName takes.
    // A bound of 5 cuts the read (the whole names are read apart); one of 100 does not (they are
    // picked from the typos of current names it sorted).
    for (const max of [5, 100]) {
      const got = typoDocs(img, words, key, 2, max).whole.map((d) => named[d]![1]).sort();
      assert.deepEqual(got, named.map(([, n]) => n).filter((n) => typoIsName(key, n)).sort(), `${key}, bound ${max}`);
    }
    assert.equal(typoDocs(img, words, key, 1, 5).whole.map((d) => named[d]![1]).includes('pro maiznica'), key !== 'mauznica prp', key);
  }
});

test('a rare word is weighed against the common words one edit from it, as the edit distance says', () => {
  // Common words (at least COMMON_WORD_NAMES names each, counts apart) and a few rare ones.
  const counts = new Map([['latvijas', COMMON_WORD_NAMES + 10], ['baltic', COMMON_WORD_NAMES + 20], ['balts', COMMON_WORD_NAMES + 30],
    ['latijas', 1], ['baltik', 2], ['koks', 1]]);
  const b = new ImageBuilder('LV');
  for (const [word, n] of counts) {
    for (let i = 0; i < n; i++) b.add({ nameKeys: [word], formKeys: [], addressTokens: [], streetKey: null, cell: 0 });
  }
  const img = b.finish();
  const common = [...counts].filter(([, n]) => n >= COMMON_WORD_NAMES);
  // Every deletion, swap, substitution and insertion of the common words, and of those twice.
  const edits = (w: string) => [...w].flatMap((_, i) => [
    w.slice(0, i) + w.slice(i + 1), w.slice(0, i) + (w[i + 1] ?? '') + w[i] + w.slice(i + 2),
    `${w.slice(0, i)}x${w.slice(i + 1)}`, `${w.slice(0, i)}x${w.slice(i)}`,
  ]).filter((e) => e !== w && e.length > 0);
  const queries = new Set([...counts.keys(), ...common.flatMap(([w]) => edits(w).flatMap((e) => [e, ...edits(e)]))]);
  for (const q of queries) {
    const own = counts.get(q) ?? 0;
    const want = own > RARE_WORD_NAMES ? 0 : Math.max(0, ...common
      .filter(([w]) => w[0] === q[0] && editDistance(q, w, 1) === 1).map(([, n]) => n));
    assert.deepEqual(wordNameCounts(img, q), { own, closest: want }, q);
  }
  assert.deepEqual(wordNameCounts(img, 'latijas'), { own: 1, closest: COMMON_WORD_NAMES + 10 });
  // A first letter wrong is no typo, as everywhere in the typo read.
  assert.deepEqual(wordNameCounts(img, 'matvijas'), { own: 0, closest: 0 });
});

test('one search walks the dictionary once per word and edit count, however often it reads the typos', () => {
  // A search reads its words' typos at each tier, in each variant of the words run together, for
  // each reading of the text and once more with every word loose: a text of long words with typos
  // walked the dictionary hundreds of times for a few dozen words.
  const words = ['tallinna', 'tehnkia', 'partnres'];
  const key = words.join(' ');
  const termsRead = new WordTermsRead();
  const readAll = () => {
    for (const loose of [[], words.map(() => true)]) {
      for (const tier of TYPO_TIERS) {
        const shared = typoDocs(image, words, key, tier, 20, loose, termsRead);
        // What the read finds is what it finds reading every word anew.
        assert.deepEqual(shared, typoDocs(image, words, key, tier, 20, loose), `tier ${tier}`);
      }
    }
  };
  readAll();
  // The words as typed and run together (`tallinnatehnkia`, `tehnkiapartnres`), each at the edit
  // counts the tiers read it with, as typed (0) for a known word not read loosely.
  const first = termsRead.reads;
  assert.ok(first > 0 && first <= 3 * 4 + 2 * 4, `${first} reads`);
  // Every other reading of the same words walks nothing more.
  readAll();
  readAll();
  assert.equal(termsRead.reads, first);
});
