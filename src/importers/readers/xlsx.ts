// A streaming reader of one sheet of an XLSX workbook (FID's asset-freeze table): the sheet is
// found by its name (xl/workbook.xml and its relationships), its rows are streamed from the
// archive and read by header name like a CSV file's. A cell is placed by its reference (`C5`),
// since a sheet leaves empty cells out; shared and inline strings are text, a number is kept as
// the text it is stored as (a registration number never becomes a number nor loses a digit),
// and a number whose style shows a date becomes ISO text (xlsx-values.ts).
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';
import { placeEntityFaults, toldXmlFault, xmlFaultOf } from './xml-faults.ts';
import { InputError } from './errors.ts';
import type { CsvHeader } from './csv.ts';
import { caseReader } from './header-case.ts';
import { attributesOf, localName, partPath, readCellShapes, readRelationships, readSharedStrings, readWorkbook } from './xlsx-parts.ts';
import { numericCellText, unescapeOoxml, type NumberShape } from './xlsx-values.ts';

export interface XlsxOptions {
  /** The sheet the rows are on, by its name as the workbook's tab shows it. */
  sheet: string;
  /** Header texts that must be present; a missing one aborts the source. */
  required: string[];
  /** Every header the source knows; others are reported as unknown (a warning). */
  known?: string[];
}

export interface XlsxRow { row: Record<string, string>; line: number }

/** Header and cell texts compared with their runs of white space (a line break in a header cell) as one space. */
export const headerText = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** `C` → 2, `AA` → 26: the column of a cell reference (`C5`), or -1 when it has none. */
export function columnIndex(ref: string): number {
  const letters = /^[A-Za-z]+/.exec(ref)?.[0];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

async function openWorkbook(bytes: Buffer, file: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false });
  } catch (err) {
    throw new InputError(file, null, 'is not an XLSX workbook: it is no zip archive, as a workbook is (another file saved under its name, '
      + `or a download cut short?): download it again (zip reader: ${(err as Error).message})`);
  }
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName.replace(/^\/+/, ''), entry);
  return { zip, entries };
}

/** What to do with a workbook whose XML is malformed. */
const REMAKE = 'the workbook is damaged, or not saved by a spreadsheet program: download it again, or save it again from one';

/** The most a part read whole (workbook, relationships, shared strings, styles) may inflate to. */
const MAX_PART_BYTES = 256 * 1024 * 1024;

/**
 * A part whose packed bytes fail to unpack (zlib's `invalid distance too far back`, yauzl's `too
 * many bytes in the stream`): the workbook was damaged on the way, as a damaged zip member is, and
 * said so with what to do. The sheet's failure reached the report in zlib's words alone, naming
 * no file.
 */
function damagedPart(file: string, path: string, err: unknown): InputError {
  return new InputError(file, null, `the workbook is damaged, its part ${path} cannot be unpacked: download it again `
    + `(unpacking stopped: ${(err as Error).message})`);
}

async function partBytes(zip: ZipFile, entry: Entry, file: string, path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  } catch (err) {
    throw damagedPart(file, path, err);
  }
  return Buffer.concat(chunks);
}

