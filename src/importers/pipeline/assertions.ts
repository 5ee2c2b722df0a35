// The checks between staging and publishing. Any failure aborts the source before the swap, so
// the live data stays as it was; each message names the file (and line where one applies).
import type { KeepLatestTold, SourceDefinition } from '../source.ts';
import type { DuplicateKey, DuplicateKeys, MergedRows, StagedAt, StagingArea } from '../../store/staging.ts';
import { tableSpec } from '../../store/record-tables.ts';
import { FAILURE_EXAMPLES, type StageOutcome } from './stage-source.ts';
import type { Database } from '../../store/open.ts';
import { countVanishing } from '../../store/vanishing.ts';
import { columnFill } from '../../store/column-fill.ts';
import { placeOf } from './files.ts';

export class AssertionFailure extends Error {
  /**
   * The files the failure is theirs (display names): the rows a reject rate judged and the lookups
   * read for them, a main file that shrank on its own; null where it cannot be told (a row count
   * a lookup file thins as well as the main file), every file the source read. Another source of
   * the command reading one of them does not publish (shared-files.ts).
   */
  readonly files: string[] | null;
  constructor(message: string, files: string[] | null = null) { super(message); this.name = 'AssertionFailure'; this.files = files; }
}

/** Below this many open companies published, a share of them gone says little (checkVanishing). */
const COMPARED_FROM_ROWS = 1000;
/** Below this many rows a reject rate says little (a fixture, a partial export): rejects are only reported. */
export const REJECT_RATE_MIN_ROWS = 100;

export function checkStaged(opts: {
  def: SourceDefinition;
  staging: StagingArea;
  outcome: StageOutcome;
  mainFile: string;
  /** What the main file's row numbers count (stage-source.ts rowUnit). */
  mainUnit?: 'line' | 'record';
  previousRows: number | null;
  /** The rows read from the main files at the last publish (import_runs), null if not known. */
  previousRowsRead?: number | null;
  /** The rows each file gave at the last publish (import_runs.file_rows), null if not recorded. */
  previousFileRows?: Record<string, number> | null;
  allowShrink: boolean;
  /** Publish fewer rows than the source's expectedRows.min (`--allow-few-rows`). */
  allowFewRows?: boolean;
  /** Told what a keepLatest that tells its merges (KeepLatestTold) merged: a line for the report's warnings. */
  warn?: (message: string) => void;
}): number {
  const { def, staging, outcome, mainFile } = opts;
  const unit = opts.mainUnit ?? 'line';
  for (const k of def.keepLatest ?? []) {
    const { merged } = staging.keepLatest(k.kind, k.by, k.order, k.told ? { field: k.told.field, examples: MERGE_EXAMPLES } : undefined);
    if (k.told && merged && merged.keys > 0) opts.warn?.(mergedWarning(k.told, merged, unit));
  }
  for (const kind of def.produces) {
    if (!tableSpec(kind).key) continue;
    // The rows of every value are compared only where a key is listed twice (a sort of the whole table).
    if (!staging.duplicates(kind, 0)) continue;
    const repeated = staging.dropRepeatedRows(kind, MERGE_EXAMPLES);
    if (repeated) opts.warn?.(mergedWarning(repeatedRows(kind), repeated, unit));
    const dups = staging.duplicates(kind, MERGE_EXAMPLES);
    if (dups) throw duplicateFailure(kind, dups, (at) => stagedPlace(at.file ?? mainFile, at.line, unit));
  }
  const written = Object.values(staging.counts()).reduce((a, b) => a + b, 0);
  const { min, max } = def.expectedRows;
  // The floor guards against a truncated or wrong file where no publish is there to compare with
  // (a first import); a part of a register imported on purpose passes it with --allow-few-rows.
  if (written < min && !opts.allowFewRows) {
    throw new AssertionFailure(`${mainFile}: ${written} rows to write, where ${def.id} expects at least ${min} `
      + '(a truncated or wrong file?) (pass --allow-few-rows if the file is meant: a part of the register, an extract)');
  }
  if (written > max) throw new AssertionFailure(`${mainFile}: ${written} rows to write, where ${def.id} expects at most ${max} (a wrong file?)`);
  if (outcome.rowsRead >= REJECT_RATE_MIN_ROWS) {
    const rate = outcome.rejected / outcome.rowsRead;
    if (rate > def.maxRejectRate) {
      const top = Object.entries(outcome.rejects).sort((a, b) => b[1] - a[1]).slice(0, 3)
        .map(([r, n]) => rejectSummary(r, n, outcome.rejectExamples[r] ?? [])).join('; ');
      throw new AssertionFailure(`${mainFile}: ${outcome.rejected} of ${outcome.rowsRead} rows rejected (${(rate * 100).toFixed(1)}%, limit ${(def.maxRejectRate * 100).toFixed(1)}%): ${top}`, outcome.rejectedIn);
    }
  }
  checkFileRejects(def, outcome);
  checkLostValues(def, outcome, mainFile);
  checkRowDrop(def, opts.previousRows, opts.previousRowsRead ?? null, written, outcome, mainFile, opts.allowShrink);
  checkFileEmptied(opts.previousRows, opts.previousFileRows ?? null, outcome, opts.allowShrink);
  return written;
}

