// The files naming the owners a company's sanctions matches rest on: a statement flagged
// sanctioned_owner through a member named in UR's members file cited the lists and the register,
// not the file that names the member, so a reviewer quoting the holding had no file to cite.
// Read for a company with an owner's match alone (a few of every thousand), by its own roles.
import type { DatabaseSync } from 'node:sqlite';

/** The sources of the company's roles of each owner (the role and the name a match's features give). */
export function ownerRoleSources(db: DatabaseSync, country: string, regcode: string,
  owners: ReadonlyArray<{ role: string; name: string }>): string[] {
  if (owners.length === 0) return [];
  const stmt = db.prepare('SELECT DISTINCT source FROM person_roles WHERE country = ? AND regcode = ? AND role = ? AND person_name = ?');
  const found = new Set<string>();
  for (const owner of owners) {
    for (const row of stmt.all(country, regcode, owner.role, owner.name) as Array<{ source: string }>) found.add(row.source);
  }
  return [...found];
}
