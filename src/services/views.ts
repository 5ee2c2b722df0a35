// What the read use-cases return: the public shapes of API.md. The REST routes serialise these
// through their TypeBox schemas; the MCP tools return them as structuredContent. Unknown values
// are null, never "" or 0.
import type { NaceLevel } from '../domain/nace-english.ts';
import type { CompanySanctionedView, RoleSanctionsView } from './person-sanctions.ts';
import type { Country } from '../domain/country.ts';
import type { CompanyStatus, Role, SanctionParticulars } from '../domain/records.ts';
import type { BirthDateMatch } from '../domain/birth-date-match.ts';
import type { Representation } from '../domain/representation.ts';
import type { CorporateOwnerView, PersonOwnersView } from './company-owners.ts';
import type { HoldingView } from './company-holdings.ts';
import type { SanctionedHolderView } from './sanctioned-holders.ts';

export interface CompanySummary {
  regcode: string;
  country: Country;
  name: string;
  address: string | null;
  status: CompanyStatus;
  legalForm: string | null;
  /** What the form is, in English (Limited liability company); null for a form not listed. */
  legalFormEnglish: string | null;
  registeredOn: string | null;
}

/** The address split into the fields of a form, each as the register gives it. */
export interface AddressPartsView {
  street: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2: the company's country unless the register places the address abroad. */
  country: string;
}

/**
 * A search result: the company, and the other name the text matched when not its current one, or
 * the number it was read as when not the one typed.
 */
export interface SearchResultView extends CompanySummary {
  matchedOtherName?: { name: string; kind: 'former' | 'parallel' | 'auxiliary'; until: string | null };
  matchedNumber?: { number: string; kind: 'other_country_code' | 'predecessor' | 'one_digit_off' | 'number_beginning' };
}

export interface VatView {
  registered: boolean;
  number: string | null;
  registeredOn: string | null;
  deregisteredOn: string | null;
}

/** An entry of a Finnish tax register: registered today, since when, until when (YTJ's end date, the last day in it). */
export interface TaxRegisterView { registered: boolean; since: string | null; until: string | null }

/** FI's prepayment and employer registers (fi.ytj); null for other countries. */
export interface TaxRegistersView { prepayment: TaxRegisterView; employer: TaxRegisterView }

/**
 * A company at the other end of a reorganisation (LV): name and status null where the store holds
 * no such company; country null for one of a register abroad (domain/lv-register-number.ts).
 */
export interface ReorganizedCompanyView { regcode: string; country: 'LV' | null; name: string | null; status: CompanyStatus | null }

/** An LV taxpayer rating: the letter, its meaning in English (domain/tax-rating-english.ts) and VID's own Latvian explanation. */
export interface TaxRatingView { value: string; valueEnglish: string | null; explanation: string | null; asOf: string | null; source: string }

/**
 * The main activity: the register's code and wording, and the NACE section, division and class the
 * code falls in, with their official English titles (domain/nace-english.ts); section and division
 * null together where the code's classification or division is not known there, the class null too
 * then, and where the code names no class of its revision.
 */
export interface NaceView {
  code: string; description: string | null; classification: string;
  section: NaceLevel | null; division: NaceLevel | null; class: NaceLevel | null;
}

export interface OfficerView { name: string; position: string | null; since: string | null }
/**
 * An office in force, with whether it acts for the company alone or with others (UR's officers;
 * domain/representation.ts), null where the register gives none.
 */
export interface OfficeInForceView extends OfficerView, Partial<OfficerEntityView> { representation: Representation | null }
/** Only for an officer that is itself a legal entity (a company as a board member or a partner), in office or gone. */
export interface OfficerEntityView {
  /** Its number, as owners give a holder's. */
  regcode: string | null;
  /** The country this service holds it in (a details call follows it); null where it holds none. */
  country: Country | null;
  /** ISO alpha-2 of its register's country as the company's register names it; null where none is named (UR's foreign entities). */
  registeredIn: string | null;
}
/**
 * An office that ended: `until` is the last day in office, as the register dates it; or, where the
 * register gives no end (UR's officers), `until` is null and `unlistedOn` the date of the first
 * file that no longer listed it (null for an end the register gives).
 */
