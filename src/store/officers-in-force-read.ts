// The natural persons in office in one company on a day, with the birth the register gives (never
// served): what screening's iterateOfficers reads of that company (store/screening-write.ts), so the
// compliance statement can name those it could not compare (services/officers-not-screened.ts).
import type { DatabaseSync } from 'node:sqlite';
import { allRows } from './statement-cache.ts';

export interface OfficerBirthRow { person_name: string; position: string | null; birth_date: string | null; birth_key: string | null; source: string }

export const SQL = {
  // Through roles_company (country, regcode, role); a legal entity's office is compared by its number and name.
  naturalOfficersInForce: `SELECT person_name, position, birth_date, birth_key, source FROM person_roles
    WHERE country = ? AND regcode = ? AND role = 'officer' AND (until IS NULL OR until >= ?)
      AND (entity_type IS NULL OR entity_type <> 'legal_entity')
    ORDER BY since, person_name LIMIT 200`,
} as const;

export function naturalOfficersInForce(db: DatabaseSync, country: string, regcode: string, today: string): OfficerBirthRow[] {
  return allRows<OfficerBirthRow>(db, SQL.naturalOfficersInForce, country, regcode, today);
}
