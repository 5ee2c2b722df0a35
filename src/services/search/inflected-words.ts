// A name's first word typed in its base form where the name holds it inflected (docs/search.md,
// "Words that need not match"): a company named after its town or owner is named in the genitive
// (`Rīgas Koks`, `Tallinna Vesi`, `Tampereen Puu`, `Lindströmin Työ`), and a buyer who types the
// town or the person as they are called (`Rīga Koks`, `Tallinn Vesi`, `Tampere Puu`, `Lindström
// Työ`) typed a word the name does not hold. Where the ending is one or two letters added to the
// base, the base begins the name's word: that word is the reading. Where the genitive replaces
// the base's last letter or two (`Kaunas` → `Kauno`, `Vilnius` → `Vilniaus`, `Klaipėda` →
// `Klaipėdos`, `Cēsis` → `Cēsu`, `Tukums` → `Tukuma`, `Lahti` → `Lahden`, `Turku` → `Turun`),
// the base without them begins it: those words are read when no word the base begins is.
import { isLegalFormWord } from '../../domain/fold.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, nameRangeCount, prefixRange, termText } from '../../store/search-image/terms.ts';
import { resolveWords } from '../../store/search-image/name-match.ts';
import { inNamesDocs } from '../../store/search-image/candidates.ts';
import { addressDocs } from '../../store/search-image/postings.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

/** The most letters an ending adds: the Finnish genitive `-en` of `Tampere`, `-in` of `Lindström`. */
const MAX_ENDING = 2;
/** Shorter bases begin too many words by a letter or two (`koks`: `koksa`, `kokss`). */
const MIN_BASE = 4;
/** A base whose last letters an ending replaces: shorter ones leave too short a beginning. */
const MIN_REPLACED_BASE = 5;
/** The most letters an ending replaces (`-as` of `Kaunas`, `-is` of `Cēsis`, `-ti` of `Lahti`). */
const MAX_REPLACED = 2;
/** What is left of a base after its replaced letters: `ces` of `Cēsis`, `tur` of `Turku`. */
const MIN_STEM = 3;
/** A base beginning more terms than this is a common beginning, read no further. */
const MAX_TERMS_SCANNED = 4096;
/** Endings tried per text, the ones of most names first. */
const MAX_TRIED = 3;

/**
 * The words of names that begin with `stem`, are longer than it and at most `longest` letters
 * long, and are not `base` or a word it begins, the ones in most names first (over the images),
 * at most MAX_TRIED. With `stem` the base itself: the base with an ending of one or two letters.
 */
function wordsBegunBy(images: readonly SearchImage[], base: string, stem: string, longest: number): string[] {
  const names = new Map<string, number>();
  for (const image of images) {
    const [lo, hi] = prefixRange(image, stem);
    if (hi - lo > MAX_TERMS_SCANNED) continue;
    for (let t = lo; t < hi; t++) {
      const length = image.termOffsets[t + 1]! - image.termOffsets[t]!;
      if (length <= stem.length || length > longest) continue;
      const count = nameRangeCount(image, t, t + 1);
      if (count === 0) continue;
      const word = termText(image, t);
      if (stem !== base && word.startsWith(base)) continue;
      names.set(word, (names.get(word) ?? 0) + count);
    }
  }
  return [...names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TRIED).map(([word]) => word);
}

/** The words of names that are `base` with an ending of one or two letters (wordsBegunBy). */
function inflectedForms(images: readonly SearchImage[], base: string): string[] {
  return wordsBegunBy(images, base, base, base.length + MAX_ENDING);
}

/**
 * The words of names that are `base`, a place, with its last one or two letters replaced by an
 * ending of up to two letters more (`kauno` for `kaunas`, `vilniaus` for `vilnius`, `lahden` for
 * `lahti`): the beginning left by one letter first, then by two; within each, the ones in most
 * names first.
 */
function replacedEndingForms(images: readonly SearchImage[], base: string): string[][] {
  if (base.length < MIN_REPLACED_BASE) return [];
  // A place: a word of more addresses than names in some country (`Kaunas`, `Turku`), whose
  // words alone are read. A word of names (`Trade`, `Energia`) begins other words of names that
  // are no inflection of it (`Trans`, `Trading`), and so does a word of another language (the
  // Finnish `kauneus`, beauty, for `Kaunas`).
  const own = images.filter((image) => {
    const t = findTerm(image, base);
    return t !== -1 && addressDocs(image, t).estimate > nameRangeCount(image, t, t + 1);
  });
  if (own.length === 0) return [];
  const out: string[][] = [];
  for (let k = 1; k <= MAX_REPLACED && base.length - k >= MIN_STEM; k++) {
    out.push(wordsBegunBy(own, base, base.slice(0, -k), base.length + MAX_ENDING));
  }
  return out;
}

/**
 * The query with its first word read as the word of a name it begins by an ending of one or two
 * letters, the other words as typed, or null: only where a name holds every word so read (the
 * last as a beginning), the form in most names first. The first word only, and not the last
 * word of the text (that one is read as a beginning already): a genitive leads a name.
 */
export function withFirstWordInflected(query: SearchQuery, images: readonly SearchImage[]): SearchQuery | null {
  if (query.words.length < 2) return null;
  const base = query.words[0]!;
  if (base.length < MIN_BASE || /\d/.test(base) || isLegalFormWord(base)) return null;
  const holdsEveryWord = (form: string) => {
    const words = [form, ...query.words.slice(1)];
    return images.some((image) => inNamesDocs(image, resolveWords(image, words), 1).length > 0);
  };
  let form = inflectedForms(images, base).find(holdsEveryWord);
  // Read lazily: most texts that reach here end with a base the name's word begins.
  for (const forms of form === undefined ? replacedEndingForms(images, base) : []) {
    form = forms.find(holdsEveryWord);
    if (form !== undefined) break;
  }
  // A place split stays where it was: the words are as many as typed.
  return form === undefined ? null : withWords(query, [form, ...query.words.slice(1)]);
}
