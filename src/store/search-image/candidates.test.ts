// Each candidate read of the image returns exactly the first documents, in rank order, that a
// plain scan of every document finds: whichever path a read takes (the lists of the rarest word,
// the rank cells, a prefix marked in a bitset, a scan), the answer is the same. Checked on a
// generated country of 12,000 companies whose common words are in thousands of names, so every
// path runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ImageBuilder, type ImageDocument } from './build.ts';
import type { SearchImage } from './image.ts';
import { resolveWords, type WordRefs } from './name-match.ts';
import { anywhereDocs, exactNameDocs, inNamesDocs, legalFormDocs, startsWithDocs, streetDocs } from './candidates.ts';
import { nameHash } from './image.ts';
import { rankCell } from '../search-documents.ts';
import { nameRangeCount } from './terms.ts';

const COMMON = ['baltic', 'balt', 'baltika', 'nord', 'nordic', 'trans', 'transit', 'invest', 'group', 'rigas', 'riga', 'koks', 'kokss', 'a', 'ab', 'b', 'bal'];
const STREETS = ['brivibas', 'cesu', 'maskavas', 'tallinna', 'vasarakatu'];
const CITIES = ['riga', 'tallinn', 'vaasa'];
const FORMS = [['sia'], ['as'], ['ou', 'osauhing'], ['oy']];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

interface Doc { names: string[]; address: string[]; forms: string[]; street: string | null; cell: number }

