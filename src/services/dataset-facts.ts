// Facts about the dataset as a whole that company views ask for on every request (the date of
// each source's file, whether a country publishes VAT data, tax debts or annual reports,
// classifier wording): they change only when a source is published, so they are kept per
// dataset version and read at most once each per version.
import type { Database } from '../store/open.ts';
import { countryPublishes, metaValue, sourceStates, type SourceStateRow } from '../store/dataset-read.ts';
import { heldBySanctioned, ownerMatchedCompanies, sanctionedCompanies, sanctionListStates, screenedListStates } from '../store/sanctions-read.ts';
import type { SanctionsView } from './views.ts';
import { isoDate } from './view-values.ts';
import { classifierDescription, countryHasVatData, vatSourcesAmong } from '../store/companies-read.ts';
import { complianceSourcesAmong, countryHasTaxDebts, type FlagRow } from '../store/compliance-read.ts';
import { recordedStatusFlagsMoving, statusFlagsMoving } from '../store/status-moving-record.ts';
import { factPartsOf, type FactPart } from '../store/company-facts-read.ts';
import { COMPLIANCE_FACT_PARTS } from './compliance.ts';
import { financialSourcesAmong, firstFinancialYear } from '../store/financials-read.ts';
import { isHeadcountSource } from '../domain/headcount-sources.ts';
import { companySourcesAmong, roleSourcesAmong } from '../store/persons-read.ts';

// Distinct (classification, code) pairs asked about: a few hundred NACE codes per classifier.
const CLASSIFIER_MEMO_LIMIT = 20_000;

export interface DatasetFacts {
  /** The source's published state, if it was ever published. */
  sourceState(source: string): SourceStateRow | undefined;
  sourceStates(): SourceStateRow[];
  countryHasVat(country: string): boolean;
  /**
   * The published sources holding the country's VAT registrations: what a company's
   * `registered: false` rests on when the country's VAT data holds no entry of it.
   */
  vatSources(country: string): string[];
  /**
   * Whether the country publishes tax debts at all: some debt row exists for it, or a published
   * source of the country is a debt list (its id names it, e.g. `ee.tax-debts`), which covers a
   * list that happens to be empty.
   */
  taxDebtPublished(country: string): boolean;
  /**
   * The published sources holding the country's compliance flags or tax debts (or a debt list of
   * it, empty): what a compliance statement's empty flags and null taxDebt rest on, as `vatSources`.
   */
  complianceSources(country: string): string[];
  /**
   * Whether the service holds annual reports of the country at all: the `financials` field of the
   * coverage table (store/dataset-read.ts), so a company's answer and the discovery document say
   * the same. False (FI): a company's empty list says nothing about its filings.
   */
  financialsPublished(country: string): boolean;
  /**
   * The published sources holding the country's annual reports and its employee counts: what a
   * company's empty `financials` and `headcount: null` rest on, as `vatSources` for VAT.
   */
  financialSources(country: string): CountryFinancialSources;
  /**
   * The first financial year the country's annual-report files held hold (its reports sources'),
   * null where they hold none: where no first year of a country's files is documented (LV,
   * domain/financial-files-from.ts), what an empty list of a company closed before it rests on.
   */
  financialsFirstYear(country: string): number | null;
  /**
   * The published sources whose files list company roles (lv.officers, ee.persons, …): what a
   * person answer searched, so also what its empty list rests on, as `vatSources` for VAT.
   */
  roleSources(): string[];
  /**
   * The published registers (sources whose files list companies) of the countries of roleSources:
   * every role a person answer lists joins its company, so the answer rests on their files too.
   */
  roleRegisterSources(): string[];
  classifierDescription(classification: string, code: string): string | null;
  /**
   * The parts of a company's facts (store/company-facts-read.ts) whose table holds some row of
   * the country, for the details: they do not seek in the others, empty for every company of it.
   */
  factParts(country: string): ReadonlySet<FactPart>;
  /** Those of factParts the compliance answer reads (COMPLIANCE_FACT_PARTS of services/compliance.ts). */
  complianceFactParts(country: string): ReadonlySet<FactPart>;
  /**
   * Whether the store holds the country's members or stockholders: the coverage table's members and
   * stockholders (store/dataset-read.ts), so the details and the discovery document say the same.
   * What a company's personOwners and a holding in the country rest on; officers list no holder,
   * so a store holding only the country's officers holds none.
   */
  holdersListed(country: string): boolean;
  /**
   * Whether the store holds the country's stockholders (x-coverage stockholders): a joint-stock
   * company's holders are in that file alone, so where it is not held (EE: RIK publishes no AS
   * shareholders, the securities depository keeps them) no holder of an AS is known.
   */
  stockholdersListed(country: string): boolean;
  /** Every imported sanctions list with the source it came from and the date of its file. */
  sanctionLists(): SanctionsView['lists'];
  /**
   * The companies (`country:regcode`) screening stored an owner match of: few, read once per
   * version, so a person check reads the matches of those alone (services/person-sanctions.ts).
   */
  ownerMatchedCompanies(): ReadonlySet<string>;
  /**
   * The companies (`country:regcode`) with a match at or above `threshold` stored, whose isSanctioned
   * is true: few, read once per version and threshold, so a person check says of each company it
   * lists whether it is sanctioned (companySanctioned) with no read of its own.
   */
  sanctionedCompanies(threshold: number): ReadonlySet<string>;
  /**
   * The companies (`country:regcode`) a company with a match at or above `threshold` may hold (its
   * number among their legal holders, in any country and term): few, read once per version and
   * threshold, so a compliance statement reads the owners of those alone for its sanctionedHolders.
   */
  heldBySanctioned(threshold: number): ReadonlySet<string>;
  /** The algorithm of the last screening run (meta), for companies with no candidate at all. */
  screeningAlgorithmVersion(): string | null;
  /**
   * The companies whose status a proceeding's flag may have moved since the last publish set
   * the statuses (a flag begun or ending later: domain/status-from-flags.ts), by `country:regcode`,
   * each with its company row's source and its status-setting flags: few, recorded by the command
   * that set the statuses (store/status-moving-record.ts), read once per version.
   */
  statusesMoving(): ReadonlyMap<string, StatusMoving>;
}