/**
 * A file holding its header alone (a JSON file an empty list) beside files of the same source
 * that hold rows: the register's export that failed for that one file, or a file emptied on the
 * way. The source's row count, which the other files keep up, may drop by less than the drop
 * check judges (RIK's off-card persons beside the card's, one year of JAR's balance sheets among
 * many), and publishing would remove every row the file gave without a word. At a first import
 * there is nothing to lose; `--allow-shrink` publishes a file that is meant to be empty. Only a
 * file that held rows at the last publish fails: one empty then too (a current year's file early
 * in the year, a list with nothing to list, a file the last publish did not read) loses nothing,
 * and failing it would leave --allow-shrink, which silences every shrink check, at every import.
 * Where the last publish recorded no file's rows (a store imported before they were kept), any
 * empty file fails as before, and the run --allow-shrink publishes records them.
 */
function checkFileEmptied(
  previousRows: number | null, previousFileRows: Record<string, number> | null, outcome: StageOutcome, allowShrink: boolean,
): void {
  if (allowShrink || previousRows === null || previousRows === 0) return;
  const files = Object.entries(outcome.fileRows);
  const others = (file: string) => files.reduce((n, [f, rows]) => (f === file ? n : n + rows), 0);
  const heldRows = (file: string) => previousFileRows === null || (previousFileRows[file] ?? 0) > 0;
  const empty = files.find(([file, rows]) => rows === 0 && others(file) > 0 && heldRows(file));
  if (!empty) return;
  const read = files.map(([file, n]) => `${file} ${n}`).join(', ');
  // The file's own rows where the last publish recorded them: the source's total, its other files'
  // rows among them (RIK's card persons beside the off-card file), said nothing of what this file held.
  const held = previousFileRows?.[empty[0]];
  const before = held === undefined ? `the source published ${previousRows.toLocaleString('en-US')} rows last time`
    : `it gave ${held.toLocaleString('en-US')} row${held === 1 ? '' : 's'} at the last publish`;
  throw new AssertionFailure(`${empty[0]}: no row in the file, its header alone (or an empty list), while the source's other `
    + `files hold ${others(empty[0])} (rows read: ${read}) and ${before}: an emptied or truncated file, `
    + 'or the register\'s export failed for it? Published, every row it gave would be removed (pass --allow-shrink if it is real)', [empty[0]]);
}

/**
 * A staged row's place as the report's examples name one: `JAR_IREGISTRUOTI.csv:12`, or
 * `companies.json record 3` where the file's rows are records, not lines.
 */
