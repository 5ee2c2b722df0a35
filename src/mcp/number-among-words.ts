// A registration number sent with the words around it: a model handed an invoice line or a
// letterhead (`SIA "Rīgas Koks", reģ. Nr. 40003123456`) sends it whole as a regcode as often as it
// sends it to search_companies. The lookups take a number alone (a label or a country's name
// beside it at most), so the line was refused as no registration number and the model told the
// formats, to search by name, and that a number of an owner registered abroad is looked up nowhere:
// the number it held went unnamed, and a model searched by the name and picked among its namesakes.
// The refusal now names the number the text holds and the company it names, or what the number
// alone is answered.
import type { Country } from '../domain/country.ts';
import { CountryNamedDisagreesError, InvalidParameterError } from '../domain/errors.ts';
import type { Services } from '../services/index.ts';
import { numbersAmongWords, numbersBesideFirst } from '../services/search/number-of-other-company.ts';

// The numbers a text holds among its words, read as the search reads them (services/search).
export { numbersAmongWords };

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
 * Beside a search of a text holding a number among its words (an invoice line) whose company is not
 * the one listed first: `Tallinna Ehitus OÜ, KMKR EE103546042, …` listed Tallinna Ehitus OÜ first,
 * by its name and address, and Holding Eko OÜ, whose VAT number it is, after it, with no word, and a
 * model checking the invoice reported the number as Tallinna Ehitus OÜ's, valid. A number of no
 * company (a digit mistyped, `Rīgas Koks 40003123457`) was told only as a word left out of the search.
 * Undefined where every number names the first listed, or a result's matchedNumber tells it. The
 * rule is the search's, which the REST search's numberInText says too (numbersBesideFirst).
 */
export function numberOfOtherCompanySentence(
  services: Services, query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; matchedNumber?: unknown }>,
): string | undefined {
  const beside = numbersBesideFirst((regcode, country) => services.getCompany(regcode, country), query, results);
  if (beside === null) return undefined;
  const said: string[] = [];
  if (beside.otherCompany.length > 0) {
    said.push(`The number in the text names another company than the one listed first: ${beside.otherCompany.join(', ')}, not ${beside.first}, listed first by `
      + 'the text\'s other words. Ask which company the document means before reporting the number as the first\'s.');
  }
  if (beside.noCompany.length > 0) {
    said.push(`No company here has the number ${beside.noCompany.join(' or ')} the text holds: ${beside.first} is listed first by its other words. `
      + 'Check the number\'s digits before reporting it as the first\'s.');
  }
  return said.length > 0 ? said.join(' ') : undefined;
}

/**
 * The company a text's other words find first where it is not the company its number names, or
 * where its number names none (a digit mistyped): `Tallinna Ehitus OÜ, KMKR EE103546042` sent as a
 * regcode was told only that EE103546042 names Holding Eko OÜ and to call for it, and a model filling
 * a form from the invoice line filled in Holding Eko OÜ. The rule is the search's (numbersBesideFirst),
 * which search_companies and the REST search's numberInText say; null where it finds nothing to say.
 */
export function companyOfOtherWords(services: Services, text: string, country: Country | undefined): { name: string; country: string; regcode: string } | null {
  let results: ReturnType<Services['searchCompanies']>;
  try {
    results = services.searchCompanies(text, { country, limit: 1 });
  } catch {
    return null;
  }
  const first = results[0];
  if (first === undefined) return null;
  return numbersBesideFirst((regcode, c) => services.getCompany(regcode, c), text, results) === null ? null : first;
}