export interface StatusMoving { source: string; flags: FlagRow[] }

export interface CountryFinancialSources {
  reports: string[];
  headcount: string[];
}

function memo<T>(compute: (key: string) => T, limit = Infinity): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (values.has(key)) return values.get(key)!;
    const value = compute(key);
    if (values.size >= limit) values.clear();
    values.set(key, value);
    return value;
  };
}

export function datasetFacts(db: Database): DatasetFacts {
  let states: SourceStateRow[] | null = null;
  let bySource: Map<string, SourceStateRow> | null = null;
  const allStates = () => (states ??= sourceStates(db));
  const hasVat = memo((country) => countryHasVatData(db, country));
  // The sources that may hold rows of the country: its own and those of no one country. A probe of
  // another country's source for this one reads every row of that source through the source index
  // (1–3 s a country on the national store, on the first request after each publish).
  const sourcesMaybeOf = (country: string) => allStates().filter((s) => s.country === country || s.country === null).map((s) => s.source);
  const vatSources = memo((country) => vatSourcesAmong(db, sourcesMaybeOf(country), country));
  // A tax-debt list is named so (ee.tax-debtors, EMTA's võlglased); it may list no company yet.
  const isDebtList = (source: string) => /debt|volg/i.test(source);
  const debts = memo((country) => countryHasTaxDebts(db, country)
    || allStates().some((s) => s.country === country && isDebtList(s.source)));
  const complianceSources = memo((country) => {
    const ofCountry = allStates().filter((s) => s.country === country).map((s) => s.source);
    const held = new Set(complianceSourcesAmong(db, ofCountry, country));
    return ofCountry.filter((s) => held.has(s) || isDebtList(s));
  });
  const financials = memo((country) => countryPublishes(db, 'financials', country));
  const financialSources = memo((country): CountryFinancialSources => {
    const held = financialSourcesAmong(db, sourcesMaybeOf(country), country);
    return { reports: held.filter((s) => !isHeadcountSource(s)), headcount: held.filter(isHeadcountSource) };
  });
  const financialsFirstYear = memo((country) => firstFinancialYear(db, financialSources(country).reports));
  let roleSources: string[] | null = null;
  let roleRegisterSources: string[] | null = null;
  const factParts = memo((country) => factPartsOf(db, country));
  const complianceParts = memo((country) => factPartsOf(db, country, COMPLIANCE_FACT_PARTS));
  const stockholdersListed = memo((country) => countryPublishes(db, 'stockholders', country));
  const holdersListed = memo((country) => countryPublishes(db, 'members', country) || stockholdersListed(country));
  const classifier = memo((key) => {
    const [classification, code] = key.split('\u001f') as [string, string];
    return classifierDescription(db, classification, code);
  }, CLASSIFIER_MEMO_LIMIT);
  let moving: Map<string, StatusMoving> | null = null;
  let lists: SanctionsView['lists'] | null = null;
  let ownerMatched: Set<string> | null = null;
  const held = new Map<number, Set<string>>();
  const sanctioned = new Map<number, Set<string>>();
  let algorithm: { value: string | null } | null = null;
  return {
    // The lists the stored matches were computed against, not a list published since and not
    // yet screened: the answer's matches and its lists must describe one check.
    sanctionLists: () => (lists ??= (screenedListStates(db) ?? sanctionListStates(db)).map((s) => ({
      list: s.list ?? s.source.slice('sanctions.'.length).toUpperCase(),
      source: s.source,
      asOf: isoDate(s.as_of),
    }))),
    ownerMatchedCompanies: () => (ownerMatched ??= new Set(ownerMatchedCompanies(db))),
    sanctionedCompanies: (threshold) => {
      let companies = sanctioned.get(threshold);
      if (companies === undefined) sanctioned.set(threshold, (companies = new Set(sanctionedCompanies(db, threshold))));
      return companies;
    },
    heldBySanctioned: (threshold) => {
      let companies = held.get(threshold);
      if (companies === undefined) held.set(threshold, (companies = new Set(heldBySanctioned(db, threshold))));
      return companies;
    },
    screeningAlgorithmVersion: () => (algorithm ??= { value: metaValue(db, 'screening_algorithm_version') }).value,
    sourceState: (source) => (bySource ??= new Map(allStates().map((s) => [s.source, s]))).get(source),
    sourceStates: allStates,
    countryHasVat: hasVat,
    vatSources,
    taxDebtPublished: debts,
    complianceSources,
    financialsPublished: financials,
    financialSources,
    financialsFirstYear,
    roleSources: () => (roleSources ??= roleSourcesAmong(db, allStates().map((s) => s.source))),
    roleRegisterSources: () => (roleRegisterSources ??= (() => {
      const roles = new Set((roleSources ??= roleSourcesAmong(db, allStates().map((s) => s.source))));
      const countries = new Set(allStates().filter((s) => roles.has(s.source)).map((s) => s.country));
      return companySourcesAmong(db, allStates().filter((s) => countries.has(s.country) && !roles.has(s.source)).map((s) => s.source));
    })()),
    classifierDescription: (classification, code) => classifier(`${classification}\u001f${code}`),
    factParts,
    complianceFactParts: complianceParts,
    holdersListed,
    stockholdersListed,
    statusesMoving: () => (moving ??= statusesMovingNow(db, allStates())),
  };
}

/**
 * The companies whose status may have moved since the statuses were last set (store/
 * status-moving-record.ts): as the command that set them recorded them, or, in a store that has
 * no record of its current publishes, from a pass over the flags.
 */
function statusesMovingNow(db: Database, states: readonly SourceStateRow[]): Map<string, StatusMoving> {
  const out = new Map<string, StatusMoving>();
  for (const row of recordedStatusFlagsMoving(db, states) ?? statusFlagsMoving(db, states)) {
    const key = `${row.country}:${row.regcode}`;
    let entry = out.get(key);
    if (entry === undefined) out.set(key, entry = { source: row.company_source, flags: [] });
    entry.flags.push({ flag: row.flag, detail: row.detail, since: row.since, until: row.until, source: row.source });
  }
  return out;
}
