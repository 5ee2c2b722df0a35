// Reads of the dataset's bookkeeping: the state of every published source, the meta table, and
// the probes that tell which fields a country publishes (one bounded existence check each).
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow, preparedForArrays } from './statement-cache.ts';
import { HEADCOUNT_SOURCES } from '../domain/headcount-sources.ts';
import { recordedClosedOnHeld } from './closed-on-record.ts';

/**
 * Where a source comes from, as its definition names it (importers/source.ts); `generated` when
 * the rows are the demo's, written in that source's format rather than published by it.
 */
export interface SourceProvenance {
  title: string; publisher: string; url: string; licence: string; updateFrequency: string; generated: boolean;
}

/**
 * The meta key of a source's provenance. Kept in `meta` rather than in columns of source_state, so
 * a store written before it was kept reads as before (no provenance) without a migration.
 */
const PROVENANCE_PREFIX = 'source:';
export const provenanceKey = (source: string) => `${PROVENANCE_PREFIX}${source}`;

/**
 * The meta key of the version of the importing code that last published a source
 * (importers/pipeline/importer-version.ts); absent in a store written before it was recorded.
 */
export const importerVersionKey = (source: string) => `importer:${source}`;

/**
 * The meta key of the date of the file from which the service records each office a source's file
 * stops listing (a source that records departures, role-departures.ts): the file of its first
 * import, or of the first publish after one whose departures were refused or before which none were
 * recorded. Kept in `meta`, as the provenance is, since import_runs journals every attempt and
 * says nothing of a store that imported the source before departures were recorded.
 */
const DEPARTURES_SINCE_PREFIX = 'departures-since:';
export const departuresSinceKey = (source: string) => `${DEPARTURES_SINCE_PREFIX}${source}`;

/**
 * The version is kept with the checksum of the files it read: a version that does not record
 * itself (one rolled back to) may publish other files after it, and the version recorded must not
 * then be taken for theirs.
 */
export const importerRecord = (version: string, checksum: string | null) => `${version} ${checksum ?? ''}`;

/** The version that read the files of this checksum, or null when it is not known. */
export function importerOf(record: string | null, checksum: string | null): string | null {
  if (record === null) return null;
  const space = record.indexOf(' ');
  return space !== -1 && record.slice(space + 1) === (checksum ?? '') ? record.slice(0, space) : null;
}

export interface SourceStateRow {
  source: string; country: string | null; as_of: string | null; checksum: string | null;
  last_run_id: number | null; published_at: string; row_count: number;
}

// Source ids are constants of domain/, written into the statement rather than bound.
const HEADCOUNT_LIST = HEADCOUNT_SOURCES.map((s) => `'${s}'`).join(', ');

function roleCoverage(role: string): string {
  return `SELECT 1 AS found FROM person_roles WHERE (country || '/' || role) = (? || '/${role}') LIMIT 1`;
}

// One existence probe per field of the coverage table; `?` is the country. Each stops at the
// first row found; a probe that finds nothing walks only that country's index range.
export const COVERAGE_SQL = {
  name: 'SELECT 1 AS found FROM companies WHERE country = ? LIMIT 1',
  address: 'SELECT 1 AS found FROM companies WHERE country = ? AND address IS NOT NULL LIMIT 1',
  legalForm: 'SELECT 1 AS found FROM companies WHERE country = ? AND (legal_form_code IS NOT NULL OR legal_form_name IS NOT NULL) LIMIT 1',
  status: "SELECT 1 AS found FROM companies WHERE country = ? AND status <> 'unknown' LIMIT 1",
  registeredOn: 'SELECT 1 AS found FROM companies WHERE country = ? AND registered_on IS NOT NULL LIMIT 1',
  // Read from the record of the country's search image where there is one (closed-on-record.ts).
  closedOn: 'SELECT 1 AS found FROM companies WHERE country = ? AND closed_on IS NOT NULL LIMIT 1',
  formerNames: "SELECT 1 AS found FROM company_names WHERE country = ? AND kind = 'former' LIMIT 1",
  vat: 'SELECT 1 AS found FROM vat_registrations WHERE country = ? LIMIT 1',
  // FI's prepayment and employer registers (018_tax_registers.ts): its primary key starts with
  // the country. Empty in a Finnish store until fi.ytj is imported again, as the answers' null says.
  taxRegisters: 'SELECT 1 AS found FROM tax_registers WHERE country = ? LIMIT 1',
  // LV's reorganisations (019_reorganizations.ts), the details' succeededBy and reorganisedFrom: its
  // primary key starts with the country. Empty until the optional lv.reorganizations is imported.
  reorganisations: 'SELECT 1 AS found FROM reorganizations WHERE country = ? LIMIT 1',
  // LV's securing measures (the optional lv.securing-measures), the securing_measure flag: held
  // where that source has a row. Its rows are LV's alone, so another country is answered by the
  // constant test, before any row is read, and LV by the source's index at its first row.
  securingMeasures: "SELECT 1 AS found FROM compliance_flags WHERE ? = 'LV' AND source = 'lv.securing-measures' LIMIT 1",
  taxRating: 'SELECT 1 AS found FROM tax_ratings WHERE country = ? LIMIT 1',
  nace: 'SELECT 1 AS found FROM activity_codes WHERE country = ? LIMIT 1',
  // Annual reports only: a country whose register publishes none but whose tax office publishes
  // employee counts still publishes no financial statements (domain/headcount-sources.ts).
  financials: `SELECT 1 AS found FROM financial_statements WHERE country = ? AND source NOT IN (${HEADCOUNT_LIST}) LIMIT 1`,
  headcount: `SELECT 1 AS found FROM financial_statements WHERE country = ? AND source IN (${HEADCOUNT_LIST}) LIMIT 1`,
  // The roles by the index of their country and kind (017_role_coverage_index.ts), its expression
  // written as the index writes it.
  officers: roleCoverage('officer'),
  members: roleCoverage('member'),
  stockholders: roleCoverage('stockholder'),
  beneficialOwners: roleCoverage('beneficial_owner'),
  taxDebt: 'SELECT 1 AS found FROM tax_debts WHERE country = ? LIMIT 1',
  complianceFlags: 'SELECT 1 AS found FROM compliance_flags WHERE country = ? LIMIT 1',
} as const;

