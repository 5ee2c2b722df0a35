// Placeholder replaced by the sanctions screening implementation.
import type { Database } from '../../store/open.ts';

/**
 * Screens every company against the sanctions lists and rewrites sanction_matches. The pipeline
 * calls it after each successful import command (register or list), inside no transaction.
 */
export function screenAllCompanies(_db: Database, _opts: { now: Date }): { companies: number; matches: number } {
  return { companies: 0, matches: 0 };
}
