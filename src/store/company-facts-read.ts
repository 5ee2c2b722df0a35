// Everything GET /companies/{regcode} shows of one company beside its register row, in one
// statement: one JSON array per table, each read through the table's (country, regcode) index
// and bounded. One statement instead of nine saves the per-statement overhead of the binding and
// lets SQLite walk the indexes without returning to JS in between (bench/: about a third less
// per company at national size). A caller reads only the parts it shows (the compliance answer
// five of them), and a part whose table holds no row of the company's country (no tax rating
// outside Latvia, no officer in Finland) is left out rather than sought in: a part left out is
// the empty array it would have been (`companyFactsSql`). What the company holds is read whatever
// its country (ACROSS_COUNTRIES), and only for a number some owner bears.
import type { DatabaseSync } from 'node:sqlite';
import { prepared, preparedForArrays } from './statement-cache.ts';
import { LV_SOLE_TRADER_OWNER } from '../domain/lv-positions.ts';
import { GENERAL_PARTNER } from '../domain/partner-roles.ts';
import { FORMER_OFFICERS_MAX } from '../domain/former-officers.ts';
import { formerOfficersFrom } from './former-officers-window.ts';
import { HOLDER_ABROAD } from '../domain/holder-country.ts';
import { SQL as FINANCIALS_SQL } from './financials-read.ts';
import { SQL as SANCTIONS_SQL } from './sanctions-read.ts';
import { HOLDING_COLUMNS, HOLDINGS_PART_SQL, holdingsOfPart, type HoldingRow, type PersonHoldingsRow } from './owners-read.ts';
import type { ActivityRow, NameRow, TaxRatingRow, VatRow } from './companies-read.ts';
import type { OfficeInForceRow, OfficerEntityRow, OfficerRow } from './persons-read.ts';
import type { FinancialRow } from './financials-read.ts';
import type { MatchRow } from './sanctions-read.ts';
import type { FlagRow, TaxDebtRow } from './compliance-read.ts';
import { HELD_COLUMNS, heldCompanyRow, holdingsOfSql, type CompanyHoldingRow } from './company-holdings-read.ts';

/**
 * An office the register gives an end date for (`until`, the last day in office, `unlisted_on`
 * null), or one a file listing offices in force only no longer listed (`until` null,
 * `unlisted_on` the date of the first file without it: store/role-departures.ts).
 */
export interface FormerOfficerRow extends OfficerRow {
  until: string | null; unlisted_on: string | null;
  /** An officer that is itself a legal entity, as in office (OfficeInForceRow); null for a natural person. */
  entity: OfficerEntityRow | null;
}

/** A contact of the company from company_contacts (migrations/008_company_contacts.ts). */
export interface ContactRow { value: string; source: string }

/** An entry of a Finnish tax register from tax_registers (migrations/018_tax_registers.ts). */
export interface TaxRegisterRow { register: string; registered: number; since: string | null; until: string | null; source: string }

/** A company at the other end of a reorganisation (migrations/019_reorganizations.ts), with what the store holds of it. */
export interface ReorganizedRow { regcode: string; name: string | null; status: string | null; source: string }

