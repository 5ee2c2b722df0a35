// A role file may list roles in a company the register's file does not hold yet (the register's
// import failed that day, or its file lags the role file's). Such a role is dated when its file
// was published, but no answer lists a role whose company the store lacks (every read joins the
// company), so it is first served when a later import of the register brings the company: with
// a firstSeenAt days old, out of every polling job's window, /persons/new-registrations never
// listed it. The roles of a company a register's re-import brings into the store are first seen
// at that publish instead, as a role is when its own file first brings it.
import type { Database } from './open.ts';

/**
 * Before the live companies of `source` are replaced by the staged ones: dates at `now` the roles
 * of each staged company the store does not serve yet that no answer can have listed: those of a
 * company never held before, and those first seen since the source's previous publish
 * (`previousPublish`; the company was absent from the store all that time). A company the store
 * held before and lost (a register that dropped it) keeps the instants of the roles it had then.
 * Returns how many roles were dated.
 */
export function redateRolesOfArrivingCompanies(db: Database, stage: string, now: string, previousPublish: string | null): number {
  // CROSS JOIN keeps the staged companies the outer loop (the store has no statistics: SQLite
  // could otherwise read every role and seek each in the unindexed staged file); a company held
  // already is passed over by its key before any role is read.
  const arriving = `SELECT r.assoc_key FROM ${stage} s
      CROSS JOIN person_roles r ON r.country = s.country AND r.regcode = s.regcode
      WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.country = s.country AND c.regcode = s.regcode)
        AND r.first_seen_at < :now
        AND (NOT EXISTS (SELECT 1 FROM company_first_seen f WHERE f.country = s.country AND f.regcode = s.regcode)
          OR r.first_seen_at >= :previous)`;
  const keys = db.prepare(arriving).all({ now, previous: previousPublish ?? now }) as Array<{ assoc_key: string }>;
  if (keys.length === 0) return 0;
  // The key's instant too, so the role file's next import (COALESCE with association_first_seen) keeps it.
  const seen = db.prepare('UPDATE association_first_seen SET first_seen_at = ? WHERE assoc_key = ?');
  const role = db.prepare('UPDATE person_roles SET first_seen_at = ? WHERE assoc_key = ?');
  for (const { assoc_key } of keys) {
    seen.run(now, assoc_key);
    role.run(now, assoc_key);
  }
  return keys.length;
}
