// Writes one snapshot of the demo dataset as the official files of every register, into one
// folder, the way `npm run import -- <group> --from DIR` reads them.
import { mkdirSync } from 'node:fs';
import type { DemoDataset, Snapshot } from '../model.ts';
import type { WriteContext, Written } from './context.ts';
import { writeLatvia } from './lv.ts';
import { writeEstonia } from './ee.ts';
import { writeLithuania } from './lt.ts';
import { writeFinland } from './fi.ts';
import { writeSanctions } from './sanctions.ts';

export type WriterGroup = 'lv' | 'ee' | 'lt' | 'fi' | 'sanctions';

const WRITERS: Record<WriterGroup, (ctx: WriteContext) => Written> = {
  lv: writeLatvia, ee: writeEstonia, lt: writeLithuania, fi: writeFinland, sanctions: writeSanctions,
};

/**
 * Writes the files of `groups` for `snapshot`, modified at `instant`; returns their paths. `wants`
 * filters by file name. The day the files describe is the dataset's (its registers' day, or the
 * older snapshot's), never one worked out again from the instant: the dataset's records count from it.
 */
export function writeSnapshot(
  data: DemoDataset, snapshot: Snapshot, dir: string, instant: Date, groups: readonly WriterGroup[],
  wants: (fileName: string) => boolean = () => true,
): Written {
  mkdirSync(dir, { recursive: true });
  const day = snapshot === 'current' ? data.today : data.previousDay;
  const ctx: WriteContext = { data, snapshot, day, instant, dir, wants };
  return groups.flatMap((g) => WRITERS[g](ctx));
}
