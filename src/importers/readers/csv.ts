// Streaming CSV reader: decodes strictly in the file's declared encoding (decode.ts), sniffs the
// delimiter from the header line, parses RFC 4180 quoting (csv-tokenizer.ts) and yields one
// object per row keyed by header name. A missing required column, bytes not in the file's
// encoding, a broken quote or a row with a field count other than the header's stops the file
// with its name, line and reason: a row is never read with its columns shifted. Unknown columns
// are only reported.
import type { CsvOptions } from '../source.ts';
import { decodeText, EncodingError } from './decode.ts';
import { headerLine, sniffDelimiter } from './sniff.ts';
import { InputError } from './errors.ts';
import { acceptedNames, describeRequired, missingRequired, requiredColumnsNearMiss } from './required-columns.ts';
import { CsvSyntaxError, CsvTokenizer, type CsvRecord } from './csv-tokenizer.ts';
import { headerLineKind } from './header-line.ts';
import { caseReader, type CaseReading } from './header-case.ts';

export interface CsvHeader {
  columns: string[];
  delimiter: string;
  /** Header columns the source does not know (reported, not fatal). */
  unknown: string[];
  /** Columns written in other letter case than the source's names, read as those (readers/header-case.ts). */
  readByCase?: CaseReading[];
  /** The line of the header, where a file has one. */
  line?: number;
}

export interface ReadRow { row: Record<string, string>; line: number }

/** A header-less file's first line that names its columns (readers/header-line.ts): passed over, told here. */
export interface PassedHeaderLine { line: number; names: string[] }

/** Splits text chunks so the first one yielded holds the whole header line (for sniffing). */
async function* withHeaderFirst(text: AsyncIterable<string>, onHeader: (line: string) => void): AsyncGenerator<string> {
  let buffer = '';
  let done = false;
  for await (const chunk of text) {
    if (done) { yield chunk; continue; }
    buffer += chunk;
    const line = headerLine(buffer, false);
    if (line === null && buffer.length < 1024 * 1024) continue;
    onHeader(line ?? buffer);
    done = true;
    yield buffer;
    buffer = '';
  }
  if (!done) { onHeader(headerLine(buffer, true) ?? ''); yield buffer; }
}

