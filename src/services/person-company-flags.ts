// The compliance flags of the companies a person answer lists (companyFlags): a board seat in a
// company VID barred from trading read `companyStatus: active`, `companySanctioned: false`, and a
// team screening a director did not learn that the company is blacklisted, insolvent or owes tax.
import type { Database } from '../store/open.ts';
import { companiesByKeys, type CompanyKey } from '../store/companies-read.ts';
import { companyFacts } from '../store/company-facts-read.ts';
import { complianceFromFacts } from './compliance.ts';
import type { DatasetFacts } from './dataset-facts.ts';

/**
 * The flags in force of each company on `today`, most serious first, by `country:regcode`: flags
 * of its compliance statement, by the function that states it (complianceFromFacts) from the
 * parts it reads, so the two never part. One read of the companies' rows for all, one facts
 * statement each: the companies of one page, never every company of the person. A key of no company is left out.
 */
export function companyFlagsOf(db: Database, dataset: DatasetFacts, keys: readonly CompanyKey[], today: string, threshold: number): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  for (const company of companiesByKeys(db, [...keys])) {
    const facts = companyFacts(db, company.country, company.regcode, today, threshold, dataset.complianceFactParts(company.country));
    flags.set(`${company.country}:${company.regcode}`, complianceFromFacts(company, facts, dataset).flags);
  }
  return flags;
}
