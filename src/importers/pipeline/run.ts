// The import pipeline, shared by every country and by the sanctions lists. For each source in
// order: find its files in a folder or download them (cached, checksummed), skip it when
// nothing changed, stream and map its rows into staging, check the assertions, then publish it
// in one transaction. A failed source leaves the live data untouched and does not stop the
// others. After the command's sources are published every company is screened again.
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config/config.ts';
import { openForWriting, type Database } from '../../store/open.ts';
import { createStagingArea, type StagingArea } from '../../store/staging.ts';
import { publishStaged, type StatusRule } from '../../store/publish.ts';
import { rebuildStaleSearchIndexes } from '../../store/search-index.ts';
import type { Country } from '../../domain/country.ts';
import { checkpoint, endAbandonedRuns, finishImportRun, readSourceState, startImportRun } from '../../store/import-runs.ts';
import { acquireImportLock } from '../../store/import-lock.ts';
import { screenAllCompanies } from '../screening/index.ts';
import type { SourceDefinition } from '../source.ts';
import { InputError } from '../readers/errors.ts';
import { combinedChecksum, type LocatedFile } from './files.ts';
import { indexFolder, locateInFolder, zipWithoutMember, type FolderIndex } from './locate.ts';
import { downloadSourceFiles } from './download.ts';
import { stageSource } from './stage-source.ts';
import { importerVersion } from './importer-version.ts';
import { AssertionFailure, checkStaged } from './assertions.ts';
import { createProgress, type Progress, type ProgressMode } from './progress.ts';
import type { FileReport, ImportReport, SourceReport } from './report.ts';

export type { ImportReport, SourceReport, FileReport, SourceStatus } from './report.ts';
export { formatReport } from './report.ts';

export interface ImportOptions {
  databasePath: string;
  sources: SourceDefinition[];
  /** Read the files from this folder instead of downloading them. */
  fromDir?: string;
  /**
   * The import instant: first-seen times of new associations and publish times. Absent, each
   * source's publish is dated when it takes place (when its rows become visible).
   */
  now?: Date;
  /** Download cache (default IMPORT_CACHE_DIR). */
  cacheDir?: string;
  fetch?: typeof fetch;
  progress?: ProgressMode;
  /** Import even when the files' checksum equals the last published one. */
  force?: boolean;
  /** Accept a row count that dropped by more than the source's maxShrink. */
  allowShrink?: boolean;
  /** Every source the command knows (the whole group), for status-from-flags rules; defaults to `sources`. */
  knownSources?: SourceDefinition[];
  /** Screen every company after publishing (default true). */
  screen?: boolean;
  /** The files are the demo's, generated in the sources' formats: said with each source's provenance. */
  generated?: boolean;
  /** Told why the command waits when another import is writing the store (default: a progress note). */
  onWait?: (message: string) => void;
}

class SkipSource extends Error {}

interface Ctx {
  db: Database;
  opts: ImportOptions;
  folder: FolderIndex | null;
  progress: Progress;
  statusRules: StatusRule[];
}

/** The status-from-flags rules of the company sources among `sources` (publish and withdraw apply them). */
export function statusRulesOf(sources: SourceDefinition[]): StatusRule[] {
  return sources
    .filter((s) => s.statusFromFlags && s.produces.includes('company'))
    .map((s) => ({ source: s.id, rules: s.statusFromFlags! }));
}

export async function importSources(opts: ImportOptions): Promise<ImportReport> {
  const progress = createProgress(opts.progress ?? 'auto');
  const releaseLock = await acquireImportLock(opts.databasePath, { onWait: opts.onWait ?? ((m) => progress.note(m)) });
  try {
    return await importLocked(opts, progress);
  } finally {
    releaseLock();
  }
}

