// The dataset version: ETags and the server's per-version caches derive from it. A new one is
// written in the transaction of every change readers can see (a publish, a screening run), so a
// reader that sees the new rows also sees the new version.
import { randomBytes } from 'node:crypto';
import type { Database } from './open.ts';

export function writeDatasetVersion(db: Database, now: Date): void {
  const version = `${now.getTime().toString(36)}-${randomBytes(6).toString('hex')}`;
  db.prepare("INSERT INTO meta (key, value) VALUES ('dataset_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(version);
}
