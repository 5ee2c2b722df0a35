// One entry point from an open byte stream to rows, whatever the file's format.
import type { Readable } from 'node:stream';
import type { SourceFile } from '../source.ts';
import { readCsvBatches, type CsvHeader } from './csv.ts';
import { readJsonArray, readNdjson } from './json.ts';
import { InputError } from './errors.ts';
import { EncodingError } from './decode.ts';
import { refuseHtmlPage } from './html-page.ts';

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
  const EXPECTED: Record<SourceFile['format'], string> = { csv: 'CSV file', 'json-array': 'JSON file', ndjson: 'JSON lines file', xml: 'XML file' };
  stream = refuseHtmlPage(stream, displayName, EXPECTED[file.format] ?? 'file');
  switch (file.format) {
    case 'csv': {
      if (!file.csv) throw new Error(`${file.name}: format csv needs csv options`);
      yield* readCsvBatches(stream, { file: displayName, csv: file.csv, onHeader: hooks.onHeader });
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
        if (err instanceof InputError) throw err;
        if (err instanceof EncodingError) throw new InputError(displayName, err.line, err.reason);
        throw new InputError(displayName, index + 1, `malformed XML: ${(err as Error).message}`, 'record');
      }
      return;
    }
    default:
      throw new Error(`${file.name}: unknown format ${(file as SourceFile).format}`);
  }
}

async function* batched(items: AsyncIterable<RecordItem>): AsyncGenerator<RecordItem[]> {
  let batch: RecordItem[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= BATCH) { yield batch; batch = []; }
  }
  if (batch.length > 0) yield batch;
}