async function importLocked(opts: ImportOptions, progress: Progress): Promise<ImportReport> {
  const startedAt = new Date();
  const now = opts.now ?? startedAt;
  const created = !existsSync(opts.databasePath);
  const db = openForWriting(opts.databasePath);
  // Publishing inserts millions of rows into indexed tables: a large page cache keeps the index
  // B-trees in memory (the default 2 MiB makes every random insert a disk read).
  db.exec('PRAGMA cache_size = -196608');
  const known = new Map<string, SourceDefinition>();
  for (const s of [...(opts.knownSources ?? []), ...opts.sources]) known.set(s.id, s);
  const statusRules = statusRulesOf([...known.values()]);
  const reports: SourceReport[] = [];
  let screening: ImportReport['screening'] = null;
  let searchIndexBuilt: Country[] = [];
  try {
    endAbandonedRuns(db, startedAt);
    searchIndexBuilt = rebuildStaleSearchIndexes(db);
    const folder = opts.fromDir ? await indexFolder(opts.fromDir) : null;
    const ctx: Ctx = { db, opts, folder, progress, statusRules };
    for (const def of opts.sources) reports.push(await importOne(ctx, def));
    if (reports.some((r) => r.status === 'published') && opts.screen !== false) {
      try {
        screening = screenAllCompanies(db, { now });
      } catch (err) {
        screening = { error: (err as Error).message };
      }
    }
  } finally {
    checkpoint(db);
    db.close();
    // A store this run created and published nothing into is removed again: left empty, it would
    // be served as a store (npm start builds the demo only where there is none) and answer nothing.
    if (created && !reports.some((r) => r.status === 'published')) removeStore(opts.databasePath);
  }
  return {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    ok: reports.every((r) => r.status !== 'failed'),
    sources: reports,
    screening,
    searchIndexBuilt,
  };
}