export interface CompanyFacts {
  /** Former names, latest first. */
  formerNames: NameRow[];
  /** Names borne beside the name (FI parallel and auxiliary names): parallel first, names in use first. */
  otherNames: NameRow[];
  /** The VAT registration shown (active first, latest first), if any. */
  vat: VatRow | undefined;
  taxRating: TaxRatingRow | undefined;
  mainActivity: ActivityRow | undefined;
  /** Officers still in office on `today`, the owner of an LV sole trader (IK) and the general partners of a partnership among them. */
  officers: OfficeInForceRow[];
  /**
   * The same offices whose register gives an end before `today`, and those a file listing offices
   * in force only no longer listed, within the last five years, the latest ended first (read with officers).
   */
  formerOfficers: FormerOfficerRow[];
  /** Every statement, as financialStatements reads them. */
  financials: FinancialRow[];
  /** Screening matches at or above the threshold, best first. */
  sanctions: MatchRow[];
  taxDebt: TaxDebtRow | undefined;
  /** Compliance flags in force on `today`. */
  openFlags: FlagRow[];
  /** The website a source gave (FI fi.ytj, EE ee.general), as written. */
  website: ContactRow | undefined;
  /** The company's rows of the Finnish prepayment and employer registers (fi.ytj), one per register. */
  taxRegisters: TaxRegisterRow[];
  /** The final entities of the company's reorganisation (LV reorganizations.csv). */
  succeededBy: ReorganizedRow[];
  /** The companies whose reorganisation names this one their final entity. */
  reorganisedFrom: ReorganizedRow[];
  /** Legal entities holding the company on `today` as members, stockholders or partners (store/owners-read.ts). */
  holdings: HoldingRow[];
  /** The natural persons holding it on `today`, counted and summed. */
  personHoldings: PersonHoldingsRow;
  /** The companies it holds on `today`, as their registers list it among their owners (store/company-holdings-read.ts). */
  heldCompanies: CompanyHoldingRow[];
  /** The day the facts were read for (the registers' day): what is in office or in force is so on it. */
  today: string;
}

// Column lists, in the order the JSON arrays hold them; ROW_OF below turns them into rows.
export const COLUMNS = {
  formerNames: ['name', 'kind', 'valid_from', 'valid_to', 'source'],
  otherNames: ['name', 'kind', 'valid_from', 'valid_to', 'source'],
  vat: ['vat_number', 'active', 'registered_on', 'deregistered_on', 'source'],
  taxRating: ['rating', 'explanation', 'rated_on', 'source', 'as_of'],
  mainActivity: ['code', 'description', 'classification', 'is_main', 'source'],
  // The offices in office and those ended within the window, told apart by `ended` (officersOfPart).
  // An officer that is itself a legal entity carries its number and the country the store holds it in (officerEntity).
  officers: ['person_name', 'position', 'since', 'until', 'source', 'ended', 'representation', 'representation_with_at_least',
    'legal', 'holder_regcode', 'holder_in', 'registered_in'],
  departures: ['person_name', 'position', 'since', 'unlisted_on', 'source', 'legal', 'holder_regcode', 'holder_in', 'registered_in'],
  financials: ['year', 'period_start', 'period_end', 'currency', 'revenue', 'profit', 'assets', 'equity', 'liabilities', 'employees',
    'cash_flow', 'consolidated', 'filed_at', 'source', 'quarter_employees'],
  sanctions: ['list', 'entry_id', 'matched_on', 'matched_name', 'score', 'features', 'algorithm_version',
    'reference', 'programs', 'listed_on', 'reason', 'source_url', 'entry_source', 'entry_name', 'addresses', 'particulars', 'recorded_against'],
  taxDebt: ['amount', 'currency', 'disputed_amount', 'scheduled_amount', 'schedule_ends', 'debt_as_of', 'source', 'as_of'],
  openFlags: ['flag', 'detail', 'since', 'until', 'source'],
  website: ['value', 'source'],
  taxRegisters: ['register', 'registered', 'since', 'until', 'source'],
  succeededBy: ['regcode', 'name', 'status', 'source'],
  reorganisedFrom: ['regcode', 'name', 'status', 'source'],
  holdings: HOLDING_COLUMNS,
  heldCompanies: HELD_COLUMNS,
} as const;

type V = unknown[];
const nameRow = (v: V) => ({ name: v[0], kind: v[1], valid_from: v[2], valid_to: v[3], source: v[4] }) as NameRow;
const reorganizedRow = (v: V) => ({ regcode: v[0], name: v[1], status: v[2], source: v[3] }) as ReorganizedRow;

/**
 * The row of each part read as rows (officers and departures: officersOfPart, holdings:
 * holdingsOfPart), made of one JSON array in the order of COLUMNS. A literal each, so that every
 * row of a part is built with one shape: a loop storing the columns by name went through V8's
 * slowest keyed store, about a tenth of the JavaScript of a details call (bench/README.md).
 */
