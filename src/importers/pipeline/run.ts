// The import pipeline, shared by every country and by the sanctions lists. For each source in
// order: find its files in a folder or download them (cached, checksummed), skip it when
// nothing changed, stream and map its rows into staging, check the assertions. Then every source
// that passed is published, statuses from flags re-applied, search images rebuilt and every
// company screened again, all in ONE transaction: readers see the store before the command or
// after it, never a renamed company without its former name, a new company without its officers
// or not yet screened. A failed source leaves its live data untouched and does not stop the others,
// save those that read a file it failed on (shared-files.ts): they do not publish either.
import { existsSync, rmdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS, DEFAULT_IMPORT_LOCK_WAIT_SECONDS, loadConfig } from '../../config/config.ts';
import { openForWriting, type Database } from '../../store/open.ts';
import { createStagingArea, type StagingArea } from '../../store/staging.ts';
import { finishCommandPublish, publishSourceRows, type StatusRule } from '../../store/publish.ts';
import { MAX_DEPARTED_SHARE, type DeparturesOutcome } from '../../store/role-departures.ts';
import { inWriteTransaction, inSavepoint } from '../../store/transactions.ts';
import { rebuildStaleSearchIndexes } from '../../store/search-index.ts';
import type { Country } from '../../domain/country.ts';
import { checkpoint, endAbandonedRuns, finishImportRun, readSourceState, startImportRun } from '../../store/import-runs.ts';
import { publishedGenerated } from '../../store/dataset-read.ts';
import { acquireImportLock } from '../../store/import-lock.ts';
import { screenAllCompanies } from '../screening/index.ts';
import type { SourceDefinition, SourceFile } from '../source.ts';
import { combinedChecksum, type LocatedFile } from './files.ts';
import { checkMarksDropped } from './marks-dropped.ts';
import { expectedNameOf, indexFolder, locateInFolder, nearNamesOf, unreadableZipsOf, zipWithoutMember, type FolderIndex } from './locate.ts';
import { ALTERNATIVE_SOURCES, allSources } from '../registry.ts';
import { downloadSourceFiles, forgetValidators, pruneLeftovers } from './download.ts';
import { rowUnit, stageSource } from './stage-source.ts';
import { keptForUnreadCodes } from './unread-codes.ts';
import { notPublishedYet, optionalNotInFolder, optionalNotYetPublished, toldMissing, type MissingOptional } from './optional-missing.ts';
import { importerVersion } from './importer-version.ts';
import { checkEmptiedColumns, checkNotOlder, checkStaged, checkVanishing, DROP_MIN_LOST } from './assertions.ts';
import { createProgress, type Progress, type ProgressMode } from './progress.ts';
import { diskFullStep, isDiskFull, isStoreLocked, skipLine, STORE_LOCKED_STEP, storeLockedReason, thenSay, type FileReport, type ImportReport, type SourceReport } from './report.ts';
import { failedFilesOf, heldBackBy, heldBackWith, type FailedFile } from './shared-files.ts';

export type { ImportOutcome, ImportReport, SourceReport, FileReport, SourceStatus } from './report.ts';
export { formatReport } from './report.ts';

export interface ImportOptions {
  databasePath: string;
  sources: SourceDefinition[];
  /** Read the files from this folder instead of downloading them. */
  fromDir?: string;
  /**
   * The import instant: first-seen times of new associations and publish times. Absent, the
   * command's publish is dated when it takes the write lock (its rows become visible at its commit).
   */
  now?: Date;
  /** Download cache (default IMPORT_CACHE_DIR). */
  cacheDir?: string;
  /** Seconds a download or address lookup may send nothing before it is given up (IMPORT_IDLE_TIMEOUT; default 60). */
  idleTimeoutSeconds?: number;
  /** Seconds a write waits for a write lock held outside the imports (IMPORT_LOCK_WAIT; default 10). */
  lockWaitSeconds?: number;
  fetch?: typeof fetch;
  progress?: ProgressMode;
  /** Import even when the files' checksum equals the last published one. */
  force?: boolean;
  /** Accept a row count that dropped by more than the source's maxShrink. */
  allowShrink?: boolean;
  /** Publish a source whose rows are fewer than its expectedRows.min (a part of a register). */
  allowFewRows?: boolean;
  /** Publish files that state an older day than those the source published last. */
  allowOlder?: boolean;
  /** Publish names that lost every mark (Rīga → Riga) against those the source published last (marks-dropped.ts). */
  allowUnmarked?: boolean;
  /** Every source the command knows (the whole group), for status-from-flags rules; defaults to `sources`. */
  knownSources?: SourceDefinition[];
  /** Screen every company after publishing (default true). */
  screen?: boolean;
  /** The files are the demo's, generated in the sources' formats: said with each source's provenance. */
  generated?: boolean;
  /** Told why the command waits when another import is writing the store (default: a progress note). */
  onWait?: (message: string) => void;
  /**
   * Aborted when the command is told to stop (SIGINT, SIGTERM): the store is closed at once (its
   * staging rolled back), removed when this command created it (an empty file it started from
   * left empty again), and the import lock released, so the caller may end the process. A publish is synchronous, so an abort never falls within one.
   */
  signal?: AbortSignal;
}

