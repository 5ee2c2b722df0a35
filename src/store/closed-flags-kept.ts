// A register whose general data lists a deleted company only briefly (RIK's: its dumps hold
// registered, liquidating and bankrupt entities; a deleted one is listed as such for a day or so,
// then dropped) dates the `closed` flag by the register's deletion day only while it lists the
// company. Replacing the source's flags wholesale dropped that flag with the next file, and the
// details' closedOn (services/closing-day.ts) went back to the day the company was found gone.
import type { Database } from './open.ts';
import { indexStagedKeys } from './staged-key-index.ts';

/**
 * Stages again the `closed` flags the source published before for companies the store still holds
 * closed and the new file gives no flag of any kind: the register's deletion day outlives the file
 * that gave it. A company listed again (restored, or listed with another status) takes the new
 * file's flags; one the store no longer holds closed (the basic data lists it again) loses it.
 * Returns how many were kept.
 */
export function keepClosedFlagsOfUnlisted(db: Database, opts: { stage: string; stageName: string; source: string }): number {
  indexStagedKeys(db, opts.stageName);
  db.prepare(
    `INSERT INTO ${opts.stage} (country, regcode, flag, detail, since, until, _line)
     SELECT f.country, f.regcode, f.flag, f.detail, f.since, f.until, NULL
     FROM compliance_flags f
     WHERE f.source = :source AND f.flag = 'closed'
       AND EXISTS (SELECT 1 FROM companies c WHERE c.country = f.country AND c.regcode = f.regcode AND c.status = 'closed')
       AND NOT EXISTS (SELECT 1 FROM ${opts.stage} s WHERE s.country = f.country AND s.regcode = f.regcode)`,
  ).run({ source: opts.source });
  return Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
}
