// Registration numbers and VAT numbers of the four countries, and the normalisation of what a
// user types into the lookups the store can answer.
import { COUNTRIES, type Country } from './country.ts';
import { countryNamesBeside } from './country-name-beside.ts';
import type { ParameterIssue } from './errors.ts';
import { foldTokens, INVISIBLE_CHARACTER } from './fold.ts';
import { countryOfNumberLabel, LOOKUP_LABEL_WORDS, withNumberLabelsWrittenOut } from './number-labels.ts';
import { cutShortMessage, numberCutShort } from './number-cut-short.ts';
import { balticCheckDigit } from './national-personal-codes.ts';
import { foreignNumber, foreignNumberMessage } from './foreign-number.ts';

/** Finnish business ID check digit (weights 7,9,10,5,8,4,2; mod 11; remainder 1 is never issued). */
export function finnishCheckDigit(first7: string): number | null {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * weights[i]!;
  const r = sum % 11;
  if (r === 1) return null;
  return r === 0 ? 0 : 11 - r;
}

export function isValidFinnishBusinessId(id: string): boolean {
  const m = /^(\d{7})-(\d)$/.exec(id);
  if (!m) return false;
  return finnishCheckDigit(m[1]!) === Number(m[2]);
}

/**
 * Whether eight digits have the form of an Estonian registry code: 1 (companies), 7 (the state), 8
 * (non-profits) or 9 (foundations) first, and the check digit RIK gives as for a personal code
 * (weights 1 to 7, then 3 to 9 where the first gives 10; modulo 11, 10 written 0).
 */
export function isWellFormedEstonianRegistryCode(digits: string): boolean {
  return /^[1789]\d{7}$/.test(digits) && balticCheckDigit(digits.slice(0, 7)) === Number(digits[7]);
}

/**
 * What a lookup that found nothing says of a Finnish business ID whose check digit is wrong (a
 * digit mistyped or two swapped: PRH never issues such an ID), null when none of `regcodes` is one.
 * Eight digits that are also a well-formed Estonian registry code (10234957, Telia Eesti AS's) are
 * told that, not the Finnish check digit: "a wrong check digit" sent a user to look for a typo in
 * a number that may be right, its company struck off or not in the files read.
 */
export function finnishCheckDigitHint(regcodes: ReadonlyArray<{ country: Country | null; regcode: string }>): string | null {
  for (const r of regcodes) {
    const m = r.country === 'FI' ? /^(\d{7})-(\d)$/.exec(r.regcode) : null;
    if (!m || isValidFinnishBusinessId(r.regcode)) continue;
    const estonian = regcodes.find((e) => (e.country === null || e.country === 'EE') && isWellFormedEstonianRegistryCode(e.regcode));
    if (estonian !== undefined) {
      return `${estonian.regcode} has the form of an Estonian registry code, its check digit agreeing, and no company held here bears it`;
    }
    const check = finnishCheckDigit(m[1]!);
    return check === null
      ? `no Finnish business ID begins ${m[1]} (PRH issues none whose check digit would be 10)`
      : `as a Finnish business ID, ${r.regcode} has a wrong check digit: ${m[1]} takes ${check} (${m[1]}-${check}); check the number for a mistyped digit`;
  }
  return null;
}

// The digits a VAT number has after its country code: LV 11, EE 9, LT 9 (a legal person) or 12, FI 8.
const VAT_DIGITS: Record<Country, readonly number[]> = { LV: [11], EE: [9], LT: [9, 12], FI: [8] };

/**
 * What a lookup that found nothing says of a VAT number whose digits no VAT number of its country
 * has (`LV4000312345`, a digit left out of a checkout form's VAT field): it names no company
 * because it cannot, not because the company is unknown. Null for any other number.
 */