export const ROW_OF = {
  formerNames: nameRow,
  otherNames: nameRow,
  vat: (v: V) => ({ vat_number: v[0], active: v[1], registered_on: v[2], deregistered_on: v[3], source: v[4] }) as VatRow,
  taxRating: (v: V) => ({ rating: v[0], explanation: v[1], rated_on: v[2], source: v[3], as_of: v[4] }) as TaxRatingRow,
  mainActivity: (v: V) => ({ code: v[0], description: v[1], classification: v[2], is_main: v[3], source: v[4] }) as ActivityRow,
  financials: (v: V) => ({
    year: v[0], period_start: v[1], period_end: v[2], currency: v[3], revenue: v[4], profit: v[5], assets: v[6], equity: v[7],
    liabilities: v[8], employees: v[9], cash_flow: v[10], consolidated: v[11], filed_at: v[12], source: v[13], quarter_employees: v[14],
  }) as FinancialRow,
  sanctions: (v: V) => ({
    list: v[0], entry_id: v[1], matched_on: v[2], matched_name: v[3], score: v[4], features: v[5], algorithm_version: v[6],
    reference: v[7], programs: v[8], listed_on: v[9], reason: v[10], source_url: v[11], entry_source: v[12], entry_name: v[13], addresses: v[14], particulars: v[15],
    recorded_against: v[16],
  }) as MatchRow,
  taxDebt: (v: V) => ({
    amount: v[0], currency: v[1], disputed_amount: v[2], scheduled_amount: v[3], schedule_ends: v[4], debt_as_of: v[5], source: v[6], as_of: v[7],
  }) as TaxDebtRow,
  openFlags: (v: V) => ({ flag: v[0], detail: v[1], since: v[2], until: v[3], source: v[4] }) as FlagRow,
  website: (v: V) => ({ value: v[0], source: v[1] }) as ContactRow,
  taxRegisters: (v: V) => ({ register: v[0], registered: v[1], since: v[2], until: v[3], source: v[4] }) as TaxRegisterRow,
  succeededBy: reorganizedRow,
  reorganisedFrom: reorganizedRow,
  heldCompanies: heldCompanyRow,
} as const satisfies Partial<Record<keyof typeof COLUMNS, (v: V) => object>>;

/** `(SELECT json_group_array(json_array(cols)) FROM (inner))`, the array in the inner order. */
function jsonRows(columns: readonly string[], inner: string): string {
  return `(SELECT json_group_array(json_array(${columns.join(', ')})) FROM (${inner}))`;
}

// ?1 country, ?2 regcode, ?3 sanctions threshold, ?4 today: the numbering of the statements of
// financials-read.ts and sanctions-read.ts, which are embedded as they are.
const OF_COMPANY = 'country = ?1 AND regcode = ?2';

// The table each part is read from: a part whose table holds no row of the country is empty for
// every company of it.
const TABLES = {
  formerNames: 'company_names', otherNames: 'company_names', vat: 'vat_registrations', taxRating: 'tax_ratings',
  mainActivity: 'activity_codes', officers: 'person_roles', departures: 'role_departures', financials: 'financial_statements',
  sanctions: 'sanction_matches', taxDebt: 'tax_debts', openFlags: 'compliance_flags', website: 'company_contacts',
  taxRegisters: 'tax_registers', succeededBy: 'reorganizations', reorganisedFrom: 'reorganizations',
  holdings: 'person_roles', heldCompanies: 'person_roles',
} as const satisfies Record<keyof typeof COLUMNS, string>;

type Table = (typeof TABLES)[keyof typeof TABLES];
const FACT_TABLES = [...new Set(Object.values(TABLES))] as Table[];

/** Whether the table holds any row of the country (?1): the first entry of its (country, regcode) index. */
const holdsRowsOf = (table: Table) => `SELECT 1 AS found FROM ${table} WHERE country = ?1 LIMIT 1`;

// The parts read whatever the company's country, each with its probe for a row it could find: the
// companies a company holds are listed among the owners in the LV and EE registers, an LT or FI
// company's too, so its part is read wherever some owner names its holder by number (the first
// entry of the holder-number index), and left out, the empty array, where none does.
const ACROSS_COUNTRIES: Partial<Record<FactPart, string>> = {
  heldCompanies: 'SELECT 1 AS found FROM person_roles WHERE holder_regcode IS NOT NULL LIMIT 1',
};

