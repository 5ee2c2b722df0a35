// Runs a source's pure mappers over a small file the way the pipeline does (rows by header
// name, BOM dropped, the declared legacy encoding when the bytes are not UTF-8, groups by groupKey), so the mapper
// tests need no pipeline. Only for the small fixture files: it reads a file whole.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CsvOptions, Emitted, GroupedRow, MapContext, RecordKinds, Rejected, Row, SourceDefinition, SourceFile } from '../../../src/importers/source.ts';

export const FIXTURES = new URL('../../fixtures/ee/', import.meta.url);
export const SAMPLES = new URL('../../../../shared/data-sources/samples/ee/', import.meta.url);

function decode(bytes: Buffer, encoding: CsvOptions['encoding']): string {
  const legacy = encoding === 'utf8' ? null : encoding.replace('utf8 or ', '');
  let textOf: string;
  try {
    textOf = legacy === encoding ? new TextDecoder(legacy).decode(bytes) : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (err) {
    if (!legacy) throw err;
    textOf = new TextDecoder(legacy).decode(bytes);
  }
  return textOf.replace(/^\ufeff/, '');
}

export function readRows(path: URL | string, file: SourceFile): Row[] {
  const bytes = readFileSync(path);
  if (file.format === 'json-array') return JSON.parse(bytes.toString('utf8')) as Row[];
  const csv = file.csv!;
  return parse(decode(bytes, csv.encoding), { delimiter: csv.delimiter === 'auto' ? undefined : csv.delimiter, columns: true, relax_column_count: true }) as Row[];
}

export interface Mapped { records: Emitted[]; rejects: Array<{ line: number; reason: string }> }

function ctxFor(file: string, line: number): MapContext {
  return { file, line, asOf: null, lookup: () => undefined, warn: () => {} };
}

function collect(out: Mapped, result: Emitted | Emitted[] | Rejected | null, line: number): void {
  if (result === null) return;
  if (Array.isArray(result)) out.records.push(...result);
  else if ('reject' in result) out.rejects.push({ line, reason: result.reject });
  else out.records.push(result);
}

/** Maps every row of the given files (row by row, or grouped when the source groups). */
export function mapFiles(source: SourceDefinition, paths: Array<URL | string>, fileIndex: (name: string) => number = () => 0): Mapped {
  const out: Mapped = { records: [], rejects: [] };
  const groups = new Map<string, GroupedRow[]>();
  for (const path of paths) {
    const name = basename(typeof path === 'string' ? path : path.pathname);
    const file = source.files[fileIndex(name)]!;
    readRows(path, file).forEach((row, i) => {
      const line = i + 2;
      const ctx = ctxFor(name, line);
      if (file.groupKey) {
        const key = file.groupKey(row, ctx);
        if (key === null) return;
        if (typeof key !== 'string') { out.rejects.push({ line, reason: key.reject }); return; }
        const group = groups.get(key) ?? [];
        group.push({ file: name, line, row });
        groups.set(key, group);
      } else {
        collect(out, file.mapRow!(row, ctx), line);
      }
    });
  }
  for (const group of groups.values()) collect(out, source.mapGroup!(group, ctxFor(group[0]!.file, group[0]!.line)), group[0]!.line);
  return out;
}

/** The records of one kind, for a company. */
export function recordsOf<K extends Emitted['kind']>(mapped: Mapped, kind: K, regcode?: string): Array<RecordKinds[K]> {
  return mapped.records
    .filter((e) => e.kind === kind)
    .map((e) => e.record as RecordKinds[K])
    .filter((r) => regcode === undefined || (r as { regcode?: string }).regcode === regcode);
}
