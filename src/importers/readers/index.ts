// One entry point from an open byte stream to rows, whatever the file's format.
import type { Readable } from 'node:stream';
import type { SourceFile } from '../source.ts';
import { readCsvBatches, type CsvHeader, type PassedHeaderLine } from './csv.ts';
import { readJsonArray, readNdjson } from './json.ts';
import { InputError } from './errors.ts';
import { EncodingError } from './decode.ts';
import { refuseWrongContent } from './html-page.ts';
import { readXlsxRows } from './xlsx.ts';
import { DamagedZipMember } from './zip.ts';

export { InputError } from './errors.ts';
export type { CsvHeader } from './csv.ts';

export interface RecordItem { row: Record<string, unknown>; line: number }

type XmlReader = (
  stream: Readable, recordElement: string, options?: { onRoot?: (name: string, attributes: Record<string, string>) => void },
) => AsyncIterable<Record<string, unknown>>;

async function loadXmlReader(): Promise<XmlReader> {
  // readers/xml.ts is written separately (saxes); resolved at run time so this file builds without it.
  const spec = './xml.ts';
  try {
    const mod = await import(spec) as { readXmlRecords?: XmlReader };
    if (typeof mod.readXmlRecords !== 'function') throw new Error('no readXmlRecords export');
    return mod.readXmlRecords;
  } catch (err) {
    throw new Error(`xml reader missing (src/importers/readers/xml.ts: ${(err as Error).message})`);
  }
}

/** Row by row, for callers that do not care about throughput. */
export async function* readRecords(
  stream: Readable,
  file: SourceFile,
  displayName: string,
  hooks: ReadHooks = {},
): AsyncGenerator<RecordItem> {
  for await (const batch of readRecordBatches(stream, file, displayName, hooks)) yield* batch;
}

export interface ReadHooks {
  onHeader?: (header: CsvHeader) => void;
  /** A header-less CSV file's first line named its columns and was passed over. */
  onHeaderLine?: (passed: PassedHeaderLine) => void;
  onRoot?: (name: string, attributes: Record<string, string>) => void;
}

const BATCH = 512;

/** Rows in batches: CSV by decoded chunk, other formats gathered in groups of up to 512. */
export async function* readRecordBatches(
  stream: Readable,
  file: SourceFile,
  displayName: string,
  hooks: ReadHooks = {},
): AsyncGenerator<RecordItem[]> {
  const EXPECTED: Record<SourceFile['format'], string> = {
    csv: 'CSV file', 'json-array': 'JSON file', ndjson: 'JSON lines file', xml: 'XML file', xlsx: 'XLSX workbook',
  };
  stream = refuseWrongContent(stream, displayName, EXPECTED[file.format] ?? 'file');
  switch (file.format) {
    case 'csv': {
      if (!file.csv) throw new Error(`${file.name}: format csv needs csv options`);
      yield* readCsvBatches(stream, {
        file: displayName, csv: withReadByRequired(file), onHeader: hooks.onHeader, onHeaderLine: hooks.onHeaderLine,
        missingColumnAdvice: unconfirmedHeaderAdvice(file, displayName),
      });
      return;
    }
    case 'json-array':
      yield* batched(readJsonArray(stream, { file: displayName, path: file.jsonPath }));
      return;
    case 'ndjson':
      yield* batched(readNdjson(stream, { file: displayName }));
      return;
    case 'xml': {
      if (!file.xmlRecord) throw new Error(`${file.name}: format xml needs xmlRecord`);
      const read = await loadXmlReader();
      let index = 0;
      let batch: RecordItem[] = [];
      try {
        for await (const row of read(stream, file.xmlRecord, { onRoot: hooks.onRoot })) {
          index += 1;
          batch.push({ row, line: index });
          if (batch.length >= BATCH) { yield batch; batch = []; }
        }
        if (batch.length > 0) yield batch;
      } catch (err) {
        if (err instanceof InputError || err instanceof DamagedZipMember) throw err;
        if (err instanceof EncodingError) throw new InputError(displayName, err.line, err.reason);
        if (err instanceof Error && err.name === 'XmlFileFault') throw new InputError(displayName, null, err.message);
        // Named by the line (and column) the parser stopped at, which an editor opens, in plain words.
        if (err instanceof Error && err.name === 'XmlSyntaxError') {
          const fault = err as Error & { line: number; column: number | null; reason: string };
          throw new InputError(displayName, fault.line, fault.reason, 'line', fault.column);
        }
        throw new InputError(displayName, index + 1, `the XML cannot be read: ${(err as Error).message}`, 'record');
      }
      return;
    }
    case 'xlsx': {
      if (!file.xlsx) throw new Error(`${file.name}: format xlsx needs xlsx options`);
      // A workbook is an archive whose index sits at its end: its bytes are held (the sheet's
      // rows are still streamed out of them), within a bound no sanctions table comes near.
      const bytes = await wholeFile(stream, displayName, MAX_WORKBOOK_BYTES);
      yield* batched(readXlsxRows(bytes, { file: displayName, xlsx: file.xlsx, onHeader: hooks.onHeader }));
      return;
    }
    default:
      throw new Error(`${file.name}: unknown format ${(file as SourceFile).format}`);
  }
}

/**
 * A file's CSV options with the columns the file itself is read by required: the one its rows are
 * told apart by (SourceFile.rowId, UR's `id`): renamed, it was read as empty in every row, so no
 * repeat was caught, and UR's members and stockholders lost their joint holdings, each
 * JOINT_OWNERS row rejected as `joint owners not found` (its owners are found by it), a few among
 * a national file's rows, published without them; and the one that dates the file
 * (SourceFile.asOfColumn, JAR's `formavimo_data`, EMTA's `Andmed on seisuga`): renamed, the data
 * was dated the day of its download or copy, served to every client as the register's day, and no
 * old download could be told (checkNotOlder judges the day a file states).
 */
function withReadByRequired(file: SourceFile): NonNullable<SourceFile['csv']> {
  const csv = file.csv!;
  const held = (entry: string | readonly string[]) => csv.required.some((r) => JSON.stringify(r) === JSON.stringify(entry));
  const extra = [file.rowId, file.asOfColumn].filter((entry): entry is string | string[] => entry !== undefined && !held(entry));
  return extra.length === 0 ? csv : { ...csv, required: [...csv.required, ...extra] };
}

/**
 * What a header lacking a required column adds where the file was read under a name whose header
 * is not confirmed (SourceFile.confirmedName: EMTA's Estonian file, read where the page links it
 * alone): the column may only be named otherwise there, and the confirmed file is the one to read.
 */
function unconfirmedHeaderAdvice(file: SourceFile, displayName: string): string | undefined {
  const confirmed = file.confirmedName;
  if (confirmed === undefined || displayName.toLowerCase().includes(confirmed.toLowerCase())) return undefined;
  return `only the header of ${confirmed}, the same file under another name, is confirmed against the published file: import that one in its place`;
}

/** The most bytes a workbook may have (its archive is read from memory). */
export const MAX_WORKBOOK_BYTES = 64 * 1024 * 1024;

async function wholeFile(stream: Readable, displayName: string, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new InputError(displayName, null, `is larger than the ${max / 1024 / 1024} MiB a workbook is read up to`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function* batched(items: AsyncIterable<RecordItem>): AsyncGenerator<RecordItem[]> {
  let batch: RecordItem[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= BATCH) { yield batch; batch = []; }
  }
  if (batch.length > 0) yield batch;
}
