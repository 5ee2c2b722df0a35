// Streams a source's files into its staging area: lookup files first (staged by key), then each
// main file row by row through the source's pure mapper. Rejected rows are counted by reason
// with a few example lines; values a kept row goes without (MapContext.warn) are counted the same
// way, and so are rows left out on purpose (MapContext.skip); bad input (a broken file) throws an
// InputError naming file and line.
import { Readable } from 'node:stream';
import type { MapContext, MapResult, Row, SourceDefinition, SourceFile, WarningHow } from '../source.ts';
import type { StagingArea } from '../../store/staging.ts';
import { readRecordBatches, InputError } from '../readers/index.ts';
import { openLocated, placeOf, type LocatedFile } from './files.ts';
import { DamagedZipMember, zipMemberDamage } from '../readers/zip.ts';
import { headerText } from '../readers/xlsx.ts';
import type { Progress } from './progress.ts';
import { parseDate } from '../../domain/dates.ts';
import { caseReadNote, checkedRecordKeys } from './record-keys.ts';
import type { UnreadCodeRow } from './unread-codes.ts';
import { rejectExample, rejectKind } from './reject-kind.ts';

export interface StageOutcome {
  rowsRead: number;
  rejected: number;
  /** Rejected rows by the kind of their reason, its quoted value left out (reject-kind.ts). */
  rejects: Record<string, number>;
  /** Up to 5 examples per reject kind: `file:line` and the value quoted, where the reason quotes one. */
  rejectExamples: Record<string, string[]>;
  /** Rows kept without a value they held (MapContext.warn), by reason. */
  warned: Record<string, number>;
  /** Up to 5 `file:line detail` examples per warning reason. */
  warnExamples: Record<string, string[]>;
  /** Rows left out on purpose (MapContext.skip, the mapper returning null), by reason. */
  skipped: Record<string, number>;
  /** Up to 5 `file:line detail` examples per skip reason. */
  skipExamples: Record<string, string[]>;
  /** Unknown header columns, by file. */
  unknownColumns: Record<string, string[]>;
  /**
   * Columns a CSV file's source knows (its documented header) that its header lacks, by file:
   * where a column renamed or dropped is to be looked for (checkEmptiedColumns names the file).
   */
  absentColumns: Record<string, string[]>;
  /** What the reading of a file passed over and the report tells (a header line atop a header-less file). */
  notes: string[];
  /** Rows read per file. */
  fileRows: Record<string, number>;
  /**
   * The files the rejects came from: each rejected row's own file and the lookup files its mapper
   * read for it (a reject may be a lookup's doing), so a failed reject rate names the files it
   * judged (shared-files.ts holds back only the sources reading them).
   */
  rejectedIn: string[];
  /** The same per warning reason, for the rows kept without a value. */
  warnedIn: Record<string, string[]>;
  /** The warning reasons of values restored, not lost (MapContext.warn's `restored`). */
  restoredReasons: string[];
  /** The question each warning reason asks of the file where its mapper gave one (MapContext.warn's `question`). */
  warnQuestions: Record<string, string>;
  /** The registration codes of the rows rejected with one (Rejected.regcode): companies the file lists, unread. */
  rejectedCompanies: string[];
  /** Per file, by its display name, its rows rejected and their kinds, each with its first examples (checkFileRejects). */
  fileRejects: Record<string, FileRejects>;
  /** The rows rejected as their registration code could not be read (Rejected.unreadCode), where each is and what else it says. */
  unreadCodeRows: UnreadCodeRow[];
  /** The main files, whose rows rowsRead counts (a lookup file's rows are only in fileRows). */
  mainFiles: string[];
  /** The file's own date where it states one (XML root attributes), else null. */
  asOf: string | null;
  /**
   * The newest date a file states of itself (an XML root attribute, a column such as JAR's
   * formavimo_data), else null: unlike a modification time or the latest change a row records,
   * a file of an older day always states an older one (checkNotOlder).
   */
  statedAsOf: string | null;
}

const EXAMPLES = 5;

/** The examples a failure message gives of a reject kind: a message is one line, read whole. */
export const FAILURE_EXAMPLES = 3;

/** A file's rejected rows: how many, and per reject kind how many with the first few places and values. */
export interface FileRejects { rejected: number; reasons: Record<string, { n: number; examples: string[] }> }

/**
 * A file of the source that could not be read or whose row could not be mapped, with the error
 * as it was told (its message unchanged): the file the failure is that file's, so another source
 * of the command that reads it must not publish either (shared-files.ts).
 */
