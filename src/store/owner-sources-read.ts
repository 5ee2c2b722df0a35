// The files naming the owners a company's sanctions matches rest on: a statement flagged
// sanctioned_owner through a member named in UR's members file cited the lists and the register,
// not the file that names the member, so a reviewer quoting the holding had no file to cite.
// Read for a company with an owner's match alone (a few of every thousand), by its own roles.
import type { DatabaseSync } from 'node:sqlite';
import { allRows } from './statement-cache.ts';

export const SQL = {
  // The company's roles of one owner (its role and name as the match's features give them).
  ownerRoleSources: 'SELECT DISTINCT source FROM person_roles WHERE country = ? AND regcode = ? AND role = ? AND person_name = ?',
} as const;

/** The sources of the company's roles of each owner (the role and the name a match's features give). */
export function ownerRoleSources(db: DatabaseSync, country: string, regcode: string,
  owners: ReadonlyArray<{ role: string; name: string }>): string[] {
  const found = new Set<string>();
  for (const owner of owners) {
    for (const row of allRows<{ source: string }>(db, SQL.ownerRoleSources, country, regcode, owner.role, owner.name)) found.add(row.source);
  }
  return [...found];
}
