// Request and response schemas of the company group (spec 4.1-4.4, API.md "Resources").
import { Type } from 'typebox';
import {
  BoundedInteger, CompanyStatusSchema, CountryParam, CountrySchema, IsoDate, Nullable, SearchText,
} from '../schemas/common.ts';

export const SearchQuery = Type.Object({
  q: SearchText('Name, address, or registration or VAT number or its beginning (4000312, LV4000312) (at least 2 characters other than spaces, a letter or a digit among them)'),
  limit: Type.Optional(BoundedInteger(1, 100, 20, 'Maximum results')),
  country: Type.Optional(CountryParam),
});

export const AutofillQuery = Type.Object({
  q: SearchText('Company name, or registration or VAT number or its beginning (4000312, LV4000312) (at least 2 characters other than spaces, a letter or a digit among them)'),
  limit: Type.Optional(BoundedInteger(1, 50, 10, 'Maximum results')),
  country: Type.Optional(CountryParam),
});

/** `country` of a single-company lookup: it disambiguates a regcode known in several countries. */
export const CountryQuery = Type.Object({
  country: Type.Optional(CountryParam),
});

const summaryFields = {
  regcode: Type.String(),
  country: CountrySchema,
  name: Type.String(),
  address: Nullable(Type.String()),
  status: CompanyStatusSchema,
  legalForm: Nullable(Type.String()),
  registeredOn: Nullable(IsoDate),
};

export const CompanySummarySchema = Type.Object(summaryFields, { $id: 'CompanySummary' });

export const SearchResponse = Type.Object({
  results: Type.Array(Type.Ref('CompanySummary')),
  count: Type.Integer(),
});

const FinancialYear = Type.Object({
  year: Type.Integer(),
  periodEnd: Nullable(IsoDate),
  currency: Type.String(),
  revenue: Nullable(Type.Number()),
  profit: Nullable(Type.Number()),
  assets: Nullable(Type.Number()),
  equity: Nullable(Type.Number()),
  liabilities: Nullable(Type.Number()),
  employees: Nullable(Type.Number()),
  cashFlow: Nullable(Type.Number()),
});

export const CompanyDetailsSchema = Type.Object({
  ...summaryFields,
  registryStatus: Nullable(Type.String({ description: "The registry's own status wording" })),
  closedOn: Nullable(IsoDate),
  legalFormCode: Nullable(Type.String()),
  formerNames: Type.Array(Type.Object({
    name: Type.String(), validFrom: Nullable(IsoDate), validTo: Nullable(IsoDate),
  })),
  vat: Nullable(Type.Object({
    registered: Type.Boolean(),
    number: Nullable(Type.String()),
    registeredOn: Nullable(IsoDate),
    deregisteredOn: Nullable(IsoDate),
  })),
  taxRating: Nullable(Type.Object({ value: Type.String(), asOf: Nullable(IsoDate), source: Type.String() })),
  nace: Nullable(Type.Object({
    code: Type.String(), description: Nullable(Type.String()), classification: Type.String(),
  })),
  officers: Type.Array(Type.Object({
    name: Type.String(), position: Nullable(Type.String()), since: Nullable(IsoDate),
  })),
  financials: Type.Array(FinancialYear, { description: 'Every known year, newest first' }),
  isSanctioned: Type.Boolean(),
  flags: Type.Array(Type.String(), { description: 'Compliance flags: sanctioned, sanctioned_owner, tax_debt, vat_deregistered, in_liquidation, insolvent, closed, blacklisted, annual_report_missing, …' }),
  sources: Type.Array(Type.Object({ name: Type.String(), asOf: Nullable(IsoDate) })),
}, { $id: 'CompanyDetails' });

const SanctionMatch = Type.Object({
  list: Type.String(),
  program: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  listedOn: Nullable(IsoDate),
  reason: Nullable(Type.String()),
  matchedOn: Type.Enum(['registration_number', 'name', 'owner']),
  matchedName: Nullable(Type.String()),
  score: Type.Number({ minimum: 0, maximum: 1 }),
  features: Type.Object({}, { additionalProperties: true, description: 'What the score is made of' }),
  sourceUrl: Nullable(Type.String()),
});

export const SanctionsSchema = Type.Object({
  regcode: Type.String(),
  country: CountrySchema,
  isSanctioned: Type.Boolean(),
  threshold: Type.Number({ description: 'Score at or above which a match counts as sanctioned' }),
  algorithmVersion: Nullable(Type.String()),
  lists: Type.Array(Type.Object({ list: Type.String(), source: Type.String(), asOf: Nullable(IsoDate) })),
  sanctions: Type.Array(SanctionMatch),
}, { $id: 'Sanctions' });

export const AutofillRecordSchema = Type.Object({
  regcode: Type.String(),
  country: CountrySchema,
  name: Type.String(),
  address: Nullable(Type.String({ description: 'Full legal address as one line' })),
  vatNumber: Type.Optional(Type.String({ description: 'Present only for a VAT-registered company' })),
}, { $id: 'AutofillRecord' });

export const AutofillResponse = Type.Object({
  results: Type.Array(Type.Ref('AutofillRecord')),
  count: Type.Integer(),
});
