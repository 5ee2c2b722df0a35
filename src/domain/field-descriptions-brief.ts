// The short forms of the field descriptions the MCP tools' output schemas show. A client hands
// its model every tool's schemas (tools/list) at the start of every session, before anything is
// asked: with the full texts of field-descriptions.ts that was 47 KB. A model needs what a value
// is and the traps in reading it (a null or an empty list that says nothing, amounts in whole
// units, false meaning "not on the lists screened"); how each register dates or words a value,
// which field of its file it is, stays in the REST reference (OpenAPI), which shows the full
// texts. A field without a short form here is shown in its full text, short already.
import {
  COMPANY_FIELDS, FINANCIAL_AMOUNTS, FINANCIAL_FIELDS, HEADCOUNT_FIELDS, SANCTION_FIELDS,
} from './field-descriptions.ts';
import { COMPLIANCE_FLAGS, type ComplianceFlag } from './records.ts';
import { FORMER_OFFICERS_YEARS } from './former-officers.ts';

// Each flag in a few words, or the field of the compliance answer that says it (status, isSanctioned,
// blacklisted, taxDebt, vatRegistered), where the list said it again: 1,065 of the schema's bytes,
// read by every model before anything is asked. What a flag is about is flagDetails' for each.
const FLAG_MEANINGS_BRIEF: Record<ComplianceFlag, string> = {
  sanctioned: 'as isSanctioned',
  sanctioned_owner: 'an owner matches',
  closed: 'status closed',
  insolvent: 'status insolvency',
  in_liquidation: 'status liquidation',
  blacklisted: 'see blacklisted',
  tax_debt: 'see taxDebt',
  vat_deregistered: 'see vatRegistered',
  // Which LT list, since when and what sets blacklisted are the REST reference's (field-descriptions.ts).
  annual_report_missing: 'see blacklisted',
  annual_report_late: 'LT: annual statements overdue',
  in_reorganisation: 'LV legal protection, TAP or other restructuring; trading on, not an insolvency',
  special_situation: 'FI: another open situation the register records',
  suspended: 'LV: a suspension or prohibition the register records',
  securing_measure: 'LV: a seizure or like measure ordered',
  beneficial_owner_discrepancy: 'EE: a discrepancy notice on its beneficial owners',
};

const FLAG_VALUES_BRIEF = COMPLIANCE_FLAGS.map((flag) => `${flag} (${FLAG_MEANINGS_BRIEF[flag]})`).join(', ');

