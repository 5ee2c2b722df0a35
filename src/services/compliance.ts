// The MCP get_company_compliance view: VAT, tax rating, sanctions, tax debt, blacklist status and
// one list of flags, derived from the company's status and rows plus the flag registers' rows.
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import { personNameKey } from '../domain/fold.ts';
import { COMPLIANCE_FLAGS } from '../domain/records.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { companyFacts, type CompanyFacts, type FactPart, type ReorganizedRow } from '../store/company-facts-read.ts';
import { isLatvianRegisterNumber } from '../domain/lv-register-number.ts';
import type { ComplianceView, SanctionMatchView } from './views.ts';
import { companyStatus, isoDate } from './view-values.ts';
import { registersToday, startsAfter } from '../domain/dates.ts';
import { companyOnDay } from './status-today.ts';
import { countryVat, taxRatingPart, taxRegistersPart, vatPart } from './company-parts.ts';
import { aboutToRegister } from '../domain/vat-in-force.ts';
import { NO_CLOSING_DAY, vatDeregistered } from './vat-deregistered-detail.ts';
import { countedMatches, matchView, rowCountsAsSanction, withRegisterCopies } from './sanction-matches.ts';
import { frozenAssetsMatch } from './sanction-explanation.ts';
import { isWeakMatch, weakMatchWords } from './sanction-weak-match.ts';
import { latestAlgorithmVersion } from '../store/sanctions-read.ts';
import { REPORTING_FLOOR } from '../domain/sanctions-matching.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { SourcesUsed, sourceViews } from './source-views.ts';
import { ownerRoleSources } from '../store/owner-sources-read.ts';
import { closedOnOrBefore, closingDay, foundGone } from './closing-day.ts';
import { officersNotScreened } from './officers-not-screened.ts';
import { withEnglishParts } from '../domain/registry-status-english.ts';
import { officerNamed } from './officer-named.ts';
import type { OfficeInForceRow } from '../store/persons-read.ts';

type Flag = ComplianceView['flagDetails'][number];

// The flags that set blacklisted, one list a country (API.md names both): LV, VID's suspension of
// economic activity; LT, Registrų centras' list of entities that did not file their annual
// statements for a past year. Being late with them (annual_report_late) is not a default yet.
const BLACKLIST_FLAGS = new Set(['blacklisted', 'annual_report_missing']);

// The flags whose detail is the register's wording, given with its English where known
// (domain/registry-status-english.ts): a closed flag's too, as `Reorganizēts` alone told a reader
// of no Latvian neither that the company was struck off nor how (merged into another), and
// `Lakannut` or `Išregistruotas` nothing at all. A wording not listed stays as the register wrote it.
// An LV suspension's and securing measure's too: UR writes a handful of phrases there again and
// again (`Aizliegums reģistrēt izmaiņas; Tiesu izpildītāja lēmums`), which read as Latvian alone.
const WORDED_PROCEEDINGS: ReadonlySet<string> = new Set(['in_liquidation', 'insolvent', 'in_reorganisation', 'closed', 'suspended', 'securing_measure']);

// The flags whose detail is the service's own English (or EMTA's list's, as importers/ee/tax-debtors.ts
// words it): begun in capitals here, as every other flag's detail begins (`VID: economic activity
// suspended`, `Annual report 2024 not filed`), where `listed on EU` and `tax debt 40057.33 EUR` began
// in lower case, read as the end of a sentence cut off. Done on reading, so a store imported before says it too.
const SENTENCE_DETAILS: ReadonlySet<string> = new Set(['sanctioned', 'tax_debt']);

/**
 * The lists of a sentence, the last after "and": `EU and OFAC`, `EU, OFAC and UN`. Joined by commas
 * alone, `An owner listed on EU, OFAC` read as a list cut off.
 */
function listsWorded(lists: readonly string[]): string {
  return lists.length < 2 ? lists.join('') : `${lists.slice(0, -1).join(', ')} and ${lists[lists.length - 1]}`;
}

/** `listed on EU` as `Listed on EU`. */
const sentenceStart = (detail: string | null) => (detail === null ? null : detail.charAt(0).toUpperCase() + detail.slice(1));

/** Who froze the assets of a company on the asset-freeze table, in a flag's detail. */
const FROZEN_BY = 'FID (LV asset-freeze table)';

