// Bytes to text for the text readers, strictly: a file is read in the encoding its source
// declares, and bytes that do not fit it stop the file at their line instead of turning into
// mojibake or U+FFFD that would be served as a company's name.
//
// - `utf8`: every byte sequence must be valid UTF-8.
// - `latin1` (windows-1252) or `windows-1257` (Baltic; ISO-8859-13 has the same letters): a
//   legacy single-byte file, decoded as declared.
// - `utf8 or <legacy>`: for registers that publish some files in each. The first non-ASCII
//   character decides, once, for the whole file (everything before it is ASCII, the same in
//   both): valid UTF-8 there makes the file UTF-8 and strict from then on; otherwise it is the
//   legacy encoding, and a later UTF-8 letter (bytes C3-C5 then a continuation byte, which no
//   Latin, Estonian, Latvian or Lithuanian legacy text produces) means the file mixes the two.
// A UTF-8 byte-order mark makes the file UTF-8 whatever was declared (the file says so itself)
// and is dropped; a UTF-16 one is refused.
import { TextDecoder } from 'node:util';

export type LegacyEncoding = 'latin1' | 'windows-1257';
export type TextEncoding = 'utf8' | LegacyEncoding | `utf8 or ${LegacyEncoding}`;

/** Bytes that do not fit the file's encoding; `line` is 1-based, counted as the CSV tokenizer does. */
export class EncodingError extends Error {
  readonly line: number;
  readonly reason: string;
  constructor(line: number, reason: string) { super(`line ${line}: ${reason}`); this.line = line; this.reason = reason; }
}

const LF = 10;
const CR = 13;

/**
 * Length of the longest prefix of `b` (from `start`) that is complete, valid UTF-8, and whether
 * what follows is invalid (false: only a character cut by the end of the chunk follows).
 */
export function utf8Prefix(b: Uint8Array, start = 0): { end: number; invalid: boolean } {
  let i = start;
  const n = b.length;
  while (i < n) {
    const c = b[i]!;
    if (c < 0x80) { i += 1; continue; }
    let len: number; let lo = 0x80; let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) len = 2;
    else if (c >= 0xe0 && c <= 0xef) { len = 3; if (c === 0xe0) lo = 0xa0; if (c === 0xed) hi = 0x9f; }
    else if (c >= 0xf0 && c <= 0xf4) { len = 4; if (c === 0xf0) lo = 0x90; if (c === 0xf4) hi = 0x8f; }
    else return { end: i, invalid: true };
    for (let k = 1; k < len; k++) {
      if (i + k >= n) return { end: i, invalid: false };
      const d = b[i + k]!;
      if (d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return { end: i, invalid: true };
    }
    i += len;
  }
  return { end: i, invalid: false };
}

/** Where the last complete character ends: a multi-byte character cut by the chunk's end waits. */
function completeEnd(b: Uint8Array): number {
  const n = b.length;
  for (let j = n - 1; j >= 0 && j >= n - 3; j--) {
    const c = b[j]!;
    if (c < 0x80) return n;
    if (c >= 0xc0) {
      const len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return j + len > n ? j : n;
    }
  }
  return n;
}

/** Index of a UTF-8 encoded Latin letter (C3-C5 + continuation) in legacy bytes, or -1. */
function utf8LetterIn(b: Uint8Array): number {
  for (let i = 0; i + 1 < b.length; i++) {
    const c = b[i]!;
    if (c >= 0xc3 && c <= 0xc5) { const d = b[i + 1]!; if (d >= 0x80 && d <= 0xbf) return i; }
  }
  return -1;
}

/** Counts line breaks as the CSV tokenizer does: LF, CRLF and a lone CR each end one line. */
class LineCounter {
  line = 1;
  private prevCr = false;
  /** Counts the breaks in b[0, end). */
  add(b: Uint8Array, end = b.length): void {
    for (let i = b.indexOf(CR); i !== -1 && i < end; i = b.indexOf(CR, i + 1)) this.line += 1;
    for (let i = b.indexOf(LF); i !== -1 && i < end; i = b.indexOf(LF, i + 1)) {
      if (!(i === 0 ? this.prevCr : b[i - 1] === CR)) this.line += 1;
    }
    if (end > 0) this.prevCr = b[end - 1] === CR;
  }
}

