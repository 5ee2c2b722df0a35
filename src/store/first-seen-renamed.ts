// A register that changes how it writes a person's name on a role it already lists (a surname
// taken at marriage, Bērziņa → Ozola-Bērziņa; a given name added, Matti Virtanen → Matti Juhani
// Virtanen; a misspelt name corrected) gives the role a new association key (accents and word
// order are folded out of it, and change nothing), and /persons/new-registrations
// would list a seat held since 2015 as first seen at that import. Before a role source's live rows
// are replaced, such a staged role inherits the first-seen instant of the live role it renames:
// same company, role, position, start date (`since`) and holder, the same birth information (at
// least one of birth date and birth key given, each equal, missing on both sides or given on both),
// another folded name, and a live role whose key is gone from the new file. A role the register
// gives no start date (an LV officer or owner whose registered_on is empty, an EE shareholder with
// no algus_kpv) has nothing to tell a rename from a newcomer seated as the other leaves but the
// person: with no `since` on either side it carries where the birth information gives the day (a
// whole birth date or a masked code's date, not a year and month alone) and the two names share a
// word (the given name kept at marriage, the surname when a given name is added). Only a pair that is
// the one candidate on both sides carries: two people of one board born the same day and seated
// the same day, both renamed at one import (or one renamed as the other leaves, or as a newcomer
// like them is seated), carry nothing rather than risk one taking the other's instant. The name
// that left is kept as a former name of the role that came (former-names.ts), so the person check
// still finds the role by it.
import type { Database } from './open.ts';
import { recordFormerNames } from './former-names.ts';
import { noteCarriedRoles } from './role-departures.ts';

// The statement runs at every publish of a role source. It reads the staged roles under a key
// never seen (`candidates`, which first-seen-carry.ts gathers once for its carries: at a re-import
// a few of the file), CROSS JOIN keeping them the outer loop, and looks their live roles up by
// company (roles_company): `+o.source` keeps SQLite off roles_source, which would read every live
// role of the source per staged role (hours for a national file, see first-seen-reappointed.ts),
// as the store has no statistics to tell the two apart. `stage` (the whole staged file, indexed
// on assoc_key) tells which live roles are gone.

/**
 * Records, for staged roles of `source` seen under no key before (among `candidates`), the
 * first-seen instant of the one live role they rename; returns how many.
 */
export function carryFirstSeenOfRenamedRoles(db: Database, candidates: string, stage: string, source: string): number {
  // The pairs are kept for the statement after the carry: the name that left becomes a former
  // name of the role that came (former-names.ts).
  const renamed = `temp.${candidates.replace(/^temp\./, '')}_renamed`;
  db.exec(`DROP TABLE IF EXISTS ${renamed}`);
  db.prepare(`
    CREATE TABLE ${renamed} AS
    WITH pairs AS MATERIALIZED (
      SELECT s.assoc_key AS new_key, o.assoc_key AS old_key, min(o.first_seen_at) AS first_seen_at
      FROM ${candidates} s
      CROSS JOIN person_roles o ON o.country = s.country AND o.regcode = s.regcode AND +o.source = :source
        AND o.role = s.role AND o.position IS s.position AND (o.since = s.since OR (o.since IS NULL AND s.since IS NULL
          AND (s.birth_key IS NOT NULL OR length(s.birth_date) = 10)
          AND EXISTS (SELECT 1 FROM json_each('["' || replace(s.name_key, ' ', '","') || '"]') j
            WHERE instr(' ' || o.name_key || ' ', ' ' || j.value || ' ') > 0)))
        AND o.birth_date IS s.birth_date AND o.birth_key IS s.birth_key AND o.holder_regcode IS s.holder_regcode
        AND o.name_key <> s.name_key
      WHERE (s.birth_date IS NOT NULL OR s.birth_key IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key)
        AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)
      GROUP BY s.assoc_key, o.assoc_key)
    SELECT p.new_key, p.old_key, p.first_seen_at FROM pairs p
    WHERE NOT EXISTS (SELECT 1 FROM pairs q WHERE q.new_key = p.new_key AND q.old_key <> p.old_key)
      AND NOT EXISTS (SELECT 1 FROM pairs q WHERE q.old_key = p.old_key AND q.new_key <> p.new_key)`).run({ source });
  try {
    const carried = db.prepare(`INSERT OR IGNORE INTO association_first_seen (assoc_key, first_seen_at)
      SELECT new_key, first_seen_at FROM ${renamed}`).run();
    recordFormerNames(db, renamed, stage, source);
    // The role that left is the one that came: no departure (role-departures.ts).
    noteCarriedRoles(db, renamed);
    return Number(carried.changes);
  } finally {
    db.exec(`DROP TABLE ${renamed}`);
  }
}
