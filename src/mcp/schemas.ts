// The zod schemas of the MCP tools, declared once. Input bounds match the REST routes (API.md);
// output schemas mirror the service views of src/services/views.ts. The SDK publishes output
// schemas with `additionalProperties: false`, so a tool parses its view through its output
// schema (zod strips unknown keys) and never sends a field a client would reject.
import * as z from 'zod';
import { COUNTRIES, countryFromInput } from '../domain/country.ts';
import { holdsLetterOrDigit, twoVisibleCharacters } from '../domain/text-input.ts';
import { COMPANY_STATUSES } from '../domain/records.ts';

export const REGCODE_FORMATS =
  'LV 11 digits (40003032949), EE 8 digits (10137025), LT 9 digits (110053842), ' +
  'FI business ID NNNNNNN-N (0112038-9, the hyphen may be left out); ' +
  'a VAT number (LV40003032949, FI01120389, EE100247019) is accepted too';

// ---- inputs ----
// Models often send a registration number as a JSON number and a count as a string. Both are
// taken as meant; the published schema still says string / integer (zod emits the inner type).
const textFromNumber = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v);
const numberFromDigits = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v);

// `lv` is LV, as on the REST API (domain/country.ts); the published schema lists the capitals.
export const countryInput = z.preprocess(countryFromInput, z.enum(COUNTRIES, { error: 'country must be one of LV, LT, EE, FI' }))
  .optional()
  .describe('Country of the register: LV (Latvia), LT (Lithuania), EE (Estonia) or FI (Finland), in any case. Leave out to search or look up all four.');

export const queryInput = z.string({ error: 'query must be a text of at least 2 characters' })
  // `abort`: a text too short is told once, as on the REST API, not again by the rules after it.
  .min(2, { error: 'query must be at least 2 characters: a company name, address or registration number', abort: true })
  // As on the REST API, spaces do not count: "  " is as short a query as "a".
  .regex(twoVisibleCharacters, { error: 'query must hold at least 2 characters other than spaces: a company name, address or registration number' })
  // A refinement, not a second regex: the published schema keeps one pattern (domain/text-input.ts).
  .refine(holdsLetterOrDigit, { error: 'query must hold a letter or a digit: a company name, address or registration number' })
  .max(200, { error: 'query must be at most 200 characters: a name, an address or one number' })
  .describe('Company name (any word order, diacritics optional or written as two letters: ae for ä, sh for š), address, web or e-mail address (info@rigaskoks.lv), or registration/VAT number. 2 to 200 characters, at least 2 of them other than spaces, a letter or a digit among them.');

export const limitInput = z.preprocess(numberFromDigits, z.number({ error: 'limit must be a whole number from 1 to 100' })
  .int({ error: 'limit must be a whole number from 1 to 100' })
  .min(1, { error: 'limit must be at least 1' })
  .max(100, { error: 'limit must be at most 100' })
  .default(20)
  .describe('Most results to return, 1 to 100 (default 20).'));

export const regcodeInput = z.preprocess(textFromNumber, z.string({ error: `regcode must be a text: ${REGCODE_FORMATS}` })
  .min(1, { error: `regcode is empty: ${REGCODE_FORMATS}` })
  .max(40, { error: `regcode is too long: ${REGCODE_FORMATS}` })
  .describe(`Registration number of the company: ${REGCODE_FORMATS}.`));

export const yearsInput = z.preprocess(numberFromDigits, z.number({ error: 'years must be a whole number from 1 to 50' })
  .int({ error: 'years must be a whole number from 1 to 50' })
  .min(1, { error: 'years must be at least 1' })
  .max(50, { error: 'years must be at most 50' })
  .optional()
  .describe('How many of the most recent financial years to return, 1 to 50. Leave out for every known year.'));

// ---- outputs ----
// Every nullable field carries a description on its non-null branch: besides telling a model
// what the value is, it makes zod emit `anyOf: [{type}, {type: null}]` instead of a `type`
// array, which single-type dialects (Gemini's function declarations) cannot read.

const country = z.enum(COUNTRIES).describe('LV, LT, EE or FI');
const status = z.enum(COMPANY_STATUSES).describe('Normalised company status');
const nullableText = (description: string) => z.string().describe(description).nullable();
const nullableDate = (description: string) => z.string().describe(`${description} (YYYY-MM-DD)`).nullable();
const nullableAmount = (description: string) => z.number().describe(description).nullable();

export const companySummaryOutput = z.object({
  regcode: z.string().describe('Registration number as the register writes it'),
  country,
  name: z.string(),
  address: nullableText('Full legal address on one line'),
  status,
  legalForm: nullableText('Legal form, e.g. SIA, AS, OÜ, UAB, Oy'),
  registeredOn: nullableDate('Registration date'),
});