/** Streams the rows of the sheet named `opts.xlsx.sheet`, as header name → text; `line` is the sheet's row number. */
export async function* readXlsxRows(
  bytes: Buffer,
  opts: { file: string; xlsx: XlsxOptions; onHeader?: (header: CsvHeader) => void },
): AsyncGenerator<XlsxRow> {
  const { file, xlsx } = opts;
  const { zip, entries } = await openWorkbook(bytes, file);
  try {
    const part = async (path: string, what: string) => {
      const entry = entries.get(path);
      if (!entry) return null;
      // A part's size is checked as declared before it is inflated (yauzl holds the stream to it).
      if (entry.uncompressedSize > MAX_PART_BYTES) {
        throw new InputError(file, null, `${what} (${path}) cannot be read: it inflates to ${entry.uncompressedSize} bytes, more than the ${MAX_PART_BYTES / 1024 / 1024} MiB read`);
      }
      const bytes = await partBytes(zip, entry, file, path);
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch (err) {
        throw new InputError(file, null, `${what} (${path}) cannot be read: it holds bytes that are not UTF-8, as a workbook's parts are `
          + `(the workbook is damaged, or not saved by a spreadsheet program): save it again from one, or download it again (${(err as Error).message})`);
      }
    };
    const parsed = <T>(path: string, what: string, read: () => T): T => {
      try { return read(); } catch (err) {
        throw new InputError(file, null, `${what} (${path}): the part's XML is malformed, at ${toldXmlFault(xmlFaultOf(err, { line: 0, column: null }), { todo: REMAKE })}`);
      }
    };
    const workbookXml = await part('xl/workbook.xml', 'the workbook');
    if (workbookXml === null) throw new InputError(file, null, 'is not an XLSX workbook (it holds no xl/workbook.xml)');
    const workbook = parsed('xl/workbook.xml', 'the workbook', () => readWorkbook(workbookXml));
    const relsXml = await part('xl/_rels/workbook.xml.rels', 'the workbook relationships');
    const rels = relsXml === null ? new Map() : parsed('xl/_rels/workbook.xml.rels', 'the workbook relationships', () => readRelationships(relsXml, 'xl'));
    const relId = workbook.sheets.get(xlsx.sheet);
    if (relId === undefined) {
      const names = [...workbook.sheets.keys()].map((n) => `"${n}"`).join(', ');
      throw new InputError(file, null, `has no sheet "${xlsx.sheet}" (its sheets: ${names || 'none'}); the file's layout has changed or it is the wrong file`);
    }
    const sheetPath = rels.get(relId)?.target;
    const sheetEntry = sheetPath === undefined ? undefined : entries.get(sheetPath);
    if (!sheetEntry) throw new InputError(file, null, `sheet "${xlsx.sheet}" points to ${sheetPath ?? `relationship ${relId}`}, which the archive does not hold`);
    const target = (type: string, fallback: string) => [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target ?? fallback;
    const stringsPath = target('sharedStrings', 'xl/sharedStrings.xml');
    const stylesPath = target('styles', 'xl/styles.xml');
    const stringsXml = await part(stringsPath, 'the shared strings');
    const strings = stringsXml === null ? [] : parsed(stringsPath, 'the shared strings', () => readSharedStrings(stringsXml));
    const stylesXml = await part(stylesPath, 'the styles');
    const shapes = stylesXml === null ? [] : parsed(stylesPath, 'the styles', () => readCellShapes(stylesXml));
    const where = `${file}, sheet ${xlsx.sheet}`;
    const stream = await zip.openReadStreamPromise(sheetEntry);
    const damaged = (err: unknown) => damagedPart(file, sheetEntry.fileName, err);
    yield* byHeader(sheetRows(stream, { where, strings, shapes, date1904: workbook.date1904, damaged }), where, xlsx, opts.onHeader);
  } finally {
    zip.close();
  }
}

interface SheetContext {
  where: string; strings: string[]; shapes: NumberShape[]; date1904: boolean;
  /** The failure of a sheet whose packed bytes fail to unpack. */
  damaged: (err: unknown) => InputError;
}

/** The sheet's rows as the texts of their cells, by column (gaps for cells left out), with the row number. */
async function* sheetRows(stream: Readable, ctx: SheetContext): AsyncGenerator<{ cells: string[]; line: number }> {
  const parser = new SaxesParser({ xmlns: false });
  placeEntityFaults(parser);
  const ready: Array<{ cells: string[]; line: number }> = [];
  let rowNumber = 0;
  let inRow = false;
  // The row a fault of the sheet's XML falls in: the one open, else the next (the sheet cut between rows).
  const faultRow = () => (inRow ? rowNumber : rowNumber + 1);
  let cells: string[] = [];
  let column = -1;
  let cell: { type: string; style: number; ref: string } | null = null;
  let value = '';
  let inline = '';
  let capture: 'v' | 't' | null = null;
  let phonetic = 0;
  let failure: InputError | null = null;

  const cellText = (): string => {
    const c = cell!;
    if (c.type !== 'inlineStr' && value.trim() === '') return '';
    switch (c.type) {
      case 's': {
        const i = Number(value);
        const s = Number.isInteger(i) ? ctx.strings[i] : undefined;
        if (s === undefined) throw new InputError(ctx.where, rowNumber, `cell ${c.ref} points to shared string ${value}, which the workbook does not hold`, 'row');
        return s;
      }
      case 'inlineStr': return unescapeOoxml(inline);
      case 'str': case 'e': return unescapeOoxml(value);
      case 'b': return value === '1' || value === 'true' ? 'TRUE' : value === '' ? '' : 'FALSE';
      case 'd': return value.replace(/T00:00:00(?:\.0+)?Z?$/, '');
      default: return numericCellText(value.trim(), ctx.shapes[c.style] ?? 'number', ctx.date1904);
    }
  };

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'row') {
      const a = attributesOf(tag);
      rowNumber = a.r !== undefined && /^\d+$/.test(a.r) ? Number(a.r) : rowNumber + 1;
      inRow = true;
      cells = [];
      column = -1;
    } else if (name === 'c') {
      const a = attributesOf(tag);
      const fromRef = a.r === undefined ? -1 : columnIndex(a.r);
      column = fromRef >= 0 ? fromRef : column + 1;
      cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), ref: a.r ?? `column ${column + 1}` };
      value = '';
      inline = '';
    } else if (cell !== null) {
      if (name === 'v') capture = 'v';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) capture = 't';
    }
    if (tag.isSelfClosing) close(name);
  });
  const close = (name: string) => {
    if (name === 'c' && cell !== null) {
      try {
        cells[column] = cellText();
      } catch (err) {
        failure ??= err as InputError;
      }
      cell = null;
    } else if (name === 'row') {
      inRow = false;
      ready.push({ cells, line: rowNumber });
    } else if (name === 'v' || name === 't') capture = null;
    else if (name === 'rPh') phonetic -= 1;
  };
  parser.on('closetag', (tag) => { if (!tag.isSelfClosing) close(localName(tag.name)); });
  const onText = (t: string) => {
    if (capture === 'v') value += t;
    else if (capture === 't') inline += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  const decoder = new TextDecoder('utf-8', { fatal: true });
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      throw new InputError(ctx.where, faultRow(), `the sheet's XML is malformed, at ${toldXmlFault(xmlFaultOf(err, { line: parser.line, column: parser.column }), { todo: REMAKE })}`, 'row');
    }
    if (failure) throw failure;
  };
  // The chunks as unpacked: an error of the stream itself is the archive's damage, not the sheet's XML.
  async function* unpacked(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } catch (err) {
      throw ctx.damaged(err);
    }
  }
  try {
    for await (const chunk of unpacked()) {
      let text: string;
      try { text = decoder.decode(chunk as Buffer, { stream: true }); } catch {
        throw new InputError(ctx.where, faultRow(), 'the sheet holds bytes that are not UTF-8', 'row');
      }
      feed(text);
      while (ready.length > 0) yield ready.shift()!;
    }
    feed(decoder.decode());
    try { parser.close(); } catch (err) {
      throw new InputError(ctx.where, faultRow(), `the sheet's XML ends too soon, at ${toldXmlFault(xmlFaultOf(err, { line: parser.line, column: parser.column }), { todo: 'the workbook is cut short or damaged: download it again' })}`, 'row');
    }
    while (ready.length > 0) yield ready.shift()!;
  } finally {
    stream.destroy();
  }
}