export type CoverageField = keyof typeof COVERAGE_SQL;

export const SQL = {
  metaValue: 'SELECT value FROM meta WHERE key = ? LIMIT 1',
  // source_state holds one row per source (a few dozen): reading it whole is the point.
  sourceStates: `SELECT source, country, as_of, checksum, last_run_id, published_at, row_count
    FROM source_state ORDER BY source LIMIT 1000`,
  sourceState: 'SELECT source, country, as_of, checksum, last_run_id, published_at, row_count FROM source_state WHERE source = ? LIMIT 1',
  // Every source's provenance: the keys `source:…` (';' follows ':' in the key order).
  sourceProvenance: "SELECT key, value FROM meta WHERE key >= 'source:' AND key < 'source;' ORDER BY key LIMIT 1000",
  departuresSince: "SELECT key, value FROM meta WHERE key >= 'departures-since:' AND key < 'departures-since;' ORDER BY key LIMIT 1000",
  ...Object.fromEntries(Object.entries(COVERAGE_SQL).map(([k, v]) => [`coverage.${k}`, v])),
} as Record<string, string> & { metaValue: string; sourceStates: string; sourceState: string; sourceProvenance: string; departuresSince: string };

/**
 * One value of `meta`, read as an array: every request reads the dataset version so, and an object
 * row costs node:sqlite a dictionary object and its column's name made anew (bench/README.md).
 */
export function metaValue(db: DatabaseSync, key: string): string | null {
  const row = preparedForArrays(db, SQL.metaValue).get(key) as unknown as [string | null] | undefined;
  return row?.[0] ?? null;
}

export function sourceStates(db: DatabaseSync): SourceStateRow[] {
  return allRows<SourceStateRow>(db, SQL.sourceStates);
}

/** The provenance of every source published with it, by source id; a value that does not parse is left out. */
export function sourceProvenance(db: DatabaseSync): Map<string, SourceProvenance> {
  const out = new Map<string, SourceProvenance>();
  for (const { key, value } of allRows<{ key: string; value: string }>(db, SQL.sourceProvenance)) {
    try {
      out.set(key.slice(PROVENANCE_PREFIX.length), JSON.parse(value) as SourceProvenance);
    } catch { /* written by hand: no provenance rather than no dataset */ }
  }
  return out;
}

/**
 * Whether the rows a source has live are the demo's (published with `generated` provenance): the
 * official files imported over them replace a sample, not the register's own state of a day before.
 */
export function publishedGenerated(db: DatabaseSync, source: string): boolean {
  const value = metaValue(db, provenanceKey(source));
  if (value === null) return false;
  try { return (JSON.parse(value) as Partial<SourceProvenance>).generated === true; } catch { return false; }
}

/** The date departures are recorded since, by source id: only sources that record departures have one. */
export function departuresSince(db: DatabaseSync): Map<string, string> {
  return new Map(allRows<{ key: string; value: string }>(db, SQL.departuresSince)
    .map(({ key, value }) => [key.slice(DEPARTURES_SINCE_PREFIX.length), value]));
}

export function sourceState(db: DatabaseSync, source: string): SourceStateRow | undefined {
  return oneRow<SourceStateRow>(db, SQL.sourceState, source);
}

export function countryPublishes(db: DatabaseSync, field: CoverageField, country: string): boolean {
  // Probed, a country with no closed company would be walked whole: read as its image's build recorded it.
  if (field === 'closedOn') {
    const held = recordedClosedOnHeld(db, country);
    if (held !== null) return held;
  }
  return oneRow(db, COVERAGE_SQL[field], country) !== undefined;
}
