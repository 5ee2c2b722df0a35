// The country of a legal entity holding a company, where the register says it is not the
// company's own (domain/holder-country.ts): RIK's valis_kood_riik of a foreign holder, UR's
// FOREIGN_ENTITY. The owners of a company link a holder to a company of that country only; a
// foreign holder whose number happened to be a domestic company's was linked to that company.
// Null for a domestic holder, and for every role until the role sources are imported again (read
// as before: the company's own country). Not part of a role's identity (assoc_key).
export const version = 10;
export const name = 'role-holder-country';

export const sql = `
ALTER TABLE person_roles ADD COLUMN holder_country TEXT;
`;
