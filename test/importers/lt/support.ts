// Test support for the LT and FI source mappers: where the shared real samples are, a small CSV
// reader (tests only: the samples and fixtures are a few lines), and a MapContext with lookups.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Emitted, MapContext, MapResult, RecordKind, RecordKinds, Row, SourceDefinition } from '../../../src/importers/source.ts';

export const fixturesDir = (country: 'lt' | 'fi') => fileURLToPath(new URL(`../../fixtures/${country}/`, import.meta.url));

/** The shared samples folder of one country, or null (the tests then skip with a reason). */
export function samplesDir(country: 'lt' | 'fi'): string | null {
  // The samples sit beside the repository: <repo>/../shared/data-sources/samples/<country>/.
  const dir = fileURLToPath(new URL(`../../../../shared/data-sources/samples/${country}/`, import.meta.url));
  return existsSync(dir) ? dir : null;
}

export const NO_SAMPLES = 'the shared samples folder ../shared/data-sources/samples is not present';

/** Rows of a small CSV file by header name (BOM dropped), as the pipeline's reader gives them. */
export function readCsv(path: string, delimiter: string): Row[] {
  return parse(readFileSync(path), { columns: true, delimiter, bom: true, relax_column_count: true }) as Row[];
}

export function makeContext(file: string, lookups: Record<string, Record<string, Row[]>> = {}, asOf: string | null = null): MapContext {
  return { file, line: 2, asOf, lookup: (f, key) => lookups[f]?.[key], warn: () => {} };
}

/** Indexes lookup rows by a column, as SourceFile.lookupKey does. */
export function indexBy(rows: Row[], column: string): Record<string, Row[]> {
  const out: Record<string, Row[]> = {};
  for (const r of rows) (out[String(r[column])] ??= []).push(r);
  return out;
}

export function emitted(result: MapResult): Emitted[] {
  if (result === null) return [];
  if (Array.isArray(result)) return result;
  if ('reject' in result) throw new Error(`expected records, got reject: ${result.reject}`);
  return [result];
}

export function recordsOf<K extends RecordKind>(result: MapResult, kind: K): Array<RecordKinds[K]> {
  return emitted(result).filter((e) => e.kind === kind).map((e) => e.record as RecordKinds[K]);
}

export function rejectOf(result: MapResult): string | null {
  return result !== null && !Array.isArray(result) && 'reject' in result ? result.reject : null;
}

/** What the pipeline does with SourceFile.groupKey: collects rows by key, counts rejects per reason. */
export function groupByKey(
  files: Array<{ file: string; rows: Row[] }>,
  keyOf: (row: Row, ctx: MapContext) => string | { reject: string } | null,
): { groups: Map<string, Array<{ file: string; line: number; row: Row }>>; rejects: string[] } {
  const groups = new Map<string, Array<{ file: string; line: number; row: Row }>>();
  const rejects: string[] = [];
  for (const { file, rows } of files) {
    rows.forEach((row, i) => {
      const key = keyOf(row, makeContext(file));
      if (key === null) return;
      if (typeof key !== 'string') { rejects.push(`${file}:${i + 2}: ${key.reject}`); return; }
      let list = groups.get(key);
      if (!list) groups.set(key, (list = []));
      list.push({ file, line: i + 2, row });
    });
  }
  return { groups, rejects };
}

/** The fixtures are a few rows with deliberate junk: bounds sized for them, not for the nation. */
export const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
