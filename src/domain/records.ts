// The records importers produce and the store keeps: one interface per kind of row. A source's
// pure row mapper turns a file row into some of these; the pipeline adds `source` and `asOf`.
// Field names match the store's columns (camelCase here, snake_case there).
import type { Country } from './country.ts';
import type { RepresentationType } from './representation.ts';

/** The normalised company status of the API; `registryStatus` keeps the register's own words. */
export const COMPANY_STATUSES = ['active', 'liquidation', 'insolvency', 'reorganisation', 'closed', 'unknown'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const ROLES = ['beneficial_owner', 'officer', 'member', 'stockholder', 'micro_enterprise'] as const;
export type Role = (typeof ROLES)[number];
/** The roles of an owner a company's owners list: a holding's, as REST's holdings and list_holder_holdings give it. */
export const OWNER_ROLES = ['member', 'stockholder'] as const;

export interface CompanyRecord {
  country: Country;
  regcode: string;
  name: string;
  legalFormCode: string | null;
  legalFormName: string | null;
  status: CompanyStatus;
  registryStatus: string | null;
  registeredOn: string | null;
  closedOn: string | null;
  /** The full legal address as one line. */
  address: string | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressPostcode: string | null;
  /**
   * The address's country (ISO 3166-1 alpha-2) where the register places it abroad (FI: YTJ's
   * `country` of a Finnish company at a Swedish address); null for an address in the company's
   * own country.
   */
  addressCountry?: string | null;
  /** ATVK (LV), EHAK (EE), municipality code (FI): kept as text. */
  addressRegionCode: string | null;
}

/**
 * A contact a register publishes for a company (FI: YTJ's `website.url`; EE: the general-data
 * JSON's `sidevahendid`, in another file than the basic-data CSV the company comes from), a row
 * of its source's own, so each source's import replaces only its own. Only the website is kept
 * (README: contacts).
 */
export interface ContactRecord {
  country: Country;
  regcode: string;
  kind: 'website';
  /** As the register writes it (www.nokia.com, www.firma.ee); served as a link or not at all (domain/website-link.ts). */
  value: string;
}

/** A name other than the current one: former, parallel (FI type 2) or auxiliary (FI type 3). */
export interface CompanyNameRecord {
  country: Country;
  regcode: string;
  name: string;
  kind: 'former' | 'parallel' | 'auxiliary';
  validFrom: string | null;
  validTo: string | null;
}

/** The Finnish tax registers a payer and a check under the Contractor's Obligations Act read, beside VAT. */
export const TAX_REGISTERS = ['prepayment', 'employer'] as const;
export type TaxRegister = (typeof TAX_REGISTERS)[number];

/**
 * A company's entry in a Finnish tax register (YTJ's register 5, the prepayment register, and 7,
 * the employer register): whether an entry was in force on the file's day, the first day of the
 * entries (those in force, else all) and, where none is open-ended, the latest end date, the last
 * day in the register as YTJ writes it (as for VAT).
 */
export interface TaxRegisterRecord {
  country: Country;
  regcode: string;
  register: TaxRegister;
  registered: boolean;
  since: string | null;
  until: string | null;
}

/**
 * A reorganisation the register records (UR reorganizations.csv): the company that ceased
 * (merged into or split into another) and the final entity that carries on. Codes as written.
 */
export interface ReorganizationRecord {
  country: Country;
  sourceRegcode: string;
  finalRegcode: string;
}

export interface VatRecord {
  country: Country;
  regcode: string;
  vatNumber: string;
  active: boolean;
  registeredOn: string | null;
  deregisteredOn: string | null;
}

export interface TaxRatingRecord {
  country: Country;
  regcode: string;
  rating: string;
  explanation: string | null;
  ratedOn: string | null;
}

/** An activity code of a company: NACE (LV, EE), TOL (FI), EVRK (LT). */
export interface ActivityRecord {
  country: Country;
  regcode: string;
  code: string;
  description: string | null;
  /** `NACE Rev. 2`, `NACE Rev. 2.1`, `TOL 2008`, `TOL 2025`, `EMTAK 2008` … */
  classification: string;
  isMain: boolean;
  validFrom: string | null;
}

/** One entry of a classifier (NACE/TOL code list) used to describe activity codes. */
export interface ClassifierRecord {
  classification: string;
  code: string;
  description: string;
  lang: string;
}

export interface FinancialRecord {
  country: Country;
  regcode: string;
  year: number;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string;
  revenue: number | null;
  profit: number | null;
  assets: number | null;
  equity: number | null;
  liabilities: number | null;
  employees: number | null;
  cashFlow: number | null;
  consolidated: boolean;
  /** When the statement was filed; a later filing for the same year replaces an earlier one. */
  filedAt: string | null;
  /** The register's own id of the statement. */
  statementRef: string | null;
  /**
   * A headcount-only row of a register publishing a count per quarter (EE EMTA) or month (LT Sodra:
   * each quarter's latest month with a count): the year's counts, first quarter first, null for a
   * quarter without one, up to the latest with one (EE: `employees`; LT: the last quarter ended by
   * the month of `employees`). Absent elsewhere.
   */
  quarterEmployees?: Array<number | null> | null;
}

export interface RoleRecord {
  country: Country;
  regcode: string;
  role: Role;
  /** `board_member`, `chair_of_board`, `owner`, … (lower-case register code); null when none. */
  position: string | null;
  personName: string;
  entityType: 'natural_person' | 'legal_entity';
  /** `YYYY-MM-DD` or `YYYY-MM`, as the register gives it. */
  birthDate: string | null;
  /** `DDMMYY` from a masked personal code, when the code carries a birth date. */
  birthKey: string | null;
  /** The holder's own registration number when the holder is a legal entity. */
  holderRegcode: string | null;
  /**
   * The country of the holder's register where the register says it is not the company's own
   * (domain/holder-country.ts: ISO alpha-2 of any country, or ZZ where none is named or read);
   * absent or null for a holder of the company's own country.
   */
  holderCountry?: string | null;
  since: string | null;
  until: string | null;
  sharePercent: number | null;
  shareAmount: number | null;
  shareCurrency: string | null;
  /**
   * Which person of the name the role is, where the register tells it without a birth date: a
   * value derived from RIK's hash of the personal code (importers/ee/values.ts personGroupOf),
   * the same for every role of one person. Kept in the store only, never served. Absent elsewhere.
   */
  personGroup?: string | null;
  /**
   * Whether the office acts for the company alone or only with others, and with how many
   * (domain/representation.ts: UR's officers file alone gives it). Absent elsewhere.
   */
  representation?: RepresentationType | null;
  representationWithAtLeast?: number | null;
  /**
   * A beneficial owner's nationalities, ISO alpha-2, as UR's beneficial_owners.csv gives them ([]
   * where it gives none), kept for sanctions screening only. Absent elsewhere: no other file read gives them.
   */
  nationality?: string[] | null;
}

export interface TaxDebtRecord {
  country: Country;
  regcode: string;
  amount: number;
  currency: string;
  disputedAmount: number | null;
  /** The part under a payment schedule, and the day that schedule ends (EE's list gives both). */
  scheduledAmount: number | null;
  scheduleEnds: string | null;
  debtAsOf: string | null;
}

/**
 * Every compliance flag an answer can name (API.md `flags`), most serious first: the order of
 * `flags` in an answer. The ones a register's row raises and those derived from a company's
 * status, VAT registration, tax debt or sanctions matches; field-descriptions.ts says what each means.
 * A company closed, insolvent or in liquidation says so before its tax debt and VAT: listed in API.md's
 * order, a closed company's first flag was vat_deregistered, which its closure had caused. A company
 * barred from trading (blacklisted: VID suspended its economic activity) says so next, before the tax
 * debt and the VAT registration such a suspension often ends: after them, its first flag read as a
 * VAT number struck off, where the company may not trade at all.
 */
export const COMPLIANCE_FLAGS = [
  'sanctioned', 'sanctioned_owner', 'closed', 'insolvent', 'in_liquidation', 'blacklisted', 'tax_debt', 'vat_deregistered',
  'annual_report_missing', 'annual_report_late', 'in_reorganisation', 'special_situation', 'suspended',
  'securing_measure', 'beneficial_owner_discrepancy',
] as const;
export type ComplianceFlag = (typeof COMPLIANCE_FLAGS)[number];

/** A compliance flag a register's row raises: `in_liquidation`, `insolvent`, `blacklisted`, … */
export interface FlagRecord {
  country: Country;
  regcode: string;
  flag: ComplianceFlag;
  detail: string | null;
  since: string | null;
  until: string | null;
}

/** One entry of a sanctions list (a person or an entity). */
export interface SanctionEntryRecord {
  list: string;
  entryId: string;
  reference: string | null;
  schema: 'person' | 'entity' | 'vessel' | 'aircraft' | 'other';
  name: string;
  aliases: Array<{ name: string; weak: boolean }>;
  /**
   * Registration numbers, tax ids, … each with its type and issuing country when known; a UR
   * record's link to a Latvian entity (owned_lv_entity, linked_lv_entity) also carries the
   * position the record gives the subject there, as the register writes it.
   */
  identifiers: Array<{ type: string; value: string; country: string | null; position?: string }>;
  countries: string[];
  programs: string[];
  listedOn: string | null;
  reason: string | null;
  sourceUrl: string | null;
  birthDates: string[];
  /** Each address the list gives, as one line (street, city, region, country, the list's note); [] for none. */
  addresses: string[];
  /** What the list says of the listed party beyond names and addresses, to tell it from a namesake. */
  particulars: SanctionParticulars;
}

/**
 * What a list says of an entry that tells the listed party from a namesake and the entry's age,
 * each null (or []) where the list gives none: the UN and EU lists, OFAC's remarks and FID's list
 * give some of them, UR's sanctions.csv, FID's asset-freeze table and OpenSanctions' targets none.
 */
export interface SanctionParticulars {
  /** A listed person's gender as the list gives it. */
  gender: 'male' | 'female' | null;
  /** Each place of birth the list gives, one line each (city, region, country). */
  birthPlaces: string[];
  /** The day the list last amended the entry (UN LAST_DAY_UPDATED, the EU's latest regulation). */
  amendedOn: string | null;
  /** The UN list's reference of the same listed party (the EU's unitedNationId, `CDi.001`). */
  unReference: string | null;
}
