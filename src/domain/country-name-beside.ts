// A country's name written before or after a number, as a document, a spreadsheet row or a
// message pastes it (`Estonia 11003917`, `Latvija: 40003123456`, `11003917 (Estonia)`, `Reg. No.
// 40003123456, Latvia`): the country, and the text beside it, for domain/regcode.ts to read as a
// number of that country. The country's code stands for its name there (`40003123456 (LV)`, `LV:
// 40003123456`, as an invoice writes the number of a company abroad): refused as no number, the
// lookup's 400 named the very company the text meant.
import { countryOfName, isCountry, type Country } from './country.ts';

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{N}/u;
// What stands between the name and the number: spaces, a comma, a colon, brackets, a dash.
const BETWEEN = /[\s\p{P}\p{S}]/u;

/**
 * The country a word names: its name (domain/country.ts countryOfName), or its code in any case
 * where `codeTaken`: a code the number follows with spaces alone (`EE 10024`, `LV 4000312`) is its
 * VAT number's, being typed, and stays so.
 */
function countryOfWord(word: string, codeTaken: boolean): { country: Country; byCode: boolean } | null {
  const code = word.toUpperCase();
  if (isCountry(code)) return codeTaken ? { country: code, byCode: true } : null;
  const country = countryOfName(word);
  return country === null ? null : { country, byCode: false };
}

/**
 * The countries whose names or codes (countryOfWord) are the first or the last word of
 * the text, each a whole word (`Eesti11003917` and `Eestimaa` are not), with the text without it
 * and what stood between it and the rest, and whether a code named it (byCode): the first word's first; none where neither is one. One pass from each end, linear in
 * any text (a company:// URI holds what it is sent).
 */
export function countryNamesBeside(text: string): Array<{ country: Country; rest: string; byCode: boolean }> {
  const chars = Array.from(text);
  const n = chars.length;
  const found: Array<{ country: Country; rest: string; byCode: boolean }> = [];
  let start = 0;
  while (start < n && BETWEEN.test(chars[start]!)) start++;
  let end = start;
  while (end < n && LETTER.test(chars[end]!)) end++;
  if (end > start && end < n && !DIGIT.test(chars[end]!)) {
    let from = end;
    while (from < n && BETWEEN.test(chars[from]!)) from++;
    // A code before the number set apart (`LV: `, `(LV) `), not by spaces alone.
    const apart = start > 0 || chars.slice(end, from).some((c) => !SPACE.test(c));
    const named = countryOfWord(chars.slice(start, end).join(''), apart);
    if (named !== null) found.push({ ...named, rest: chars.slice(from).join('') });
  }
  let last = n;
  while (last > 0 && BETWEEN.test(chars[last - 1]!)) last--;
  let first = last;
  while (first > 0 && LETTER.test(chars[first - 1]!)) first--;
  if (first < last && first > 0 && !DIGIT.test(chars[first - 1]!)) {
    const named = countryOfWord(chars.slice(first, last).join(''), true);
    let to = first;
    while (to > 0 && BETWEEN.test(chars[to - 1]!)) to--;
    if (named !== null) found.push({ ...named, rest: chars.slice(0, to).join('') });
  }
  return found;
}

// What sets a piece of a text apart from the rest, as a pasted line separates its fields: a comma,
// a semicolon, a colon, a bracket, a bar or a slash. Not a hyphen: `Eesti-Läti Kaubandus OÜ`.
const APART = /[,;:()[\]{}|/]/u;
const SPACE = /\s/u;

/**
 * The countries named by the first and the last word of the text where each is set apart from the
 * rest by APART (`Estonia, Viru Puit OÜ, 11058424`; `…, 00931 Helsinki, Finland`), null where it is
 * not: a name's first word with nothing between it and the next (`Eesti Energia`) stays a word of it.
 * For a search that finds a number among words (services/search/codes-in-text.ts). Linear in any text.
 */
export function countryNamesApart(text: string): { first: Country | null; last: Country | null } {
  const chars = Array.from(text);
  const n = chars.length;
  let start = 0;
  while (start < n && BETWEEN.test(chars[start]!)) start++;
  let end = start;
  while (end < n && LETTER.test(chars[end]!)) end++;
  let after = end;
  while (after < n && SPACE.test(chars[after]!)) after++;
  const first = end > start && after < n && APART.test(chars[after]!) ? countryOfName(chars.slice(start, end).join('')) : null;
  let last = n;
  while (last > 0 && BETWEEN.test(chars[last - 1]!)) last--;
  let begin = last;
  while (begin > 0 && LETTER.test(chars[begin - 1]!)) begin--;
  let before = begin;
  while (before > 0 && SPACE.test(chars[before - 1]!)) before--;
  const lastCountry = begin < last && before > 0 && APART.test(chars[before - 1]!) ? countryOfName(chars.slice(begin, last).join('')) : null;
  return { first, last: lastCountry };
}