export function vatLengthHint(vatNumber: string | null): string | null {
  const m = vatNumber === null ? null : /^([A-Z]{2})(\d+)$/.exec(vatNumber);
  if (!m || !(COUNTRIES as readonly string[]).includes(m[1]!)) return null;
  const country = m[1] as Country;
  const lengths = VAT_DIGITS[country];
  const digits = m[2]!.length;
  if (lengths.includes(digits)) return null;
  const wanted = lengths.join(' or ');
  const fix = digits < Math.min(...lengths) ? 'a digit missing' : digits > Math.max(...lengths) ? 'a digit too many' : 'a digit missing or too many';
  return `a VAT number of ${country} has ${wanted} digits after ${country}, ${vatNumber} has ${digits}: check the number for ${fix}`;
}

/** The VAT number a company's regcode gives where the country derives it (LV, FI); else null. */
export function derivedVatNumber(country: Country, regcode: string): string | null {
  if (country === 'LV') return 'LV' + regcode;
  if (country === 'FI') return 'FI' + regcode.replace('-', '');
  return null;
}

export interface RegcodeLookup {
  /** Exact (country?, regcode) pairs to look up in the register. */
  regcodes: Array<{ country: Country | null; regcode: string }>;
  /** A VAT number to resolve through the VAT register, upper-case with its prefix. */
  vatNumber: string | null;
  /** The company code the VAT number may also be, looked up only when no company has that VAT number. */
  regcodeIfNoVat: { country: Country; regcode: string } | null;
  /**
   * The number as typed with its country code where that is no VAT number's form, the code a
   * register number (`LT11058424`, LT before an older Lithuanian company code of 7 or 8 digits):
   * what a reader of an invoice may take for the company's VAT number. Absent otherwise.
   */
  countryCodeTyped?: string;
  /**
   * The country whose name the text writes before or after the number (`Estonia 11003917`,
   * `40003123456 (Latvija)`): the lookup is of that country, as if it were asked for. Absent where
   * the text names none.
   */
  countryNamed?: Country;
}

/** Every registration number a lookup reads, the company code a VAT number's form may be last (`LT` before 9 digits no VAT number has). */
export const registrationNumbersRead = (lookup: RegcodeLookup): RegcodeLookup['regcodes'] =>
  lookup.regcodeIfNoVat === null ? lookup.regcodes : [...lookup.regcodes, lookup.regcodeIfNoVat];

// Dashes other than the ASCII hyphen that a Finnish business ID arrives with when copied from a
// document: a word processor turns `-` into an en dash, a web page writes a non-breaking hyphen
// so the ID never wraps, a typeset PDF a minus sign.
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
// Characters that print as nothing and come along with a copied number (domain/fold.ts), and the
// control characters no number holds (a C string's NUL sent on, a bell): `40003123456%00` was
// told that "the text holds words besides the number", of a text holding no word.
const INVISIBLE = new RegExp(`${INVISIBLE_CHARACTER.source}|[\\u0000-\\u001F\\u007F]`, 'g');

const PREFIXES = COUNTRIES.join('|');
const PREFIX_AND_HYPHEN = new RegExp(`^(${PREFIXES})-(?=\\d)`);
const VAT_NUMBER = new RegExp(`^(${PREFIXES})(\\d{8,12})$`);
const OLDER_LT_CODE = /^LT(\d{7,8})$/;
const FINNISH_EUID = /^FIFPRO\.?(\d{7})-?(\d)$/;

/**
 * The characters of a typed number as the patterns below read them: full-width digits and
 * letters as ASCII (NFKC), every dash as a hyphen, no space and nothing invisible, upper case.
 */
function codeCharacters(raw: string): string {
  return raw.normalize('NFKC').replace(DASHES, '-').replace(INVISIBLE, '').replace(/\s+/g, '').toUpperCase();
}

/**
 * What a typed regcode can mean. Spaces, invisible characters and the dash a document wrote for
 * a hyphen are read as `codeCharacters` says; a VAT number with its country prefix resolves to
 * that country; an FI business ID is accepted with or without hyphen.
 * Returns null when the input cannot be a registration or VAT number of any of the countries.
 */
export function parseRegcodeInput(raw: string): RegcodeLookup | null {
  return parseNumber(raw) ?? parseLabelledNumber(raw) ?? parseCountryNamed(raw);
}