const frozen = (m: SanctionMatchView) => frozenAssetsMatch(m.matchedOn, m.features, m.source);

/** A match the flags say with what matched and how strongly (sanction-weak-match.ts); an asset freeze is said as one whatever its score. */
const weakMatch = (m: SanctionMatchView) => frozen(m) === null && isWeakMatch(m);

function flagRank(flag: string): number {
  const i = (COMPLIANCE_FLAGS as readonly string[]).indexOf(flag);
  return i === -1 ? COMPLIANCE_FLAGS.length : i;
}

/**
 * The parts of a company's facts the compliance answer reads: its statement seeks in no other
 * (officers, owners, financials, names, activity and website are the details' alone).
 */
// succeededBy: who carries on for a company closed as reorganised, named in its closed flag.
export const COMPLIANCE_FACT_PARTS = ['vat', 'taxRegisters', 'taxRating', 'sanctions', 'taxDebt', 'openFlags', 'succeededBy'] as const satisfies readonly FactPart[];

// The liquidators who act for a company in liquidation, named in its in_liquidation flag: read
// in a second statement for such a company alone, as every other answer names no officer.
const LIQUIDATION_PARTS: ReadonlySet<FactPart> = new Set(['officers']);

/** What complianceFromFacts reads of the facts: only those parts, so the type checker keeps the two in step. */
export type ComplianceFacts = Pick<CompanyFacts, (typeof COMPLIANCE_FACT_PARTS)[number] | 'officers' | 'today'>;

export function complianceView(db: Database, dataset: DatasetFacts, company: CompanyRow, threshold: number, now = new Date(), withCandidates = false): Omit<ComplianceView, 'sanctionedHolders' | 'ownersScreened'> {
  // The matches read from the floor screening keeps (REPORTING_FLOOR), in the one statement, and
  // split at the threshold: the weaker ones a reviewer reads, as the REST sanctions answer gives
  // them with candidates=true, never sanctioning, are counted in every answer (an empty sanctions
  // list read as clean beside an entry scored just under the threshold).
  const today = registersToday(now);
  const facts = companyFacts(db, company.country, company.regcode, today, Math.min(REPORTING_FLOOR, threshold), dataset.complianceFactParts(company.country));
  // A candidate for review alone stays below at any threshold (domain countsAsSanction), 0.8 too.
  const below = facts.sanctions.filter((row) => !rowCountsAsSanction(row, threshold));
  facts.sanctions = facts.sanctions.filter((row) => rowCountsAsSanction(row, threshold));
  if (companyOnDay(dataset, company, facts.openFlags, facts.today).status === 'liquidation') {
    facts.officers = companyFacts(db, company.country, company.regcode, today, threshold, LIQUIDATION_PARTS).officers;
  }
  const view = complianceFromFacts(company, facts, dataset);
  // The files naming the owners an owner's match rests on (lv.members, lv.beneficial-owners), beside the lists.
  const owners = view.sanctions.filter((m) => m.matchedOn === 'owner').map((m) => m.features)
    .filter((f) => typeof f.ownerRole === 'string' && typeof f.ownerName === 'string').map((f) => ({ role: f.ownerRole as string, name: f.ownerName as string }));
  const ownerFiles = ownerRoleSources(db, company.country, company.regcode, owners);
  if (ownerFiles.length > 0) view.sources = sourceViews(dataset, new Map([...view.sources.map((v): [string, string | null] => [v.name, v.asOf]), ...ownerFiles.map((f): [string, null] => [f, null])]));
  // What isSanctioned was decided by, as the REST sanctions answer says: a model weighing a
  // clean result, or a score, needs the bar and the rules.
  const screeningAlgorithm = latestAlgorithmVersion(db, company.country, company.regcode) ?? dataset.screeningAlgorithmVersion();
  // A candidate that is the register's copy of a match names it, as in the sanctions check.
  const candidates = withCandidates
    ? { sanctionCandidates: withRegisterCopies([...view.sanctions, ...below.map((row) => matchView({ ...row, country: company.country }))]).slice(view.sanctions.length) } : {};
  return { ...view, sanctionsThreshold: threshold, screeningAlgorithm, sanctionCandidateCount: below.length, ...candidates,
    officersNotScreened: officersNotScreened(db, dataset, company, today) };
}

