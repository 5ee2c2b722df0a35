// GET /companies/{regcode} and the MCP get_company_details tool: the register row plus one read
// of everything else shown (store/company-facts-read.ts), assembled here.
import type { Database } from '../store/open.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { companyFacts, type FactPart } from '../store/company-facts-read.ts';
import type { CompanyDetails, OfficerEntityView } from './views.ts';
import type { OfficerEntityRow } from '../store/persons-read.ts';
import type { Country } from '../domain/country.ts';
import { SourcesUsed } from './source-views.ts';
import { addressParts, companySummary, isoDate, legalFormFullName } from './view-values.ts';
import { registersToday } from '../domain/dates.ts';
import { registryStatusInEnglish } from '../domain/registry-status-english.ts';
import { companyOnDay } from './status-today.ts';
import { websiteLink } from '../domain/website-link.ts';
import { representationOf } from '../domain/representation.ts';
import { nacePart, countryVat, taxRatingPart, taxRegistersPart, vatPart } from './company-parts.ts';
import { financialYears } from './financial-years.ts';
import { complianceFromFacts } from './compliance.ts';
import { countedMatches } from './sanction-matches.ts';
import { ownersOf, personOwnersServed } from './company-owners.ts';
import { holdingsView } from './company-holdings.ts';
import { closedOnOrBefore, closingDay } from './closing-day.ts';
import { reorganizedPart } from './reorganized-part.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { officerNamed } from './officer-named.ts';

// The parts the VAT registration of a company's details rests on: its VAT row, and its flags, which
// set the status of today a closure ends the registration by (companyOnDay).
const VAT_PARTS: ReadonlySet<FactPart> = new Set(['vat', 'openFlags']);

/**
 * The `vat` of a company's details, read alone (two parts of the facts, not all): for a sentence on
 * the VAT number typed beside a search (vat-number-sent.ts), which had read the company's whole
 * details for it, about a third of a VAT number's search.
 */

export function companyVat(db: Database, dataset: DatasetFacts, row: CompanyRow, threshold: number, now = new Date()): CompanyDetails['vat'] {
  const facts = companyFacts(db, row.country, row.regcode, registersToday(now), threshold, VAT_PARTS);
  const company = companyOnDay(dataset, row, facts.openFlags, facts.today);
  return vatPart(facts.vat, company, countryVat(dataset, company.country), facts.today).view;
}

