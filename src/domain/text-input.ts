// The rule for free text a client sends (a company query, a person's name), shared by the REST
// schemas and the MCP tools. The spec's minimum is 2 characters; spaces do not count towards it,
// so "  " or "a " is refused like "a" rather than answered with nothing, and neither do an
// invisible character or a combining mark (below). Nor does a text without
// a letter or a digit (`--`, `**`, an emoji) name anything a search could find: it is refused
// with that reason rather than answered with an empty list that reads as "no such company".

/** Two characters other than white space, anywhere in the text: a JSON Schema `pattern`. */
export const TWO_VISIBLE_CHARACTERS = '\\S[\\s\\S]*\\S';
export const twoVisibleCharacters = new RegExp(TWO_VISIBLE_CHARACTERS);

/**
 * A JSON Schema `format` of our own for "holds a letter or a digit, of any script". A format and
 * not a second `pattern`: JSON Schema has one pattern a schema, and `\p{L}` in a published
 * pattern breaks clients whose regex engines lack Unicode classes; a format they do not know is
 * only a note to them. The REST validator registers it (http/app.ts).
 */
export const SEARCHABLE_TEXT_FORMAT = 'searchable-text';
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
export const holdsLetterOrDigit = (text: string): boolean => LETTER_OR_DIGIT.test(text);

// What prints as no character of its own and so does not count towards the 2, beside white
// space: the format characters copied text brings along (soft hyphen, zero-width space and
// joiners, direction marks, word joiner, byte-order mark), which the search drops or reads as a
// space, and combining marks (an accent sent apart is part of the letter before it: `a` and
// U+0301 is the one letter á, as its precomposed form is). The published pattern cannot say so
// without Unicode classes (see above), so the format checks it too.
const UNCOUNTED = /[\s\p{Cf}\p{M}]/u;

/** Whether the text holds two characters that print as characters of their own. */
export function holdsTwoCountedCharacters(text: string): boolean {
  let counted = 0;
  for (const ch of text) {
    if (!UNCOUNTED.test(ch) && ++counted === 2) return true;
  }
  return false;
}

/** The REST format SEARCHABLE_TEXT_FORMAT: two counted characters, a letter or a digit among them. */
export const isSearchableText = (text: string): boolean => holdsTwoCountedCharacters(text) && holdsLetterOrDigit(text);
