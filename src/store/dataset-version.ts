// The dataset version: ETags and the server's per-version caches derive from it. A new one is
// written in the transaction of every change readers can see (a publish, a screening run), so a
// reader that sees the new rows also sees the new version.
import { randomBytes } from 'node:crypto';
import type { Database } from './open.ts';

export function writeDatasetVersion(db: Database, now: Date): void {
  const version = `${now.getTime().toString(36)}-${randomBytes(6).toString('hex')}`;
  db.prepare("INSERT INTO meta (key, value) VALUES ('dataset_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(version);
}

/**
 * The instant a version was written (its first part, milliseconds in base 36): the dataset's last
 * change readers can see. Null for a version of another form (a store written before it was kept).
 */
export function datasetVersionWrittenAt(version: string): number | null {
  const match = /^([0-9a-z]{1,12})-[0-9a-f]{12}$/.exec(version);
  if (match === null) return null;
  const at = Number.parseInt(match[1]!, 36);
  return Number.isSafeInteger(at) ? at : null;
}
