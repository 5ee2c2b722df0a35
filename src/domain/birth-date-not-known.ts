// A birth date sent blank or as a word for "not known" (a form's empty field, a spreadsheet's `n/a`
// or `-`, a model filling the required argument with `unknown`) is one not given. REST's 400 told
// only "must be a real calendar date written YYYY-MM-DD", and a client guessed a date or gave up:
// it is now told, as a birth date left out is told in a tool call, what the check needs the date
// for and what a caller without one does. One rule for REST (birth-date-written-otherwise.ts, read
// by the query schema's 400 and the service) and the MCP person tools (mcp/schemas.ts). A name sent
// in birthDate (columns swapped) is no such word, and is told as before.

/** What the person check needs a birth date for, and what to do without one: the advice after the refusal. */
export const BIRTH_DATE_NEXT = 'the person\'s birth date YYYY-MM-DD, matched with the name, as one name is often several '
  + 'people\'s; send it apart where the name holds it, and ask the user for it where it is not known';

// Left out, REST's 400 said only "birthDate is required", where check_person said the next step:
// a client asked about a person by name alone, or holding the date inside the name, had none.
/** What a birthDate left out is told after the parameter's name, by REST's query 400 and the MCP person tools. */
export const BIRTH_DATE_REQUIRED = `is required: ${BIRTH_DATE_NEXT}`;

// Lower case, as compared: English, the four countries' languages, Russian and German.
const NOT_KNOWN = new Set(['unknown', 'not known', 'n/a', 'na', 'none', 'null', 'nil', 'undefined', '-', '--', '?', 'unbekannt',
  'nezināms', 'nav zināms', 'nežinoma', 'nežinomas', 'teadmata', 'tuntematon', 'ei tiedossa', 'неизвестно', 'нет данных']);

/**
 * What a birthDate sent blank or as a word for not known is told, after the parameter's name
 * (`is empty: …`, `"unknown" is no date: …`); null for any other value.
 */
export function birthDateNotKnownRule(sent: string): string | null {
  const value = sent.trim();
  if (value === '') return `is empty: ${BIRTH_DATE_NEXT}`;
  return NOT_KNOWN.has(value.toLowerCase()) ? `"${value}" is no date: ${BIRTH_DATE_NEXT}` : null;
}
