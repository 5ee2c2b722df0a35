// GET /companies/{regcode} and the MCP get_company_details tool.
import type { Database } from '../store/open.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { otherNames } from '../store/companies-read.ts';
import { currentOfficers } from '../store/persons-read.ts';
import { financialStatements } from '../store/financials-read.ts';
import { hasMatchAtOrAbove } from '../store/sanctions-read.ts';
import { sourceState } from '../store/dataset-read.ts';
import type { CompanyDetails, SourceView } from './views.ts';
import { companySummary, isoDate, todayUtc } from './view-values.ts';
import { nacePart, taxRatingPart, vatPart } from './company-parts.ts';
import { financialYears } from './financial-years.ts';
import { complianceView } from './compliance.ts';

export function companyDetails(db: Database, company: CompanyRow, threshold: number, now = new Date()): CompanyDetails {
  const used = new Map<string, string | null>([[company.source, company.as_of]]);
  const use = (source: string, asOf: string | null = null) => {
    if (!used.has(source)) used.set(source, asOf);
  };

  const names = otherNames(db, company.country, company.regcode).filter((n) => n.kind === 'former');
  for (const n of names) use(n.source);
  const vat = vatPart(db, company);
  const taxRating = taxRatingPart(db, company);
  const nace = nacePart(db, company);
  for (const s of [...vat.sources, ...taxRating.sources, ...nace.sources]) use(s);
  const officers = currentOfficers(db, company.country, company.regcode, todayUtc(now));
  for (const o of officers) use(o.source);
  const financials = financialYears(financialStatements(db, company.country, company.regcode));
  for (const f of financials.used) use(f.source);

  return {
    ...companySummary(company),
    registryStatus: company.registry_status,
    closedOn: isoDate(company.closed_on),
    legalFormCode: company.legal_form_code,
    formerNames: names.map((n) => ({ name: n.name, validFrom: isoDate(n.valid_from), validTo: isoDate(n.valid_to) })),
    vat: vat.view,
    taxRating: taxRating.view,
    nace: nace.view,
    officers: officers.map((o) => ({ name: o.person_name, position: o.position, since: isoDate(o.since) })),
    financials: financials.views,
    isSanctioned: hasMatchAtOrAbove(db, company.country, company.regcode, threshold),
    flags: complianceView(db, company, threshold, now).flags,
    sources: sourceViews(db, used),
  };
}

/** Each source used, with the date of its published file (source_state), else of the row. */
export function sourceViews(db: Database, used: Map<string, string | null>): SourceView[] {
  return [...used.entries()]
    .map(([name, rowAsOf]) => ({ name, asOf: isoDate(sourceState(db, name)?.as_of ?? rowAsOf) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
