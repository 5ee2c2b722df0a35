// The contacts a register publishes for a company in a file other than the one its company row
// comes from: RIK's general-data JSON lists an EE company's website (`sidevahendid`, liik WWW),
// while the company row comes from the basic-data CSV. Kept in a table of their own, keyed by
// company and source, so each file's import replaces only its own rows: importing the CSV again
// leaves the websites the JSON gave, a failed JSON import leaves them as they were, and
// withdrawing the JSON's source removes them. Kept as the register writes them (www.firma.ee);
// the answer makes a link when a company is read (domain/website-link.ts). Empty until the
// source is imported again.
export const version = 9;
export const name = 'company-contacts';

export const sql = `
CREATE TABLE company_contacts (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  kind TEXT NOT NULL, value TEXT NOT NULL,
  source TEXT NOT NULL, as_of TEXT,
  PRIMARY KEY (country, regcode, kind, source)
) STRICT, WITHOUT ROWID;
CREATE INDEX company_contacts_source ON company_contacts (source);
`;
