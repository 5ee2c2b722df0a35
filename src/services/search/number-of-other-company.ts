// A registration or VAT number on a pasted line (an invoice's `Tallinna Ehitus OÜ, KMKR
// EE103546042, …`) whose company is not the one listed first: the line's name and address listed
// Tallinna Ehitus OÜ first and Holding Eko OÜ, whose VAT number it is, after it or not at all, with
// no word, and a reader checking the invoice took the number for Tallinna Ehitus OÜ's. One rule
// for the REST search's numberInText and search_companies' sentence: which numbers of the text
// name another company than the first listed, and which name none (a digit mistyped).
import type { Country } from '../../domain/country.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { RegcodeLookup } from '../../domain/regcode.ts';
import { parseSearchQuery } from './search-query.ts';
import { withoutPhoneNumbers } from './phone-numbers.ts';
import { firstOfCompanyList } from './company-list.ts';

/**
 * The numbers a text holds among its words, as typed enough for a lookup (a VAT number with its
 * country code, and `LT` before an older Lithuanian company code, which alone names the LT company:
 * `AB "Nemuno laivyba" LT11058424` was read as 11058424, an EE and an LT company's, and told to add
 * country); of a list of companies, those of the first, the one searched (company-list.ts).
 */
export function numbersAmongWords(text: string): Array<{ number: string; countryNamed: Country | undefined }> {
  return parseSearchQuery(firstOfCompanyList(text) ?? text).codesInText.map((lookup: RegcodeLookup) => ({
    number: lookup.vatNumber ?? lookup.countryCodeTyped ?? lookup.regcodes[0]!.regcode,
    countryNamed: lookup.countryNamed,
  }));
}

/** Whether a number is typed with the code of another country than `country` (`LT11058424` of an EE company). */
const otherCountryCode = (number: string, country: string) => /^[A-Z]{2}/.test(number) && !number.startsWith(country);

/** A company as the answers name it: `Holding Eko OÜ (EE 10003561)`. */
const named = (c: { name: string; country: string; regcode: string }) => `${c.name} (${c.country} ${c.regcode})`;

/**
 * The numbers of no company told as mistyped: a VAT number, an LV code (11 digits) or a Finnish business
 * ID, which no phone or postcode on a line reads as; 7 to 9 digits alone may be a phone number (`tel.
 * 67123456`), told "no company has it" as if it were the company's.
 */
const MISTYPED_READ = /^(?:[A-Z]{2}\w+|\d{11}|\d{7}-\d)$/;

/** What a text's numbers say beside the company listed first, each part worded for a sentence. */
export interface NumbersBesideFirst {
  /** The first company listed, named: `Tallinna Ehitus OÜ (EE 12754320)`. */
  first: string;
  /** Each number that names another company, and that company: `EE103546042 names Holding Eko OÜ (EE 10003561)`. */
  otherCompany: string[];
  /** The numbers of no company here, as typed. */
  noCompany: string[];
  /**
   * The text is numbers alone, two or more (`40003123456, 40103777281`, pasted from a column): each
   * is searched, and no other words put a company first.
   */
  listOfNumbers: boolean;
}

/** Whether a text is a list of numbers: two or more, and no word of a name beside them (labels and legal forms aside). */
function isListOfNumbers(text: string): boolean {
  const query = parseSearchQuery(text);
  return query.codesInText.length >= 2 && query.words.length === 0;
}

type LookUp = (regcode: string, country?: Country) => { name: string; country: Country; regcode: string };

/**
 * Beside a search of a text holding a number among its words whose company is not the one listed
 * first: the numbers naming another company (typed with another country's code, `EE40003123456`,
 * the company its digits alone name), and those of no company, told as mistyped where read as a
 * VAT number, an LV code or a Finnish business ID (a number known otherwise, as an owner's abroad
 * or another country's company's, is none). Null where every number names the first listed, where
 * a result's matchedNumber tells how the number was read, or where the text holds no number.
 */
export function numbersBesideFirst(
  lookUp: LookUp, query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; matchedNumber?: unknown }>,
): NumbersBesideFirst | null {
  const first = results[0];
  // Of a list of companies, the first is the one searched (company-list.ts).
  query = firstOfCompanyList(query) ?? query;
  if (first === undefined || !/\d/.test(query) || results.some((r) => r.matchedNumber != null)) return null;
  const otherCompany: string[] = [];
  const noCompany: string[] = [];
  const isFirst = (c: { country: string; regcode: string }) => c.country === first.country && c.regcode === first.regcode;
  const firstDigits = first.regcode.replace(/\D/g, '');
  // A Finnish business ID listed after a phone number is read where a company has it, as the search reads it (phone-numbers.ts).
  const isCompanyId = (id: string) => {
    try { return lookUp(id, 'FI').country === 'FI'; } catch { return false; }
  };
  for (const { number, countryNamed } of numbersAmongWords(withoutPhoneNumbers(query, isCompanyId) ?? query)) {
    // The first's own number, with or without its country's code (`LV40003123456`): nothing to say, and
    // no lookup of the company's whole details, the cost of a line holding the right number. Behind
    // another country's code the same digits may be another company's (`Viru Puit OÜ LT11058424`,
    // AB "Nemuno laivyba"'s code; Viru Puit OÜ's is 11058424 in EE).
    if (number.replace(/\D/g, '') === firstDigits && !otherCountryCode(number, first.country)) continue;
    try {
      const company = lookUp(number, countryNamed);
      if (!isFirst(company)) otherCompany.push(`${number} names ${named(company)}`);
    } catch (err) {
      if (!(err instanceof NotFoundError)) continue;
      const digits = err.digitsName.filter((d) => !isFirst(d)).map((d) => named(lookUp(d.regcode, d.country)));
      if (digits.length > 0) otherCompany.push(`${number}, as typed no company's number, names by its digits alone ${digits.join(' and ')}`);
      else if (err.heldCompany === null && err.elsewhere.length === 0 && err.digitsName.length === 0 && MISTYPED_READ.test(number)) noCompany.push(number);
    }
  }
  return otherCompany.length === 0 && noCompany.length === 0 ? null
    : { first: named(first), otherCompany, noCompany, listOfNumbers: isListOfNumbers(query) };
}

/**
 * The REST search's numberInText: what numbersBesideFirst finds, in the way the answer's other
 * sentences are written (numberNotFound, nothingFound); null where it finds nothing.
 */
export function numberInTextHint(
  lookUp: LookUp, query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; matchedNumber?: unknown }>,
): string | null {
  const beside = numbersBesideFirst(lookUp, query, results);
  if (beside === null) return null;
  const said: string[] = [];
  // A list of numbers has no other words: each number names its own company, none another's.
  if (beside.listOfNumbers) {
    if (beside.otherCompany.length > 0) {
      said.push(`the text is a list of numbers, each searched: ${beside.first} is listed first, and ${beside.otherCompany.join(', ')}`);
    }
    if (beside.noCompany.length > 0) said.push(`no company here has the number ${beside.noCompany.join(' or ')} of the list: check its digits`);
    return said.join('; ');
  }
  if (beside.otherCompany.length > 0) {
    said.push(`the number in the text names another company than the one listed first: ${beside.otherCompany.join(', ')}, not ${beside.first}, `
      + 'listed first by the text\'s other words: check which company the document means');
  }
  if (beside.noCompany.length > 0) {
    said.push(`no company here has the number ${beside.noCompany.join(' or ')} the text holds: ${beside.first} is listed first by its other `
      + 'words: check the number\'s digits');
  }
  return said.join('; ');
}
