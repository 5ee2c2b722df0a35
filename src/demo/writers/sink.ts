// Writing the demo's official files: CSV lines quoted the way the registers quote them, a
// buffered file sink, and the file's modification time set to the snapshot's instant (the
// pipeline dates a file from a folder by its mtime, as it dates a download by Last-Modified).
import { closeSync, openSync, utimesSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export type Cell = string | number | null | undefined | { quoted: string };

/** Forces quotes around a value the register quotes even when it need not (UR writes `""`). */
export const quoted = (value: string): Cell => ({ quoted: value });

function quote(s: string): string {
  return '"' + s.replace(/"/g, '""') + '"';
}

const NEEDS_QUOTES: Record<string, RegExp> = {};

/** One CSV line (without its line break): RFC 4180 quoting, only where needed unless `quoteAll`. */
export function csvLine(cells: readonly Cell[], delimiter: string, quoteAll = false): string {
  const special = (NEEDS_QUOTES[delimiter] ??= new RegExp(`[${delimiter === '|' ? '\\|' : delimiter}"\r\n]`));
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (i > 0) line += delimiter;
    if (c !== null && typeof c === 'object') { line += quote(c.quoted); continue; }
    const s = c == null ? '' : String(c);
    line += quoteAll || special.test(s) ? quote(s) : s;
  }
  return line;
}

export interface SinkOptions {
  bom?: boolean;
  /** Line break: `\n` unless the publisher's files use CRLF. */
  eol?: string;
}

/** Bytes a sink gathers before it writes them. */
const CHUNK_BYTES = 1 << 20;
/** The most UTF-8 bytes one UTF-16 code unit encodes to. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * A file written in 1 MB chunks, so a full-scale demo never holds a whole file in memory. Each
 * text is encoded into the chunk as it comes: a chunk gathered as one string of thousands of
 * small concatenations cost V8 more to flatten at the write than to build (about 3 of the 6 s the
 * current snapshot's files took to write).
 */
export class FileSink {
  readonly path: string;
  private fd: number;
  private readonly chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private readonly eol: string;

  constructor(dir: string, name: string, opts: SinkOptions = {}) {
    this.path = join(dir, name);
    this.fd = openSync(this.path, 'w');
    this.eol = opts.eol ?? '\n';
    if (opts.bom) this.write('\uFEFF');
  }

  write(text: string): void {
    const most = text.length * MAX_BYTES_PER_UNIT;
    if (this.used + most > CHUNK_BYTES) {
      this.flush();
      if (most > CHUNK_BYTES) {
        writeSync(this.fd, text);
        return;
      }
    }
    this.used += this.chunk.write(text, this.used);
  }

  line(text: string): void {
    this.write(text);
    this.write(this.eol);
  }

  private flush(): void {
    if (this.used === 0) return;
    writeSync(this.fd, this.chunk, 0, this.used);
    this.used = 0;
  }

  /** Closes the file and dates it to `mtime`. */
  close(mtime: Date): string {
    this.flush();
    closeSync(this.fd);
    utimesSync(this.path, mtime, mtime);
    return this.path;
  }
}

/** A CSV file: header first, then rows, with one delimiter and quoting rule throughout. */
export class CsvSink {
  private readonly sink: FileSink;
  private readonly delimiter: string;
  private readonly quoteAll: boolean;

  constructor(dir: string, name: string, header: readonly string[] | null, delimiter: string, opts: SinkOptions & { quoteAll?: boolean } = {}) {
    this.sink = new FileSink(dir, name, opts);
    this.delimiter = delimiter;
    this.quoteAll = opts.quoteAll ?? false;
    if (header) this.sink.line(csvLine(header, delimiter, this.quoteAll));
  }

  row(cells: readonly Cell[]): void {
    this.sink.line(csvLine(cells, this.delimiter, this.quoteAll));
  }

  close(mtime: Date): string {
    return this.sink.close(mtime);
  }
}

/** A JSON array file, one element per line, as the RIK and PRH dumps are streamed. */
export class JsonArraySink {
  private readonly sink: FileSink;
  private first = true;

  constructor(dir: string, name: string) {
    this.sink = new FileSink(dir, name);
    this.sink.write('[');
  }

  item(value: unknown): void {
    this.sink.write((this.first ? '\n' : ',\n') + JSON.stringify(value));
    this.first = false;
  }

  close(mtime: Date): string {
    this.sink.write('\n]\n');
    return this.sink.close(mtime);
  }
}