function stagedPlace(file: string, line: number, unit: 'line' | 'record'): string {
  return placeOf(file, line, unit);
}

/**
 * A key a register lists twice, in rows alike in every value (a line repeated on the way), is
 * one row said twice: one is kept and the import warns, nothing is lost. In rows that differ it
 * fails: which of them the register means cannot be told, and keeping either could serve a
 * company's old status or drop a listed name; the served data stays as it was.
 */
const REPEATED_RULE = 'the rows alike in every value, the first read kept';
const REPEATED_WHAT: Partial<Record<string, [string, string]>> = {
  company: ['registration code', 'registration codes'],
  sanctionEntry: ['entry', 'entries'],
  classifier: ['classifier code', 'classifier codes'],
};
const repeatedRows = (kind: string): KeepLatestTold =>
  ({ field: '', what: REPEATED_WHAT[kind] ?? [`${kind} key`, `${kind} keys`], rule: REPEATED_RULE });

/**
 * `sdn.csv:3: duplicate sanctionEntry key OFAC 36 (first at sdn.csv:1), the rows differing in
 * name, …`: every key told (how many, the first few), what to do, and the files as the failure's
 * own, so another source reading only the source's other files still publishes.
 */
function duplicateFailure(kind: string, dups: DuplicateKeys, where: (at: StagedAt) => string): AssertionFailure {
  const [first, ...more] = dups.examples;
  const one = (d: DuplicateKey) => `${d.key} at ${where(d.at)} (first at ${where(d.first)})`;
  const differ = first!.differing.length > 0 ? `, the rows differing in ${first!.differing.join(', ')}` : '';
  const others = dups.keys > 1 ? `; ${dups.keys - 1} more key${dups.keys > 2 ? 's' : ''} listed twice${more.length > 0 ? `, e.g. ${more.map(one).join(', ')}` : ''}` : '';
  return new AssertionFailure(`${where(first!.at)}: duplicate ${kind} key ${first!.key} (first at ${where(first!.first)})${differ}${others}: `
    + 'which row the register means cannot be told, so the source is not published: import a corrected file '
    + '(the publisher\'s next one, or a copy with the wrong line deleted, through --from DIR)', dups.files.length > 0 ? dups.files : null);
}

/** The keys a merge warning gives as examples. */
const MERGE_EXAMPLES = 3;

/**
 * `JAR_IREGISTRUOTI.csv, JAR_ISREGISTRUOTI.csv: 2 registration codes listed more than once, one row
 * of each kept (rule), 3 rows dropped: e.g. 110003978 kept JAR_ISREGISTRUOTI.csv:3, dropped
 * JAR_IREGISTRUOTI.csv:2; …`. Lines are those of the rows' own files.
 */
function mergedWarning(told: KeepLatestTold, merged: MergedRows, unit: 'line' | 'record'): string {
  const where = (at: StagedAt) => (at.file === null ? `${unit} ${at.line}` : stagedPlace(at.file, at.line, unit));
  const examples = merged.examples
    .map((e) => `${e.key} kept ${where(e.kept)}, dropped ${e.dropped.map(where).join(', ')}`).join('; ');
  const keys = `${merged.keys} ${merged.keys === 1 ? told.what[0] : told.what[1]}`;
  return `${merged.files.join(', ')}: ${keys} listed more than once, one row of each kept (${told.rule}), `
    + `${merged.dropped} row${merged.dropped === 1 ? '' : 's'} dropped: e.g. ${examples}`;
}

/**
 * Fewer rows lost than this tells no collapse from a small list's day: a national sanctions list
 * of a dozen entries may lose seven. From this many on, losing more than the source's maxShrink
 * (half by default) of the rows it published is a file cut short, a lookup file that joins
 * nothing any more, or one holding its header alone, whatever the size of the source.
 */
export const DROP_MIN_LOST = 10;

