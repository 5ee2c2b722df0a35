// The zod schemas of the MCP tools, declared once. Input bounds match the REST routes (API.md);
// output schemas mirror the service views of src/services/views.ts. A tool parses its view through
// its output schema (zod strips unknown keys), so it never sends a field the schema does not name
// (tools/list leaves out the `additionalProperties: false` the SDK publishes: tool-list-once.ts).
import * as z from 'zod';
import { kindOf } from './params-refusal.ts';
import { COUNTRIES, countryFromName, countryRefusal } from '../domain/country.ts';
import { holdsLetterOrDigit, holdsTwoCountedCharacters, twoVisibleCharacters } from '../domain/text-input.ts';
import { COMPANY_STATUSES, OWNER_ROLES } from '../domain/records.ts';
import { REPRESENTATION_TYPES } from '../domain/representation.ts';
import { isBlankRegcode, REGCODE_MAX_LENGTH, REGCODE_RAW_MAX_LENGTH, regcodeTooLong } from '../domain/regcode.ts';
import { fieldsDescribed, HOLDER_HOLDINGS_BRIEF as HB, INPUT_FIELDS, LIST_FIELDS, SANCTION_FIELDS } from '../domain/field-descriptions.ts';
import { BIRTH_DATE_REQUIRED, birthDateNotKnownRule } from '../domain/birth-date-not-known.ts';
import {
  COMPANY_FIELDS_BRIEF, FINANCIAL_AMOUNTS_BRIEF, FINANCIAL_FIELDS_BRIEF, HEADCOUNT_FIELDS_BRIEF, SANCTION_FIELDS_BRIEF,
} from '../domain/field-descriptions-brief.ts';

export const REGCODE_FORMATS = INPUT_FIELDS.regcodeFormats;

// ---- inputs ----
// Models often send a registration number as a JSON number and a count as a string. Both are
// taken as meant; the published schema still says string / integer (zod emits the inner type).
export const textFromNumber = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v);
const numberFromDigits = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v);

// An optional argument takes null as "not given": strict function-calling clients (OpenAI's
// structured outputs and others that make every property required) send null for each optional
// argument a model does not fill. The published schema says so with `anyOf: [T, {type: null}]`,
// the form those clients and JSON Schema validators read (and the one the output schemas use);
// the tool itself sees undefined, as for an argument left out. An empty text ("" or spaces) is
// not given too: clients that fill every property with a text send "" for a country or a limit
// a model left open, and refusing it says nothing the model can act on.
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

function optionalArgument<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsNull, schema.nullable()).optional().transform((value) => value ?? undefined);
}

// The same with a value for "not given". zod drops a `default` from the published schema of a
// transform, but publishes a prefault (the input taken for undefined) as the default.
function argumentWithDefault(schema: z.ZodType<number, unknown>, fallback: number) {
  return z.preprocess(blankAsNull, schema.nullable()).optional().transform((value) => value ?? fallback).prefault(fallback);
}

// `lv` is LV, as on the REST API, and so is `Latvia` or `Latvija` (domain/country.ts: models pass the
// country's name as often as its code); the published schema lists the capitals. Its enum names the
// four, so the description does not again (REST's, a query parameter's, does: INPUT_FIELDS.country).
export const countryInput = optionalArgument(z.preprocess(countryFromName, z.enum(COUNTRIES, { error: (issue) => countryRefusal(issue.input) })))
  .describe('Country of the register, in any case, or its name (Latvia). Leave out (or null) for all four.');

// zod runs a text's length checks on anything that has a length once its type check failed: an
// array sent for a text (`query: ["Rīgas Koks"]`, as a model that reads a list from the user
// sends it) was told it must be a text and, as well, that it must be at least 2 characters. Each
// check of a text argument runs on a text only, so a value of another type is told one thing.
export const ON_TEXT = { when: (payload: { value: unknown }) => typeof payload.value === 'string' };

const QUERY_TWO_CHARACTERS = 'query must hold at least 2 characters other than spaces: a company name, address or registration number';
// A text that looks like 2 characters and holds one: the model cannot see what it sent (a
// zero-width space or a soft hyphen copied with a name prints as nothing), so it is told what is
// not counted, which tools/list leaves out. Exported for kyb_check's company.
export const INVISIBLE_NOT_COUNTED = 'an invisible character (a zero-width space, a soft hyphen) or an accent sent apart is none';