export class FileReadFailure extends Error {
  readonly file: LocatedFile;
  constructor(file: LocatedFile, cause: unknown) {
    super((cause as Error)?.message ?? String(cause), { cause });
    this.name = 'FileReadFailure';
    this.file = file;
  }
}

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
  const out: StageOutcome = { rowsRead: 0, rejected: 0, rejects: {}, rejectExamples: {}, warned: {}, warnExamples: {}, skipped: {}, skipExamples: {}, unknownColumns: {}, absentColumns: {}, notes: [], fileRows: {}, rejectedIn: [], warnedIn: {}, restoredReasons: [], warnQuestions: {}, rejectedCompanies: [], unreadCodeRows: [], fileRejects: {}, mainFiles: [], asOf: null, statedAsOf: null };
  // The lookup files the mapper read for the row (or group) being mapped, by their display names.
  const consulted = new Set<string>();
  const lookupNames = new Map<string, string[]>();
  for (const f of files) lookupNames.set(f.def.name, [...(lookupNames.get(f.def.name) ?? []), f.displayName]);
  const lookup = (name: string, key: string) => {
    for (const n of lookupNames.get(name) ?? []) consulted.add(n);
    return staging.lookup(name, key);
  };
  const implicate = (into: string[], rowFiles: string[]) => {
    for (const n of [...rowFiles, ...consulted]) if (!into.includes(n)) into.push(n);
  };
  // Counted by kind (reject-kind.ts): the value a reason quotes goes into its examples.
  const reject = (reason: string, where: string, rowFiles: string[]) => {
    implicate(out.rejectedIn, rowFiles);
    out.rejected += 1;
    const { kind, value } = rejectKind(reason);
    const example = rejectExample(where, value);
    out.rejects[kind] = (out.rejects[kind] ?? 0) + 1;
    const ex = (out.rejectExamples[kind] ??= []);
    if (ex.length < EXAMPLES) ex.push(example);
    // The row's own file comes first of the files it implicates.
    const own = rowFiles[0];
    if (own !== undefined) {
      const f = (out.fileRejects[own] ??= { rejected: 0, reasons: {} });
      f.rejected += 1;
      const r = (f.reasons[kind] ??= { n: 0, examples: [] });
      r.n += 1;
      if (r.examples.length < FAILURE_EXAMPLES) r.examples.push(example);
    }
  };

  // A row's warnings count only once it is staged: a rejected row is reported once, as a reject.
  const pending: Array<{ reason: string; detail: string; how: WarningHow }> = [];
  const warn = (reason: string, detail: string, how: WarningHow = {}) => { pending.push({ reason, detail, how }); };
  const commitWarnings = (where: string, staged: boolean, rowFiles: string[]) => {
    if (staged) for (const { reason, detail, how } of pending) {
      if (how.restored && !out.restoredReasons.includes(reason)) out.restoredReasons.push(reason);
      if (how.question !== undefined) out.warnQuestions[reason] ??= how.question;
      implicate(out.warnedIn[reason] ??= [], rowFiles);
      out.warned[reason] = (out.warned[reason] ?? 0) + 1;
      const ex = (out.warnExamples[reason] ??= []);
      if (ex.length < EXAMPLES) ex.push(`${where} ${detail}`);
    }
    pending.length = 0;
  };
  // A skip counts only for a row the mapper then left out (null): one it staged or rejected after
  // all is counted as that.
  const pendingSkips: Array<{ reason: string; detail: string }> = [];
  const skip = (reason: string, detail: string) => { pendingSkips.push({ reason, detail }); };
  const commitSkips = (where: string, left: boolean) => {
    if (left) for (const { reason, detail } of pendingSkips) {
      out.skipped[reason] = (out.skipped[reason] ?? 0) + 1;
      const ex = (out.skipExamples[reason] ??= []);
      if (ex.length < EXAMPLES) ex.push(`${where} ${detail}`);
    }
    pendingSkips.length = 0;
  };

  // Where a row is, as the report names it: a CSV file's line (`register.csv:12`); the readers
  // number the rows of JSON and XML by record, which is no line of the file: `all_companies.json
  // record 10` (an operator opened line 10 of a pretty-printed file and found another company).
  const units = new Map(files.map((f) => [f.displayName, rowUnit(f.def)]));
  const unitOf = (name: string) => units.get(name) ?? 'line';
  const at = (name: string, line: number) => placeOf(name, line, unitOf(name));

  const isLookup = (f: LocatedFile) => !f.def.mapRow && !f.def.groupKey;
  const ordered = [...files.filter(isLookup), ...files.filter((f) => !isLookup(f))];
  let asOf = opts.asOf;
  // A file that dates itself (its root, a column): its rows carry that date, and the source's
  // is its newest file's (the yearly files of financials).
  const fileDated = (day: string) => {
    asOf = day;
    if (out.asOf === null || day > out.asOf) out.asOf = day;
    if (out.statedAsOf === null || day > out.statedAsOf) out.statedAsOf = day;
  };
  // A file dated by its rows' last changes (SourceFile.asOfLatest): known after its last row, it
  // dates the source, not the rows read before it (the reading day stays the file's own).
  const fileDatedByRows = (day: string) => {
    if (out.asOf === null || day > out.asOf) out.asOf = day;
  };
  const stageEmitted = (result: MapResult, where: string, file: string, line: number, rowFiles: string[]) => {
    commitWarnings(where, result !== null && !('reject' in result), rowFiles);
    commitSkips(where, result === null);
    if (result === null) return;
    if ('reject' in result) {
      reject(result.reject, where, rowFiles);
      if (result.regcode !== undefined) out.rejectedCompanies.push(result.regcode);
      if (result.unreadCode !== undefined) out.unreadCodeRows.push({ where, reason: result.reject, ...result.unreadCode });
      return;
    }
    const emitted = Array.isArray(result) ? result : [result];
    for (const e of emitted) {
      const problem = staging.insert(e.kind, e.record as unknown as Record<string, unknown>, line, file);
      if (problem === null) continue;
      if (problem.startsWith('the source does not declare')) throw new Error(`${def.id}: ${problem}`);
      reject(`invalid ${e.kind}: ${problem}`, where, rowFiles);
    }
  };
  for (const file of ordered) {
    let bytes = 0;
    let rows = 0;
    const repeated = repeatCheck(file.def.rowId);
    progress.file(def.id, file.displayName, file.size || null);
    const raw = await openLocated(file).catch((err: unknown) => { throw new FileReadFailure(file, err); });
    const stream = Readable.from(countingBytes(raw, (n) => { bytes = n; }));
    let undated: InputError | null = null;
    const batches = readRecordBatches(stream, file.def, file.displayName, {
      onHeader: (h) => {
        if (h.unknown.length > 0) out.unknownColumns[file.displayName] = h.unknown;
        if (h.readByCase && h.readByCase.length > 0) {
          out.notes.push(caseReadNote(file.displayName, h.line ?? null, 'column', h.readByCase, file.def.format === 'xlsx' ? 'row' : 'line'));
        }
        const csv = file.def.format === 'csv' ? file.def.csv : undefined;
        // A workbook's header too: FID's freeze table without its country column was read with
        // every entry's country empty, and nothing said so.
        const xlsx = file.def.format === 'xlsx' ? file.def.xlsx : undefined;
        // A column required under several names is present under one of them (the header check).
        const names = csv?.required.filter((r): r is string => typeof r === 'string') ?? xlsx?.required ?? [];
        // Compared as the source reads its header (CsvOptions.headerKey), as the required ones are.
        const keyOf = csv?.headerKey ?? (xlsx ? headerText : (name: string) => name);
        const held = new Set(h.columns.map(keyOf));
        const known = csv?.known ?? xlsx?.known;
        const absent = known ? [...new Set([...names, ...known])].filter((c) => !held.has(keyOf(c))) : [];
        if (absent.length > 0) out.absentColumns[file.displayName] = absent;
      },
      onHeaderLine: ({ line, names }) => {
        out.notes.push(`${file.displayName}: line ${line} names the columns (${names.join(', ')}), a header line the file is published `
          + 'without: passed over, the rows read by the documented columns');
      },
      onRoot: (name, attributes) => {
        if (!file.def.asOfFromRoot) return;
        const day = file.def.asOfFromRoot(attributes);
        if (day) { fileDated(day); return; }
        // Dated by its download or copy instead, the list would be served as of that day, and an
        // old download published as new (checkNotOlder judges the day a file states).
        const held = Object.entries(attributes).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ') || 'none';
        // Thrown once the parser has returned: it reads a throw of its own callback as malformed XML.
        undated = new InputError(file.displayName, null, `the root element <${name}> states no day the list is of (its attributes: ${held}): `
          + 'dated by its download or copy instead, the list would be served as of that day, and an old file as a new one');
      },
    });
    const keyed = checkedRecordKeys(failingOn(batches, () => undated), file.def, file.displayName, (note) => out.notes.push(note));
    const dated = file.def.asOfColumn ? datedByColumn(keyed, file.def.asOfColumn, file.displayName, fileDated)
      : file.def.asOfLatest ? datedByLatestRow(keyed, file, file.asOf ?? opts.asOf, fileDatedByRows) : keyed;
    try {
      if (file.def.groupKey) {
        const ctx: MapContext = { file: file.displayName, line: 0, asOf, lookup, warn, skip };
        for await (const batch of dated) for (const { row, line } of batch) {
          rows += 1;
          out.rowsRead += 1;
          ctx.line = line;
          ctx.asOf = asOf;
          const repeat = repeated(row);
          consulted.clear();
          if (repeat) { reject(repeat, at(file.displayName, line), [file.displayName]); continue; }
          const key = file.def.groupKey(row, ctx);
          commitWarnings(at(file.displayName, line), typeof key === 'string', [file.displayName]);
          commitSkips(at(file.displayName, line), key === null);
          if (key === null) continue;
          if (typeof key !== 'string') { reject(key.reject, at(file.displayName, line), [file.displayName]); continue; }
          staging.addToGroup(key, file.displayName, line, file.def.groupRow ? file.def.groupRow(row) : row);
          if ((rows & 1023) === 0) progress.advance(bytes, rows);
        }
      } else if (!file.def.mapRow) {
        const keyOf = file.def.lookupKeyOf ?? ((row: Row) => {
          const v = row[file.def.lookupKey ?? ''];
          return v === undefined || v === null ? null : String(v).trim();
        });
        if (!file.def.lookupKeyOf && !file.def.lookupKey) throw new Error(`${def.id}: file ${file.def.name} has neither mapRow nor lookupKey`);
        const lookup = staging.openLookup(file.def.name);
        for await (const batch of dated) for (const { row } of batch) {
          rows += 1;
          const key = keyOf(row);
          if (key) lookup.add(key, pick(row, file.def.lookupColumns));
          if ((rows & 1023) === 0) progress.advance(bytes, rows);
        }
        lookup.close();
      } else {
        const mapRow = file.def.mapRow;
        const ctx: MapContext = {
          file: file.displayName, line: 0, asOf,
          lookup, warn, skip,
        };
        for await (const batch of dated) for (const { row, line } of batch) {
          rows += 1;
          out.rowsRead += 1;
          ctx.line = line;
          ctx.asOf = asOf;
          const repeat = repeated(row);
          consulted.clear();
          if (repeat) { reject(repeat, at(file.displayName, line), [file.displayName]); continue; }
          let result: MapResult;
          try {
            result = mapRow(row, ctx);
          } catch (err) {
            if (err instanceof InputError) throw err;
            throw new InputError(file.displayName, line, `row could not be mapped: ${(err as Error).message}`, unitOf(file.displayName));
          }
          stageEmitted(result, at(file.displayName, line), file.displayName, line, [file.displayName]);
          if ((rows & 1023) === 0) progress.advance(bytes, rows);
        }
      }
    } catch (err) {
      throw new FileReadFailure(file, await damageOfMember(file, err));
    } finally {
      raw.destroy();
    }
    out.fileRows[file.displayName] = rows;
    if (!isLookup(file)) out.mainFiles.push(file.displayName);
    progress.advance(bytes, rows);
    progress.done();
  }
  if (def.mapGroup) {
    const ctx: MapContext = {
      file: '', line: 0, asOf, lookup, warn, skip,
      stageRow: (row, result) => stageEmitted(result, at(row.file, row.line), row.file, row.line, [row.file]),
    };
    for (const group of staging.groups()) {
      const first = group[0]!;
      consulted.clear();
      ctx.file = first.file;
      ctx.line = first.line;
      let result: MapResult;
      try {
        result = def.mapGroup(group, ctx);
      } catch (err) {
        if (err instanceof InputError) throw err;
        throw new InputError(first.file, first.line, `rows could not be mapped: ${(err as Error).message}`, unitOf(first.file));
      }
      stageEmitted(result, at(first.file, first.line), first.file, first.line, [...new Set(group.map((r) => r.file))]);
    }
  }
  staging.flush();
  return out;
}

