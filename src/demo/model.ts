// The country-neutral model of the demo dataset: companies, persons, roles, financial years and
// sanctions-list entries. The generator fills it once per seed; each writer renders it in one
// register's official file formats. Nothing here knows a file format.
import type { Country } from '../domain/country.ts';
import type { NaceClass } from './names/nace.ts';

export type CompanyKind = 'company' | 'sole' | 'partnership' | 'nonprofit';

export type DemoStatus = 'active' | 'liquidation' | 'insolvency' | 'closed';

/** The two snapshots the demo loads: the files as of two days ago, then the files of today. */
export type Snapshot = 'previous' | 'current';

export interface DemoAddress {
  street: string;
  house: string;
  flat: string | null;
  /** FI entrance letter (`A`); null elsewhere. */
  entrance: string | null;
  /** The town; EE the municipality as ADS writes it (`Tallinn`, `Tartu linn`, `Lääne-Harju vald`), its settlement in `district`. */
  city: string;
  /** Digits only, without the country prefix (`1010` for LV-1010, `00100` in Finland). */
  postcode: string;
  /** EE county (`Harju maakond`); FI Swedish city name; null elsewhere. */
  region: string | null;
  /** EE city district or settlement within `city` (`Kesklinna linnaosa`, `Paldiski linn`); null elsewhere. */
  district: string | null;
  /** ATVK (LV), EHAK (EE), municipality code (FI); null in LT. */
  regionCode: string | null;
  /** FI: the country code YTJ gives an address abroad (`SE`), written as its postal address alone; absent in the country. */
  abroad?: string;
  /**
   * LV, LT: the municipality and parish (eldership) a rural address begins with, written before
   * `city` as the register writes them (`Madonas nov.`, `Ērgļu pag.`; `Kauno r. sav.`, `Garliavos
   * apyl. sen.`); `city` is then the village, or empty for a farmstead in no village, whose name is
   * `street` with an empty `house` (`"Kalnieši"`). Absent for an address in a town.
   */
  units?: readonly string[];
}

export interface DemoFinancialYear {
  year: number;
  periodStart: string;
  periodEnd: string;
  currency: string;
  revenue: number;
  profit: number;
  assets: number;
  equity: number;
  liabilities: number;
  employees: number;
  /** Net change in cash over the year. */
  cashFlow: number;
  cash: number;
  /** When the statement was filed with the register. */
  filedOn: string;
}

export interface DemoVat {
  number: string;
  registeredOn: string;
  deregisteredOn: string | null;
}

export interface DemoCompany {
  id: number;
  country: Country;
  regcode: string;
  /** The register's short legal-form code: `SIA`, `UAB`, `OÜ`, `Oy` … */
  legalForm: string;
  /** What the legal form is, whatever the country: decides roles, VAT and financial statements. */
  kind: CompanyKind;
  /** The name without the legal form (`Rīgas Koks`). */
  coreName: string;
  /** The full name as the register writes it (`SIA "Rīgas Koks"`, `Tallinna Ehitus OÜ`). */
  name: string;
  status: DemoStatus;
  /** EE companies closed today were in liquidation in the previous snapshot and are absent now. */
  previousStatus: DemoStatus | null;
  /** Start of liquidation or insolvency. */
  statusSince: string | null;
  registeredOn: string;
  closedOn: string | null;
  address: DemoAddress;
  vat: DemoVat | null;
  /** LV VID taxpayer rating (the file's update day is the snapshot's). */
  taxRating: { rating: string; explanation: string } | null;
  nace: NaceClass | null;
  financials: DemoFinancialYear[];
  formerName: { name: string; validFrom: string; validTo: string } | null;
  /** FI: a parallel name in the other official language (YTJ names type 2), registered with the company. */
  parallelName?: string;
  /** FI and EE: the website as YTJ or RIK writes it (www.example.fi, now and then with https://); absent elsewhere. */
  website?: string | null;
  /** EE EMTA tax debt in EUR, when listed. */
  taxDebt: number | null;
  /** LT: a JAR status code beyond the four the statuses map to (`26` Likviduojamas dėl bankroto, an insolvency). */
  ltStatusCode?: string;
  /** LV: VID suspended its economic activity from `from` until `until` (Aizliegts_veikt_darijumus_no, _lidz). */
  vidSuspension?: { decided: string; from: string; until: string };
  /** Which snapshots hold the company. */
  inPrevious: boolean;
  inCurrent: boolean;
}

