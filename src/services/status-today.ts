// The status an answer serves: the stored one, set on the day of the last publish, unless a
// proceeding's flag of the company, or the `closed` flag of a closure YTJ entered ahead, begins
// or ends after that day (dataset-facts.ts
// statusesMoving: few companies, read once per version), whose status is derived from the flags
// in force on the day asked (domain/status-from-flags.ts), as the publish of that day would set
// it. The details and the compliance statement derive it from the flags they read and list; a
// list of companies (search, autofill, a company's holdings, a person's companies) from those the
// version read.
import { statusOnDay, type DatedFlag } from '../domain/status-from-flags.ts';
import type { CompanyStatus } from '../domain/records.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { companyStatus } from './view-values.ts';
import { statusesSetOn } from '../store/status-moving-record.ts';
import type { StatusesOfDay } from './search/status-moves.ts';

type Company = { country: string; regcode: string; source: string; status: string; registry_status: string | null };

/** The company row with the status and registryStatus of `today`, its flags in force or ahead given. */
export function companyOnDay<T extends Company>(dataset: DatasetFacts, company: T, flags: readonly DatedFlag[], today: string): T {
  const moving = dataset.statusesMoving();
  if (moving.size === 0 || !moving.has(`${company.country}:${company.regcode}`)) return company;
  return statusOnDay(company, flags, today);
}

/** The status of `today` of a company a list names (its flags are those the version read). */
export function statusToday(dataset: DatasetFacts, company: { country: string; regcode: string; status: string }, today: string): CompanyStatus {
  const moving = dataset.statusesMoving();
  const entry = moving.size === 0 ? undefined : moving.get(`${company.country}:${company.regcode}`);
  if (entry === undefined) return companyStatus(company.status);
  return companyStatus(statusOnDay({ source: entry.source, status: company.status, registry_status: null }, entry.flags, today).status);
}

// The day the statuses were set, of each version's facts: a registers' day costs tens of µs.
const setOnDays = new WeakMap<DatasetFacts, string>();

/** What a search needs to rank its results by the status of `today` (search/status-moves.ts); none where no status moves. */
export function statusesOfDay(dataset: DatasetFacts, today: string): StatusesOfDay | undefined {
  const moving = dataset.statusesMoving();
  if (moving.size === 0) return undefined;
  let setOn = setOnDays.get(dataset);
  if (setOn === undefined) setOnDays.set(dataset, setOn = statusesSetOn(dataset.sourceStates()));
  return { moving, setOn, today };
}
