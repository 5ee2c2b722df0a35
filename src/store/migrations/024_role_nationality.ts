// The nationality and the country of residence UR's beneficial_owners.csv gives of each owner
// (`nationality`, `residence`: ISO alpha-2 codes, several in one cell as `IL;RU`), which the store
// dropped: a compliance team checking a person could not see them, and a sanctions match on an
// owner could not say whether the owner's nationality is among the countries the list gives.
// Each column holds a JSON array of codes as the register gives them (`[]` where it gives none);
// NULL on every other role, and on UR's owners until `lv.beneficial-owners` is imported again
// (served null: the register's answer not yet read). Not part of a role's identity (assoc_key): a
// changed nationality is the same owner.
export const version = 24;
export const name = 'role-nationality';

export const sql = `
ALTER TABLE person_roles ADD COLUMN nationality TEXT;
ALTER TABLE person_roles ADD COLUMN residence TEXT;
`;
