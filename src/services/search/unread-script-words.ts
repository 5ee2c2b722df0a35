// Words of a script the search does not read (docs/search.md, "Words the search left out"): the
// registers write names in Latin letters, and the search reads them and Cyrillic (transliterated,
// domain/fold.ts); a Greek, Arabic or Chinese word folds to nothing. Mixed into a name
// (`Rīgas Κοκς`, a model writing the name half in its user's language), it was dropped without a
// word and the list read as of the whole text.

const READ_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Every character of Latin, combining marks and Cyrillic blocks below U+0530 but Greek's: most texts.
const OTHER_SCRIPT_POSSIBLE = /[\u0370-\u03FF\u0530-\u{10FFFF}]/u;

/** The words of `text` (split at spaces) holding letters, none of them Latin or Cyrillic; [] for most texts at once. */
export function unreadScriptWords(text: string): string[] {
  if (!OTHER_SCRIPT_POSSIBLE.test(text)) return [];
  return text.split(/\s+/).filter((word) => LETTER.test(word) && !READ_LETTER.test(word));
}

/**
 * The text without its words of an unread script, where another word holds a letter or digit
 * read; null where it holds none such, or no other word.
 */
export function withoutUnreadScriptWords(text: string): string | null {
  const unread = unreadScriptWords(text);
  if (unread.length === 0) return null;
  const kept = text.split(/\s+/).filter((word) => word !== '' && !unread.includes(word));
  return kept.some((word) => LETTER_OR_DIGIT.test(word)) ? kept.join(' ') : null;
}
