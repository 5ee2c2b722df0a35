// The contacts a register publishes for a company: its website, as YTJ gives a Finnish company's
// (`website.url`) and RIK's general-data JSON an Estonian one's (`sidevahendid`, liik WWW), the
// latter a file other than the basic-data CSV its company row comes from. Kept in a table of their
// own, keyed by company, kind and source, so each source's import replaces only its own rows:
// importing RIK's CSV again leaves the websites the JSON gave, a failed import leaves them as they
// were, and withdrawing a source removes them. Kept as the register writes them (www.nokia.com);
// the answer makes a link when a company is read (domain/website-link.ts), so a rule for what is
// served changes nothing stored. Empty until the sources are imported again.
export const version = 8;
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
