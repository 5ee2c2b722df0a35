// The sentences beside a company's financial years (get_company_financials, and the company://
// resource, which carries every year): an empty list is no missing annual report where the country
// publishes none, and is dated by the files it was sought in where it does; an EE or LT list ends
// where the files the service reads begin, which is no company that stopped filing; and where
// `years` asked for more years than came, why fewer came.
import { isHeadcountSource } from '../../domain/headcount-sources.ts';
import { COMPANY } from './company-named-once.ts';
import { closureSaid } from './closure-said.ts';
import { FINANCIAL_FILES_FROM, filesFirstYear, financialFilesFromSentence } from '../../domain/financial-files-from.ts';
import { soleTraderForm } from '../../domain/sole-trader-name.ts';
import { LT_EMPLOYEES_NULL } from '../../domain/field-descriptions.ts';

export interface FinancialsRead {
  name: string;
  regcode: string;
  country: string;
  financials: Array<{ year: number; employees?: number | null }>;
  financialsPublished: boolean;
  /** The day the company was registered, where known (get_company_financials passes it). */
  registeredOn?: string | null;
  /** The register's code of its legal form, where known (an EE FIE's empty list is told as such). */
  legalFormCode?: string | null;
  /** The register's name of its legal form, where known (an LT IĮ's empty list is told as such). */
  legalFormName?: string | null;
  /** The files the years and the headcount come from (financialsFor's sources). */
  sources: Array<{ name: string; asOf: string | null }>;
  /** Its status and the day it was closed, where known (get_company_financials reads them where fewer years came). */
  status?: string;
  closedOn?: string | null;
  /** The latest day it can have closed on, where its register gives no day (closedOn null; EE: found gone). */
  closedOnOrBefore?: string | null;
  /** LV: the companies a company closed as reorganised went on in, where known. */
  succeededBy?: Array<{ regcode: string; country: string | null; name: string | null }> | null;
  /** The first year the country's files hold (services.financialFilesFrom), read where filesFromAsked. */
  filesFrom?: number | null;
  /** The details' sentences beside these have said the company was deleted on or before closedOnOrBefore (closureSaid). */
  closureTold?: boolean;
  /** The details' sentences beside these have named the company's sole-trader form (details-hints.ts soleTraderFormTold). */
  formTold?: boolean;
}

/**
 * Whether the first year the country's files hold bears on the answer: an empty list, where the
 * country publishes reports, of a company closed on a known day. Read for these alone (LV's is a
 * read of every LV report, once per dataset version).
 */
export function closedBeforeFilesAsked(found: Pick<FinancialsRead, 'financials' | 'financialsPublished' | 'status' | 'closedOn' | 'closedOnOrBefore'>): boolean {
  return found.financials.length === 0 && found.financialsPublished && found.status === 'closed' && closureSaid(found) !== null;
}

/**
 * Whether the answer needs the first year the country's files hold (services.financialFilesFrom):
 * where closedBeforeFilesAsked, and where fewer years came than asked for of a country whose
 * publisher documents no first year (LV), so that fewerYearsSentence names the year the store's
 * files begin with, as the sentence on a company closed before it does. It said "no first year of
 * those files is documented" of one closed LV company and "begin with the year 2022" of another.
 * And for EE and LT (a read of no file then, the store's first year read between requests), where
 * the store's files may begin after the documented first year.
 */
export function filesFromAsked(found: Pick<FinancialsRead, 'country' | 'financials' | 'financialsPublished' | 'status' | 'closedOn' | 'closedOnOrBefore'>,
  asked: number | undefined): boolean {
  if (closedBeforeFilesAsked(found)) return true;
  // EE and LT, whose first year is documented, answer it at once: the store's where its files begin later
  // (the demo's Estonian years begin with 2022, and an answer named 2019–2021 as years with no report of the company).
  if (found.financialsPublished && FINANCIAL_FILES_FROM[found.country as keyof typeof FINANCIAL_FILES_FROM] !== undefined) return true;
  const fewer = asked !== undefined && found.financials.length > 0 && found.financials.length < asked;
  return fewer && found.financialsPublished;
}

