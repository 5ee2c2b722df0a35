// The first-seen key of a role is kept after the role leaves its register's file, so a role that
// only drops out of one file and comes back is not listed in /persons/new-registrations again.
// A person appointed to the same seat again after leaving is another matter: the register starts
// the role anew (its `since` is after the day the role was first seen), and a job watching the
// person must see that tie. Such a returning role is first seen at this publish. A register that
// keeps a role after it ends (UR's members.csv and stockholders.csv keep a former holding with its
// date_to, RIK its lopp_kpv) lists the new term beside the old one, under the same key: the new
// term is a return too where no row of the key the file before listed ran up to the day before its
// start (a holding changed, ended one day and started anew that day or the next, is the tie
// already seen).
import type { Database } from './open.ts';

// The live role is looked up by its key alone (`+o.source` keeps SQLite off roles_source): the
// store has no statistics, and on roles_source every staged role read all the source's live roles,
// hours for a national file (500 staged LV officers took 29–50 s against 778,173 live ones; with
// the key, the whole file takes about 2 s).

/** Dates at `now` the staged roles of `source` that come back with a start later than their first sighting; returns how many. */
export function renewFirstSeenOfReappointedRoles(db: Database, stage: string, source: string, now: string): number {
  db.prepare(`
    UPDATE association_first_seen SET first_seen_at = :now
    WHERE assoc_key IN (
      SELECT s.assoc_key FROM ${stage} s
      JOIN association_first_seen f ON f.assoc_key = s.assoc_key
      WHERE s.since IS NOT NULL AND substr(s.since, 1, 10) > substr(f.first_seen_at, 1, 10)
        AND NOT EXISTS (SELECT 1 FROM person_roles o WHERE +o.source = :source AND o.assoc_key = s.assoc_key
          AND (o.until IS NULL OR o.until >= date(substr(s.since, 1, 10), '-1 day'))))`)
    .run({ source, now });
  return Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
}