/**
 * A number written with its country's name before or after it (domain/country-name-beside.ts:
 * `Estonia 11003917`, `Latvija 40003123456`, `11003917 (Estonia)`, `Reg. No. 40003123456,
 * Latvia`), its label too: the number as read alone, of the country named. A name's other words
 * (`Eesti Energia 2000`) keep the text no number.
 */
function parseCountryNamed(raw: string): RegcodeLookup | null {
  if (!DIGIT.test(raw)) return null;
  for (const { country, rest, byCode } of countryNamesBeside(raw)) {
    // Beside a code, fewer digits than the shortest whole number (7) are a VAT number's beginning
    // being typed (`EE: 10137`), as search reads them.
    if (byCode && (rest.match(/\d/g)?.length ?? 0) < 7) continue;
    const lookup = parseNumber(rest) ?? parseLabelledNumber(rest);
    if (lookup !== null) return { ...lookup, countryNamed: country };
  }
  return null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const SEPARATOR = /[\s\-\u2010-\u2015\u2212]/u;
const COUNTRY_CODE = /^(?:LV|LT|EE|FI)$/iu;

/**
 * Where a number written after its label begins, as [label, number], or null: the first place,
 * after a character that ends the label (neither letter nor digit), where its first digit stands,
 * or the country code right before it (`VAT LV40003123456`, `PVN LV 40003123456`), spaces and
 * dashes allowed between. One pass over the text: a pattern that read the same (a lazy label, then
 * any spaces before a digit) tried every space of a run again for each space before it, and a
 * text of 32,000 spaces after `reg` (a company:// URI holds what it is sent) took 1.3 s.
 */
export function labelledNumberParts(text: string): [string, string] | null {
  // Most texts a search reads are names without a digit.
  if (!DIGIT.test(text)) return null;
  const chars = Array.from(text);
  const n = chars.length;
  // afterSeparators[i]: the first place from i that holds no separator (n where none does).
  const afterSeparators = new Int32Array(n + 1).fill(n);
  for (let i = n - 1; i >= 0; i--) afterSeparators[i] = SEPARATOR.test(chars[i]!) ? afterSeparators[i + 1]! : i;
  const digitAfterSeparators = (i: number) => i <= n && afterSeparators[i]! < n && DIGIT.test(chars[afterSeparators[i]!]!);
  for (let p = 1; p < n; p++) {
    if (LETTER_OR_DIGIT.test(chars[p - 1]!)) continue;
    const countryCode = p + 1 < n && COUNTRY_CODE.test(chars[p]! + chars[p + 1]!);
    if ((countryCode && digitAfterSeparators(p + 2)) || digitAfterSeparators(p)) {
      return [chars.slice(0, p).join(''), chars.slice(p).join('')];
    }
  }
  return null;
}

const LEADING_SEPARATORS = /^[\s\-\u2010-\u2015\u2212]+/u;

// The numero sign, and N with a degree sign typed for it (`№ 40003123456`, `N° 40003123456`): the
// label `No.`. Folded, a sign is a space (domain/fold.ts), and the number after it alone was refused.
const NUMERO_SIGN = /\u2116|N\u00B0/gu;

/**
 * A number sent with the label a document writes before it (`reģ. Nr. 40003123456`,
 * `Y-tunnus 0112038-9`, `VAT LV40003123456`): read as the number when every word before it is a
 * label word (domain/number-labels.ts). Any other word (a name) keeps the text no number.
 */
function parseLabelledNumber(raw: string): RegcodeLookup | null {
  // `ĮK 11058424`, `rg-kood 12754320`: the shortest labels, read as the ones they abbreviate.
  const parts = labelledNumberParts(withNumberLabelsWrittenOut(raw.trim()));
  if (!parts) return null;
  const words = foldTokens(parts[0].replace(NUMERO_SIGN, ' No '));
  if (words.length === 0 || !words.every((w) => LOOKUP_LABEL_WORDS.has(w))) return null;
  // A dash may stand between the label and the number (`Įmonės kodas – 110053842`), as a colon does.
  return parseNumber(parts[1].replace(LEADING_SEPARATORS, ''));
}

/**
 * The country whose register the label before a number names (`registrikood 11058424`: EE,
 * `įmonės kodas 11058424`: LT; domain/number-labels.ts countryOfNumberLabel), as search reads it;
 * null where the text has no label or one the languages share (`Reg. Nr.`, `Business ID`).
 */
export function labelledNumberCountry(raw: string): Country | null {
  const parts = labelledNumberParts(withNumberLabelsWrittenOut(raw.trim()));
  return parts === null ? null : countryOfNumberLabel(parts[0]);
}

// What a number is pasted with around it from a document: brackets, quotes, the full stop or
// colon of a sentence (`(40003123456)`, `„40003123456“`, `Reģ. Nr. 40003123456.`). A dash is not
// among them: `40003-` is a number half typed.
const ENCLOSING = /[\s\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}]/u;