/** The sentences to give beside the years, none where the answer needs none. */
export function financialsSentences(found: FinancialsRead, asked?: number): string[] {
  // A sole trader's empty list is told by its form, in place of "No annual report … is published", and,
  // closed, by its closing as any company's: the form's sentence alone left a closed IĮ or FIE undated.
  const sole = found.financials.length > 0 || !found.financialsPublished ? null
    : found.country === 'EE' && found.legalFormCode === 'FIE' ? (found.formTold ? SOLE_PROPRIETOR_TOLD : SOLE_PROPRIETOR)
      : individualEnterprise(found) ? (found.formTold ? INDIVIDUAL_ENTERPRISE_TOLD : INDIVIDUAL_ENTERPRISE) : null;
  if (sole !== null) return [sole, closedSentence(found, asked)].filter((s) => s !== null);
  // The files the absence was read from, as the answer's sources date them.
  const read = found.sources.filter((s) => !isHeadcountSource(s.name)).map((s) => `${s.name} as of ${s.asOf ?? 'an unknown date'}`);
  const before = closedBeforeFilesSentence(found, read);
  if (before !== null) return [before];
  const empty = found.financials.length > 0 ? null : found.financialsPublished
    ? `No annual report of ${COMPANY} is published in the register data`
      + `${read.length > 0 ? ` (${read.join(', ')})` : ''}.${youngCompany(found)}`
    : `The register data of ${found.country} that this service holds has no annual reports of any company: ` +
      `the empty list says nothing about ${COMPANY}; do not count it as a missing annual report.`;
  // Where the country's files begin: a list ending there is not a company that stopped filing.
  const from = found.financialsPublished && filesBeginningTold(found, asked) ? financialFilesFromSentence(found.country, found.filesFrom) : null;
  return [empty, from, fewerYearsSentence(found, asked), closedSentence(found, asked), ltEmployeesSentence(found)].filter((s) => s !== null);
}

/**
 * Why an LT year's employees is null, as the REST description of employees says it: Sodra's file held
 * here reaches few months (the demo's November 2026 alone), so every year of most LT companies had
 * employees null beside nothing that said why, and a model reported them as having no employees.
 */
function ltEmployeesSentence(found: Pick<FinancialsRead, 'country' | 'financials'>): string | null {
  if (found.country !== 'LT') return null;
  const unknown = found.financials.filter((f) => f.employees === null).map((f) => f.year).sort((a, b) => a - b);
  if (unknown.length === 0) return null;
  const which = unknown.length === found.financials.length ? (unknown.length === 1 ? 'its year listed' : 'every year listed') : yearRanges(unknown).join(', ');
  return ltEmployeesNull(`employees is null in ${which}`);
}

function ltEmployeesNull(said: string): string {
  return `${said}, which says nothing of the staff of ${COMPANY}; do not report it as having no employees: ${LT_EMPLOYEES_NULL}.`;
}

/**
 * The same of get_company_details' newest year (latestFinancials), which the details' sentences do not
 * say, the company:// resource giving every year with the sentence above: employees null there read as
 * a company with no staff just as in get_company_financials.
 */
export function ltLatestEmployeesSentence(details: { country: string; financials: ReadonlyArray<{ employees?: number | null }> }): string | undefined {
  return details.country === 'LT' && details.financials[0]?.employees === null ? ltEmployeesNull('latestFinancials.employees is null') : undefined;
}

/**
 * Where a closed company's list is empty, holds fewer years than asked for or is every year it has
 * (no `years`): the day it closed, after whose year no report is to come, and the companies an LV one
 * reorganised went on in. Asked for the last three years of a company closed in 2024, a model was told
 * which years the files hold and reported the years since as reports not filed, or the company as one
 * that stopped filing; asked for every year, it was told nothing of the closure, where the tool's
 * description counts a year missing as no report filed unless a sentence gives a reason.
 */
function closedSentence(found: FinancialsRead, asked: number | undefined): string | null {
  // Where the country publishes no reports the service holds (FI), no year of the company is known here:
  // "report its years as ending there", after the sentence that the empty list says nothing, read as years known.
  if (!found.financialsPublished) return null;
  const closure = found.status === 'closed' ? closureSaid(found) : null;
  if (closure === null) return null;
  if (found.financials.length > 0 && asked !== undefined && found.financials.length >= asked) return null;
  return `${COMPANY} ${closure.words}, so no annual report of a year after ${closure.day.slice(0, 4)} is due: `
    + `report its years as ending there, not as reports missing${successorsClause(found)}`;
}

