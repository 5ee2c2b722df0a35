// What a tax register says of a company that raises no flag, said beside the answer: an LV rating C
// and a Finnish company outside the prepayment register. Given beside the compliance statement and
// beside the details alike (both carry taxRating and taxRegisters): an analyst's model reading only
// get_company_details saw `"taxRating": {"value": "C"}` beside flags [] and reported the company clean.
import { taxRatingInEnglish } from '../../domain/tax-rating-english.ts';
import { COMPANY } from './company-named-once.ts';

/**
 * An LV tax rating C raises no flag (flags lists what a register or list states, and a rating is a
 * forecast), and its explanation is the State Revenue Service's Latvian words: a model reading
 * flags [] beside `"taxRating": {"value": "C", "explanation": "Augsts nodokļu nemaksāšanas risks"}`
 * had only the output schema, which not every client hands its model, to tell it C is a high risk.
 */
export function highRiskRatingSentence(value: { name: string; regcode: string; taxRating: { value: string; asOf: string | null } | null }): string | undefined {
  if (value.taxRating?.value !== 'C') return undefined;
  // The letter's meaning is the one valueEnglish gives beside it (domain/tax-rating-english.ts), so
  // the sentence and the JSON cannot tell a model two things.
  const meaning = taxRatingInEnglish(value.taxRating.value);
  if (meaning === null) return undefined;
  return `taxRating C: the State Revenue Service rates ${COMPANY} a ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`
    + `${value.taxRating.asOf ? ` (as of ${value.taxRating.asOf})` : ''}, which raises no flag: weigh it beside flags, not as clean.`;
}

/**
 * A Finnish company not in the prepayment register raises no flag (the register is no list of
 * defaulters), yet a payer must withhold tax from a payment for work to it, and a check of a
 * partner under the Contractor's Obligations Act asks for the entry: a model read
 * `"prepayment": {"registered": false}` beside flags [] as clean, as it read an LV rating C.
 */
export function prepaymentMissingSentence(value: { status: string; taxRegisters: { prepayment: { registered: boolean; since: string | null; until: string | null } } | null }): string | undefined {
  const prepayment = value.taxRegisters?.prepayment;
  if (!prepayment || prepayment.registered || value.status === 'closed') return undefined;
  const when = prepayment.until ? ` (its last day in it ${prepayment.until})` : prepayment.since ? ` (entered from ${prepayment.since})` : '';
  // One sentence a point: three clauses chained by colons ("…today, which raises no flag: a payer …") read as one run-on.
  return `taxRegisters.prepayment.registered false: ${COMPANY} is not in the Finnish prepayment register today${when}. It raises no flag, `
    + 'but a payer withholds tax from a payment for work to it, and a check under the Contractor\'s Obligations Act notes it. Weigh it beside flags, not as clean.';
}