/** The compliance view of a company from the rows read for it (threshold and date applied there). */
export function complianceFromFacts(row: CompanyRow, facts: ComplianceFacts, dataset: DatasetFacts): Omit<ComplianceView, 'sanctionsThreshold' | 'screeningAlgorithm' | 'sanctionCandidates' | 'sanctionCandidateCount' | 'sanctionedHolders' | 'ownersScreened' | 'officersNotScreened'> {
  // The status of the flags in force today, as the flags listed: a liquidation begun since the
  // last import makes the company `liquidation` today, not on the next import's day.
  const company = companyOnDay(dataset, row, facts.openFlags, facts.today);
  const vatRead = vatPart(facts.vat, company, countryVat(dataset, company.country), facts.today);
  const vat = vatRead.view;
  const taxRating = taxRatingPart(facts.taxRating);
  // FI's prepayment and employer registers, which a check under the Contractor's Obligations Act reads.
  const taxRegisters = taxRegistersPart(facts.taxRegisters, company, dataset.complianceFactParts(company.country).has('taxRegisters'), facts.today);
  // The matches read at the threshold, but a candidate for review alone (read with them at 0.8): person-company-flags.ts reads them so.
  const counted = countedMatches(facts.sanctions);
  const sanctions = { rows: counted, views: withRegisterCopies(counted.map((m) => matchView({ ...m, country: row.country }))) };
  const debt = facts.taxDebt;
  const status = companyStatus(company.status);
  const flagRows = facts.openFlags.filter((f) => !endedByClosure(f.flag, company))
    .map((f) => (WORDED_PROCEEDINGS.has(f.flag) ? { ...f, detail: withEnglishParts(company.country, f.detail) } : f));

  const derived: Flag[] = [];
  if (sanctions.views.length > 0) {
    // Whether the company itself or an owner is listed, in the detail: `sanctioned` is set for
    // both (as isSanctioned is), so a client reading one flag misses neither. A company on FID's
    // asset-freeze table is no listed entity (its shares are frozen on a listed person's
    // account), so the detail says so, as the match's explanation does, not "listed on LV".
    // A match that is little evidence alone (one word of a name, a score below the default
    // threshold) is said with what matched and how strongly, after the listings: `Listed on EU`
    // said of it read as a hit (sanction-weak-match.ts).
    const listed = sanctions.views.filter((m) => frozen(m) === null && !weakMatch(m));
    const listsOf = (owner: boolean, byFormerName: string | null = null) => [...new Set(listed
      .filter((m) => (m.matchedOn === 'owner') === owner && (owner || formerNameOf(m) === byFormerName))
      .map((m) => m.list))].sort();
    const own = listsOf(false);
    // A company listed under a name it no longer bears: the flag said `Listed on EU` beside a
    // current name no list holds, so the detail names the name listed, as the match explains.
    const formerNames = [...new Set(listed.filter((m) => m.matchedOn !== 'owner').map(formerNameOf))]
      .filter((n) => n !== null).sort();
    const ofOwners = listsOf(true);
    const weak = sanctions.views.filter(weakMatch).map((m) => weakMatchWords(m, row.country, formerNameOf(m)));
    derived.push({
      flag: 'sanctioned',
      detail: [
        own.length > 0 ? `listed on ${listsWorded(own)}` : null,
        ...formerNames.map((n) => `listed on ${listsWorded(listsOf(false, n))} under its former name ${n}`),
        sanctions.views.some((m) => frozen(m) === 'company') ? `assets frozen by ${FROZEN_BY}` : null,
        ofOwners.length > 0 ? `an owner listed on ${listsWorded(ofOwners)}` : null,
        sanctions.views.some((m) => frozen(m) === 'owner') ? `an owner's assets frozen by ${FROZEN_BY}` : null,
        ...new Set(weak),
      ].filter((part) => part !== null).join('; '),
      ...sinceAndSource(firstListing(sanctions.views)),
    });
  }
  const owners = sanctions.views.filter((m) => m.matchedOn === 'owner');
  if (owners.length > 0) {
    const named = owners.filter((m) => !weakMatch(m)).map((m) => ({ matched_name: m.matchedName, list: frozen(m) ? 'its assets frozen by FID' : m.list }));
    // An owner's weak match in the words of the sanctioned flag, after the owners listed: `Ivan
    // Petrov (EU); since …` said of a match scored 0.85 read as a hit, as `Listed on EU` did.
    const weakOwners = [...new Set(owners.filter(weakMatch).map((m) => weakMatchWords(m, row.country, null)))];
    const listedNamed = listedOwners(named);
    if (listedNamed === null && weakOwners.length > 0) weakOwners[0] = sentenceStart(weakOwners[0]!)!;
    // Since the first listing of an owner's entry, not of the company's own, and not before the
    // holding began (ownerDated): a person listed in 2022 who bought in 2025 has made the company
    // held by a listed owner since 2025 (null where no list dates an owner's entry, as OFAC's).
    // The detail says which of the two days dated it, or that the holding's start is not known.
    const dated = firstListing(owners);
    derived.push({ flag: 'sanctioned_owner', detail: [listedNamed, ...weakOwners, dated.why].filter((p) => p !== null).join('; ') || null,
      since: dated.since, source: dated.source });
  }
  if (debt && debt.amount > 0) {
    derived.push({ flag: 'tax_debt', detail: `tax debt ${debt.amount} ${debt.currency}`, since: isoDate(debt.debt_as_of ?? debt.as_of), source: debt.source });
  }
  // A company only about to register (the tax office entered its registration ahead of its first
  // day) is not VAT-registered yet, but was never struck off: no flag, its number and registeredOn
  // in the details say when it begins.
  if (vat && !vat.registered && vat.number !== null && !(facts.vat && aboutToRegister(facts.vat, facts.today))) {
    // Dated by the closure day the details give as closedOn: an Estonian company the basic data lists
    // as deleted has no day of its own in its row, the deletion day being ee.general's closed flag's.
    // One found gone from the basic data is dated by that day, said as the latest it can have closed on.
    const closedBy = closedOnOrBefore(company, flagRows);
    const closure = { ...company, closed_on: closingDay(company, flagRows) ?? closedBy };
    derived.push({ flag: 'vat_deregistered', ...vatDeregistered(facts.vat, vat.number, closure, facts.today, closedBy !== null), source: vatRead.sources[0] ?? company.source });
  }
  const statusFlag = status === 'liquidation' ? 'in_liquidation' : status === 'insolvency' ? 'insolvent' : status === 'closed' ? 'closed' : null;
  if (statusFlag) {
    derived.push({
      flag: statusFlag,
      detail: statusFlag !== 'closed' ? withEnglishParts(company.country, company.registry_status) : foundGone(company) ? FOUND_GONE
        : undatedClosure(closedDetail(withEnglishParts(company.country, company.registry_status), facts.succeededBy), company.closed_on),
      since: statusFlag === 'closed' ? isoDate(company.closed_on) : null, source: company.source,
    });
  }

  // A flag register's own row says more (its date, its wording) than one derived from status.
  // One the register dates from a later day (a suspension decided for next month) is not in force
  // yet: it is listed after those in force, announced with its first day, and neither named in
  // flags nor counted as blacklisted until then (nor does it set the status: store/publish.ts).
  const inForce = flagRows.filter((f) => !startsAfter(f.since, facts.today));
  const announced = flagRows.filter((f) => startsAfter(f.since, facts.today)).map((f): Flag => ({
    flag: f.flag, detail: `Announced, in force from ${isoDate(f.since)}${endingOn(f) ? `: ${endingOn(f)}` : ''}`, since: isoDate(f.since), source: f.source,
  }));
  const fromRows: Flag[] = inForce.map((f) => ({ flag: f.flag, detail: settingBlacklisted(f.flag, endingOn(f)), since: isoDate(f.since), source: f.source }));
  // Who acts for a company being wound up, in the statement that names no officer otherwise: the
  // register (EE, LV) may still list its board beside the liquidator (README, who acts for a company in liquidation).
  const liquidators = company.status === 'liquidation' ? facts.officers.filter((o) => o.position === 'liquidator') : [];
  for (const f of [...fromRows, ...derived]) if (f.flag === 'in_liquidation') f.detail = withLiquidators(f.detail, liquidators);
  for (const f of [...fromRows, ...derived]) if (SENTENCE_DETAILS.has(f.flag)) f.detail = sentenceStart(f.detail);
  const rowFlags = new Set(fromRows.map((f) => f.flag));
  const byRank = (a: Flag, b: Flag) => flagRank(a.flag) - flagRank(b.flag) || a.flag.localeCompare(b.flag) || a.source.localeCompare(b.source);
  const flagDetails = [...fromRows, ...derived.filter((f) => !rowFlags.has(f.flag))].sort(byRank);

  // The files the answer rests on, dated as details date theirs: a "not VAT registered" or a tax
  // rating is quoted as of its file's day, as the sanctions lists and the flags already are.
  const used = new SourcesUsed();
  used.use(company.source, company.as_of);
  used.useAll(vatRead.sources);
  used.useAll(taxRating.sources);
  used.useAll(taxRegisters.sources);
  for (const f of flagRows) used.use(f.source);
  if (debt) used.use(debt.source, debt.as_of);
  // The flag registers and the tax-debt list the company was sought in, also where they hold
  // nothing of it: "no insolvency, no tax debt" is said as of their files' day, not undated.
  used.useAll(dataset.complianceSources(company.country));
  for (const m of sanctions.rows) if (m.entry_source) used.use(m.entry_source);
  if (statusFlag === 'closed') for (const r of facts.succeededBy) used.use(r.source);
  for (const o of liquidators) used.use(o.source);

  return {
    regcode: company.regcode,
    country: company.country as Country,
    name: company.name,
    status,
    vatNumber: vat?.number ?? null,
    vatRegistered: vat ? vat.registered : null,
    taxRegisters: taxRegisters.view,
    taxRating: taxRating.view,
    isSanctioned: sanctions.views.length > 0,
    sanctions: sanctions.views,
    sanctionLists: dataset.sanctionLists(),
    taxDebt: debt ? {
      amount: debt.amount, currency: debt.currency,
      disputedAmount: debt.disputed_amount, scheduledAmount: debt.scheduled_amount, scheduleEndsOn: isoDate(debt.schedule_ends),
      asOf: isoDate(debt.debt_as_of ?? debt.as_of), source: debt.source,
    } : null,
    taxDebtPublished: dataset.taxDebtPublished(company.country) && (debt ? true : !debtListedByPersonalCode(company)),
    blacklisted: inForce.some((f) => BLACKLIST_FLAGS.has(f.flag)),
    flags: [...new Set(flagDetails.map((f) => f.flag))],
    flagDetails: announced.length > 0 ? [...flagDetails, ...announced.sort(byRank)] : flagDetails,
    sources: used.views(dataset),
  };
}

