// The demo's snapshots written to their folders in a worker thread: the dataset is generated from
// the seed once, and each snapshot written from it in turn, the older first (its import starts as
// soon as it is written). Each snapshot was generated in a worker of its own before, the same
// dataset twice, the two competing for the cores while the import waited for the older one.
import { Worker } from 'node:worker_threads';
import { generateDataset } from './generate/index.ts';
import { writeSnapshot, type WriterGroup } from './writers/index.ts';
import type { DemoDataset, Snapshot } from './model.ts';
import type { SourceDefinition } from '../importers/source.ts';
import { registersToday } from '../domain/dates.ts';
import { addDays } from './calendar.ts';

export interface SnapshotJob {
  seed: number;
  /** The load instant (ISO); the older snapshot is dated two days before it. */
  now: string;
  scale: number;
  /** Written in this order. */
  snapshots: SnapshotFiles[];
}

/** One snapshot's files: which of them, and the folder they are written to. */
export interface SnapshotFiles {
  snapshot: Snapshot;
  dir: string;
  groups: WriterGroup[];
  /** Only the files these names or name patterns match; all when absent. */
  only?: FileNames;
}

/** File names and name patterns of some sources, in a form a worker can receive. */
export interface FileNames { names: string[]; patterns: Array<{ source: string; flags: string }> }

export interface SnapshotResult { files: string[]; companies: number; roles: number; listEntries: number }

const SNAPSHOT_GAP_MS = 2 * 86_400_000;

/**
 * The instant of the older snapshot: two days before the load, on the registers' day two days
 * before the load's (the dataset's previousDay, which its files describe and its import weighs
 * flags on). 48 hours back is another registers' day for an hour after a change of the clocks (a
 * load at 23:30 on 26 October, Riga's winter time, goes back to 00:30 on the 25th, summer time): an
 * hour nearer the day wanted then.
 */
export function previousSnapshotInstant(now: Date): Date {
  const wanted = addDays(registersToday(now), -2);
  const at = now.getTime() - SNAPSHOT_GAP_MS;
  const day = registersToday(new Date(at));
  return new Date(day > wanted ? at - 3_600_000 : day < wanted ? at + 3_600_000 : at);
}

export function fileNamesOf(sources: SourceDefinition[]): FileNames {
  const files = sources.flatMap((s) => s.files);
  return {
    names: files.flatMap((f) => [f.name, ...(f.aliases ?? [])]),
    patterns: files.flatMap((f) => (f.namePattern ? [{ source: f.namePattern.source, flags: f.namePattern.flags }] : [])),
  };
}

/** Generates the dataset once and writes each snapshot of the job, `written` told after each. */
export function writeSnapshotFiles(job: SnapshotJob, written: (snapshot: Snapshot, result: SnapshotResult) => void): void {
  const now = new Date(job.now);
  const data = generateDataset({ seed: job.seed, now, scale: job.scale });
  for (const files of job.snapshots) {
    written(files.snapshot, {
      files: writeSnapshotOf(data, files, now), companies: data.companies.length, roles: data.roles.length, listEntries: data.sanctions.length,
    });
  }
}

function writeSnapshotOf(data: DemoDataset, files: SnapshotFiles, now: Date): string[] {
  const instant = files.snapshot === 'current' ? now : previousSnapshotInstant(now);
  let wants: ((name: string) => boolean) | undefined;
  if (files.only) {
    const names = new Set(files.only.names);
    const patterns = files.only.patterns.map((p) => new RegExp(p.source, p.flags));
    wants = (name) => names.has(name) || patterns.some((p) => p.test(name));
  }
  return writeSnapshot(data, files.snapshot, files.dir, instant, files.groups, wants);
}

/** What the worker posts after each snapshot it has written. */
export interface SnapshotWritten { snapshot: Snapshot; result: SnapshotResult }

/**
 * Runs a job in a worker thread; `written(snapshot)` settles when that snapshot's files are
 * written and closed (or the worker failed or stopped before).
 */
export function runSnapshotWorker(job: SnapshotJob): { written(snapshot: Snapshot): Promise<SnapshotResult>; stop(): Promise<number> } {
  const worker = new Worker(new URL('./snapshot-worker.ts', import.meta.url), { workerData: job });
  const settle = new Map<Snapshot, { resolve(r: SnapshotResult): void; reject(e: Error): void }>();
  const promises = new Map<Snapshot, Promise<SnapshotResult>>();
  for (const { snapshot } of job.snapshots) {
    const p = new Promise<SnapshotResult>((resolve, reject) => settle.set(snapshot, { resolve, reject }));
    p.catch(() => {});
    promises.set(snapshot, p);
  }
  const failAll = (err: Error) => { for (const s of settle.values()) s.reject(err); };
  worker.on('message', (m: SnapshotWritten) => settle.get(m.snapshot)?.resolve(m.result));
  worker.once('error', failAll);
  worker.once('exit', (code) => {
    // A snapshot told written is settled already: only the ones still awaited fail.
    for (const [snapshot, s] of settle) s.reject(new Error(`snapshot worker stopped (exit code ${code}) before writing ${snapshot} files`));
  });
  return {
    written: (snapshot) => promises.get(snapshot) ?? Promise.reject(new Error(`the job writes no ${snapshot} snapshot`)),
    stop: () => worker.terminate(),
  };
}
