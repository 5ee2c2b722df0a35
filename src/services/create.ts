// The one implementation of the read use-cases over one store connection (read-only in the
// server). REST and MCP both call these; nothing else queries the store.
import { FINANCIAL_FILES_FROM, filesFirstYear } from '../domain/financial-files-from.ts';
import { financialsFirstYearLoads } from './financials-first-year.ts';
import { AmbiguousRegcodeError, AppError } from '../domain/errors.ts';
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import { financialStatements } from '../store/financials-read.ts';
import type { Services } from './index.ts';
import type { AutofillRecord, CompanyKeyView, SearchResultView } from './views.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { addressParts, companyStatus, companySummary, isoDate, legalForm } from './view-values.ts';
import { legalFormInEnglish } from '../domain/legal-form-english.ts';
import { resolveCompany } from './resolve-company.ts';
import { companyDetails, companyVat } from './company-details.ts';
import { ownersOf } from './company-owners.ts';
import { companyFacts, type FactPart } from '../store/company-facts-read.ts';
import { sourceViews } from './source-views.ts';
import { financialYears } from './financial-years.ts';
import { sanctionsView } from './sanction-matches.ts';
import { complianceView } from './compliance.ts';
import { companyFlagsOf } from './person-company-flags.ts';
import { sanctionedHolders } from './sanctioned-holders.ts';
import { personFilesPublishedAt } from './person-files-published.ts';
import { checkPerson, newRegistrations, personSources, roleCountries, type NewRegistrationsPage, type PersonRegisters } from './persons.ts';
import { datasetReader } from './dataset.ts';
import { searchCompanyHits, searchCompanyRead, type SearchHit } from './search/search-companies.ts';
import { ImagesNotLoaded, searchImages } from '../store/search-read.ts';
import { BUILD_CHECK_MS, imageLoads } from '../store/search-images-follow.ts';
import { flagRowCompanyLoads } from './flag-row-companies.ts';
import { activeVatNumbers, addressPartsByKeys } from '../store/companies-read.ts';
import { closedSucceeded, successorsOf } from './company-successors.ts';
import { closingDaysOf } from './closing-day.ts';
import { companyClosing } from './company-closing.ts';
import { registersToday } from '../domain/dates.ts';
import { entrepreneurNameOf, soleTraderForm } from '../domain/sole-trader-name.ts';
import { inReadSnapshot } from '../store/transactions.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { statusesOfDay, statusToday } from './status-today.ts';
import { holdersNamed } from './holders-named.ts';
import { holderHoldingsOf } from './holder-holdings.ts';
import { controllingHolderCounter, controllingHolderFinder } from '../store/screening-write.ts';
import { holdersCounted, ownerCompared, ownerScreening, ownersHeld, type HoldersScreened } from './owners-screened.ts';
import { sanctionedAmong } from '../store/sanctions-read.ts';
import type { ArgumentWords } from '../domain/argument-words.ts';

export interface ServiceDeps {
  db: Database;
  /** Score at or above which a screening match counts as a sanction (config SANCTIONS_THRESHOLD). */
  sanctionsThreshold: number;
}

const OTHER_NAME_KINDS = new Set(['former', 'parallel', 'auxiliary']);

// The one part of a company's facts its owners are read from (ownersFor).
const OWNER_PARTS: ReadonlySet<FactPart> = new Set(['holdings']);

type OtherNameKind = NonNullable<SearchResultView['matchedOtherName']>['kind'];

/**
 * The other name (former, parallel, auxiliary) the text found a hit by, when not the one it bears,
 * with the day it ended: a Finnish parallel or trade name the register has ended is no more in use
 * than a former name, and a form must not read it as the company's name today.
 */
function matchedOtherName(hit: SearchHit): SearchResultView['matchedOtherName'] {
  const other = hit.other_name;
  if (!other || !OTHER_NAME_KINDS.has(other.kind)) return undefined;
  return { name: other.name, kind: other.kind as OtherNameKind, until: isoDate(other.valid_to) };
}

function searchResult(hit: SearchHit, dataset: DatasetFacts, today: string): SearchResultView {
  const view: SearchResultView = { ...companySummary(hit), status: statusToday(dataset, hit, today) };
  const other = matchedOtherName(hit);
  if (other) view.matchedOtherName = other;
  if (hit.matched_number) view.matchedNumber = { ...hit.matched_number };
  return view;
}

