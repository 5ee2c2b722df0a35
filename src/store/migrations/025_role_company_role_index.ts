// A company's roles by their kind: keyed (country, regcode), roles_company had every statement
// that reads some kinds of a company's roles (its owners, its officers, the card's row of a holding
// the shareholders file lists too) fetch each of the company's rows to test its role: three
// quarters of the details' owners part at national size (bench/README.md). Keyed (country, regcode,
// role) under the same name, those seek their kinds or test the role on the index entry, and a
// statement that reads all of a company's roles walks the same prefix as before. One pass over
// person_roles to build it (5.7 s and 27.6 MB more on the national store's 3.35 million roles).
export const version = 25;
export const name = 'role-company-role-index';

export const sql = `
DROP INDEX IF EXISTS roles_company;
CREATE INDEX roles_company ON person_roles (country, regcode, role);
`;
