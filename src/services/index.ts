// The read use-cases shared by REST and MCP. Both build one `Services` with createServices and
// call nothing else: no second implementation of any query.
import type { Country } from '../domain/country.ts';
import type {
  AutofillRecord, CompanyDetails, CompanyKeyView, ComplianceView, FinancialsView,
  NewRegistrationKeyView, NewRegistrationsView, PersonCheckView, SanctionsView, SearchResultView, SourceView,
} from './views.ts';
import type { HolderNamedView } from './holders-named.ts';
import type { HolderHoldingsView } from './holder-holdings.ts';
import type { CorporateOwnerView } from './company-owners.ts';
import type { ControllingHolderCount } from '../store/screening-write.ts';
import type { ClosedSucceeded } from './company-successors.ts';
import type { CompanyClosing } from './company-closing.ts';
import type { ArgumentWords } from '../domain/argument-words.ts';

export interface DatasetInfo {
  /** Changes whenever any source is published; ETags derive from it. */
  version: string;
  sources: Array<{
    source: string; country: string | null; asOf: string | null; publishedAt: string; rowCount: number;
    /** Where the source comes from; null for a source published before this was kept. */
    title: string | null; publisher: string | null; url: string | null; licence: string | null; updateFrequency: string | null;
    /** True for the demo's rows, generated in this source's format. */
    generated: boolean | null;
    /**
     * For a source whose file lists offices in force only (lv.officers): the date of the file from
     * which the service records each office the file stops listing (formerOfficers' unlistedOn);
     * null for every other source, and for one imported before departures were recorded.
     */
    departuresRecordedSince: string | null;
  }>;
  /**
   * Countries with companies whose search index is missing or of an older format (a store written
   * by an older version): searching them finds nothing until an import builds it.
   */
  unsearchable: Country[];
}

