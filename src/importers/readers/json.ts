// Streaming JSON readers: the elements of an array (top level, or at a path such as
// `companies`) one at a time, and newline-delimited JSON line by line.
// The array reader splits the bytes into element texts (json-splitter.ts) and parses each with
// JSON.parse; errors name the line (and byte) where the fault was noticed and the record number.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { decodeText, EncodingError } from './decode.ts';
import { InputError } from './errors.ts';
import { JsonSplitError, splitJsonArray, type JsonElement } from './json-splitter.ts';

export interface ReadRecord { row: Record<string, unknown>; line: number }

/**
 * The objects of a JSON array; `line` of each is its record number (1-based), as before. An empty
 * array yields nothing (the row-count assertion judges it); a missing `path` is an error.
 */
export async function* readJsonArray(input: Readable, opts: { file: string; path?: string }): AsyncGenerator<ReadRecord> {
  let index = 0;
  const opening = { bytes: Buffer.alloc(0) };
  const kept = keepingOpening(input, opening);
  try {
    for await (const batch of splitJsonArray(kept, opts.path ?? '')) {
      for (const element of batch) {
        index += 1;
        const value = parseElement(element, index, opts.file);
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          throw new InputError(opts.file, element.line, `record ${index} is ${kindOf(value)}, expected an object (byte ${element.offset})`);
        }
        yield { row: value as Record<string, unknown>, line: index };
      }
    }
  } catch (err) {
    if (err instanceof JsonSplitError) {
      if (ARRAY_MISSING.test(err.message)) {
        // The fault may show at the first bytes read: read on as far as the quote goes.
        for await (const _ of kept) if (opening.bytes.length >= OPENING_BYTES) break;
        if (isUtf16Marked(opening.bytes)) throw new InputError(opts.file, 1, UTF16_MARKED);
        throw new InputError(opts.file, err.line, `${err.message} (byte ${err.offset}): the file opens ${quoteOpening(opening.bytes)}; `
          + 'an error answered in the file\'s place, or the file\'s format has changed');
      }
      throw new InputError(opts.file, err.line, `${err.kind === 'syntax' ? 'malformed JSON: ' : ''}${err.message} (byte ${err.offset})`);
    }
    throw err;
  } finally {
    input.destroy();
  }
}

/**
 * The splitter's reasons when the records' array is not where the source reads it. An API's error
 * answer saved as the file (`{"status":503,"error":"Service Unavailable"}`) or a file whose array
 * moved under another key failed as "expected an array at the top level, found '{'" or "no
 * "companies" array in the file", with nothing of what the file held instead: its opening is quoted.
 */
const ARRAY_MISSING = /^(?:expected an array|expected an object at|no ".*" array in the file)/;

/**
 * A file re-saved as UTF-16 with its byte-order mark (Windows' "Unicode"): told as the CSV and XML
 * readers tell it, where it read `expected an array at the top level, found byte 0xff (byte 0):
 * the file opens ��[ …`, the mark quoted as two unreadable characters.
 */
const isUtf16Marked = (bytes: Buffer) => bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
const UTF16_MARKED = 'the file is UTF-16 (byte-order mark); it must be UTF-8';

/** How much of a file's opening a missing array quotes (characters). */
const OPENING_CHARS = 160;

const OPENING_BYTES = OPENING_CHARS * 4;

/** The input as it was, its first bytes kept in `opening` for a message. */
async function* keepingOpening(input: Readable, opening: { bytes: Buffer }): AsyncGenerator<Buffer | Uint8Array | string> {
  for await (const chunk of input as AsyncIterable<Buffer | Uint8Array | string>) {
    if (opening.bytes.length < OPENING_BYTES) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
      opening.bytes = Buffer.concat([opening.bytes, bytes]).subarray(0, OPENING_BYTES);
    }
    yield chunk;
  }
}

/** The opening bytes as one line of text, white space runs made one space. */
function quoteOpening(bytes: Buffer): string {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '').replace(/\s+/g, ' ').trim();
  return text.length > OPENING_CHARS ? `${text.slice(0, OPENING_CHARS)}…` : text;
}

function parseElement(element: JsonElement, index: number, file: string): unknown {
  try {
    return JSON.parse(element.text);
  } catch (err) {
    // V8 names the position within the element when it can; its message may quote the text.
    const message = (err as Error).message;
    const at = /at position (\d+)/.exec(message);
    const position = at ? Number(at[1]) : 0;
    let line = element.line;
    for (let i = element.text.indexOf('\n'); i >= 0 && i < position; i = element.text.indexOf('\n', i + 1)) line++;
    const reason = message.replace(/\s+/g, ' ').replace(/ \(line \d+ column \d+\)/, '');
    throw new InputError(file, line,
      `malformed JSON in record ${index}: ${reason.length > 200 ? `${reason.slice(0, 200)}…` : reason} (byte ${element.offset + Buffer.byteLength(element.text.slice(0, position))})`);
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** The most characters one JSON line may take (an OpenSanctions entity is some kilobytes): as MAX_VALUE_BYTES of an array. */
export const MAX_NDJSON_LINE_CHARS = 16 * 1024 * 1024;

/** The text, failing once a line runs longer than any record (a missing line break, another file). */
async function* boundedLines(text: AsyncIterable<string>, file: string): AsyncGenerator<string> {
  let line = 1;
  let run = 0;
  for await (const chunk of text) {
    let last = -1;
    for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) { line++; last = i; }
    run = last === -1 ? run + chunk.length : chunk.length - last - 1;
    if (run > MAX_NDJSON_LINE_CHARS) {
      throw new InputError(file, line, `a line of more than ${MAX_NDJSON_LINE_CHARS / 1024 / 1024} Mi characters: no record is that long (a missing line break, or not a JSON lines file?)`);
    }
    yield chunk;
  }
}

export async function* readNdjson(input: Readable, opts: { file: string }): AsyncGenerator<ReadRecord> {
  const text = Readable.from(boundedLines(decodeText(input, 'utf8'), opts.file));
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const raw of lines) {
      line += 1;
      if (raw.trim() === '') continue;
      let value: unknown;
      try { value = JSON.parse(raw); } catch (err) {
        throw new InputError(opts.file, line, `malformed JSON line: ${(err as Error).message}`);
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new InputError(opts.file, line, 'expected an object');
      yield { row: value as Record<string, unknown>, line };
    }
  } catch (err) {
    if (err instanceof EncodingError) throw new InputError(opts.file, err.line, err.reason);
    throw err;
  } finally {
    lines.close();
    input.destroy();
  }
}