/** The text without what encloses it (ENCLOSING), read from each end: linear in any text. */
function withoutEnclosing(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && ENCLOSING.test(raw[start]!)) start++;
  while (end > start && ENCLOSING.test(raw[end - 1]!)) end--;
  return start === 0 && end === raw.length ? raw : raw.slice(start, end);
}

/** A number as typed, with no label before it. */
function parseNumber(raw: string): RegcodeLookup | null {
  // A hyphen between the country code and the number (`LV-40003123456`) is the space some write there.
  const s = codeCharacters(withoutEnclosing(raw)).replace(PREFIX_AND_HYPHEN, '$1');
  if (s === '') return null;
  // The EUID the European business register interconnection (BRIS, the e-Justice portal) names a
  // Finnish company by: FI, the register's code FPRO, a full stop and the business ID
  // (`FIFPRO.0112038-9`, YTJ's euId); a cross-border form or extract gives it in place of the ID.
  const euid = FINNISH_EUID.exec(s);
  if (euid) return { regcodes: [{ country: 'FI', regcode: `${euid[1]}-${euid[2]}` }], vatNumber: null, regcodeIfNoVat: null };
  // The country code before a Finnish business ID as written, hyphen included (`FI 0112038-9`).
  const fiPrefixed = /^FI(\d{7})-(\d)$/.exec(s);
  if (fiPrefixed) return { regcodes: [{ country: 'FI', regcode: `${fiPrefixed[1]}-${fiPrefixed[2]}` }], vatNumber: `FI${fiPrefixed[1]}${fiPrefixed[2]}`, regcodeIfNoVat: null };
  if (/^\d{7}-\d$/.test(s)) return { regcodes: [{ country: 'FI', regcode: s }], vatNumber: null, regcodeIfNoVat: null };
  const zeroLost = finnishIdWithoutLeadingZero(s);
  if (zeroLost) return zeroLost;
  // A number a spreadsheet wrote as a decimal, a cell of numbers exported to CSV (`40003123456.0`,
  // `10137025,00`): the zeros after the decimal mark are no digits of it. Read as groups, they
  // were (400031234560), and a 404 named a number no one had sent.
  const decimal = SPREADSHEET_DECIMAL.exec(s);
  if (decimal) return parseJoined(decimal[1]!);
  // Any other hyphen, dot or slash between digits separates groups of one number, as a space
  // does (`40003-123456`, `40003.123456`, `110-173-907`, `LV40003-123456`): read, the number
  // named no company and a details lookup refused it. A date and a Latvian personal code
  // (`010180-12345`) are written so too, and are no company's number.
  if (SEPARATED_NUMBER.test(s)) return DATE_OR_PERSONAL_CODE.test(s) ? null : parseJoined(s.replace(GROUP_SEPARATORS, ''));
  return parseJoined(s);
}

/**
 * Whether digits written with hyphens, dots or slashes between them (any dash as a hyphen) are
 * groups of one number as parseRegcodeInput reads them: not a Finnish business ID's own hyphen,
 * a date or a Latvian personal code. For a search that finds such a number among words.
 */