// A registration number searched for is sent as a JSON number as often as a regcode is.
// Left out, an argument is told it is required, not that it "must be a text" as a value of another type is.
const textRefusal = (name: string, what: string) => (issue: { input: unknown }) =>
  (issue.input === undefined ? `${name} is required: ${what}`
    : Array.isArray(issue.input) && issue.input.length > 1 ? listRefusal(name, issue.input.length) : `${name} must be a text: ${what}`);

/**
 * What a list of several values sent for one is told: the formats of a text, 400 characters, said
 * nothing of the list, and a model checking two partners at once sent them again together.
 */
export const listRefusal = (name: string, count: number) =>
  `${name} must be one text, not a list of ${count}: send each in a call of its own`;

/**
 * An optional text argument of a form (a page's after, a country code, an instant) whose value of
 * another type is told the argument's own rule and what came: zod's own `Invalid input: expected
 * string, received number` named no form to send, where every other argument's refusal does.
 */
export const formText = (name: string, rule: string) => z.string({
  error: (issue) => (Array.isArray(issue.input) && issue.input.length > 1 ? listRefusal(name, issue.input.length) : `${rule}, not ${kindOf(issue.input)}`),
});

export const queryInput = z.preprocess(textFromNumber, z.string({ error: textRefusal('query', 'a company name, address or registration number of at least 2 characters') })
  // `abort`: a text too short is told once, as on the REST API, not again by the rules after it.
  .min(2, { error: 'query must be at least 2 characters: a company name, address or registration number', abort: true, ...ON_TEXT })
  // As on the REST API, spaces do not count: "  " is as short a query as "a". Each rule is told
  // alone, as REST tells one per parameter.
  .regex(twoVisibleCharacters, { error: QUERY_TWO_CHARACTERS, abort: true, ...ON_TEXT })
  // A refinement, not a second regex: the published schema keeps one pattern (domain/text-input.ts).
  .refine(holdsLetterOrDigit, { error: 'query must hold a letter or a digit: a company name, address or registration number', abort: true, ...ON_TEXT })
  // Nor, as on the REST API, does an invisible character or an accent sent apart count: `a` and a
  // zero-width space is one letter. A refinement too, so the published schema does not change.
  .refine(holdsTwoCountedCharacters, { error: `${QUERY_TWO_CHARACTERS}; ${INVISIBLE_NOT_COUNTED}`, ...ON_TEXT })
  .max(200, { error: 'query must be at most 200 characters: a name, an address or one number', ...ON_TEXT })
  .describe(INPUT_FIELDS.searchText));

/** The most results one search answers (as GET /companies/search). */
export const LIMIT_MAX = 100;
/** How many holdings list_holder_holdings answers a call, the rest after its next. */
export const HOLDINGS_PER_CALL = 50;

export const limitInput = argumentWithDefault(z.preprocess(numberFromDigits, z.number({ error: 'limit must be a whole number from 1 to 100' })
  .int({ error: 'limit must be a whole number from 1 to 100' })
  .min(1, { error: 'limit must be at least 1' })
  .max(LIMIT_MAX, { error: 'limit must be at most 100' })), 20)
  .describe('Most results to return (20 when left out or null).');

export const regcodeInput = z.preprocess(textFromNumber, z.string({ error: textRefusal('regcode', REGCODE_FORMATS) })
  .min(1, { error: `regcode is empty: ${REGCODE_FORMATS}`, abort: true, ...ON_TEXT })
  // Spaces only are as empty, and so are characters that print as nothing (a zero-width space
  // copied with a blank cell): the lookup would name the number as "" after trimming them.
  .refine((value) => !isBlankRegcode(value), { error: `regcode is empty: ${REGCODE_FORMATS}`, abort: true, ...ON_TEXT })
  // A number pasted from a spreadsheet cell keeps the cell's padding: the bound of a number counts
  // it without the spaces around it (as REST's path), the published one bounds the text sent.
  .max(REGCODE_RAW_MAX_LENGTH, { error: `regcode is too long, more than ${REGCODE_RAW_MAX_LENGTH} characters: ${REGCODE_FORMATS}`, abort: true, ...ON_TEXT })
  .refine((value) => !regcodeTooLong(value), { error: `regcode is too long, more than ${REGCODE_MAX_LENGTH} characters: ${REGCODE_FORMATS}`, ...ON_TEXT })
  .describe(`Registration number of the company: ${REGCODE_FORMATS}.`));

