// The core schema: every table the spec names, for all four countries, so importers only add
// rows. Every data row carries `source` (the id of the source that wrote it, e.g. `lv.register`)
// and `as_of` (the date of the source file), so a source's rows can be swapped as one unit.
// Codes are TEXT everywhere (regcodes, NACE codes, region codes keep their leading zeros).
export const version = 1;
export const name = 'core';
export const sql = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

CREATE TABLE companies (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  name TEXT NOT NULL, name_key TEXT NOT NULL,
  legal_form_code TEXT, legal_form_name TEXT,
  status TEXT NOT NULL, registry_status TEXT,
  registered_on TEXT, closed_on TEXT,
  address TEXT, address_street TEXT, address_city TEXT, address_postcode TEXT, address_region_code TEXT,
  source TEXT NOT NULL, as_of TEXT,
  first_seen_at TEXT NOT NULL,
  PRIMARY KEY (country, regcode)
) STRICT, WITHOUT ROWID;
CREATE INDEX companies_regcode ON companies (regcode);
CREATE INDEX companies_name_key ON companies (name_key);
CREATE INDEX companies_source ON companies (source);

CREATE TABLE company_names (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  name TEXT NOT NULL, name_key TEXT NOT NULL, kind TEXT NOT NULL,
  valid_from TEXT, valid_to TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX company_names_company ON company_names (country, regcode);
CREATE INDEX company_names_key ON company_names (name_key);
CREATE INDEX company_names_source ON company_names (source);

CREATE TABLE vat_registrations (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  vat_number TEXT NOT NULL, active INTEGER NOT NULL,
  registered_on TEXT, deregistered_on TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX vat_company ON vat_registrations (country, regcode);
CREATE INDEX vat_number ON vat_registrations (vat_number);
CREATE INDEX vat_source ON vat_registrations (source);

CREATE TABLE tax_ratings (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  rating TEXT NOT NULL, explanation TEXT, rated_on TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX tax_ratings_company ON tax_ratings (country, regcode);
CREATE INDEX tax_ratings_source ON tax_ratings (source);

CREATE TABLE activity_codes (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  code TEXT NOT NULL, description TEXT, classification TEXT NOT NULL,
  is_main INTEGER NOT NULL, valid_from TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX activity_company ON activity_codes (country, regcode);
CREATE INDEX activity_source ON activity_codes (source);

CREATE TABLE classifier_codes (
  classification TEXT NOT NULL, code TEXT NOT NULL, lang TEXT NOT NULL,
  description TEXT NOT NULL,
  source TEXT NOT NULL, as_of TEXT,
  PRIMARY KEY (classification, code, lang)
) STRICT, WITHOUT ROWID;
CREATE INDEX classifier_source ON classifier_codes (source);

CREATE TABLE financial_statements (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  year INTEGER NOT NULL, period_start TEXT, period_end TEXT, currency TEXT NOT NULL,
  revenue REAL, profit REAL, assets REAL, equity REAL, liabilities REAL,
  employees INTEGER, cash_flow REAL,
  consolidated INTEGER NOT NULL, filed_at TEXT, statement_ref TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX financials_company ON financial_statements (country, regcode, year);
CREATE INDEX financials_source ON financial_statements (source);

CREATE TABLE person_roles (
  id INTEGER PRIMARY KEY,
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  role TEXT NOT NULL, position TEXT,
  person_name TEXT NOT NULL, name_key TEXT NOT NULL, entity_type TEXT NOT NULL,
  birth_date TEXT, birth_key TEXT, holder_regcode TEXT,
  since TEXT, until TEXT,
  share_percent REAL, share_amount REAL, share_currency TEXT,
  -- identity of the association across imports: source + company + role + position + person
  assoc_key TEXT NOT NULL,
  first_seen_at TEXT NOT NULL,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX roles_person ON person_roles (name_key);
CREATE INDEX roles_company ON person_roles (country, regcode);
CREATE INDEX roles_assoc ON person_roles (assoc_key);
CREATE INDEX roles_source ON person_roles (source);

-- first-seen instants survive swaps: one row per association ever seen
CREATE TABLE association_first_seen (
  assoc_key TEXT PRIMARY KEY, first_seen_at TEXT NOT NULL
) STRICT, WITHOUT ROWID;
CREATE TABLE company_first_seen (
  country TEXT NOT NULL, regcode TEXT NOT NULL, first_seen_at TEXT NOT NULL,
  PRIMARY KEY (country, regcode)
) STRICT, WITHOUT ROWID;

CREATE TABLE tax_debts (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  amount REAL NOT NULL, currency TEXT NOT NULL, disputed_amount REAL, debt_as_of TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX tax_debts_company ON tax_debts (country, regcode);
CREATE INDEX tax_debts_source ON tax_debts (source);

CREATE TABLE compliance_flags (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  flag TEXT NOT NULL, detail TEXT, since TEXT, until TEXT,
  source TEXT NOT NULL, as_of TEXT
) STRICT;
CREATE INDEX flags_company ON compliance_flags (country, regcode);
CREATE INDEX flags_source ON compliance_flags (source);

CREATE TABLE sanction_entries (
  list TEXT NOT NULL, entry_id TEXT NOT NULL,
  reference TEXT, schema TEXT NOT NULL, name TEXT NOT NULL,
  aliases TEXT NOT NULL, identifiers TEXT NOT NULL, countries TEXT NOT NULL, programs TEXT NOT NULL,
  listed_on TEXT, reason TEXT, source_url TEXT, birth_dates TEXT NOT NULL,
  source TEXT NOT NULL, as_of TEXT,
  PRIMARY KEY (list, entry_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX sanction_entries_source ON sanction_entries (source);

-- screening results: one row per (company, entry) candidate at or above the reporting floor
CREATE TABLE sanction_matches (
  country TEXT NOT NULL, regcode TEXT NOT NULL,
  list TEXT NOT NULL, entry_id TEXT NOT NULL,
  matched_on TEXT NOT NULL, matched_name TEXT, score REAL NOT NULL,
  features TEXT NOT NULL, algorithm_version TEXT NOT NULL,
  screened_at TEXT NOT NULL
) STRICT;
CREATE INDEX sanction_matches_company ON sanction_matches (country, regcode);

CREATE TABLE import_runs (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL, url TEXT, checksum TEXT,
  started_at TEXT NOT NULL, finished_at TEXT,
  status TEXT NOT NULL, message TEXT,
  rows_read INTEGER, rows_written INTEGER, rejects TEXT, timings TEXT, as_of TEXT
) STRICT;
CREATE INDEX import_runs_source ON import_runs (source, id);

-- the last good state of every source: what /readyz and the discovery document report
CREATE TABLE source_state (
  source TEXT PRIMARY KEY, country TEXT, as_of TEXT, checksum TEXT,
  last_run_id INTEGER, published_at TEXT NOT NULL, row_count INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
`;
