// A register that goes back to a name it published for a role before (Bērziņa Anna, then Ozola
// Anna, then Bērziņa Anna again: a marriage annulled, a correction undone) lists the role under
// its first key again. That key was seen, so no first-seen carry pairs it with the role that
// leaves (first-seen-renamed.ts reads only keys never seen), and the name in between, published
// for the role and perhaps the one a monitoring user typed, would go with the key that leaves.
// The key the role had under a former name is the association key of the live role with that
// name (record-tables.ts associationKey): where the staged file lists it (the same company, role,
// position, birth information and holder by the key, the same start date) and the store does not,
// the live role that leaves passes its name and former names to it (former-names.ts).
import type { Database } from './open.ts';
import { GENERAL_PARTNER } from '../domain/partner-roles.ts';
import { associationKey } from './record-tables.ts';
import { recordFormerNames } from './former-names.ts';
import { noteCarriedRoles } from './role-departures.ts';

interface LeavingRole {
  old_key: string; country: string; regcode: string; role: string; position: string | null; since: string | null;
  birth_date: string | null; birth_key: string | null; holder_regcode: string | null; former_name: string;
}

/**
 * Keeps, for each staged role of `source` that comes back under a name it had before, the name of
 * the one live role that leaves it (and that role's former names); returns how many names it kept.
 * Runs before the live rows are replaced; `stage` is indexed on assoc_key (first-seen-carry.ts).
 */
export function keepNamesOfReturnedRoles(db: Database, stage: string, source: string): number {
  // The live roles that have former names and leave: few (renames are), each read by key.
  const leaving = db.prepare(`
    SELECT DISTINCT o.assoc_key AS old_key, o.country, o.regcode, o.role, o.position, o.since, o.birth_date, o.birth_key,
      o.holder_regcode, f.person_name AS former_name
    FROM role_former_names f CROSS JOIN person_roles o ON o.assoc_key = f.assoc_key
    WHERE f.source = :source AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)`).all({ source }) as unknown as LeavingRole[];
  if (leaving.length === 0) return 0;
  const staged = db.prepare(`SELECT 1 FROM ${stage} s WHERE s.assoc_key = ? AND s.since IS ?
    AND NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.assoc_key = s.assoc_key)`);
  const found = new Map<string, [string, string]>();
  for (const o of leaving) {
    // A general partner by the company's form was read with no position (general-partners-settle.ts).
    const positions = o.role === GENERAL_PARTNER.role && o.position === GENERAL_PARTNER.position ? [o.position, null] : [o.position];
    for (const position of positions) {
      const key = associationKey(source, { country: o.country, regcode: o.regcode, role: o.role, position, personName: o.former_name,
        birthDate: o.birth_date, birthKey: o.birth_key, holderRegcode: o.holder_regcode });
      if (staged.get(key, o.since) !== undefined) found.set(`${key} ${o.old_key}`, [key, o.old_key]);
    }
  }
  // Only a pair that is the one on both sides, as the carry of a rename: two people could be meant otherwise.
  const count = (side: 0 | 1) => {
    const n = new Map<string, number>();
    for (const p of found.values()) n.set(p[side], (n.get(p[side]) ?? 0) + 1);
    return n;
  };
  const byNew = count(0);
  const byOld = count(1);
  const pairs = [...found.values()].filter((p) => byNew.get(p[0]) === 1 && byOld.get(p[1]) === 1);
  if (pairs.length === 0) return 0;
  const table = 'temp.returned_role_pairs';
  db.exec(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (new_key TEXT NOT NULL, old_key TEXT NOT NULL)`);
  try {
    const insert = db.prepare(`INSERT INTO ${table} (new_key, old_key) VALUES (?, ?)`);
    for (const [newKey, oldKey] of pairs) insert.run(newKey, oldKey);
    // The role that leaves is the one that comes back: no departure (role-departures.ts).
    noteCarriedRoles(db, table);
    return recordFormerNames(db, table, stage, source);
  } finally {
    db.exec(`DROP TABLE ${table}`);
  }
}
