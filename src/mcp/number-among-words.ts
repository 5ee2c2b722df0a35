// A registration number sent with the words around it: a model handed an invoice line or a
// letterhead (`SIA "Rīgas Koks", reģ. Nr. 40003123456`) sends it whole as a regcode as often as it
// sends it to search_companies. The lookups take a number alone (a label or a country's name
// beside it at most), so the line was refused as no registration number and the model told the
// formats, to search by name, and that a number of an owner registered abroad is looked up nowhere:
// the number it held went unnamed, and a model searched by the name and picked among its namesakes.
// The refusal now names the number the text holds and the company it names, or what the number
// alone is answered.
import type { RegcodeLookup } from '../domain/regcode.ts';
import type { Country } from '../domain/country.ts';
import { CountryNamedDisagreesError, InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import type { Services } from '../services/index.ts';
import { parseSearchQuery } from '../services/search/search-query.ts';

/** The numbers a text holds among its words, as typed enough for a lookup (a VAT number with its country code). */
export function numbersAmongWords(text: string): Array<{ number: string; countryNamed: Country | undefined }> {
  return parseSearchQuery(text).codesInText.map((lookup: RegcodeLookup) => ({
    number: lookup.vatNumber ?? lookup.regcodes[0]!.regcode,
    countryNamed: lookup.countryNamed,
  }));
}

export type NumberAmongWords =
  | { number: string; found: { name: string; country: Country; regcode: string } }
  | { number: string; failure: unknown; country: Country | undefined };

/**
 * Where a text refused as no registration number holds one among other words: the first number
 * that names a company (in `country` where given, else in the country written beside it), or the
 * first number with the failure of its own lookup; null where the refusal was of something else
 * or the text holds no number.
 */
export function numberAmongWords(services: Services, err: unknown, text: string | undefined, country: Country | undefined): NumberAmongWords | null {
  if (!(err instanceof InvalidParameterError) || err instanceof CountryNamedDisagreesError || err.heldCompany !== null) return null;
  if (text === undefined || !/\d/.test(text)) return null;
  let first: NumberAmongWords | null = null;
  for (const { number, countryNamed } of numbersAmongWords(text)) {
    const lookIn = country ?? countryNamed;
    try {
      const found = services.getCompany(number, lookIn);
      return { number, found: { name: found.name, country: found.country, regcode: found.regcode } };
    } catch (failure) {
      first ??= { number, failure, country: lookIn };
    }
  }
  return first;
}

type FoundCompany = { number: string; name: string; country: Country; regcode: string };

/**
 * The companies of every number a text refused as no registration number holds, where it holds
 * numbers of two companies or more (a model asked about several partners sends their numbers in one
 * regcode: the first was named and the others dropped without a word); null otherwise.
 */
export function companiesAmongWords(services: Services, err: unknown, text: string | undefined, country: Country | undefined): FoundCompany[] | null {
  if (!(err instanceof InvalidParameterError) || err instanceof CountryNamedDisagreesError || err.heldCompany !== null) return null;
  if (text === undefined || !/\d/.test(text)) return null;
  const found = new Map<string, FoundCompany>();
  for (const { number, countryNamed } of numbersAmongWords(text)) {
    try {
      const company = services.getCompany(number, country ?? countryNamed);
      found.set(`${company.country}:${company.regcode}`, { number, name: company.name, country: company.country, regcode: company.regcode });
    } catch {
      // A number of no company is answered alone, by numberAmongWords, where it is the only one.
    }
  }
  return found.size > 1 ? [...found.values()] : null;
}

/**
 * The numbers of no company told as mistyped: a VAT number, an LV code (11 digits) or a Finnish business
 * ID, which no phone or postcode on a line reads as; 7 to 9 digits alone may be a phone number (`tel.
 * 67123456`), told "no company has it" as if it were the company's.
 */
const MISTYPED_READ = /^(?:[A-Z]{2}\w+|\d{11}|\d{7}-\d)$/;

/**
 * Beside a search of a text holding a number among its words (an invoice line) whose company is not
 * the one listed first: `Tallinna Ehitus OÜ, KMKR EE103546042, …` listed Tallinna Ehitus OÜ first,
 * by its name and address, and Holding Eko OÜ, whose VAT number it is, after it, with no word, and a
 * model checking the invoice reported the number as Tallinna Ehitus OÜ's, valid. A number of no
 * company (a digit mistyped, `Rīgas Koks 40003123457`) was told only as a word left out of the search.
 * Undefined where every number names the first listed, or a result's matchedNumber tells it.
 */
export function numberOfOtherCompanySentence(
  services: Services, query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; matchedNumber?: unknown }>,
): string | undefined {
  const first = results[0];
  if (first === undefined || !/\d/.test(query) || results.some((r) => r.matchedNumber != null)) return undefined;
  const named: string[] = [];
  const none: string[] = [];
  for (const { number, countryNamed } of numbersAmongWords(query)) {
    try {
      const company = services.getCompany(number, countryNamed);
      if (company.country !== first.country || company.regcode !== first.regcode) named.push(`${number} names ${company.name} (${company.country} ${company.regcode})`);
    } catch (err) {
      if (!(err instanceof NotFoundError)) continue;
      // Typed with another country's code (`EE40003123456`): the company its digits alone name, where it is not the first.
      const digits = err.digitsName.filter((d) => d.country !== first.country || d.regcode !== first.regcode)
        .map((d) => services.getCompany(d.regcode, d.country)).map((c) => `${c.name} (${c.country} ${c.regcode})`);
      if (digits.length > 0) named.push(`${number}, as typed no company's number, names by its digits alone ${digits.join(' and ')}`);
      // A number known otherwise (an owner's abroad, another country's company) is no mistyped one.
      else if (err.heldCompany === null && err.elsewhere.length === 0 && err.digitsName.length === 0 && MISTYPED_READ.test(number)) none.push(number);
    }
  }
  const firstNamed = `${first.name} (${first.country} ${first.regcode})`;
  const said: string[] = [];
  if (named.length > 0) {
    said.push(`The number in the text names another company than the one listed first: ${named.join(', ')}, not ${firstNamed}, listed first by `
      + 'the text\'s other words. Ask which company the document means before reporting the number as the first\'s.');
  }
  if (none.length > 0) {
    said.push(`No company here has the number ${none.join(' or ')} the text holds: ${firstNamed} is listed first by its other words. `
      + 'Check the number\'s digits before reporting it as the first\'s.');
  }
  return said.length > 0 ? said.join(' ') : undefined;
}