/**
 * A liquidation's detail followed by its liquidators, each since the day the register gives:
 * `Likvideerimisel (In liquidation); liquidator Jaan Kukk (since 2026-05-04)`. A person is named
 * given name first, as the insolvency flag names its administrator: UR's `Kļaviņš Oskars` read as a
 * given name `Kļaviņš`. A liquidator firm keeps its name.
 */
function withLiquidators(detail: string | null, liquidators: ReadonlyArray<OfficeInForceRow>): string | null {
  if (liquidators.length === 0) return detail;
  const named = liquidators.map((o) => officerNamed(o)
    + `${o.since ? ` (since ${isoDate(o.since)})` : ''}`).join(', ');
  return [detail, `${liquidators.length === 1 ? 'liquidator' : 'liquidators'} ${named}`].filter((p) => p !== null).join('; ');
}

/**
 * A closed company's wording (with its English), and where UR's reorganisations name who carries
 * on for it (closed as Reorganizēts) each successor, by name and number, so a compliance check
 * reading the flag alone learns whom the contract passed to: `Reorganizēts (Reorganised, struck
 * off: …); succeeded by SIA "Alfa Koks" (LV 40003000001)`, an LV number the store holds no company
 * of by the number alone, one registered abroad (reorganized-part.ts) said so.
 */
