// The sentence beside a company found by a number sent after another country's register label
// (`registrikood 40000021291`, an LV number after the Estonian word; `Y-tunnus 110081845`, an LT
// one after the Finnish): the lookup reads the number and answers the company it names, and said
// nothing of the label, so a model asked for an Estonian company reported the Latvian one the
// number names as it. The label is said as services/number-read.ts labelElsewhereRead reads it,
// the reading the REST search's numberInText shares (labelElsewhereListedSentence, search_companies').
import type { Country } from '../../domain/country.ts';
import { parseRegcodeInput } from '../../domain/regcode.ts';
import { labelElsewhereNoneNote, labelElsewhereRead } from '../../services/number-read.ts';
import { COMPANY } from './company-named-once.ts';

/** The sentence of a company answered by its number sent after another country's label (undefined where there is none to say). */
export function labelElsewhereSentence(sent: string, country: Country): string | undefined {
  const read = labelElsewhereRead(sent, country);
  return read && `${read.said} This answer is of the ${country} company with that number, ${COMPANY}, `
    + `not of an ${read.labelled} company: check that the document means it.`;
}

/**
 * What the label names of a number searched in every country that no company has, after another
 * country's register label (`registrikood 40003999999`, `reģ. nr. 10017105`): the sentence the REST
 * search's numberNotFound says (number-read.ts labelElsewhereNoneNote), for search_companies' empty
 * answer and its list of companies one digit off alike; null with a country, as in numberNotFound.
 */
export function labelElsewhereNoneSearched(query: string, country: Country | undefined): string | null {
  const lookup = country ? null : parseRegcodeInput(query);
  return lookup ? labelElsewhereNoneNote(query, lookup) : null;
}
