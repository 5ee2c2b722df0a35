// The rule for free text a client sends (a company query, a person's name), shared by the REST
// schemas and the MCP tools. The spec's minimum is 2 characters; spaces do not count towards it,
// so "  " or "a " is refused like "a" rather than answered with nothing.

/** Two characters other than white space, anywhere in the text: a JSON Schema `pattern`. */
export const TWO_VISIBLE_CHARACTERS = '\\S[\\s\\S]*\\S';
export const twoVisibleCharacters = new RegExp(TWO_VISIBLE_CHARACTERS);