export const COMPANY_FIELDS_BRIEF = {
  ...COMPANY_FIELDS,
  regcode: 'Registration number as the register writes it',
  address: 'Legal address on one line, postcode included (FI: the street address, else the postal one)',
  addressParts: 'The address split as a form takes it; null when the register gives no address',
  addressStreet: 'Street, house and apartment (FI also a PO box, PL n); null where the register gives none',
  addressPostcode: 'Postcode (LV-1010, LT-09945, 10117, 00773); null where the register gives none',
  addressCity: 'Town, village or parish (LV, LT), settlement (EE), post office (FI); null where the register gives none',
  addressCountry: 'Country code of the address (an FI company\'s may lie abroad)',
  status: 'Normalised company status',
  registeredOn: 'Registration date',
  matchedOtherName: 'Present only when the query matched another name of the company: that name, its kind and the day it ended',
  otherNameUntil: 'The day the name ended; null for a name in use or where the register gives no day',
  matchedNumber: 'Present only when the query found the company by another number than typed',
  matchedNumberText: 'The company\'s number the query was read as, or its predecessor\'s',
  matchedNumberKind: 'other_country_code: typed number invalid in its code\'s country; predecessor: code of a company merged into it; number_beginning: its number begins with the digits typed',
  registryStatus: "Status in the register's own words and language; null where the register gives none",
  registryStatusEnglish: 'registryStatus in English; null where there is none (status still gives the normalised state)',
  succeededBy: 'LV: the companies it merged or split into; [] none; null outside LV',
  reorganisedFrom: 'LV: the companies merged or split into it; [] none; null outside LV',
  reorganizedName: 'Null: not held',
  reorganizedStatus: 'Null: not held',
  reorganizedRegcode: 'Registration number',
  reorganizedCountry: 'LV; null: registered abroad, country not named',
  closedOn: "Date the company was struck off (EE: RIK's deletion day, null where none is given; FI: a later day announced, status active until then)",
  closedOnOrBefore: 'Of a closed company whose register gives no day (closedOn null; EE: found gone): the latest day it can have closed on; null otherwise',
  officersNotScreened: 'Persons in office compared with no sanctions list, as the register gives no birth date: report them as not screened. '
    + '[] where all were compared; null where no officers are held (LT, FI) or no list imported',
  officerNotScreenedName: "As in the details' officers",
  officerNotScreenedPosition: "As in the details' officers",
  legalForm: 'Legal form, abbreviated (SIA, OÜ, UAB, Oy); the full name for a form with no abbreviation',
  legalFormEnglish: 'The legal form in English (Limited liability company); null for a form not listed',
  legalFormCode: "The register's code of the legal form (LV SIA, EE OÜ, LT 310, FI 16)",
  legalFormName: "The register's full name of the legal form, in its language; null where the register gives none",
  otherNames: 'FI only: parallel names (the name in Swedish or English) and auxiliary trade names, names in use first; '
    + 'empty in LV, EE and LT',
  website: 'Website, an http(s) link; FI and EE only, else null',
  vatRegisteredOn: 'VAT registration date; null in EE (no dates published)',
  taxDebtDisputed: 'EE: part disputed; null if not given',
  taxDebtScheduled: 'EE: part under a payment schedule; null if not given',
  taxDebtScheduleEndsOn: "EE: the schedule's last day; null if none",
  taxDebtPublished: 'Whether a list held shows its tax debt: false where none is held (unknown, not none), and for an EE FIE not listed',
  vatDeregisteredOn: 'VAT deregistration date, also one ahead; null in EE (no dates published)',
  taxRatingValueEnglish: "The letter's meaning, in English; null if unknown",
  taxRatingExplanation: "The State Revenue Service's explanation of the rating, in Latvian; null where it gives none",
  naceDescription: "Name of the activity in the register's language (FI in English); null where the service holds no names of the classification",
  naceSection: "NACE section: letter, official English title (Rev. 2.1's for a Rev. 2.1, EMTAK or TOL 2025 code); null if not known",
  naceDivision: "NACE division: the code's first two digits, official English title; null with section",
  naceSectionCode: 'Letter',
  naceSectionTitle: 'In English',
  naceDivisionCode: 'Two digits',
  naceDivisionTitle: 'In English',
  naceClass: "NACE class: the code's first four digits, official English title; null with section or where the revision has no such class",
  naceClassCode: 'NN.NN',
  naceClassTitle: 'In English',
  officers: "Board members and other officers in office today (an LV sole trader's owner with position owner, a partnership's general partners with position general_partner); "
    + "empty where the country's register publishes no officers (LT and FI), and an empty list then says nothing about the company",
  formerOfficers: `Offices ended within the last ${FORMER_OFFICERS_YEARS} years, latest first: EE's and an LV partnership's with the register's end `
    + '(until), other LV offices, whose register gives no end, with unlistedOn. LT and FI publish no officers: an empty list there says nothing',
  officeUntil: 'Last day in office, as the register dates it; null where it gives none',
  officerRegcode: 'Only for an officer that is a legal entity, absent for a person: its registration number; null if none',
  officerCountry: 'With regcode, get_company_details of the officer; null if not held here',
  officerRegisteredIn: "ISO code of the officer's register's country; null if unnamed",
  officeRepresentation: 'LV: whether the officer signs for the company alone or only jointly; null where the register gives none',
  representationType: 'jointly_with_all: with all other board members; jointly_with_at_least: with withAtLeast others at least',
  representationWithAtLeast: 'Null but for jointly_with_at_least',
  formerOfficerRegcode: 'As in officers; with country and registeredIn null if not recorded',
  officeUnlistedOn: 'LV: date of the first register file without the office, which ended on or before it; null where until is given',
  owners: 'Legal entities holding the company today (members, stockholders, partners); persons are only counted (personOwners). '
    + 'Empty where the register lists none (LT, FI, an EE AS): then says nothing',
  ownerName: "Holder's name",
  ownerRegcode: "Holder's registration number (a foreign one as its register gives it); null if none",
  ownerCountry: 'With regcode, get_company_details of the holder; null if not held here',
  ownerRegisteredIn: "ISO code of the holder's register's country, any; null if unnamed",
  ownerRole: 'member, or stockholder (LV AS)',
  ownerPosition: 'null, joint_owner (share: the whole joint holding), co_owner, general_partner, limited_partner',
  ownerShare: 'null where the register gives none',
  ownerSharePercent: 'Percent of the capital; null if not known',
  ownerShareAmount: 'Nominal value',
  personOwners: 'Natural persons holding it, unnamed; null if unlisted (LT, FI, closed)',
  personOwnersCount: 'How many',
  personOwnersShare: 'Their percent together; null if any has none',
  // Which registers' owners an answer's holdings are read from (field-descriptions.ts: UR names no country of a
  // holder abroad): "as the LV and EE registers list their owners" read as an EE company's LV holdings being known.
  holdings: 'Companies it holds today (an LV company\'s in LV and EE, another\'s in EE only); the first 100; null if no register here lists owners',
  holdingsCount: 'How many in all',
  holdingRegcode: 'With country, get_company_details of the company held',
  holdingCountry: 'LV or EE',
  holdingName: 'Its name',
  holdingStatus: 'Its status',
  holdingRole: 'member, or stockholder (LV AS)',
  holdingPosition: 'As in owners',
  holdingShare: 'As in owners',
  sources: 'Source files of this answer, also those an empty part was sought in (not VAT registered, no annual report, no headcount)',
  complianceSources: 'Source files of this statement, also the VAT list, flag registers and tax-debt list it was sought in',
  position: 'Position, e.g. board_member, chair_of_board, supervisory_board_member, procurator, owner, general_partner; '
    + "an EE role the service has no name for keeps the register's Estonian wording",
  isSanctioned: 'A sanctions match at or above the threshold (a candidate for review alone never is); false only says no match on the lists screened '
    + '(sanctionLists of get_company_compliance; none where no list is imported)',
  sanctionsScreened: 'False where no sanctions list has been imported: the company was not screened and isSanctioned '
    + 'false says nothing about it',
  vatRegistered: 'VAT registered today',
  taxRegisters: 'FI prepayment and employer registers; registered false: not in it (a payer withholds tax); null outside FI',
  taxRegisterPrepayment: 'Prepayment register',
  taxRegisterEmployer: 'Employer register',
  taxRegisterRegistered: 'In it today',
  taxRegisterSince: 'First day',
  taxRegisterUntil: 'Last day',
  complianceVatRegistered: "VAT registered today; null where the service holds no VAT data of the company's country (unknown, not false)",
  flags: `Compliance flags in force today, most serious first: ${FLAG_VALUES_BRIEF}`,
  flagDetails: 'Each flag: what it is about, since when, its source; last, any announced for a later day, not in flags',
  flag: 'The flag (see flags)',
  // The REST reference names the sources giving no day and the two LT lists behind blacklisted.
  flagSince: 'Since when',
  blacklisted: 'On a list in force of companies a register warns about: in LV the State Revenue Service suspended the '
    + 'company\'s economic activity (flag blacklisted), in LT the register lists an annual financial statement not filed '
    + '(flag annual_report_missing). Always false in EE and FI, which publish no such list',
  /** get_company_details' flags: their names; get_company_compliance explains each. */
  flagNames: `Compliance flags in force today, most serious first: ${COMPLIANCE_FLAGS.join(', ')}; `
    + 'what each means and is about: get_company_compliance',
  flagDetail: 'What the flag is about: the lists naming the company or an owner, the amount of a tax debt, '
    + "the register's wording of a status, its English in brackets where known",
} as const satisfies Record<keyof typeof COMPANY_FIELDS | 'flagNames', string>;