/** What a file's row numbers count: lines of a CSV file, records of JSON and XML. */
export function rowUnit(def: SourceFile): 'line' | 'record' {
  return def.format === 'csv' ? 'line' : 'record';
}

/**
 * What a file that failed to read is told with: for a zip member whose bytes are not the ones
 * archived, that damage (with where reading it stopped), not the malformed row or the bytes that
 * are not UTF-8 its garbage showed first, which sent an operator looking for a fault in the
 * register's file; otherwise the error as it was.
 */
async function damageOfMember(file: LocatedFile, err: unknown): Promise<unknown> {
  if (!file.member || err instanceof DamagedZipMember) return err;
  const damage = await zipMemberDamage(file.path, file.member);
  if (damage === null || (err as Error).message?.includes(damage)) return err;
  return new DamagedZipMember(`${damage}; read as it is, it failed first at ${(err as Error).message}`);
}

/** The batches as read, `failure()` thrown where it has come to be (before a batch, or at the end). */
async function* failingOn<T>(batches: AsyncIterable<T>, failure: () => Error | null): AsyncGenerator<T> {
  for await (const batch of batches) {
    const failed = failure();
    if (failed !== null) throw failed;
    yield batch;
  }
  const failed = failure();
  if (failed !== null) throw failed;
}

