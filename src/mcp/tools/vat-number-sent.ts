// The sentence beside a company found by a text read as a VAT number that is not the company's VAT
// number in force. The lookup finds the company by the registration number the digits give where no
// company has that VAT number (`EE12754320`, an Estonian registry code behind EE, whose VAT number is
// EE101485881; the LV prefix before the code of a Latvian company never registered for VAT), and the answer said
// nothing of it: a model checking an invoice's VAT number reported it as the company's, valid.
import { parseRegcodeInput } from '../../domain/regcode.ts';
import { COMPANY } from './company-named-once.ts';

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
