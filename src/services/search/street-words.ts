// A street's type written in full where the register abbreviates it (`Narva maantee 5` for RIK's
// `Narva mnt 5`, `Minijos gatvė 202` for JAR's `Minijos g. 202`), or abbreviated where it writes
// it in full (`Zemgales prosp. 5` for the Latvian `Zemgales prospekts 5`): the word is in no
// address, so the text found nothing as typed, and the reading without it lost the street and
// house number it was read with, listing the names holding `Narva` and a number beginning with 5 first.
import type { SearchImage } from '../../store/search-image/image.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { bestKnown, namesHolding, withWordsReread } from './word-readings.ts';
import type { SearchQuery } from './search-query.ts';
import { foldTokens } from '../../domain/fold.ts';

// Folded, as the Estonian and Lithuanian registers abbreviate them; and the other way, as the
// Latvian one writes them in full where invoices abbreviate them (`Zemgales prosp. 5`).
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['maantee', 'mnt'], ['tanav', 'tn'], ['puiestee', 'pst'],
  ['gatve', 'g'], ['prospektas', 'pr'], ['aleja', 'al'], ['skersgatvis', 'skg'], ['plentas', 'pl'],
  ['bulv', 'bulvaris'], ['prosp', 'prospekts'], ['sos', 'soseja'],
]);

/**
 * The query with each street-type word that no dictionary knows read as the register writes it
 * (abbreviated, or in full) where a dictionary knows that, or null when no word changes.
 * `knownToo`: a word some dictionary knows is read too, where the text as typed found nothing: the
 * Lithuanian `gatvė` is the Latvian `gatve` of `Vienības gatve`, known, so `Žalgirio gatvė 66`
 * was searched without it, and said so (`Žalgirio 66`), where JAR writes `Žalgirio g. 66`.
 */
export function withStreetTypesAbbreviated(
  query: SearchQuery, images: readonly SearchImage[], refs: readonly WordRefs[], knownToo = false,
): SearchQuery | null {
  if (!query.words.some((w) => ABBREVIATIONS.has(w))) return null;
  return withWordsReread(query, images, refs, (word, last) => {
    const short = ABBREVIATIONS.get(word);
    return short === undefined ? [] : bestKnown([short], (reading) => namesHolding(images, reading, last));
  }, knownToo ? (i) => ABBREVIATIONS.has(query.words[i]!) : undefined);
}

// `ie.`, as invoices abbreviate the Latvian `iela`, between a street's name and its house number
// (`Kuldīgas ie. 16`). Only there: names hold `IE` as a word (`IE Sadam OÜ`, `IE Puu Oy`), so the
// dictionaries know it and the reading above never reads it; the address note reads it apart
// (address-in-text.ts).
const IELA_ABBREVIATED = /(?<=\p{L}\p{M}*\s+)ie\.?(?=\s*\d)/giu;

/** The text with a street's `ie.` before its house number written `iela`, as the register writes it. */
export function withIelaWrittenOut(text: string): string {
  return /ie/i.test(text) ? text.replace(IELA_ABBREVIATED, 'iela ') : text;
}

// A Finnish or Swedish street's type, which the register writes as the end of the street's one
// word (`Mannerheimintie`, `Kauppakatu`, `Storgatan`), typed apart after the street's name
// (`Mannerheimin tie 1`, `Kauppa katu 1`): no address holds the type alone, and the text found
// nothing, so fewer of its words were read, down to the house number alone (`1`).
const FINNISH_TYPE_APART = /([\p{L}\p{M}]{2,})[\s-]+(tie|katu|kuja|polku|tori|väylä|vayla|gatan|vägen|vagen)(?![\p{L}\p{M}\p{N}])/giu;
const FINNISH_TYPES = new Set(['tie', 'katu', 'kuja', 'polku', 'tori', 'vayla', 'gatan', 'vagen']);

/** Whether a folded word is a Finnish or Swedish street's type typed apart (`tie`, `katu`, `väylä`). */
export const isFinnishStreetType = (word: string) => FINNISH_TYPES.has(word);

/**
 * The text with each Finnish or Swedish street's type typed apart joined to the word before it,
 * as the register writes the street (`Mannerheimin tie 1`: `Mannerheimintie 1`), where the word so
 * joined is one `known` holds (folded); null where none is. The type takes the case of the word
 * it joins where that is written in capitals (`MANNERHEIMIN TIE`: `MANNERHEIMINTIE`).
 */
export function withFinnishStreetTypeJoined(text: string, known: (folded: string) => boolean): string | null {
  let joinedAny = false;
  const joined = text.replace(FINNISH_TYPE_APART, (whole, name: string, type: string) => {
    const capitals = name === name.toUpperCase() && name !== name.toLowerCase();
    const word = name + (capitals ? type.toUpperCase() : type.toLowerCase());
    const folded = foldTokens(word);
    if (folded.length !== 1 || !known(folded[0]!)) return whole;
    joinedAny = true;
    return word;
  });
  return joinedAny ? joined : null;
}