/**
 * 'UTF-16LE' or 'UTF-16BE' when the text starts as UTF-16 does without a byte-order mark (a file
 * re-saved as "Unicode"): a NUL byte beside each of its first letters, on one side only. No text
 * in the registers' encodings holds a NUL, so read on it failed as missing columns whose names
 * hid the NULs (`Numurs` shown as `N\0u\0m…`, invisible on a terminal).
 */
function utf16WithoutMark(b: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  const pairs = Math.min(b.length >> 1, 64);
  if (pairs < 2) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs * 2; i += 2) { if (b[i] === 0) even++; if (b[i + 1] === 0) odd++; }
  if (odd * 2 >= pairs && even === 0) return 'UTF-16LE';
  if (even * 2 >= pairs && odd === 0) return 'UTF-16BE';
  return null;
}

/**
 * Why a NUL byte at b[at] stops the file. No text of the registers holds one (nor may JSON or
 * XML): read on, a NUL-filled end (the space a copy or download reserved and never wrote) failed
 * as a short row, and a NUL inside a value was published in a company's name.
 */
function nulReason(b: Uint8Array, at: number): string {
  let end = at;
  while (end < b.length && b[end] === 0) end++;
  const run = end - at;
  if (end === b.length && run >= 16) {
    return `NUL bytes (\\x00, ${run} in a row) from this line on where text belongs: the file was not written to its end (a copy or download interrupted leaves its reserved space zero-filled); fetch it again`;
  }
  return `a NUL byte (\\x00${run > 1 ? `, ${run} in a row` : ''}) where text belongs: the file is damaged or is no text file; fetch it again`;
}

const encodingName = (enc: TextEncoding): string =>
  enc.replace('utf8', 'UTF-8').replace('latin1', 'windows-1252');

/** How much of the line before a byte not in the encoding its reason quotes (characters). */
const CONTEXT_CHARS = 40;

/** The end of `text`'s last line, at most CONTEXT_CHARS long: the text before a bad byte. */
function lineTail(text: string): string {
  const start = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1;
  return text.slice(Math.max(start, text.length - CONTEXT_CHARS));
}

/**
 * The reason, with the bytes refused and the text before them on their line, so the value can be
 * found in a file of millions of lines (a column's name is not known here; the text before shows it).
 */
const notUtf8 = (enc: TextEncoding, bad: Uint8Array, before: string) => {
  const byte = `0x${(bad[0] ?? 0).toString(16).padStart(2, '0')}`;
  const where = before === '' ? 'at the start of the line' : `after \`${before.length >= CONTEXT_CHARS ? '…' : ''}${before.replace(/[\x00-\x1f\x7f]/g, ' ')}\``;
  return `not valid UTF-8; the file may be in another encoding${enc === 'utf8' ? ' (this source declares UTF-8)' : ''}: byte ${byte} ${where}`;
};

