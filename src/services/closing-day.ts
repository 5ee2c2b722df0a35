// The day a closed company was struck off, as the details give it (closedOn).
import { companyByKey, type CompanyRow } from '../store/companies-read.ts';
import type { FlagRow } from '../store/compliance-read.ts';
import { companyFacts, type FactPart } from '../store/company-facts-read.ts';
import type { Database } from '../store/open.ts';
import { isoDate } from './view-values.ts';

/**
 * Whether the store closed the company on the day an import found it gone from its register's full
 * dump (EE: store/publish.ts closes such a company that day with no wording; one the basic data lists
 * as deleted has the register's word and no day of the store's making). That day is only the latest
 * the company can have been deleted on: RIK's basic data may have stopped listing it long before.
 */
export function foundGone(company: Pick<CompanyRow, 'country' | 'registry_status' | 'closed_on'>): boolean {
  return company.country === 'EE' && company.registry_status === null && isoDate(company.closed_on) !== null;
}

/** The closed flag a register dated (ee.general's deletion day), where one is in force. */
function flaggedClosingDay(openFlags: readonly FlagRow[]): string | null {
  for (const f of openFlags) if (f.flag === 'closed' && isoDate(f.since) !== null) return isoDate(f.since);
  return null;
}

/**
 * LV, LT and FI give the day in the company's row (the register's own). RIK's basic-data file
 * only stops listing a deleted Estonian company, so its row holds the day the service found it
 * gone, which may be long after the deletion (an import run late, a company the file listed as
 * deleted). Where RIK's general data lists the company as deleted, ee.general's `closed` flag is
 * dated by the register's deletion day (kustutamise_kpv, else the day the deleted status began),
 * and a compliance team reads that day, the one the compliance statement's flag gives; the flag
 * outlives the file's listing of the deleted company (store/closed-flags-kept.ts). Where no file
 * of RIK gives the day, none is known: closedOn is null, as for a company the basic data lists as
 * deleted with no day, and the day it was found gone is given as closedOnOrBefore (a found-gone
 * day served as closedOn was quoted as the day of deletion). The flags are those the details
 * already read: no read of its own.
 */
export function closingDay(company: Pick<CompanyRow, 'country' | 'status' | 'registry_status' | 'closed_on'>, openFlags: readonly FlagRow[]): string | null {
  if (company.status === 'closed') {
    const flagged = flaggedClosingDay(openFlags);
    if (flagged !== null) return flagged;
    if (foundGone(company)) return null;
  }
  return isoDate(company.closed_on);
}

/**
 * The latest day a closed company can have been struck off, where its register gives no day
 * (closedOn null): an Estonian company's, the day the service found RIK's basic data no longer
 * listing it; null for any other company.
 */
export function closedOnOrBefore(company: Pick<CompanyRow, 'country' | 'status' | 'registry_status' | 'closed_on'>, openFlags: readonly FlagRow[]): string | null {
  if (company.status !== 'closed' || flaggedClosingDay(openFlags) !== null || !foundGone(company)) return null;
  return isoDate(company.closed_on);
}

// The flags alone: autofill reads nothing else of a company's facts.
const FLAGS_ONLY: ReadonlySet<FactPart> = new Set<FactPart>(['openFlags']);

/**
 * The closedOn of each closed company of an autofill page, as its details give it (the flags of
 * the day read for these few only: a page lists mostly companies that trade), keyed `country:regcode`.
 */
export function closingDaysOf(db: Database, closed: ReadonlyArray<{ country: string; regcode: string; closed_on: string | null }>,
  today: string): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const c of closed) {
    // The threshold only bounds sanctions matches, which are not read here.
    const { openFlags } = companyFacts(db, c.country, c.regcode, today, 1, FLAGS_ONLY);
    // Whether an Estonian company was found gone rests on its row's wording, which a page's rows do
    // not carry: read for the few closed EE companies alone, through the primary key.
    const registryStatus = c.country === 'EE' ? companyByKey(db, c.country, c.regcode)?.registry_status ?? null : null;
    out.set(`${c.country}:${c.regcode}`, closingDay({ ...c, status: 'closed', registry_status: registryStatus }, openFlags));
  }
  return out;
}
