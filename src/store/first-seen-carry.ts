// A role whose birth information or holder regcode the register corrects or fills in (a masked
// code completed, `1980-05` become `1980-05-21`, a holder's regcode added) gets a new association
// key, and would show in /persons/new-registrations as a role first seen today. Before a role
// source's live rows are replaced, such a staged role inherits the first-seen instant of the live
// role it replaces: same company, role, position and folded name, birth information that does not
// contradict (each field missing on one side, equal, or one a prefix of the other), and a live
// role whose own key is gone from the new file. A different birth date is another person (a
// namesake who took the seat), and stays new.
// A role the importer now reads otherwise (domain/former-role-readings.ts: an EE founder served as
// an officer "Asutaja" before, a member "founder" now; an LV prokūrists served as proctor before,
// procurator now) is the same entry of the same file: it inherits the instant of the live role of the former reading with the same name,
// birth information, holder and start date, whose key is gone from the new file.
// A role whose person's name the register now writes otherwise (a surname taken at marriage, a
// given name added) inherits the instant of the one live role it renames (first-seen-renamed.ts).
// Each carry moves the names the live role was published under before (former-names.ts) to the
// staged role with the instant: a renamed role whose birth date is then completed is still found
// by the name it had.
import type { Database } from './open.ts';
import { FORMER_ROLE_READINGS } from '../domain/former-role-readings.ts';
import { carryFirstSeenOfRenamedRoles } from './first-seen-renamed.ts';
import { recordFormerNames } from './former-names.ts';
import { noteCarriedRoles } from './role-departures.ts';
import { birthsAgree } from './births-agree.ts';


/** Records, for staged roles of `source` seen under no key before, the first-seen instant of the live role they correct. */
export function carryFirstSeenOfCorrectedRoles(db: Database, stage: string, stageName: string, source: string): number {
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageName}_assoc ON ${stageName} (assoc_key)`);
  // The staged roles under a key never seen, read from the whole file once: at a re-import a few
  // among hundreds of thousands, which each carry below reads instead of the file (every carry
  // still checks the key, as the one before it may have dated it). Read in key order, the keys
  // are looked up in association_first_seen in its own order: a third of the time in rowid order.
  const unseen = `temp.${stageName}_unseen`;
  db.exec(`DROP TABLE IF EXISTS ${unseen}`);
  db.exec(`CREATE TABLE ${unseen} AS SELECT s.* FROM ${stage} s
    WHERE NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key) ORDER BY s.assoc_key`);
  try {
    // CROSS JOIN and `+o.source` keep the unseen roles the outer loop and SQLite off roles_source,
    // as in first-seen-renamed.ts (the store has no statistics: on this small table SQLite would
    // otherwise read every live role of the source, the unseen roles for each).
    const corrected = carryWithFormerNames(db, stage, source, `
      SELECT s.assoc_key AS new_key, o.assoc_key AS old_key, o.first_seen_at
      FROM ${unseen} s
      CROSS JOIN person_roles o ON o.country = s.country AND o.regcode = s.regcode AND +o.source = :source
        AND o.role = s.role AND o.position IS s.position AND o.name_key = s.name_key AND o.assoc_key <> s.assoc_key
      WHERE NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key)
        AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)
        AND ${birthsAgree('o', 's')} AND (o.holder_regcode IS NULL OR s.holder_regcode IS NULL OR o.holder_regcode = s.holder_regcode)`,
    { source });
    // After the two carries by the same name: a role they date is not taken for a renamed one.
    const reread = carryFirstSeenOfRereadRoles(db, unseen, stage, source);
    return corrected + reread + carryFirstSeenOfRenamedRoles(db, unseen, stage, source);
  } finally {
    db.exec(`DROP TABLE ${unseen}`);
  }
}

/**
 * Records, for staged roles of `source` in a new reading (called by carryFirstSeenOfCorrectedRoles
 * with the unseen staged roles as `candidates`), the first-seen instant of the live role of the former reading.
 */
export function carryFirstSeenOfRereadRoles(db: Database, candidates: string, stage: string, source: string): number {
  const readings = FORMER_ROLE_READINGS.filter((r) => r.source === source);
  if (readings.length === 0) return 0;
  return carryWithFormerNames(db, stage, source, `
    SELECT s.assoc_key AS new_key, o.assoc_key AS old_key, o.first_seen_at
    FROM ${candidates} s
    CROSS JOIN json_each(:readings) j
      ON s.role = json_extract(j.value, '$.to.role') AND s.position IS json_extract(j.value, '$.to.position')
    JOIN person_roles o ON o.country = s.country AND o.regcode = s.regcode AND o.source = :source
      AND o.role = json_extract(j.value, '$.from.role') AND o.position IS json_extract(j.value, '$.from.position')
      AND o.name_key = s.name_key AND o.birth_date IS s.birth_date AND o.birth_key IS s.birth_key
      AND o.holder_regcode IS s.holder_regcode AND o.since IS s.since
    WHERE NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key)
      AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)`,
  { source, readings: JSON.stringify(readings) });
}

// The pairs a carry reads (new_key: the staged role, old_key: the live role whose instant it
// takes) are kept for the statement after it: the live role's former names go to the staged role
// (former-names.ts), which the person check would otherwise lose with the key the role leaves,
// and the live role is noted as carried, the same office, not a departure (role-departures.ts).
/** Runs one carry given by `pairsSql` (its pairs, each with the live role's instant); returns how many roles it dated. */
function carryWithFormerNames(db: Database, stage: string, source: string, pairsSql: string, params: Record<string, string>): number {
  const pairs = 'temp.first_seen_carried_pairs';
  db.exec(`DROP TABLE IF EXISTS ${pairs}`);
  db.prepare(`CREATE TABLE ${pairs} AS ${pairsSql}`).run(params);
  try {
    const carried = db.prepare(`INSERT OR IGNORE INTO association_first_seen (assoc_key, first_seen_at)
      SELECT new_key, min(first_seen_at) FROM ${pairs} GROUP BY new_key`).run();
    recordFormerNames(db, pairs, stage, source);
    noteCarriedRoles(db, pairs);
    return Number(carried.changes);
  } finally {
    db.exec(`DROP TABLE ${pairs}`);
  }
}
