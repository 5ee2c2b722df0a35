// The day a closed company was struck off, as the details give it (closedOn).
import type { CompanyRow } from '../store/companies-read.ts';
import type { FlagRow } from '../store/compliance-read.ts';
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
