// One page of /persons/new-registrations: whole companies, newest first, after the company a
// `next` named. A company's place is the firstSeenAt of its newest role in the window (to the
// second, as served), then its country and regcode: a key, not a count of companies to skip, so
// an import published between two pages repeats no company and skips none whose roles stayed.
// One first seen meanwhile, or given a new role meanwhile, is newer than the key: it is on the
// first page of the job's next request, not on the pages after the key.
import type { AssociationRow } from '../store/persons-read.ts';
import type { NewRegistrationKeyView } from './views.ts';
import { isoInstant } from './view-values.ts';

/** A role first seen in the window, with the instant of firstSeenAt to the second (as served). */
export interface SeenRow { row: AssociationRow; at: number }

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
