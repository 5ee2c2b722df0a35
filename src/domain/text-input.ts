// The rule for free text a client sends (a company query, a person's name), shared by the REST
// schemas and the MCP tools. The spec's minimum is 2 characters; spaces do not count towards it,
// so "  " or "a " is refused like "a" rather than answered with nothing. Nor does a text without
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
