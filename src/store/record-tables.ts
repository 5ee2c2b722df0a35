// How each kind of imported record is laid out in its live table: the column, the record field
// it comes from and how the value is stored. Staging, duplicate checks and publishing all read
// this one map, so a new column is added here once.
import { createHash } from 'node:crypto';
import { companyNameKey, personNameKey } from '../domain/fold.ts';
import { collapseWhiteSpace } from '../domain/white-space.ts';

export type ColumnKind = 'text' | 'int' | 'real' | 'bool' | 'json';

export interface ColumnSpec {
  column: string;
  /** The record field; absent for columns derived from the whole record. */
  field?: string;
  type: ColumnKind;
  notNull?: boolean;
  /**
   * A name served on one line: its runs of white space (a line break a quoted CSV field may
   * hold, a tab) stored as one space, trimmed, whichever register's mapper wrote it.
   */
  oneLine?: boolean;
  /** Derived columns: computed from the record (and the source id). */
  derive?: (record: Record<string, unknown>, source: string) => unknown;
}

export interface TableSpec {
  table: string;
  columns: ColumnSpec[];
  /** The primary key of the live table, if it has one besides rowid (checked for duplicates). */
  key?: string[];
}

const t = (column: string, field: string, notNull = false): ColumnSpec => ({ column, field, type: 'text', notNull });
// A name a user reads, searches and pastes into a form: one line (ColumnSpec.oneLine).
const line = (column: string, field: string): ColumnSpec => ({ ...t(column, field, true), oneLine: true });
const n = (column: string, field: string, type: ColumnKind = 'real', notNull = false): ColumnSpec => ({ column, field, type, notNull });

// name_key and assoc_key of the same record both need the folded name: fold it once.
let lastName = '';
let lastKey = '';
function nameKeyOf(name: string): string {
  if (name !== lastName) { lastName = name; lastKey = personNameKey(name); }
  return lastKey;
}

/** The identity of an association across imports (see 001_core.ts person_roles.assoc_key). */
export function associationKey(source: string, r: Record<string, unknown>): string {
  const parts = [
    source, r.country, r.regcode, r.role, r.position ?? '', nameKeyOf(String(r.personName ?? '')),
    r.birthDate ?? '', r.birthKey ?? '', r.holderRegcode ?? '',
  ];
  return createHash('sha1').update(parts.join('\u001f')).digest('base64url');
}

export const RECORD_TABLES = {
  company: {
    table: 'companies',
    key: ['country', 'regcode'],
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), line('name', 'name'),
      { column: 'name_key', type: 'text', notNull: true, derive: (r) => companyNameKey(String(r.name ?? ''), String(r.country ?? '')) },
      t('legal_form_code', 'legalFormCode'), t('legal_form_name', 'legalFormName'),
      t('status', 'status', true), t('registry_status', 'registryStatus'),
      t('registered_on', 'registeredOn'), t('closed_on', 'closedOn'),
      t('address', 'address'), t('address_street', 'addressStreet'), t('address_city', 'addressCity'),
      t('address_postcode', 'addressPostcode'), t('address_region_code', 'addressRegionCode'), t('address_country', 'addressCountry'),
    ],
  },
  companyName: {
    table: 'company_names',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), line('name', 'name'),
      { column: 'name_key', type: 'text', notNull: true, derive: (r) => companyNameKey(String(r.name ?? ''), String(r.country ?? '')) },
      t('kind', 'kind', true), t('valid_from', 'validFrom'), t('valid_to', 'validTo'),
    ],
  },
  contact: {
    table: 'company_contacts',
    // One of each kind per company and source (each source's keepLatest keeps one; the live key adds the source).
    key: ['country', 'regcode', 'kind'],
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('kind', 'kind', true), t('value', 'value', true),
    ],
  },
  taxRegister: {
    table: 'tax_registers',
    // One of each register per company and source (fi.ytj's keepLatest keeps one; the live key adds the source).
    key: ['country', 'regcode', 'register'],
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('register', 'register', true),
      n('registered', 'registered', 'bool', true), t('since', 'since'), t('until', 'until'),
    ],
  },
  reorganization: {
    table: 'reorganizations',
    // One row per ceased company and final entity (the live key adds the source).
    key: ['country', 'source_regcode', 'final_regcode'],
    columns: [t('country', 'country', true), t('source_regcode', 'sourceRegcode', true), t('final_regcode', 'finalRegcode', true)],
  },
  vat: {
    table: 'vat_registrations',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('vat_number', 'vatNumber', true),
      n('active', 'active', 'bool', true), t('registered_on', 'registeredOn'), t('deregistered_on', 'deregisteredOn'),
    ],
  },
  taxRating: {
    table: 'tax_ratings',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('rating', 'rating', true),
      t('explanation', 'explanation'), t('rated_on', 'ratedOn'),
    ],
  },
  activity: {
    table: 'activity_codes',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('code', 'code', true),
      t('description', 'description'), t('classification', 'classification', true),
      n('is_main', 'isMain', 'bool', true), t('valid_from', 'validFrom'),
    ],
  },
  classifier: {
    table: 'classifier_codes',
    key: ['classification', 'code', 'lang'],
    columns: [
      t('classification', 'classification', true), t('code', 'code', true), t('lang', 'lang', true),
      t('description', 'description', true),
    ],
  },
  financial: {
    table: 'financial_statements',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), n('year', 'year', 'int', true),
      t('period_start', 'periodStart'), t('period_end', 'periodEnd'), t('currency', 'currency', true),
      n('revenue', 'revenue'), n('profit', 'profit'), n('assets', 'assets'), n('equity', 'equity'),
      n('liabilities', 'liabilities'), n('employees', 'employees', 'int'), n('cash_flow', 'cashFlow'),
      n('consolidated', 'consolidated', 'bool', true), t('filed_at', 'filedAt'), t('statement_ref', 'statementRef'),
      n('quarter_employees', 'quarterEmployees', 'json'),
    ],
  },
  role: {
    table: 'person_roles',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('role', 'role', true), t('position', 'position'),
      line('person_name', 'personName'),
      { column: 'name_key', type: 'text', notNull: true, derive: (r) => nameKeyOf(String(r.personName ?? '')) },
      t('entity_type', 'entityType', true), t('birth_date', 'birthDate'), t('birth_key', 'birthKey'),
      t('holder_regcode', 'holderRegcode'), t('since', 'since'), t('until', 'until'),
      n('share_percent', 'sharePercent'), n('share_amount', 'shareAmount'), t('share_currency', 'shareCurrency'),
      t('person_group', 'personGroup'), t('holder_country', 'holderCountry'),
      t('representation', 'representation'), n('representation_with_at_least', 'representationWithAtLeast', 'int'),
      n('nationality', 'nationality', 'json'),
      { column: 'assoc_key', type: 'text', notNull: true, derive: (r, source) => associationKey(source, r) },
    ],
  },
  taxDebt: {
    table: 'tax_debts',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), n('amount', 'amount', 'real', true),
      t('currency', 'currency', true), n('disputed_amount', 'disputedAmount'), t('debt_as_of', 'debtAsOf'),
      n('scheduled_amount', 'scheduledAmount'), t('schedule_ends', 'scheduleEnds'),
    ],
  },
  flag: {
    table: 'compliance_flags',
    columns: [
      t('country', 'country', true), t('regcode', 'regcode', true), t('flag', 'flag', true),
      t('detail', 'detail'), t('since', 'since'), t('until', 'until'),
    ],
  },
  sanctionEntry: {
    table: 'sanction_entries',
    key: ['list', 'entry_id'],
    columns: [
      t('list', 'list', true), t('entry_id', 'entryId', true), t('reference', 'reference'),
      t('schema', 'schema', true), t('name', 'name', true),
      n('aliases', 'aliases', 'json', true), n('identifiers', 'identifiers', 'json', true),
      n('countries', 'countries', 'json', true), n('programs', 'programs', 'json', true),
      t('listed_on', 'listedOn'), t('reason', 'reason'), t('source_url', 'sourceUrl'),
      n('birth_dates', 'birthDates', 'json', true),
      // Null only in an entry imported before schema 20 (020_sanction_addresses.ts); `[]` for none.
      n('addresses', 'addresses', 'json'),
      // Null only in an entry imported before schema 21 (021_sanction_particulars.ts); an object for every entry since.
      n('particulars', 'particulars', 'json'),
    ],
  },
} satisfies Record<string, TableSpec>;

