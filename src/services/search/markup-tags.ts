// Text that is markup (`<script>alert(1)</script>`, `<b>Rīgas Koks</b>`, a form field probed or
// a name copied with its page's tags): read as typed, the tags' words were words no name holds and
// were left out, and `<script>alert(1)</script>` was searched as `1`, listing every name holding
// that digit. The tags are no words of the text: the text is read without them, and the content
// of a script or style element, which is code, with them; text left with no word lists no
// company, and the answer says why (nothing-found.ts markupOnlyHint).

// An element whose content is code, not text: left out with its tags.
const CODE_ELEMENT = /<(script|style)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu;
// A tag, opening, closing or empty (`<b>`, `</b>`, `<br/>`, `<a href="…">`), a comment, a declaration.
const TAG = /<\/?[a-z][a-z0-9:-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?(?:-->|$)|<![a-z][^<>]*>/giu;

/** The text without its markup (tags, comments, and scripts and styles whole), or null where it holds none. */
export function withoutMarkup(text: string): string | null {
  if (!text.includes('<')) return null;
  const read = text.replace(CODE_ELEMENT, ' ').replace(TAG, ' ');
  return read === text ? null : read.replace(/\s+/gu, ' ').trim();
}

/** Whether the text is markup and holds no letter or digit outside its tags, scripts and styles. */
export function isMarkupOnly(text: string): boolean {
  const read = withoutMarkup(text);
  return read !== null && !/[\p{L}\p{N}]/u.test(read);
}
