// What a company holds, in its details: the companies whose registers list it as a member,
// stockholder or partner today (store/company-holdings-read.ts), each with the number and country
// to ask for its own details by, the next link down an ownership chain, as owners is the next up.
// Found only in the registers that list holders (LV, EE): a Finnish Oy holding an Estonian OÜ is
// found, as is a Latvian SIA holding one, but no holding in a Lithuanian or Finnish company ever
// is. So the list is null where the store holds no register's members nor stockholders (a store
// of officers alone lists no holder, and [] would rule out holdings it never read), and the field's
// description says which holdings an empty list rules out: those of the countries whose holders the
// store holds (x-coverage members, stockholders).
import { COUNTRIES, type Country } from '../domain/country.ts';
import type { Database } from '../store/open.ts';
import { companyHoldings, type CompanyHoldingRow } from '../store/company-holdings-read.ts';
import { shareOf, type OwnerShareView } from './company-owners.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { isoDate } from './view-values.ts';
import { statusToday } from './status-today.ts';
import type { CompanyStatus, Role } from '../domain/records.ts';

export interface HoldingView {
  regcode: string;
  country: Country;
  name: string;
  status: CompanyStatus;
  role: Role;
  position: string | null;
  share: OwnerShareView | null;
  since: string | null;
}

export interface HoldingsView {
  /** The first HOLDINGS_LISTED_MAX; null where the store holds no country's members nor stockholders. */
  holdings: HoldingView[] | null;
  /** How many there are in all; null with holdings. */
  holdingsCount: number | null;
  sources: string[];
}

/** Whether the store holds some country's members or stockholders (kept per dataset version). */
const holdersListed = (dataset: DatasetFacts): boolean => COUNTRIES.some((c) => dataset.holdersListed(c));

/** The holdings as the details serve them, of `rows` as read (the facts statement's part, or companyHoldings). */
export function holdingsView(dataset: DatasetFacts, rows: readonly CompanyHoldingRow[], today: string): HoldingsView {
  if (!holdersListed(dataset)) return { holdings: null, holdingsCount: null, sources: [] };
  return {
    holdings: rows.map((h) => ({
      regcode: h.regcode, country: h.country as Country, name: h.name, status: statusToday(dataset, h, today),
      role: h.role as Role, position: h.position, share: shareOf(h), since: isoDate(h.since),
    })),
    holdingsCount: rows[0]?.total ?? 0,
    sources: [...new Set(rows.map((h) => h.source))],
  };
}

/** The holdings of the company read on their own (the details read them with the rest of their facts). */
export function holdingsOf(db: Database, dataset: DatasetFacts, country: string, regcode: string, today: string): HoldingsView {
  return holdingsView(dataset, holdersListed(dataset) ? companyHoldings(db, country, regcode, today) : [], today);
}
