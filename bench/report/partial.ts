// What a national run has measured so far, on disk as it is measured. A run takes one to two hours
// and held every figure in memory until its end, so a run that ended early (its machine stopped,
// its terminal closed) left nothing but the time of its first answer in its log. The file is
// replaced after each wrk run, phase and engine, and removed once results.json is written.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchResults, LoadFigure } from './results.ts';

export const PARTIAL_FILE = 'results.partial.json';

/**
 * Everything of a run but its end: `measured` says which phases and engines it holds, and
 * `loadRuns` every wrk run measured so far, in the order run, named as the log names it
 * (`service: details`; a load phase of 40 minutes and more at national size is kept as it goes,
 * not only once it is whole). Its `ratio` is to the first R0 run, the only one measured by then.
 */
export type PartialResults = Omit<BenchResults, 'finishedAt' | 'load'> & {
  load: BenchResults['load'] | null; loadRuns: LoadFigure[]; measured: string[]; writtenAt: string;
};

export function writePartial(outDir: string, partial: Omit<PartialResults, 'writtenAt'>): void {
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, PARTIAL_FILE);
  // Written beside, then renamed: a run stopped while writing leaves the previous file whole.
  writeFileSync(`${path}.tmp`, `${JSON.stringify({ ...partial, writtenAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

export function removePartial(outDir: string): void {
  rmSync(join(outDir, PARTIAL_FILE), { force: true });
}
