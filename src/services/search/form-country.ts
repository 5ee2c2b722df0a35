// The country a legal form typed names (docs/search.md, step 4): among results otherwise equal,
// its companies come first. The index gives a company every spelling of its form (an AS of Latvia
// and one of Estonia both hold `as`, `akciju sabiedriba` and `aktsiaselts`; a Finnish Oy holds the
// Swedish `ab` and `aktiebolag`, as a Lithuanian AB holds `ab`), so the form decides a match but
// not between countries, and `AB Consulting` typed by a Lithuanian buyer listed Finnish
// `Consulting … Oy` first, `Akciju sabiedrība Tech` an Estonian AS.
import type { Country } from '../../domain/country.ts';
import { LEGAL_FORM_PHRASES_OF } from '../../domain/fold.ts';
import { writtenSwedishFormKey } from '../../store/search-documents.ts';
import type { SearchQuery } from './search-query.ts';

// The legal-form words (folded, as SearchQuery.forms holds them) that one country alone writes: as
// its register names the form (JAR's AB and KB: YTJ names an Oy and a Ky in Finnish only, their
// Swedish Ab and Kb being the form's translation), or as its language writes it out (the words of
// the forms written out, domain/fold.ts: `akciju sabiedriba`, `aktsiaselts`, `akcine bendrove`;
// `aktiebolag`, Swedish, of the four countries Finland's alone). `as`, which UR and RIK both write,
// and the English forms name none.
const ABBREVIATIONS_OF: Readonly<Record<keyof typeof LEGAL_FORM_PHRASES_OF, readonly string[]>> = {
  LV: ['sia', 'ik', 'ps', 'ks', 'zs', 'bdr'],
  LT: ['uab', 'ab', 'kb', 'mb', 'ij', 'vsi', 'tub', 'kub', 'zuk'],
  EE: ['ou', 'mtu', 'fie', 'tu', 'uu', 'sa', 'tuh', 'ku'],
  FI: ['oy', 'oyj', 'ky', 'tmi', 'ay', 'osk', 'abp', 'ry'],
};
const COUNTRY_OF_WORD: ReadonlyMap<string, Country> = new Map(
  (Object.keys(ABBREVIATIONS_OF) as Array<keyof typeof ABBREVIATIONS_OF>).flatMap((country) =>
    [...ABBREVIATIONS_OF[country], ...LEGAL_FORM_PHRASES_OF[country].flatMap((phrase) => phrase.split(' '))].map((w) => [w, country] as const)),
);

/**
 * The one country the legal-form words typed name (`ab`: LT; `akciju sabiedriba`: LV; `aktiebolag`:
 * FI), or null: none typed, one that names none (`as`, `ltd`), or words of several countries.
 */
export function countryOfForms(forms: readonly string[]): Country | null {
  let named: Country | null = null;
  for (const form of forms) {
    const country = COUNTRY_OF_WORD.get(form);
    if (country === undefined) {
      if (form === 'as') continue;
      return null;
    }
    if (named !== null && named !== country) return null;
    named = country;
  }
  return named;
}

// Words two countries write alike but for their case: JAR names an akcinė and a kooperatinė
// bendrovė AB and KB, while the Swedish names of a Finnish Oy and Ky are written Ab and Kb.
const TOLD_BY_CASE: ReadonlySet<string> = new Set(['ab', 'kb']);

/** Whether a legal-form word (folded) names one country in capitals and another written otherwise. */
export const isToldByCase = (form: string): boolean => TOLD_BY_CASE.has(form);

/**
 * The one country the legal-form words typed name as they were written (countryOfForms), where
 * each word two countries write alike but for their case was typed as the named country writes
 * it: in capitals, or in small letters as a buyer types without the shift key (`AB Pro`, `ab
 * pro`: LT; `Ab Pro`, as a Finnish Oy writes its Swedish form: null).
 */
export function countryOfFormsAsWritten(forms: readonly string[], asJarWrites: ReadonlySet<string>): Country | null {
  const country = countryOfForms(forms);
  return country === null || forms.some((f) => TOLD_BY_CASE.has(f) && !asJarWrites.has(f)) ? null : country;
}

/**
 * The form keys of the companies of `country` that rank as of the form typed there where a word
 * told by its case names another country (rank.ts: `ab` typed as JAR writes it names Lithuania,
 * and of Finland's Oys, every one an `ab`, only the names writing the word themselves, `Strandbygg
 * Ab`, rank with JAR's ABs), or null where the form typed ranks every company of it alike. Read on
 * their own, such a name is not left out by a page of Oys that the read of the form in rank order
 * met first: `ab st` listed `Strandbygg Ab` first at a limit of 3 and not at all at 2, after two
 * `Star … Oy`.
 */
export function formKeysWritten(query: SearchQuery, country: Country): string[] | null {
  if (!query.lastWordEndsText || query.formsAsJarWrites.size === 0) return null;
  const named = countryOfFormsAsWritten(query.forms, query.formsAsJarWrites);
  if (named === null || named === country) return null;
  return [...query.forms, ...[...query.formsAsJarWrites].map(writtenSwedishFormKey)];
}
