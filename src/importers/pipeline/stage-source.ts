// Streams a source's files into its staging area: lookup files first (staged by key), then each
// main file row by row through the source's pure mapper. Rejected rows are counted by reason
// with a few example lines; bad input (a broken file) throws an InputError naming file and line.
import { Readable } from 'node:stream';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import type { StagingArea } from '../../store/staging.ts';
import { readRecords, InputError } from '../readers/index.ts';
import { openLocated, type LocatedFile } from './files.ts';
import type { Progress } from './progress.ts';

export interface StageOutcome {
  rowsRead: number;
  rejected: number;
  rejects: Record<string, number>;
  /** Up to 5 `file:line` examples per reject reason. */
  rejectExamples: Record<string, string[]>;
  /** Unknown header columns, by file. */
  unknownColumns: Record<string, string[]>;
  /** Rows read per file. */
  fileRows: Record<string, number>;
}

const EXAMPLES = 5;

async function* countingBytes(stream: Readable, onBytes: (n: number) => void): AsyncGenerator<Buffer> {
  let n = 0;
  for await (const chunk of stream) {
    n += (chunk as Buffer).length;
    onBytes(n);
    yield chunk as Buffer;
  }
}

function pick(row: Row, columns: string[] | undefined): Row {
  if (!columns) return row;
  const out: Row = {};
  for (const c of columns) if (c in row) out[c] = row[c];
  return out;
}

export async function stageSource(opts: {
  def: SourceDefinition;
  files: LocatedFile[];
  staging: StagingArea;
  asOf: string | null;
  progress: Progress;
}): Promise<StageOutcome> {
  const { def, files, staging, progress } = opts;
  const out: StageOutcome = { rowsRead: 0, rejected: 0, rejects: {}, rejectExamples: {}, unknownColumns: {}, fileRows: {} };
  const reject = (reason: string, where: string) => {
    out.rejected += 1;
    out.rejects[reason] = (out.rejects[reason] ?? 0) + 1;
    const ex = (out.rejectExamples[reason] ??= []);
    if (ex.length < EXAMPLES) ex.push(where);
  };

  const ordered = [...files.filter((f) => !f.def.mapRow), ...files.filter((f) => f.def.mapRow)];
  for (const file of ordered) {
    let bytes = 0;
    let rows = 0;
    progress.file(def.id, file.displayName, file.size || null);
    const raw = await openLocated(file);
    const stream = Readable.from(countingBytes(raw, (n) => { bytes = n; }));
    const records = readRecords(stream, file.def, file.displayName, {
      onHeader: (h) => { if (h.unknown.length > 0) out.unknownColumns[file.displayName] = h.unknown; },
    });
    try {
      if (!file.def.mapRow) {
        const keyOf = file.def.lookupKeyOf ?? ((row: Row) => {
          const v = row[file.def.lookupKey ?? ''];
          return v === undefined || v === null ? null : String(v).trim();
        });
        if (!file.def.lookupKeyOf && !file.def.lookupKey) throw new Error(`${def.id}: file ${file.def.name} has neither mapRow nor lookupKey`);
        const lookup = staging.openLookup(file.def.name);
        for await (const { row } of records) {
          rows += 1;
          const key = keyOf(row);
          if (key) lookup.add(key, pick(row, file.def.lookupColumns));
          if ((rows & 1023) === 0) progress.advance(bytes, rows);
        }
        lookup.close();
      } else {
        const ctx: MapContext = {
          file: file.displayName, line: 0, asOf: opts.asOf,
          lookup: (name, key) => staging.lookup(name, key),
        };
        for await (const { row, line } of records) {
          rows += 1;
          out.rowsRead += 1;
          ctx.line = line;
          let result: MapResult;
          try {
            result = file.def.mapRow(row, ctx);
          } catch (err) {
            if (err instanceof InputError) throw err;
            throw new InputError(file.displayName, line, `row could not be mapped: ${(err as Error).message}`);
          }
          if (result === null) continue;
          if ('reject' in result) { reject(result.reject, `${file.displayName}:${line}`); continue; }
          const emitted = Array.isArray(result) ? result : [result];
          for (const e of emitted) {
            const problem = staging.insert(e.kind, e.record as unknown as Record<string, unknown>, line);
            if (problem === null) continue;
            if (problem.startsWith('the source does not declare')) throw new Error(`${def.id}: ${problem}`);
            reject(`invalid ${e.kind}: ${problem}`, `${file.displayName}:${line}`);
          }
          if ((rows & 1023) === 0) progress.advance(bytes, rows);
        }
      }
    } finally {
      raw.destroy();
    }
    out.fileRows[file.displayName] = rows;
    progress.advance(bytes, rows);
    progress.done();
  }
  staging.flush();
  return out;
}
