// The zod schemas of the MCP tools, declared once. Input bounds match the REST routes (API.md);
// output schemas mirror the service views of src/services/views.ts. The SDK publishes output
// schemas with `additionalProperties: false`, so a tool parses its view through its output
// schema (zod strips unknown keys) and never sends a field a client would reject.
import * as z from 'zod';
import { COUNTRIES } from '../domain/country.ts';
import { COMPANY_STATUSES } from '../domain/records.ts';

export const REGCODE_FORMATS =
  'LV 11 digits (40003032949), EE 8 digits (10137025), LT 9 digits (110053842), ' +
  'FI business ID NNNNNNN-N (0112038-9, the hyphen may be left out); ' +
  'a VAT number (LV40003032949, FI01120389, EE100247019) is accepted too';

// ---- inputs ----

export const countryInput = z.enum(COUNTRIES, { error: 'country must be one of LV, LT, EE, FI' })
  .optional()
  .describe('Country of the register: LV (Latvia), LT (Lithuania), EE (Estonia) or FI (Finland). Leave out to search or look up all four.');

export const queryInput = z.string({ error: 'query must be a text of at least 2 characters' })
  .min(2, { error: 'query must be at least 2 characters: a company name, address or registration number' })
  .max(200, { error: 'query must be at most 200 characters: a name, an address or one number' })
  .describe('Company name (any word order, diacritics optional), address, or registration/VAT number. 2 to 200 characters.');

export const limitInput = z.number({ error: 'limit must be a whole number from 1 to 100' })
  .int({ error: 'limit must be a whole number from 1 to 100' })
  .min(1, { error: 'limit must be at least 1' })
  .max(100, { error: 'limit must be at most 100' })
  .default(20)
  .describe('Most results to return, 1 to 100 (default 20).');

export const regcodeInput = z.string({ error: `regcode must be a text: ${REGCODE_FORMATS}` })
  .min(1, { error: `regcode is empty: ${REGCODE_FORMATS}` })
  .max(40, { error: `regcode is too long: ${REGCODE_FORMATS}` })
  .describe(`Registration number of the company: ${REGCODE_FORMATS}.`);

export const yearsInput = z.number({ error: 'years must be a whole number from 1 to 50' })
  .int({ error: 'years must be a whole number from 1 to 50' })
  .min(1, { error: 'years must be at least 1' })
  .max(50, { error: 'years must be at most 50' })
  .optional()
  .describe('How many of the most recent financial years to return, 1 to 50. Leave out for every known year.');

// ---- outputs ----

const country = z.enum(COUNTRIES);
const date = z.string().nullable();

export const companySummaryOutput = z.object({
  regcode: z.string(),
  country,
  name: z.string(),
  address: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  legalForm: z.string().nullable(),
  registeredOn: date,
});

export const searchOutput = z.object({
  count: z.number().int(),
  results: z.array(companySummaryOutput),
});

export const financialYearOutput = z.object({
  year: z.number().int(),
  periodEnd: date,
  currency: z.string(),
  revenue: z.number().nullable(),
  profit: z.number().nullable(),
  assets: z.number().nullable(),
  equity: z.number().nullable(),
  liabilities: z.number().nullable(),
  employees: z.number().nullable(),
  cashFlow: z.number().nullable(),
});

const taxRatingOutput = z.object({ value: z.string(), asOf: date, source: z.string() }).nullable();

export const companyDetailsOutput = companySummaryOutput.extend({
  registryStatus: z.string().nullable(),
  closedOn: date,
  legalFormCode: z.string().nullable(),
  formerNames: z.array(z.object({ name: z.string(), validFrom: date, validTo: date })),
  vat: z.object({ registered: z.boolean(), number: z.string().nullable(), registeredOn: date, deregisteredOn: date }).nullable(),
  taxRating: taxRatingOutput,
  nace: z.object({ code: z.string(), description: z.string().nullable(), classification: z.string() }).nullable(),
  officers: z.array(z.object({ name: z.string(), position: z.string().nullable(), since: date })),
  /** Only the newest year here; get_company_financials gives every year. */
  latestFinancials: financialYearOutput.nullable(),
  isSanctioned: z.boolean(),
  sources: z.array(z.object({ name: z.string(), asOf: date })),
});

export const financialsOutput = z.object({
  regcode: z.string(),
  country,
  name: z.string(),
  count: z.number().int(),
  financials: z.array(financialYearOutput),
});

const sanctionMatchOutput = z.object({
  list: z.string(),
  program: z.string().nullable(),
  reference: z.string().nullable(),
  listedOn: date,
  reason: z.string().nullable(),
  matchedOn: z.enum(['registration_number', 'name', 'owner']),
  matchedName: z.string().nullable(),
  score: z.number(),
  /** Why the screening scored the match as it did (name similarity, identifiers, dates). */
  features: z.record(z.string(), z.unknown()),
  sourceUrl: z.string().nullable(),
});

export const complianceOutput = z.object({
  regcode: z.string(),
  country,
  name: z.string(),
  status: z.enum(COMPANY_STATUSES),
  vatNumber: z.string().nullable(),
  vatRegistered: z.boolean().nullable(),
  taxRating: taxRatingOutput,
  isSanctioned: z.boolean(),
  sanctions: z.array(sanctionMatchOutput),
  taxDebt: z.object({ amount: z.number(), currency: z.string(), asOf: date, source: z.string() }).nullable(),
  taxDebtPublished: z.boolean(),
  blacklisted: z.boolean(),
  flags: z.array(z.object({ flag: z.string(), detail: z.string().nullable(), since: date, source: z.string() })),
});
