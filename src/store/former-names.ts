// The names a role was published under before (migrations/007_role_former_names.ts). A rename the
// first-seen carry pairs (first-seen-renamed.ts: the one live role that left and the one staged
// role that came, same company, seat, start and birth) records the name that left for the role
// that came, with the names that role had itself been published under before (a second rename
// keeps the first name). The other carries (a birth completed, a position read otherwise:
// first-seen-carry.ts) move a role's former names to its new key alike. Only a name the register published for the role is kept, and only while
// the register lists the role: a role gone from its file takes its former names with it
// (dropFormerNamesOfGoneRoles, after each publish of the source), as withdrawing the source does,
// unless it is kept as a departure (store/role-departures.ts): the person check lists an office
// the file stopped listing, found by the names it was published under as while it was listed, and
// its names go with the departure (at the next publish of the source after it is deleted).
import type { Database } from './open.ts';

/**
 * Records, for each pair of `pairs` (new_key: the staged role, old_key: the live role it renames),
 * the live role's name and former names as former names of the staged role; returns how many.
 * Runs before the live rows are replaced, while the old role's name is still in person_roles.
 */
export function recordFormerNames(db: Database, pairs: string, stage: string, source: string): number {
  const result = db.prepare(`
    INSERT OR IGNORE INTO role_former_names (name_key, assoc_key, person_name, source)
    SELECT former.name_key, p.new_key, former.person_name, :source
    FROM ${pairs} p
    CROSS JOIN (SELECT o.assoc_key, o.name_key, o.person_name FROM person_roles o
      UNION ALL SELECT f.assoc_key, f.name_key, f.person_name FROM role_former_names f) former ON former.assoc_key = p.old_key
    WHERE NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = p.new_key AND n.name_key = former.name_key)`).run({ source });
  return Number(result.changes);
}

/** Deletes the former names of the source's roles that are no longer in the store, as a role or a departure; returns how many. */
export function dropFormerNamesOfGoneRoles(db: Database, source: string): number {
  const result = db.prepare(`
    DELETE FROM role_former_names WHERE source = :source
      AND NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.assoc_key = role_former_names.assoc_key)
      AND NOT EXISTS (SELECT 1 FROM role_departures d WHERE d.assoc_key = role_former_names.assoc_key)`).run({ source });
  return Number(result.changes);
}

/** Deletes every former name of the source (the source withdrawn). */
export function dropFormerNamesOfSource(db: Database, source: string): void {
  db.prepare('DELETE FROM role_former_names WHERE source = ?').run(source);
}