export const FINANCIAL_AMOUNTS_BRIEF = {
  ...FINANCIAL_AMOUNTS,
  employees: "Average employees as the annual report states it, else the tax or social-insurance register's count "
    + 'for the year; null where neither gives one',
  cashFlow: 'Net change in cash over the year; null where the statement gives none, always in EE and LT',
} as const satisfies Record<keyof typeof FINANCIAL_AMOUNTS, string>;

export const FINANCIAL_FIELDS_BRIEF = {
  ...FINANCIAL_FIELDS,
  ...FINANCIAL_AMOUNTS_BRIEF,
  financials: 'Every year with an annual report, newest first (an empty list: see financialsPublished)',
  financialsPublished: "false where the service holds no annual reports of the company's country: no financial year "
    + 'then says nothing about the company',
  // Which of two years closed in one calendar year is listed stays in the REST reference (year's full text).
  year: 'Financial year',
  periodStart: 'First day of the financial year: a first year or a change of year end may not span twelve months',
  consolidated: "true: the group's figures (consolidated), shown only where the company filed none of its own for the year",
  currency: 'EUR (LVL: LV before 2014, LTL: LT before 2015), unconverted. Amounts are whole units of it '
    + '(revenue 5487953 is 5,487,953 EUR), never thousands',
} as const satisfies Record<keyof typeof FINANCIAL_FIELDS, string>;