const lockWaitOf = (opts: ImportOptions) => opts.lockWaitSeconds ?? DEFAULT_IMPORT_LOCK_WAIT_SECONDS;

/**
 * A source the input holds nothing of to read. `optionalMissing`: its optional files absent from
 * the folder, told only where more is known of one (a zip, a near name): the skip says the rest.
 */
class SkipSource extends Error {
  readonly optionalMissing: MissingOptional[];
  constructor(message: string, optionalMissing: MissingOptional[] = []) {
    super(message);
    this.optionalMissing = optionalMissing;
  }
}

interface Ctx {
  db: Database;
  opts: ImportOptions;
  folder: FolderIndex | null;
  progress: Progress;
  statusRules: StatusRule[];
  /**
   * A write of the command (its publish, a run's start or outcome in the journal) met another
   * process's write lock: each write after it would wait SQLite's busy timeout for the same holder
   * again, and fail out of the command.
   */
  storeLocked: boolean;
  /** Runs the command started in the journal: a lock met by the first is one the command began under. */
  runsStarted: number;
}

/** The status-from-flags rules of the company sources among `sources` (publish and withdraw apply them). */
export function statusRulesOf(sources: SourceDefinition[]): StatusRule[] {
  return sources
    .filter((s) => s.statusFromFlags && s.produces.includes('company'))
    .map((s) => ({ source: s.id, rules: s.statusFromFlags! }));
}

export async function importSources(opts: ImportOptions): Promise<ImportReport> {
  const progress = createProgress(opts.progress ?? 'auto');
  // Taking the lock creates the store's folders where they are missing: a run that publishes
  // nothing takes away those it created, as it does the store, or they stayed, empty.
  const folders = missingFolders(opts.databasePath);
  let releaseLock: () => void;
  try {
    releaseLock = await acquireImportLock(opts.databasePath, { onWait: opts.onWait ?? ((m) => progress.note(m)) });
  } catch (err) {
    removeEmptyFolders(folders);
    throw err;
  }
  const release = () => {
    releaseLock();
    removeEmptyFolders(folders);
  };
  try {
    return await importLocked(opts, progress, release);
  } finally {
    release();
  }
}

