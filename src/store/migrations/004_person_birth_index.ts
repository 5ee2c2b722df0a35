// Person lookups by name and birth date. A common name has hundreds of role rows across the four
// registers (national data: a median of about 800 per name key); an index on the name alone made
// every /persons request read all of them to find the few with the birth date asked for. The
// index on (name, birth date, masked birth key) reads exactly the matching rows, and its first
// column serves every lookup by name alone, so the old index goes.
export const version = 4;
export const name = 'person-birth-index';

export const sql = `
CREATE INDEX roles_person_birth ON person_roles (name_key, birth_date, birth_key);
DROP INDEX roles_person;
`;