export interface FormerOfficerView extends OfficerView, Partial<OfficerEntityView> { until: string | null; unlistedOn: string | null }

export interface FinancialYearView {
  year: number;
  periodStart: string | null;
  periodEnd: string | null;
  /** The group's figures (a consolidated statement), shown where the company filed none of its own. */
  consolidated: boolean;
  currency: string;
  revenue: number | null;
  profit: number | null;
  assets: number | null;
  equity: number | null;
  liabilities: number | null;
  employees: number | null;
  cashFlow: number | null;
}

/** The latest employee count of a tax or social-insurance register (domain/headcount-sources.ts). */
export interface HeadcountView { employees: number; periodEnd: string | null; source: string }

/**
 * The annual reports of a company and what they leave unsaid: whether the country's register
 * publishes any the service imports (false: an empty list says nothing about the company), and
 * the freshest headcount, which runs ahead of the last annual report.
 */
export interface FinancialsView {
  financials: FinancialYearView[];
  financialsPublished: boolean;
  headcount: HeadcountView | null;
}

export interface SourceView { name: string; asOf: string | null }

export interface CompanyDetails extends CompanySummary, FinancialsView {
  addressParts: AddressPartsView | null;
  registryStatus: string | null;
  /** registryStatus in English (domain/registry-status-english.ts); null where none is known. */
  registryStatusEnglish: string | null;
  closedOn: string | null;
  /** The latest day a closed company can have been struck off where closedOn is null for want of the register's day (EE: found gone); null otherwise. */
  closedOnOrBefore: string | null;
  /** LV: the final entities of the company's reorganisation; null where the store holds no reorganisations of the country. */
  succeededBy: ReorganizedCompanyView[] | null;
  /** LV: the companies whose reorganisation names this one their final entity; null as succeededBy. */
  reorganisedFrom: ReorganizedCompanyView[] | null;
  legalFormCode: string | null;
  legalFormName: string | null;
  formerNames: Array<{ name: string; validFrom: string | null; validTo: string | null }>;
  /** FI parallel names (the name in Swedish or English) and auxiliary (trade) names. */
  otherNames: Array<{ name: string; kind: string; validFrom: string | null; validTo: string | null }>;
  /** The register's website as an http(s) link (FI and EE); null where none or not a web address. */
  website: string | null;
  vat: VatView | null;
  taxRegisters: TaxRegistersView | null;
  taxRating: TaxRatingView | null;
  nace: NaceView | null;
  officers: OfficeInForceView[];
  /** Offices ended within the last five years as the register dates them, the latest ended first. */
  formerOfficers: FormerOfficerView[];
  /** The legal entities holding the company (members, stockholders, partners); natural persons only counted in personOwners. */
  owners: CorporateOwnerView[];
  /** null where the store holds no holdings of the company's country (LT and FI publish none). */
  personOwners: PersonOwnersView | null;
  /** The companies it holds today per the registers listing holders (LV, EE), the first 100; null where no register here lists holders. */
  holdings: HoldingView[] | null;
  /** How many holdings there are in all (holdings lists the first 100); null with holdings. */
  holdingsCount: number | null;
  isSanctioned: boolean;
  /**
   * Whether any sanctions list has been imported, so that isSanctioned false says something: the
   * contract keeps isSanctioned a boolean, and the sanctions check answers 503 where this is false.
   */
  sanctionsScreened: boolean;
  /** The compliance flag names of complianceFor (`in_liquidation`, `tax_debt`, …); details there. */
  flags: string[];
  sources: SourceView[];
}