export function areNumberGroups(text: string): boolean {
  const s = text.replace(DASHES, '-');
  return SEPARATED_NUMBER.test(s) && !/^\d{7}-\d$/.test(s) && !DATE_OR_PERSONAL_CODE.test(s);
}

// Six digits and a check digit, with its hyphen or the country code before it (ZERO_LOST).
const ZERO_LOST = /^(?:FI(\d{6})-?(\d)|(\d{6})-(\d))$/;

/**
 * A Finnish business ID typed without its leading zero (`112038-9`, `FI1120389` for 0112038-9),
 * as a number's leading zero is dropped by people and by spreadsheets: read as that ID where its
 * check digit proves it, as PRH never issues an ID whose check digit is wrong. Without the
 * hyphen or the country code, seven digits are left as they are: too many other numbers have them.
 */
function finnishIdWithoutLeadingZero(s: string): RegcodeLookup | null {
  const m = ZERO_LOST.exec(s);
  if (!m) return null;
  const first7 = `0${m[1] ?? m[3]}`;
  const check = m[2] ?? m[4]!;
  if (!isValidFinnishBusinessId(`${first7}-${check}`)) return null;
  return { regcodes: [{ country: 'FI', regcode: `${first7}-${check}` }], vatNumber: m[1] !== undefined ? `FI${first7}${check}` : null, regcodeIfNoVat: null };
}

// Groups of digits joined by single hyphens, dots or slashes, a country code before them or not.
const SEPARATED_NUMBER = new RegExp(`^(?:${PREFIXES})?\\d+(?:[-./]\\d+)+$`);
const DATE_OR_PERSONAL_CODE = /^(?:\d{4}([-./])\d{1,2}\1\d{1,2}|\d{1,2}([-./])\d{1,2}\2\d{4}|\d{6}-\d{5})$/;
const GROUP_SEPARATORS = /[-./]/g;
// A whole number of a register's length (7 to 12 digits) and one or two zeros after a decimal mark.
const SPREADSHEET_DECIMAL = /^(\d{7,12})[.,]0{1,2}$/;

/** A number with nothing between its digits: a VAT number with its country code, or digits. */
function parseJoined(s: string): RegcodeLookup | null {
  // A Lithuanian company code registered before the 9-digit ones has 7 or 8 digits (the register's
  // ja_kodas, importers/lt/cells.ts) and a Lithuanian VAT number 9 or 12: `LT` before 7 or 8
  // digits is the country code typed before such a code, as `EE` before 8 digits is, never a VAT number.
  const olderLtCode = OLDER_LT_CODE.exec(s);
  if (olderLtCode) return { regcodes: [{ country: 'LT', regcode: olderLtCode[1]! }], vatNumber: null, regcodeIfNoVat: null, countryCodeTyped: s };
  const vat = VAT_NUMBER.exec(s);
  if (vat) {
    const prefix = vat[1] as Country;
    const digits = vat[2]!;
    const regcodes: RegcodeLookup['regcodes'] = [];
    if (prefix === 'LV' && digits.length === 11) regcodes.push({ country: 'LV', regcode: digits });
    if (prefix === 'FI' && digits.length === 8) regcodes.push({ country: 'FI', regcode: `${digits.slice(0, 7)}-${digits.slice(7)}` });
    // An Estonian VAT number has 9 digits, a registry code 8: `EE` before 8 digits is the country
    // code typed before a registry code.
    if (prefix === 'EE' && digits.length === 8) regcodes.push({ country: 'EE', regcode: digits });
    // A Lithuanian VAT number (a legal person's) and a company code both have 9 digits, and are
    // different numbers: `LT` before 9 digits is the VAT number it reads as, and the company code
    // only where no company has that VAT number (so one text never names two companies).
    const regcodeIfNoVat = prefix === 'LT' && digits.length === 9 ? { country: 'LT' as const, regcode: digits } : null;
    return { regcodes, vatNumber: s, regcodeIfNoVat };
  }
  if (!/^\d{5,12}$/.test(s)) return null;
  const regcodes: RegcodeLookup['regcodes'] = [{ country: null, regcode: s }];
  // 8 digits may also be a Finnish business ID typed without its hyphen.
  if (s.length === 8) regcodes.push({ country: 'FI', regcode: `${s.slice(0, 7)}-${s.slice(7)}` });
  return { regcodes, vatNumber: null, regcodeIfNoVat: null };
}

