// A registration or VAT number cut short or masked where a company's number goes: `LV40003...` (a
// number a page or a model shortened), `40003123***` or `4000***3456` (a document that hides some
// digits). The marks were read past as a sentence's punctuation: `40003123***` was answered as the
// Latvian or Estonian phone number 40003123, and `LV40003...` as no number, "the number of no owner
// the registers list here". No company is looked up by part of its number; the search lists the
// companies a number's beginning begins (search/number-beginning), and the whole number finds one.
import { personalCodeRead } from './personal-code-number.ts';

/** What a number cut short or masked is: its digits before the first mark, and the mark as written. */
export interface NumberCutShort { beginning: string; mark: string }

// Marks that stand for digits left out: two or more full stops, an ellipsis, asterisks, or two or
// more x, # or _ (one full stop ends a sentence; one x may be a check character).
const MARK = String.raw`(?:\.{2,}|…|\*+|[xX]{2,}|#{2,}|_{2,})`;
const CUT_SHORT = new RegExp(String.raw`^(?:(?:LV|LT|EE|FI)[\s-]?)?([\d\s-]*\d)[\s-]*(${MARK})[\d\s.…*xX#_-]*$`, 'iu');

/**
 * The number cut short or masked that `text` is, or null: a country code or none, digits (spaces
 * and hyphens between them), then a mark of digits left out, and nothing after but more digits and
 * marks. A personal code masked as an entry shows it (`010180-*****`) is a person's, told as such.
 */
export function numberCutShort(text: string): NumberCutShort | null {
  const trimmed = text.trim();
  const m = CUT_SHORT.exec(trimmed);
  if (m === null || personalCodeRead(trimmed) !== null) return null;
  const prefix = /^(LV|LT|EE|FI)/i.exec(trimmed)?.[1]?.toUpperCase() ?? '';
  return { beginning: `${prefix}${m[1]!.replace(/[\s-]/g, '')}`, mark: m[2]! };
}

/** The refusal's words of a number cut short or masked (after `regcode "…" `). */
export function cutShortMessage(cut: NumberCutShort): string {
  return `is a number cut short or masked ("${cut.mark}"), no whole registration or VAT number: no company is looked up by `
    + `part of its number`;
}