function closedDetail(wording: string | null, successors: readonly ReorganizedRow[]): string | null {
  if (successors.length === 0) return wording;
  const named = successors.map((r) => (!isLatvianRegisterNumber(r.regcode) ? `${r.regcode}, registered abroad`
    : r.name === null ? `LV ${r.regcode}` : `${r.name} (LV ${r.regcode})`));
  return `${wording ?? 'closed'}; succeeded by ${named.join('; ')}`;
}

/**
 * A closed flag's detail where the register gives no closing day (closedOn null, the flag's since
 * null): `Kustutatud (Deleted from the register); the register gives no closing day`, as the vat_deregistered flag it dates says.
 */
function undatedClosure(detail: string | null, closedOn: string | null): string | null {
  if (isoDate(closedOn) !== null) return detail;
  return detail ? `${detail}; ${NO_CLOSING_DAY}` : NO_CLOSING_DAY;
}

// The closed flag of an Estonian company RIK's basic data stopped listing, where no file of RIK
// gave its deletion day (ee.general's closed flag would): dated by the import that found it gone,
// which a compliance officer would otherwise quote as the day it was deleted.
const FOUND_GONE = "Deleted on or before this day: RIK's basic data no longer lists it, and RIK's files give no deletion day";

/**
 * Whether the country's tax-debt list leaves the company out whatever its debt, so that finding no
 * row of it says nothing of its debt: EMTA's list is one of legal persons (the open-data catalogue
 * names it "Juriidilistest isikutest maksuvõlglaste nimekiri", list of legal persons with tax debt),
 * and a sole proprietor (FIE) is a natural person trading under a registry code; a row under an
 * 11-digit personal code, should one appear, is skipped by ee.tax-debtors, as RIK's open files give
 * no personal code to join it by. Such a statement says the debt is not known (taxDebtPublished
 * false) rather than that none is published; an FIE the list does name by its registry code is
 * served its debt.
 */