/**
 * The longest regcode the lookups take (REST path, MCP argument and resource): the longest label
 * read before a number (`Käibemaksukohustuslase number`, 29 characters, domain/number-labels.ts)
 * and a VAT number written with its country code and spaces between digit groups
 * (`: EE 100 247 019`), with room to spare. A longer text is refused before it is read.
 */
export const REGCODE_MAX_LENGTH = 64;

/**
 * The longest path regcode taken as sent: REGCODE_MAX_LENGTH counts the number without the spaces
 * around it, as a number pasted from a spreadsheet cell often keeps the cell's padding; this bound,
 * spaces included, keeps what one request can make the service read small.
 */
export const REGCODE_RAW_MAX_LENGTH = 256;

/** Whether a typed regcode is longer than the lookups take, once the spaces around it are trimmed (counted as JSON Schema counts). */
export function regcodeTooLong(input: string): boolean {
  const s = input.trim();
  return s.length > REGCODE_MAX_LENGTH && Array.from(s).length > REGCODE_MAX_LENGTH;
}

/** A typed regcode as a message shows it: without surrounding spaces, as long as a lookup takes it. */
export function shownRegcode(input: string): string {
  const s = input.trim();
  return s.length > REGCODE_MAX_LENGTH ? `${s.slice(0, REGCODE_MAX_LENGTH)}…` : s;
}

/** What a regcode sent empty is told, REST's path without a number (`/companies/`) too. */
export const REGCODE_REQUIRED = 'is required: the registration or VAT number of the company';

// Spaces and what prints as nothing: what a regcode holding nothing else was sent as.
const BLANK = new RegExp(`^(?:\\s|${INVISIBLE_CHARACTER.source})*$`, 'u');

/**
 * Whether a regcode holds nothing but spaces and characters that print as nothing (a form's blank
 * field sent with its padding, `/companies/%20`): no number was sent, as with none at all.
 */
export function isBlankRegcode(input: string): boolean {
  return BLANK.test(input);
}

/**
 * The issue of a path regcode that cannot be a registration or VAT number of any country, null
 * when it may be one. The one wording of the lookup (services) and of the HTTP layer, which lists
 * it beside the query's failures.
 */
export function regcodeIssue(input: string): ParameterIssue | null {
  // Was `"" is not a registration or VAT number`, the number shown trimmed to nothing, as if a
  // number had been sent and misread, where the field was blank.
  if (isBlankRegcode(input)) return { parameter: 'regcode', in: 'path', message: `${REGCODE_REQUIRED}, not spaces alone` };
  if (regcodeTooLong(input)) {
    return { parameter: 'regcode', in: 'path', message: `must be at most ${REGCODE_MAX_LENGTH} characters long, spaces around it aside` };
  }
  if (parseRegcodeInput(input) !== null) return null;
  // A number of a register abroad (`USt-IdNr. DE123456789`, `SE556677889901`) is said to be one.
  const foreign = foreignNumber(input);
  if (foreign !== null) return { parameter: 'regcode', in: 'path', message: foreignNumberMessage(shownRegcode(input), foreign) };
  return cutShortIssue(input) ?? { parameter: 'regcode', in: 'path', message: `"${shownRegcode(input)}" is not a registration or VAT number of LV, LT, EE or FI` };
}

/** The issue of a regcode that is a number cut short or masked (domain/number-cut-short.ts), null for any other. */
export function cutShortIssue(input: string): ParameterIssue | null {
  const cut = numberCutShort(input);
  return cut === null ? null : { parameter: 'regcode', in: 'path', message: `"${shownRegcode(input)}" ${cutShortMessage(cut)}` };
}

/** True when the text looks like a registration or VAT number rather than a name. */
export function looksLikeRegcode(raw: string): boolean {
  return parseRegcodeInput(raw) !== null;
}
