// Latvia's reorganisations (UR reorganizations.csv): which company a closed one merged or split
// into, so the details of a company closed as reorganised name who carries on, and those of the
// final entity the companies merged into it. One row per ceased company, final entity and source;
// each import of lv.reorganizations replaces its rows, a failed one leaves them, withdrawing it
// removes them. Codes as UR writes them (old 9-digit codes keep their leading zero). Empty until
// the source is imported: the answers then say null, not known, as for EE, LT and FI.
export const version = 19;
export const name = 'reorganizations';

export const sql = `
CREATE TABLE reorganizations (
  country TEXT NOT NULL, source_regcode TEXT NOT NULL, final_regcode TEXT NOT NULL,
  source TEXT NOT NULL, as_of TEXT,
  PRIMARY KEY (country, source_regcode, final_regcode, source)
) STRICT, WITHOUT ROWID;
CREATE INDEX reorganizations_final ON reorganizations (country, final_regcode);
CREATE INDEX reorganizations_source ON reorganizations (source);
`;