/**
 * For a file with a row identifier (SourceFile.rowId): the reject reason of a row whose
 * identifier an earlier row of the file had, else null. Without one, never a repeat.
 */
function repeatCheck(column: string | undefined): (row: Row) => string | null {
  if (!column) return () => null;
  const seen = new Set<string>();
  const reason = `repeats the ${column} of an earlier row (listed twice; read once)`;
  return (row) => {
    const id = String(row[column] ?? '').trim();
    if (id === '') return null;
    if (seen.has(id)) return reason;
    seen.add(id);
    return null;
  };
}

/**
 * The batches as read, telling `set` once the last is read the file's date: a stated date (a
 * download's Last-Modified) as it is; else the latest day `asOfLatest` gives a row, passing over
 * days after `cap` (the file's modification date: a day not yet come is a bad value); else, with
 * no such day, the file's own date.
 */
async function* datedByLatestRow<T extends { row: Row }>(
  batches: AsyncIterable<T[]>, file: LocatedFile, cap: string | null, set: (day: string) => void,
): AsyncGenerator<T[]> {
  const dayOf = file.def.asOfLatest!;
  let latest: string | null = null;
  for await (const batch of batches) {
    if (!file.asOfStated) for (const { row } of batch) {
      const day = dayOf(row);
      if (day !== null && (latest === null || day > latest) && (cap === null || day <= cap)) latest = day;
    }
    yield batch;
  }
  const day = file.asOfStated ? file.asOf : latest ?? file.asOf;
  if (day !== null) set(day);
}

