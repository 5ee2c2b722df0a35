// Whether a company is closed today, the day it closed and who carries on its business, as its
// details give them (status, closedOn, succeededBy), read alone: get_company_financials says them
// beside a list that holds fewer years than asked for, and read them from the whole details (the
// owners, officers, holdings, VAT and sanctions of the company too), the dearest part of its answer.
import type { Database } from '../store/open.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import type { CompanyStatus } from '../domain/records.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { ReorganizedCompanyView } from './views.ts';
import { statusToday } from './status-today.ts';
import { closingDaysOf, foundGone } from './closing-day.ts';
import { successorsOf } from './company-successors.ts';
import { isoDate } from './view-values.ts';

export interface CompanyClosing {
  status: CompanyStatus;
  closedOn: string | null;
  /** As the details' closedOnOrBefore: the latest day a closed company whose register gives no closing day can have closed on (EE: found gone). */
  closedOnOrBefore: string | null;
  /**
   * Of a closed company, as the details' succeededBy (null for one not of LV or where no reorganisation
   * of LV is held); null for any other, whose successors no sentence names.
   */
  succeededBy: ReorganizedCompanyView[] | null;
}

/** The company's status of `today`, with the day it closed and its successors where it is closed. */
export function companyClosing(db: Database, dataset: DatasetFacts, company: CompanyRow, today: string): CompanyClosing {
  const status = statusToday(dataset, company, today);
  // Only a closed company's day is read from its flags (RIK's deletion day, closing-day.ts).
  if (status !== 'closed') return { status, closedOn: isoDate(company.closed_on), closedOnOrBefore: null, succeededBy: null };
  const closedOn = closingDaysOf(db, [company], today).get(`${company.country}:${company.regcode}`) ?? null;
  // closing-day.ts's closedOnOrBefore: no day of the register's (closedOn null) of a company found gone.
  const closedOnOrBefore = closedOn === null && foundGone(company) ? isoDate(company.closed_on) : null;
  return { status, closedOn, closedOnOrBefore, succeededBy: successorsOf(db, dataset, [company])(company) };
}
