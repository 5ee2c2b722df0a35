// A Lithuanian or Latvian word of a name typed in another grammatical case than the name holds it
// (docs/search.md, step 5): a company is spoken and written of in the genitive (`UAB "Lietuvos
// sveikatos" direktorius`, `SIA "Rīgas Koka" valde`), and a buyer copies or types it so: `UAB
// "Lietuvos sveikatos"` for UAB "Lietuvos sveikata", `Rīgas Koka` for SIA "Rīgas Koks",
// `Prekybos Nova` for `Prekyba Nova`. The word typed is a known word (`sveikatos` of `Sveikatos
// centras`), so no typo was read, and the last word, read as a beginning, begins no word of the
// name. inflected-words.ts reads the other way, a first word typed in its base form where the name
// holds it inflected by letters added. Here the ending typed is replaced by another ending of the
// two languages' nouns and adjectives: the words of Lithuanian and Latvian names that are the stem
// typed with another such ending are read for the last word, then for the first.
import { foldText, isLegalFormWord } from '../../domain/fold.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, nameRangeCount, prefixRange, termText } from '../../store/search-image/terms.ts';
import { resolveWords } from '../../store/search-image/name-match.ts';
import { inNamesDocs } from '../../store/search-image/candidates.ts';
import type { SearchQuery } from './search-query.ts';
import { withWords } from './relaxed-query.ts';

/**
 * The case endings of each language's nouns and adjectives, singular and plural, folded (`ų` is
 * `u`, `ą` `a`, `ės` `es`): nominative, genitive, dative, accusative. Lithuanian `-as -o`, `-is
 * -io -ies`, `-ys -io`, `-us -aus`, `-ius -iaus`, `-a -os`, `-ia -ios`, `-ė -ės`, `-uo -ens`,
 * plural `-ai -ų`, `-iai -ių`, `-os -ų`, `-ės -ių`; Latvian `-s -a`, `-is -a`, `-us`, `-a -as`,
 * `-e -es`, plural `-i -u`, `-as -u`, `-es -u`, `-is -ju` (a consonant an ending changes, `ļ`
 * of `Mēbeļu`, folds to the stem's own letter).
 */
const ENDINGS: Readonly<Record<'LT' | 'LV', ReadonlySet<string>>> = {
  LT: new Set(['a', 'e', 'i', 'o', 'u', 'as', 'es', 'is', 'os', 'us', 'ys', 'ai', 'ei', 'ui', 'io', 'iu', 'ia', 'uo',
    'ias', 'ios', 'ius', 'aus', 'ies', 'iai', 'iui', 'ens', 'iaus']),
  LV: new Set(['a', 'e', 'i', 'u', 's', 'as', 'es', 'is', 'us', 'ai', 'ei', 'am', 'im', 'um', 'ju']),
};
const LANGUAGES = ['LT', 'LV'] as const;
type Language = (typeof LANGUAGES)[number];
const LONGEST_ENDING = 4;
/** What is left of the word typed without its ending: `kok` of `Koka`, `pien` of `pieno`. */
const MIN_STEM = 3;
/** A stem beginning more terms than this is a common beginning, read no further. */
const MAX_TERMS_SCANNED = 4096;
/** Other forms tried per word, the ones of most names first. */
const MAX_TRIED = 3;
// Letters one of the two languages writes and the other does not.
const LITHUANIAN_LETTERS = /[ąęėįų]/u;
const LATVIAN_LETTERS = /[āēīģķļņ]/u;

/**
 * The languages `word` (folded; `typed`, as typed, where the text holds it) may be a word of by
 * its letters and ending: `projektų` and `pieno` Lithuanian (`-o` is no Latvian case ending),
 * `Metāla` and `Koks` Latvian (a consonant and `-s` is no Lithuanian one but `-ens`), `Piena` either.
 */
function languagesOf(word: string, typed: string | undefined): Language[] {
  const lt = typed !== undefined && LITHUANIAN_LETTERS.test(typed);
  const lv = typed !== undefined && LATVIAN_LETTERS.test(typed);
  if (lt !== lv) return [lt ? 'LT' : 'LV'];
  if (lt) return [];
  return LANGUAGES.filter((language) => {
    for (let cut = 1; cut <= LONGEST_ENDING && word.length - cut >= MIN_STEM; cut++) if (endsWith(language, word, cut)) return true;
    return false;
  });
}

/**
 * Whether the last `cut` letters of `word` are an ending of `language`: a Latvian `-s` follows a
 * consonant (`Koks`, `Mežs`), where a vowel before it is an ending of its own (`-as`, `-us`).
 */
function endsWith(language: Language, word: string, cut: number): boolean {
  const ending = word.slice(-cut);
  return ENDINGS[language].has(ending) && (ending !== 's' || !/[aeiouy]/.test(word[word.length - 2]!));
}