async function importOne(ctx: Ctx, def: SourceDefinition): Promise<SourceReport> {
  const t0 = performance.now();
  const report: SourceReport = {
    source: def.id, title: def.title, status: 'failed', message: '', file: def.files.find((f) => f.mapRow)?.name ?? null,
    files: [], rowsRead: 0, rowsWritten: 0, rejected: 0, rejects: {}, rejectExamples: {}, unknownColumns: {},
    warnings: [], timings: {}, asOf: null, runId: null,
  };
  const mark = (phase: string, since: number) => { report.timings[phase] = Math.round(performance.now() - since); };
  const runId = startImportRun(ctx.db, def.id, new Date());
  report.runId = runId;
  let staging: StagingArea | null = null;
  let checksum: string | null = null;
  let url: string | null = null;
  try {
    let t = performance.now();
    const files = await locateFiles(ctx, def, report);
    mark('locate', t);
    checksum = combinedChecksum(files);
    url = files.map((f) => f.url).filter(Boolean).join(' ') || null;
    report.asOf = files.map((f) => f.asOf).filter((d): d is string => d !== null).sort().pop() ?? null;
    const state = readSourceState(ctx.db, def.id);
    const version = importerVersion();
    if (!ctx.opts.force && state?.checksum === checksum) {
      if (state.importerVersion === version) {
        report.status = 'unchanged';
        report.message = `same files as published at ${state.publishedAt}`;
        return report;
      }
      report.warnings.push(`same files as published at ${state.publishedAt}, imported again: `
        + 'they were published by another version of the importers, which may have read them otherwise');
    }
    t = performance.now();
    staging = createStagingArea(ctx.db, def.id, def.produces);
    const outcome = await stageSource({ def, files, staging, asOf: report.asOf, progress: ctx.progress });
    mark('stage', t);
    if (outcome.asOf) report.asOf = outcome.asOf;
    Object.assign(report, {
      rowsRead: outcome.rowsRead, rejected: outcome.rejected, rejects: outcome.rejects,
      rejectExamples: outcome.rejectExamples, unknownColumns: outcome.unknownColumns,
    });
    for (const [reason, n] of Object.entries(outcome.warned)) {
      report.warnings.push(`${reason}: ${n} (e.g. ${outcome.warnExamples[reason]!.join(', ')})`);
    }
    for (const f of report.files) if (f.location && outcome.fileRows[f.location] !== undefined) f.rows = outcome.fileRows[f.location]!;
    t = performance.now();
    const mainFile = files.find((f) => f.def.mapRow || f.def.groupKey)?.displayName ?? def.id;
    checkStaged({ def, staging, outcome, mainFile, previousRows: state?.rowCount ?? null, allowShrink: ctx.opts.allowShrink ?? false });
    mark('check', t);
    t = performance.now();
    ctx.progress.note(`${def.id}: checks passed, publishing ${Object.values(staging.counts()).reduce((a, b) => a + b, 0)} rows`);
    const published = publishStaged(ctx.db, {
      source: def.id, country: def.country, kinds: def.produces, asOf: report.asOf, checksum, runId,
      now: ctx.opts.now, policy: def.publishPolicy ?? 'replace', statusRules: ctx.statusRules,
      provenance: {
        title: def.title, publisher: def.publisher, url: def.url, licence: def.licence, updateFrequency: def.updateFrequency,
        generated: ctx.opts.generated ?? false,
      },
      importerVersion: version,
    });
    mark('publish', t);
    for (const [name, ms] of Object.entries(published.steps)) report.timings[`publish ${name}`] = ms;
    report.rowsWritten = published.rowsWritten;
    report.status = 'published';
    report.message = `${published.rowsWritten} rows published` +
      (published.closedMissing > 0 ? `, ${published.closedMissing} companies absent from the dump kept as closed` : '');
    return report;
  } catch (err) {
    if (err instanceof SkipSource) {
      report.status = 'skipped';
      report.message = err.message + stillServed(ctx, def);
    } else {
      report.status = 'failed';
      report.message = err instanceof InputError || err instanceof AssertionFailure
        ? `${err.message}; nothing was changed`
        : `${(err as Error).message}; nothing was changed`;
    }
    return report;
  } finally {
    ctx.progress.done();
    staging?.drop();
    mark('total', t0);
    ctx.progress.note(`${def.id}: ${report.status}${report.message ? ` — ${report.message}` : ''}`);
    // The journal keeps what the report warned of (values left empty, an address the lookup did
    // not give, unknown columns), one line each after the outcome: a published run is not only its row count.
    const journal = [report.message, ...report.warnings.map((w) => `warning: ${w}`)].filter((l) => l !== '').join('\n');
    finishImportRun(ctx.db, runId, {
      status: report.status, message: journal || null, url, checksum, rowsRead: report.rowsRead,
      rowsWritten: report.rowsWritten, rejects: report.rejects, timings: report.timings, asOf: report.asOf, finishedAt: new Date(),
    });
  }
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

const readsRows = (f: LocatedFile) => Boolean(f.def.mapRow || f.def.groupKey);

async function locateFiles(ctx: Ctx, def: SourceDefinition, report: SourceReport): Promise<LocatedFile[]> {
  const found = await locateAll(ctx, def, report);
  if (!found.some(readsRows)) {
    const main = def.files.filter((f) => f.mapRow || f.groupKey).map((f) => f.name).join(', ');
    throw new SkipSource(`${main} not found${ctx.folder ? ` in ${ctx.folder.dir}` : ''}`);
  }
  return found;
}

async function locateAll(ctx: Ctx, def: SourceDefinition, report: SourceReport): Promise<LocatedFile[]> {
  const found: LocatedFile[] = [];
  const missing: string[] = [];
  const fileReport = (name: string, f: LocatedFile | null, location: string | null): FileReport =>
    ({ name, location: f ? f.displayName : location, checksum: f?.checksum ?? null, bytes: f?.size ?? null, rows: null, found: f !== null });
  if (ctx.folder) {
    for (const def1 of def.files) {
      const located = await locateInFolder(ctx.folder, def1);
      for (const f of located) report.files.push(fileReport(def1.name, f, null));
      if (located.length > 0) { found.push(...located); continue; }
      report.files.push(fileReport(def1.name, null, null));
      const inZip = zipWithoutMember(ctx.folder, def1);
      if (!def1.optional) missing.push(inZip ? `${def1.name} (${inZip})` : def1.name);
      else report.warnings.push(`optional file ${def1.name} is not in ${ctx.folder.dir}`);
    }
    if (missing.length > 0) throw new SkipSource(`not in ${ctx.folder.dir}: ${missing.join(', ')}`);
    if (found.length === 0) throw new SkipSource(`none of its files is in ${ctx.folder.dir}`);
    return found;
  }
  const fetchImpl = ctx.opts.fetch ?? globalThis.fetch;
  const cacheDir = ctx.opts.cacheDir ?? loadConfig().importCacheDir;
  found.push(...await downloadSourceFiles({ def, cacheDir, fetch: fetchImpl, progress: ctx.progress, report }));
  if (found.length === 0) throw new SkipSource('none of its files could be downloaded');
  return found;
}

function removeStore(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}
