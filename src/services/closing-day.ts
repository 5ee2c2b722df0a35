// The day a closed company was struck off, as the details give it (closedOn).
import type { CompanyRow } from '../store/companies-read.ts';
import type { FlagRow } from '../store/compliance-read.ts';
import { companyFacts, type FactPart } from '../store/company-facts-read.ts';
import type { Database } from '../store/open.ts';
import { isoDate } from './view-values.ts';

/**
 * LV, LT and FI give the day in the company's row (the register's own). RIK's basic-data file
 * only stops listing a deleted Estonian company, so its row holds the day the service found it
 * gone, which may be long after the deletion (an import run late, a company the file listed as
 * deleted). Where RIK's general data lists the company as deleted, ee.general's `closed` flag is
 * dated by the register's deletion day (kustutamise_kpv, else the day the deleted status began),
 * and a compliance team reads that day, the one the compliance statement's flag gives; the flag
 * outlives the file's listing of the deleted company (store/closed-flags-kept.ts). The flags
 * are those the details already read: no read of its own.
 */
export function closingDay(company: Pick<CompanyRow, 'status' | 'closed_on'>, openFlags: readonly FlagRow[]): string | null {
  if (company.status === 'closed') {
    for (const f of openFlags) if (f.flag === 'closed' && isoDate(f.since) !== null) return isoDate(f.since);
  }
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
    out.set(`${c.country}:${c.regcode}`, closingDay({ status: 'closed', closed_on: c.closed_on }, openFlags));
  }
  return out;
}
