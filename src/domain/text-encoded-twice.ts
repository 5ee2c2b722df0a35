// A free text (a search's or autofill's q), or a path's number, a client percent-encoded twice, encoding a query string it
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

/**
 * The rule a value sent percent-encoded twice is told, with what it reads as; null for any other.
 * `what` names the value (`text`, `number`) and `sent` what carried it (a query string, a path).
 */
export function textEncodedTwiceRule(text: string, what = 'text', sent = 'a query string'): string | null {
  const decoded = percentDecodedAgain(text);
  return decoded === null ? null
    : `must be the ${what} percent-encoded once: it arrived still encoded (${text}), as ${sent} encoded twice sends it, `
      + `and decoded once more reads ${decoded.trim()}: encode the ${what} once (ā is %C4%81)`;
}

/** The same of a path's number (a company's regcode, an owner's holderRegcode). */
export const numberEncodedTwiceRule = (number: string) => textEncodedTwiceRule(number, 'number', 'a path');