/**
 * The batches as read, telling `set` the date of the first of `columns` (case-free, as a header
 * may be capitalised otherwise from one release to the next) in the first row that has one. A
 * file with rows none of which gives a date fails once read, naming the first row's value: dated
 * by its download or copy instead, the data would be served as of that day, and an old download
 * published as new (checkNotOlder judges the day a file states). The header check requires the
 * column (readers/index.ts).
 */
async function* datedByColumn<T extends { row: Row; line: number }>(
  batches: AsyncIterable<T[]>, columns: string | string[], file: string, set: (day: string) => void,
): AsyncGenerator<T[]> {
  const names = (typeof columns === 'string' ? [columns] : columns).map((name) => name.toLowerCase());
  let column: string | undefined;
  let found = false;
  let first: { line: number; value: string } | null = null;
  for await (const batch of batches) {
    for (let i = 0; !found && i < batch.length; i++) {
      const { row, line } = batch[i]!;
      column ??= names.map((name) => Object.keys(row).find((key) => key.trim().toLowerCase() === name)).find((key) => key !== undefined);
      const value = column === undefined ? '' : String(row[column] ?? '').trim();
      first ??= { line, value };
      const day = parseDate(value);
      if (day !== null && day.length === 10) { set(day); found = true; }
    }
    yield batch;
  }
  if (found || first === null) return;
  const named = column ?? (typeof columns === 'string' ? columns : columns[0]!);
  throw new InputError(file, first.line, `${named}, the day the file is of, reads as a date in no row (this row: ${JSON.stringify(first.value)}): `
    + 'dated by its download or copy instead, the data would be served as of that day, and an old file as a new one');
}