/**
 * Autofill's records of a text, with the text searched where words of it were left out (as a
 * search's): call it inside the read snapshot its search reads too.
 * `dataset`: the facts of the version it reads, whether the store holds LV's reorganisations (the
 * details' succeededBy not null, asked only of a page with a closed LV company) and the companies
 * whose status a proceeding begun or ended since the publish moved.
 */
function autofillRecords(search: Parameters<typeof searchCompanyHits>[0], q: string, opts: { country?: Country; limit: number },
  now: Date, dataset: DatasetFacts): { records: AutofillRecord[]; searchedFor?: string } {
  const { db } = search;
  const today = registersToday(now);
  // The status of the flags in force today (a liquidation begun since the last publish), the one
  // the results are ranked by too.
  const statuses = statusesOfDay(dataset, today);
  const read = searchCompanyRead(search, q, { country: opts.country, limit: Math.min(opts.limit, 50), statuses });
  const hits = read.hits.map((hit) => ({ ...hit, status: statusToday(dataset, hit, today) }));
  // The parts a form's street, postcode and city fields take: the index holds the line only.
  // The line is taken from the same row, so the two agree.
  const parts = addressPartsByKeys(db, hits);
  // The VAT number of a registration in force today: one whose end date has come since the
  // import is not offered to a form (the file's own "active" is of the file's day), nor one the
  // company's closure ended (its row read above). Only the companies the index holds a number
  // for (or found by number) are read: most have none.
  const vat = activeVatNumbers(db, hits.filter((hit) => hit.vat_number !== null), today, parts);
  // Who carries on a closed company's business, so that no invoice goes to a company merged into
  // another: only UR names one (reorganizations.csv), and only the closed LV companies of the page,
  // few or none, are read.
  const successors = successorsOf(db, dataset, hits.filter((hit) => hit.country === 'LV' && companyStatus(hit.status) === 'closed'));
  // The day each closed company was struck off, as its details give it: a form warns "closed
  // since" without asking the details, which spend the same budget.
  const closed = hits.filter((hit) => companyStatus(hit.status) === 'closed')
    .map((hit) => ({ country: hit.country, regcode: hit.regcode, closed_on: parts.get(`${hit.country}:${hit.regcode}`)?.closed_on ?? null }));
  const closedOn = closed.length > 0 ? closingDaysOf(db, closed, today) : new Map<string, string | null>();
  const records = hits.map((hit) => {
    const row = parts.get(`${hit.country}:${hit.regcode}`);
    const record: AutofillRecord = {
      regcode: hit.regcode, country: hit.country, name: hit.name,
      // The short form a form's legal-form field takes (SIA, OÜ, UAB, Oy), as search gives it.
      legalForm: legalForm(hit.country, hit.legal_form_code, hit.legal_form_name),
      legalFormEnglish: legalFormInEnglish(hit.country, hit.legal_form_code, hit.legal_form_name),
      address: row ? row.address : hit.address,
      addressParts: row ? addressParts(row) : null, status: companyStatus(hit.status),
    };
    if (record.status === 'closed') {
      record.closedOn = closedOn.get(`${hit.country}:${hit.regcode}`) ?? null;
      record.succeededBy = successors(hit);
    }
    const number = vat.get(`${hit.country}:${hit.regcode}`);
    if (number !== undefined) record.vatNumber = number;
    // A form filled with another name than the one typed (a former name, the Swedish one)
    // says why, as search does, so its user does not take it for the wrong company.
    const other = matchedOtherName(hit);
    if (other) record.matchedOtherName = other;
    // A form filled with a company of another number than the one typed (a VAT number of another
    // country's code) says so, as search does: the number typed is none of that country's.
    if (hit.matched_number) record.matchedNumber = { ...hit.matched_number };
    return record;
  });
  return read.searchedFor === undefined ? { records } : { records, searchedFor: read.searchedFor };
}

