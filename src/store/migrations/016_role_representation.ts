// Whether an office acts for the company alone or only together with others (domain/
// representation.ts): UR's officers file gives it on each office (rights_of_representation_type,
// representation_with_at_least), and the store dropped it, so details and the person check could
// not tell a compliance team whether a contract signed by one board member binds the company.
// `representation` is the served type (alone, jointly_with_all, jointly_with_at_least),
// `representation_with_at_least` the number of others beside jointly_with_at_least. Null on every
// role but UR's offices, and on those until `lv.officers` is imported again (served null: the
// register's answer not yet read). Not part of a role's identity (assoc_key): a changed right is
// the same office.
export const version = 16;
export const name = 'role-representation';

export const sql = `
ALTER TABLE person_roles ADD COLUMN representation TEXT;
ALTER TABLE person_roles ADD COLUMN representation_with_at_least INTEGER;
`;