// A model sends a flag as a JSON boolean as often as the text "true".
const booleanFromText = (v: unknown) => (typeof v === 'string' && /^\s*(true|false)\s*$/i.test(v) ? v.trim().toLowerCase() === 'true' : v);

// zod publishes a bare nullable boolean as `type: ["boolean", "null"]`, which single-type dialects
// (Gemini's function declarations) cannot read, where every other optional argument is
// `anyOf: [T, {type: null}]`; the branch's default (false, what leaving it out means) keeps it so.
export const sanctionCandidatesInput = optionalArgument(z.preprocess(booleanFromText,
  z.boolean({ error: 'candidates must be true or false' }).meta({ default: false })))
  .describe(SANCTION_FIELDS.sanctionCandidatesParam);

// The person tools' limit: how many companies of the person, each tool's default its REST route's
// (/persons/check 50, /persons/new-registrations 100), so a call left without limit answers the page
// REST answers; list_new_person_roles' was 50, and a person with 60 new companies was cut where REST
// listed them all. Both are bounded at 100 (REST's new registrations take 1000): a tool's answer is
// read whole into a model's context, and a new role is some 250 bytes of it (docs/mcp.md). And whether the roles
// matched by name alone are listed apart (candidates).
const personLimit = (fallback: number) => argumentWithDefault(z.preprocess(numberFromDigits, z.number({ error: 'limit must be a whole number from 1 to 100' })
  .int({ error: 'limit must be a whole number from 1 to 100' })
  .min(1, { error: 'limit must be at least 1' })
  .max(LIMIT_MAX, { error: 'limit must be at most 100' })), fallback)
  .describe(`Most companies, each with all roles (${fallback} when left out).`);
/** check_person's limit where none is sent: its next sentence names any other. */
export const PERSON_LIMIT_DEFAULT = 50;
export const personLimitInput = personLimit(PERSON_LIMIT_DEFAULT);
/** list_new_person_roles' limit where none is sent, REST's default: its next sentence names any other. */
export const NEW_ROLES_LIMIT_DEFAULT = 100;
export const newRolesLimitInput = personLimit(NEW_ROLES_LIMIT_DEFAULT);
const textArgument = (name: string, what: string) => z.string({
  error: (issue) => (Array.isArray(issue.input) && issue.input.length > 1 ? listRefusal(name, issue.input.length)
    : `${name} ${issue.input === undefined ? 'is required' : 'must be a text'}: ${what}`),
});
// The person tools' name and birth date. The rules of a name (a letter, one person, no company's form) are the service's, as REST's.
export const personNameInput = textArgument('name', 'the person\'s full name').min(2, { error: 'name must be at least 2 characters: the person\'s full name' })
  .max(200, { error: 'name must be at most 200 characters' })
  .describe('Full name (Jānis Bērziņš).');
// Trimmed as REST's query is; every other form (31.01.1980, a personal code) is refused by the service, naming the date to send.
// Left out, it was told only that it is required: a model asked about a person by name alone, or handed the
// date inside the name (`Jānis Bērziņš, born 1980-01-01`), had no next step, and guessed a date or gave up.
const BIRTH_DATE_NEEDED = `birthDate ${BIRTH_DATE_REQUIRED}`;
// Blank or a word for "not known" is told that sentence too, as REST tells it (domain/birth-date-not-known.ts).
export const personBirthDateInput = z.string({
  error: (issue) => (issue.input === undefined ? BIRTH_DATE_NEEDED : Array.isArray(issue.input) && issue.input.length > 1
    ? listRefusal('birthDate', issue.input.length) : 'birthDate must be a text: the birth date YYYY-MM-DD'),
}).trim().superRefine((value, ctx) => {
  const notKnown = birthDateNotKnownRule(value);
  if (notKnown !== null) ctx.addIssue({ code: 'custom', message: `birthDate ${notKnown}` });
}).describe('YYYY-MM-DD.');
// list_new_person_roles' window, REST /persons/new-registrations' hours: its default and bounds.
const HOURS_RULE = 'hours must be a whole number from 1 to 168';
// No default published: left out, the window is firstSeenAfter's where that is sent, else 24 hours.
export const personHoursInput = optionalArgument(z.preprocess(numberFromDigits, z.number({ error: HOURS_RULE }).int({ error: HOURS_RULE })
  .min(1, { error: 'hours must be at least 1' })
  // A model asked for a month's new roles, with no last answer, read "the firstSeenThrough of the last
  // answer" alone as no way to: any instant up to now is taken, and check_person lists every role, as REST's 400 says.
  .max(168, { error: 'hours must be at most 168 (7 days): for a longer time send firstSeenAfter in place of hours, the instant after which '
    + 'to list the roles first seen (2026-11-01T00:00:00.000Z) or the firstSeenThrough of the last answer, or call check_person, which '
    + 'lists every role of the person, new or not' })))
  .describe('Window counted back from now; 24 when left out.');