export function createServices(deps: ServiceDeps): Services {
  const { db, sanctionsThreshold: threshold } = deps;
  const dataset = datasetReader(db);
  // Every answer reads one committed state: an import that publishes between two of its
  // statements (the register row, then the rest of the company; a person's rows, then whether
  // the person is known) must not make one answer of two versions.
  const snapshot = <T>(read: () => T): T => inReadSnapshot(db, read);
  const search = { db, images: searchImages(db) };
  const loads = imageLoads(search.images);
  const flagRows = flagRowCompanyLoads(db, () => dataset.facts(), snapshot, () => new Date(), (stopping) => loads.load(stopping));
  const firstYears = financialsFirstYearLoads(db, () => dataset.facts(), snapshot, (stopping) => loads.load(stopping));
  // Prepared on the first answer that asks: one statement per store, as the search's.
  let countControlling: ReturnType<typeof controllingHolderCounter> | null = null;
  let findControlling: ReturnType<typeof controllingHolderFinder> | null = null;
  const soleTraderFormOf = (company: CompanyRow) =>
    soleTraderForm({ country: company.country, legalFormCode: company.legal_form_code, legalFormName: company.legal_form_name });
  // A sole trader no role names the owner of is screened through the person its name holds (importers/screening/sole-trader-matches.ts).
  const entrepreneurOf = (company: CompanyRow, ownerPersons: number) => {
    const form = ownerPersons === 0 ? soleTraderFormOf(company) : null;
    return form === null ? null : entrepreneurNameOf(company.name, form);
  };
  // The owners screening compares of one company, counted as the screening picks them, and the
  // person a sole trader's name holds (compared as its entrepreneur where no role names its owner).
  const controllingHolders = (company: CompanyRow) => {
    countControlling ??= controllingHolderCounter(db);
    // The legal form says which kinds of owner the count is of (an SIA's members, an AS's stockholders).
    const count = countControlling(company.country, company.regcode, registersToday(new Date()));
    return { ...count, legalFormCode: company.legal_form_code, entrepreneurName: entrepreneurOf(company, count.ownerPersons) };
  };
  // What ownersScreened reads of them, as it would of the count: whether one controls the company,
  // found by the statement that counts them stopped at its first row (a third of the count's cost:
  // store/screening-write.ts), and a sole trader's entrepreneur. With none found the count is nought
  // throughout, ownerPersons too, so a sole trader's entrepreneur is the one its name holds; with one
  // found, only a sole trader's answer turns on ownerPersons (whether a role names its owner), which
  // the count tells, so only there it is counted (an EE FIE with a beneficial owner).
  // Not a set of the companies with such a holder, read once per dataset version as the flags'
  // (flag-row-companies.ts): it made the statement ×1.06 of its cost before ownersScreened on the
  // demo store, against ×1.1 to ×1.5 with this (×1.19 at national size, 18.6 µs), but reading it is
  // the screening's pass over every holder, 14.6 s of CPU at national size, for each version and again
  // each day (a holder's end, and those of the others beside it, decide it): it pays only past some
  // 800,000 compliance statements between two reads. Nor one of the companies with a beneficial
  // owner without end (2.4 s, ×1.067): its proof would be a rule beside the screening's statement,
  // not that statement (bench/README.md).
  const holdersScreened = (company: CompanyRow): HoldersScreened => {
    findControlling ??= controllingHolderFinder(db);
    if (!findControlling(company.country, company.regcode, registersToday(new Date()))) return { controlling: false, entrepreneurName: entrepreneurOf(company, 0) };
    return soleTraderFormOf(company) === null ? { controlling: true, entrepreneurName: null } : holdersCounted(controllingHolders(company));
  };
  // What ends the loads between requests: the stop warmUp is given (the store closed or left).
  let stop: AbortSignal | undefined;
  // What the person answers searched, read per dataset version: the countries whose registers
  // publish company roles and their role files with dates.
  const screeningOf = (facts: DatasetFacts) => ({
    threshold, lists: facts.sanctionLists(), ownerMatched: facts.ownerMatchedCompanies(), sanctioned: facts.sanctionedCompanies(threshold),
  });
  const personRegisters: PersonRegisters = {
    countries: () => roleCountries(dataset.coverage()), sources: () => personSources(dataset.facts()),
    checked: (today) => {
      const facts = dataset.facts();
      return {
        sources: personSources(facts), screening: screeningOf(facts), statusOf: (company) => statusToday(facts, company, today),
        flagsOf: (companies) => companyFlagsOf(db, facts, companies, today, threshold, flagRows.of(facts)),
        filesPublishedAt: personFilesPublishedAt(facts),
      };
    },
  };
  // The text searched, by the list it found, where it is not the text sent (searchedFor).
  const searchedFor = new WeakMap<readonly object[], string>();
  return {
    searchCompanies(q: string, opts: { country?: Country; limit: number }, now = new Date()) {
      const facts = dataset.facts();
      const today = registersToday(now);
      const read = searchCompanyRead(search, q, { ...opts, statuses: statusesOfDay(facts, today) });
      const results = read.hits.map((hit) => searchResult(hit, facts, today));
      if (read.searchedFor !== undefined) searchedFor.set(results, read.searchedFor);
      return results;
    },
    searchedFor: (results) => searchedFor.get(results),
    autofill(q: string, opts: { country?: Country; limit: number }, now = new Date()): AutofillRecord[] {
      // One snapshot: a publish committing after the search must not give its names the
      // addresses and VAT numbers of another version.
      const read = snapshot(() => autofillRecords(search, q, opts, now, dataset.facts()));
      // The text searched, where words were left out, as for a search: an empty page of a question
      // of a category says why (function-words-kept.ts).
      if (read.searchedFor !== undefined) searchedFor.set(read.records, read.searchedFor);
      return read.records;
    },
    holdersNamed: (name: string) => holdersNamed(db, name),
    holderHoldings: (regcode, registeredIn, limit, after) => snapshot(() => holderHoldingsOf(db, dataset.facts(), regcode, registeredIn, limit, after)),
    regcodeCountries(regcode: string) {
      return snapshot(() => {
        try {
          resolveCompany(db, regcode);
          return [];
        } catch (error) {
          if (error instanceof AmbiguousRegcodeError) return error.countries as Country[];
          if (error instanceof AppError) return [];
          throw error;
        }
      });
    },
    closedSucceeded(closed, now = new Date()) {
      return snapshot(() => closedSucceeded(db, dataset.facts(), closed, registersToday(now)));
    },
    getCompany(regcode: string, country?: Country) {
      return snapshot(() => companyDetails(db, dataset.facts(), resolveCompany(db, regcode, country), threshold));
    },
    vatOf(regcode: string, country?: Country) {
      return snapshot(() => companyVat(db, dataset.facts(), resolveCompany(db, regcode, country), threshold));
    },
    ownersFor(regcode: string, country?: Country) {
      return snapshot(() => {
        const company = resolveCompany(db, regcode, country);
        const facts = companyFacts(db, company.country, company.regcode, registersToday(new Date()), threshold, OWNER_PARTS);
        return ownersOf(facts.holdings, facts.personHoldings).owners;
      });
    },
    closingOf(regcode: string, country?: Country) {
      return snapshot(() => companyClosing(db, dataset.facts(), resolveCompany(db, regcode, country), registersToday(new Date())));
    },
    controllingHoldersOf(regcode: string, country?: Country) {
      return snapshot(() => controllingHolders(resolveCompany(db, regcode, country)));
    },
    sanctionsFor(regcode: string, country?: Country, withCandidates = false) {
      return snapshot(() => sanctionsView(db, dataset.facts(), resolveCompany(db, regcode, country), threshold, withCandidates));
    },
    financialsFor(regcode: string, country?: Country, years?: number) {
      return snapshot(() => {
        const company = resolveCompany(db, regcode, country);
        const facts = dataset.facts();
        const { views, headcount, sources } = financialYears(financialStatements(db, company.country, company.regcode),
          facts.financialSources(company.country), years);
        return {
          regcode: company.regcode, country: company.country as Country, name: company.name,
          // Not in the answer's JSON: the sentence on fewer years than asked for dates the company by it.
          registeredOn: isoDate(company.registered_on),
          // Not in the answer's JSON either: an EE FIE's and an LT IĮ's empty list are told as such, read here where
          // the MCP tool had counted the company's holders (controllingHoldersOf) for it.
          legalFormCode: company.legal_form_code, legalFormName: company.legal_form_name,
          financials: views, financialsPublished: facts.financialsPublished(company.country), headcount,
          // The files the years and the headcount come from, with their dates, as details name theirs.
          sources: sourceViews(facts, new Map(sources.map((source) => [source, null]))),
        };
      });
    },
    complianceFor(regcode: string, country?: Country, withCandidates = false) {
      return snapshot(() => {
        const company = resolveCompany(db, regcode, country);
        const facts = dataset.facts();
        const screened = complianceView(db, facts, company, threshold, undefined, withCandidates);
        // Whether an owner was compared at all, by the rule MCP's sentence says it by (services/owners-screened.ts).
        // Where the register data held names no owners and the form is no sole trader's (LT and FI
        // companies, half a national store), the rule's answer is none_held without the count, the
        // statement of the screening's holders that had made a compliance call ×1.7 as dear.
        const coverage = dataset.coverage()[screened.country];
        const statement = Object.assign(screened, { ownersScreened: screened.sanctionLists.length > 0
          && (ownersHeld(coverage) || soleTraderFormOf(company) !== null)
          && ownerCompared(ownerScreening(screened, coverage, holdersScreened(company))) });
        // The owners are read only where a sanctioned company may hold it: reading them, and the
        // statement of each held here, of every LV and EE company had made a call half as dear again.
        if (!facts.heldBySanctioned(threshold).has(`${company.country}:${company.regcode}`)) return Object.assign(statement, { sanctionedHolders: [] });
        const holdings = companyFacts(db, company.country, company.regcode, registersToday(new Date()), threshold, OWNER_PARTS);
        // Each holder's own statement, never its holders': one level, as screening weighs.
        const holders = sanctionedHolders(ownersOf(holdings.holdings, holdings.personHoldings).owners,
          (companies) => sanctionedAmong(db, companies, threshold),
          (r, c) => complianceView(db, facts, resolveCompany(db, r, c), threshold));
        // The files naming those holders (lv.members, ee.shareholders) are among those the statement rests on.
        const named = new Set(holders.map((h) => h.regcode));
        const files = new Map([...statement.sources.map((v): [string, string | null] => [v.name, v.asOf]),
          ...holdings.holdings.filter((h) => h.holder_regcode !== null && named.has(h.holder_regcode)).map((h): [string, string | null] => [h.source, null])]);
        return { ...statement, sanctionedHolders: holders, sources: holders.length > 0 ? sourceViews(facts, files) : statement.sources };
      });
    },
    checkPerson(name: string, birthDate: string, limit: number, now?: Date, after?: CompanyKeyView | null,
      candidates?: { after: CompanyKeyView | null } | null, words?: ArgumentWords) {
      return snapshot(() => checkPerson(db, name, birthDate, limit, now, after ?? null, personRegisters, candidates ?? null, words));
    },
    newRegistrations(name: string, birthDate: string, hours: number, limit: number, now?: Date, withCandidates = false,
      page?: NewRegistrationsPage | null, firstSeenAfter?: number | null, words?: ArgumentWords) {
      return snapshot(() => newRegistrations(db, name, birthDate, hours, limit, personRegisters, now, withCandidates, page ?? null, firstSeenAfter ?? null, words));
    },
    datasetInfo: () => dataset.datasetInfo(),
    lastChangedAt: () => dataset.lastChangedAt(),
    coverage: () => dataset.coverage(),
    // The first year the store holds (as read between requests, or, before that read is whole, at once),
    // not before the one the publisher documents (EE, LT), which stands until the read is whole.
    financialFilesFrom: (country) => snapshot(() => {
      const facts = dataset.facts();
      const read = firstYears.of(facts, country);
      const documented = FINANCIAL_FILES_FROM[country] !== undefined;
      return filesFirstYear(country, read !== undefined ? read : documented ? null : facts.financialsFirstYear(country));
    }),
    async whenSearchImagesLoaded<T>(read: () => T): Promise<T> {
      for (;;) {
        // The builds are checked by the search itself, in its snapshot: where it finds one not
        // loaded it stops there, before reading any image, and starts again once it is loaded.
        try {
          return search.images.withoutLoading(read);
        } catch (err) {
          if (!(err instanceof ImagesNotLoaded)) throw err;
        }
        // Stopped: the store is about to close or be left; read as before, loading what it needs.
        if (!await loads.load(stop)) return read();
      }
    },
    async warmUp(stopping?: AbortSignal) {
      stop = stopping;
      // One part of an image per turn of the event loop: requests already accepted are answered
      // in between. Stopped: the store is about to close, and current() would load the rest at once.
      if (!await loads.load(stop)) return [];
      // In one snapshot, as a search reads them: the builds and their parts of one state.
      snapshot(() => search.images.current());
      return search.images.missing().map((c) => `the search index of ${c} is missing or outdated: `
        + 'searching it finds nothing until the next import builds it (or npm run import -- reindex)');
    },
    // The companies a flag may rest on beside them, and the first year of LV's report files, read per
    // version between requests as they are.
    followImageBuilds: async (stopping: AbortSignal) => {
      await Promise.all([loads.follow(stopping), flagRows.follow(stopping, BUILD_CHECK_MS), firstYears.follow(stopping, BUILD_CHECK_MS)]);
    },
  };
}
