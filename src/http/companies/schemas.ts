// Request and response schemas of the company group (spec 4.1-4.4, API.md "Resources").
import { HoldersAbroad, OWNER_ROLES, ShareSchema } from '../holders/schemas.ts';
import { Type } from 'typebox';
import { COMPANY_STATUSES, COMPLIANCE_FLAGS } from '../../domain/records.ts';
import { COUNTRIES } from '../../domain/country.ts';
import { FORMER_OFFICERS_MAX } from '../../domain/former-officers.ts';
import { HOLDINGS_LISTED_MAX } from '../../domain/holdings-listed.ts';
import {
  COMPANY_FIELDS, COMPLIANCE_SANCTION_FIELDS, FINANCIAL_AMOUNTS, FINANCIAL_FIELDS, fieldsDescribed, HEADCOUNT_FIELDS, INPUT_FIELDS, LIST_FIELDS, SANCTION_FIELDS,
} from '../../domain/field-descriptions.ts';
import {
  AUTOFILL_RECORD_EXAMPLE, COMPANY_DETAILS_EXAMPLE, COMPANY_SUMMARY_EXAMPLE, COMPLIANCE_EXAMPLE, SANCTIONS_EXAMPLE,
} from '../schemas/answer-examples.ts';
import {
  BoundedInteger, CompanyStatusSchema, CountryParam, CountrySchema, LookupCountryParam, Nullable, NullableDate, RepresentationSchema, SearchText, SourceList, TextEnum,
} from '../schemas/common.ts';
import { ListScreened, SanctionMatch } from '../schemas/sanction-match.ts';

// The parameter examples are records of the demo dataset (src/demo/notable.ts), so the reference
// page's "Try it out" answers with data on `npm start` (test/demo/examples.test.ts).
// A query's text arrives percent-encoded: one still holding an escape was encoded twice (companies/query-rules.ts).
// Said in the search's operation description, its q saying what search_companies' query says.
export const ENCODED_ONCE = 'Percent-encoded once: a text still holding an escape (R%C4%ABgas) is a 400 naming the text it reads as.';

export const SearchQuery = Type.Object({
  q: SearchText(INPUT_FIELDS.searchText, 'rigas koks'),
  limit: Type.Optional(BoundedInteger(1, 100, 20, 'Maximum results')),
  country: Type.Optional(CountryParam),
});

export const AutofillQuery = Type.Object({
  q: SearchText(`Company name, or registration or VAT number or its beginning of 4 digits or more (4000312, LV4000312, also after its label: Reģ. Nr. 40003-; fewer, as 400, are read as a word of a name or address, so a list shown at 40 may empty at 400) (at least 2 characters other than spaces, a letter or a digit among them). ${ENCODED_ONCE}`, 'tallinna ehitus'),
  limit: Type.Optional(BoundedInteger(1, 50, 10, 'Maximum results')),
  country: Type.Optional(CountryParam),
});

/** `country` of a single-company lookup: it disambiguates a regcode known in several countries. */
export const CountryQuery = Type.Object({
  country: Type.Optional(LookupCountryParam),
});

export const SanctionsQuery = Type.Object({
  country: Type.Optional(LookupCountryParam),
  candidates: Type.Optional(Type.Boolean({ description: SANCTION_FIELDS.candidatesParam, default: false })),
});

/** The compliance statement's candidates are sanctionCandidates, as in MCP get_company_compliance. */
export const ComplianceQuery = Type.Object({
  country: Type.Optional(LookupCountryParam),
  candidates: Type.Optional(Type.Boolean({ description: SANCTION_FIELDS.sanctionCandidatesParam, default: false })),
});

const C = COMPANY_FIELDS;
const F = FINANCIAL_FIELDS;
const H = HEADCOUNT_FIELDS;
const S = SANCTION_FIELDS;
const text = (description: string) => Type.String({ description });
const nullableText = (description: string) => Nullable(text(description));

const summaryFields = {
  regcode: text(C.regcode),
  country: CountrySchema,
  name: text(C.name),
  address: nullableText(C.address),
  status: CompanyStatusSchema,
  legalForm: nullableText(C.legalForm),
  legalFormEnglish: nullableText(C.legalFormEnglish),
  registeredOn: NullableDate(C.registeredOn),
};