async function importLocked(opts: ImportOptions, progress: Progress, releaseLock: () => void): Promise<ImportReport> {
  const startedAt = new Date();
  // A store the command writes its schema into where there was none, or into an empty file, is
  // undone when it publishes nothing: left so, it would be served, answering nothing, where
  // npm start builds the demo (no file) or refuses the file (an empty one).
  const before = storeFileBefore(opts.databasePath);
  const created = before !== 'store';
  let db: Database;
  try {
    db = openForWriting(opts.databasePath, { lockWaitSeconds: lockWaitOf(opts) });
  } catch (err) {
    // Its schema could not be written (a full disk): a store left half-made would be served.
    if (created) restoreStoreFile(opts.databasePath, before);
    throw err;
  }
  const reports: SourceReport[] = [];
  // Stopped part-way (Ctrl-C, a deploy's SIGTERM), the process ends before any finally here runs:
  // a store it created was left empty, served as one by npm start (which builds the demo only
  // where there is none), and its lock left behind. Undone at once instead.
  const onAbort = () => {
    try { db.close(); } catch { /* closed already */ }
    if (created && !reports.some((r) => r.status === 'published')) restoreStoreFile(opts.databasePath, before);
    releaseLock();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  // Publishing inserts millions of rows into indexed tables: a large page cache keeps the index
  // B-trees in memory (the default 2 MiB makes every random insert a disk read).
  db.exec('PRAGMA cache_size = -196608');
  const known = new Map<string, SourceDefinition>();
  for (const s of [...(opts.knownSources ?? []), ...opts.sources]) known.set(s.id, s);
  const statusRules = statusRulesOf([...known.values()]);
  let staged: Staged[] = [];
  let publish: ImportReport['publish'] = null;
  let screening: ImportReport['screening'] = null;
  let searchIndexBuilt: Country[] = [];
  let lockedOut = false;
  try {
    endAbandonedRuns(db, startedAt);
    searchIndexBuilt = rebuildStaleSearchIndexes(db);
    const folder = opts.fromDir ? await indexFolder(opts.fromDir) : null;
    const ctx: Ctx = { db, opts, folder, progress, statusRules, storeLocked: false, runsStarted: 0 };
    const failedFiles: FailedFile[] = [];
    const notStaged: NotStaged[] = [];
    for (const def of opts.sources) {
      const outcome = await stageOne(ctx, def);
      reports.push(outcome.report);
      if ('staging' in outcome) staged.push(outcome);
      else {
        failedFiles.push(...outcome.failedFiles);
        notStaged.push(outcome);
        finishSource(ctx, outcome.report, outcome.run);
      }
    }
    staged = withoutHeldBack(ctx, staged, failedFiles, notStaged);
    if (folder === null) await pruneCacheLeftovers(ctx, startedAt);
    if (ctx.storeLocked) {
      // A write before the publish met another process's lock, and the publish would wait for it again.
      lockedOut = true;
      for (const s of staged) {
        s.report.status = 'failed';
        s.report.message = lockedMessage(ctx);
      }
    }
    try {
      if (!ctx.storeLocked) ({ publish, screening } = publishCommand(ctx, staged));
    } catch (err) {
      // The transaction was rolled back: none of the command's sources was published.
      ctx.storeLocked = isStoreLocked(err);
      lockedOut = ctx.storeLocked;
      for (const s of staged) {
        s.report.status = 'failed';
        s.report.message = thenSay(`the command's publish failed: ${reasonOf(ctx, err)}`, nothingChanged(ctx, err));
      }
    } finally {
      for (const s of staged) {
        s.staging.drop();
        finishSource(ctx, s.report, s.run);
      }
    }
  } catch (err) {
    lockedOut = isStoreLocked(err);
    throw err;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    // Another process holds the write lock: the checkpoint would wait SQLite's busy timeout for it
    // a second time, only to give up, and the command ended after 20 s, not 10.
    if (!lockedOut) checkpoint(db);
    db.close();
    // A store this run created and published nothing into is undone: left empty, it would be
    // served as a store (npm start builds the demo only where there is none) and answer nothing.
    if (created && !reports.some((r) => r.status === 'published')) restoreStoreFile(opts.databasePath, before);
  }
  return {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    ok: reports.every((r) => r.status !== 'failed'),
    sources: reports,
    publish,
    screening,
    searchIndexBuilt,
    store: { path: resolve(opts.databasePath), created },
  };
}

/** The departures a publish recorded, or why none were, for the source's message. */
function departuresSaid(d: DeparturesOutcome | null): string {
  if (d === null) return '';
  if (d.refused > 0) {
    return `; ${d.refused} of the ${d.offices} offices in force are gone from the file at once (over ${MAX_DEPARTED_SHARE * 100}%), `
      + 'so none is recorded as a departure (a truncated file?)';
  }
  return d.recorded > 0 ? `, ${d.recorded} offices no longer listed recorded as departures` : '';
}

/** What the journal records of a source's run once its outcome is known; no runId where the store's lock kept it from starting one. */
interface RunRecord {
  runId: number | null; t0: number; url: string | null; checksum: string | null;
  /** The rows each file gave (StageOutcome.fileRows), kept with the run: the next import's checkFileEmptied reads them. */
  fileRows: Record<string, number> | null;
}

/** A source whose rows passed the checks and wait in staging for the command's publish. */
interface Staged {
  report: SourceReport; run: RunRecord & { runId: number }; def: SourceDefinition; staging: StagingArea; version: string; files: LocatedFile[];
  /** The companies whose rows were rejected, by code (StageOutcome.rejectedCompanies). */
  unreadCompanies: string[];
}

/** A source that publishes nothing: skipped, unchanged or failed, with the files a failure implicates. */
interface NotStaged { report: SourceReport; run: RunRecord; failedFiles: FailedFile[] }

/**
 * The staged sources that may publish: one reading a file another source of the command failed
 * on (a members.csv of a header alone, which lv.micro-enterprise's checks pass with no row) fails
 * with that file, whichever source ran first, and its staged rows are dropped.
 */
function withoutHeldBack(ctx: Ctx, staged: Staged[], failed: FailedFile[], failedSources: NotStaged[]): Staged[] {
  if (failed.length === 0) return staged;
  const held: Staged[] = [];
  const kept = staged.filter((s) => {
    const why = heldBackBy(s.def.id, s.files, failed);
    if (why === null) return true;
    s.report.status = 'failed';
    s.report.message = why;
    s.staging.drop();
    finishSource(ctx, s.report, s.run);
    held.push(s);
    return false;
  });
  // The failure that held them back names them too, in the report and in its journal entry.
  const said = heldBackWith(held.map((s) => ({ source: s.def.id, files: s.files })), failed);
  for (const f of failedSources) {
    const with_ = said.get(f.report.source);
    if (with_ === undefined) continue;
    f.report.message = `${f.report.message}; ${with_}`;
    journalSource(ctx, f.report, f.run);
  }
  return kept;
}

/**
 * The command's publish: one write transaction for every staged source (each in a savepoint, so a
 * source that fails to publish is undone alone), the status rules, the search images and the
 * screening. The publish instant is taken once the write lock is held.
 */
/** A page cache for reads in order (SQLite's negative size: KiB), 16 MiB. */
const SEQUENTIAL_CACHE_KIB = -16384;

function publishCommand(ctx: Ctx, staged: Staged[]): Pick<ImportReport, 'publish' | 'screening'> {
  let screening: ImportReport['screening'] = null;
  const t0 = performance.now();
  const result = inWriteTransaction(ctx.db, () => {
    const now = ctx.opts.now ?? new Date();
    const searchCountries = new Set<Country>();
    // The publish reads each staging table once, front to back: its pages need no cache, and the
    // memory staging filled (up to 192 MiB) is freed here for the live tables' index pages, so the
    // two caches are never full at once (bench/import-lv.ts: peak RSS 1,038 → 883–933 MiB).
    ctx.db.exec(`PRAGMA temp.cache_size = ${SEQUENTIAL_CACHE_KIB}`);
    for (const s of staged) {
      const t = performance.now();
      ctx.progress.note(`${s.def.id}: publishing ${Object.values(s.staging.counts()).reduce((a, b) => a + b, 0)} rows`);
      try {
        const published = inSavepoint(ctx.db, () => publishSourceRows(ctx.db, {
          source: s.def.id, country: s.def.country, kinds: s.def.produces, staging: s.staging, asOf: s.report.asOf, unreadCompanies: s.unreadCompanies,
          checksum: s.run.checksum, runId: s.run.runId, now, policy: s.def.publishPolicy ?? 'replace',
          provenance: {
            title: s.def.title, publisher: s.def.publisher, url: s.def.url, licence: s.def.licence,
            updateFrequency: s.def.updateFrequency, generated: ctx.opts.generated ?? false,
          },
          importerVersion: s.version, recordsDepartures: s.def.recordsDepartures ?? false,
          keepsClosedFlags: s.def.keepsClosedFlags ?? false,
        }));
        for (const [name, ms] of Object.entries(published.steps)) s.report.timings[`publish ${name}`] = ms;
        for (const c of published.searchCountries) searchCountries.add(c);
        // Written: the rows of the files read; those carried over from the publish before are said apart.
        s.report.rowsWritten = published.rowsWritten - published.rowsCarried;
        s.report.status = 'published';
        s.report.message = `${s.report.rowsWritten} rows ${published.rowsCarried > 0 ? 'of the files read ' : ''}published` +
          (published.closedMissing > 0 ? `, ${published.closedMissing} companies absent from the dump kept as closed` : '') +
          (published.keptUnread > 0 ? `, ${published.keptUnread} companies whose rows were rejected kept as they were served` : '') +
          (published.closedFlagsKept > 0 ? `, ${published.closedFlagsKept} closed flags of companies no longer listed kept` : '') +
          (published.rowsCarried > 0 ? ` (${published.rowsWritten} rows served in all)` : '') +
          departuresSaid(published.departures);
      } catch (err) {
        // The command's transaction itself is gone (SQLite rolled it back on a full disk or an
        // I/O error): the sources after this one would be committed one by one outside it.
        if (!ctx.db.isTransaction) throw err;
        s.report.status = 'failed';
        s.report.message = thenSay((err as Error).message, 'nothing was changed');
      }
      s.report.timings.publish = Math.round(performance.now() - t);
      s.report.timings.total = (s.report.timings.total ?? 0) + s.report.timings.publish;
    }
    const published = staged.some((s) => s.report.status === 'published');
    // The rows are in: what follows (flag statuses, search images, screening) reads the companies
    // in order and builds the images in memory of their own, beside a full cache otherwise.
    ctx.db.exec(`PRAGMA main.cache_size = ${SEQUENTIAL_CACHE_KIB}`);
    const finished = finishCommandPublish(ctx.db, { now, statusRules: ctx.statusRules, searchCountries: [...searchCountries], published });
    if (published && ctx.opts.screen !== false) {
      ctx.progress.note('screening every company against the sanctions lists');
      try {
        screening = screenAllCompanies(ctx.db, { now });
      } catch (err) {
        if (!ctx.db.isTransaction) throw err;
        screening = { error: (err as Error).message };
      }
    }
    return { now, published, finished };
  });
  const publish = result.published || result.finished.statusesChanged > 0
    ? {
      at: result.now.toISOString(),
      sources: staged.filter((s) => s.report.status === 'published').map((s) => s.def.id),
      statusesChanged: result.finished.statusesChanged,
      reindexed: result.finished.reindexed,
      ms: Math.round(performance.now() - t0),
    }
    : null;
  return { publish, screening };
}

/** Finds, stages and checks one source; its rows stay staged for the command's publish. */
async function stageOne(ctx: Ctx, def: SourceDefinition): Promise<Staged | NotStaged> {
  const report: SourceReport = {
    source: def.id, title: def.title, status: 'failed', message: '', file: def.files.find((f) => f.mapRow)?.name ?? null,
    files: [], rowsRead: 0, rowsWritten: 0, rejected: 0, rejects: {}, rejectExamples: {}, skipped: {}, skipExamples: {},
    unknownColumns: {}, warnings: [], notes: [], timings: {}, asOf: null, runId: null,
  };
  const mark = (phase: string, since: number) => { report.timings[phase] = Math.round(performance.now() - since); };
  const run: RunRecord = { runId: null, t0: performance.now(), url: null, checksum: null, fileRows: null };
  const runId = startRun(ctx, def);
  if (runId === null) {
    // Another process holds the store's write lock, met by this start or an earlier write: the
    // source is not read, since nothing could be published, and the command ends after that one wait.
    report.message = lockedMessage(ctx);
    return { report, run, failedFiles: [] };
  }
  report.runId = run.runId = runId;
  let staging: StagingArea | null = null;
  let files: LocatedFile[] = [];
  try {
    let t = performance.now();
    files = await locateFiles(ctx, def, report);
    mark('locate', t);
    run.checksum = combinedChecksum(files);
    run.url = files.map((f) => f.url).filter(Boolean).join(' ') || null;
    report.asOf = files.map((f) => f.asOf).filter((d): d is string => d !== null).sort().pop() ?? null;
    const state = readSourceState(ctx.db, def.id);
    const version = importerVersion();
    if (!ctx.opts.force && state?.checksum === run.checksum) {
      if (state.importerVersion === version) {
        report.status = 'unchanged';
        report.message = `same files as published at ${state.publishedAt}`;
        return { report, run, failedFiles: [] };
      }
      report.warnings.push(`same files as published at ${state.publishedAt}, imported again: `
        + 'they were published by another version of the importers, which may have read them otherwise');
    }
    t = performance.now();
    staging = createStagingArea(ctx.db, def.id, def.produces);
    const outcome = await stageSource({ def, files, staging, asOf: report.asOf, progress: ctx.progress });
    staging.dropScratch();
    mark('stage', t);
    if (outcome.asOf) report.asOf = outcome.asOf;
    run.fileRows = outcome.fileRows;
    Object.assign(report, {
      rowsRead: outcome.rowsRead, rejected: outcome.rejected, rejects: outcome.rejects,
      rejectExamples: outcome.rejectExamples, skipped: outcome.skipped, skipExamples: outcome.skipExamples,
      unknownColumns: outcome.unknownColumns,
    });
    for (const [reason, n] of Object.entries(outcome.warned)) {
      report.warnings.push(`${reason}: ${n} (e.g. ${outcome.warnExamples[reason]!.join(', ')})`);
    }
    for (const f of report.files) if (f.location && outcome.fileRows[f.location] !== undefined) f.rows = outcome.fileRows[f.location]!;
    report.warnings.push(...outcome.notes);
    t = performance.now();
    const main = files.find((f) => f.def.mapRow || f.def.groupKey);
    const mainFile = main?.displayName ?? def.id;
    // The official files over the demo's generated rows (a store `npm start` built, then imported
    // into): nothing they lack of the demo is a truncation, so the checks against the rows published
    // before do not apply, as at a first import (publish treats it as one too).
    const overDemo = !ctx.opts.generated && publishedGenerated(ctx.db, def.id);
    if (overDemo) report.warnings.push('replaces the demo dataset\'s generated rows of this source (checked as a first import)');
    const allowShrink = (ctx.opts.allowShrink ?? false) || overDemo;
    // A column the source knows (CsvOptions.known) that the header lacks empties a field of every
    // row. At a first import, or in a file too small for the emptied-column check, nothing else
    // would say so; past those, that check fails a column the last publish held, and a column the
    // register never published (an unconfirmed one) would repeat the warning at every import.
    // A required one has already failed the file at its header.
    for (const [file, columns] of Object.entries(outcome.absentColumns)) {
      if (state && !overDemo && (outcome.fileRows[file] ?? 0) >= DROP_MIN_LOST) continue;
      const many = columns.length > 1;
      report.warnings.push(`${file}: the header lacks ${columns.join(', ')}, ${many ? 'columns' : 'a column'} the source knows: `
        + `its rows are read without ${many ? 'them' : 'it'} (renamed or dropped?)`);
    }
    checkNotOlder({ def, outcome, mainFile, publishedAsOf: overDemo ? null : state?.asOf ?? null, allowOlder: ctx.opts.allowOlder ?? false });
    checkStaged({
      def, staging, outcome, mainFile, mainUnit: main ? rowUnit(main.def) : 'line', previousRows: overDemo ? null : state?.rowCount ?? null,
      previousRowsRead: overDemo ? null : state?.rowsRead ?? null, previousFileRows: overDemo ? null : state?.fileRows ?? null, allowShrink, allowFewRows: ctx.opts.allowFewRows ?? false, warn: (message) => report.warnings.push(message),
    });
    checkVanishing({ db: ctx.db, def, staging, mainFile, allowShrink });
    const unread = def.publishPolicy === 'close-missing' && state && !overDemo
      ? keptForUnreadCodes(ctx.db, { source: def.id, stageTable: staging.table('company'), rows: outcome.unreadCodeRows })
      : { regcodes: [], warnings: [] };
    report.warnings.push(...unread.warnings);
    checkEmptiedColumns({ db: ctx.db, def, staging, outcome, mainFile, allowShrink });
    checkMarksDropped({ db: ctx.db, def, staging, files, mainFile, allowUnmarked: (ctx.opts.allowUnmarked ?? false) || overDemo });
    mark('check', t);
    ctx.progress.note(`${def.id}: checks passed, ${Object.values(staging.counts()).reduce((a, b) => a + b, 0)} rows staged`);
    // Its own work so far; its part of the command's publish is added when that is done.
    report.timings.total = Math.round(performance.now() - run.t0);
    const ready: Staged = { report, run: { ...run, runId }, def, staging, version, files, unreadCompanies: [...outcome.rejectedCompanies, ...unread.regcodes] };
    staging = null;
    return ready;
  } catch (err) {
    if (err instanceof SkipSource) {
      report.status = 'skipped';
      report.message = err.message + stillServed(ctx, def);
      const optionalLine = ctx.folder ? optionalNotInFolder(err.optionalMissing.filter((m) => m.why.length > 0), ctx.folder.dir) : null;
      if (optionalLine !== null) report.warnings.push(optionalLine);
      return { report, run, failedFiles: [] };
    }
    report.status = 'failed';
    report.message = thenSay(reasonOf(ctx, err), nothingChanged(ctx, err));
    if (!ctx.folder) await forgetValidators(files);
    return { report, run, failedFiles: failedFilesOf(def.id, files, err) };
  } finally {
    ctx.progress.done();
    staging?.drop();
  }
}

/** Records a source's outcome in the journal and says it, once its rows are published or not. */
function finishSource(ctx: Ctx, report: SourceReport, run: RunRecord): void {
  report.timings.total ??= Math.round(performance.now() - run.t0);
  ctx.progress.note(`${report.source}: ${report.status}${report.message ? ` — ${report.message}` : ''}`);
  journalSource(ctx, report, run);
}

/** Records (or records again, its message grown) a source's outcome in the journal. */
function journalSource(ctx: Ctx, report: SourceReport, run: RunRecord): void {
  // The journal keeps what the report warned of (values left empty, an address the lookup did
  // not give, unknown columns) and the rows it left out on purpose, one line each after the
  // outcome: a published run is not only its row count.
  const skips = Object.entries(report.skipped).map(([reason, n]) => skipLine(report, reason, n));
  const journal = [report.message, ...skips, ...report.warnings.map((w) => `warning: ${w}`), ...report.notes.map((n) => `note: ${n}`)].filter((l) => l !== '').join('\n');
  if (run.runId === null) return;
  if (ctx.storeLocked) {
    // Another process's write lock, which a write of the command met: the write would wait for it
    // again, and its failure would end the command before any source's outcome was reported. The
    // run left `running` is ended by the next import (interrupted: nothing was published).
    notRecorded(report);
    return;
  }
  try {
    finishImportRun(ctx.db, run.runId, {
      status: report.status, message: journal || null, url: run.url, checksum: run.checksum, rowsRead: report.rowsRead,
      rowsWritten: report.rowsWritten, rejects: report.rejects, timings: report.timings, fileRows: run.fileRows, asOf: report.asOf, finishedAt: new Date(),
    });
  } catch (err) {
    // The store locked by another process since the command began (a source that failed its
    // checks while staging): its failure is reported, and every source after it fails at once.
    if (isStoreLocked(err)) {
      ctx.storeLocked = true;
      notRecorded(report);
      return;
    }
    // A full disk: the report, which says what failed and why, must still be given; the run left
    // `running` is ended by the next import (interrupted, or published when its publish committed).
    if (!isDiskFull(err)) throw err;
    report.warnings.push(`its outcome could not be recorded in import_runs (${(err as Error).message}); the next import ends the run there`);
  }
}

/** Says the source's run was left for the next import to end (once: a held-back failure is journalled twice). */
function notRecorded(report: SourceReport): void {
  const said = 'its outcome was not recorded in import_runs, which the same lock holds; the next import ends the run there';
  if (!report.warnings.includes(said)) report.warnings.push(said);
}

/**
 * Starts a source's run in the journal; null where another process's write lock, taken since the
 * command began, keeps it from it (met now or before). The lock met by the command's first run is
 * one it began under, before any source's work: it ends the command in one line.
 */
function startRun(ctx: Ctx, def: SourceDefinition): number | null {
  if (ctx.storeLocked) return null;
  try {
    const runId = startImportRun(ctx.db, def.id, new Date());
    ctx.runsStarted += 1;
    return runId;
  } catch (err) {
    if (!isStoreLocked(err) || ctx.runsStarted === 0) throw err;
    ctx.storeLocked = true;
    return null;
  }
}

/** Why a source failed that another process's write lock, met before the publish, kept from publishing. */
function lockedMessage(ctx: Ctx): string {
  return `${storeLockedReason(ctx.opts.databasePath, lockWaitOf(ctx.opts))}; nothing was changed; ${STORE_LOCKED_STEP}`;
}

/** "nothing was changed", with where to make room when the disk was full, or what to end when the store was locked. */
function nothingChanged(ctx: Ctx, err: unknown): string {
  if (isDiskFull(err)) return `nothing was changed; ${diskFullStep(ctx.opts.databasePath)}`;
  return isStoreLocked(err) ? `nothing was changed; ${STORE_LOCKED_STEP}` : 'nothing was changed';
}

/** A failure's reason: the error's words, but for a store another process held locked, which names it. */
function reasonOf(ctx: Ctx, err: unknown): string {
  return isStoreLocked(err) ? storeLockedReason(ctx.opts.databasePath, lockWaitOf(ctx.opts)) : (err as Error).message;
}

/**
 * What a download that found no file leaves served: the source's last publish stays until a file
 * comes again, and a register that stopped publishing the file never sends one (RIK's beneficial
 * owners). Said for downloads only: a folder that lacks a file says nothing of its publisher.
 */
function stillServed(ctx: Ctx, def: SourceDefinition): string {
  const state = ctx.folder ? null : readSourceState(ctx.db, def.id);
  if (!state) return '';
  return `; the ${state.rowCount} rows published at ${state.publishedAt} (files of ${state.asOf ?? 'an unknown date'}) are still served;`
    + ` if the publisher no longer publishes the file, npm run import -- withdraw ${def.id} removes them`;
}

const givesRows = (f: SourceFile) => Boolean(f.mapRow || f.groupKey);
const readsRows = (f: LocatedFile) => givesRows(f.def);

/** The optional files a source reads its rows from where no file it needs does (lv.micro-enterprise's VID file). */
function ownRowFiles(def: SourceDefinition): SourceFile[] {
  const rowFiles = def.files.filter(givesRows);
  return rowFiles.some((f) => !f.optional) ? [] : rowFiles;
}

/** Those of ownRowFiles not found. */
const ownRowsMissing = (def: SourceDefinition, found: LocatedFile[]): string[] =>
  ownRowFiles(def).filter((f) => !found.some((l) => l.def.name === f.name)).map((f) => f.name);

/** Every file name a source of the service (or of the command) reads: no misnamed copy of another. */
const expectedName = (ctx: Ctx) => expectedNameOf([
  ...allSources(), ...Object.values(ALTERNATIVE_SOURCES).flat(), ...(ctx.opts.knownSources ?? []), ...ctx.opts.sources,
]);

// A source skipped (its files not in the folder) said each optional file absent in a warning
// beside the skip (`none of its files is in DIR` and `optional file securing_measures.csv is not
// in DIR`): 9 of the 14 warnings of a group import of the real excerpts, of sources not imported.
// A source read is told them once its files are found; a skipped one only those a why is known of.
async function locateFiles(ctx: Ctx, def: SourceDefinition, report: SourceReport): Promise<LocatedFile[]> {
  const { found, optionalMissing } = await locateAll(ctx, def, report);
  if (!found.some(readsRows)) {
    const main = def.files.filter((f) => f.mapRow || f.groupKey).map((f) => f.name).join(', ');
    throw new SkipSource(`${main} not found${ctx.folder ? ` in ${ctx.folder.dir}` : ''}`, optionalMissing);
  }
  const optionalLine = ctx.folder ? optionalNotInFolder(optionalMissing, ctx.folder.dir) : null;
  if (optionalLine !== null) report.warnings.push(optionalLine);
  return found;
}

async function locateAll(ctx: Ctx, def: SourceDefinition, report: SourceReport): Promise<{ found: LocatedFile[]; optionalMissing: MissingOptional[] }> {
  const found: LocatedFile[] = [];
  const missing: string[] = [];
  const missingDefs: SourceFile[] = [];
  const fileReport = (name: string, f: LocatedFile | null, location: string | null): FileReport =>
    ({ name, location: f ? f.displayName : location, checksum: f?.checksum ?? null, bytes: f?.size ?? null, rows: null, found: f !== null });
  if (ctx.folder) {
    // What a zip named after an optional file holds instead, for a source none of whose files is found.
    const optionalInZips: string[] = [];
    // The files the source needs, or reads its own rows from, that are there: with one of them found, a missing one is the
    // operator's to fetch, not a source the folder does not hold.
    const requiredFound: string[] = [];
    // Told in one line once every file is looked for (optional-missing.ts).
    const optionalMissing: MissingOptional[] = [];
    const notYet: Array<{ name: string; message: string; from: string }> = [];
    for (const def1 of def.files) {
      const located = await locateInFolder(ctx.folder, def1);
      for (const f of located) report.files.push(fileReport(def1.name, f, null));
      if (located.length > 0) {
        found.push(...located);
        // An optional file the source reads rows from is its own (lv.micro-enterprise's VID file,
        // ee.persons' off-card persons): found without a file the source needs (members.csv, the
        // card's persons), the source was skipped and its group exited 0 as if the folder held
        // nothing of it.
        if (!def1.optional || givesRows(def1)) requiredFound.push(def1.name);
        continue;
      }
      report.files.push(fileReport(def1.name, null, null));
      const inZip = zipWithoutMember(ctx.folder, def1);
      if (!def1.optional) {
        missing.push(inZip ? `${def1.name} (${inZip})` : def1.name);
        missingDefs.push(def1);
      }
      else {
        // Read without it (lv.taxes-paid's activities without their descriptions): a copy there
        // under a name it is not looked for by (nace.csv) is named, as for a file the source needs.
        const near = nearNamesOf(ctx.folder, def1, expectedName(ctx));
        const why = [inZip, ...near.map((n) => `the folder holds ${n}`)].filter((w) => w !== null);
        // A file its publisher does not publish yet is as expected missing from a folder as from a
        // download (optional-missing.ts), unless the folder holds it under another name or in a zip.
        if (why.length === 0 && notPublishedYet(def1, ctx.opts.now ?? new Date())) {
          notYet.push({ name: def1.name, message: `not in ${ctx.folder.dir}`, from: def1.usuallyPublishedFrom! });
          continue;
        }
        // By the name whose header is confirmed (EMTA's `_eng` file), the one to fetch: the official
        // Estonian name sent the operator to the copy whose header is not.
        optionalMissing.push({ name: def1.confirmedName ?? def1.name, why: why.filter((w): w is string => w !== null) });
        if (inZip && !optionalInZips.includes(inZip)) optionalInZips.push(inZip);
      }
    }
    const told = toldMissing(optionalMissing, def.files, found);
    // A source that fails is told them as one read is: the operator puts the files in place.
    const failing = (message: string) => {
      const optionalLine = optionalNotInFolder(told, ctx.folder!.dir);
      if (optionalLine !== null) report.warnings.push(optionalLine);
      return new Error(message);
    };
    const notYetLine = optionalNotYetPublished(toldMissing(notYet, def.files, found));
    if (notYetLine !== null) report.notes.push(notYetLine);
    if (missing.length > 0) {
      // Not found, but perhaps in a zip that could not be read: a damaged input, not a file the
      // folder lacks, so the source fails (a skip lets a scheduled job exit 0 on a group).
      const unreadable = unreadableZipsOf(ctx.folder);
      if (unreadable) {
        throw failing(`not found in ${ctx.folder.dir}: ${missing.join(', ')}; a zip there that may hold ${missing.length > 1 ? 'them' : 'it'} cannot be read: ${unreadable}`);
      }
      // The file under a name it is not looked for by (Register.csv, register.csv.gz): present, so
      // the source fails naming it (a skip lets a scheduled job exit 0 on a group).
      const near = missingDefs.flatMap((f) => nearNamesOf(ctx.folder!, f, expectedName(ctx)));
      if (near.length > 0) throw failing(`not in ${ctx.folder.dir}: ${missing.join(', ')}; the folder holds ${near.join('; ')}`);
      // Half of a source's files (lt.jar's JAR_IREGISTRUOTI.csv without JAR_ISREGISTRUOTI.csv) was
      // skipped as a source the folder does not hold, and a group's import exited 0 with the
      // register as it was: the source fails, naming what is there and what is not.
      if (requiredFound.length > 0) {
        throw failing(`not in ${ctx.folder.dir}: ${missing.join(', ')}, which this source reads with ${requiredFound.join(', ')} (found there): `
          + `it is imported from all of its files; put ${missing.length > 1 ? 'them' : 'it'} beside ${requiredFound.length > 1 ? 'them' : 'it'}`);
      }
      // A source whose rows come from an optional file alone (lv.micro-enterprise's own, read with
      // UR's members.csv) was skipped as `not in DIR: members.csv`, as if that were the file it imports.
      throw new SkipSource(`not in ${ctx.folder.dir}: ${[...missing, ...ownRowsMissing(def, found)].join(', ')}`, told);
    }
    if (found.length === 0) {
      throw new SkipSource(`none of its files is in ${ctx.folder.dir}${optionalInZips.length > 0 ? ` (${optionalInZips.join('; ')})` : ''}`, told);
    }
    return { found, optionalMissing: told };
  }
  const fetchImpl = ctx.opts.fetch ?? globalThis.fetch;
  const cacheDir = ctx.opts.cacheDir ?? loadConfig(process.env, { command: 'import' }).importCacheDir;
  const idleTimeoutMs = (ctx.opts.idleTimeoutSeconds ?? DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS) * 1000;
  found.push(...await downloadSourceFiles({ def, cacheDir, fetch: fetchImpl, progress: ctx.progress, report, idleTimeoutMs, now: ctx.opts.now }));
  if (found.length === 0) throw new SkipSource('none of its files could be downloaded');
  return { found, optionalMissing: [] };
}

/**
 * Once the command's downloads are done: the cache's leftovers of earlier runs (download.ts
 * pruneLeftovers), the sources that read a file being every one the service and the command know.
 * A cache that cannot be pruned fails no import: the files are only in the way.
 */
async function pruneCacheLeftovers(ctx: Ctx, startedAt: Date): Promise<void> {
  const cacheDir = ctx.opts.cacheDir ?? loadConfig(process.env, { command: 'import' }).importCacheDir;
  const sources = new Set([...allSources(), ...Object.values(ALTERNATIVE_SOURCES).flat(), ...(ctx.opts.knownSources ?? []), ...ctx.opts.sources]
    .map((s) => s.id));
  try {
    const removed = await pruneLeftovers(cacheDir, { startedAt, sources });
    if (removed.files > 0) ctx.progress.note(`download cache: ${removed.files} files of earlier runs no source reads removed (${(removed.bytes / 1e6).toFixed(1)} MB)`);
  } catch (err) {
    ctx.progress.note(`download cache: its leftovers of earlier runs could not be removed: ${(err as Error).message}`);
  }
}

/** What DATABASE_PATH held when the command took the import lock. */
type StoreFileBefore = 'none' | 'empty file' | 'store';

function storeFileBefore(path: string): StoreFileBefore {
  if (!existsSync(path)) return 'none';
  return statSync(path).size === 0 ? 'empty file' : 'store';
}

/**
 * Puts back what was at DATABASE_PATH before a command that created the store there: no file, or
 * an empty one (0 bytes, its owner and mode kept), which npm start refuses, as it was.
 */
function restoreStoreFile(path: string, before: Exclude<StoreFileBefore, 'store'>): void {
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
  if (before === 'none') rmSync(path, { force: true });
  else if (existsSync(path)) truncateSync(path, 0);
}

/** The folders above DATABASE_PATH that do not exist yet, the deepest first. */
function missingFolders(path: string): string[] {
  const missing: string[] = [];
  for (let dir = dirname(resolve(path)); !existsSync(dir); dir = dirname(dir)) {
    missing.push(dir);
    if (dirname(dir) === dir) break;
  }
  return missing;
}

/**
 * Removes those of the folders the command created that are empty, the deepest first: one holding
 * the store it published (or anything another process put there meanwhile) stays, with those above it.
 */
function removeEmptyFolders(folders: string[]): void {
  for (const dir of folders) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
  }
}
