// A text read as a VAT number that is not the VAT number in force of the company found by it. The
// lookup finds the company by the registration number the digits give where no company has that
// VAT number (`EE12754320`, an Estonian registry code behind EE, whose company's VAT number is
// EE101485881; the LV prefix before the code of a Latvian company never registered for VAT), and a
// reader checking an invoice's VAT number took it for the company's, valid. One rule for the MCP
// tools' sentences (mcp/tools/vat-number-sent.ts) and the REST search's numberInText.
import type { Country } from '../domain/country.ts';
import { parseRegcodeInput, registrationNumbersRead } from '../domain/regcode.ts';
import { numbersAmongWords } from './search/number-of-other-company.ts';

/** The company's VAT registration as the answers give it; null where its country publishes none. */
export interface VatHeld {
  registered: boolean;
  number: string | null;
}

/**
 * What the VAT number typed is of the company found by it: its own, whose registration is not in
 * force (`not-in-force`); none of its, the company holding another in force (`other`, `vatNumber`
 * that one); none of its, the company registered for none (`not-registered`).
 */
export interface VatNumberSent {
  typed: string;
  held: 'not-in-force' | 'other' | 'not-registered';
  vatNumber: string | null;
}

/**
 * The VAT number a text may be read as: one of a VAT number's form, or the country code typed before
 * a register number that is none (`LT11058424`, whose company's VAT number is LT100011058424): said
 * of `EE12754320` and `LT302845163`, it went unsaid of LT before 8 digits, an older company code.
 */
export function vatNumberTyped(sent: string): string | null {
  const read = parseRegcodeInput(sent);
  return read?.vatNumber ?? read?.countryCodeTyped ?? null;
}

/** What `sent`, read as a VAT number, is of the company whose VAT registration is `vat`; null where it is the number in force, or no VAT number was sent. */
export function vatNumberSent(sent: string, vat: VatHeld | null): VatNumberSent | null {
  const typed = vatNumberTyped(sent);
  if (typed === null || vat === null || (vat.registered && vat.number === typed)) return null;
  if (vat.number === typed) return { typed, held: 'not-in-force', vatNumber: typed };
  return vat.registered && vat.number !== null ? { typed, held: 'other', vatNumber: vat.number } : { typed, held: 'not-registered', vatNumber: null };
}

// A VAT number is digits after its country's code, and a text none of whose characters is or
// reads as a digit holds none: not parsed again after the search, the cost of a sixth of the search
// route's work beside the search itself (bench/README.md). A digit is read from its compatibility forms
// (`４`, `²`) and from HTML character references (`&#52;`) too, as the search reads the text.
const NON_ASCII = /[^\u0000-\u007f]/;
const mayHoldDigit = (text: string) => /\d/.test(text) || text.includes('&') || (NON_ASCII.test(text) && /\d/.test(text.normalize('NFKD')));

/** What getCompany gives of a listed company's VAT registration. */
export type VatOf = (regcode: string, country: Country) => VatHeld | null;

/**
 * The VAT numbers a search's text holds (alone, `EE12754320`, or on an invoice line, `Tallinna
 * Ehitus OÜ, KMKR EE12754320`) that are not the VAT number in force of the company their digits
 * name, where the search lists that company (by its registration number or name), each with it.
 */
export function vatNumbersTyped<R extends { regcode: string; country: string; name: string }>(
  query: string, results: readonly R[], vatOf: VatOf,
): Array<{ listed: R; sent: VatNumberSent }> {
  if (!mayHoldDigit(query)) return [];
  const typed = new Set([vatNumberTyped(query), ...numbersAmongWords(query).map((n) => n.number)]
    .filter((n): n is string => n !== null && /^[A-Z]{2}/.test(n)));
  const found: Array<{ listed: R; sent: VatNumberSent }> = [];
  for (const number of typed) {
    // The company the digits name as a registration number, where the search lists it: `LT` before
    // 9 digits no VAT number has names the company of that code (regcodeIfNoVat), as the lookups read it.
    const read = parseRegcodeInput(number);
    const digits = read === null ? [] : registrationNumbersRead(read);
    const listed = results.find((r) => digits.some((d) => d.country === r.country && d.regcode === r.regcode));
    if (listed === undefined) continue;
    const sent = vatNumberSent(number, vatOf(listed.regcode, listed.country as Country));
    if (sent !== null) found.push({ listed, sent });
  }
  return found;
}

/**
 * The REST answers' wording of what the VAT number typed is of `company`, as their other sentences
 * are written (numberInText, a 400's next step): `EE12754320 is no VAT number of Tallinna Ehitus OÜ
 * (EE 12754320), found by the registration number its digits give: its VAT number is EE101485881`.
 */
export function vatNumberSentHint({ typed, held, vatNumber }: VatNumberSent, company: { name: string; country: string; regcode: string } | string): string {
  // A string where the sentence before has named the company (`that company`).
  const named = typeof company === 'string' ? company : `${company.name} (${company.country} ${company.regcode})`;
  if (held === 'not-in-force') return `${typed} is the VAT number of ${named}, whose VAT registration is not in force (vat.registered false): it is no valid VAT number`;
  const found = `${typed} is no VAT number of ${named}, found by the registration number its digits give`;
  return held === 'other' ? `${found}: its VAT number is ${vatNumber}` : `${found}: the company is not registered for VAT (vat.registered false)`;
}

/** The REST search's words of vatNumbersTyped, joined as numberInText's parts are; null where it finds none. */
export function vatNumbersTypedHint(query: string, results: ReadonlyArray<{ regcode: string; country: string; name: string }>, vatOf: VatOf): string | null {
  const said = vatNumbersTyped(query, results, vatOf).map(({ listed, sent }) => vatNumberSentHint(sent, listed));
  return said.length > 0 ? said.join('; ') : null;
}
