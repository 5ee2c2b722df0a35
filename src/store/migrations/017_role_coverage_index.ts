// Whether a country publishes a kind of role (the coverage of /readyz and of the person check's
// registers, store/dataset-read.ts) is one probe of this index. Without it the probe of a kind a
// country has none of walked every role of the country through roles_company: 6–10 s for EE's
// stockholders on the national store, on the first person check after each publish, with every
// other request waiting. The key is one expression, not the columns (country, role): no statement
// but those probes writes it, so the planner cannot take it for roles_company's (country, regcode)
// in the statements that read a company's roles. Built from the roles the store holds, one pass
// over person_roles (9 s and 72 MB on the national store's 3.35 million roles).
export const version = 17;
export const name = 'role-coverage-index';

export const sql = `
CREATE INDEX IF NOT EXISTS roles_country_role ON person_roles ((country || '/' || role));
`;
