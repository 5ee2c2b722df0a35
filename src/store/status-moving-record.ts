// The companies whose status a proceeding's flag may move after the statuses were last set (a
// flag begun or ending after that day: services/status-today.ts), recorded when a command sets
// the statuses. Read at request time, their pass over compliance_flags (statusFlagsMovingAfter)
// cost 60 to 230 ms on the national store, paid once a dataset version inside the first answer
// after each start and each publish, every other request of the process waiting. Every command
// that changes the flags sets the statuses in its transaction (store/publish.ts
// finishCommandPublish, also under withdraw), and `reindex` records it too; the record is read
// in a few milliseconds. It names the sources' publish instants it was computed from: a store
// published by code that does not record it (a version rolled back to), or written before, has
// none that matches, and the reader makes the pass then.
import type { Database } from './open.ts';
import { registersToday } from '../domain/dates.ts';
import { STATUS_FLAGS } from '../domain/status-from-flags.ts';
import { statusFlagsMovingAfter, type StatusFlagRow } from './compliance-read.ts';
import { metaValue, sourceStates, type SourceStateRow } from './dataset-read.ts';
import { prepared } from './statement-cache.ts';

export const STATUS_MOVING_KEY = 'status-flags-moving';

const SQL = {
  write: 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
} as const;

type PublishedState = Pick<SourceStateRow, 'source' | 'published_at'>;

/**
 * A day on or before which the stored statuses were last set: the registers' day of the latest
 * publish of a source, whose command set them (store/publish.ts finishCommandPublish); a later
 * command set them again, the same where no flag moved. Not the dataset version's day, which a
 * screening run or a reindex moves without setting them. A store with no published source
 * (hand-built) gives none, and every flag dated at all is then read as moving.
 */
export function statusesSetOn(states: readonly PublishedState[]): string {
  let latest = NaN;
  for (const s of states) {
    const instant = Date.parse(s.published_at);
    if (Number.isFinite(instant) && !(instant <= latest)) latest = instant;
  }
  return Number.isFinite(latest) ? registersToday(new Date(latest)) : '0000-00-00';
}

/** What the record was computed from: each source with its publish instant (a few dozen). */
function statesSeal(states: readonly PublishedState[]): string {
  return states.map((s) => `${s.source}@${s.published_at}`).sort().join(',');
}

/** The flags the statuses may move by, as a pass over the flags reads them now (no record). */
export function statusFlagsMoving(db: Database, states: readonly PublishedState[]): StatusFlagRow[] {
  return statusFlagsMovingAfter(db, STATUS_FLAGS, statusesSetOn(states));
}

/** Records the flags moving after the statuses the command has just set; in its transaction. */
export function recordStatusFlagsMoving(db: Database): void {
  const states = sourceStates(db);
  // One array a flag, without its keys: 260 kB for 2,187 companies, parsed in 2 ms.
  const rows = statusFlagsMoving(db, states).map((r) => [r.country, r.regcode, r.company_source, r.flag, r.detail, r.since, r.until, r.source]);
  prepared(db, SQL.write).run(STATUS_MOVING_KEY, `${statesSeal(states)}\n${JSON.stringify(rows)}`);
}

/**
 * The flags recorded with the sources' current publishes (`states`, read in the reader's
 * snapshot), as statusFlagsMoving reads them; null where none is recorded for them.
 */
export function recordedStatusFlagsMoving(db: Database, states: readonly PublishedState[]): StatusFlagRow[] | null {
  const value = metaValue(db, STATUS_MOVING_KEY);
  if (value === null) return null;
  const end = value.indexOf('\n');
  if (end === -1 || value.slice(0, end) !== statesSeal(states)) return null;
  const rows = JSON.parse(value.slice(end + 1)) as Array<[string, string, string, string, string | null, string | null, string | null, string]>;
  return rows.map(([country, regcode, company_source, flag, detail, since, until, source]) => ({ country, regcode, company_source, flag, detail, since, until, source }));
}
