// A free text (a search's or autofill's q) a client percent-encoded twice, encoding a query string it
// had already encoded: `Rīgas Koks` sent as `R%25C4%25ABgas%2520Koks` arrives as `R%C4%ABgas%20Koks`,
// which the search read as typed and answered with the names its letters begin (RG Puu Ky). Told as
// the text it reads as once decoded, never searched in its place: the client's encoding needs
// mending, and every other text it sends is garbled alike. (A person's name is told so by
// person-name-mis-encoded.ts, in the person check's words.)

// A percent-escape of a byte: no name or address holds `%C4`.
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;

/** The text percent-decoded once more, where it holds an escape and decodes to other text; null otherwise. */
export function percentDecodedAgain(text: string): string | null {
  if (!PERCENT_ESCAPE.test(text)) return null;
  try {
    const decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    return decoded !== text ? decoded : null;
  } catch {
    return null;
  }
}

/** The rule a query's text sent percent-encoded twice is told, with the text it reads as; null for any other. */
export function textEncodedTwiceRule(text: string): string | null {
  const decoded = percentDecodedAgain(text);
  return decoded === null ? null
    : `must be the text percent-encoded once: it arrived still encoded (${text}), as a query string encoded twice sends it, `
      + `and decoded once more reads ${decoded.trim()}: encode the text once (ā is %C4%81)`;
}
