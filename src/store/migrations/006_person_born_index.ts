// The names of the people born on a day. The person check reads a name that finds no one as typed
// with a given name left out or added (domain/person-name-fuller.ts): it compares the names of
// everyone born that day with it, which the (name, birth date) index cannot list. This index, on
// natural persons only, lists them without reading a role row (store/persons-read.ts, SQL.namesBorn).
export const version = 6;
export const name = 'person-born-index';

export const sql = `
CREATE INDEX roles_person_born ON person_roles (birth_date, birth_key, name_key) WHERE entity_type = 'natural_person';
`;
