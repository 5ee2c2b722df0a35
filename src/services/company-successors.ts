// Who carries on a closed LV company's business (UR's reorganizations.csv), read alone for the few
// closed companies of a list (autofill's page, search_companies' first results): the details of
// each, which give the same succeededBy, read every other part of the company too.
import type { Database } from '../store/open.ts';
import { companyByKey, successorsByKeys, type CompanyKey } from '../store/companies-read.ts';
import type { Country } from '../domain/country.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { ReorganizedCompanyView } from './views.ts';
import { reorganizedPart } from './reorganized-part.ts';
import { closingDaysOf } from './closing-day.ts';

const keyOf = (c: CompanyKey) => `${c.country}:${c.regcode}`;

/**
 * The succeededBy of each given closed company, as its details give it: null for a company not of
 * LV or where the store holds no reorganisation of LV, else the list, [] where UR names none.
 * One statement for all of them, none where no LV company is given.
 */
export function successorsOf(db: Database, dataset: DatasetFacts, closed: readonly CompanyKey[]): (company: CompanyKey) => ReorganizedCompanyView[] | null {
  const lv = closed.filter((c) => c.country === 'LV');
  const held = lv.length > 0 && dataset.factParts('LV').has('succeededBy');
  const rows = held ? successorsByKeys(db, lv) : new Map<string, never>();
  return (company) => (company.country === 'LV' ? reorganizedPart(rows.get(keyOf(company)) ?? [], held).view : null);
}

/** A closed company UR names successors of, with the day it was struck off, as its details give them. */
export interface ClosedSucceeded {
  regcode: string;
  country: Country;
  closedOn: string | null;
  succeededBy: ReorganizedCompanyView[];
}

/**
 * Of the given closed companies, those UR names as carried on by others, in the order given, each
 * with its closedOn (read for these alone: most closed companies have no successor).
 */
export function closedSucceeded(db: Database, dataset: DatasetFacts, closed: readonly CompanyKey[], today: string): ClosedSucceeded[] {
  const succeededBy = successorsOf(db, dataset, closed);
  const named = closed.map((c) => ({ ...c, succeededBy: succeededBy(c) ?? [] })).filter((c) => c.succeededBy.length > 0);
  if (named.length === 0) return [];
  const closedOn = closingDaysOf(db, named.map((c) => ({ ...c, closed_on: companyByKey(db, c.country, c.regcode)?.closed_on ?? null })), today);
  return named.map((c) => ({ regcode: c.regcode, country: c.country as Country, closedOn: closedOn.get(keyOf(c)) ?? null, succeededBy: c.succeededBy }));
}