export const personCandidatesInput = optionalArgument(z.preprocess(booleanFromText,
  z.boolean({ error: 'candidates must be true or false' }).meta({ default: false })));

// The person tools' after: the company after which the next page begins, `candidates:` before it
// for a page of the candidates (REST's candidatesAfter), as each tool's next gives it.
export const CANDIDATES_PAGE = 'candidates:';
/** The company an after names, as a pattern: `(country):regcode`. */
export const PAGE_COMPANY = `(${COUNTRIES.join('|')}):[0-9A-Za-z-]{1,40}`;
/** An after sent blank is one left out. */
export const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

// What years is and what leaving it out gives, told with every refusal: `years: "all"` or `"2023-2025"` was
// told only the bounds, and `years: 100` that it is no calendar year, and a model sent another count
// or gave up on the history, where leaving years out gives every year held.
const YEARS_ARE = 'how many of the latest financial years (3 for the last three); leave years out for every year held';
const calendarYear = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1900 && v <= 2100 ? v : null);
export const yearsInput = optionalArgument(z.preprocess(numberFromDigits, z.number({ error: `years must be a whole number from 1 to 50, ${YEARS_ARE}` })
  .int({ error: `years must be a whole number from 1 to 50, ${YEARS_ARE}` })
  .min(1, { error: `years must be at least 1, ${YEARS_ARE}` })
  .max(50, { error: (issue) => {
    const year = calendarYear(issue.input);
    return year === null ? `years must be at most 50, ${YEARS_ARE}`
      : 'years must be at most 50: it is how many of the latest financial years to return, not a calendar year; '
        + `for one year (${year}) leave years out and read the entry whose year is ${year}`;
  } })))
  .describe('How many of the most recent financial years to return (a count, not a calendar year). Leave out (or null) for every known year.');

// ---- outputs ----
// The fields are described in their short forms (field-descriptions-brief.ts): every client hands
// its model these schemas before anything is asked, while the REST reference keeps the full texts.
// Every nullable field carries a description on its non-null branch: besides telling a model
// what the value is, it makes zod emit `anyOf: [{type}, {type: null}]` instead of a `type`
// array, which single-type dialects (Gemini's function declarations) cannot read.

const C = COMPANY_FIELDS_BRIEF;
const F = FINANCIAL_FIELDS_BRIEF;
const H = HEADCOUNT_FIELDS_BRIEF;
const S = SANCTION_FIELDS_BRIEF;
// A company's country: its enum says the four, as "LV, LT, EE or FI" beside it said again in four tools.
const country = z.enum(COUNTRIES);
const status = z.enum(COMPANY_STATUSES).describe(C.status);
const text = (description: string) => z.string().describe(description);
const nullableText = (description: string) => text(description).nullable();
// A date's form is not said: the value shows it (2024-12-31), and "(YYYY-MM-DD)" after each of 42
// dates was 546 bytes of the tools/list every client hands its model.
const nullableDate = (description: string) => z.string().describe(description).nullable();
// A whole number published as `{type: integer}`: zod's int() publishes the safe-integer bounds as
// well (minimum -9007199254740991, maximum 9007199254740991, about 50 bytes a field) that tell a
// model nothing, in the tools/list every client hands its model. The parse still refuses a
// fraction; the published type is said through the schema's metadata, which zod merges into it.
const wholeNumber = (description: string) =>
  z.number().refine(Number.isInteger, { error: 'must be a whole number' }).meta({ type: 'integer' }).describe(description);