// Nested rather than flat fields, so a form reads the street, postcode and city it fills as one unit.
const AddressParts = Nullable(Type.Object({
  street: nullableText(C.addressStreet),
  postcode: nullableText(C.addressPostcode),
  city: nullableText(C.addressCity),
  country: text(C.addressCountry),
}, { description: C.addressParts }));

const MatchedOtherName = Type.Object({
  name: text(C.otherNameText),
  kind: TextEnum(['former', 'parallel', 'auxiliary'], C.otherNameKind),
  until: NullableDate(C.otherNameUntil),
}, { description: C.matchedOtherName });

const MatchedNumber = Type.Object({
  number: text(C.matchedNumberText),
  kind: TextEnum(['other_country_code', 'predecessor', 'one_digit_off', 'number_beginning'], C.matchedNumberKind),
}, { description: C.matchedNumber });

export const CompanySummarySchema = Type.Object({
  ...summaryFields, matchedOtherName: Type.Optional(MatchedOtherName), matchedNumber: Type.Optional(MatchedNumber),
}, {
  $id: 'CompanySummary',
  description: 'A company as search lists it. A form fills in from autofillCompanies, which lists the same companies in the '
    + 'same order with the address apart (addressParts), the VAT number and the closing day',
  examples: [COMPANY_SUMMARY_EXAMPLE],
});

export const SearchResponse = Type.Object({
  results: Type.Array(Type.Ref('CompanySummary'), { description: 'Best match first' }),
  count: Type.Integer({ description: LIST_FIELDS.count }),
  searchedFor: Type.Optional(Type.String({ description: C.searchedFor })),
  holdersAbroad: Type.Optional(HoldersAbroad),
  numberNotFound: Type.Optional(Type.String({ description: C.numberNotFound })),
  numberInText: Type.Optional(Type.String({ description: C.numberInText })),
  addressInText: Type.Optional(Type.String({ description: C.addressInText })),
  categoryNotFiltered: Type.Optional(Type.String({ description: C.categoryNotFiltered })),
  nothingFound: Type.Optional(Type.String({ description: `${C.nothingFound}; where holdersAbroad is given, that the text names an owner `
    + '(or is its number, `HE398114`) the registers list that is no company here, and the request listing every company it holds (no company in LV, LT, EE or FI '
    + 'has a name matching the text, which names an owner the registers list that is no company here (holdersAbroad): Kyrenia '
    + 'Maritime Holdings Ltd (HE398114, registered in CY), holding Paldiski Sadamalogistika OÜ (EE 14850372); '
    + '/holders/HE398114/holdings?registeredIn=CY lists every company it holds)' })),
  foundIn: Type.Optional(Type.Array(CountrySchema, { description: C.foundIn })),
}, { description: 'The companies the text finds, best match first', examples: [{ results: [COMPANY_SUMMARY_EXAMPLE], count: 1 }] });

const FinancialYear = Type.Object({
  year: Type.Integer({ description: F.year }),
  periodStart: NullableDate(F.periodStart),
  periodEnd: NullableDate(F.periodEnd),
  consolidated: Type.Boolean({ description: F.consolidated }),
  currency: text(F.currency),
  ...fieldsDescribed(FINANCIAL_AMOUNTS, (description) => Nullable(Type.Number({ description }))),
});

const TaxRating = Nullable(Type.Object({
  value: text(C.taxRatingValue), valueEnglish: nullableText(C.taxRatingValueEnglish), explanation: nullableText(C.taxRatingExplanation),
  asOf: NullableDate(C.taxRatingAsOf), source: text(C.taxRatingSource),
}, { description: C.taxRating }));

// FI's prepayment and employer registers, in the details and the compliance statement alike.
const taxRegister = (description: string) => Type.Object({
  registered: Type.Boolean({ description: C.taxRegisterRegistered }),
  since: NullableDate(C.taxRegisterSince), until: NullableDate(C.taxRegisterUntil),
}, { description });
const TaxRegisters = Nullable(Type.Object({
  prepayment: taxRegister(C.taxRegisterPrepayment), employer: taxRegister(C.taxRegisterEmployer),
}, { description: C.taxRegisters }));