// The roles shown as offices: officers, an LV sole trader's owner and a partnership's general partners.
/** Whether the role of `alias` (a table or its alias, none for the statement's only table) is one shown as an office. */
export const anOffice = (alias = '') => {
  const t = alias ? `${alias}.` : '';
  return `(${t}role = 'officer' OR (${t}role = '${LV_SOLE_TRADER_OWNER.role}' AND ${t}position = '${LV_SOLE_TRADER_OWNER.position}')
        OR (${t}role = '${GENERAL_PARTNER.role}' AND ${t}position = '${GENERAL_PARTNER.position}'))`;
};
const AN_OFFICE = anOffice();

// In office: by start (none last), name, id; ended: the latest end first, then the latest start
// (none last), name, id. Each key is null on the other side, so one sort serves both.
const OFFICES_ORDER = `ended, IIF(ended, until, NULL) DESC, IIF(ended, NULL, since) NULLS LAST,
        IIF(ended, since, NULL) DESC NULLS LAST, person_name, id`;
// An officer that is itself a legal entity (UR's officers.csv gives its own number in
// legal_entity_registration_number; a FOREIGN_ENTITY's is of a register abroad, holder_country ZZ):
// its number, the country the store holds a company of that number in (sought as the owners'
// holder is, owners-read.ts, and only for such an officer: a person's row reads no company), and
// the country of its register as the company's register names it (ZZ, none named, null).
// `register`: that country as `table` gives it (person_roles: none where it is the company's own).
const officerEntity = (table: string, register: string) => `${table}.entity_type = 'legal_entity' AS legal,
        IIF(${table}.entity_type = 'legal_entity', ${table}.holder_regcode, NULL) AS holder_regcode,
        CASE WHEN ${table}.entity_type = 'legal_entity' AND ${table}.holder_regcode IS NOT NULL AND EXISTS (SELECT 1 FROM companies c
            WHERE c.country = ${register} AND c.regcode = ${table}.holder_regcode)
          THEN ${register} END AS holder_in,
        CASE WHEN ${table}.entity_type = 'legal_entity' AND ${table}.holder_country IS NOT '${HOLDER_ABROAD}' THEN ${register} END AS registered_in`;
const OFFICER_ENTITY = officerEntity('person_roles', 'coalesce(person_roles.holder_country, ?1)');
// A departure keeps the register's country resolved (the company's own where UR names none,
// role-departures.ts), null for one recorded before migrations/022: served as not known.
const DEPARTURE_ENTITY = officerEntity('role_departures', 'role_departures.holder_country');

/** At most this many officers in office are listed. */
const OFFICERS_MAX = 200;

/** The companies at the `other` end of the reorganisations whose `own` end is the company (?1, ?2). */
function reorganizedSql(other: string, own: string): string {
  return `SELECT r.${other} AS regcode, c.name AS name, c.status AS status, r.source AS source
      FROM reorganizations r LEFT JOIN companies c ON c.country = r.country AND c.regcode = r.${other}
      WHERE r.country = ?1 AND r.${own} = ?2 ORDER BY r.${other}, r.source LIMIT 100`;
}