export const companySummaryOutput = z.object({
  regcode: text(C.regcode),
  country,
  name: text(C.name),
  address: nullableText(C.address),
  status,
  legalForm: nullableText(C.legalForm),
  legalFormEnglish: nullableText(C.legalFormEnglish),
  registeredOn: nullableDate(C.registeredOn),
});

const searchResultOutput = companySummaryOutput.extend({
  matchedOtherName: z.object({
    name: text(C.otherNameText),
    kind: z.enum(['former', 'parallel', 'auxiliary']).describe(C.otherNameKind),
    until: nullableDate(C.otherNameUntil),
  }).optional().describe(C.matchedOtherName),
  matchedNumber: z.object({
    number: text(C.matchedNumberText),
    kind: z.enum(['other_country_code', 'predecessor', 'one_digit_off', 'number_beginning']).describe(C.matchedNumberKind),
  }).optional().describe(C.matchedNumber),
});

/** A holding's share as the register gives it: an owner's (owners) and a company's held (holdings) alike. */
const shareOutput = (description: string) => z.object({
  percent: z.number().describe(C.ownerSharePercent).nullable(),
  amount: z.number().describe(C.ownerShareAmount).nullable(),
  currency: nullableText(C.ownerShareCurrency),
}).describe(description).nullable();

// list_holder_holdings: the companies of an owner abroad, a page at a time, each with its status as
// REST's holdings give it (a model mapping a group asks which of them are in liquidation) and how
// much the owner holds and since when: REST's share flattened, its percent, which decides control,
// and its nominal amount and currency (UR gives an LV stockholder's amount alone: the percent null
// of every such holding said nothing of it), and neither role nor position, to keep tools/list short.
export const holderHoldingsOutput = z.object({
  regcode: text(HB.regcode),
  holdings: z.array(z.object({
    country: z.enum(COUNTRIES).describe(C.holdingCountry), regcode: text(C.regcode), name: text(C.name),
    status: z.enum(COMPANY_STATUSES).describe(C.holdingStatus),
    role: z.enum(OWNER_ROLES).describe(HB.role), position: nullableText(HB.position),
    until: nullableDate(HB.until), holderName: text(HB.holderName), holderRegisteredIn: nullableText(HB.holderRegisteredIn),
    sharePercent: z.number().describe(HB.sharePercent).nullable(),
    shareAmount: z.number().describe(C.ownerShareAmount).nullable(), shareCurrency: nullableText(C.ownerShareCurrency),
    since: nullableDate(HB.since),
  })).describe(HB.holdings),
  next: nullableText(HB.next),
});

export const searchOutput = z.object({
  count: wholeNumber(`${LIST_FIELDS.count}, at most limit: a count equal to limit is no total, more companies may match`),
  results: z.array(searchResultOutput).describe('Best match first'),
});

export const financialYearOutput = z.object({
  year: wholeNumber(F.year),
  periodStart: nullableDate(F.periodStart),
  periodEnd: nullableDate(F.periodEnd),
  consolidated: z.boolean().describe(F.consolidated),
  currency: text(F.currency),
  ...fieldsDescribed(FINANCIAL_AMOUNTS_BRIEF, (description) => z.number().describe(description).nullable()),
});

// get_company_details' latest year, the same fields: where a year's start and a group's figures are
// said at length in get_company_financials' financials, they are named here (188 bytes of tools/list);
// the currency keeps its words, as an amount read in thousands is the mistake that costs.
const latestFinancialYearOutput = financialYearOutput.extend({
  periodStart: nullableDate('First day (see get_company_financials)'),
  consolidated: z.boolean().describe('The group\'s figures (see get_company_financials)'),
});

const financialsPublishedOutput = z.boolean().describe(F.financialsPublished);

const headcountOutput = z.object({
  employees: wholeNumber(H.employees),
  periodEnd: nullableDate(H.periodEnd),
  source: text(H.source),
}).describe(H.headcount).nullable();

// A NACE section, division or class: its code and official English title.
const naceLevelOutput = (description: string, code: string, title: string) =>
  z.object({ code: text(code), title: text(title) }).describe(description).nullable();