export interface SanctionMatchView {
  list: string;
  program: string | null;
  programs: string[];
  reference: string | null;
  entryId: string;
  source: string | null;
  listedOn: string | null;
  reason: string | null;
  matchedOn: 'registration_number' | 'name' | 'owner';
  matchedName: string | null;
  /** The name the list files the entry under; differs from matchedName when an alias matched. */
  entryName: string | null;
  score: number;
  /** What the match rests on, in one sentence. */
  explanation: string;
  features: Record<string, unknown>;
  sourceUrl: string | null;
  /**
   * Every address the list gives for the entry, one line each ([] for none); null where the entry
   * was imported before addresses were stored (schema 20), until its list is imported again.
   */
  addresses: string[] | null;
  /**
   * What the list says of the listed party to tell it from a namesake (gender, places of birth,
   * last amendment, UN reference); null where the entry was imported before they were stored
   * (schema 21), until its list is imported again.
   */
  particulars: SanctionParticulars | null;
  /**
   * Where this match is the Latvian register's copy (sanctions.ur) of an entry the same company or
   * owner also matches from the list's own file: that match's source and entryId, one listing to
   * count once (sanction-matches.ts, withRegisterCopies); null otherwise.
   */
  copyOf: { source: string; entryId: string } | null;
}

export interface SanctionsView {
  regcode: string;
  country: Country;
  /** The company's name as the register writes it (its details' name). */
  name: string;
  isSanctioned: boolean;
  threshold: number;
  algorithmVersion: string | null;
  /** Every imported list with the source it came from (UR's sanctions.csv names EU, UN … lists too). */
  lists: Array<{ list: string; source: string; asOf: string | null }>;
  sanctions: SanctionMatchView[];
  /** How many stored matches lie below the threshold, listed or not. */
  candidateCount: number;
  /** Only when asked for: the stored matches below the threshold, for a reviewer. */
  candidates?: SanctionMatchView[];
}

export interface AutofillRecord {
  regcode: string;
  country: Country;
  name: string;
  /** The short legal form (SIA, OÜ, UAB, Oy), as search gives it; null where the register gives none. */
  legalForm: string | null;
  /** The form in English (Private limited company), as search gives it: a form filled in English takes it. */
  legalFormEnglish: string | null;
  address: string | null;
  /** The address as a form's street, postcode and city fields take it; null without an address. */
  addressParts: AddressPartsView | null;
  /** Whether the company still trades: a form offers closed and liquidating ones too (an old invoice). */
  status: CompanyStatus;
  /** Present only for a closed company (left out otherwise): the day it was struck off, as the details' closedOn. */
  closedOn?: string | null;
  /**
   * Present only for a closed company (left out otherwise): who carries on its business, as the
   * details' succeededBy gives it (LV; [] where UR names none; null for EE, LT and FI and for an LV
   * store without the reorganisations file).
   */
  succeededBy?: ReorganizedCompanyView[] | null;
  /** Present only for a VAT-registered company (left out otherwise, not null). */
  vatNumber?: string;
  /** Present only when the text found the company by another name than the one it bears, as in search. */
  matchedOtherName?: SearchResultView['matchedOtherName'];
  /** Present only when the text named the company by another number than the one typed, as in search. */
  matchedNumber?: SearchResultView['matchedNumber'];
}

export interface AssociationView {
  regcode: string;
  country: Country;
  companyName: string;
  companyStatus: CompanyStatus;
  role: Role;
  position: string | null;
  since: string | null;
  /** Whether the register dates the role's start after today (the registers' day): a tie announced, not yet in force. */
  announced: boolean;
  until: string | null;
  share: { percent: number | null; amount: number | null; currency: string | null } | null;
  /** The person's name as the register writes it in this role. */
  personName: string;
  /** Present only when the role was found by a name the register published for it before: that name (store/former-names.ts). */
  formerName?: string;
  /** How much of the birth date asked for the register's entry confirms (domain/birth-date-match.ts). */
  birthDateMatch: BirthDateMatch;
  /** The source whose file lists the role (`lv.officers`), and that file's date. */
  source: string;
  asOf: string | null;
  /**
   * Present only on a candidate that is no role a register lists: `business_name`, a sole trader
   * (EE FIE, FI toiminimi, LT IĮ) whose business name holds the name asked for and whose register
   * names no owner (services/persons-sole-traders.ts).
   */
  roleFrom?: 'business_name';
  /**
   * Present only on such a sole trader read from a name it bears beside its registered one (FI: a
   * parallel or auxiliary name in use, `Matti Virtanen Tmi` of `Rakennus Virtanen`): that name, its
   * kind and until null (an ended name is not read), the shape of autofill's matchedOtherName.
   */
  matchedOtherName?: { name: string; kind: 'parallel' | 'auxiliary'; until: null };
}