/**
 * The rows the source would publish against those it published last: a drop of more than its
 * maxShrink (half) fails, when at least DROP_MIN_LOST rows go or none is left (a source that may
 * have no row, lv.micro-enterprise, lt.sodra, lt.vat, now giving none: publishing would remove
 * every row it served). One rule for every size: a 600-row list cut to 3 fails as a register cut
 * in half does, a list of 40 losing 2 publishes. The rows read from each file show which one
 * shrank (a members.csv of its header alone joins no micro-enterprise member). Where the main
 * files' own rows dropped as much against the rows read at the last publish, the drop is theirs
 * (a VID file cut short), not a lookup file's: the failure names them alone, and another source
 * reading the lookup file (lv.members, members.csv) still publishes.
 */
function checkRowDrop(
  def: SourceDefinition, previousRows: number | null, previousRowsRead: number | null, written: number, outcome: StageOutcome,
  mainFile: string, allowShrink: boolean,
): void {
  if (allowShrink || previousRows === null || previousRows === 0) return;
  const shrink = def.maxShrink ?? 0.5;
  const lost = previousRows - written;
  if (lost <= previousRows * shrink || (written > 0 && lost < DROP_MIN_LOST)) return;
  const read = `rows read: ${Object.entries(outcome.fileRows).map(([file, n]) => `${file} ${n}`).join(', ') || 'none'}`;
  const mainShrank = previousRowsRead !== null && previousRowsRead - outcome.rowsRead > previousRowsRead * shrink;
  const files = mainShrank ? outcome.mainFiles : null;
  if (written === 0) {
    throw new AssertionFailure(`${mainFile}: no row to write against ${previousRows} last time, which would remove every row the source `
      + `published (${read}): a truncated file, or one holding its header alone? (pass --allow-shrink if it is real)`, files);
  }
  throw new AssertionFailure(`${mainFile}: ${written} rows to write against ${previousRows} last time, a drop of more than `
    + `${Math.round(shrink * 100)}% (${read}): a truncated file? (pass --allow-shrink if it is real)`, files);
}

/** A reject kind as a failure names it: its count and its first few rows with their values. */
function rejectSummary(kind: string, n: number, examples: string[]): string {
  const shown = examples.slice(0, FAILURE_EXAMPLES);
  return `${kind} ×${n} (e.g. ${shown.length > 0 ? shown.join(', ') : '?'})`;
}

/**
 * A file of which more than half the rows are rejected is a wrong file or one whose format
 * changed, however few its rows: below REJECT_RATE_MIN_ROWS no rate was judged, and a file of 40
 * rows all rejected published its source empty or gutted. More than half is sound at any count (a
 * file of 3 rows fails on 2 rejects), and a source's own limit still judges the larger files. A
 * source whose own limit is above half refuses most rows by design (OpenSanctions' targets, more
 * PEPs than sanctioned entries) and is judged by that limit alone: the rule failed its export.
 */
function checkFileRejects(def: SourceDefinition, outcome: StageOutcome): void {
  if (def.maxRejectRate > 0.5) return;
  for (const file of outcome.mainFiles) {
    const rejects = outcome.fileRejects[file];
    const rows = outcome.fileRows[file] ?? 0;
    if (rejects === undefined || rejects.rejected * 2 <= rows) continue;
    const top = Object.entries(rejects.reasons).sort((a, b) => b[1].n - a[1].n).slice(0, 3)
      .map(([r, { n, examples }]) => rejectSummary(r, n, examples)).join('; ');
    throw new AssertionFailure(`${file}: ${rejects.rejected} of ${rows} rows rejected, more than half of the file `
      + `(a wrong file, or has its format changed?): ${top}`, outcome.rejectedIn);
  }
}

/**
 * A value a kept row goes without (a describing date that is no real date, MapContext.warn) is
 * a small loss one row at a time; in more rows than the source may reject it is the column's
 * format that changed (`1996/05/14` for `1996-05-14`), and publishing would serve every such
 * value as empty. Each reason is judged on its own, against the source's reject limit, and the
 * failure asks the question its mapper gave (a date's form, an ATVK column's codes).
 */