const taxRatingFields = z.object({
  value: text(C.taxRatingValue),
  valueEnglish: nullableText(C.taxRatingValueEnglish),
  explanation: nullableText(C.taxRatingExplanation),
  asOf: nullableDate(C.taxRatingAsOf),
  source: text(C.taxRatingSource),
});
const taxRatingOutput = taxRatingFields.describe(C.taxRating).nullable();
// get_company_details' rating and isSanctioned, the same fields: what a letter means and what a match is are said at
// length in get_company_compliance, the check they belong to, and named here (about 380 bytes of tools/list); that
// false says only no match on the lists screened keeps its words, as a partner reported clean is the mistake that costs.
const detailsTaxRatingOutput = taxRatingFields.extend({ value: text('As in get_company_compliance') }).describe(C.taxRating).nullable();
const detailsIsSanctioned = z.boolean().describe('As in get_company_compliance: false only says no match on the lists screened');

const taxRegisterOutput = (description: string) => z.object({
  registered: z.boolean().describe(C.taxRegisterRegistered),
  since: nullableDate(C.taxRegisterSince),
  until: nullableDate(C.taxRegisterUntil),
}).describe(description);
const taxRegistersOutput = z.object({
  prepayment: taxRegisterOutput(C.taxRegisterPrepayment), employer: taxRegisterOutput(C.taxRegisterEmployer),
}).describe(C.taxRegisters).nullable();

const sourcesOutput = z.array(z.object({ name: text(C.sourceName), asOf: nullableDate(C.sourceAsOf) })).describe(C.sources);
// get_company_financials' and get_company_compliance's sources, described in get_company_details, listed first.
const sourcesAsInDetails = sourcesOutput.describe('As in get_company_details');

// An office as officers list it. An ended one is the same office with its end: a field the REST
// details add to an ended office is one more line here (until then the parse leaves it out). Its
// position points to the officers' one, whose values and traps would otherwise be published twice.
const officeOutput = z.object({ name: text(C.officerName), position: nullableText(C.position), since: nullableDate(C.officeSince) });
// An office in force carries its right to act for the company (domain/representation.ts); an ended one has none.
// An officer that is a company carries its number, in office or gone (an ended one's pointing to the officers' descriptions).
const officeInForceOutput = officeOutput.extend({
  representation: z.object({
    type: z.enum(REPRESENTATION_TYPES).describe(C.representationType),
    withAtLeast: wholeNumber(C.representationWithAtLeast).nullable(),
  }).describe(C.officeRepresentation).nullable(),
  regcode: nullableText(C.officerRegcode).optional(),
  country: z.enum(COUNTRIES).describe(C.officerCountry).nullable().optional(),
  registeredIn: nullableText(C.officerRegisteredIn).optional(),
});
const formerOfficeOutput = officeOutput.extend({
  position: nullableText('As in officers'),
  until: nullableDate(C.officeUntil),
  unlistedOn: nullableDate(C.officeUnlistedOn),
  regcode: nullableText(C.formerOfficerRegcode).optional(),
  country: z.enum(COUNTRIES).describe('As in officers').nullable().optional(),
  registeredIn: nullableText('As in officers').optional(),
});

// LV's reorganisations: the companies at the other end, each as the store holds it.
const reorganizedOutput = (description: string) => z.array(z.object({
  regcode: text(C.reorganizedRegcode), country: z.literal('LV').describe(C.reorganizedCountry).nullable(),
  name: nullableText(C.reorganizedName), status: z.enum(COMPANY_STATUSES).describe(C.reorganizedStatus).nullable(),
})).describe(description).nullable();

