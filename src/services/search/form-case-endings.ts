// An Estonian legal form written with a case ending, read as the form (docs/search.md, Folding).
// Estonian inflects the abbreviation of a company's form in place of the name, before it or
// after it (`renditi AS-ilt Ragn-Sells`, `arve Põhja Puit OÜ-le`, `OÜ-st`, `MTÜ-le`, `SA-st`),
// the ending after a hyphen or joined to the capitals (`OÜs`, `ASile`), as the language
// authority EKI writes it. Folded, the ending was a word of its own (`ou le`): a word no name
// holds, left out and said so, or a letter read as a word begun (`Peipsi Puit OÜ-d` listed
// Peipsi Puit Delta OÜ alone), or a word of another name (`Lux Invest OÜ-le` listed Invest Star
// Oy alone). Only a form in capitals, or in small letters with its own `ü` (`oü-le`), with an
// ending in small letters: `As-Is` and `as-is` are words of a name.

// The forms so written: those of the Estonian register (domain/fold.ts LEGAL_FORM_WORDS_OF.EE).
const FORM = String.raw`(?:OÜ|AS|MTÜ|SA|FIE|TÜ|UÜ|KÜ|TÜH)`;
const FORM_WITH_OWN_LETTER = String.raw`(?:oü|mtü|tü|uü|kü|tüh)`;
// The endings of the fourteen cases, singular and plural: a form read by its letters (`OÜ-d`,
// `OÜ-de`, `OÜ-sid`) or as a word (`AS-i`, `AS-id`, `AS-ide`, `AS-e`), each case's ending after
// the stem (`OÜ-le`, `OÜ-dele`, `AS-ile`, `AS-idele`).
const ENDING = String.raw`(?:(?:i|de|ide)?(?:le|lt|l|sse|st|s|ga|ks|ni|na|ta)|ide|id|i|de|d|sid|e)`;
// The beginning of an ending being typed, at the end of the text, that is no ending itself
// (`OÜ-g` of `OÜ-ga`, `OÜ-ss` of `OÜ-sse`, `OÜ-si` of `OÜ-sid`): letter by letter, `Lux Invest
// OÜ-g` listed UAB "Invest Lux" and Invest Star Oy, `Lux Invest OÜ-t` Invest Haldus OÜ alone.
// After a hyphen only: `ASt` may be a name's word typed with the shift key held too long.
const ENDING_BEGUN = String.raw`(?:(?:i|de|ide)?(?:ss|g|k|n|t)|si)`;
const APART = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const HYPHENATED = new RegExp(`${APART}(${FORM}|${FORM_WITH_OWN_LETTER})-(?:${ENDING}${END}|${ENDING_BEGUN}$)`, 'gu');
const JOINED = new RegExp(`${APART}(${FORM})${ENDING}${END}`, 'gu');

// Cheap test first: a search reads most texts without a form so written.
const MAY_HOLD = /(?:AS|SA|FIE|Ü|ü|u\u0308|U\u0308)-?\p{Ll}/u;

/** The text with each Estonian legal form written with a case ending as the form alone. */
export function withFormCaseEndingsRead(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  const composed = text.normalize('NFC');
  const read = composed.replace(HYPHENATED, '$1').replace(JOINED, '$1');
  return read === composed ? text : read;
}