function checkLostValues(def: SourceDefinition, outcome: StageOutcome, mainFile: string): void {
  if (outcome.rowsRead < REJECT_RATE_MIN_ROWS) return;
  for (const [reason, n] of Object.entries(outcome.warned)) {
    if (outcome.restoredReasons.includes(reason)) continue;
    const rate = n / outcome.rowsRead;
    if (rate <= def.maxRejectRate) continue;
    const examples = (outcome.warnExamples[reason] ?? []).slice(0, 2).join(', ');
    // `registered is not a real date; the row is kept with it empty` → `registered is not a real date`
    const what = reason.split(';')[0];
    const question = outcome.warnQuestions[reason] ?? 'has what the file writes in that column changed?';
    throw new AssertionFailure(`${mainFile}: ${what} in ${n} of ${outcome.rowsRead} rows (${(rate * 100).toFixed(1)}%, limit ${(def.maxRejectRate * 100).toFixed(1)}%; e.g. ${examples}): ${question} Published, those rows would be served without it`, outcome.warnedIn[reason] ?? null);
  }
}

/**
 * Files that state their day (JAR's formavimo_data, a sanctions list's generation date) of an
 * older day than the files the source published last: an operator re-running an old download or
 * pointing --from at last week's folder. Published, the register would be served as it was then:
 * companies registered since gone or closed, flags lifted since back in force, departures
 * recorded for offices that were never left. `--allow-older` publishes it where that is meant.
 */
export function checkNotOlder(opts: { def: SourceDefinition; outcome: StageOutcome; mainFile: string; publishedAsOf: string | null; allowOlder: boolean }): void {
  const { outcome, publishedAsOf } = opts;
  if (opts.allowOlder || publishedAsOf === null || outcome.statedAsOf === null || outcome.statedAsOf >= publishedAsOf) return;
  throw new AssertionFailure(`${opts.mainFile}: the files are of ${outcome.statedAsOf}, older than those ${opts.def.id} published (of `
    + `${publishedAsOf}), which would be served as the register was then: an old download? (pass --allow-older if it is meant)`, outcome.mainFiles);
}

/**
 * Share of a company source's open companies a new file may lack. Deletions are a fraction of a
 * percent a day; a file cut at a line end is a shorter, valid file, and lacking a tenth of the
 * register or more, it would close that tenth at once (close-missing, EE) or drop it from the
 * service (replace: LV, LT, FI, each company then a 404 and gone from search), while the
 * row-count check (checkRowDrop) lets half go. `--allow-shrink` accepts a real wave.
 */
export const MAX_VANISHING = 0.1;

export function checkVanishing(opts: {
  db: Database; def: SourceDefinition; staging: StagingArea; mainFile: string; allowShrink: boolean;
}): void {
  const { def, mainFile } = opts;
  if (opts.allowShrink || !def.produces.includes('company')) return;
  const { vanishing, open } = countVanishing(opts.db, def.id, opts.staging.table('company'));
  if (open < COMPARED_FROM_ROWS || vanishing <= open * MAX_VANISHING) return;
  const closing = def.publishPolicy === 'close-missing';
  throw new AssertionFailure(`${mainFile} lacks ${vanishing} of the ${open} open companies ${def.id} published `
    + `(${(vanishing / open * 100).toFixed(1)}%, limit ${MAX_VANISHING * 100}%), which would be `
    + `${closing ? 'served as closed from today' : 'served no more (not found, gone from search)'}: `
    + `a truncated file? (pass --allow-shrink if the register did ${closing ? 'delete' : 'remove'} them)`);
}

