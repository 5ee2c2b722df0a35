// Text a register writes in one field may hold a line break (a quoted CSV field may span lines),
// a tab or a run of spaces where a form or a label prints one space: a name or an address served
// with them breaks a one-line form field, a label and a comparison with the same text typed.

/** The text with every run of white space (line breaks, tabs, no-break spaces) as one space, trimmed. */
export function collapseWhiteSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** collapseWhiteSpace of a text that may be missing; null for none or one of white space alone. */
export function collapsedOrNull(text: string | null): string | null {
  if (text === null) return null;
  const s = collapseWhiteSpace(text);
  return s === '' ? null : s;
}
