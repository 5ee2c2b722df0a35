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

/** What the label `sent` before the number says against the company found, of `country`; undefined where it names that country's register or none. */
export function labelElsewhereSentence(sent: string, country: Country): string | undefined {
  const labelled = labelledNumberCountry(sent);
  if (labelled === null || labelled === country) return undefined;
  const lookup = parseRegcodeInput(sent);
  // A VAT number names its country by its own code: the label is not what chose it.
  if (lookup === null || lookup.vatNumber !== null || lookup.regcodes.length === 0) return undefined;
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  const note = digits !== undefined ? labelElsewhereNote(digits, labelled)
    : `the label before it names ${labelled}'s register, and ${lookup.regcodes[0]!.regcode} is written as ${country}'s`;
  return `${shownRegcode(sent)}: ${note}. This answer is of the ${country} company with that number, ${COMPANY}, `
    + `not of an ${labelled} company: check that the document means it.`;
}
