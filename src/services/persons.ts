// GET /persons/check and /persons/new-registrations: the company associations of one person,
// found by the order-free folded name and the birth date (API.md, data-sources README).
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import type { Role } from '../domain/records.ts';
import { personNameKey } from '../domain/fold.ts';
import { spelledOutNameKeys } from '../domain/spelled-letters.ts';
import { birthKeyFromIsoDate, isIsoDate, isNotAfterToday, NOT_AFTER_TODAY_RULE } from '../domain/dates.ts';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import {
  personAssociations, personAssociationsSeenSince, type AssociationRow, type BirthMatch,
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
  };
}

/**
 * The rows `find` reads for the name as typed, or, when it reads none, for the first of the
 * name's readings with letters spelled out (`Vaeinoe Salminen` for `Väinö Salminen`,
 * domain/spelled-letters.ts) that reads some. The birth date still has to match, so a reading
 * that is some other person's name finds no one. Names are compared folded, so no name of the
 * registers is read the other way.
 */
function rowsForName(name: string, find: (key: string) => AssociationRow[]): AssociationRow[] {
  const typed = String(name ?? '');
  const key = personNameKey(typed);
  if (key === '') return [];
  const rows = find(key);
  if (rows.length > 0) return rows;
  for (const other of spelledOutNameKeys(typed)) {
    const found = find(other);
    if (found.length > 0) return found;
  }
  return [];
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
  const rows = rowsForName(name, (key) => personAssociations(db, key, birth, Math.min(MAX_ROWS, max * ROWS_PER_COMPANY)));
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
  const rows = rowsForName(name, (key) => personAssociationsSeenSince(
    db, key, birth, new Date(cutoff).toISOString().slice(0, 10), Math.min(MAX_ROWS, max * ROWS_PER_COMPANY + 100)));
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
