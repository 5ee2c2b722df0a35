// The nationality UR's beneficial_owners.csv gives of each owner (`nationality`: ISO alpha-2
// codes, several in one cell as `IL;RU`), which the store dropped, so a sanctions match on an owner
// could not say whether the owner's nationality is among the countries the list gives. Never
// served (personal data: docs/operations.md); the owner's `residence` is not read at all, as nothing
// would use it. A JSON array of codes as the register gives them (`[]` where it gives none); NULL on
// every other role, and on UR's owners until `lv.beneficial-owners` is imported again. Not part of
// a role's identity (assoc_key): a changed nationality is the same owner.
export const version = 24;
export const name = 'role-nationality';

export const sql = `
ALTER TABLE person_roles ADD COLUMN nationality TEXT;
`;