// LV's reorganisations: the companies at the other end, each as the store holds it.
const ReorganizedCompanies = (description: string) => Nullable(Type.Array(Type.Object({
  regcode: text(C.reorganizedRegcode), country: Nullable(TextEnum(['LV'] as const, C.reorganizedCountry)),
  name: nullableText(C.reorganizedName), status: Nullable(TextEnum(COMPANY_STATUSES, C.reorganizedStatus)),
}), { description }));

const OTHER_NAME_KINDS = ['parallel', 'auxiliary'] as const;

export const CompanyDetailsSchema = Type.Object({
  ...summaryFields,
  addressParts: AddressParts,
  registryStatus: nullableText(C.registryStatus),
  registryStatusEnglish: nullableText(C.registryStatusEnglish),
  closedOn: NullableDate(C.closedOn),
  closedOnOrBefore: NullableDate(C.closedOnOrBefore),
  succeededBy: ReorganizedCompanies(C.succeededBy),
  reorganisedFrom: ReorganizedCompanies(C.reorganisedFrom),
  legalFormCode: nullableText(C.legalFormCode),
  legalFormName: nullableText(C.legalFormName),
  formerNames: Type.Array(Type.Object({
    name: text(C.formerName), validFrom: NullableDate(C.validFrom), validTo: NullableDate(C.validTo),
  }), { description: C.formerNames }),
  otherNames: Type.Array(Type.Object({
    name: text(C.otherName),
    kind: TextEnum(OTHER_NAME_KINDS, C.otherNameListedKind),
    validFrom: NullableDate(C.otherNameFrom), validTo: NullableDate(C.otherNameTo),
  }), { description: C.otherNames }),
  website: Nullable(Type.String({ description: C.website, format: 'uri' })),
  vat: Nullable(Type.Object({
    registered: Type.Boolean({ description: C.vatRegistered }),
    number: nullableText(C.vatNumber),
    registeredOn: NullableDate(C.vatRegisteredOn),
    deregisteredOn: NullableDate(C.vatDeregisteredOn),
  }, { description: C.vat })),
  taxRegisters: TaxRegisters,
  taxRating: TaxRating,
  nace: Nullable(Type.Object({
    code: text(C.naceCode), description: nullableText(C.naceDescription), classification: text(C.naceClassification),
    section: Nullable(Type.Object({ code: text(C.naceSectionCode), title: text(C.naceSectionTitle) }, { description: C.naceSection })),
    division: Nullable(Type.Object({ code: text(C.naceDivisionCode), title: text(C.naceDivisionTitle) }, { description: C.naceDivision })),
    class: Nullable(Type.Object({ code: text(C.naceClassCode), title: text(C.naceClassTitle) }, { description: C.naceClass })),
  }, { description: C.nace })),
  officers: Type.Array(Type.Object({
    name: text(C.officerName), position: nullableText(C.position), since: NullableDate(C.officeSince),
    representation: RepresentationSchema(C.officeRepresentation),
    regcode: Type.Optional(nullableText(C.officerRegcode)),
    country: Type.Optional(Nullable(TextEnum(COUNTRIES, C.officerCountry))),
    registeredIn: Type.Optional(nullableText(C.officerRegisteredIn)),
  }), { description: C.officers }),
  formerOfficers: Type.Array(Type.Object({
    name: text(C.officerName), position: nullableText(C.position), since: NullableDate(C.officeSince), until: NullableDate(C.officeUntil),
    unlistedOn: NullableDate(C.officeUnlistedOn),
    regcode: Type.Optional(nullableText(C.formerOfficerRegcode)),
    country: Type.Optional(Nullable(TextEnum(COUNTRIES, C.officerCountry))),
    registeredIn: Type.Optional(nullableText(C.officerRegisteredIn)),
  }), { description: C.formerOfficers, maxItems: FORMER_OFFICERS_MAX }),
  owners: Type.Array(Type.Object({
    name: text(C.ownerName), regcode: nullableText(C.ownerRegcode),
    country: Nullable(TextEnum(COUNTRIES, C.ownerCountry)),
    registeredIn: nullableText(C.ownerRegisteredIn),
    role: TextEnum(OWNER_ROLES, C.ownerRole), position: nullableText(C.ownerPosition),
    share: ShareSchema(C.ownerShare),
    since: NullableDate(C.ownerSince),
  }), { description: C.owners }),
  personOwners: Nullable(Type.Object({
    count: Type.Integer({ description: C.personOwnersCount, minimum: 0 }),
    sharePercent: Nullable(Type.Number({ description: C.personOwnersShare })),
  }, { description: C.personOwners })),
  holdings: Nullable(Type.Array(Type.Object({
    regcode: text(C.holdingRegcode), country: TextEnum(COUNTRIES, C.holdingCountry), name: text(C.holdingName),
    status: TextEnum(COMPANY_STATUSES, C.holdingStatus),
    role: TextEnum(OWNER_ROLES, C.holdingRole), position: nullableText(C.holdingPosition),
    share: ShareSchema(C.holdingShare),
    since: NullableDate(C.holdingSince),
  }), { description: C.holdings, maxItems: HOLDINGS_LISTED_MAX })),
  holdingsCount: Nullable(Type.Integer({ description: C.holdingsCount, minimum: 0 })),
  financials: Type.Array(FinancialYear, { description: F.financials }),
  financialsPublished: Type.Boolean({ description: F.financialsPublished }),
  headcount: Nullable(Type.Object({
    employees: Type.Integer({ description: H.employees }), periodEnd: NullableDate(H.periodEnd), source: text(H.source),
  }, { description: H.headcount })),
  isSanctioned: Type.Boolean({ description: `${C.isSanctioned} (matches: /companies/{regcode}/sanctions)` }),
  sanctionsScreened: Type.Boolean({ description: C.sanctionsScreened }),
  // An enum, so a generated client can switch over every flag; an answer names no other (records.ts).
  flags: Type.Array(TextEnum(COMPLIANCE_FLAGS), { description: C.flags }),
  sources: SourceList(C.sources),
}, {
  $id: 'CompanyDetails', description: 'The register entry of the company with its tax, activity, financial and sanctions data',
  examples: [COMPANY_DETAILS_EXAMPLE],
});