/**
 * The words of the images' names that are `word`'s stem with another ending of the image's
 * language, where `word` ends with one of that language's (ENDINGS), the ones in most names first,
 * at most MAX_TRIED; not `word`, nor, where `begun` (the last word, read as a beginning), a word it
 * begins, which the text as typed finds.
 */
function otherCaseForms(images: readonly SearchImage[], word: string, languages: readonly Language[], begun: boolean): string[] {
  const names = new Map<string, number>();
  for (const language of languages) {
    for (const image of images) {
      if (image.country !== language) continue;
      for (let cut = 1; cut <= LONGEST_ENDING && word.length - cut >= MIN_STEM; cut++) {
        if (!endsWith(language, word, cut)) continue;
        const stem = word.slice(0, -cut);
        const [lo, hi] = prefixRange(image, stem);
        if (hi - lo > MAX_TERMS_SCANNED) continue;
        for (let t = lo; t < hi; t++) {
          const length = image.termOffsets[t + 1]! - image.termOffsets[t]!;
          if (length <= stem.length || length > stem.length + LONGEST_ENDING) continue;
          const count = nameRangeCount(image, t, t + 1);
          if (count === 0) continue;
          const form = termText(image, t);
          if (form === word || (begun && form.startsWith(word)) || !endsWith(language, form, form.length - stem.length)) continue;
          names.set(form, (names.get(form) ?? 0) + count);
        }
      }
    }
  }
  return [...names].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TRIED).map(([form]) => form);
}

/** How many names of `image` hold `word`, and how many a longer word it begins. */
function namesHolding(image: SearchImage, word: string): { whole: number; longer: number } {
  const t = findTerm(image, word);
  const whole = t === -1 ? 0 : nameRangeCount(image, t, t + 1);
  const [lo, hi] = prefixRange(image, word);
  return { whole, longer: nameRangeCount(image, lo, hi) - whole };
}

/**
 * The languages of languagesOf whose names `word` is read in another case in: not one whose names
 * do not hold it where the other's do (`transportas`, a Lithuanian word, is no case of the Latvian
 * `transports`), nor, for a last word that may still be being typed (`begun`), one whose names do
 * not hold it but begin with it (`Ķekavas Loģis` on its way to `Ķekavas Loģistika`, not the
 * Latvian `logi`).
 */
function languagesRead(images: readonly SearchImage[], word: string, typed: string | undefined, begun: boolean): Language[] {
  const held = new Map(images.filter((image) => (LANGUAGES as readonly string[]).includes(image.country))
    .map((image) => [image.country, namesHolding(image, word)]));
  return languagesOf(word, typed).filter((language) => {
    const own = held.get(language);
    if (own === undefined) return false;
    if (own.whole > 0) return true;
    if (begun && own.longer > 0) return false;
    return ![...held].some(([country, other]) => country !== language && other.whole > 0);
  });
}

/** The word of `text` as typed, lower case, that folds to `word`, if it holds one. */
function typedWord(text: string, word: string): string | undefined {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).find((w) => foldText(w).trim() === word)?.toLowerCase();
}

const mayBeInflected = (word: string) => word.length >= MIN_STEM + 1 && !/\d/.test(word) && !isLegalFormWord(word);

/** A reading of the text with a word in another case, and the countries whose language that case is of. */
export interface OtherCaseReading { query: SearchQuery; countries: readonly string[] }

/**
 * The query with its last word, else its first, read in each other case (otherCaseForms) in which
 * a Lithuanian or Latvian name holds every word so read (the last as a beginning): several forms
 * may be, of either language (`projekta`: the Latvian `projekts`, the Lithuanian `projektai`),
 * each read in the countries of the languages the word typed may be of (`logistikos`, a
 * Lithuanian genitive, in Lithuania alone: SIA "Green Loģistika" is no answer to UAB "Green
 * logistikos"). Empty where none is.
 */
export function withWordInOtherCase(query: SearchQuery, text: string, images: readonly SearchImage[]): OtherCaseReading[] {
  const words = query.words;
  if (words.length === 0) return [];
  const last = words.length - 1;
  for (const at of last === 0 ? [0] : [last, 0]) {
    const word = words[at]!;
    if (!mayBeInflected(word)) continue;
    const languages = languagesRead(images, word, typedWord(text, word), at === last && query.lastWordEndsText);
    const own = images.filter((image) => (languages as readonly string[]).includes(image.country));
    const held = otherCaseForms(own, word, languages, at === last)
      .map((form) => words.map((w, i) => (i === at ? form : w)))
      .filter((read) => own.some((image) => inNamesDocs(image, resolveWords(image, read), 1).length > 0));
    if (held.length > 0) return held.map((read) => ({ query: withWords(query, read), countries: languages }));
  }
  return [];
}
