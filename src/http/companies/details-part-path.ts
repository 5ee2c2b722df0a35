// A part of a company's details asked for as a path of its own: a job watching who holds or runs a
// company asks `/companies/40003123456/owners` (or officers, holdings, financials) as other APIs
// serve them, and was told only the group's paths, none of which names where the owners are. The
// 404 names the company's details, which list them, and the fields to read there.

// The word of such a path, and the fields of the details that hold what it asks for.
const PARTS: Readonly<Record<string, string>> = {
  owners: 'owners, personOwners', shareholders: 'owners, personOwners', members: 'owners, personOwners',
  stockholders: 'owners, personOwners', officers: 'officers, formerOfficers', board: 'officers, formerOfficers',
  holdings: 'holdings', subsidiaries: 'holdings', financials: 'financials',
};

/**
 * Where the details give what `path` (`{prefix}/companies/{regcode}/{part}`) asks for, as a clause
 * of the 404's detail (`the owners of a company are in its details: …/companies/40003123456 (owners,
 * personOwners)`); null for any other path.
 */
export function detailsPartOfPath(path: string, prefix: string): string | null {
  const companies = `${prefix}/companies/`;
  if (!path.startsWith(companies)) return null;
  const [regcode, part, ...rest] = path.slice(companies.length).split('/');
  if (!regcode || part === undefined || rest.some((s) => s !== '')) return null;
  const fields = PARTS[part.toLowerCase()];
  return fields === undefined ? null : `the ${part.toLowerCase()} of a company are in its details: ${companies}${regcode} (${fields})`;
}
