// One snapshot of the demo written to a folder, in this thread or in a worker thread. Both give
// the same bytes: the dataset is regenerated from the seed, never passed between threads.
import { Worker } from 'node:worker_threads';
import { generateDataset } from './generate/index.ts';
import { writeSnapshot, type WriterGroup } from './writers/index.ts';
import type { Snapshot } from './model.ts';
import type { SourceDefinition } from '../importers/source.ts';
import { registersToday } from '../domain/dates.ts';
import { addDays } from './calendar.ts';

export interface SnapshotJob {
  seed: number;
  /** The load instant (ISO); the older snapshot is dated two days before it. */
  now: string;
  scale: number;
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

export function writeSnapshotFiles(job: SnapshotJob): SnapshotResult {
  const now = new Date(job.now);
  const data = generateDataset({ seed: job.seed, now, scale: job.scale });
  const instant = job.snapshot === 'current' ? now : previousSnapshotInstant(now);
  let wants: ((name: string) => boolean) | undefined;
  if (job.only) {
    const names = new Set(job.only.names);
    const patterns = job.only.patterns.map((p) => new RegExp(p.source, p.flags));
    wants = (name) => names.has(name) || patterns.some((p) => p.test(name));
  }
  const files = writeSnapshot(data, job.snapshot, job.dir, instant, job.groups, wants);
  return { files, companies: data.companies.length, roles: data.roles.length, listEntries: data.sanctions.length };
}

/** Runs a job in a worker thread; the promise settles when the files are written and closed. */
export function runSnapshotWorker(job: SnapshotJob): { done: Promise<SnapshotResult>; stop(): Promise<number> } {
  const worker = new Worker(new URL('./snapshot-worker.ts', import.meta.url), { workerData: job });
  const done = new Promise<SnapshotResult>((resolve, reject) => {
    worker.once('message', (result: SnapshotResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`snapshot worker stopped (exit code ${code}) before writing ${job.snapshot} files`)));
  });
  done.catch(() => {});
  return { done, stop: () => worker.terminate() };
}
