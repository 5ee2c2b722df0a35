// An RFC 4180 tokenizer over streamed text: quoted fields with doubled quotes, delimiters and line
// breaks inside quotes, LF/CRLF/CR line ends, empty lines skipped. Lenient where the registers
// are sloppy (a quote inside an unquoted field is text), strict where leniency loses rows: text
// after a closing quote (`"IK ""D.Luxe""` missing its last quote, which then closes somewhere in
// a later row) is an error, not more of the field. Records carry the line they start on and how
// many line breaks their quoted fields hold, so a wrong field count can point at a broken quote.
// Written for throughput: the national files hold millions of rows (csv-parse managed ~7 MB/s here).
const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The longest field read (characters). The registers' longest real values are a few thousand
 * characters (an LT or EE name of up to ~500, an address of ~300, OpenSanctions' joined aliases
 * or OFAC remarks of some thousands): a field of a mebibyte is no value but a quote opened and
 * never closed, which would otherwise pile the rest of the file into one string until V8 gives up
 * ("Invalid string length", naming neither file nor line) or memory runs out.
 */
export const MAX_FIELD_CHARS = 1024 * 1024;

export interface CsvRecord {
  fields: string[];
  /** The line the record starts on. */
  line: number;
  /** Line breaks inside its quoted fields (0 for a one-line record). */
  spans: number;
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) { super(message); this.line = line; }
}

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_IN_QUOTED = 3;

export class CsvTokenizer {
  private readonly delim: number;
  private state = FIELD_START;
  private fields: string[] = [];
  private field = '';
  private line = 1;
  private recordLine = 1;
  private skipLf = false;
  /** The chunk before ended on a CR inside a quoted field, counted as a line break of its own. */
  private quotedCrEnded = false;

  constructor(delimiter: string) {
    this.delim = delimiter.charCodeAt(0);
  }

  /** Tokenizes one chunk; records completed in it are pushed onto `out`. */
  push(chunk: string, out: CsvRecord[]): void {
    const d = this.delim;
    let state = this.state;
    let seg = 0;
    const n = chunk.length;
    let i = 0;
    if (this.quotedCrEnded && n > 0) {
      // That CR and this LF are one line break (CRLF), which the LF counts again below.
      this.quotedCrEnded = false;
      if (chunk.charCodeAt(0) === LF) this.line -= 1;
    }
    if (this.skipLf && n > 0) {
      this.skipLf = false;
      if (chunk.charCodeAt(0) === LF) { i = 1; seg = 1; }
    }
    for (; i < n; i++) {
      const c = chunk.charCodeAt(i);
      switch (state) {
        case FIELD_START:
          if (c === QUOTE) { state = QUOTED; seg = i + 1; continue; }
          if (c === d) { this.fields.push(''); continue; }
          if (c === LF || c === CR) {
            if (this.fields.length > 0) { this.fields.push(''); this.emit(out); }
            i = this.lineEnd(chunk, i, c);
            seg = i + 1;
            continue;
          }
          state = UNQUOTED;
          seg = i;
          continue;
        case UNQUOTED:
          if (c === d) {
            this.fields.push(this.field + chunk.slice(seg, i));
            this.field = '';
            state = FIELD_START;
          } else if (c === LF || c === CR) {
            this.fields.push(this.field + chunk.slice(seg, i));
            this.field = '';
            this.emit(out);
            i = this.lineEnd(chunk, i, c);
            seg = i + 1;
            state = FIELD_START;
          }
          continue;
        case QUOTED:
          if (c === QUOTE) {
            this.field += chunk.slice(seg, i);
            state = QUOTE_IN_QUOTED;
          } else if (c === LF) {
            this.line += 1;
          } else if (c === CR && chunk.charCodeAt(i + 1) !== LF) {
            this.line += 1;
          }
          continue;
        default: // QUOTE_IN_QUOTED: a doubled quote, or the closing one
          if (c === QUOTE) { this.field += '"'; seg = i + 1; state = QUOTED; continue; }
          if (c === d) {
            this.fields.push(this.field);
            this.field = '';
            state = FIELD_START;
          } else if (c === LF || c === CR) {
            this.fields.push(this.field);
            this.field = '';
            this.emit(out);
            i = this.lineEnd(chunk, i, c);
            seg = i + 1;
            state = FIELD_START;
          } else {
            // Most often a quote that was meant to be doubled or closed earlier: reading on would
            // shift every later field (or swallow rows), so the file stops here.
            throw new CsvSyntaxError(this.line,
              `text after a closing quote (${JSON.stringify(chunk[i])} where the delimiter or the line end belongs): a quote inside a quoted field must be doubled${this.line > this.recordLine ? `; the quoted field opened on line ${this.recordLine}, is a quote there not closed?` : ''}`);
          }
      }
    }
    if (state === UNQUOTED || state === QUOTED) {
      // Checked only here, off the per-field path: a field is never held much longer than the
      // limit (by one chunk of text at most; the file readers hand on chunks of up to 1 MiB).
      if (n - seg + this.field.length > MAX_FIELD_CHARS) this.tooLong(state, this.field + chunk.slice(seg, n));
      this.field += chunk.slice(seg, n);
    }
    this.state = state;
    // Checked once a chunk, not on the per-character path of a quoted field.
    if (state === QUOTED && n > 0 && chunk.charCodeAt(n - 1) === CR) this.quotedCrEnded = true;
  }

  /** A field longer than any value (`text`, so far): said where it started, and what most likely caused it. */
  private tooLong(state: number, text: string): never {
    const limit = `a field of more than ${MAX_FIELD_CHARS.toLocaleString('en')} characters`;
    if (state === QUOTED) {
      // The line the quote opened on, counted back over the field's line breaks (not tracked per field: the hot path).
      let breaks = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) breaks++;
      }
      const opened = this.line - breaks;
      if (breaks > 0) throw new CsvSyntaxError(opened, `${limit}: a quote opened on line ${opened} is probably never closed`);
      throw new CsvSyntaxError(opened, `${limit} on one line: no value is that long (is this the register's CSV file?)`);
    }
    throw new CsvSyntaxError(this.line, `${limit} on one line: no value is that long (is this the register's CSV file?)`);
  }

  /** Ends the input: the last record without a line break is emitted; an open quote is an error. */
  end(out: CsvRecord[]): void {
    if (this.state === QUOTED) {
      throw new CsvSyntaxError(this.recordLine, `quote not closed: the field opened on line ${this.recordLine} runs to the end of the file (truncated file?)`);
    }
    if (this.state === UNQUOTED || this.state === QUOTE_IN_QUOTED) {
      this.fields.push(this.field);
      this.field = '';
      this.emit(out);
    } else if (this.fields.length > 0) {
      this.fields.push('');
      this.emit(out);
    }
    this.state = FIELD_START;
  }

  private emit(out: CsvRecord[]): void {
    out.push({ fields: this.fields, line: this.recordLine, spans: this.line - this.recordLine });
    this.fields = [];
  }

  /** Counts the line break at i (CRLF as one) and returns the index of its last character. */
  private lineEnd(chunk: string, i: number, c: number): number {
    this.line += 1;
    this.recordLine = this.line;
    if (c === CR) {
      if (i + 1 < chunk.length) return chunk.charCodeAt(i + 1) === LF ? i + 1 : i;
      this.skipLf = true;
    }
    return i;
  }
}