/** Text with its control characters written out (\x00, \t …): a NUL or escape is invisible on a terminal. */
function visible(text: string): string {
  return text.replace(/[\x00-\x1f\x7f]/g, (c) => (c === '\t' ? '\\t' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

const DELIMITER_NAMES: Record<string, string> = { ';': '";"', ',': '","', '|': '"|"', '\t': 'tabs' };

/** The fields of a line split at `delimiter` outside quotes. */
function splitOutsideQuotes(line: string, delimiter: string): number {
  let count = 1;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count += 1;
  }
  return count;
}

/**
 * Why a row's field count is wrong, in the words an operator needs to find the fault. A file
 * published without a header line (OFAC's sdn.csv) is read by its documented columns: its count
 * is theirs, and a line that holds them at another delimiter (re-saved by a spreadsheet program
 * with ";") is said so. Both read `expected 12 fields as in the header, found 1 (truncated or
 * malformed row)`, of a file with no header, the whole line one field.
 */
function fieldCountReason(found: number, width: number, item: CsvRecord, documented: { delimiter: string } | null): string {
  const base = documented
    ? `expected ${width} fields, the documented columns of this file (published without a header line), found ${found}`
    : `expected ${width} fields as in the header, found ${found}`;
  if (documented && found < width) {
    const line = item.fields.join(documented.delimiter);
    const other = Object.keys(DELIMITER_NAMES).find((d) => d !== documented.delimiter && line.includes(d) && splitOutsideQuotes(line, d) === width);
    if (other !== undefined) {
      return `${base}: split at ${DELIMITER_NAMES[other]}, not at ${DELIMITER_NAMES[documented.delimiter] ?? JSON.stringify(documented.delimiter)} as this file is read, `
        + `the line holds all ${width}: the file was written with another delimiter (re-saved by a spreadsheet program?); import the file as published`;
    }
  }
  if (item.spans > 0) {
    return `${base}: a quoted field runs from line ${item.line} over ${item.spans} line break${item.spans > 1 ? 's' : ''}; is a quote on line ${item.line} not closed?`;
  }
  if (found < width) return `${base} (truncated or malformed row)`;
  const extra = found - width;
  return `${base}: ${extra === 1 ? 'one field' : `${extra} fields`} too many (a delimiter in an unquoted value?); the row is not read with its columns shifted`;
}

/**
 * A row naming the header's columns, each in its place (a BOM before it too): the file's header
 * again, where a second copy of the file begins. It was read as a row: rejected for its values (a
 * registration code `regcode`, one reject among thousands, published), or, where every value
 * passed, served, as OpenSanctions' `targets.simple.csv` joined to itself served an entry named
 * `name` of schema `schema`.
 */
function repeatsHeader(values: string[], header: string[]): boolean {
  return header.some((h) => h !== '') && values.every((v, i) => (i === 0 ? v.replace(/^\uFEFF/, '') : v).trim() === header[i]);
}

/**
 * The records `tokenize` completed into `out`, then its syntax error, if any. The records before
 * the broken line are checked first: the header among them, so a file saved with another
 * delimiter fails on its header (missing columns) rather than on a quote further down that the
 * wrong delimiter made look broken (`text after a closing quote ("," where …)` at line 3 of
 * RIK's basic data re-saved with commas), and a short row before the break is named before it.
 */
function* completedBefore(out: CsvRecord[], tokenize: () => void): Generator<CsvRecord[]> {
  let failure: unknown = null;
  try { tokenize(); } catch (err) { failure = err; }
  if (out.length > 0) yield out;
  if (failure !== null) throw failure;
}

/**
 * The missing-columns reason of a header that failed to tokenize but holds the required columns
 * split at another delimiter: `"id";"schema";"name"` read at `,` breaks on its first closing quote
 * (text after it), where the same header unquoted is told it was written with another delimiter.
 * Null when it does not hold them so (a broken quote of its own).
 */
function quotedHeaderNearMiss(csv: CsvOptions, line: string, delimiter: string): string | null {
  const nearMiss = requiredColumnsNearMiss(csv, [line], delimiter);
  if (nearMiss === null || !nearMiss.startsWith('split at')) return null;
  const missing = missingRequired(csv, [line]);
  if (missing.length === 0) return null;
  return `missing required column${missing.length > 1 ? 's' : ''} ${missing.map(describeRequired).join(', ')} (header: ${visible(line)}); ${nearMiss}`;
}

/** Row by row (convenient; the pipeline reads batches, which is several times faster). */
export async function* readCsvRows(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  opts: { file: string; csv: CsvOptions; onHeader?: (header: CsvHeader) => void; onHeaderLine?: (passed: PassedHeaderLine) => void },
): AsyncGenerator<ReadRow> {
  for await (const batch of readCsvBatches(input, opts)) yield* batch;
}

/** The rows of each decoded chunk at once: one await per chunk instead of one per row. */
export async function* readCsvBatches(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  opts: {
    file: string; csv: CsvOptions; onHeader?: (header: CsvHeader) => void; onHeaderLine?: (passed: PassedHeaderLine) => void;
    /** Said last where the header lacks a required column (why this file's header may differ). */
    missingColumnAdvice?: string;
  },
): AsyncGenerator<ReadRow[]> {
  const { file, csv } = opts;
  let delimiter: string = csv.delimiter === 'auto' ? ',' : csv.delimiter;
  const text = decodeText(input, csv.encoding);
  // The header line as written, for telling a quoted header split at another delimiter.
  let headerText: string | null = null;
  const chunks = withHeaderFirst(text, (line) => {
    headerText = line.replace(/^\uFEFF/, '').trim();
    if (csv.delimiter === 'auto') delimiter = sniffDelimiter(line);
  });
  const tokenizer = { current: null as CsvTokenizer | null };
  const records = (async function* (): AsyncGenerator<CsvRecord[]> {
    let empty = true;
    for await (const chunk of chunks) {
      if (empty && chunk.replace(/^\uFEFF/, '').trim() !== '') empty = false;
      // The first chunk holds the whole header line, so the delimiter is known by now.
      tokenizer.current ??= new CsvTokenizer(delimiter);
      const out: CsvRecord[] = [];
      yield* completedBefore(out, () => tokenizer.current!.push(chunk, out));
    }
    if (empty) throw new InputError(file, null, 'the file is empty');
    const out: CsvRecord[] = [];
    if (tokenizer.current) yield* completedBefore(out, () => tokenizer.current!.end(out));
  })();

  let header: string[] | null = csv.columns ? [...csv.columns] : null;
  // The header as the file writes it (a copy of it further down is told by it).
  let written: string[] = header ?? [];
  let readByCase: CaseReading[] = [];
  let headerAt = 1;
  let width = header ? header.length : 0;
  let trailing = false;
  // A header-less file's first line is checked for a header line (readers/header-line.ts).
  let firstLine = csv.columns !== undefined;
  if (header) announce(header);

  function announce(cols: string[]): void {
    const missing = missingRequired(csv, cols);
    if (missing.length > 0) {
      const nearMiss = requiredColumnsNearMiss(csv, cols, delimiter);
      throw new InputError(file, csv.columns ? null : headerAt,
        `missing required column${missing.length > 1 ? 's' : ''} ${missing.map(describeRequired).join(', ')} (header: ${visible(cols.join(delimiter))}); ${nearMiss ?? "the file's format has changed or it is the wrong file"}`
        + (opts.missingColumnAdvice ? `; ${opts.missingColumnAdvice}` : ''));
    }
    const seen = new Set<string>();
    for (const c of cols) {
      if (seen.has(c)) throw new InputError(file, headerAt, `column ${visible(c)} appears twice in the header`);
      seen.add(c);
    }
    // Compared as the source reads its header (CsvOptions.headerKey): a header it reads whole
    // written in other case, or with Sodra's labels worded otherwise, holds no unknown column.
    const keyOf = csv.headerKey ?? ((name: string) => name);
    const known = csv.known ? new Set([...csv.known, ...csv.required.flatMap(acceptedNames)].map(keyOf)) : null;
    const unknown = known ? cols.filter((c) => c !== '' && !known.has(keyOf(c))) : [];
    opts.onHeader?.({ columns: cols, delimiter, unknown, readByCase, line: csv.columns ? undefined : headerAt });
  }

  const toRow = (item: CsvRecord): ReadRow | null => {
    if (!header) {
      // A line of spaces alone before the header is blank, as an empty line is (a file of such
      // lines failed as missing every required column of the header "").
      if (item.fields.length === 1 && item.fields[0]!.replace(/^\uFEFF/, '').trim() === '') return null;
      headerAt = item.line;
      header = item.fields.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
      // A file that ends every line with the delimiter shows it on the header (an empty last
      // name): its rows may then carry exactly that one empty field more; no other file's rows may.
      if (header.length > 1 && header[header.length - 1] === '') { header.pop(); trailing = true; }
      written = header;
      const declared = [...(csv.known ?? []), ...csv.required.flatMap(acceptedNames)];
      const byCase = caseReader(declared, csv.headerKey).read(header);
      if (byCase !== null && 'clash' in byCase) throw new InputError(file, headerAt, `the header holds ${byCase.clash} (header: ${visible(header.join(delimiter))})`);
      if (byCase !== null) { header = byCase.names; readByCase = byCase.readings; }
      width = header.length;
      announce(header);
      return null;
    }
    let values = item.fields;
    if (firstLine && !(values.length === 1 && values[0]!.trim() === '')) {
      firstLine = false;
      const kind = headerLineKind(values, header);
      const names = values.map((v) => visible(v.replace(/^\uFEFF/, '').trim()));
      if (kind === 'otherwise') {
        throw new InputError(file, item.line, `the file has a header line (${names.join(delimiter)}), which this file is published without, `
          + `naming other columns or another order than the documented ${header.join(delimiter)}: read by the documented order, every row would `
          + 'be shifted; the file\'s layout has changed or it is the wrong file');
      }
      if (kind === 'documented') { opts.onHeaderLine?.({ line: item.line, names }); return null; }
    }
    // DOS-era exports (OFAC's sdn.csv) may end with a lone Ctrl-Z end-of-file byte: not a row.
    if (values.length === 1 && values[0]!.trim() === '\u001a') return null;
    if (trailing && values.length === width + 1 && values[width] === '') values = values.slice(0, width);
    if (values.length !== width) throw new InputError(file, item.line, fieldCountReason(values.length, width, item, csv.columns ? { delimiter } : null));
    if (!csv.columns && repeatsHeader(values, written)) {
      throw new InputError(file, item.line, `the header line again (as on line ${headerAt}): two copies of the file joined into one (a download `
        + 'resumed from its start, or files concatenated?); import a single copy of the file');
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < width; i++) row[header[i]!] = values[i]!;
    return { row, line: item.line };
  };

  try {
    for await (const batch of records) {
      const rows: ReadRow[] = [];
      for (const item of batch) {
        const r = toRow(item);
        if (r) rows.push(r);
      }
      if (rows.length > 0) yield rows;
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    if (err instanceof CsvSyntaxError) {
      const otherDelimiter = header === null && headerText !== null ? quotedHeaderNearMiss(csv, headerText, delimiter) : null;
      throw new InputError(file, err.line, otherDelimiter ?? `malformed CSV: ${err.message}`);
    }
    if (err instanceof EncodingError) throw new InputError(file, err.line, err.reason);
    throw err;
  }
  if (!header) throw new InputError(file, null, 'the file has no header line');
}