// Each part: the JSON array of its rows, read through the table's (country, regcode) index.
const PART_SQL: Record<keyof typeof COLUMNS, string> = {
  formerNames: jsonRows(COLUMNS.formerNames, `SELECT ${COLUMNS.formerNames.join(', ')} FROM company_names
      WHERE ${OF_COMPANY} AND kind = 'former' ORDER BY COALESCE(valid_to, valid_from) DESC NULLS FIRST, name LIMIT 100`),
  otherNames: jsonRows(COLUMNS.otherNames, `SELECT ${COLUMNS.otherNames.join(', ')} FROM company_names
      WHERE ${OF_COMPANY} AND kind IN ('parallel', 'auxiliary')
      ORDER BY kind = 'auxiliary', valid_to IS NOT NULL, valid_from NULLS LAST, name LIMIT 100`),
  vat: jsonRows(COLUMNS.vat, `SELECT ${COLUMNS.vat.join(', ')} FROM vat_registrations
      WHERE ${OF_COMPANY} ORDER BY active DESC, registered_on DESC NULLS LAST, vat_number LIMIT 1`),
  taxRating: jsonRows(COLUMNS.taxRating, `SELECT ${COLUMNS.taxRating.join(', ')} FROM tax_ratings
      WHERE ${OF_COMPANY} ORDER BY rated_on DESC NULLS LAST, as_of DESC NULLS LAST, rowid DESC LIMIT 1`),
  mainActivity: jsonRows(COLUMNS.mainActivity, `SELECT ${COLUMNS.mainActivity.join(', ')} FROM activity_codes
      WHERE ${OF_COMPANY} ORDER BY is_main DESC, valid_from DESC NULLS LAST, code LIMIT 1`),
  // One walk of the company's offices for both lists (officersOfPart splits and bounds them):
  // those in office on ?4 (no end, or an end on or after it) in the order they are listed, then
  // those whose register gave an end before ?4 within the window, the latest ended first. Only an
  // end the register itself gives is listed (RIK's lopp_kpv, UR's date_to of a partner): a role that
  // left a file without one is gone from the store (the departures part below keeps what a file
  // listing offices in force only stopped listing).
  // No LIMIT: one would bound the two lists together; a window function bounding each cost the part
  // a quarter more, and the walk reads every entry of the company in its index anyway. The index
  // holds the role (migrations/025): the row of a kind no office is of (a beneficial owner, a
  // stockholder) is never fetched.
  officers: jsonRows(COLUMNS.officers, `SELECT person_name, position, since, until, source, (until IS NOT NULL AND until < ?4) AS ended,
        representation, representation_with_at_least, ${OFFICER_ENTITY}
      FROM person_roles
      WHERE ${OF_COMPANY} AND ${AN_OFFICE} AND (until IS NULL OR until >= ${formerOfficersFrom('?4')})
      ORDER BY ${OFFICES_ORDER}`),
  // The offices a file listing offices in force only (UR's officers) stopped listing within the
  // window (store/role-departures.ts), the latest first; one listed again is no longer among them.
  // A part of its own, so a country with none (EE, LT, FI) is not sought in.
  departures: jsonRows(COLUMNS.departures, `SELECT person_name, position, since, unlisted_on, source, ${DEPARTURE_ENTITY} FROM role_departures
      WHERE ${OF_COMPANY} AND unlisted_on >= ${formerOfficersFrom('?4')}
      ORDER BY unlisted_on DESC, since DESC NULLS LAST, person_name LIMIT ${FORMER_OFFICERS_MAX}`),
  financials: jsonRows(COLUMNS.financials, FINANCIALS_SQL.statements),
  sanctions: jsonRows(COLUMNS.sanctions, SANCTIONS_SQL.matchesAtOrAbove),
  taxDebt: jsonRows(COLUMNS.taxDebt, `SELECT ${COLUMNS.taxDebt.join(', ')} FROM tax_debts
      WHERE ${OF_COMPANY} ORDER BY debt_as_of DESC NULLS LAST, as_of DESC NULLS LAST, rowid DESC LIMIT 1`),
  openFlags: jsonRows(COLUMNS.openFlags, `SELECT ${COLUMNS.openFlags.join(', ')} FROM compliance_flags
      WHERE ${OF_COMPANY} AND (until IS NULL OR until >= ?4) ORDER BY flag, source, since NULLS FIRST LIMIT 100`),
  // Its primary key (country, regcode, kind, source): one row per source; the first source by name if ever several.
  website: jsonRows(COLUMNS.website, `SELECT ${COLUMNS.website.join(', ')} FROM company_contacts
      WHERE ${OF_COMPANY} AND kind = 'website' ORDER BY source LIMIT 1`),
  // Its primary key (country, regcode, register, source): one row per register and source.
  taxRegisters: jsonRows(COLUMNS.taxRegisters, `SELECT ${COLUMNS.taxRegisters.join(', ')} FROM tax_registers
      WHERE ${OF_COMPANY} ORDER BY register, source LIMIT 10`),
  // Either end of the company's reorganisations, through the primary key or the final entity's
  // index, with the other company's name and status where the store holds it.
  succeededBy: jsonRows(COLUMNS.succeededBy, reorganizedSql('final_regcode', 'source_regcode')),
  reorganisedFrom: jsonRows(COLUMNS.reorganisedFrom, reorganizedSql('source_regcode', 'final_regcode')),
  // The legal entities' rows, and the natural persons counted and summed (store/owners-read.ts).
  holdings: HOLDINGS_PART_SQL,
  // The other way round: the companies whose owners name it, through the holder-number index. Most
  // companies hold none: whether any owner bears the number is asked first (one probe of the
  // index), which spares them setting up the sort and count of an empty list (the statement 8%
  // cheaper on the national copy, bench/README.md).
  heldCompanies: `CASE WHEN EXISTS (SELECT 1 FROM person_roles WHERE holder_regcode = ?2) THEN ${jsonRows(COLUMNS.heldCompanies, holdingsOfSql('?4'))} ELSE '[]' END`,
};

