// Whether a country's companies hold any closing day (the coverage table's `closedOn`), recorded
// when the country's search image is built. Probed at read time, the question stops at the first
// closed company where there is one, but where none is (a register that gives no closing day) it
// walks every company of the country: at national size 0.1 to 0.6 s, paid once a dataset version
// by the first request that reads the coverage (the first person check after each start and each
// publish), with every other request of the process waiting. Every change to a country's companies
// rebuilds its image in the same transaction (store/publish.ts, withdraw.ts, `reindex`), where
// this walk is a small part of the build's own. The record names the image's build id: an image
// built by code that does not record it (a version rolled back to) leaves the reader probing.
import type { Database } from './open.ts';
import { prepared } from './statement-cache.ts';

const KEY_PREFIX = 'closed-on-held:';
export const closedOnHeldKey = (country: string) => `${KEY_PREFIX}${country}`;

export const SQL = {
  // The coverage probe itself (store/dataset-read.ts COVERAGE_SQL.closedOn), run at build time.
  probe: 'SELECT 1 AS found FROM companies WHERE country = ? AND closed_on IS NOT NULL LIMIT 1',
  write: 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  // Two key lookups: the record and the build id of the image it was recorded with.
  read: `SELECT m.value AS value, i.build_id AS buildId FROM meta m, search_images i
    WHERE m.key = ? AND i.country = ? LIMIT 1`,
} as const;

/** Records whether the country holds a closing day, with the build id of the image just written. */
export function recordClosedOnHeld(db: Database, country: string, buildId: string): void {
  const held = prepared(db, SQL.probe).get(country) !== undefined;
  prepared(db, SQL.write).run(closedOnHeldKey(country), `${held ? 1 : 0} ${buildId}`);
}

/**
 * Whether the country holds a closing day, as recorded with its current search image; null when
 * nothing is recorded for that image (a store built before it was recorded, or an image built
 * by code that does not record it): the caller probes the companies then.
 */
export function recordedClosedOnHeld(db: Database, country: string): boolean | null {
  const row = prepared(db, SQL.read).get(closedOnHeldKey(country), country) as { value: string; buildId: string } | undefined;
  if (row === undefined || row.value.slice(2) !== row.buildId) return null;
  return row.value.startsWith('1 ');
}