export const SanctionsSchema = Type.Object({
  regcode: text(C.regcode),
  country: CountrySchema,
  name: text(C.name),
  isSanctioned: Type.Boolean({ description: C.isSanctioned }),
  threshold: Type.Number({ description: S.threshold }),
  algorithmVersion: nullableText(S.algorithmVersion),
  lists: Type.Array(ListScreened, { description: S.lists }),
  sanctions: Type.Array(SanctionMatch, { description: S.sanctions }),
  candidateCount: Type.Integer({ minimum: 0, description: S.candidateCount }),
  candidates: Type.Optional(Type.Array(SanctionMatch, { description: S.candidates })),
}, {
  $id: 'Sanctions', description: 'The sanctions status of the company and every match at or above the threshold',
  examples: [SANCTIONS_EXAMPLE],
});

// The statement MCP get_company_compliance gives, field for field (services/compliance.ts makes
// both): a match keeps its features here, as in the sanctions check; sanctionedHolders and
// ownersScreened MCP says in sentences beside its answer, read from the same services.
export const ComplianceSchema = Type.Object({
  regcode: text(C.regcode),
  country: CountrySchema,
  name: text(C.name),
  status: CompanyStatusSchema,
  vatNumber: nullableText(C.complianceVatNumber),
  vatRegistered: Nullable(Type.Boolean({ description: C.complianceVatRegistered })),
  taxRegisters: TaxRegisters,
  taxRating: TaxRating,
  isSanctioned: Type.Boolean({ description: C.isSanctioned }),
  sanctionsThreshold: Type.Number({ description: COMPLIANCE_SANCTION_FIELDS.sanctionsThreshold }),
  screeningAlgorithm: nullableText(COMPLIANCE_SANCTION_FIELDS.screeningAlgorithm),
  sanctions: Type.Array(SanctionMatch, { description: S.sanctions }),
  sanctionCandidateCount: Type.Integer({ minimum: 0, description: S.sanctionCandidateCount }),
  sanctionCandidates: Type.Optional(Type.Array(SanctionMatch, { description: S.sanctionCandidates })),
  sanctionLists: Type.Array(ListScreened, { description: COMPLIANCE_SANCTION_FIELDS.sanctionLists }),
  sanctionedHolders: Type.Array(Type.Object({
    name: text(C.name),
    regcode: text(C.regcode),
    country: CountrySchema,
    share: ShareSchema(C.ownerShare),
    flags: Type.Array(TextEnum(COMPLIANCE_FLAGS), { description: C.sanctionedHolderFlags }),
  }), { description: C.sanctionedHolders }),
  ownersScreened: Type.Boolean({ description: C.ownersScreened }),
  officersNotScreened: Nullable(Type.Array(Type.Object({
    name: text(C.officerNotScreenedName),
    position: nullableText(C.officerNotScreenedPosition),
  }), { description: C.officersNotScreened })),
  taxDebt: Nullable(Type.Object({
    amount: Type.Number({ description: C.taxDebtAmount }),
    currency: text(C.taxDebtCurrency),
    disputedAmount: Nullable(Type.Number({ description: C.taxDebtDisputed })),
    scheduledAmount: Nullable(Type.Number({ description: C.taxDebtScheduled })),
    scheduleEndsOn: NullableDate(C.taxDebtScheduleEndsOn),
    asOf: NullableDate(C.taxDebtAsOf),
    source: text(C.taxDebtSource),
  }, { description: C.taxDebt })),
  taxDebtPublished: Type.Boolean({ description: C.taxDebtPublished }),
  blacklisted: Type.Boolean({ description: C.blacklisted }),
  flags: Type.Array(TextEnum(COMPLIANCE_FLAGS), { description: C.flags }),
  flagDetails: Type.Array(Type.Object({
    flag: TextEnum(COMPLIANCE_FLAGS, C.flag),
    detail: nullableText(C.flagDetail),
    since: NullableDate(C.flagSince),
    source: text(C.source),
  }), { description: C.flagDetails }),
  sources: SourceList(C.complianceSources),
}, {
  $id: 'Compliance',
  description: 'The compliance statement of the company: VAT, the Finnish prepayment and employer registers, tax rating, sanctions, tax debt, blacklist status and every flag with what it is about, since when and its source',
  examples: [COMPLIANCE_EXAMPLE],
});