/** One part of the facts, a field of CompanyFacts. */
export type FactPart = keyof typeof COLUMNS;
type Part = FactPart;
export const FACT_PARTS = Object.keys(COLUMNS) as readonly FactPart[];
/** The column of each part in the facts statement's row (factsStatement selects them in FACT_PARTS order). */
const AT = Object.fromEntries(FACT_PARTS.map((part, i) => [part, i])) as Record<FactPart, number>;

/** The statement of every part, or of the parts in `parts`, the others the empty array they would be. */
function factsStatement(parts?: ReadonlySet<FactPart>): string {
  const columns = FACT_PARTS.map((part) => (parts === undefined || parts.has(part) ? `${PART_SQL[part]} AS ${part}` : `'[]' AS ${part}`));
  // Every variant takes the same four values: those no part of it uses are selected back, so the caller binds them alike.
  return `SELECT ${columns.join(',\n    ')},\n    ?3 AS threshold, ?4 AS today`;
}

export const SQL = {
  facts: factsStatement(),
  ...Object.fromEntries(FACT_TABLES.map((table) => [`holds_${table}`, holdsRowsOf(table)])),
} as { facts: string } & Record<string, string>;

/**
 * The parts of `wanted` (every part when not given) whose table holds some row of the country
 * (one probe of each such table's company index): those a company of it has anything in. The
 * caller keeps the set per country and dataset version, one for each use (details, compliance).
 */
export function factPartsOf(db: DatabaseSync, country: string, wanted: readonly FactPart[] = FACT_PARTS): ReadonlySet<FactPart> {
  const tables = new Set(wanted.filter((part) => ACROSS_COUNTRIES[part] === undefined).map((part) => TABLES[part]));
  const held = new Set([...tables].filter((table) => prepared(db, holdsRowsOf(table)).get(country) !== undefined));
  const found = (part: FactPart) => {
    const probe = ACROSS_COUNTRIES[part];
    return probe === undefined ? held.has(TABLES[part]) : prepared(db, probe).get() !== undefined;
  };
  return new Set(wanted.filter(found));
}

// The statement of each set of parts, by the set (the caller keeps one per country, use and version).
const statements = new WeakMap<ReadonlySet<FactPart>, string>();

/** The facts statement reading only `parts` (every part when not given). */
export function companyFactsSql(parts?: ReadonlySet<FactPart>): string {
  if (parts === undefined) return SQL.facts;
  let sql = statements.get(parts);
  if (sql === undefined) statements.set(parts, (sql = factsStatement(parts)));
  return sql;
}

/**
 * The two lists of former officers, each the latest first, merged the latest first (a register's
 * end against the date of the first file without the office), at most FORMER_OFFICERS_MAX.
 */
function latestEndedFirst(ended: FormerOfficerRow[], departed: FormerOfficerRow[]): FormerOfficerRow[] {
  if (departed.length === 0) return ended;
  const merged: FormerOfficerRow[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < FORMER_OFFICERS_MAX && (i < ended.length || j < departed.length)) {
    const e = ended[i];
    const d = departed[j];
    if (d === undefined || (e !== undefined && e.until! >= d.unlisted_on!)) { merged.push(e!); i++; } else { merged.push(d); j++; }
  }
  return merged;
}

