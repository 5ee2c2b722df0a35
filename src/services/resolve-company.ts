// From what a user typed as a regcode to exactly one company, or the error that says why not.
import type { Database } from '../store/open.ts';
import { COUNTRIES, type Country } from '../domain/country.ts';
import {
  cutShortIssue, finnishCheckDigitHint, labelledNumberCountry, vatLengthHint, parseRegcodeInput, regcodeIssue, regcodeTooLong, shownRegcode as shown, type RegcodeLookup,
} from '../domain/regcode.ts';
import { foreignNumber, foreignNumberMessage } from '../domain/foreign-number.ts';
import { phoneNumberDigitsHint } from '../domain/phone-number-digits.ts';
import { personalCodeNumberHint } from '../domain/personal-code-number.ts';
import { AmbiguousRegcodeError, CountryNamedDisagreesError, InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { companiesByRegcode, companyByKey, type CompanyKey, type CompanyRow } from '../store/companies-read.ts';
import { knownHolder } from './holder-known.ts';
import { numberAfterCountryCode, separatorForms } from './holder-number-forms.ts';
import { NUMBERS_READ } from '../store/holders-read.ts';
import { checkDigitBesideLabel, digitsLengthHint, labelElsewhereNote, labelElsewhereNoneNote, numberRead } from './number-read.ts';
import { digitsAloneKeys, digitsWithoutCountryCode, oneDigitOffKeys, successorKeys, vatDigitsKeys, vatNumberKeys } from './number-keys.ts';

export function resolveCompany(db: Database, input: string, asked?: Country): CompanyRow {
  const text = typeof input === 'string' ? input : String(input);
  // The path's schema bounds the text with the spaces around it; the number is bounded without them.
  const lookup = regcodeTooLong(text) ? null : parseRegcodeInput(text);
  if (lookup === null) {
    const issue = regcodeIssue(text)!;
    // A number of a register abroad (HE398114, HRB 12345) is most often an owner's that a company's
    // details list with registeredIn: said so, with the company, where the registers list it.
    const holder = !regcodeTooLong(text) && /\d/.test(text) ? knownHolder(db, foreignNumberForms(text)) ?? holderAfterCountryCode(db, text) : null;
    if (!holder) throw new InvalidParameterError([issue]);
    throw new InvalidParameterError([{ ...issue, message: `${issue.message}; ${holder.hint}` }], undefined, holder.heldCompany);
  }
  // A country's name written with the number (`Estonia 11003917`) asks for that country.
  const named = lookup.countryNamed ?? null;
  if (named !== null && asked !== undefined && named !== asked) throw new CountryNamedDisagreesError(shown(text), named, asked);
  const country = asked ?? named ?? undefined;
  // Rows already read are kept: a plain regcode (the usual case) costs one read. Companies of
  // other countries than the one asked for are kept too, so a 404 can say where the number is.
  const found = new Map<string, CompanyKey>();
  const rows = new Map<string, CompanyRow>();
  const add = (k: CompanyKey) => found.set(`${k.country}:${k.regcode}`, k);
  const addRow = (row: CompanyRow) => {
    rows.set(`${row.country}:${row.regcode}`, row);
    add(row);
  };
  for (const r of lookup.regcodes) {
    if (r.country) {
      const row = companyByKey(db, r.country, r.regcode);
      if (row) addRow(row);
    } else {
      for (const row of companiesByRegcode(db, r.regcode)) addRow(row);
    }
  }
  for (const k of vatNumberKeys(db, lookup)) add(k);
  // Digits alone that name no company of the country asked for (or of any) as a regcode: the
  // digits of an EE or LT VAT number, as search reads them, so a number a search finds is not
  // a 404 here (`102837648` for EE102837648). Every country's: a 404 then names where they are.
  const inCountry = () => [...found.values()].filter((k) => !country || k.country === country);
  const digits = lookup.regcodes.find((r) => r.country === null)?.regcode;
  if (digits !== undefined && inCountry().length === 0) {
    for (const k of vatDigitsKeys(db, digits, COUNTRIES)) add(k);
  }

  let keys = inCountry();
  // A number cut short or masked (`40003123***`) whose digits name no company: read past, its marks
  // left a phone number or a number of too few digits, and a 404 said what the part was.
  const cut = keys.length === 0 && found.size === 0 ? cutShortIssue(text) : null;
  if (cut !== null) throw new InvalidParameterError([cut]);
  if (keys.length === 0) {
    const elsewhere = COUNTRIES.filter((c) => [...found.values()].some((k) => k.country === c));
    // A number of a register abroad after its label (`Org.nr 556677-8899`, Swedish) that names no
    // company here is said to be one, in place of the hints that read it as a number of the four
    // countries mistyped (`no registration number … has 10 digits`).
    const foreign = found.size === 0 ? foreignNumber(text) : null;
    if (foreign !== null) {
      const holderAbroad = knownHolder(db, lookup.regcodes.map((r) => r.regcode));
      const hint = [holderAbroad?.hint, foreignNumberMessage(shown(text), foreign)].filter(Boolean).join('; ');
      const read = numberRead(text, lookup);
      throw new NotFoundError(`No company with ${read.subject}${country ? ` in ${country}` : ''}`, [], hint, readOtherwise(text, read),
        holderAbroad?.heldCompany ?? null, [], named, null, []);
    }
    // Eight digits written as a phone number (`67123456`) are told so, not as a Finnish business ID's wrong check digit.
    const phone = found.size === 0 && country !== 'LT' ? phoneNumberDigitsHint(lookup) : null;
    const checkDigit = phone === null && found.size === 0 && (!country || country === 'FI') ? finnishCheckDigitHint(lookup.regcodes) : null;
    // Found in another country than the one named with the number: the number alone is the request for it.
    const digitsName = found.size > 0 ? (named !== null ? companiesElsewhere(db, found) : null)
      : companiesOfDigits(db, lookup) ?? (!country || country === 'LV' ? companiesSucceeding(db, lookup) : null);
    // A number of no company anywhere here may be an owner's of a register abroad (services/holder-known.ts);
    // not where its digits name a company here (`LT16725763`: Tech Mets OÜ, EE), which the owner's
    // note, "of no company this service holds", contradicted.
    const holder = found.size === 0 && digitsName === null ? knownHolder(db, lookup.regcodes.map((r) => r.regcode)) : null;
    // A VAT number of a length its country never issues (a digit missed in a form's VAT field),
    // where the text is read as nothing else (`EE` before 8 digits is a registry code's country code)
    // and its digits name no company or owner elsewhere: `LV11003917` is an Estonian company's number
    // behind the wrong country code, not a Latvian one a digit short, and the hint naming that company
    // is the one to follow.
    const readAsVatAlone = lookup.regcodes.length === 0 && lookup.regcodeIfNoVat === null;
    const vatLength = found.size === 0 && readAsVatAlone && digitsName === null && holder === null
      && (!country || lookup.vatNumber?.startsWith(country)) ? vatLengthHint(lookup.vatNumber) : null;
    // Digits alone of a length no number of the country asked (or of any) has: a digit left out or one too many.
    const digitsLength = phone === null && found.size === 0 && digitsName === null && holder === null ? digitsLengthHint(lookup, country) : null;
    // Eleven digits of a person's personal code (`37605030299`), of no company: the person check.
    const personalCode = found.size === 0 && digitsName === null && holder === null ? personalCodeNumberHint(text) : null;
    // A whole number of no company, read as nothing else, one digit from a company's: named, as search names it.
    const oneOff = found.size === 0 && digitsName === null && holder === null && [phone, vatLength, digitsLength, personalCode].every((h) => h === null)
      ? companiesOneDigitOff(db, lookup, country, checkDigit !== null) : null;
    // A number after another country's register label (`registrikood 40003032949`, of LV's form), of
    // no company anywhere: the label is said, where the digits' length is not already told.
    const labelElsewhere = found.size === 0 && digitsLength === null ? labelElsewhereNoneNote(text, lookup) : null;
    const hint = [labelElsewhere, digitsName?.hint, holder?.hint, phone, checkDigitBesideLabel(checkDigit, labelElsewhere, lookup), vatLength, digitsLength, personalCode, oneOff?.hint].filter(Boolean).join('; ') || null;
    const reading = numberRead(text, lookup);
    const where = country ?? reading.country;
    // What the number is where the hint names no company of it: the 404's next step follows from it.
    const namesNone = (digitsName?.companies ?? oneOff?.companies ?? []).length === 0 && (holder?.heldCompany ?? null) === null;
    const numberIs = !namesNone ? null : personalCode !== null ? 'personal-code' : phone !== null ? 'phone-number' : null;
    throw new NotFoundError(`No company with ${reading.subject}${where ? ` in ${where}` : ''}`
      + (elsewhere.length > 0 && named === null ? `; there is one in ${elsewhere.join(' and ')}` : ''), named !== null ? [] : elsewhere, hint, readOtherwise(text, reading),
    holder?.heldCompany ?? null, digitsName?.companies ?? [], named, numberIs, oneOff?.companies ?? []);
  }
  const countries = COUNTRIES.filter((c) => keys.some((k) => k.country === c));
  if (countries.length > 1) {
    // A label of one country's register before the number (`registrikood 11058424`: EE) says which
    // company the document means, as the search lists it first: the 400 asked for a country the text gave.
    const labelled = labelledNumberCountry(text);
    if (labelled === null) throw new AmbiguousRegcodeError(shown(text), countries);
    // A label of a register holding none of them (`Y-tunnus 11058424`) is said, not passed over.
    if (!countries.includes(labelled)) throw new AmbiguousRegcodeError(shown(text), countries, digits === undefined ? null : labelElsewhereNote(digits, labelled));
    keys = keys.filter((k) => k.country === labelled);
  }
  keys.sort((a, b) => a.regcode.localeCompare(b.regcode));
  const first = keys[0]!;
  const row = rows.get(`${first.country}:${first.regcode}`) ?? companyByKey(db, first.country, first.regcode);
  if (!row) throw new NotFoundError(`No company with registration number ${shown(text)}`);
  return row;
}

// The companies a 404 names for the digits of a number typed with another country's code.
const DIGITS_COMPANIES_NAMED = 3;

/**
 * A number typed with a country code that names no company (`LV11003917`, `EE40145707427`,
 * `LT11003917`), whose digits typed alone name one: most often a form that put the country chosen
 * (LV by default) before another country's number. Search and autofill list that company; the
 * details stay the lookup of the number as typed, in the country its code names (an invoice's
 * VAT number that is no company's is not answered as another company's), and their 404 names
 * the company its digits name, and the request for it, as the next step.
 */
function companiesOfDigits(db: Database, lookup: RegcodeLookup): { hint: string; companies: Array<{ country: Country; regcode: string }> } | null {
  const read = digitsWithoutCountryCode(lookup);
  const keys = read === null ? [] : digitsAloneKeys(db, lookup, COUNTRIES).slice(0, DIGITS_COMPANIES_NAMED);
  const rows = keys.flatMap((k) => companyByKey(db, k.country as Country, k.regcode) ?? []);
  if (read === null || rows.length === 0) return null;
  const named = rows.map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
  return { hint: `without the country code, ${read.digits} names ${named}`, companies: rows.map((r) => ({ country: r.country as Country, regcode: r.regcode })) };
}

/**
 * The code of a Latvian company the register no longer lists, reorganised into others (an old
 * 9-digit code in UR's reorganizations.csv): search lists the companies that carry on its
 * business, marked as found by their predecessor's code; the details stay the lookup of the code,
 * whose 404 names them and the request for them.
 */
function companiesSucceeding(db: Database, lookup: RegcodeLookup): { hint: string; companies: Array<{ country: Country; regcode: string }> } | null {
  const keys = successorKeys(db, lookup).slice(0, DIGITS_COMPANIES_NAMED);
  const rows = keys.flatMap((k) => companyByKey(db, k.country as Country, k.regcode) ?? []);
  if (rows.length === 0) return null;
  const named = rows.map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
  return {
    hint: `${keys[0]!.matched.number} is the code of a company UR closed as reorganised into ${named}, which carries on its business`,
    companies: rows.map((r) => ({ country: r.country as Country, regcode: r.regcode })),
  };
}

/**
 * The companies whose number is one digit from a whole number of no company (a digit mistyped, two
 * swapped: services/number-keys.ts, as search lists them marked one_digit_off): a compliance check
 * that typed an invoice's number a key off was told only to search by the name. Named, never
 * answered in its place: the 404 stands and its next step is the request for the company named,
 * after checking which one the document means.
 */
function companiesOneDigitOff(db: Database, lookup: RegcodeLookup, country: Country | undefined, checkDigitTold: boolean): { hint: string; companies: Array<{ country: Country; regcode: string }> } | null {
  // A Finnish business ID whose check digit is wrong is told the ID its first seven take already.
  const countries = (country ? [country] : COUNTRIES).filter((c) => !(checkDigitTold && c === 'FI'));
  const keys = oneDigitOffKeys(db, lookup, countries).slice(0, DIGITS_COMPANIES_NAMED);
  const rows = keys.flatMap((k) => companyByKey(db, k.country as Country, k.regcode) ?? []);
  if (rows.length === 0) return null;
  const named = rows.map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
  const numbers = rows.length === 1 ? 'a number one digit from it (a digit mistyped or two swapped) is that' : 'numbers one digit from it (a digit mistyped or two swapped) are those';
  return {
    hint: `${numbers} of ${named}: check which company the document means`,
    companies: rows.map((r) => ({ country: r.country as Country, regcode: r.regcode })),
  };
}

/**
 * The companies of a number written with a country's name that are of other countries
 * (`Latvia 11003917`, an Estonian registry code): named with their own numbers, so the next step
 * is the request for the number alone in their country, not the same text, which names another.
 */
function companiesElsewhere(db: Database, found: Map<string, CompanyKey>): { hint: string; companies: Array<{ country: Country; regcode: string }> } | null {
  const keys = [...found.values()].slice(0, DIGITS_COMPANIES_NAMED);
  const rows = keys.flatMap((k) => companyByKey(db, k.country as Country, k.regcode) ?? []);
  if (rows.length === 0) return null;
  const named = rows.map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
  return { hint: `the number names ${named}`, companies: rows.map((r) => ({ country: r.country as Country, regcode: r.regcode })) };
}

/**
 * A foreign number as the registers keep a holder's (spaces collapsed), upper-cased as most write
 * it, and with other separators (holder-number-forms.ts: `HE398114` for `HE 398114`, as the holdings
 * list reads it), at most the NUMBERS_READ one statement reads; where it named no owner, a spaced
 * number of one was told it is "the number of no owner the registers list here".
 */
function foreignNumberForms(text: string): string[] {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  const upper = collapsed.toUpperCase();
  return [...new Set([collapsed, upper, ...separatorForms(upper)])].slice(0, NUMBERS_READ);
}

/**
 * An owner's number with its country's code before it (`CY HE398114`, `CYHE398114`, `DE HRB 12345`), as
 * a VAT number or an owners list writes a foreign number: the lookup refused it with no word of the
 * owner it names as `HE398114`. Read as the number of an owner registered in that country, and only
 * where one is known: a code of another country than the owner's (`EE HE398114`) is answered as
 * before, naming no owner, since the text may mean a company of that country's register.
 */
function holderAfterCountryCode(db: Database, text: string): ReturnType<typeof knownHolder> {
  const split = numberAfterCountryCode(text);
  return split === null ? null : knownHolder(db, foreignNumberForms(split.number), split.code);
}

/** How the number was read, for an answer that names it (the MCP tools): where it is not the text as typed. */
function readOtherwise(text: string, reading: { subject: string; vat: boolean }): string | null {
  return reading.vat || reading.subject !== `registration number ${shown(text)}` ? reading.subject : null;
}

