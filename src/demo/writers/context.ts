// What every writer gets: the dataset, which snapshot to write, the day the files describe and
// the folder to write them into.
import type { DemoDataset, Snapshot } from '../model.ts';

export interface WriteContext {
  data: DemoDataset;
  snapshot: Snapshot;
  /** The ISO day the files describe (their `formavimo_data`, `Andmed on seisuga`, …). */
  day: string;
  /** The instant the files are dated to (their modification time). */
  instant: Date;
  dir: string;
  /** Whether a file is wanted (the older snapshot only writes what its import reads). */
  wants(fileName: string): boolean;
}

/** Written file names, for the build log and the tests. */
export type Written = string[];