function generate(n: number): Doc[] {
  const r = rng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const brand = () => Array.from({ length: 3 + Math.floor(r() * 6) }, () => pick('abeiklmnorstuv'.split(''))).join('');
  // Almost half the names begin with "baltic": its list is longer than any list read is allowed
  // to be, so "baltic …" queries go through the rank cells.
  const name = () => {
    const words = Array.from({ length: 1 + Math.floor(r() * 3) }, () => (r() < 0.7 ? pick(COMMON) : brand()));
    if (r() < 0.45) words.unshift('baltic');
    return [...new Set(words)].join(' ');
  };
  const docs = Array.from({ length: n }, () => {
    const names = [name(), ...(r() < 0.06 ? [name()] : [])];
    const street = pick(STREETS);
    const house = String(1 + Math.floor(r() * 60));
    const flat = r() < 0.4 ? [String(1 + Math.floor(r() * 60))] : [];
    const bucket = r() < 0.8 ? 0 : Math.floor(r() * 4);
    return {
      names, address: [street, 'iela', house, ...flat, pick(CITIES)], forms: pick(FORMS), street: `${street} ${house}`,
      cell: rankCell(bucket, names[0]!.length, names[0]!), key: `${bucket}\u0000${String(names[0]!.length).padStart(3, '0')}\u0000${names[0]}`,
    };
  });
  return docs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const DOCS = generate(12_000);
const IMAGE: SearchImage = (() => {
  const b = new ImageBuilder('LV');
  for (const d of DOCS) {
    const doc: ImageDocument = { nameKeys: d.names, formKeys: d.forms, addressTokens: d.address, streetKey: d.street, cell: d.cell };
    b.add(doc);
  }
  return b.finish();
})();

const TOKENS = new Map(DOCS.map((d) => [d, d.names.flatMap((n) => n.split(' '))]));
const tokens = (d: Doc) => TOKENS.get(d)!;
const ALL = new Map(DOCS.map((d) => [d, [...tokens(d), ...d.address]]));
const first = (pred: (d: Doc) => boolean, max: number) => {
  const out: number[] = [];
  for (let i = 0; i < DOCS.length && out.length < max; i++) if (pred(DOCS[i]!)) out.push(i);
  return out;
};
const narrow = (refs: WordRefs) => refs.lastHi - refs.lastLo <= 16;

const QUERIES: string[][] = [];
{
  const r = rng(11);
  const vocab = [...COMMON, ...STREETS, ...CITIES, 'iela', '12', '1', '4', 'zzz', 'kavento'];
  for (let i = 0; i < 100; i++) {
    const k = 1 + Math.floor(r() * 3);
    const words = Array.from({ length: k }, () => vocab[Math.floor(r() * vocab.length)]!);
    const last = words[k - 1]!;
    words[k - 1] = last.slice(0, 1 + Math.floor(r() * last.length));
    QUERIES.push(words);
  }
  QUERIES.push(['b'], ['a'], ['baltic'], ['nord', 'trans'], ['bal'], ['ba'], ['brivibas', 'iela', '12'], ['cesu', '4'],
    ['baltic', 'n'], ['baltic', 'nord'], ['baltic', 'trans', 'g'], ['baltic', 'ko'], ['koks', 'k'], ['baltic', 'b'], ['nord', 'trans', 'tra'],
    ['group', 'gr'], ['riga', 'rigas']);
}

/**
 * Whether the words are in some name, the last one as a prefix; where it begins a word before it
 * or a word is typed twice, each in a word of that name of its own (candidates.ts inNamesDocs).
 */
function holdsWords(d: Doc, words: string[]): boolean {
  const last = words.at(-1)!;
  const head = words.slice(0, -1);
  const twice = head.some((w, i) => w.startsWith(last) || head.indexOf(w) !== i);
  if (!twice) return head.every((w) => tokens(d).includes(w)) && tokens(d).some((t) => t.startsWith(last));
  return d.names.some((n) => {
    const left = n.split(' ');
    for (const w of head) {
      const at = left.indexOf(w);
      if (at === -1) return false;
      left[at] = '';
    }
    return left.some((t) => t !== '' && t.startsWith(last));
  });
}

test('startsWith: current names beginning with the words, the last one a prefix', () => {
  for (const words of QUERIES) {
    const refs = resolveWords(IMAGE, words);
    const key = words.join(' ');
    for (const max of [5, 30, 300]) {
      const want = first((d) => {
        const t = d.names[0]!.split(' ');
        return t.length >= words.length && words.slice(0, -1).every((w, i) => t[i] === w) && t[words.length - 1]!.startsWith(words.at(-1)!);
      }, max);
      assert.deepEqual(startsWithDocs(IMAGE, refs, key, max), want, `${key} (${max})`);
    }
  }
});

test('startsWith of a legal form: only its companies, in rank order, whichever path the read takes', () => {
  for (const words of QUERIES) {
    const refs = resolveWords(IMAGE, words);
    const key = words.join(' ');
    for (const forms of [['as'], ['osauhing'], ['tmi']]) {
      const want = first((d) => {
        const t = d.names[0]!.split(' ');
        return forms.every((f) => d.forms.includes(f)) && t.length >= words.length
          && words.slice(0, -1).every((w, i) => t[i] === w) && t[words.length - 1]!.startsWith(words.at(-1)!);
      }, 30);
      assert.deepEqual(startsWithDocs(IMAGE, refs, key, 30, forms), want, `${key} ${forms.join(' ')}`);
    }
  }
});

test('inNames: every word in some name, the last one a prefix', () => {
  // "baltic n": "n" begins more terms than are merged as lists, in fewer documents than
  // "baltic" has: at the bounds 30 and 300 its documents are marked in a bitset and leapfrogged
  // with baltic's list, at 5 baltic's documents are tested one by one. Both paths run, as they
  // do for queries whose prefix has more documents than the words before it ("transit b").
  const refs = resolveWords(IMAGE, ['baltic', 'n']);
  assert.ok(!narrow(refs) && nameRangeCount(IMAGE, refs.lastLo, refs.lastHi) < first((d) => tokens(d).includes('baltic'), Infinity).length,
    'the fixture has a marked prefix after a longer word');
  for (const words of QUERIES) {
    const refs = resolveWords(IMAGE, words);
    for (const max of [5, 30, 300]) {
      const want = first((d) => holdsWords(d, words), max);
      assert.deepEqual(inNamesDocs(IMAGE, refs, max), want, `${words.join(' ')} (${max})`);
    }
  }
});

test('inNames of a legal form: only its companies, in rank order, whichever path the read takes', () => {
  for (const words of QUERIES) {
    const refs = resolveWords(IMAGE, words);
    for (const forms of [['as'], ['osauhing'], ['tmi']]) {
      for (const max of [5, 30]) {
        const want = first((d) => forms.every((f) => d.forms.includes(f)) && holdsWords(d, words), max);
        assert.deepEqual(inNamesDocs(IMAGE, refs, max, forms), want, `${words.join(' ')} ${forms.join(' ')} (${max})`);
      }
    }
  }
});

test('anywhere: every word in the names or the address; a narrow last word as a prefix', () => {
  for (const words of QUERIES) {
    const refs = resolveWords(IMAGE, words);
    for (const lastAsPrefix of [false, true]) {
      const prefix = lastAsPrefix && narrow(refs) && refs.lastHi > refs.lastLo;
      const want = first((d) => {
        const all = ALL.get(d)!;
        return words.slice(0, -1).every((w) => all.includes(w))
          && (prefix ? all.some((t) => t.startsWith(words.at(-1)!)) : all.includes(words.at(-1)!));
      }, 30);
      assert.deepEqual(anywhereDocs(IMAGE, refs, lastAsPrefix, 30), want, `${words.join(' ')} prefix=${lastAsPrefix}`);
    }
  }
});

test('exact names: the current or an other name is exactly the words, never cut off', () => {
  for (const words of [...QUERIES, ['baltic', 'group'], ['nord'], ['a']]) {
    const key = words.join(' ');
    const want = first((d) => d.names.includes(key), Infinity);
    assert.deepEqual(exactNameDocs(IMAGE, resolveWords(IMAGE, words), key), want, key);
  }
});

test('exact names in any order: the same words, each as often, in a current or other name', () => {
  const sameWords = (name: string, words: string[]) => name.split(' ').sort().join(' ') === [...words].sort().join(' ');
  let reordered = 0;
  for (const words of [...QUERIES, ['group', 'baltic'], ['koks', 'nord', 'baltic'], ['nord'], ['a', 'b', 'bal', 'koks']]) {
    const key = words.join(' ');
    const want = first((d) => d.names.some((n) => sameWords(n, words)), Infinity);
    reordered += want.filter((i) => !DOCS[i]!.names.includes(key)).length;
    assert.deepEqual(exactNameDocs(IMAGE, resolveWords(IMAGE, words), key, true), want, key);
  }
  assert.ok(reordered > 0, 'some names hold the words in another order');
});

test('streets: the street and house number asked for, not a flat of that number', () => {
  for (const [street, house] of [['brivibas', '12'], ['cesu', '4'], ['maskavas', '60'], ['tallinna', '1']] as const) {
    const words = [street, 'iela', house];
    const want = first((d) => d.street === `${street} ${house}`, 30);
    assert.ok(want.length > 0, 'the generated data has the street');
    assert.deepEqual(streetDocs(IMAGE, resolveWords(IMAGE, words), nameHash(`${street} ${house}`), 30), want, words.join(' '));
    // The same number as a flat elsewhere on the street does not count.
    assert.ok(streetDocs(IMAGE, resolveWords(IMAGE, words), nameHash(`${street} ${house}`), 30).every((i) => DOCS[i]!.address[2] === house));
  }
});

test('legal forms: companies of the form, in rank order', () => {
  for (const forms of [['sia'], ['osauhing'], ['ou', 'osauhing'], ['as', 'oy'], ['tmi']]) {
    assert.deepEqual(legalFormDocs(IMAGE, forms, 40), first((d) => forms.every((f) => d.forms.includes(f)), 40), forms.join(' '));
  }
});
