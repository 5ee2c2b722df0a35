// The compliance flags of the companies a person answer lists (companyFlags): a board seat in a
// company VID barred from trading read `companyStatus: active`, `companySanctioned: false`, and a
// team screening a director did not learn that the company is blacklisted, insolvent or owes tax.
import type { Database } from '../store/open.ts';
import { companiesByKeys, type CompanyKey } from '../store/companies-read.ts';
import { companyFacts } from '../store/company-facts-read.ts';
import { mayHaveFlagRows } from '../store/compliance-read.ts';
import { complianceFromFacts } from './compliance.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { FactPart } from '../store/company-facts-read.ts';
import type { FlagRowCompanies } from './flag-row-companies.ts';

// The parts of the compliance statement its flags rest on: the tax rating, FI's tax registers and
// a closed LV company's successor are said beside the flags, never decide one, and reading them for
// every company of a page took about a third of the flags' time (bench/README.md).
const FLAG_PARTS: ReadonlySet<FactPart> = new Set(['vat', 'sanctions', 'taxDebt', 'openFlags']);
// A discrepancy notice is filed against the beneficial owners' own entries: served with a role it
// would tie it to that person, where it is neither stored with an owner nor served with any person
// (docs/operations.md, personal data). The company's compliance statement gives it.
const KEPT_OFF_PERSONS: ReadonlySet<string> = new Set(['beneficial_owner_discrepancy']);
const flagPartsOf = new WeakMap<ReadonlySet<FactPart>, ReadonlySet<FactPart>>();

/** The flag parts of a country's compliance parts (those it publishes), one set per set, as the statements are kept by set. */
function flagParts(compliance: ReadonlySet<FactPart>): ReadonlySet<FactPart> {
  let parts = flagPartsOf.get(compliance);
  if (parts === undefined) flagPartsOf.set(compliance, (parts = new Set([...compliance].filter((p) => FLAG_PARTS.has(p)))));
  return parts;
}

/**
 * The flags in force of each company on `today`, most serious first, by `country:regcode`: flags
 * of its compliance statement, by the function that states it (complianceFromFacts) from the
 * parts it reads, so the two never part. One read of the companies' rows for all, one facts
 * statement each: the companies of one page, never every company of the person. A key of no company is left out.
 * `withRows`, the companies with a row a flag may rest on read for this version (flag-row-companies.ts),
 * answers where it holds on `today`; without it each company's tables are probed.
 */
export function companyFlagsOf(db: Database, dataset: DatasetFacts, keys: readonly (CompanyKey & { status?: string; closed_on?: string | null })[], today: string, threshold: number,
  withRows: FlagRowCompanies | null = null): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  const known = withRows !== null && withRows.day <= today ? withRows.set : null;
  const mayHaveRows = (country: string, regcode: string) => (known === null ? mayHaveFlagRows(db, country, regcode, today) : known.has(country, regcode));
  const toRead: CompanyKey[] = [];
  for (const k of keys) {
    if (k.status === 'active' && k.closed_on === null && !mayHaveRows(k.country, k.regcode)) flags.set(`${k.country}:${k.regcode}`, []);
    else toRead.push({ country: k.country, regcode: k.regcode });
  }
  for (const company of companiesByKeys(db, toRead)) {
    // Most companies have no flag (12 % of those listed on the demo): one probe of the four tables
    // spares them the statement, which took about 50 µs a company and doubled the person check.
    if (company.status === 'active' && company.closed_on === null && !mayHaveRows(company.country, company.regcode)) {
      flags.set(`${company.country}:${company.regcode}`, []);
      continue;
    }
    const facts = companyFacts(db, company.country, company.regcode, today, threshold, flagParts(dataset.complianceFactParts(company.country)));
    flags.set(`${company.country}:${company.regcode}`, complianceFromFacts(company, facts, dataset).flags.filter((f) => !KEPT_OFF_PERSONS.has(f)));
  }
  return flags;
}
