// The Lithuanian legal forms in their two spellings: the abbreviation Lithuanians write (UAB)
// and the register's full name (Uždaroji akcinė bendrovė), as JAR's form_pavadinimas writes it.
// The LT store keeps the abbreviation (served as legalForm); the full name is the one company
// details promise as legalFormName, as LV, EE and FI give theirs.
import { foldText } from './fold.ts';

const FORMS: Array<[short: string, full: string]> = [
  ['UAB', 'Uždaroji akcinė bendrovė'],
  ['AB', 'Akcinė bendrovė'],
  ['IĮ', 'Individuali įmonė'],
  ['MB', 'Mažoji bendrija'],
  ['VšĮ', 'Viešoji įstaiga'],
  ['VĮ', 'Valstybės įmonė'],
  ['SĮ', 'Savivaldybės įmonė'],
  ['TŪB', 'Tikroji ūkinė bendrija'],
  ['KŪB', 'Komanditinė ūkinė bendrija'],
  ['ŽŪB', 'Žemės ūkio bendrovė'],
  ['BĮ', 'Biudžetinė įstaiga'],
  ['KB', 'Kooperatinė bendrovė (kooperatyvas)'],
  ['PB', 'Profesinė bendrija'],
];

const SHORT_BY_FULL = new Map<string, string>([
  ...FORMS.map(([short, full]): [string, string] => [foldText(full), short]),
  // The register also writes the cooperative without its bracketed word.
  [foldText('Kooperatinė bendrovė'), 'KB'],
]);
const FULL_BY_SHORT = new Map(FORMS.map(([short, full]) => [short, full]));

// A form name of one word, written out: a capital or not, then small letters only (Asociacija).
const ONE_WORD_NAME = /^\p{L}\p{Ll}{3,}$/u;

/** The abbreviation of a full form name as JAR writes it, or null when none is in common use. */
export function ltShortForm(fullName: string | null): string | null {
  return fullName === null ? null : SHORT_BY_FULL.get(foldText(fullName)) ?? null;
}

/**
 * The full name of a form the LT store keeps: an abbreviation's written-out name; a name kept
 * because it has no abbreviation is already the register's full one.
 */
export function ltFullForm(stored: string | null): string | null {
  if (stored === null) return null;
  // A full name has words, or is one written-out word (Asociacija, the form of every association,
  // which no abbreviation shortens); a short form outside the list (a classifier's own, DNSB) is
  // capitals and has no full name here.
  return FULL_BY_SHORT.get(stored) ?? (ltShortForm(stored) !== null || /\s/.test(stored) || ONE_WORD_NAME.test(stored) ? stored : null);
}
