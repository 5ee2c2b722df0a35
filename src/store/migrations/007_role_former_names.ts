// The names a role was published under before the register wrote another (a surname replaced at
// marriage: Bērziņa Anna, now Ozola Anna). The person check finds the role by such a name too: a
// job watching the person by the name on a contract or an older record would otherwise lose the
// tie once the register publishes only the new one. Filled at publish from the renames whose
// first-seen instant carries (store/first-seen-renamed.ts), keyed by the role's current key, and
// deleted with the role: a name is kept only while the register still lists the role it was
// published for (store/former-names.ts).
export const version = 7;
export const name = 'role-former-names';

export const sql = `
CREATE TABLE role_former_names (
  name_key TEXT NOT NULL, assoc_key TEXT NOT NULL,
  person_name TEXT NOT NULL, source TEXT NOT NULL,
  PRIMARY KEY (name_key, assoc_key)
) STRICT, WITHOUT ROWID;
CREATE INDEX former_names_role ON role_former_names (assoc_key);
CREATE INDEX former_names_source ON role_former_names (source);
`;
