// A phone number on a pasted invoice line or letterhead (`Tallinna Ehitus OÜ, tel. 67123456`,
// `SIA "Koks", tālr. 67 123 456`, `+372 5123 4567`): its digits are no registration or VAT
// number, though 8 of them read as an Estonian registry code and 11 as a Latvian one, so the
// line listed or put first the company that number names instead of the one its name names
// (docs/search.md, step 2). A number after a phone word, or written as an international number
// of the four countries, is left out of the text searched, the phone word with it.

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
  const group = /[\s\-./()]{0,3}(\d+)/y;
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

/** The spans [start, end) of the phone numbers in `text`, each with its phone word or international code. */
function phoneSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PHONE_LABEL)) {
    const at = m.index + m[0].length;
    const code = text.slice(at).match(/^\(?(?:\+|00)\s?(\d{3})\)?/u);
    const end = phoneEnd(text, at + (code?.[0].length ?? 0), code?.[1]?.length ?? 0);
    if (end !== -1) spans.push([m.index, end]);
  }
  for (const m of text.matchAll(INTERNATIONAL)) {
    if (spans.some(([s, e]) => m.index >= s && m.index < e)) continue;
    const end = phoneEnd(text, m.index + m[0].length, m[0].replace(/\D/g, '').length);
    if (end !== -1) spans.push([m.index, end]);
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * The text without its phone numbers (each with its phone word and the separator before it), or
 * null where it holds none, or nothing but them (a phone number alone is read as typed).
 */
export function withoutPhoneNumbers(text: string): string | null {
  if (!/\d/.test(text)) return null;
  const spans = phoneSpans(text);
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