export type StoredKind = keyof typeof RECORD_TABLES;

export function tableSpec(kind: string): TableSpec {
  const spec = (RECORD_TABLES as Record<string, TableSpec>)[kind];
  if (!spec) throw new Error(`unknown record kind ${kind}`);
  return spec;
}

/** The stored value of one column, or an error text when the record breaks the column's rule. */
/**
 * The longest text a record's field may hold. The registers' longest real values are some
 * thousands of characters (an LT or EE name of ~500, an address of ~300, a UN narrative or an EU
 * remark as a sanctions entry's reason); a value many times that is a broken row, not a company's
 * address, and would be served to every client that asks. JSON columns (aliases) are not bound.
 */
export const MAX_TEXT_CHARS = 65_536;

/** A refused value as a reject quotes it: JSON-quoted, cut after 40 characters with `…`. */
function quotedValue(raw: unknown): string {
  const chars = Array.from(String(raw));
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : chars.join(''));
}

export function columnValue(spec: ColumnSpec, record: Record<string, unknown>, source: string): { value: unknown } | { error: string } {
  const raw = spec.derive ? spec.derive(record, source) : record[spec.field!];
  let value: unknown;
  if (raw === undefined || raw === null) value = null;
  else if (spec.type === 'bool') value = raw ? 1 : 0;
  else if (spec.type === 'json') value = JSON.stringify(raw);
  else if (spec.type === 'int' || spec.type === 'real') {
    const num = typeof raw === 'number' ? raw : Number(raw);
    // The value JSON-quoted after a colon, as the mappers quote a cell: the import report counts
    // rejects by the reason without it (importers/pipeline/reject-kind.ts), so `revenue is not a
    // number (x0)`, `(x3)`, … were a reason each, a report line per distinct value.
    if (!Number.isFinite(num)) return { error: `${spec.field ?? spec.column} is not a number: ${quotedValue(raw)}` };
    value = spec.type === 'int' ? Math.round(num) : num;
  } else {
    value = String(raw);
    // A value past any real one (a 20 MB address) is a broken row, rejected as any bad value is:
    // counted against the source's reject limit, named with its line, never served.
    if ((value as string).length > MAX_TEXT_CHARS) return { error: `${spec.field ?? spec.column} is longer than ${MAX_TEXT_CHARS.toLocaleString('en')} characters` };
    if (spec.oneLine) value = collapseWhiteSpace(value as string) || null;
  }
  if (value === null && spec.notNull) return { error: `${spec.field ?? spec.column} is missing` };
  return { value };
}
