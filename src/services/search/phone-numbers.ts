// A phone number on a pasted invoice line or letterhead (`Tallinna Ehitus OÜ, tel. 67123456`,
// `SIA "Koks", tālr. 67 123 456`, `+372 5123 4567`): its digits are no registration or VAT
// number, though 8 of them read as an Estonian registry code and 11 as a Latvian one, so the
// line listed or put first the company that number names instead of the one its name names
// (docs/search.md, step 2). A number after a phone word, or written as an international number
// of the four countries, is left out of the text searched, the phone word with it, and so are the
// phone numbers listed after it (`tel. 6712 3456, 6712 3457`). A text that is a phone number with
// its calling code and nothing else (`+372 5123 4567`) is searched for nothing (isPhoneNumberAlone).
import { isValidFinnishBusinessId } from '../../domain/regcode.ts';

// The words that label a phone number on the four countries' documents and in English and
// Russian, each with or without its dot or colon: `tel.`, `telefon`, `tālr.`, `tālrunis`,
// `mob.`, `puh.`, `puhelin`, `gsm`, `fax`, `faks`, `тел.`; several joined by a slash or comma
// (`tel./fax`, `mob. tālr.`).
const PHONE_WORD = String.raw`(?:tel|telefon|telefons|telefonas|telefono|telefoni|telephone|phone|t[āa]lr|t[āa]lrunis|t[āa]lru[nņ]a|mob|mobile|mobil|mobiil|gsm|puh|puhelin|matkapuhelin|fax|faks|fakss|faksas|тел|телефон|факс)`;
const PHONE_LABEL = new RegExp(String.raw`(?<![\p{L}\p{N}])${PHONE_WORD}\.?(?:\s*[/,]?\s*${PHONE_WORD}\.?)*\s*[:.]?\s*(?=[+(\d])`, 'giu');
// An international number of the four countries (+372 EE, +371 LV, +370 LT, +358 FI).
// Written with `00` only after a phone word: `00372…` alone may begin a Finnish business ID.
const INTERNATIONAL = /(?<![\p{L}\p{N}+])\(?\+\s?(?:372|371|370|358)\)?(?=[\s\-./(]*\d)/giu;

// Digits a phone number may have in all, its country code included: a Finnish mobile number with
// +358 has 12. A longer run is no one phone number (a phone number and a registration number
// written with a space between them).
const MAX_PHONE_DIGITS = 13;
// Fewer after a phone word is no phone number (`Tel 2000 OÜ`, a name's number).
const MIN_PHONE_DIGITS = 5;

/**
 * The end of the phone number whose digits begin at `from`, having `digits` digits already (its
 * country code), where it has at least MIN_PHONE_DIGITS in all: groups of digits separated by a
 * space, hyphen, dot, slash or parentheses, as many as stay within MAX_PHONE_DIGITS; else -1.
 */
function phoneEnd(text: string, from: number, digits: number): number {
  // A slash with a space beside it lists another number (`6712 3456 / 5123 4567`), no group of this one.
  const group = /(?!\s+\/|\/\s)[\s\-./()]{0,3}(\d+)/y;
  let end = from;
  let count = digits;
  for (;;) {
    group.lastIndex = end;
    const m = group.exec(text);
    if (m === null || count + m[1]!.length > MAX_PHONE_DIGITS) break;
    count += m[1]!.length;
    end = group.lastIndex;
  }
  const after = text.slice(end, end + 1);
  return count >= MIN_PHONE_DIGITS && !/[\p{L}\p{N}]/u.test(after) ? end : -1;
}

// A calling code written before a number: `+372`, `(+371)`, `00358`.
const CALLING_CODE = /^\(?(?:\+|00)\s?(\d{3})\)?/u;
// What joins a phone number to the next one of a list: a comma, semicolon or slash
// (`tel. 6712 3456, 6712 3457`, `tel. 67123456 / 51234567`).
const LIST_SEPARATOR = /[\s]*[,;/][\s]*(?=[+(\d])/uy;
// A Finnish business ID, the one registration number written with a hyphen between its digits.
const FINNISH_ID = /^\d{7}-\d$/u;

/**
 * Whether a company has the Finnish business ID a number is (`3012345-8`), asked of the store by the
 * search: a second phone number's eight digits have a check digit that holds one time in ten or so,
 * and only the store tells a business ID from it.
 */
export type CompanyIdCheck = (finnishId: string) => boolean;
const NO_COMPANY_ID: CompanyIdCheck = () => false;

/** Whether `number` is eight digits written together that are a Finnish business ID a company has. */
function isFinnishIdOfCompany(number: string, isCompanyId: CompanyIdCheck): boolean {
  if (!/^\d{8}$/u.test(number)) return false;
  const id = `${number.slice(0, 7)}-${number.slice(7)}`;
  return isValidFinnishBusinessId(id) && isCompanyId(id);
}

/** The digits of a number, the calling code written before it left out. */
const localDigits = (number: string) => number.replace(CALLING_CODE, '').replace(/\D/g, '');

// The first digits of the registration numbers a number of a phone number's length may be, by its
// length: an Estonian registry code's 8 (a company's 1, the state's 7, a non-profit's 8 or 9), a
// Lithuanian code's 9 (1, 2 or 3). No Latvian or Estonian phone number begins so, but for the
// Lithuanian trunk prefix 8 (`8 612 34567`).
const REGISTRATION_FIRST_DIGITS: Readonly<Record<number, RegExp>> = { 8: /^[1789]/, 9: /^[123]/ };

/**
 * Whether `next`, a number written after a phone number `previous` and a comma, is a phone number
 * of the same list: one written with a calling code, or in groups as a phone number is written
 * (`6712 3457`, `040-123 4567`), or unbroken with as many digits as the one before it (`67123457`,
 * the mobile `29123456` after `67123456`) where it is no registration number by its first digit, or
 * begins as the one before does. A registration number is written unbroken (a Finnish business ID
 * with its one hyphen, `2002285-6`), and is read as typed where its length differs from the phone
 * number's (an LV regcode's 11 digits after 8) or its first digit begins one (`tel. 67123456,
 * 12754320`, an Estonian registry code), or where, beginning otherwise than the phone number,
 * its eight digits are a Finnish business ID written without its hyphen, its check digit holding,
 * that a company has (`puh. 26123456, 30123458`: Oulun Säätö Oy's 3012345-8, taken for a second
 * mobile number).
 */
function nextInList(previous: string, next: string, isCompanyId: CompanyIdCheck): boolean {
  // `0000381-8` is no number after the calling code 003.
  if (FINNISH_ID.test(next.trim())) return false;
  if (CALLING_CODE.test(next) || /\d[\s\-./()]+\d/u.test(next)) return true;
  const [before, after] = [localDigits(previous), localDigits(next)];
  if (before.length !== after.length) return false;
  // Beginning as the one before does (a Latvian mobile after another, `29123456, 29123457`), it
  // is the list's next, the few whose digits a company's business ID is as well among them.
  if (before[0] === after[0]) return true;
  if (isFinnishIdOfCompany(after, isCompanyId)) return false;
  return !(REGISTRATION_FIRST_DIGITS[after.length]?.test(after) ?? false);
}

/** The end of the phone number whose digits (or calling code) begin at `at`, else -1. */
function numberEnd(text: string, at: number): number {
  const code = text.slice(at).match(CALLING_CODE);
  return phoneEnd(text, at + (code?.[0].length ?? 0), code?.[1]?.length ?? 0);
}

/**
 * The end of a phone number from `start` to `end` (its digits from `numberAt`), and of those a
 * comma or slash lists after it (`tel. 6712 3456, 6712 3457`): the second was read as a
 * registration number, an Estonian registry code or a Finnish business ID by its eight digits.
 */
function listEnd(text: string, numberAt: number, end: number, isCompanyId: CompanyIdCheck = NO_COMPANY_ID): number {
  let [from, to] = [numberAt, end];
  for (;;) {
    LIST_SEPARATOR.lastIndex = to;
    if (LIST_SEPARATOR.exec(text) === null) return to;
    const at = LIST_SEPARATOR.lastIndex;
    const next = numberEnd(text, at);
    if (next === -1 || !nextInList(text.slice(from, to), text.slice(at, next), isCompanyId)) return to;
    [from, to] = [at, next];
  }
}

/** The spans [start, end) of the phone numbers in `text`, each with its phone word or international code. */
function phoneSpans(text: string, isCompanyId: CompanyIdCheck): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PHONE_LABEL)) {
    const at = m.index + m[0].length;
    const end = numberEnd(text, at);
    if (end !== -1) spans.push([m.index, listEnd(text, at, end, isCompanyId)]);
  }
  for (const m of text.matchAll(INTERNATIONAL)) {
    if (spans.some(([s, e]) => m.index >= s && m.index < e)) continue;
    const end = phoneEnd(text, m.index + m[0].length, m[0].replace(/\D/g, '').length);
    if (end !== -1) spans.push([m.index, listEnd(text, m.index, end, isCompanyId)]);
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * The text without its phone numbers (each with its phone word and the separator before it), or
 * null where it holds none, or nothing but them (a phone number alone is read as typed). A number
 * listed after a phone number that is a Finnish business ID a company has, by `isCompanyId`, stays.
 */
export function withoutPhoneNumbers(text: string, isCompanyId: CompanyIdCheck = NO_COMPANY_ID): string | null {
  if (!/\d/.test(text)) return null;
  const spans = phoneSpans(text, isCompanyId);
  if (spans.length === 0) return null;
  let rest = '';
  let from = 0;
  for (const [start, end] of spans) {
    if (start < from) continue;
    // The comma or space before the number goes with it: `A OÜ, tel. 6712 3456, Narva mnt 5` is `A OÜ, Narva mnt 5`.
    rest += text.slice(from, start).replace(/[\s,;|]*$/u, '');
    from = end;
  }
  rest += text.slice(from);
  rest = rest.replace(/^[\s,;|]+/u, '');
  return /[\p{L}\p{N}]/u.test(rest) ? rest : null;
}

// A calling code of any country written first (`+372`, `+1`, `(+49)`): a phone number, which no
// registration or VAT number is written with.
const CALLING_CODE_FIRST = /^\s*\(?\+\s?(\d{1,3})\)?(?=[\s\-./(]*\d)/u;

/**
 * Whether the text is a phone number with its calling code and nothing else (`+372 5123 4567`, `+49
 * 30 1234567`), or a list of such numbers: read as typed, `+372 5123 4567` was the 11 digits of a
 * Latvian regcode, and the search listed the companies one digit from it, or of its digits begun,
 * as if a company's number had been asked for. The answer lists none and says why (nothing-found.ts).
 */
export function isPhoneNumberAlone(text: string, isCompanyId: CompanyIdCheck = NO_COMPANY_ID): boolean {
  const code = CALLING_CODE_FIRST.exec(text);
  if (code === null) return isLabelledPhoneNumberAlone(text, isCompanyId);
  const end = phoneEnd(text, code[0].length, code[1]!.length);
  return end !== -1 && /^[\s.,;]*$/u.test(text.slice(listEnd(text, code[0].length - code[0].trimStart().length, end, isCompanyId)));
}

// A phone word first (`tel: 67123456`, `puh. 040 123 4567`, `tālr. 6712 3456`).
const PHONE_LABEL_FIRST = new RegExp(String.raw`^\s*${PHONE_WORD}\.?(?:\s*[/,]?\s*${PHONE_WORD}\.?)*\s*[:.]?\s*(?=[+(\d])`, 'iu');

/**
 * Whether the text is a phone number after its phone word and nothing else (`tel: 67123456`,
 * copied from a letterhead's line): it was searched as typed, and told to check the spelling, or
 * its eight digits read as an Estonian registry code. A Finnish business ID a company has listed
 * after it without its hyphen (`puh. 26123456, 07375462`) is no second phone number (isCompanyId).
 */
function isLabelledPhoneNumberAlone(text: string, isCompanyId: CompanyIdCheck): boolean {
  const label = PHONE_LABEL_FIRST.exec(text);
  if (label === null) return false;
  const at = label[0].length;
  const end = numberEnd(text, at);
  if (end === -1) return false;
  // Where no store says which IDs a company has, any Finnish business ID its check digit holds
  // may be one (`puh. 26123456, 07375462`): it ends the list, and the text is read as typed.
  const check = isCompanyId === NO_COMPANY_ID ? () => true : isCompanyId;
  return /^[\s.,;]*$/u.test(text.slice(listEnd(text, at, end, check)));
}