/**
 * The officers part split: those in office (at most OFFICERS_MAX), and those the register ended
 * within the window with the departures part's (at most FORMER_OFFICERS_MAX).
 */
function officersOfPart(json: string, departuresJson: string): Pick<CompanyFacts, 'officers' | 'formerOfficers'> {
  const officers: OfficeInForceRow[] = [];
  const ended: FormerOfficerRow[] = [];
  type Office = [string, string | null, string | null, string | null, string, number, string | null, number | null,
    number, string | null, string | null, string | null];
  for (const [person_name, position, since, until, source, over, representation, representation_with_at_least,
    legal, holder_regcode, holder_in, registered_in] of JSON.parse(json) as Office[]) {
    if (!over) {
      if (officers.length < OFFICERS_MAX) {
        // A natural person's office is built without the entity's fields: its row has none to give.
        const entity = legal ? { holder_regcode, holder_country: holder_in, registered_in } : null;
        officers.push({ person_name, position, since, source, representation, representation_with_at_least, entity });
      }
    }
    else if (ended.length < FORMER_OFFICERS_MAX) {
      const entity = legal ? { holder_regcode, holder_country: holder_in, registered_in } : null;
      ended.push({ person_name, position, since, until, unlisted_on: null, source, entity });
    }
  }
  type Departure = [string, string | null, string | null, string, string, number, string | null, string | null, string | null];
  const departed = (JSON.parse(departuresJson) as Departure[])
    .map(([person_name, position, since, unlisted_on, source, legal, holder_regcode, holder_in, registered_in]): FormerOfficerRow => ({
      person_name, position, since, until: null, unlisted_on, source,
      entity: legal ? { holder_regcode, holder_country: holder_in, registered_in } : null,
    }));
  return { officers, formerOfficers: latestEndedFirst(ended, departed) };
}

/** The rows of a part read as rows, from its JSON array. */
function rows<P extends keyof typeof ROW_OF>(part: P, json: string): Array<ReturnType<(typeof ROW_OF)[P]>> {
  return json === '[]' ? [] : (JSON.parse(json) as V[]).map(ROW_OF[part] as (v: V) => ReturnType<(typeof ROW_OF)[P]>);
}

/**
 * `parts`: those to read (factPartsOf, kept per dataset version by the caller), each other part
 * empty; without it every part is read.
 */
export function companyFacts(
  db: DatabaseSync, country: string, regcode: string, today: string, threshold: number, parts?: ReadonlySet<FactPart>,
): CompanyFacts {
  // Read as an array: node:sqlite builds an object row by adding each column to a dictionary, and
  // each part was then looked up in it by name (about 9,000 instructions a details call, bench/README.md).
  const v = preparedForArrays(db, companyFactsSql(parts)).get(country, regcode, threshold, today) as unknown as string[];
  const holders = holdingsOfPart(v[AT.holdings]!);
  return {
    formerNames: rows('formerNames', v[AT.formerNames]!),
    otherNames: rows('otherNames', v[AT.otherNames]!),
    vat: rows('vat', v[AT.vat]!)[0],
    taxRating: rows('taxRating', v[AT.taxRating]!)[0],
    mainActivity: rows('mainActivity', v[AT.mainActivity]!)[0],
    ...officersOfPart(v[AT.officers]!, v[AT.departures]!),
    financials: rows('financials', v[AT.financials]!),
    sanctions: rows('sanctions', v[AT.sanctions]!),
    taxDebt: rows('taxDebt', v[AT.taxDebt]!)[0],
    openFlags: rows('openFlags', v[AT.openFlags]!),
    website: rows('website', v[AT.website]!)[0],
    taxRegisters: rows('taxRegisters', v[AT.taxRegisters]!),
    succeededBy: rows('succeededBy', v[AT.succeededBy]!),
    reorganisedFrom: rows('reorganisedFrom', v[AT.reorganisedFrom]!),
    holdings: holders.holdings,
    personHoldings: holders.persons,
    heldCompanies: rows('heldCompanies', v[AT.heldCompanies]!),
    today,
  };
}
