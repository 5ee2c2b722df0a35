// A person's name a client's encoding garbled before it arrived, which the check read as typed and
// answered as a name of no one: a 404 ("no company is associated with this person") or personKnown
// false, the answer a compliance check reads as "no ties", for a person the registers list.
// - Percent-encoded twice (`J%25C4%2581nis%2520B%25C4%2593rzi%25C5%2586%25C5%25A1`, a client encoding
//   a query string it had already encoded): the name arrives as `J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1`,
//   one word to the check.
// - UTF-8 read as Latin-1 or Windows-1252 and encoded again (mojibake): `Jānis Bērziņš` arrives as
//   `JÄ\u0081nis BÄ“rziÅ†Å¡`, letters no register writes.
// Both are told as a 400 naming the name it reads as once mended, never read in its place: the
// client's encoding is what needs mending, and every other name it sends is garbled alike.
import { QUERY_WORDS, type ArgumentWords } from './argument-words.ts';
// The same decoding a search's text and a path's number are read by: one rule of what was encoded twice.
import { percentDecodedAgain } from './text-encoded-twice.ts';

// Windows-1252's characters of the bytes 0x80-0x9F (the rest of its bytes are Latin-1's, the
// characters of the same number): `“` (U+201C) is the byte 0x93, the second of ē's two in UTF-8.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const BYTE_OF_CHARACTER = new Map<string, number>([...WINDOWS_1252_HIGH].map((c, i) => [c, 0x80 + i]));

/** The bytes a text was read from as Windows-1252 (Latin-1 beyond it); null where a character is of neither. */
function windows1252Bytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  let i = 0;
  for (const c of text) {
    const code = c.codePointAt(0)!;
    const byte = BYTE_OF_CHARACTER.get(c) ?? (code <= 0xFF ? code : null);
    if (byte === null) return null;
    bytes[i++] = byte;
  }
  return bytes.subarray(0, i);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The text UTF-8 bytes read as Windows-1252 or Latin-1 were, where `text` is such a reading; null otherwise. */
function mojibakeMended(text: string): string | null {
  // Every character UTF-8 begins a letter beyond ASCII with (0xC2-0xF4) reads as one of Â to ô.
  if (!/[\u00C2-\u00F4]/u.test(text)) return null;
  const bytes = windows1252Bytes(text);
  if (bytes === null) return null;
  try {
    const mended = STRICT_UTF8.decode(bytes);
    // Bytes that are valid UTF-8 and not ASCII alone: a Latin-1 name (Jürgen Müller) is no valid UTF-8.
    return mended !== text ? mended : null;
  } catch {
    return null;
  }
}

/** The rule a name garbled by its client's encoding is told, with the name it reads as; null for any other. */
export function misEncodedNameRule(name: string, words: ArgumentWords = QUERY_WORDS): string | null {
  const twice = percentDecodedAgain(name);
  // A tool's argument is text, never decoded: an escape in it is the client's encoding, done once too many.
  if (twice !== null && !words.percentEncoded) {
    return `must be the person's name as text: it arrived percent-encoded (${name}), and decoded reads ${twice.trim()}: send the name as text, not encoded`;
  }
  if (twice !== null) {
    return `must be the person's name percent-encoded once: it arrived still encoded (${name}), as a query string encoded twice `
      + `sends it, and decoded once more reads ${twice.trim()}: encode the name once (ā is %C4%81)`;
  }
  const mended = mojibakeMended(name);
  if (mended !== null) {
    return `must be the person's name in UTF-8: it arrived as UTF-8 read as Latin-1 or Windows-1252 and encoded again (${name}), `
      + `and read as UTF-8 it is ${mended.trim()}: `
      + (words.percentEncoded ? 'send the name\'s UTF-8 bytes percent-encoded once (ā is %C4%81)' : `send ${words.given('name', mended.trim())}`);
  }
  return null;
}
