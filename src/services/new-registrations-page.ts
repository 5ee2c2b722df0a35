// One page of /persons/new-registrations: whole companies, newest first, after the company a
// `next` named. A company's place is the firstSeenAt of its newest role in the window (to the
// second, as served), then its country and regcode: a key, not a count of companies to skip.
// The key alone moved companies across it when an import published between two pages changed
// their newest role: one not listed yet that was given a new role jumped before the key and was
// skipped (its other new roles with it, some out of the job's next window), one listed whose
// newest role left fell after it and was listed again. So the pages after the first also leave
// out every role first seen after the newest the first page read (`firstSeenUntil` of next):
// roles an import adds or dates anew are first seen at its publish, later than every role
// already served, so a company keeps its place and none is skipped; they are on the first page
// of the job's next request. A company whose newest role left may still be listed again, with
// roles the job has seen (it leaves them out by country, regcode, role, position, firstSeenAt).
import type { AssociationRow } from '../store/persons-read.ts';
import type { NewRegistrationKeyView } from './views.ts';
import { isoInstant } from './view-values.ts';

/**
 * A role first seen in the window, with the instant of firstSeenAt to the second (as served, the
 * order and the key) and to the millisecond (as stored, the bound of the pages after the first).
 */
export interface SeenRow { row: AssociationRow; at: number; exact: number }

/** The newest instant (as stored) of the rows a first page read: the bound of the pages after it. */
export function newestInstant(...lists: ReadonlyArray<readonly SeenRow[]>): number | null {
  let newest: number | null = null;
  for (const list of lists) for (const seen of list) if (newest === null || seen.exact > newest) newest = seen.exact;
  return newest;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, then by country and regcode (one comparison for the order and for the key), then role. */
export function newestFirst(a: SeenRow, b: SeenRow): number {
  return b.at - a.at || byText(a.row.country, b.row.country) || byText(a.row.regcode, b.row.regcode) || byText(a.row.role, b.row.role);
}

/** Whether a company whose newest role is `seen` comes after `key` in the order of newestFirst. */
function comesAfter(seen: SeenRow, key: NewRegistrationKeyView): boolean {
  const at = Date.parse(key.firstSeenAt);
  return seen.at < at || (seen.at === at
    && (byText(seen.row.country, key.country) || byText(seen.row.regcode, key.regcode)) > 0);
}

export interface CompanyPage {
  /** The rows of the companies listed: each company's together, the companies in order. */
  rows: SeenRow[];
  companies: number;
  /** Whether a company after the last one listed was left out. */
  truncated: boolean;
  /** The last company listed, as `next` names it; null when none is. */
  last: NewRegistrationKeyView | null;
}

/**
 * At most `limit` companies of `rows` (sorted by newestFirst) that come after `after`, each with
 * every one of its rows. A company's first row is its newest, so the order of first rows is the
 * order of the keys.
 */
export function companyPage(rows: readonly SeenRow[], limit: number, after: NewRegistrationKeyView | null): CompanyPage {
  const listed = new Map<string, SeenRow[]>();
  const passed = new Set<string>();
  let truncated = false;
  let last: NewRegistrationKeyView | null = null;
  for (const seen of rows) {
    const company = `${seen.row.country}:${seen.row.regcode}`;
    const own = listed.get(company);
    if (own !== undefined) { own.push(seen); continue; }
    if (passed.has(company)) continue;
    passed.add(company);
    if (after !== null && !comesAfter(seen, after)) continue;
    if (listed.size >= limit) { truncated = true; continue; }
    listed.set(company, [seen]);
    last = { firstSeenAt: isoInstant(seen.row.first_seen_at)!, country: seen.row.country as NewRegistrationKeyView['country'], regcode: seen.row.regcode };
  }
  return { rows: [...listed.values()].flat(), companies: listed.size, truncated, last };
}
