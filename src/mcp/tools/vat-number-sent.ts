// The sentence beside a company found by a text read as a VAT number that is not the company's VAT
// number in force. The lookup finds the company by the registration number the digits give where no
// company has that VAT number (`EE12754320`, an Estonian registry code behind EE, whose VAT number is
// EE101485881; the LV prefix before the code of a Latvian company never registered for VAT), and the answer said
// nothing of it: a model checking an invoice's VAT number reported it as the company's, valid.
import { parseRegcodeInput } from '../../domain/regcode.ts';
import { COMPANY, namedOnce } from './company-named-once.ts';
import type { Country } from '../../domain/country.ts';
import { numbersAmongWords } from '../number-among-words.ts';

/** The company's VAT registration as the answer gives it; null where its country publishes none. */
export interface VatHeld {
  registered: boolean;
  number: string | null;
}

/** What a model should know of the VAT number `sent` against the company's `vat`; undefined where it is the number in force, or no VAT number was sent. */
export function vatNumberSentSentence(sent: string, vat: VatHeld | null): string | undefined {
  const typed = parseRegcodeInput(sent)?.vatNumber ?? null;
  if (typed === null || vat === null || (vat.registered && vat.number === typed)) return undefined;
  if (vat.number === typed) {
    return `${typed} is the VAT number of ${COMPANY}, whose VAT registration is not in force (vat registered false): `
      + 'do not report it as a valid VAT number.';
  }
  const found = `${typed} is no VAT number of ${COMPANY}, found by the registration number its digits give`;
  return vat.registered && vat.number !== null
    ? `${found}: its VAT number is ${vat.number}.`
    : `${found}: the company is not registered for VAT (vat registered false); do not report ${typed} as its VAT number.`;
}

/** What getCompany gives of a listed company's VAT registration. */
type VatOf = (regcode: string, country: Country) => VatHeld | null;

/**
 * The sentences beside a search whose text holds a VAT number (alone, `EE12754320`, or on an
 * invoice line, `Tallinna Ehitus OÜ, KMKR EE12754320`) that is not the VAT number in force of the
 * company its digits name, where that company is listed: the search lists it by its registration
 * number or name and said nothing, and a model checking an invoice reported the number as the
 * company's, valid, where get_company_details of the same text says it is none. Each such company
 * is named in full, as the search lists several.
 */
export function vatNumbersTypedSentences(query: string, results: readonly { regcode: string; country: string; name: string }[], vatOf: VatOf): string[] {
  const typed = new Set([parseRegcodeInput(query)?.vatNumber ?? null, ...numbersAmongWords(query).map((n) => n.number)]
    .filter((n): n is string => n !== null && /^[A-Z]{2}/.test(n)));
  const said: string[] = [];
  for (const number of typed) {
    // The company the digits name as a registration number, where the search lists it.
    const digits = parseRegcodeInput(number)?.regcodes ?? [];
    const listed = results.find((r) => digits.some((d) => d.country === r.country && d.regcode === r.regcode));
    if (listed === undefined) continue;
    const sentence = vatNumberSentSentence(number, vatOf(listed.regcode, listed.country as Country));
    if (sentence !== undefined) said.push(...namedOnce([sentence], { name: listed.name, regcode: `${listed.country} ${listed.regcode}` }));
  }
  return said;
}