/**
 * The compliance flags in force of a role's company, most serious first, as flags of its
 * /companies/{regcode}/compliance lists them (services/person-company-flags.ts): a board
 * seat in a company VID barred from trading read `companyStatus: active` and nothing else.
 */
export interface CompanyFlagsView { companyFlags: string[] }

/**
 * A role as the person check lists it: for an office the register's file stopped listing (UR's
 * officers file lists current officers only, store/role-departures.ts), until null and the date
 * of the first file without it; null for every other role.
 */
export interface CheckedAssociationView extends AssociationView, CompanySanctionedView, CompanyFlagsView, RoleSanctionsView {
  unlistedOn: string | null;
  /** The office's right to act for the company, as officers in details give it; null for a departure and where the register gives none. */
  representation: Representation | null;
}

/** A company as the person answers order them, by country and then regcode; a page starts after one. */
export interface CompanyKeyView { country: Country; regcode: string }

/** A company of new registrations as `next` names it: the firstSeenAt of its newest role listed (to the second), its country and regcode. */
export interface NewRegistrationKeyView extends CompanyKeyView { firstSeenAt: string }

export interface PersonCheckView {
  person: { name: string; birthDate: string };
  count: number;
  /** How many companies the person has roles in, on every page together (candidates not counted); null where too many rows to count. */
  totalCompanies: number | null;
  /** Whether the person has roles in more companies than `limit`, left out. */
  truncated: boolean;
  /**
   * The last company listed when others were left out (the next page lists those after it), else
   * null; `candidates` where it is a company of the candidates (the next page lists candidates only).
   */
  next: (CompanyKeyView & { candidates?: true }) | null;
  results: CheckedAssociationView[];
  /** Present only when asked for: the roles of the name in full whose register gives no birth information (birthDateMatch unknown), less those it marks as the person's (in results, same_person). */
  candidates?: CandidateView<CheckedAssociationView>[];
  /** Present only where candidates is not asked for and there are candidates: how many roles candidates=true lists, over every page. */
  candidateRoles?: number;
  /** The threshold a role's sanctions are at or above (its sanctionCandidates below). */
  sanctionsThreshold: number;
  /** The lists the stored matches were computed against, with their dates; empty: no list imported, no role screened. */
  sanctionLists: SanctionsView['lists'];
  /** The role files searched (every published source listing company roles), each with its date: the answer is as of them. */
  sources: SourceView[];
}

export interface NewRegistrationView extends AssociationView, CompanySanctionedView, CompanyFlagsView {
  /** The office's right to act for the company, as the person check gives it; null where the register gives none. */
  representation: Representation | null;
  registeredOn: string | null;
  firstSeenAt: string;
}

/**
 * A candidate: a role as the person's are, and which person of the name it is where the register
 * tells it: the same number for the candidates of one person, in this answer only (1, 2, … in
 * order of first appearance), null where the register gives nothing to tell it by.
 */
export type CandidateView<T extends AssociationView = AssociationView> = T & { candidateGroup: number | null };