/** Where an LV company closed as reorganised went on: the clause ending a sentence on its years, else its full stop. */
function successorsClause(found: FinancialsRead): string {
  const successors = (found.succeededBy ?? []).map((c) => `${c.name ?? 'a company'} (${c.country === null ? '' : `${c.country} `}${c.regcode})`);
  return successors.length > 0 ? `; its business went on in ${successors.join(' and ')}, whose years get_company_financials gives.` : '.';
}

/**
 * Where a company with no year held was closed before the first year the country's files hold:
 * those files could hold none of its reports. Told "No annual report … is published", a model
 * reported an LV company struck off in 2017 as one that never filed, where UR's file held here
 * begins years later; the sentence names that year in place of the absence.
 */
function closedBeforeFilesSentence(found: FinancialsRead, read: readonly string[]): string | null {
  const closure = closureSaid(found);
  if (!closedBeforeFilesAsked(found) || found.filesFrom == null || closure === null || Number(closure.day.slice(0, 4)) >= found.filesFrom) return null;
  return `The ${found.country} annual reports this service holds begin with the year ${found.filesFrom}`
    + `${read.length > 0 ? ` (${read.join(', ')})` : ''}, and ${COMPANY} ${closure.words}, before then: the empty list `
    + `says nothing of the annual reports it filed, so do not count any as missing${successorsClause(found)}`;
}

/**
 * An Estonian sole proprietor (FIE) the register's annual-report files hold no report for: "No
 * annual report … is published" beside financialsPublished true read, to a model following
 * kyb_check, as a report missing, a red flag of every FIE. The files say nothing of whether an FIE
 * owes one, and so neither does the sentence: it says what they hold, and what that does not show.
 */
const NO_FIE_REPORT = 'hold no report; they say nothing of whether one was due, so the empty list does not show a missing annual report, '
  + 'though financialsPublished is true for EE.';
const SOLE_PROPRIETOR = `${COMPANY} is a sole proprietor (FIE), for which the register's annual-report files ${NO_FIE_REPORT}`;
/** The same where the details' sentence before it has said what the company is (the company:// resource's notes). */
const SOLE_PROPRIETOR_TOLD = `Of a sole proprietor (FIE), the register's annual-report files ${NO_FIE_REPORT}`;

/** An LT individuali įmonė, read as the details read its form (domain/sole-trader-name.ts). */
function individualEnterprise(found: FinancialsRead): boolean {
  return found.country === 'LT' && soleTraderForm({ country: found.country, legalFormCode: found.legalFormCode ?? null, legalFormName: found.legalFormName ?? null }) === 'IĮ';
}

/**
 * A Lithuanian individual enterprise (IĮ) the register's statement files hold none of: the Law on
 * Financial Reporting by Undertakings binds limited-liability entities alone, and Registrų centras takes
 * an IĮ's statements only where it drew them up (its list of who files), so "No annual report … is
 * published" beside financialsPublished true read as a report not filed, as it did of an EE FIE.
 */
const NOT_OBLIGED = 'to draw up financial statements (only limited-liability entities must): Registrų centras\' files hold its statements only where it '
  + 'drew them up of its own accord, so the empty list does not show a missing annual report, though financialsPublished is true for LT.';
const INDIVIDUAL_ENTERPRISE = `${COMPANY} is an individual enterprise (IĮ, individuali įmonė), which Lithuanian law does not oblige ${NOT_OBLIGED}`;
/** The same where the details' sentence before it has said what the company is (the company:// resource's notes). */
const INDIVIDUAL_ENTERPRISE_TOLD = `Lithuanian law does not oblige an individual enterprise ${NOT_OBLIGED}`;

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Where a company with no report held was registered less than a year before the files read: the
 * kyb_check walk-through counts a missing report where financialsPublished is true, and a company
 * registered the day before (SIA "Nord Trans Serviss" on the demo) was reported as not filing, while
 * its first financial year had not ended. '' otherwise.
 */