export const companyDetailsOutput = companySummaryOutput.extend({
  addressParts: z.object({
    street: nullableText(C.addressStreet),
    postcode: nullableText(C.addressPostcode),
    city: nullableText(C.addressCity),
    country: text(C.addressCountry),
  }).nullable().describe(C.addressParts),
  registryStatus: nullableText(C.registryStatus),
  registryStatusEnglish: nullableText(C.registryStatusEnglish),
  closedOn: nullableDate(C.closedOn),
  closedOnOrBefore: nullableDate(C.closedOnOrBefore),
  succeededBy: reorganizedOutput(C.succeededBy),
  reorganisedFrom: reorganizedOutput(C.reorganisedFrom),
  legalFormCode: nullableText(C.legalFormCode),
  legalFormName: nullableText(C.legalFormName),
  formerNames: z.array(z.object({ name: text(C.formerName), validFrom: nullableDate(C.validFrom), validTo: nullableDate(C.validTo) }))
    .describe(C.formerNames),
  otherNames: z.array(z.object({
    name: text(C.otherName),
    kind: z.enum(['parallel', 'auxiliary']).describe(C.otherNameListedKind),
    validFrom: nullableDate(C.otherNameFrom),
    validTo: nullableDate(C.otherNameTo),
  })).describe(C.otherNames),
  website: nullableText(C.website),
  vat: z.object({
    registered: z.boolean().describe(C.vatRegistered),
    number: nullableText(C.vatNumber),
    registeredOn: nullableDate(C.vatRegisteredOn),
    deregisteredOn: nullableDate(C.vatDeregisteredOn),
  }).describe(C.vat).nullable(),
  taxRegisters: taxRegistersOutput,
  taxRating: detailsTaxRatingOutput,
  nace: z.object({
    code: text(C.naceCode),
    description: nullableText(C.naceDescription),
    classification: text(C.naceClassification),
    section: naceLevelOutput(C.naceSection, C.naceSectionCode, C.naceSectionTitle),
    division: naceLevelOutput(C.naceDivision, C.naceDivisionCode, C.naceDivisionTitle),
    class: naceLevelOutput(C.naceClass, C.naceClassCode, C.naceClassTitle),
  }).describe(C.nace).nullable(),
  officers: z.array(officeInForceOutput).describe(C.officers),
  formerOfficers: z.array(formerOfficeOutput).describe(C.formerOfficers),
  owners: z.array(z.object({
    name: text(C.ownerName),
    regcode: nullableText(C.ownerRegcode),
    country: z.enum(COUNTRIES).describe(C.ownerCountry).nullable(),
    registeredIn: nullableText(C.ownerRegisteredIn),
    role: z.enum(['member', 'stockholder']).describe(C.ownerRole),
    position: nullableText(C.ownerPosition),
    share: shareOutput(C.ownerShare),
    since: nullableDate(C.ownerSince),
  })).describe(C.owners),
  personOwners: z.object({
    count: wholeNumber(C.personOwnersCount),
    sharePercent: z.number().describe(C.personOwnersShare).nullable(),
  }).describe(C.personOwners).nullable(),
  holdings: z.array(z.object({
    regcode: text(C.holdingRegcode),
    country: z.enum(COUNTRIES).describe(C.holdingCountry),
    name: text(C.holdingName),
    status: z.enum(COMPANY_STATUSES).describe(C.holdingStatus),
    role: z.enum(['member', 'stockholder']).describe(C.holdingRole),
    position: nullableText(C.holdingPosition),
    share: shareOutput(C.holdingShare),
    since: nullableDate(C.holdingSince),
  })).describe(C.holdings).nullable(),
  holdingsCount: wholeNumber(C.holdingsCount).nullable(),
  latestFinancials: latestFinancialYearOutput
    .describe('Newest year with an annual report only; get_company_financials has every year. null where there is none (see financialsPublished)')
    .nullable(),
  financialsPublished: financialsPublishedOutput,
  headcount: headcountOutput,
  isSanctioned: detailsIsSanctioned,
  sanctionsScreened: z.boolean().describe(C.sanctionsScreened),
  flags: z.array(z.string()).describe(C.flagNames),
  sources: sourcesOutput,
});

export const financialsOutput = z.object({
  regcode: text(C.regcode),
  country,
  name: text(C.name),
  count: wholeNumber('Number of financial years'),
  financials: z.array(financialYearOutput).describe(F.financials),
  financialsPublished: financialsPublishedOutput,
  headcount: headcountOutput,
  sources: sourcesAsInDetails,
});