export interface Services {
  searchCompanies(q: string, opts: { country?: Country; limit: number }, now?: Date): SearchResultView[];
  /**
   * The text searched for a list searchCompanies or autofill returned, where words of the text sent
   * were left out (`Viru Puit` for `Tell me about Viru Puit`; docs/search.md, "Words of a request");
   * else undefined, as for a list of another origin.
   */
  searchedFor(results: readonly SearchResultView[] | readonly AutofillRecord[]): string | undefined;
  autofill(q: string, opts: { country?: Country; limit: number }, now?: Date): AutofillRecord[];
  /**
   * The legal entities of that name the registers list as a company's owner that are no company
   * here (registered abroad), each with the companies it holds (services/holders-named.ts).
   */
  holdersNamed(name: string): HolderNamedView[];
  /**
   * Every company the legal entity of that number (registered in that country, any where null)
   * holds or held, a page of `limit` after `after` (services/holder-holdings.ts); a number differing from its register's form
   * only in spaces, hyphens or dots or in letter case is read as that form, the answer's regcode (holder-number-forms.ts). Throws NotFoundError.
   */
  holderHoldings(regcode: string, registeredIn: string | null, limit: number, after: CompanyKeyView | null): HolderHoldingsView;
  /**
   * The countries a regcode asked for without `country` names a company in, where more than one
   * (the lookup's AmbiguousRegcodeError); none where it names one company, none or is no number.
   * For a 400 that names `country` beside another parameter refused (http/companies/query-rules.ts).
   */
  regcodeCountries(regcode: string): Country[];
  /**
   * Of the given companies, closed today, those UR names others as carrying on (LV reorganisations),
   * each with its closedOn and succeededBy as its details give them, read alone: for the sentence
   * beside a list naming them (MCP search_companies). A company not held is left out, never thrown.
   */
  closedSucceeded(closed: readonly CompanyKeyView[], now?: Date): ClosedSucceeded[];
  /** Throws NotFoundError, AmbiguousRegcodeError, InvalidParameterError. */
  getCompany(regcode: string, country?: Country): CompanyDetails;
  /** getCompany's `vat` alone, read without the rest of the details. Throws as getCompany does. */
  vatOf(regcode: string, country?: Country): CompanyDetails['vat'];
  /**
   * The legal entities holding the company, as its details' `owners` list them, read alone (the
   * owners part of the facts, none of the rest): for an answer that names the owners beside another
   * statement (MCP get_company_compliance). Throws as getCompany does.
   */
  ownersFor(regcode: string, country?: Country): CorporateOwnerView[];
  /**
   * Whether the company is closed today, the day it closed and, closed, who carries on its business,
   * as its details give them, read alone (services/company-closing.ts): for the sentence beside a
   * list of fewer financial years than asked for (MCP get_company_financials). Throws as getCompany does.
   */
  closingOf(regcode: string, country?: Country): CompanyClosing;
  /**
   * How many of the company's holders in force sanctions screening compares with the lists (the
   * natural persons, each once, and the legal entities that control it: store/screening-write.ts),
   * counted, none named, with the company's legal form: for an answer that says whom the screening weighed; and for a sole
   * trader no file names the owner of (an EE FIE, an FI toiminimi, an LT IĮ), the name its business name holds, which screening
   * compares with the listed persons as the entrepreneur's (entrepreneurName; null for any other, and where it reads as no
   * person's: domain/sole-trader-name.ts). Throws as getCompany does.
   */
  controllingHoldersOf(regcode: string, country?: Country): ControllingHolderCount & { legalFormCode: string | null; entrepreneurName: string | null };
  /** `withCandidates`: also the stored matches below the threshold, for a reviewer. */
  sanctionsFor(regcode: string, country?: Country, withCandidates?: boolean): SanctionsView;
  financialsFor(regcode: string, country?: Country, years?: number): {
    regcode: string; country: Country; name: string; registeredOn: string | null; legalFormCode: string | null; legalFormName: string | null;
    sources: SourceView[];
  } & FinancialsView;
  /** `withCandidates`: also the matches below the threshold, in sanctionCandidates (as sanctionsFor's candidates). */
  complianceFor(regcode: string, country?: Country, withCandidates?: boolean): ComplianceView;
  /**
   * Throws NotFoundError when the person has no association at all (nor, when asked for, any
   * candidate); `after` lists the companies after that one. `candidates` also lists the roles of
   * the name in full whose register gives no birth information, `candidates.after` those in the
   * companies after that one (services/persons.ts). `words`: how the advice of a refusal or a 404
   * names what to send, in the caller's client's words (REST's query parameters where left out).
   */
  checkPerson(name: string, birthDate: string, limit: number, now?: Date, after?: CompanyKeyView | null,
    candidates?: { after: CompanyKeyView | null } | null, words?: ArgumentWords): PersonCheckView;
  /**
   * `withCandidates`: also the candidates first seen in the window, as checkPerson reads them.
   * `page.after` lists the companies after that one (of the candidates, where `page.candidates`),
   * of the roles first seen by `page.firstSeenUntil` (milliseconds; the first page's newest, as next gives it).
   * `firstSeenAfter` (milliseconds; a former answer's firstSeenThrough): the roles first seen after it, in place of `hours`.
   */
  newRegistrations(name: string, birthDate: string, hours: number, limit: number, now?: Date, withCandidates?: boolean,
    page?: { after: NewRegistrationKeyView; candidates?: boolean; firstSeenUntil?: number | null } | null,
    firstSeenAfter?: number | null, words?: ArgumentWords): NewRegistrationsView;
  datasetInfo(): DatasetInfo;
  /**
   * The instant (milliseconds) of the dataset's last change readers can see: the last publish or
   * screening run, read at the call (not kept); where the store keeps no such instant, the newest
   * publish of a source; null where nothing was published. Data answers' Last-Modified (http/caching.ts).
   * Read in a snapshot left open until the current turn's microtasks run: a service called later in
   * the same turn (the route's handler, after the hook that dates its answer) reads in that snapshot.
   */
  lastChangedAt(): number | null;
  /** Which fields each country publishes (discovery document coverage table). */
  coverage(): Record<Country, Record<string, boolean>>;
  /**
   * The first financial year the country's annual-report files hold: the first the store holds (read
   * once per dataset version, between requests: followImageBuilds), not before the one the publisher
   * documents where it says where they begin (EE, LT: domain/financial-files-from.ts), which stands
   * until that read is whole; null where none is held. An empty list of a company
   * closed before it says nothing of its reports.
   */
  financialFilesFrom(country: Country): number | null;
  /**
   * Loads what the first searches would otherwise wait for (the search images), one part of an
   * image per turn of the event loop, so a server already listening answers other requests in
   * between.
   * Resolves to what the operator should know: countries that cannot be searched until the next
   * import builds their index.
   * Once `stop` is aborted it reads no more and resolves to no warnings: a server stopping, or
   * leaving this store for a newer file, closes the store right after.
   */
  warmUp(stop?: AbortSignal): Promise<string[]>;
  /**
   * After warmUp, until `stop` is aborted: loads each image a publish rebuilds, a part per turn
   * of the event loop, a few times a second at most (store/search-images-follow.ts), so that the
   * first search after a publish does not read them whole with every other request waiting.
   * Beside them, the companies with a row a compliance flag may rest on, once per version
   * (flag-row-companies.ts), which the person answers' companyFlags read instead of probing, and the
   * first year of the report files of each country (financials-first-year.ts), which financialFilesFrom reads.
   */
  followImageBuilds(stop: AbortSignal): Promise<void>;
  /**
   * `read` (a search or an autofill of these services) once the search images of the builds the
   * store holds are loaded: where its snapshot finds an image a publish rebuilt (or the start's
   * load not finished), the image is loaded between requests (or the load under way joined) and
   * `read` runs in a new snapshot, rather than reading the image inside the search with every
   * other request of the process waiting. At once, in one snapshot, when they are loaded.
   */
  whenSearchImagesLoaded<T>(read: () => T): Promise<T>;
}

export { createServices } from './create.ts';
export type { HolderNamedView } from './holders-named.ts';
export type { HolderHoldingsView } from './holder-holdings.ts';
export type { ControllingHolderCount } from '../store/screening-write.ts';
export { holdersOfSearch, searchFoundLittle } from './holders-named.ts';
export { ownerScreening, ownerCompared, holdersCounted, type OwnerScreening, type HoldersScreened } from './owners-screened.ts';
export { formHeldByNone } from './company-owners.ts';
export { numberNotFoundHint } from './search/number-not-found.ts';
export { numberInTextHint } from './search/number-of-other-company.ts';
export { addressInTextHint } from './search/address-in-text.ts';
export { countriesListed, markupOnlyHint, nothingFoundHint, phoneNumberAloneHint } from './search/nothing-found.ts';
export { categoryWordKeptNote, functionWordsAlone, functionWordsAloneSentence, REST_CALLS, type FunctionWordsAlone, type NextCalls } from './search/function-words-kept.ts';
export { unreadScriptWords } from './search/unread-script-words.ts';
export { withoutEdgePunctuation } from './search/request-words.ts';
export { companyList } from './search/company-list.ts';
export type { ServiceDeps } from './create.ts';
