// A number being typed after its label, or with a separator typed after its last group, as a
// form's field is filled in a key at a time (`Reģ. Nr. 40003-`, `VAT LV4000312`, `Y-tunnus:
// 2786402-`, `4000 312 -`): the text as the number's beginning, its digits written together, which
// the search reads as it reads them typed alone (docs/search.md, step 2). The whole number so
// written is read by domain/regcode.ts already; its beginning was words of a name (`reg nr 40003`),
// and a text of them listed `SIA "NR Logi"` or nothing at all.
import { areNumberGroups, labelledNumberParts, parseRegcodeInput } from '../../domain/regcode.ts';
import { foldTokens } from '../../domain/fold.ts';
import { LABELS_ONLY, NUMBER_LABEL_WORDS, NUMBER_WORDS } from '../../domain/number-labels.ts';

// Separators typed after a number's last group, or between its groups.
const TRAILING_SEPARATORS = /(?<=\d)[\s\-\u2010-\u2015\u2212./]+$/u;
const LEADING_SEPARATORS = /^[\s\-\u2010-\u2015\u2212]+/u;
const SEPARATORS = /[\s\-\u2010-\u2015\u2212./]/gu;
const SEPARATOR_BETWEEN_DIGITS = /\d[\-\u2010-\u2015\u2212./]\d/u;
// What follows the label: a country code maybe, then the digits of a regcode's beginning (at
// least four, as search reads a regcode's beginning: code-matches.ts).
const BEGINNING = /^(LV|LT|EE|FI)?(\d{4,12})$/;

/**
 * The number `text` begins, written together (`40003`, `LV4000312`, `2786402`), where the text is
 * such a number with separators after it, or a label (domain/number-labels.ts: only one that no
 * name begins with) and a number's beginning: a country code maybe, then at least four digits,
 * in groups or not; a whole number after such a label as written (`LT1002460`: an older Lithuanian code, and the beginning of a
 * VAT number, as typed alone); else null.
 */
export function numberBegunAsTyped(text: string): string | null {
  if (!/\d/.test(text)) return null;
  const trimmed = text.trim().replace(TRAILING_SEPARATORS, '');
  if (trimmed !== text.trim() && parseRegcodeInput(trimmed) !== null) return trimmed;
  const parts = labelledNumberParts(trimmed);
  if (parts === null) return null;
  const label = foldTokens(parts[0]);
  if (!isLabelOnly(label)) return null;
  const written = parts[1].normalize('NFKC').trim().replace(LEADING_SEPARATORS, '').toUpperCase();
  // A whole number after its label is that number typed alone.
  if (parseRegcodeInput(written) !== null) return written;
  // A date or a personal code written with separators (`Nr. 15.01.2024`) is no number's beginning.
  const groups = written.replace(/^(LV|LT|EE|FI)/, '').replace(/\s+/g, '');
  if (SEPARATOR_BETWEEN_DIGITS.test(groups) && !areNumberGroups(groups)) return null;
  const m = BEGINNING.exec(written.replace(SEPARATORS, ''));
  if (m === null) return null;
  return `${m[1] ?? ''}${m[2]}`;
}

/** Whether label words are a label no name begins with (LABELS_ONLY, NUMBER_WORDS). */
function isLabelOnly(words: readonly string[]): boolean {
  if (words.length === 0 || !words.every((w) => NUMBER_LABEL_WORDS.has(w))) return false;
  return words.some((w) => LABELS_ONLY.has(w)) || (words.length >= 2 && NUMBER_WORDS.has(words[words.length - 1]!));
}