/**
 * Rows by header name: the first row with any text is the header; rows with no text are left
 * out; a cell left out of a row is ''. A missing required header stops the file at the header row.
 */
async function* byHeader(
  rows: AsyncIterable<{ cells: string[]; line: number }>, where: string, xlsx: XlsxOptions, onHeader?: (header: CsvHeader) => void,
): AsyncGenerator<XlsxRow> {
  let header: string[] | null = null;
  for await (const { cells, line } of rows) {
    const texts = Array.from(cells, (c) => c ?? '');
    if (!texts.some((t) => t.trim() !== '')) continue;
    if (header === null) {
      header = texts.map(headerText);
      // A header written in other letter case (a re-save) is read as the CSV header is (readers/header-case.ts).
      const byCase = caseReader([...(xlsx.known ?? []), ...xlsx.required].map(headerText)).read(header);
      if (byCase !== null && 'clash' in byCase) {
        throw new InputError(where, line, `the header holds ${byCase.clash} (header: ${header.filter(Boolean).map((h) => `"${h}"`).join(', ')})`, 'row');
      }
      const readByCase = byCase?.readings ?? [];
      if (byCase !== null) header = byCase.names;
      const present = new Set(header);
      const missing = xlsx.required.filter((c) => !present.has(headerText(c)));
      if (missing.length > 0) {
        throw new InputError(where, line, `missing required column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} `
          + `(header: ${header.filter(Boolean).map((h) => `"${h}"`).join(', ')}); the file's format has changed or it is the wrong file`, 'row');
      }
      const known = xlsx.known ? new Set([...xlsx.known, ...xlsx.required].map(headerText)) : null;
      onHeader?.({ columns: header, delimiter: '', unknown: known ? header.filter((h) => h !== '' && !known.has(h)) : [], readByCase, line });
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => { if (name !== '' && !(name in row)) row[name] = texts[i] ?? ''; });
    yield { row, line };
  }
  if (header === null) throw new InputError(where, null, 'the sheet holds no header row (it is empty)');
}