function youngCompany(found: FinancialsRead): string {
  const dated = found.sources.filter((s) => !isHeadcountSource(s.name)).map((s) => s.asOf).filter((d): d is string => d !== null).sort().at(-1);
  if (!found.registeredOn || !dated) return '';
  const before = Date.parse(dated) - Date.parse(found.registeredOn);
  if (before >= YEAR_MS) return '';
  return ` It was registered on ${found.registeredOn}, ${before < 0 ? 'after' : 'less than a year before'} the files read: its first annual `
    + 'report may not be due yet, so the empty list is no missing report by itself.';
}

/**
 * Whether where the files begin bears on the answer: an empty list of a company registered before
 * the files' first year (or on a day not known), fewer years than asked for, or every year held of
 * such a company. The three newest of an Estonian company's years, asked for and given, said where
 * RIK's files begin all the same, one more sentence to read about nothing in the answer; and an
 * Estonian company registered the day before was told that a year before 2019 is not in them, as if
 * one of its years could be.
 */
function filesBeginningTold(found: FinancialsRead, asked: number | undefined): boolean {
  if (FINANCIAL_FILES_FROM[found.country as keyof typeof FINANCIAL_FILES_FROM] === undefined) return false;
  const filesFrom = filesFirstYear(found.country, found.filesFrom)!;
  const years = found.financials.map((f) => f.year);
  const registered = found.registeredOn ? Number(found.registeredOn.slice(0, 4)) : null;
  const registeredBefore = registered === null || registered < filesFrom;
  if (years.length === 0) return registeredBefore;
  if (asked !== undefined) return years.length < asked;
  return registeredBefore || Math.min(...years) <= filesFrom;
}

/**
 * Why fewer years came than `years` asked for: a model read the fifth year missing from four as a
 * report not filed, though the company was registered later or the files read begin later. Absent
 * years are named only from where the files cover the company (the later of its registration and
 * the files' first year; for LV, whose file has no documented first year, from its oldest year
 * held); whether a report was due is the annual_report_missing flag's, not this sentence's.
 */
function fewerYearsSentence(found: FinancialsRead, asked: number | undefined): string | null {
  const years = found.financials.map((f) => f.year);
  if (asked === undefined || years.length === 0 || years.length >= asked) return null;
  const newest = Math.max(...years);
  const oldest = Math.min(...years);
  const registered = found.registeredOn ? Number(found.registeredOn.slice(0, 4)) : null;
  // The documented first year, or the later one the store's files begin with.
  const documented = FINANCIAL_FILES_FROM[found.country as keyof typeof FINANCIAL_FILES_FROM] === undefined ? null : filesFirstYear(found.country, found.filesFrom);
  // Where the publisher documents none (LV), the first year the store's files hold, as the sentence
  // on a company closed before it names it; none where not read or later than this company's oldest.
  const storeFrom = found.filesFrom != null && found.filesFrom <= oldest ? found.filesFrom : null;
  const filesFrom = documented ?? storeFrom;
  // A first financial year may run past the calendar year of registration into the next.
  const byRegistration = registered !== null && registered <= oldest && registered >= (filesFrom ?? oldest - 1);
  const start = byRegistration ? registered : filesFrom ?? oldest;
  const why = byRegistration
    ? `it was registered on ${found.registeredOn}, so it has no year before ${registered}`
    : documented !== null
      ? `the ${found.country} files read begin with ${documented}, as said above`
      : storeFrom !== null
        ? `the ${found.country} annual reports this service holds begin with the year ${storeFrom}`
        : `the files read hold no year of it before ${oldest}, and no first year of those files is documented, so do not count an earlier year as a report not filed`;
  const held = new Set(years);
  const absent = yearRanges(Array.from({ length: Math.max(0, newest - start + 1) }, (_, i) => start + i).filter((y) => !held.has(y)));
  return `${years.length} of the ${asked} years asked for came, every year the files read hold of ${COMPANY}: ${why}`
    + (absent.length > 0 ? `; the files hold no annual report of it for ${absent.join(', ')}` : '') + '.';
}

/** 2014, 2015, 2016, 2019 as ['2014–2016', '2019']. */
function yearRanges(years: number[]): string[] {
  const ranges: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j]! + 1) j++;
    ranges.push(i === j ? String(years[i]) : `${years[i]}–${years[j]}`);
    i = j + 1;
  }
  return ranges;
}
