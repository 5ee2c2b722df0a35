// Builds the demo database through the real pipeline: the generated dataset is written as the
// official files, once as the registers looked two days ago and once as they look now, and each
// snapshot is imported with `importSources --from DIR`. The second import records the instant it
// first saw each new company and role, exactly as a daily production import does, so the
// registrations of the last day show up as new. Everything is built into `<path>.building` and
// renamed into place at the end: a half-built demo is never served. The generated files are
// written beside it, in `<path>.building-files`: a build that is killed (a first `npm start`
// stopped part-way) leaves both there, and the next build removes them, instead of leaving a
// directory in the system's temp folder at every start that was stopped.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importSources, type ImportReport } from '../importers/pipeline/run.ts';
import { SOURCE_GROUPS, type SourceGroup } from '../importers/registry.ts';
import type { SourceDefinition } from '../importers/source.ts';
import { openForReading } from '../store/open.ts';
import { datasetCounts } from '../store/dataset-counts.ts';
import { fileNamesOf, previousSnapshotInstant, runSnapshotWorker, type SnapshotFiles } from './snapshot-job.ts';
import type { Snapshot } from './model.ts';
import { assertDemoCanBeBuilt } from './writable-directory.ts';

export interface DemoBuildOptions {
  databasePath: string;
  seed?: number;
  /** The load instant; the older snapshot is dated two days before it. */
  now?: Date;
  /** 1 (default) gives about 21,000 companies. */
  scale?: number;
  log?: (line: string) => void;
}

export interface DemoBuildResult { companies: number; roles: number; elapsedMs: number }

export const DEFAULT_SEED = 20_261_122;

/**
 * The sources of every group that has any. The demo is small by design, so the row-count floors
 * that guard a production import against a truncated download are lifted; nothing else changes.
 */
export function demoSources(): { groups: SourceGroup[]; sources: SourceDefinition[] } {
  const groups = (Object.keys(SOURCE_GROUPS) as SourceGroup[]).filter((g) => SOURCE_GROUPS[g].length > 0);
  const sources = groups.flatMap((g) => SOURCE_GROUPS[g])
    .map((s) => ({ ...s, expectedRows: { min: 0, max: s.expectedRows.max } }));
  return { groups, sources };
}

/**
 * The sources the older snapshot is imported through: the ones that publish people's roles, and
 * the company registers of the countries that publish roles (EE closes a company absent from a
 * later dump only if an earlier dump had it). A person can be new to a company only there.
 */
export function firstPassSources(sources: SourceDefinition[]): SourceDefinition[] {
  const countries = new Set(sources.filter((s) => s.produces.includes('role')).map((s) => s.country));
  return sources.filter((s) => s.produces.includes('role') || (s.produces.includes('company') && countries.has(s.country)));
}

function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

function checkReport(report: ImportReport, label: string, log: (line: string) => void): void {
  const failed = report.sources.filter((s) => s.status === 'failed');
  for (const s of report.sources) {
    if (s.status === 'skipped') log(`demo: ${label}: ${s.source} skipped: ${s.message}`);
    const rejects = Object.entries(s.rejects).map(([r, n]) => `${r} ×${n}`).join('; ');
    if (rejects) log(`demo: ${label}: ${s.source} rejected ${s.rejected} rows: ${rejects}`);
  }
  if (report.screening && 'error' in report.screening) log(`demo: ${label}: screening failed: ${report.screening.error}`);
  if (failed.length > 0) {
    throw new Error(`demo build failed: ${failed.map((s) => `${s.source}: ${s.message}`).join(' | ')}`);
  }
}

export async function buildDemoDatabase(opts: DemoBuildOptions): Promise<DemoBuildResult> {
  assertDemoCanBeBuilt(opts.databasePath);
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const previous = previousSnapshotInstant(now);
  const building = `${opts.databasePath}.building`;
  const progress = opts.log ? 'plain' : 'none';
  const { groups, sources } = demoSources();
  const firstPass = firstPassSources(sources);
  const tmp = `${opts.databasePath}.building-files`;
  removeDatabase(building);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const files = (snapshot: Snapshot): SnapshotFiles => ({
    snapshot, dir: join(tmp, snapshot),
    groups: snapshot === 'current' ? groups : groups.filter((g) => g !== 'sanctions'),
    ...(snapshot === 'previous' ? { only: fileNamesOf(firstPass) } : {}),
  });
  // One worker generates the dataset and writes the older snapshot, then the current one while
  // the older one imports.
  const worker = runSnapshotWorker({
    seed: opts.seed ?? DEFAULT_SEED, now: now.toISOString(), scale: opts.scale ?? 1, snapshots: [files('previous'), files('current')],
  });
  try {
    const written = await worker.written('previous');
    log(`demo: generated ${written.companies} companies, ${written.roles} roles, ${written.listEntries} list entries`);
    checkReport(await importSources({
      databasePath: building, sources: firstPass, knownSources: sources, fromDir: files('previous').dir, now: previous, progress, screen: false,
      generated: true,
    }), 'snapshot of two days ago', log);
    await worker.written('current');
    checkReport(await importSources({
      databasePath: building, sources, knownSources: sources, fromDir: files('current').dir, now, progress, generated: true,
    }), 'current snapshot', log);
    const db = openForReading(building);
    const counts = datasetCounts(db);
    db.close();
    removeDatabase(opts.databasePath);
    // The pipeline closes its connection after a checkpoint, so the WAL is normally gone; move
    // it along with the database if it is not.
    for (const suffix of ['-wal', '-shm']) if (existsSync(building + suffix)) renameSync(building + suffix, opts.databasePath + suffix);
    renameSync(building, opts.databasePath);
    const elapsedMs = Math.round(performance.now() - t0);
    log(`demo: ${counts.companies} companies, ${counts.roles} roles in ${(elapsedMs / 1000).toFixed(1)} s → ${opts.databasePath}`);
    return { ...counts, elapsedMs };
  } catch (err) {
    removeDatabase(building);
    throw err;
  } finally {
    await worker.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
