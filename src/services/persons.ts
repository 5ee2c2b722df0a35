// GET /persons/check and /persons/new-registrations: the company associations of one person,
// found by the order-free folded name and the birth date (API.md, data-sources README).
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import type { Role } from '../domain/records.ts';
import { personNameKey } from '../domain/fold.ts';
import { spelledOutNameKeys } from '../domain/spelled-letters.ts';
import { transliteratedNameKeys } from '../domain/name-transliterations.ts';
import { birthKeyFromIsoDate, isIsoDate, isNotAfterToday, NOT_AFTER_TODAY_RULE } from '../domain/dates.ts';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import {
  personAssociations, personAssociationsSeenSince, personKnown, type AssociationRow, type BirthMatch,
} from '../store/persons-read.ts';
import type { AssociationView, NewRegistrationView, PersonCheckView } from './views.ts';
import { companyStatus, instantMillis, isoDate, isoInstant } from './view-values.ts';

// Rows read per company asked for: a person rarely holds more than a few roles in one company.
const ROWS_PER_COMPANY = 6;
const MAX_ROWS = 5000;

// The REST schema refuses both before a request gets here (http/schemas/common.ts, BirthDate);
// this holds the same rule for every other caller of the services.
function birthMatch(birthDate: string, now: Date): BirthMatch {
  if (typeof birthDate !== 'string' || !isIsoDate(birthDate)) {
    throw new InvalidParameterError([{ parameter: 'birthDate', in: 'query', message: 'must be a real date YYYY-MM-DD' }]);
  }
  if (!isNotAfterToday(birthDate, now)) {
    throw new InvalidParameterError([{ parameter: 'birthDate', in: 'query', message: NOT_AFTER_TODAY_RULE }]);
  }
  return { date: birthDate, yearMonth: birthDate.slice(0, 7), maskedKey: birthKeyFromIsoDate(birthDate) };
}

function boundedCount(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(1, Math.floor(value))) : max;
}

function associationView(row: AssociationRow): AssociationView {
  const hasShare = row.share_percent !== null || row.share_amount !== null || row.share_currency !== null;
  return {
    regcode: row.regcode,
    country: row.country as Country,
    companyName: row.company_name,
    companyStatus: companyStatus(row.company_status),
    role: row.role as Role,
    position: row.position,
    since: isoDate(row.since),
    until: isoDate(row.until),
    share: hasShare ? { percent: row.share_percent, amount: row.share_amount, currency: row.share_currency } : null,
    personName: row.person_name,
  };
}

/**
 * The name keys of the person a typed name identifies: the name as typed; where it identifies
 * no one, the first reading with letters spelled out that does (`Vaeinoe Salminen` for `Väinö
 * Salminen`, domain/spelled-letters.ts); where none does, every way the registers write a name of
 * Russian, Ukrainian or Belarusian origin that does (`Sergey Petrov`: `Sergei Petrov` in EE and
 * `Sergejs Petrovs` in LV, one person's roles in both; domain/name-transliterations.ts).
 * `identifies` says whether someone of that key has the birth date asked for, so a reading that
 * is some other person's name finds no one. Names are compared folded, so no name of the
 * registers is read the other way.
 */
function personKeys(name: string, identifies: (key: string) => boolean): string[] {
  const typed = String(name ?? '');
  const key = personNameKey(typed);
  if (key === '') return [];
  if (identifies(key)) return [key];
  for (const other of spelledOutNameKeys(typed)) if (identifies(other)) return [other];
  return transliteratedNameKeys(typed).filter(identifies);
}

/** The rows `find` reads for each key, in the order of the store's read. */
function rowsOf(keys: string[], find: (key: string) => AssociationRow[]): AssociationRow[] {
  if (keys.length <= 1) return keys.length === 0 ? [] : find(keys[0]!);
  const rows = new Map<number, AssociationRow>();
  for (const key of keys) for (const row of find(key)) rows.set(row.id, row);
  return [...rows.values()].sort(byStoreOrder);
}

// SQLite's own text order (by code unit), nulls first, as the store's ORDER BY.
const binary = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

/** The order of store/persons-read.ts `associations`: rows of several reads merged into one list. */
function byStoreOrder(a: AssociationRow, b: AssociationRow): number {
  return binary(a.country, b.country) || binary(a.regcode, b.regcode) || binary(a.role, b.role)
    || binary(a.position, b.position) || binary(a.since, b.since) || a.id - b.id;
}

/** Rows of at most `limit` distinct companies, in the order given. */
function firstCompanies(rows: AssociationRow[], limit: number): AssociationRow[] {
  const companies = new Set<string>();
  const out: AssociationRow[] = [];
  for (const row of rows) {
    const key = `${row.country}:${row.regcode}`;
    if (!companies.has(key)) {
      if (companies.size >= limit) continue;
      companies.add(key);
    }
    out.push(row);
  }
  return out;
}

export function checkPerson(db: Database, name: string, birthDate: string, limit: number, now: Date = new Date()): PersonCheckView {
  const birth = birthMatch(birthDate, now);
  const max = boundedCount(limit, 1000);
  // A key's rows are read once: the read that tells whether a key identifies the person is its answer.
  const read = new Map<string, AssociationRow[]>();
  const find = (key: string) => {
    let rows = read.get(key);
    if (!rows) read.set(key, rows = personAssociations(db, key, birth, Math.min(MAX_ROWS, max * ROWS_PER_COMPANY)));
    return rows;
  };
  const rows = rowsOf(personKeys(name, (key) => find(key).length > 0), find);
  if (rows.length === 0) throw new NotFoundError('No company is associated with this person and birth date');
  const results = firstCompanies(rows, max).map(associationView);
  return { person: { name: String(name).trim(), birthDate }, count: results.length, results };
}

export function newRegistrations(
  db: Database, name: string, birthDate: string, hours: number, limit: number, now: Date = new Date(),
): { person: { name: string; birthDate: string }; hours: number; count: number; results: NewRegistrationView[] } {
  const birth = birthMatch(birthDate, now);
  const max = boundedCount(limit, 1000);
  const windowHours = Number.isFinite(hours) && hours > 0 ? hours : 24;
  const cutoff = now.getTime() - windowHours * 3_600_000;
  // The person is who the name identifies among every association; their rows are those seen
  // since the cutoff. A person known as typed is not re-read because nothing of theirs is new.
  const seenSince = (key: string) => personAssociationsSeenSince(
    db, key, birth, new Date(cutoff).toISOString().slice(0, 10), Math.min(MAX_ROWS, max * ROWS_PER_COMPANY + 100));
  const typedKey = personNameKey(String(name ?? ''));
  const typedRows = seenSince(typedKey);
  const rows = typedRows.length > 0 ? typedRows
    : rowsOf(personKeys(name, (key) => personKnown(db, key, birth)).filter((key) => key !== typedKey), seenSince);
  const recent = rows
    .map((row) => ({ row, at: instantMillis(row.first_seen_at) }))
    .filter((r): r is { row: AssociationRow; at: number } => r.at !== null && r.at >= cutoff)
    .sort((a, b) => b.at - a.at || a.row.country.localeCompare(b.row.country) || a.row.regcode.localeCompare(b.row.regcode)
      || a.row.role.localeCompare(b.row.role));
  const results = recent.slice(0, max).map(({ row }) => ({
    ...associationView(row),
    registeredOn: isoDate(row.company_registered_on),
    firstSeenAt: isoInstant(row.first_seen_at)!,
  }));
  return { person: { name: String(name).trim(), birthDate }, hours: windowHours, count: results.length, results };
}