export const searchOutput = z.object({
  count: z.number().int().describe('Number of results'),
  results: z.array(companySummaryOutput),
});

export const financialYearOutput = z.object({
  year: z.number().int().describe('Financial year'),
  periodEnd: nullableDate('Last day of the financial year'),
  currency: z.string().describe('Currency of the amounts, e.g. EUR'),
  revenue: nullableAmount('Net turnover'),
  profit: nullableAmount('Net profit after tax'),
  assets: nullableAmount('Total assets'),
  equity: nullableAmount('Total equity'),
  liabilities: nullableAmount('Current plus non-current liabilities'),
  employees: nullableAmount('Average number of employees'),
  cashFlow: nullableAmount('Net change in cash over the year'),
});

const taxRatingOutput = z.object({
  value: z.string().describe('Rating as the tax authority publishes it'),
  asOf: nullableDate('Date of the rating'),
  source: z.string(),
}).describe('Taxpayer rating (LV only)').nullable();

export const companyDetailsOutput = companySummaryOutput.extend({
  registryStatus: nullableText('Status in the register\'s own words'),
  closedOn: nullableDate('Date the company was struck off'),
  legalFormCode: nullableText('Register\'s code of the legal form'),
  formerNames: z.array(z.object({ name: z.string(), validFrom: nullableDate('First day of the name'), validTo: nullableDate('Last day of the name') })),
  vat: z.object({
    registered: z.boolean().describe('Currently VAT registered'),
    number: nullableText('VAT number with country prefix'),
    registeredOn: nullableDate('VAT registration date'),
    deregisteredOn: nullableDate('VAT deregistration date'),
  }).describe('VAT registration; null where the country publishes none').nullable(),
  taxRating: taxRatingOutput,
  nace: z.object({
    code: z.string(),
    description: nullableText('Name of the activity'),
    classification: z.string().describe('NACE Rev. 2, TOL 2008 (FI), EVRK (LT)'),
  }).describe('Main activity code').nullable(),
  officers: z.array(z.object({ name: z.string(), position: nullableText('Position, e.g. board_member'), since: nullableDate('Start of the office') })),
  latestFinancials: financialYearOutput.describe('Newest financial year only; get_company_financials has every year').nullable(),
  isSanctioned: z.boolean().describe('A sanctions match at or above the threshold; details in get_company_compliance'),
  flags: z.array(z.string()).describe('Compliance flag names (sanctioned, tax_debt, in_liquidation, …); details in get_company_compliance'),
  sources: z.array(z.object({ name: z.string(), asOf: nullableDate('Date of the source file') })),
});

export const financialsOutput = z.object({
  regcode: z.string(),
  country,
  name: z.string(),
  count: z.number().int().describe('Number of financial years'),
  financials: z.array(financialYearOutput).describe('Newest year first'),
});

// The screening's `features` (the evidence behind a score) stay in the REST answer: their shape
// is free-form, and a model reads matchedOn, matchedName and score.
const sanctionMatchOutput = z.object({
  list: z.string().describe('Sanctions list'),
  program: nullableText('Sanctions programme'),
  reference: nullableText('Reference of the list entry'),
  listedOn: nullableDate('Listing date'),
  reason: nullableText('Reason given by the list'),
  matchedOn: z.enum(['registration_number', 'name', 'owner']).describe('What matched: the number, the name, or a sanctioned owner'),
  matchedName: nullableText('Name on the list that matched'),
  score: z.number().describe('Match score from 0 to 1'),
  sourceUrl: nullableText('Where the list entry is published'),
});

export const complianceOutput = z.object({
  regcode: z.string(),
  country,
  name: z.string(),
  status,
  vatNumber: nullableText('VAT number with country prefix'),
  vatRegistered: z.boolean().describe('Currently VAT registered').nullable(),
  taxRating: taxRatingOutput,
  isSanctioned: z.boolean(),
  sanctions: z.array(sanctionMatchOutput),
  taxDebt: z.object({
    amount: z.number(),
    currency: z.string(),
    asOf: nullableDate('Date of the debt figure'),
    source: z.string(),
  }).describe('Published tax debt; null when none or not published (see taxDebtPublished)').nullable(),
  taxDebtPublished: z.boolean().describe('Whether the country publishes tax debts at all'),
  blacklisted: z.boolean(),
  flags: z.array(z.string()).describe('Flag names, most serious first: sanctioned, sanctioned_owner, tax_debt, vat_deregistered, in_liquidation, insolvent, closed, blacklisted, annual_report_missing, …'),
  flagDetails: z.array(z.object({
    flag: z.string().describe('sanctioned, sanctioned_owner, tax_debt, vat_deregistered, in_liquidation, insolvent, closed, blacklisted, annual_report_missing, …'),
    detail: nullableText('What the flag is about'),
    since: nullableDate('Since when'),
    source: z.string(),
  })),
});