/**
 * A column that held a value in most of the rows the source published last and holds none in any
 * row of the new files: the register renamed or dropped it, and every row would be published
 * without it (UR's `address` renamed, every Latvian company served with no address, the new name
 * only reported as an unknown column; a sanctions list of 600 whose birth-date column was renamed,
 * screening left without its birth dates). Judged at every size once the rows read would, filled
 * as the published ones were, hold DROP_MIN_LOST values or more (as a drop in rows is): a list of
 * 40 with 30 birth dates and none now fails, one whose 2 of 40 went publishes. `--allow-shrink`
 * accepts a column the register stopped publishing.
 *
 * Every row read is counted (the staged table), not a sample of the first: a column emptied from
 * some line on (an export cut into from another, a column shifted in part of the file) holds
 * values only in the rows before it, and holding none in no row was the rule, so a register.csv
 * whose addresses stopped after line 101 published 9,900 companies without one. A column holding
 * at most a tenth of the values the rows read would hold at the last publish's fill
 * (MOSTLY_EMPTIED) fails too.
 */
/** The share of a column's expected values below which the rows read have lost it, not a few of its values. */
export const MOSTLY_EMPTIED = 0.1;

export function checkEmptiedColumns(opts: {
  db: Database; def: SourceDefinition; staging: StagingArea; outcome: StageOutcome; mainFile: string; allowShrink: boolean;
}): void {
  const { def, outcome, mainFile } = opts;
  if (opts.allowShrink) return;
  for (const kind of def.produces) {
    for (const f of columnFill(opts.db, def.id, kind, opts.staging.table(kind))) {
      if (f.stagedRows === 0 || f.live === 0 || f.live * 2 < f.liveRows) continue;
      // The values the rows read would hold at the last publish's fill: fewer tell no renamed
      // column from a few rows that happen to lack one.
      const expected = f.stagedRows * (f.live / f.liveRows);
      if (expected < DROP_MIN_LOST || f.staged > expected * MOSTLY_EMPTIED || expected - f.staged < DROP_MIN_LOST) continue;
      const files = filesToInspect(outcome, mainFile).join(', ');
      const table = tableSpec(kind).table;
      if (f.staged > 0) {
        throw new AssertionFailure(`${files}: ${f.staged} of the ${f.stagedRows} rows read into ${table} hold a value for ${f.column}, `
          + `which ${f.live} of the ${f.liveRows} rows published last held: the column emptied in most rows (a file cut into from another `
          + 'export, a column shifted in part of it?) (pass --allow-shrink if the register did empty it)');
      }
      const listed = (byFile: Record<string, string[]>) => Object.entries(byFile).map(([file, cols]) => `${file}: ${cols.join(', ')}`).join('; ');
      const absent = listed(outcome.absentColumns);
      const unknown = listed(outcome.unknownColumns);
      throw new AssertionFailure(`${files}: no row of the ${f.stagedRows} read into ${table} holds a value for `
        + `${f.column}, which ${f.live} of the ${f.liveRows} rows published last held: a column renamed or dropped?`
        + `${absent ? ` (columns missing: ${absent})` : ''}${unknown ? ` (columns not known: ${unknown})` : ''} `
        + '(pass --allow-shrink if the register stopped publishing it)');
    }
  }
}

/**
 * The files an emptied column is to be looked for in: those whose header changed (a known column
 * missing, one not known), else every file the source read, its main files first. A column may
 * come from a lookup file (lv.financials' assets from balance_sheets.csv, an OFAC entry's aliases
 * from alt.csv): named by the main file alone, it sent an operator to a download that never had it.
 */
function filesToInspect(outcome: StageOutcome, mainFile: string): string[] {
  const changed = [...new Set([...Object.keys(outcome.absentColumns), ...Object.keys(outcome.unknownColumns)])];
  if (changed.length > 0) return changed;
  const read = [...outcome.mainFiles, ...Object.keys(outcome.fileRows).filter((f) => !outcome.mainFiles.includes(f))];
  return read.length > 0 ? read : [mainFile];
}
