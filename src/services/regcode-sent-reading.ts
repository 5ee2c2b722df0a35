// What a text refused as no registration or VAT number is, read once for both the REST lookups'
// 400 (http/companies/next-steps.ts) and the MCP tools' error (mcp/tool-results.ts): a person's
// personal code (`150384-12345`, `131052-308T`), a line whose only number is a phone number
// (`Rīgas Koks, tel. +371 67123456`), or a line holding a number among its words (an invoice's
// `Tallinna Ehitus OÜ, KMKR EE103546042`), with the company that number names and the one the
// line's other words name. The REST answer told only that the text is no number, where the tools
// named what it is, so a client asking REST went on with the formats and a search by name.
import type { Country } from '../domain/country.ts';
import { AmbiguousRegcodeError, CountryNamedDisagreesError, InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { personalCodeRead } from '../domain/personal-code-number.ts';
import { daysWritten, textWithoutDate } from '../domain/person-name-like.ts';
import type { Services } from './index.ts';
import { isPhoneNumberAlone, withoutPhoneNumbers, type CompanyIdCheck } from './search/phone-numbers.ts';
import { numbersAmongWords, numbersBesideFirst } from './search/number-of-other-company.ts';
import { vatNumberSent, type VatNumberSent } from './vat-number-sent.ts';

type Reader = Pick<Services, 'getCompany' | 'searchCompanies'>;

/** A company as both answers name it. */
export interface CompanyNamed { name: string; country: Country; regcode: string }

export type NumberAmongWords =
  | { number: string; found: CompanyNamed }
  | { number: string; failure: unknown; country: Country | undefined };

/** Whether `err` is the refusal of a text as no number, of which the reading below may say more. */
function refusedAsNoNumber(err: unknown): err is InvalidParameterError {
  return err instanceof InvalidParameterError && !(err instanceof CountryNamedDisagreesError) && err.heldCompany === null;
}

/** Each number a text holds among other words, looked up (in `country` where given, else in the country written beside it). */
type NumberLookedUp = { number: string; lookIn: Country | undefined } & ({ found: CompanyNamed } | { failure: unknown });

function numbersLookedUp(services: Pick<Services, 'getCompany'>, text: string, country: Country | undefined): NumberLookedUp[] {
  return numbersAmongWords(text).map(({ number, countryNamed }) => {
    const lookIn = country ?? countryNamed;
    try {
      const found = services.getCompany(number, lookIn);
      return { number, lookIn, found: { name: found.name, country: found.country, regcode: found.regcode } };
    } catch (failure) {
      return { number, lookIn, failure };
    }
  });
}

/** The first number that names a company, else the first with the failure of its own lookup; null where there is none. */
function firstOf(looked: readonly NumberLookedUp[]): NumberAmongWords | null {
  const found = looked.find((l) => 'found' in l);
  if (found !== undefined && 'found' in found) return { number: found.number, found: found.found };
  const first = looked[0];
  return first === undefined || !('failure' in first) ? null : { number: first.number, failure: first.failure, country: first.lookIn };
}

/**
 * The companies of every number a text holds, where it holds numbers of two companies or more
 * (several partners' numbers in one regcode: the first was named and the others dropped without a
 * word); null otherwise. A number of no company is answered alone, by firstOf, where it is the only one.
 */
function severalOf(looked: readonly NumberLookedUp[]): Array<CompanyNamed & { number: string }> | null {
  const found = new Map<string, CompanyNamed & { number: string }>();
  for (const l of looked) if ('found' in l) found.set(`${l.found.country}:${l.found.regcode}`, { number: l.number, ...l.found });
  return found.size > 1 ? [...found.values()] : null;
}

/**
 * Where a text refused as no registration number holds one among other words: the first number
 * that names a company (in `country` where given, else in the country written beside it), or the
 * first number with the failure of its own lookup; null where the refusal was of something else
 * or the text holds no number.
 */
export function numberAmongWords(services: Pick<Services, 'getCompany'>, err: unknown, text: string | undefined,
  country: Country | undefined): NumberAmongWords | null {
  if (!refusedAsNoNumber(err) || text === undefined || !/\d/.test(text)) return null;
  return firstOf(numbersLookedUp(services, text, country));
}

/**
 * The company a text's other words find first where it is not the company its number names, or
 * where its number names none (a digit mistyped): `Tallinna Ehitus OÜ, KMKR EE103546042` sent as a
 * regcode was told only that EE103546042 names Holding Eko OÜ, and a form filled from the invoice
 * line filled in Holding Eko OÜ. The rule is the search's (numbersBesideFirst); null where it finds
 * nothing to say.
 */
export function companyOfOtherWords(services: Reader, text: string, country: Country | undefined): CompanyNamed | null {
  let results: ReturnType<Services['searchCompanies']>;
  try {
    results = services.searchCompanies(text, { country, limit: 1 });
  } catch {
    return null;
  }
  const first = results[0];
  if (first === undefined) return null;
  const beside = numbersBesideFirst((regcode, c) => services.getCompany(regcode, c), text, results);
  // A list of numbers has no other words: its first listed is another number's company.
  return beside === null || beside.listOfNumbers ? null : { name: first.name, country: first.country, regcode: first.regcode };
}

/**
 * The rest of a text whose only number is a phone number (`Rīgas Koks, tel. +371 67123456`:
 * `Rīgas Koks`; `tel. 67123456` or `+371 67123456` alone: ''), else null. Told the formats, or the
 * digits of `tel. 67123456` read as a Finnish business ID with a wrong check digit, a client went
 * looking for a mistyped registration number; phone numbers are read as the search reads them.
 */
export function phoneNumberSent(text: string, isCompanyId?: CompanyIdCheck): string | null {
  if (isPhoneNumberAlone(text, isCompanyId)) return '';
  // A letter put before it keeps a text of phone numbers alone from reading as none (withoutPhoneNumbers' null).
  const rest = withoutPhoneNumbers(`x ${text}`, isCompanyId);
  if (rest === null || /\d/.test(rest)) return null;
  return rest.slice(1).replace(/^[\s,;|]+/u, '').trim();
}

/** What a text refused as no registration or VAT number is, for the answer to say. */
export type RegcodeSentReading =
  | { kind: 'phone-number'; rest: string }
  | { kind: 'personal-code'; birthDate: string | null }
  | { kind: 'several-numbers'; companies: Array<CompanyNamed & { number: string }> }
  | {
    kind: 'number-of-company'; number: string; found: CompanyNamed; vat: VatNumberSent | null; otherWords: CompanyNamed | null;
    /** In a text of numbers alone, the others, each of no company (a digit mistyped): the text holds no words besides. */
    listedOfNoCompany: string[];
  }
  | { kind: 'number-of-no-company'; number: string; failure: unknown; country: Country | undefined; otherWords: CompanyNamed | null };

/**
 * What the text `sent` as a registration number and refused by `err` is, in the order both
 * answers tell it: a phone number, a personal code, numbers of several companies, one number
 * among other words; null where the refusal was of something else, or the text is none of them.
 */
export function readRegcodeSent(services: Reader, err: unknown, sent: string | undefined, country: Country | undefined): RegcodeSentReading | null {
  if (!refusedAsNoNumber(err) || sent === undefined) return null;
  // A Finnish business ID listed after a phone number (`Oulun Säätö Oy, puh. 26123456, 30123458`) is read where a
  // company has it, as the search reads it (search/phone-numbers.ts): told "the only number it holds is a phone
  // number", a client searched by the name alone and never read the number on the line.
  const isCompanyId: CompanyIdCheck = (id) => {
    try { return services.getCompany(id, 'FI').country === 'FI'; } catch { return false; }
  };
  const rest = phoneNumberSent(sent, isCompanyId);
  if (rest !== null) return { kind: 'phone-number', rest };
  const code = personalCodeRead(sent);
  if (code !== null) return { kind: 'personal-code', birthDate: code.birthDate };
  // The numbers are read on the line less its phone numbers where words stay (phone numbers and one number alone are read as typed).
  const phoneless = withoutPhoneNumbers(sent, isCompanyId);
  const numbersIn = phoneless !== null && /\p{L}/u.test(phoneless) ? phoneless : sent;
  // Each number looked up once, for both readings.
  const looked = /\d/.test(numbersIn) ? numbersLookedUp(services, numbersIn, country) : [];
  const several = severalOf(looked);
  if (several !== null) return { kind: 'several-numbers', companies: several };
  const among = firstOf(looked);
  if (among === null) return null;
  // A date on the line of no company's number (`SIA Rīgas Koks 1980-01-01`, read by the search as the
  // digits 19800101) is no number the text was sent for: told a Finnish business ID's check digit, a
  // client went correcting a date.
  if ('failure' in among && writtenAsDate(sent, among.number)) return null;
  const otherWords = companyOfOtherWords(services, sent, country);
  if ('failure' in among) {
    const failure = country === undefined ? namedHolderFirst(services, sent, among.number, among.failure) : among.failure;
    // The company a number one digit off names is the one the words name: named once, with its request.
    const namedOnce = failure instanceof NotFoundError && otherWords !== null
      && failure.oneDigitOff.some((k) => k.country === otherWords.country && k.regcode === otherWords.regcode);
    return { kind: 'number-of-no-company', number: among.number, failure, country: among.country, otherWords: namedOnce ? null : otherWords };
  }
  const { regcode, country: c } = among.found;
  // `40003123457, 40103777281`, a list whose first number is mistyped, was told it "holds words
  // besides the number 40103777281": it holds none, and the number to check went unnamed.
  const listedOfNoCompany = /\p{L}/u.test(numbersIn) ? [] : looked.filter((l) => 'failure' in l).map((l) => l.number);
  return {
    kind: 'number-of-company', number: among.number, found: among.found, vat: vatNumberSent(among.number, services.getCompany(regcode, c).vat), otherWords,
    listedOfNoCompany,
  };
}

/**
 * A number two countries' companies hold, sent among words that name one of them (`Nemuno laivyba
 * 11058424`, an invoice line: AB "Nemuno laivyba" is LT 11058424, Viru Puit OÜ EE 11058424): told
 * only `add country=LT or country=EE`, a client had to guess the country of the company its own
 * line names. The failure is told with that company's country first and the words' company
 * named; `failure` itself where the words, searched without the number, list first no holder of it.
 */
function namedHolderFirst(services: Reader, text: string, number: string, failure: unknown): unknown {
  if (!(failure instanceof AmbiguousRegcodeError)) return failure;
  const words = text.replace(number, ' ').trim();
  if (!/\p{L}/u.test(words)) return failure;
  let first: ReturnType<Services['searchCompanies']>[number] | undefined;
  try {
    first = services.searchCompanies(words, { limit: 1 })[0];
  } catch {
    return failure;
  }
  if (first === undefined || first.regcode !== number.replace(/\D/g, '') || !failure.countries.includes(first.country)) return failure;
  const countries = [first.country, ...failure.countries.filter((c) => c !== first.country)];
  const note = `the text's other words name ${first.name} (${first.country} ${first.regcode})`;
  return new AmbiguousRegcodeError(number, countries, failure.labelNote === null ? note : `${failure.labelNote}; ${note}`);
}

/**
 * The text without the real days it writes as dates (`Tallinna Ehitus OÜ 2026-11-15`: `Tallinna Ehitus
 * OÜ`), for an answer to name the search by its other words; null where it writes none. The days
 * are those the search leaves out (domain/person-name-like.ts daysWritten).
 */
export function textLessDates(text: string): string | null {
  const rest = textWithoutDate(text);
  return rest === null ? null : rest.replace(/[\s,;:|]+$/u, '').replace(/^[\s,;:|]+/u, '').trim();
}

/** Whether `number` is the digits of a real day the text writes as a date. */
function writtenAsDate(text: string, number: string): boolean {
  return daysWritten(text).some((day) => day.written.replace(/\D/g, '') === number);
}