export function companyDetails(db: Database, dataset: DatasetFacts, row: CompanyRow, threshold: number, now = new Date()): CompanyDetails {
  const parts = dataset.factParts(row.country);
  const facts = companyFacts(db, row.country, row.regcode, registersToday(now), threshold, parts);
  // The matches at the threshold that set isSanctioned: a candidate for review alone never does (at 0.8 it is read with them).
  facts.sanctions = countedMatches(facts.sanctions);
  // The status the flags in force today set (a liquidation begun since the last import), not the
  // one stored on the day of that import: the flags the answer lists and its status agree.
  const company = companyOnDay(dataset, row, facts.openFlags, facts.today);
  const used = new SourcesUsed();
  used.use(company.source, company.as_of);

  for (const n of [...facts.formerNames, ...facts.otherNames]) used.use(n.source);
  const vat = vatPart(facts.vat, company, countryVat(dataset, company.country), facts.today);
  const taxRating = taxRatingPart(facts.taxRating);
  const taxRegisters = taxRegistersPart(facts.taxRegisters, company, parts.has('taxRegisters'), facts.today);
  const nace = nacePart(facts.mainActivity, dataset.classifierDescription);
  const succeededBy = reorganizedPart(facts.succeededBy, parts.has('succeededBy'));
  const reorganisedFrom = reorganizedPart(facts.reorganisedFrom, parts.has('reorganisedFrom'));
  used.useAll([...succeededBy.sources, ...reorganisedFrom.sources]);
  used.useAll([...vat.sources, ...taxRegisters.sources, ...taxRating.sources, ...nace.sources]);
  for (const o of [...facts.officers, ...facts.formerOfficers]) used.use(o.source);
  const owners = ownersOf(facts.holdings, facts.personHoldings);
  used.useAll(owners.sources);
  const held = holdingsView(dataset, facts.heldCompanies, facts.today);
  used.useAll(held.sources);
  const financials = financialYears(facts.financials, dataset.financialSources(company.country));
  used.useAll(financials.sources);
  // The flags (and the status an open proceeding sets) and isSanctioned are part of the answer
  // too: a tax debt, an insolvency or a listing names the file it comes from and that file's date.
  for (const f of facts.openFlags) used.use(f.source);
  if (facts.taxDebt && facts.taxDebt.amount > 0) used.use(facts.taxDebt.source, facts.taxDebt.as_of);
  for (const m of facts.sanctions) if (m.entry_source) used.use(m.entry_source);
  // The website a contacts source gives (FI fi.ytj, EE ee.general), named among the sources when served.
  const site = facts.website;
  const website = site ? websiteLink(site.value) : null;
  if (site && website !== null) used.use(site.source);

  return {
    ...companySummary(company),
    addressParts: addressParts(company),
    registryStatus: company.registry_status,
    registryStatusEnglish: registryStatusInEnglish(company.country, company.registry_status),
    closedOn: closingDay(company, facts.openFlags),
    closedOnOrBefore: closedOnOrBefore(company, facts.openFlags),
    succeededBy: succeededBy.view,
    reorganisedFrom: reorganisedFrom.view,
    legalFormCode: company.legal_form_code,
    legalFormName: legalFormFullName(company.country, company.legal_form_name),
    formerNames: facts.formerNames.map((n) => ({ name: n.name, validFrom: isoDate(n.valid_from), validTo: isoDate(n.valid_to) })),
    otherNames: facts.otherNames.map((n) => ({ name: n.name, kind: n.kind, validFrom: isoDate(n.valid_from), validTo: isoDate(n.valid_to) })),
    website,
    vat: vat.view,
    taxRegisters: taxRegisters.view,
    taxRating: taxRating.view,
    nace: nace.view,
    // A person given name first (officer-named.ts): UR's `Bērziņš Jānis` beside the same person's
    // `Jānis Bērziņš` as beneficial owner or liquidator.
    officers: officersInOrder(facts.officers, company.status).map((o) => withEntity({
      name: officerNamed(o), position: o.position, since: isoDate(o.since),
      representation: representationOf(o.representation, o.representation_with_at_least),
    }, o.entity)),
    formerOfficers: facts.formerOfficers.map((o) => withEntity({
      name: officerNamed(o), position: o.position, since: isoDate(o.since),
      until: o.until === null ? null : isoDate(o.until) ?? o.until, unlistedOn: isoDate(o.unlisted_on),
    }, o.entity)),
    owners: owners.owners,
    // No members nor stockholders of the country in the store (LT and FI publish none, a store may
    // hold only a country's officers), or no stockholders for an AS (EE): a count of 0 would read as
    // "no person holds it", which no file read said. The coverage table's probe (x-coverage), not
    // whether any role is held. Null too for an Estonian sole proprietor no file names the owner of,
    // and for a closed company whose holders the files no longer list (company-owners.ts).
    personOwners: personOwnersServed(dataset, company, owners),
    holdings: held.holdings,
    holdingsCount: held.holdingsCount,
    financials: financials.views,
    financialsPublished: dataset.financialsPublished(company.country),
    headcount: financials.headcount,
    isSanctioned: facts.sanctions.length > 0,
    // Read once per dataset version (dataset-facts.ts), as the sanctions check reads it.
    sanctionsScreened: dataset.sanctionLists().length > 0,
    flags: complianceFromFacts(company, facts, dataset).flags,
    sources: used.views(dataset),
  };
}

/**
 * An officer that is a company named with the number to follow it by, as an owner is, in office
 * or gone; a natural person's office keeps its own fields (no number of a person is served).
 */
function withEntity<O extends object>(office: O, e: OfficerEntityRow | null): O | O & OfficerEntityView {
  return e === null ? office : { ...office, regcode: e.holder_regcode, country: e.holder_country as Country | null, registeredIn: e.registered_in };
}

/**
 * The offices as the store orders them (by since), except that a company in liquidation lists its
 * liquidators first: they act for it while it is wound up, and the register (EE, LV) may still list
 * its board beside them, a board member of 2001 then reading as the one to deal with
 * (README, who acts for a company in liquidation).
 */
function officersInOrder<T extends { position: string | null }>(officers: readonly T[], status: string): readonly T[] {
  if (status !== 'liquidation') return officers;
  const liquidator = (o: T) => (o.position === 'liquidator' ? 0 : 1);
  return [...officers].sort((a, b) => liquidator(a) - liquidator(b));
}