// The screening's `features` (the evidence behind a score) stay in the REST answer: their shape
// is free-form, and a model reads matchedOn, matchedName, score and the explanation made of them.
const sanctionMatchOutput = z.object({
  list: text(S.list),
  program: nullableText(S.program),
  programs: z.array(z.string()).describe(S.programs),
  reference: nullableText(S.reference),
  entryId: text(S.entryId),
  source: nullableText(S.entrySource),
  listedOn: nullableDate(S.listedOn),
  reason: nullableText(S.reason),
  matchedOn: z.enum(['registration_number', 'name', 'owner']).describe(S.matchedOn),
  matchedName: nullableText(S.matchedName),
  entryName: nullableText(S.entryName),
  score: z.number().describe(S.score),
  explanation: text(S.explanation),
  sourceUrl: nullableText(S.sourceUrl),
  addresses: z.array(z.string()).nullable().describe(S.addresses),
  particulars: z.object({
    gender: z.enum(['male', 'female']).nullable().describe(S.gender),
    birthPlaces: z.array(z.string()).describe(S.birthPlaces),
    amendedOn: nullableDate(S.amendedOn),
    unReference: nullableText(S.unReference),
  }).nullable().describe(S.particulars),
  copyOf: z.object({ source: text(S.copyOfSource), entryId: text(S.copyOfEntryId) }).nullable().describe(S.copyOf),
});

export const complianceOutput = z.object({
  regcode: text(C.regcode),
  country,
  name: text(C.name),
  status,
  vatNumber: nullableText(C.complianceVatNumber),
  vatRegistered: z.boolean().describe(C.complianceVatRegistered).nullable(),
  taxRegisters: taxRegistersOutput,
  taxRating: taxRatingOutput,
  isSanctioned: z.boolean().describe(C.isSanctioned),
  sanctionsThreshold: z.number().describe(`${S.threshold}; matches below it are not listed`),
  screeningAlgorithm: nullableText(S.algorithmVersion),
  sanctions: z.array(sanctionMatchOutput).describe(S.sanctions),
  sanctionCandidates: z.array(sanctionMatchOutput).optional().describe(S.sanctionCandidates),
  // A list's name is one of those sanctions' entries name, said there (113 bytes).
  sanctionLists: z.array(z.object({ list: text('As in sanctions'), source: text(S.listSource), asOf: nullableDate(S.listAsOf) }))
    .describe(`${S.lists}. An empty sanctions list is a clean result against these lists only`),
  officersNotScreened: z.array(z.object({ name: text(C.officerNotScreenedName), position: nullableText(C.officerNotScreenedPosition) }))
    .describe(C.officersNotScreened).nullable(),
  taxDebt: z.object({
    amount: z.number().describe(C.taxDebtAmount),
    currency: text(C.taxDebtCurrency),
    disputedAmount: z.number().describe(C.taxDebtDisputed).nullable(),
    scheduledAmount: z.number().describe(C.taxDebtScheduled).nullable(),
    scheduleEndsOn: nullableDate(C.taxDebtScheduleEndsOn),
    asOf: nullableDate(C.taxDebtAsOf),
    source: text(C.taxDebtSource),
  }).describe(C.taxDebt).nullable(),
  taxDebtPublished: z.boolean().describe(C.taxDebtPublished),
  blacklisted: z.boolean().describe(C.blacklisted),
  flags: z.array(z.string()).describe(C.flags),
  flagDetails: z.array(z.object({
    flag: text(C.flag),
    detail: nullableText(C.flagDetail),
    since: nullableDate(C.flagSince),
    source: text(C.source),
  })).describe(C.flagDetails),
  sources: sourcesAsInDetails,
});

// get_company_compliance's output schema as tools/list publishes it: a candidate has the fields of
// a match, and its fourteen described fields, given again under sanctionCandidates, were 2.1 KB of
// a list every client hands its model before anything is asked. JSON Schema's way to say it once,
// a $ref into $defs, is what several clients cannot read: Claude Code, Cursor, Kiro and OpenCode
// fail the whole tools/list on it ("can't resolve reference #/$defs/… from id #"), and clients
// that strip $defs before handing a schema on leave the $ref dangling. So the candidates' entries
// are published as objects whose description points to the match's fields, while the tool still
// parses every candidate through sanctionMatchOutput (complianceOutput), so the answer holds the
// same fields and nothing more.
export const complianceOutputPublished = complianceOutput.extend({
  sanctionCandidates: z.array(z.looseObject({}).describe('A candidate: the fields of an entry of sanctions'))
    .optional().describe(S.sanctionCandidates),
});
