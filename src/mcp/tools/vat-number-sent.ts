// The sentence beside a company found by a text read as a VAT number that is not the company's VAT
// number in force (`EE12754320`, an Estonian registry code behind EE, whose VAT number is
// EE101485881): the answer said nothing of it, and a model checking an invoice's VAT number
// reported it as the company's, valid. The rule is the services' (services/vat-number-sent.ts),
// which the REST search's numberInText words too; here it is worded for a model.
import { COMPANY, namedOnce } from './company-named-once.ts';
import { vatNumberSent, vatNumbersTyped, type VatHeld, type VatNumberSent, type VatOf } from '../../services/vat-number-sent.ts';

export type { VatHeld };

/** The sentence of what the VAT number typed is of the company found by it. */
export function vatSentSentence({ typed, held, vatNumber }: VatNumberSent): string {
  if (held === 'not-in-force') {
    return `${typed} is the VAT number of ${COMPANY}, whose VAT registration is not in force (vat registered false): `
      + 'do not report it as a valid VAT number.';
  }
  const found = `${typed} is no VAT number of ${COMPANY}, found by the registration number its digits give`;
  return held === 'other'
    ? `${found}: its VAT number is ${vatNumber}.`
    : `${found}: the company is not registered for VAT (vat registered false); do not report ${typed} as its VAT number.`;
}

/** What a model should know of the VAT number `sent` against the company's `vat`; undefined where it is the number in force, or no VAT number was sent. */
export function vatNumberSentSentence(sent: string, vat: VatHeld | null): string | undefined {
  const read = vatNumberSent(sent, vat);
  return read === null ? undefined : vatSentSentence(read);
}

/**
 * The sentences beside a search whose text holds a VAT number that is not the VAT number in force
 * of the company its digits name, where that company is listed: the search lists it by its
 * registration number or name and said nothing, and a model checking an invoice reported the
 * number as the company's, valid. Each such company is named in full, as the search lists several.
 */
export function vatNumbersTypedSentences(query: string, results: readonly { regcode: string; country: string; name: string }[], vatOf: VatOf): string[] {
  return vatNumbersTyped(query, results, vatOf).flatMap(({ listed, sent }) =>
    namedOnce([vatSentSentence(sent)], { name: listed.name, regcode: `${listed.country} ${listed.regcode}` }));
}
