// The roles by the number of the legal entity holding them: a number sent to the details that is
// no company's here may be a company's owner registered abroad (an Estonian OÜ held by a Finnish
// Oy the store does not hold, by a Latvian SIA under an 11-digit code RIK files as its own), and
// its 404 names the company it holds (services/holder-known.ts). Read on that path alone; without
// the index each such 404 read every role. Built from the roles the store holds, so it takes the
// time of one pass over person_roles (the only step so far that is not milliseconds at any size).
export const version = 13;
export const name = 'holder-regcode-index';

export const sql = `
CREATE INDEX IF NOT EXISTS roles_holder_regcode ON person_roles (holder_regcode) WHERE holder_regcode IS NOT NULL;
`;