export interface DemoPerson {
  id: number;
  firstName: string;
  lastName: string;
  gender: 'm' | 'f';
  /** ISO date; every person has one, each register shows what it shows of it. */
  birthDate: string;
  /** Where the person lives: decides the spelling of the name and which codes exist. */
  residence: 'LV' | 'EE' | 'FI' | 'LT';
  /** ISO alpha-2, several (a dual national) joined by `;` as UR's beneficial-owners file writes them (`LV;RU`). */
  nationality: string;
  /** The masked Latvian personal code as UR writes it (`150384-*****`, `32xxxx-*****`), LV residents only. */
  lvMaskedCode: string | null;
  /** How UR writes this person's `birth_date`: full, year-month only, or left empty. */
  lvBirthDateForm: 'full' | 'month' | 'none';
  /**
   * Whether RIK's files give this person's `synniaeg`: since its personal codes left the open data
   * (2024-11-01) most persons of current dumps have none. Absent: given.
   */
  eeBirthDateShown?: boolean;
  /**
   * The hash of the personal code RIK's person files give in its place (`isikukood_hash`), written
   * only where set: the notable person without a birth date, so the check can tell which of the
   * roles of her name are hers. Absent: the row has no such key.
   */
  eeCodeHash?: string;
  /**
   * Made by hand (notable.ts and the notable builders), the same on every build day, where a drawn
   * person's roles move with the day: the only people the documentation may name (a test holds it).
   * Absent: drawn. Read by no writer.
   */
  notable?: true;
}

/** A holder of another country than the four, as RIK writes it: its number there and its country. */
export interface DemoHolderAbroad {
  name: string;
  number: string;
  /** valis_kood_riik (a code), and valis_kood_riik_tekstina (the Estonian name); null where not written. */
  riik: string | null;
  riikText: string | null;
}

export type DemoRoleKind = 'officer' | 'member' | 'stockholder' | 'beneficial_owner' | 'micro_enterprise';

export interface DemoRole {
  id: number;
  company: DemoCompany;
  kind: DemoRoleKind;
  /** The register's own position code (`BOARD_MEMBER`, `OWNER`, `JUHL`, `OSAN`). */
  position: string;
  /** A natural person, or null when the holder is a legal entity. */
  person: DemoPerson | null;
  holder: DemoCompany | null;
  /** A legal entity of a register the demo holds no company of (written by the EE writer only). */
  holderAbroad?: DemoHolderAbroad;
  since: string;
  /**
   * The day the office ended, where the register publishes it (RIK's `lopp_kpv`, written by the EE
   * writer only: UR's officers file lists current officers alone). Null: still held.
   */
  until: string | null;
  sharePercent: number | null;
  shareCount: number | null;
  /** Nominal value of one share. */
  shareNominal: number | null;
  /** LV members held jointly: roles with the same group id are one `JOINT_OWNERS` row. */
  jointGroup: number | null;
  inPrevious: boolean;
  /**
   * False for an office the register's file of two days ago listed and today's no longer does (UR's
   * officers file lists current officers only): the second import records it as a departure. Absent: listed.
   */
  inCurrent?: boolean;
  /**
   * A beneficial owner against whose register data a discrepancy notice was filed (RIK's
   * lahknevusteade_esitatud true, written by the EE writer only). Absent: none (false).
   */
  discrepancyNotice?: true;
}

export type SanctionList = 'EU' | 'UN' | 'OFAC';

export interface DemoSanctionEntry {
  list: SanctionList;
  /** EU logicalId, UN DATAID, OFAC ent_num. */
  id: number;
  reference: string;
  kind: 'entity' | 'person';
  /** Whole name; persons also carry first and last name. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  aliases: string[];
  birthDate: string | null;
  /** A registration number with its issuing country (ISO 3166 alpha-2). */
  regNumber: { value: string; country: string } | null;
  country: string;
  program: string;
  listedOn: string;
  reason: string;
  /** Why the demo holds it: what a screening must (or must not) find. */
  purpose: 'regcode' | 'name' | 'former_name' | 'owner' | 'near_miss' | 'candidate' | 'other';
}

export interface DemoDataset {
  seed: number;
  /** The load instant (ISO) and its registers' (Riga's) day; the previous snapshot is two days older. */
  now: string;
  today: string;
  previousDay: string;
  companies: DemoCompany[];
  persons: DemoPerson[];
  roles: DemoRole[];
  sanctions: DemoSanctionEntry[];
}

/** The companies of one country present in a snapshot, in regcode order (files are sorted). */
export function companiesIn(data: DemoDataset, country: Country, snapshot: Snapshot): DemoCompany[] {
  return data.companies.filter((c) => c.country === country && (snapshot === 'current' ? c.inCurrent : c.inPrevious));
}

export function rolesIn(data: DemoDataset, country: Country, snapshot: Snapshot): DemoRole[] {
  return data.roles.filter((r) => r.company.country === country
    && (snapshot === 'current' ? r.company.inCurrent && r.inCurrent !== false : r.inPrevious && r.company.inPrevious));
}

/** The status a company shows in a snapshot. */
export function statusIn(c: DemoCompany, snapshot: Snapshot): DemoStatus {
  return snapshot === 'previous' && c.previousStatus ? c.previousStatus : c.status;
}
