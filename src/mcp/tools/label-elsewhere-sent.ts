// The sentence beside a company found by a number sent after another country's register label
// (`registrikood 40000021291`, an LV number after the Estonian word; `Y-tunnus 110081845`, an LT
// one after the Finnish): the lookup reads the number and answers the company it names, and said
// nothing of the label, so a model asked for an Estonian company reported the Latvian one the
// number names as it. The label is said, with the form the number has there, as the 400 of a
// number of several countries says it (services/number-read.ts labelElsewhereNote).
import type { Country } from '../../domain/country.ts';
import { labelledNumberCountry, parseRegcodeInput, shownRegcode } from '../../domain/regcode.ts';
import { labelElsewhereNote } from '../../services/number-read.ts';
import { COMPANY } from './company-named-once.ts';

/** What the label `sent` before the number names, where the company found is of another `country`; undefined where it names that country's register or none. */
function labelElsewhereRead(sent: string, country: string): { said: string; labelled: Country } | undefined {
  const labelled = labelledNumberCountry(sent);
  if (labelled === null || labelled === country) return undefined;
  const lookup = parseRegcodeInput(sent);
  // A VAT number names its country by its own code: the label is not what chose it.
  if (lookup === null || lookup.vatNumber !== null || lookup.regcodes.length === 0) return undefined;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  const note = digits !== undefined ? labelElsewhereNote(digits, labelled)
    : `the label before it names ${labelled}'s register, and ${lookup.regcodes[0]!.regcode} is written as ${country}'s`;
  return { said: `${shownRegcode(sent)}: ${note}.`, labelled };
}

/** The sentence of a company answered by its number sent after another country's label (undefined where there is none to say). */
export function labelElsewhereSentence(sent: string, country: Country): string | undefined {
  const read = labelElsewhereRead(sent, country);
  return read && `${read.said} This answer is of the ${country} company with that number, ${COMPANY}, `
    + `not of an ${read.labelled} company: check that the document means it.`;
}

/**
 * The same of a search whose whole text is such a number (search_companies {"query": "registrikood
 * 40003032949"}), where the company it lists first has that number: it was listed with no word of the label.
 */
export function labelElsewhereListedSentence(query: string, results: readonly { regcode: string; country: string; name: string }[]): string | undefined {
  const first = results[0];
  const lookup = parseRegcodeInput(query);
  if (first === undefined || lookup === null || !lookup.regcodes.some((r) => r.regcode === first.regcode)) return undefined;
  const read = labelElsewhereRead(query, first.country);
  return read && `${read.said} The company listed is the ${first.country} one with that number, ${first.name} (${first.country} ${first.regcode}), `
    + `not an ${read.labelled} company: check that the document means it.`;
}