export const HEADCOUNT_FIELDS_BRIEF = {
  ...HEADCOUNT_FIELDS,
  headcount: 'Latest employee count of the tax or social-insurance register, often newer than the last annual report; '
    + 'null where none is published',
  periodEnd: 'Last day of the period counted (LV a tax year, EE a quarter, LT a month)',
} as const satisfies Record<keyof typeof HEADCOUNT_FIELDS, string>;

export const SANCTION_FIELDS_BRIEF = {
  ...SANCTION_FIELDS,
  lists: 'The lists screened and the date of each, one entry per list and source',
  list: "EU, UN, OFAC, LV (FID's national list or asset-freeze table), LV-UR (the Latvian register's own) or OpenSanctions",
  listAsOf: "The date the list gives itself (EU, UN, LV's national list), else the day it was downloaded (OFAC, FID's "
    + "asset-freeze table, the Latvian register's file, OpenSanctions): how recent the copy is",
  sanctionCandidates: 'Only with candidates: true: the weaker matches kept for a reviewer, scored from 0.8 up to '
    + 'sanctionsThreshold (a listed officer or minority holder, for review alone, at any), strongest first; none of them makes the company sanctioned',
  entryId: "The entry's identifier in its source; with source, what names the entry in a record of the check",
  entrySource: 'Source the entry was imported from, e.g. sanctions.eu',
  matchedOn: 'What matched; owner: a sanctioned beneficial owner, majority or sole member or stockholder, owner of a sole trader, or general partner',
  reason: "Reason given by the list (FID's asset-freeze table: what is frozen and because of whom)",
  entryName: "The list's main name of the entry; differs from matchedName when an alias matched",
  explanation: 'What the match rests on, in one sentence',
  addresses: "The entry's addresses, one line each, to tell the listed party from a namesake; [] none listed, null not yet imported",
  particulars: 'To tell the listed party from a namesake; null not yet imported',
  copyOf: "The Latvian register's copy (sanctions.ur) of another match's entry: that match, one listing to count once; else null",
  copyOfSource: 'Its source',
  copyOfEntryId: 'Its entryId',
  gender: 'null: none given',
  birthPlaces: 'One line each',
  amendedOn: 'Last amended',
  unReference: "The same party's UN reference",
} as const satisfies Record<keyof typeof SANCTION_FIELDS, string>;
