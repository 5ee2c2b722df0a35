// Finds the elements of one JSON array in a byte stream — at the top level or at a path of object
// keys such as `companies` — and hands back the text of each, for one JSON.parse per element.
// Why not a token parser: stream-json builds every value token by token in JavaScript (~14 MB/s);
// here a byte loop only tracks strings (with escapes) and the depth of {} and [], and V8's native
// JSON.parse does the rest, which also validates each element's contents.
// Works on bytes: every structural character is ASCII and no byte of a multi-byte UTF-8 character
// is, so a character split across chunks is only decoded once its element is whole.
// Outside the target array, values of other keys are skipped by the same bracket count and are
// not validated beyond their brackets and strings.
import { utf8Prefix } from './decode.ts';
import { InputError } from './errors.ts';
import { DamagedZipMember } from './zip.ts';

export interface JsonElement {
  /** The element's JSON text. */
  text: string;
  /** 1-based line of the element's first character (newlines inside strings are not counted). */
  line: number;
  /** Byte offset of the element's first character in the file (after a byte-order mark). */
  offset: number;
}

/** Bad or cut JSON, with where it was noticed. */
export class JsonSplitError extends Error {
  readonly line: number;
  readonly offset: number;
  /** `encoding`: the JSON is well formed but its bytes are not UTF-8. */
  readonly kind: 'syntax' | 'encoding';
  constructor(message: string, line: number, offset: number, kind: 'syntax' | 'encoding' = 'syntax') {
    super(message);
    this.name = 'JsonSplitError';
    this.line = line;
    this.offset = offset;
    this.kind = kind;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;
// Byte classes for the scan outside strings; 0 means "nothing to do".
const OPEN = 1;
const CLOSE = 2;
const STRING = 3;
const NEWLINE = 4;
const CLASS = new Uint8Array(256);
CLASS[0x7b] = OPEN; CLASS[0x5b] = OPEN;
CLASS[0x7d] = CLOSE; CLASS[0x5d] = CLOSE;
CLASS[QUOTE] = STRING;
CLASS[LF] = NEWLINE;
// Bytes that end a bare number / true / false / null.
const SCALAR_END = new Uint8Array(256);
for (const c of ' \t\r\n,]}') SCALAR_END[c.charCodeAt(0)] = 1;

const BATCH = 256;
const MIN_BUFFER = 1 << 20;
/**
 * The most bytes one value (a record, a key, a skipped value) may take. A YTJ company with its
 * whole history of names, addresses and registers is tens of kilobytes; a value of 16 MiB is a
 * string or bracket opened and never closed, which would otherwise hold the rest of the file in
 * memory until V8 cannot make it a string ("Cannot create a string longer than …").
 */
export const MAX_VALUE_BYTES = 16 * 1024 * 1024;

/**
 * The elements of the array at `path` (dot-separated object keys; '' for a top-level array),
 * in batches. Throws JsonSplitError on malformed or truncated input, on a missing path, and on
 * anything but whitespace after the document.
 */
export async function* splitJsonArray(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  path = '',
): AsyncGenerator<JsonElement[]> {
  yield* new Splitter(input[Symbol.asyncIterator]()).run(path === '' ? [] : path.split('.'));
}

class Splitter {
  private readonly chunks: AsyncIterator<Buffer | Uint8Array | string>;
  private buf: Buffer = Buffer.alloc(0);
  private owned = false;
  /** Bytes held are buf[0, end); the next unread one is buf[pos]. */
  private end = 0;
  private pos = 0;
  /** File offset of buf[0]. */
  private base = 0;
  /** Line of buf[pos] (of buf[scan] while a value is being scanned). */
  private line = 1;
  private eof = false;
  // State of a value scan, resumable when the value runs past the bytes held.
  private scan = 0;
  private depth = 0;
  private inString = false;
  private scalar = false;
  /** Line of the first character of the value being scanned. */
  private valueLine = 1;
  private elements = 0;
  private found = false;
  private batch: JsonElement[] = [];

  constructor(chunks: AsyncIterator<Buffer | Uint8Array | string>) {
    this.chunks = chunks;
  }

  async *run(path: string[]): AsyncGenerator<JsonElement[]> {
    try {
      await this.skipByteOrderMark();
      if (path.length === 0) yield* this.array('');
      else yield* this.object(path, 0);
      if (path.length > 0 && !this.found) throw this.fail(`no "${path.join('.')}" array in the file`);
      const c = await this.next();
      // The document opening again is a second copy joined to the first (a download resumed from its start), which read
      // as a stray character after the end.
      if (c === 0x5b || c === 0x7b) {
        throw this.fail(`a second JSON document after the end of the first (${describe(c)}): two copies of the file joined into one `
          + '(a download resumed from its start, or files concatenated?); import a single copy of the file');
      }
      if (c !== -1) throw this.fail(`unexpected ${describe(c)} after the end of the JSON document`);
      if (this.batch.length > 0) yield this.flush();
    } catch (err) {
      // Elements read before the fault are still handed on, as a token parser would have.
      if (this.batch.length > 0) yield this.flush();
      throw err;
    }
  }

  private flush(): JsonElement[] {
    const out = this.batch;
    this.batch = [];
    return out;
  }

  private async *array(where: string): AsyncGenerator<JsonElement[]> {
    let c = await this.next();
    if (c !== 0x5b) {
      throw this.fail(c === -1 ? (this.base + this.end === 0 ? 'the file is empty' : 'the file ends before the array')
        : `expected an array${where || ' at the top level'}, found ${describe(c)}`);
    }
    this.pos += 1;
    c = await this.next();
    if (c === 0x5d) { this.pos += 1; return; }
    for (;;) {
      if (c === -1) throw this.fail(`the file ends inside the array${where} after record ${this.elements} (truncated?)`);
      const line = this.line;
      const offset = this.base + this.pos;
      this.elements += 1;
      let end = this.beginValue();
      if (end < 0) end = await this.finishValue(end, () => `record ${this.elements}, which starts at line ${line}`);
      this.batch.push({ text: this.utf8Text(this.pos, end, line), line, offset });
      this.pos = end;
      if (this.batch.length >= BATCH) yield this.flush();
      c = this.whitespace();
      if (c === -1 && !this.eof) c = await this.next();
      if (c === 0x2c) {
        this.pos += 1;
        c = this.whitespace();
        if (c === -1 && !this.eof) c = await this.next();
        if (c === 0x5d) throw this.fail(`a comma before the end of the array${where}`);
        continue;
      }
      if (c === 0x5d) { this.pos += 1; return; }
      if (c === -1) throw this.fail(`the file ends inside the array${where} after record ${this.elements} (truncated?)`);
      throw this.fail(`expected , or ] after record ${this.elements}, found ${describe(c)}`);
    }
  }

  /** An object whose member `path[k]` leads to the array; its other members are skipped. */
  private async *object(path: string[], k: number): AsyncGenerator<JsonElement[]> {
    const where = k === 0 ? 'the top level' : `"${path.slice(0, k).join('.')}"`;
    let c = await this.next();
    if (c !== 0x7b) {
      throw this.fail(c === -1 ? (this.base + this.end === 0 ? 'the file is empty' : 'the file ends before the object')
        : `expected an object at ${where}, found ${describe(c)}`);
    }
    this.pos += 1;
    c = await this.next();
    if (c === 0x7d) { this.pos += 1; return; }
    for (;;) {
      if (c === -1) throw this.fail(`the file ends inside the object at ${where} (truncated?)`);
      if (c !== QUOTE) throw this.fail(`expected a key in the object at ${where}, found ${describe(c)}`);
      const key = await this.readKey();
      c = await this.next();
      if (c !== 0x3a) throw this.fail(c === -1 ? `the file ends after the key "${key}" (truncated?)` : `expected : after the key "${key}", found ${describe(c)}`);
      this.pos += 1;
      if (key === path[k]) {
        if (k === path.length - 1) { this.found = true; yield* this.array(` at "${path.join('.')}"`); }
        else yield* this.object(path, k + 1);
      } else {
        c = await this.next();
        if (c === -1) throw this.fail(`the file ends before the value of "${key}" (truncated?)`);
        this.pos = await this.finishValue(this.beginValue(), () => `the value of "${key}"`);
      }
      c = await this.next();
      if (c === 0x2c) { this.pos += 1; c = await this.next(); continue; }
      if (c === 0x7d) { this.pos += 1; return; }
      if (c === -1) throw this.fail(`the file ends inside the object at ${where} (truncated?)`);
      throw this.fail(`expected , or } after the value of "${key}", found ${describe(c)}`);
    }
  }

  private async readKey(): Promise<string> {
    const end = await this.finishValue(this.beginValue(), () => 'a key');
    const text = this.utf8Text(this.pos, end, this.line);
    try {
      const key = JSON.parse(text) as string;
      this.pos = end;
      return key;
    } catch (err) {
      throw this.fail(`malformed key ${text.slice(0, 40)}: ${(err as Error).message}`);
    }
  }

  /**
   * The text of buf[start, end), which must be valid UTF-8 (RFC 8259): Buffer#toString turns a
   * byte that is not into U+FFFD, and a file in another encoding would be served that way. Only
   * text holding U+FFFD is checked byte by byte, so the usual file costs one search.
   */
  private utf8Text(start: number, end: number, line: number): string {
    const text = this.buf.toString('utf8', start, end);
    if (!text.includes('\uFFFD')) return text;
    const bytes = this.buf.subarray(start, end);
    const valid = utf8Prefix(bytes);
    if (valid.end === bytes.length) return text;
    let at = line;
    for (let i = bytes.indexOf(LF); i !== -1 && i < valid.end; i = bytes.indexOf(LF, i + 1)) at++;
    throw new JsonSplitError('not valid UTF-8; the file may be in another encoding', at, this.base + start + valid.end, 'encoding');
  }

  /** The byte at pos after whitespace, -1 at the end of the input. */
  private async next(): Promise<number> {
    for (;;) {
      const c = this.whitespace();
      if (c !== -1 || this.eof) return c;
      await this.fill();
    }
  }

  /** Skips whitespace in the bytes held; the byte after it, or -1 when they run out. */
  private whitespace(): number {
    const b = this.buf;
    const n = this.end;
    let i = this.pos;
    while (i < n) {
      const c = b[i]!;
      if (c === 0x20 || c === 0x09 || c === 0x0d) i++;
      else if (c === LF) { this.line++; i++; }
      else { this.pos = i; return c; }
    }
    this.pos = i;
    return -1;
  }

  /** Starts scanning the value at pos; its end (exclusive) if held whole, else -1. */
  private beginValue(): number {
    const c = this.buf[this.pos]!;
    this.valueLine = this.line;
    this.depth = 0;
    this.inString = c === QUOTE;
    this.scalar = false;
    this.scan = this.pos + 1;
    if (CLASS[c] === OPEN) this.depth = 1;
    else if (CLASS[c] === CLOSE || c === 0x2c || c === 0x3a) throw this.fail(`unexpected ${describe(c)}`);
    else if (c !== QUOTE) {
      // A number, true, false or null: JSON.parse judges it.
      this.scalar = true;
      return this.scanScalar();
    }
    return this.scanValue();
  }

  /** Reads on until the value begun at pos is whole; its end (exclusive). */
  private async finishValue(end: number, what: () => string): Promise<number> {
    while (end < 0) {
      if (this.eof) throw this.fail(`the file ends inside ${what()} (truncated?)`, this.scan);
      if (this.end - this.pos > MAX_VALUE_BYTES) {
        throw this.fail(`more than ${MAX_VALUE_BYTES / 1024 / 1024} MiB in ${what()}: a ${this.inString ? 'string' : 'bracket'} opened in it is probably never closed`, this.pos, this.valueLine);
      }
      await this.fill();
      end = this.scalar ? this.scanScalar() : this.scanValue();
    }
    return end;
  }

  private scanScalar(): number {
    const b = this.buf;
    const n = this.end;
    let i = this.scan;
    while (i < n && SCALAR_END[b[i]!] === 0) i++;
    this.scan = i;
    return i < n ? i : -1;
  }

  /** The hot loop: strings and bracket depth from `scan` on; the value's end, or -1 at the end of the bytes held. */
  private scanValue(): number {
    const b = this.buf;
    const n = this.end;
    let i = this.scan;
    let depth = this.depth;
    let inString = this.inString;
    let newlines = 0;
    let end = -1;
    outer: for (;;) {
      if (inString) {
        for (;;) {
          if (i >= n) break outer;
          const c = b[i]!;
          if (c === QUOTE) { i++; inString = false; break; }
          i += c === BACKSLASH ? 2 : 1;
        }
        if (depth === 0) { end = i; break; }
      }
      for (;;) {
        if (i >= n) break outer;
        const k = CLASS[b[i++]!]!;
        if (k === 0) continue;
        if (k === OPEN) depth++;
        else if (k === CLOSE) { if (--depth === 0) { end = i; break outer; } }
        else if (k === STRING) { inString = true; continue outer; }
        else newlines++;
      }
    }
    this.scan = i;
    this.depth = depth;
    this.inString = inString;
    this.line += newlines;
    return end;
  }

  /** Reads the next chunk, keeping the bytes from pos on; sets eof at the end of the input. */
  private async fill(): Promise<void> {
    let r: IteratorResult<Buffer | Uint8Array | string>;
    try {
      r = await this.chunks.next();
    } catch (err) {
      // The file's own fault, already named (a web page in its place, a damaged zip member): passed on as it is.
      if (err instanceof InputError || err instanceof DamagedZipMember) throw err;
      throw this.fail(`the file could not be read: ${(err as Error).message}`, this.end);
    }
    if (r.done) { this.eof = true; return; }
    const chunk = typeof r.value === 'string' ? Buffer.from(r.value, 'utf8')
      : Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    const keep = this.pos;
    const rest = this.end - keep;
    if (rest === 0) {
      this.buf = chunk;
      this.owned = false;
    } else {
      const need = rest + chunk.length;
      if (this.owned && need <= this.buf.length) {
        if (keep > 0) this.buf.copyWithin(0, keep, this.end);
      } else {
        const grown = Buffer.allocUnsafe(Math.max(need, MIN_BUFFER, this.owned ? this.buf.length * 2 : 0));
        this.buf.copy(grown, 0, keep, this.end);
        this.buf = grown;
        this.owned = true;
      }
      chunk.copy(this.buf, rest);
    }
    this.end = rest + chunk.length;
    this.base += keep;
    this.pos = 0;
    this.scan -= keep;
  }

  private async skipByteOrderMark(): Promise<void> {
    while (this.end < 3 && !this.eof) await this.fill();
    const b = this.buf;
    if (this.end >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) this.pos = 3;
  }

  private fail(reason: string, at = this.pos, line = this.line): JsonSplitError {
    return new JsonSplitError(reason, line, this.base + at);
  }
}

function describe(c: number): string {
  if (c === -1) return 'the end of the file';
  if (c >= 0x21 && c < 0x7f) return `'${String.fromCharCode(c)}'`;
  return `byte 0x${c.toString(16).padStart(2, '0')}`;
}
