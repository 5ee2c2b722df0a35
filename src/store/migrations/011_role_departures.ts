// The offices a register that lists only offices in force (UR's officers.csv: no end date) no
// longer listed at an import: company, role, position, the person's name and start, and the date
// of the first file without it. Company details list them among the former officers, as the only
// trace a Latvian board member who left leaves in the open data, and the person check lists them
// among the person's roles: the person's birth as person_roles holds it (birth_date, birth_key) and
// the entity type are kept for that match, read through the same two indexes person_roles has
// (roles_person_birth, roles_person_born). No person_group: only a file without end dates records
// departures (UR's), and it gives none. Recorded at publish by
// store/role-departures.ts, kept for the five years former officers are listed and no longer,
// deleted when the office is listed again (the person reappointed) and with the source withdrawn.
export const version = 11;
export const name = 'role-departures';

export const sql = `
CREATE TABLE role_departures (
  assoc_key TEXT PRIMARY KEY,
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  role TEXT NOT NULL, position TEXT,
  person_name TEXT NOT NULL, name_key TEXT NOT NULL, entity_type TEXT NOT NULL,
  birth_date TEXT, birth_key TEXT,
  since TEXT, unlisted_on TEXT NOT NULL,
  source TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX departures_company ON role_departures (country, regcode);
CREATE INDEX departures_source ON role_departures (source);
CREATE INDEX departures_person_birth ON role_departures (name_key, birth_date, birth_key);
CREATE INDEX departures_person_born ON role_departures (birth_date, birth_key, name_key) WHERE entity_type = 'natural_person';
`;
