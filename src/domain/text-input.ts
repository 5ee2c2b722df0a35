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

// Control characters (C0 and DEL) and the bidirectional controls (embeddings, overrides,
// isolates) in a text sent: a C string's NUL passed on, a DEL, or the U+202E a page copied along
// print as nothing or turn the text around where an answer echoes it. The search read them as
// spaces while the person routes echoed them (`"name": "ab\u0000cd"`) and took `ab\u0000cd` for
// one word, so the same text got other answers by where it was sent. Every text parameter (REST
// and MCP) is read through this one function: each such character is a space, as a pasted tab or
// newline between two words always was. The C1 controls (U+0080 to U+009F) are kept: they are
// what UTF-8 read as Latin-1 leaves in a name (`ā` as `Ä` and U+0081), which the person routes
// recognise and tell with the name it stands for (person-name-mis-encoded.ts); so are the
// direction marks (U+200E, U+200F), which turn nothing around and are told as invisible (above).
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** The text with each control or bidirectional control character read as a space. */
export const controlsAsSpaces = (text: string): string => text.replace(CONTROL_CHARACTERS, ' ');

/** A value sent (a text, or a list of them as a repeated parameter), its texts with controlsAsSpaces. */
export function valueWithControlsAsSpaces(value: unknown): unknown {
  if (typeof value === 'string') return controlsAsSpaces(value);
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? controlsAsSpaces(item) : item)) : value;
}