export interface NewRegistrationsView {
  person: { name: string; birthDate: string };
  /** Whether any role, new or not, matches the name and birth date (else the job watches no one the registers know). */
  personKnown: boolean;
  /** The window's length in whole hours: `hours` as asked, or from firstSeenAfter to the last publish of the files of sources, rounded up (person-files-published.ts). */
  hours: number;
  /**
   * The newest firstSeenAt (ISO, to the millisecond) of the roles the window holds, or where it holds
   * none, the last publish of the files of sources (firstSeenAfter where later; person-files-published.ts):
   * sent as firstSeenAfter, the next request lists every role first seen since, none already listed.
   */
  firstSeenThrough: string;
  count: number;
  /** Whether roles in more companies than `limit` were first seen in the window, left out. */
  truncated: boolean;
  /**
   * The last company listed when others were left out (the next page lists those after it), else
   * null; `candidates` where it is a company of the candidates (the next page lists candidates only);
   * `firstSeenUntil` the newest firstSeenAt the first page read (ISO, to the millisecond): the pages
   * after it leave out roles first seen later.
   */
  next: (NewRegistrationKeyView & { candidates?: true; firstSeenUntil: string }) | null;
  results: NewRegistrationView[];
  /** Present only when asked for: the candidates (as in the person check) first seen in the window. */
  candidates?: CandidateView<NewRegistrationView>[];
  /** Present only where personKnown is false and the name alone matches roles whose register gives no birth information: how many. */
  candidateRoles?: number;
  /**
   * Present only where personKnown is false and the name itself tells why, as the person check's 404
   * says it: a company's legal form in it, one word, initials, or a name within two people's.
   */
  nameHint?: string;
  /** The role files searched, each with its date, as in the person check: count 0 is "none as of them". */
  sources: SourceView[];
}

/** An officer in force screening could not compare: the name and position as the details' officers give them. */
export interface OfficerNotScreenedView { name: string; position: string | null }

export interface ComplianceView {
  regcode: string;
  country: Country;
  name: string;
  status: CompanyStatus;
  vatNumber: string | null;
  vatRegistered: boolean | null;
  taxRegisters: TaxRegistersView | null;
  taxRating: TaxRatingView | null;
  isSanctioned: boolean;
  /** The score at or above which a match counts (SANCTIONS_THRESHOLD). */
  sanctionsThreshold: number;
  /** The screening rules the matches were computed by; null before any screening. */
  screeningAlgorithm: string | null;
  sanctions: SanctionMatchView[];
  /** How many stored matches lie below the threshold, listed or not (the `candidateCount` of SanctionsView). */
  sanctionCandidateCount: number;
  /** Only when asked for: the stored matches below the threshold, for a reviewer (the `candidates` of SanctionsView). */
  sanctionCandidates?: SanctionMatchView[];
  /** The lists the company was screened against, with their dates (the `lists` of SanctionsView). */
  sanctionLists: SanctionsView['lists'];
  /**
   * The legal entities holding the company, held here, that are sanctioned themselves, each with
   * its share and flags (sanctioned-holders.ts): a holding screening does not weigh, not
   * controlling or a chain of companies, which neither isSanctioned nor flags reflect.
   */
  sanctionedHolders: SanctionedHolderView[];
  /**
   * Whether screening compared an owner of the company with the lists (owners-screened.ts): false
   * where none was (no owner held for an LT or FI company, none controlling it, a closed one's none
   * listed, no list imported), and isSanctioned then rests on the company itself.
   */
  ownersScreened: boolean;
  /**
   * The natural persons in office whom screening compared with no list, their register giving no
   * birth date (officers-not-screened.ts): [] where each was compared; null where no officers of the
   * country are held or no list is imported.
   */
  officersNotScreened: OfficerNotScreenedView[] | null;
  /** null where the country publishes no tax-debt data. */
  taxDebt: {
    amount: number; currency: string;
    /** The parts of the amount disputed and under a payment schedule, and the day the schedule ends: EE's list gives them. */
    disputedAmount: number | null; scheduledAmount: number | null; scheduleEndsOn: string | null;
    asOf: string | null; source: string;
  } | null;
  taxDebtPublished: boolean;
  blacklisted: boolean;
  /** API.md: the flag names (`sanctioned`, `tax_debt`, `in_liquidation`, …), most serious first. */
  flags: string[];
  /** Each flag with what it is about, since when and which source said so. */
  flagDetails: Array<{ flag: string; detail: string | null; since: string | null; source: string }>;
  /** The files the answer rests on and the date of each, as CompanyDetails names its own. */
  sources: SourceView[];
}