export async function* decodeText(
  chunks: AsyncIterable<Buffer | Uint8Array | string>,
  encoding: TextEncoding,
): AsyncGenerator<string> {
  const legacy: LegacyEncoding | null = encoding === 'utf8' ? null
    : encoding.startsWith('utf8 or ') ? encoding.slice(8) as LegacyEncoding : encoding as LegacyEncoding;
  // null until the file's encoding is known: at once when declared, else at its first non-ASCII byte.
  let mode: 'utf8' | LegacyEncoding | null = encoding === 'utf8' ? 'utf8' : encoding === legacy ? legacy : null;
  const utf8 = new TextDecoder('utf-8');
  const strict = new TextDecoder('utf-8', { fatal: true });
  const single = legacy ? new TextDecoder(legacy) : null;
  const lines = new LineCounter();
  let carry: Uint8Array = new Uint8Array(0);
  let first = true;
  /** The end of the last line yielded, for the reason of a byte refused next. */
  let tail = '';

  for await (const chunk of chunks) {
    if (typeof chunk === 'string') {
      // Already text (tests, callers that decoded themselves): only a BOM to drop.
      yield first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
      first = false;
      continue;
    }
    let b: Uint8Array = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    carry = new Uint8Array(0);
    if (first) {
      // Enough bytes to tell a byte-order mark, or UTF-16 without one, at any size of reads.
      if (b.length < 16) { carry = b; continue; }
      first = false;
      if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) { mode = 'utf8'; b = b.subarray(3); }
      else if ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)) {
        throw new EncodingError(1, 'the file is UTF-16 (byte-order mark); it must be UTF-8');
      } else {
        const utf16 = utf16WithoutMark(b);
        if (utf16) throw new EncodingError(1, `the file is ${utf16} (no byte-order mark: a NUL byte beside each letter); this source reads ${encodingName(encoding)}`);
      }
    }
    const nul = b.indexOf(0);
    if (nul !== -1) {
      lines.add(b, nul);
      throw new EncodingError(lines.line, nulReason(b, nul));
    }
    if (mode === null) {
      let i = 0;
      while (i < b.length && b[i]! < 0x80) i++;
      if (i === b.length) {
        const ascii = single!.decode(b);
        lines.add(b);
        tail = lineTail(tail + ascii.slice(-CONTEXT_CHARS - 1));
        yield ascii;
        continue;
      }
      const p = utf8Prefix(b, i);
      if (p.end === i && !p.invalid) { carry = b; continue; } // the deciding character is cut: wait
      mode = p.end > i ? 'utf8' : legacy!;
    }
    if (mode === 'utf8') {
      // The native decoder checks the complete characters; only a failure is located byte by byte.
      const end = completeEnd(b);
      let text: string;
      try {
        text = strict.decode(b.subarray(0, end));
      } catch {
        const p = utf8Prefix(b);
        lines.add(b, p.end);
        const valid = utf8.decode(b.subarray(0, p.end));
        if (p.end > 0) yield valid;
        throw new EncodingError(lines.line, notUtf8(encoding, b.subarray(p.end), lineTail(tail + valid)));
      }
      carry = b.subarray(end);
      lines.add(b, end);
      tail = lineTail(tail + text.slice(-CONTEXT_CHARS - 1));
      if (text) yield text;
    } else {
      if (encoding !== legacy) {
        // A letter cut at the chunk's end is checked with the next chunk.
        const at = utf8LetterIn(b);
        if (at !== -1) {
          lines.add(b, at);
          throw new EncodingError(lines.line, `UTF-8 text in a file read as ${mode} (its first non-ASCII character was not UTF-8): the file mixes encodings`);
        }
        const last = b[b.length - 1]!;
        if (last >= 0xc3 && last <= 0xc5) { carry = b.subarray(b.length - 1); b = b.subarray(0, b.length - 1); }
      }
      lines.add(b);
      yield single!.decode(b);
    }
  }
  if (first && carry.length >= 3 && carry[0] === 0xef && carry[1] === 0xbb && carry[2] === 0xbf) {
    mode = 'utf8';
    carry = carry.subarray(3);
  } else if (first && carry.length >= 2 && ((carry[0] === 0xff && carry[1] === 0xfe) || (carry[0] === 0xfe && carry[1] === 0xff))) {
    throw new EncodingError(1, 'the file is UTF-16 (byte-order mark); it must be UTF-8');
  }
  if (carry.length > 0) {
    // A file of a few bytes, the deciding character cut by the end, or an unfinished letter.
    if (mode === null) {
      let i = 0;
      while (i < carry.length && carry[i]! < 0x80) i++;
      mode = i === carry.length || utf8Prefix(carry, i).end > i ? 'utf8' : legacy!;
    }
    if (mode === 'utf8') {
      const p = utf8Prefix(carry);
      lines.add(carry, p.end);
      // Only the first bytes of a character are left (others were refused as they came): the file
      // was cut short, not written in another encoding, which the reason said first.
      if (p.end < carry.length) throw new EncodingError(lines.line, 'the file ends inside a UTF-8 character, cut off at the end of the file: a truncated file?');
      yield utf8.decode(carry);
    } else {
      yield single!.decode(carry);
    }
  }
}
