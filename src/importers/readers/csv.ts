// Streaming CSV reader: decodes (BOM dropped, UTF-8 or latin1), sniffs the delimiter from the
// header line, parses RFC 4180 quoting and yields one object per row keyed by
// header name (RFC 4180 tokenizer in csv-tokenizer.ts). A missing required column, a row with the wrong number of fields or a broken
// quote stops the file with its name, line and reason; unknown columns are only reported.
import type { CsvOptions } from '../source.ts';
import { decodeText } from './decode.ts';
import { headerLine, sniffDelimiter } from './sniff.ts';
import { InputError } from './errors.ts';
import { CsvSyntaxError, CsvTokenizer, type CsvRecord } from './csv-tokenizer.ts';

export interface CsvHeader {
  columns: string[];
  delimiter: string;
  encoding: 'utf8' | 'latin1';
  /** Header columns the source does not know (reported, not fatal). */
  unknown: string[];
}

export interface ReadRow { row: Record<string, string>; line: number }

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

/** Row by row (convenient; the pipeline reads batches, which is several times faster). */
export async function* readCsvRows(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  opts: { file: string; csv: CsvOptions; onHeader?: (header: CsvHeader) => void },
): AsyncGenerator<ReadRow> {
  for await (const batch of readCsvBatches(input, opts)) yield* batch;
}

/** The rows of each decoded chunk at once: one await per chunk instead of one per row. */
export async function* readCsvBatches(
  input: AsyncIterable<Buffer | Uint8Array | string>,
  opts: { file: string; csv: CsvOptions; onHeader?: (header: CsvHeader) => void },
): AsyncGenerator<ReadRow[]> {
  const { file, csv } = opts;
  let encoding: 'utf8' | 'latin1' = 'utf8';
  let delimiter: string = csv.delimiter === 'auto' ? ',' : csv.delimiter;
  const text = decodeText(input, csv.encoding, (e) => { encoding = e; });
  const chunks = withHeaderFirst(text, (line) => {
    if (csv.delimiter === 'auto') delimiter = sniffDelimiter(line);
  });
  const tokenizer = { current: null as CsvTokenizer | null };
  const records = (async function* (): AsyncGenerator<CsvRecord[]> {
    let empty = true;
    for await (const chunk of chunks) {
      if (empty && chunk.trim() !== '') empty = false;
      // The first chunk holds the whole header line, so the delimiter is known by now.
      tokenizer.current ??= new CsvTokenizer(delimiter);
      const out: CsvRecord[] = [];
      tokenizer.current.push(chunk, out);
      if (out.length > 0) yield out;
    }
    if (empty) throw new InputError(file, null, 'the file is empty');
    const out: CsvRecord[] = [];
    tokenizer.current?.end(out);
    if (out.length > 0) yield out;
  })();

  let header: string[] | null = csv.columns ? [...csv.columns] : null;
  let width = header ? header.length : 0;
  if (header) announce(header);

  function announce(cols: string[]): void {
    const missing = csv.required.filter((c) => !cols.includes(c));
    if (missing.length > 0) {
      throw new InputError(file, csv.columns ? null : 1,
        `missing required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (header: ${cols.join(delimiter)}); the file's format has changed or it is the wrong file`);
    }
    const seen = new Set<string>();
    for (const c of cols) {
      if (seen.has(c)) throw new InputError(file, 1, `column ${c} appears twice in the header`);
      seen.add(c);
    }
    const known = csv.known ? new Set([...csv.known, ...csv.required]) : null;
    const unknown = known ? cols.filter((c) => c !== '' && !known.has(c)) : [];
    opts.onHeader?.({ columns: cols, delimiter, encoding, unknown });
  }

  const toRow = (item: CsvRecord): ReadRow | null => {
    if (!header) {
      header = item.fields.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
      // A trailing delimiter leaves an empty last header name: that column is dropped.
      while (header.length > 0 && header[header.length - 1] === '') header.pop();
      width = header.length;
      announce(header);
      return null;
    }
    let values = item.fields;
    // DOS-era exports (OFAC's sdn.csv) may end with a lone Ctrl-Z end-of-file byte: not a row.
    if (values.length === 1 && values[0]!.trim() === '\u001a') return null;
    if (values.length > width && values.slice(width).every((v) => v === '')) values = values.slice(0, width);
    if (values.length !== width) {
      throw new InputError(file, item.line,
        `expected ${width} fields as in the header, found ${values.length}${values.length < width ? ' (truncated or malformed row)' : ''}`);
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
    if (err instanceof CsvSyntaxError) throw new InputError(file, err.line, `malformed CSV: ${err.message}`);
    throw err;
  }
  if (!header) throw new InputError(file, null, 'the file has no header line');
}