export const AutofillRecordSchema = Type.Object({
  regcode: text(C.regcode),
  country: CountrySchema,
  name: text(C.name),
  legalForm: nullableText(C.legalForm),
  legalFormEnglish: nullableText(C.legalFormEnglish),
  address: nullableText(C.address),
  addressParts: AddressParts,
  status: CompanyStatusSchema,
  closedOn: Type.Optional(NullableDate(C.autofillClosedOn)),
  succeededBy: Type.Optional(ReorganizedCompanies(C.autofillSucceededBy)),
  vatNumber: Type.Optional(Type.String({ description: `${C.vatNumber}; present only for a company VAT-registered today (the registers' day, as vat.registered of its details)` })),
  matchedOtherName: Type.Optional(MatchedOtherName),
  matchedNumber: Type.Optional(MatchedNumber),
}, {
  $id: 'AutofillRecord',
  description: 'A company as a form needs it. Closed companies and those in liquidation or insolvency are listed too '
    + '(an invoice to one is still written); `status` tells a form which to mark or refuse',
  examples: [AUTOFILL_RECORD_EXAMPLE],
});

export const AutofillResponse = Type.Object({
  results: Type.Array(Type.Ref('AutofillRecord'), { description: 'Best match first' }),
  count: Type.Integer({ description: LIST_FIELDS.count }),
  numberNotFound: Type.Optional(Type.String({ description: C.numberNotFound })),
  addressInText: Type.Optional(Type.String({ description: C.addressInText })),
  categoryNotFiltered: Type.Optional(Type.String({ description: C.categoryNotFiltered })),
  nothingFound: Type.Optional(Type.String({ description: C.nothingFound })),
  foundIn: Type.Optional(Type.Array(CountrySchema, { description: C.foundIn })),
}, { description: 'The companies the text finds, best match first', examples: [{ results: [AUTOFILL_RECORD_EXAMPLE], count: 1 }] });
