// Finland's prepayment register (ennakkoperintärekisteri) and employer register
// (työnantajarekisteri), which a check under the Contractor's Obligations Act (tilaajavastuulaki)
// reads of a partner and a payer reads before paying for work without withholding tax: YTJ's
// registers 5 and 7, entries of the same list as VAT (register 6), read until now only for the
// status of an entity outside the Trade Register. One row per company, register and source, as
// company_contacts keeps a website: each import of fi.ytj replaces its rows, a failed one leaves
// them as they were, withdrawing it removes them. `until` is YTJ's end date, the last day in the
// register (as for VAT: domain/vat-in-force.ts); `registered` says whether an entry was in force
// on the file's day. A company with no entry of a register has no row of it. Empty until fi.ytj
// is imported again: the answers then say null, not known, rather than "not registered".
export const version = 18;
export const name = 'tax-registers';

export const sql = `
CREATE TABLE tax_registers (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  register TEXT NOT NULL, registered INTEGER NOT NULL,
  since TEXT, until TEXT,
  source TEXT NOT NULL, as_of TEXT,
  PRIMARY KEY (country, regcode, register, source)
) STRICT, WITHOUT ROWID;
CREATE INDEX tax_registers_source ON tax_registers (source);
`;