function debtListedByPersonalCode(company: CompanyRow): boolean {
  return company.country === 'EE' && company.legal_form_code === 'FIE';
}

/**
 * The detail of a flag in force whose register gives its last day (VID's suspension of activity
 * until a day, UR's suspension or liquidation with date_to): `VID: economic activity suspended;
 * in force until 2027-01-31`. The day was read only to decide whether the flag is in force, so a
 * compliance team was told a partner is blacklisted since a day and not that it ends on another.
 */
function endingOn(flag: { detail: string | null; until: string | null }): string | null {
  const until = isoDate(flag.until);
  if (until === null) return flag.detail;
  return flag.detail ? `${flag.detail}; in force until ${until}` : `in force until ${until}`;
}

/**
 * The detail of a flag in force that sets blacklisted under another name (LT's annual_report_missing),
 * ending with that it does: `blacklisted: true` beside annual_report_missing alone was read as a
 * listing of another authority the answer did not name.
 */
function settingBlacklisted(flag: string, detail: string | null): string | null {
  if (flag === 'blacklisted' || !BLACKLIST_FLAGS.has(flag)) return detail;
  return detail ? `${detail}; this listing sets blacklisted` : 'this listing sets blacklisted';
}

/**
 * Proceedings that end with the company: a liquidation or an insolvency ends in its striking-off,
 * and no legal protection outlasts it. UR's liquidations.csv gives a liquidation no end day, so
 * the liquidation of every company struck off after it stayed open, and a company liquidated years
 * ago was flagged in_liquidation in force beside closed. Only a closure the register words (UR's
 * `closed` L or R, struck off) ends them (an LV entity with a `terminated` day and no such letter
 * is not closed but in liquidation: importers/lv/register.ts); an Estonian company found gone
 * from RIK's basic data, which no file words, keeps them.
 */
const ENDED_BY_CLOSURE: ReadonlySet<string> = new Set(['in_liquidation', 'insolvent', 'in_reorganisation']);

function endedByClosure(flag: string, company: Pick<CompanyRow, 'status' | 'registry_status'>): boolean {
  return ENDED_BY_CLOSURE.has(flag) && company.status === 'closed' && company.registry_status !== null;
}

/**
 * The earliest day one of the matches holds since (null where none is dated) and the source of
 * that entry: OFAC dates no entry, so a company first by list on OFAC and on the UN is flagged
 * since the UN's day, which the flag's source names (else the first match's source). A match on an
 * owner holds since its listing or since the holding began, whichever is later (ownerDated); `why`
 * says which dated it.
 */
