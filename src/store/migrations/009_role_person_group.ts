// Which roles of one name are one person, where the register tells it without a birth date: RIK's
// person files carry, since personal codes left its open data (2024-11-01), a hash of the code
// (`isikukood_hash`) on each person row. Not the hash itself is kept but a value derived from it
// (importers/ee/values.ts personGroupOf), and only in the store: the person check numbers the
// candidates of one answer by it (candidateGroup 1, 2, …) and never serves it, so no identifier
// of a person leaves the service and the store holds none a dataset of RIK's could be joined on.
// Not part of a role's identity (assoc_key), so first-seen instants carry. Empty until the EE role
// sources are imported again.
export const version = 9;
export const name = 'role-person-group';

export const sql = `
ALTER TABLE person_roles ADD COLUMN person_group TEXT;
`;