function firstListing(matches: SanctionMatchView[]): { since: string | null; source: string; why: string | null } {
  let first: { m: SanctionMatchView; since: string; why: string | null } | null = null;
  for (const m of matches) {
    const d = m.matchedOn === 'owner' ? ownerDated(m) : { since: m.listedOn, why: null };
    if (d.since !== null && (first === null || d.since < first.since)) first = { m, since: d.since, why: d.why };
  }
  return { since: first?.since ?? null, source: (first?.m ?? matches[0])?.source ?? 'sanctions', why: first?.why ?? null };
}

/** The former name a match of the company's own was made on, with the day it ended: `SIA "Ventas Naftas Serviss" (borne until 2024-09-30)`. */
function formerNameOf(m: SanctionMatchView): string | null {
  const f = m.features;
  if (f.formerName !== true || typeof f.companyName !== 'string' || f.companyName === '') return null;
  return typeof f.nameValidTo === 'string' && f.nameValidTo !== '' ? `${f.companyName} (borne until ${f.nameValidTo})` : f.companyName;
}

const sinceAndSource = ({ since, source }: { since: string | null; source: string }) => ({ since, source });

/**
 * Since when an owner's match holds: the later of its entry's listing day and the day the holding
 * began as the register gives it (features.ownerSince, the role's start kept by screening), the
 * listing day where no start is known (a register giving none, a record of UR's sanctions file,
 * which names no start, or a match screened before the start was kept). `why` names the day used:
 * `since 2025-03-01, the day Ivan Petrov became an owner (listed on 2022-04-08, before)`.
 */
function ownerDated(m: Pick<SanctionMatchView, 'listedOn' | 'matchedName' | 'features' | 'matchedOn' | 'source'>): { since: string | null; why: string | null } {
  const f = m.features;
  const began = typeof f.ownerSince === 'string' && /^\d{4}-\d{2}-\d{2}/.test(f.ownerSince) ? f.ownerSince.slice(0, 10) : null;
  // The listed name, as the detail names the owner before it.
  const who = m.matchedName ?? (typeof f.ownerName === 'string' && f.ownerName !== '' ? f.ownerName : 'the owner');
  // A record of UR's sanctions file linking a board member (or another position than owner) to the company.
  const office = f.via === 'register_record' && f.relation === 'linked_person';
  // A sole trader whose name holds the listed person's, no file naming its owner: its start is the
  // trader's registration (features.ownerSince, registered_on), no holding a register records.
  const trader = f.ownerFrom === 'business_name';
  const what = office ? { became: 'was linked to it', start: 'the link began', from: 'linked from' }
    : trader ? { became: 'registered the sole trader bearing that name', start: 'the sole trader was registered', from: 'the sole trader registered on' }
      : { became: 'became an owner', start: 'the holding began', from: 'an owner from' };
  // FID's asset-freeze table lists no person: it dates the freeze of the holder's assets.
  const listed = frozenAssetsMatch(m.matchedOn, m.features, m.source) === null
    ? { day: `the day ${who} was listed`, on: 'listed on' } : { day: `the day the assets of ${who} were frozen`, on: 'frozen on' };
  if (m.listedOn === null) return { since: null, why: null };
  if (began !== null && began > m.listedOn) return { since: began, why: `since ${began}, the day ${who} ${what.became} (${listed.on} ${m.listedOn}, before)` };
  const held = began !== null ? `${what.from} ${began}` : `the day ${what.start} not known`;
  return { since: m.listedOn, why: `since ${m.listedOn}, ${listed.day} (${held})` };
}

/**
 * The owners listed, once each whatever the spelling of each list (`KUZNECOVS, Gennadijs` is
 * `Gennadijs Kuzņecovs`), with the lists naming them: `Gennadijs Kuzņecovs (EU, OFAC)`.
 */
function listedOwners(owners: Array<{ matched_name: string | null; list: string }>): string | null {
  const byPerson = new Map<string, { name: string; lists: Set<string> }>();
  for (const m of owners) {
    if (!m.matched_name) continue;
    const key = personNameKey(m.matched_name);
    const person = byPerson.get(key) ?? { name: m.matched_name, lists: new Set<string>() };
    person.lists.add(m.list);
    byPerson.set(key, person);
  }
  const named = [...byPerson.values()].map((p) => `${p.name} (${[...p.lists].sort().join(', ')})`);
  return named.length > 0 ? named.join('; ') : null;
}
