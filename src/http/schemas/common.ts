// TypeBox schemas shared by the route groups. Each is declared once: Fastify validates requests
// and serialises responses with it, and @fastify/swagger turns the same object into the
// discovery document, so the documentation cannot drift from what the server enforces.
import { Type, type Static, type TSchema } from 'typebox';
import { COUNTRIES, COUNTRY_ACCEPTED, COUNTRY_NAME_SPELLINGS, type Country } from '../../domain/country.ts';
import { COMPANY_STATUSES, ROLES } from '../../domain/records.ts';
import { DATE_FROM_YEAR_1000, isIsoDate, isNotAfterToday } from '../../domain/dates.ts';
import { SEARCHABLE_TEXT_FORMAT, TWO_VISIBLE_CHARACTERS } from '../../domain/text-input.ts';
import { REGCODE_MAX_LENGTH, REGCODE_RAW_MAX_LENGTH } from '../../domain/regcode.ts';
import { COMPANY_FIELDS, INPUT_FIELDS, PERSON_FIELDS } from '../../domain/field-descriptions.ts';
import { REPRESENTATION_TYPES } from '../../domain/representation.ts';
import { LIMIT_AND_FAILURE_EXAMPLES, PROBLEM_EXAMPLES, SANCTIONS_UNSCREENED_EXAMPLE } from './answer-examples.ts';

/**
 * A value or null. Written as a type list (`"type": ["string", "null"]`, JSON Schema and OpenAPI
 * 3.1) rather than `anyOf`: the response serialiser tells the two apart with a null check, where
 * an `anyOf` makes it run a compiled validator on the value of every answer (and compile it on
 * the first, some 50 ms for the company details). A schema without one `type` keeps `anyOf`.
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown };
  // An enum keeps its one `type` (a client types an enum by it) and takes null beside it, since
  // `type: [string, null]` would still refuse a null the enum does not list.
  return typeof type === 'string' && values === undefined
    ? Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
    : Type.Union([schema, Type.Null()]);
};

/**
 * One of some texts, with its `type` stated beside the `enum`: function-calling clients refuse a
 * tool parameter of an enum alone ("schema must have a 'type' key"), and a client generated
 * from the document types such a field as anything.
 */
export const TextEnum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description === undefined ? {} : { description }) });

export const CountrySchema = TextEnum(COUNTRIES, 'Country code: LV, LT, EE or FI');

/**
 * A code or name in any case, each letter as a class (`[Ll][Vv]`, `[Ll][Ää][Tt][Ii]`, a marked letter
 * with its letter unmarked: `Lati` is read as `Läti`), no flag a client's regex may lack.
 */
const anyCase = (word: string) => [...word].map((c) => {
  const letters = new Set([c, c.toUpperCase(), c.toLowerCase()].flatMap((l) => [l, l.normalize('NFD').replace(/\p{M}/gu, '')]));
  return letters.size === 1 ? c : `[${[...letters].join('')}]`;
}).join('');
/**
 * `country` as a request takes it: a code or one of the names the MCP tools take
 * (domain/country.ts, COUNTRY_NAME_SPELLINGS), in any case, spaces around it allowed, as the query
 * parser reads it (http/query-string.ts, countryFromName) before the validator sees it. The
 * document gave the enum of capitals, so a client generated from it refused `lv`, which the
 * server answers; the validator, reading the code the parser made, accepts what it did.
 */
export const COUNTRY_INPUT_PATTERN = `^\\s*(${[...COUNTRIES, ...COUNTRY_NAME_SPELLINGS].map(anyCase).join('|')})\\s*$`;
export const COUNTRY_INPUT_RULE = `must be ${COUNTRY_ACCEPTED}`;
/** The country of an owner's register, any country's (registeredIn: CY, DE), in either case. */
export const ANY_COUNTRY_PATTERN = '^[A-Za-z]{2}$';
export const ANY_COUNTRY_RULE = 'must be an ISO 3166-1 alpha-2 country code of two letters (CY, DE)';
/** A number of a register abroad, as free as its register writes it, but not blank (`/holders/%20/holdings`). */
export const NOT_BLANK_PATTERN = '\\S';
export const NOT_BLANK_RULE = 'must hold a character other than a space';
// No example: the reference page's "Try it out" sends an optional parameter's example, and LV
// beside an operation's example number of another country would answer its 404.
const CountryInput = (description: string) =>
  Type.Unsafe<Country>({ type: 'string', pattern: COUNTRY_INPUT_PATTERN, description });
// The names as the MCP tools take them: a web shop's form often holds the country's name.
const NAMES_TAKEN = 'lv is LV, and so is its name: Latvia, Latvija, Läti, Латвия (LVA, Lithuania, Suomi, Eesti as well)';
/** `country` of a search: the codes in any case (`lv` is LV), or the country's name (`Latvia`). */
export const CountryParam = CountryInput(`${INPUT_FIELDS.country} (${NAMES_TAKEN}). Leave out to search all four.`);
/** `country` of a one-company lookup: it tells apart a number used in several countries. */
export const LookupCountryParam = CountryInput(`${INPUT_FIELDS.country} (${NAMES_TAKEN}). Needed only when the number `
  + 'exists in several countries (a 400 names them) and no label of one country\'s register is sent with it (`registrikood 11058424` is EE\'s); leave out otherwise.');
export const CompanyStatusSchema = TextEnum(COMPANY_STATUSES, COMPANY_FIELDS.status);
export const RoleSchema = TextEnum(ROLES, PERSON_FIELDS.role);
/** A date field of an answer, described by what the date is. */
export const DateField = (description: string) => Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });
export const NullableDate = (description: string) => Nullable(DateField(description));
/** An office's right to act for the company (domain/representation.ts): details' officers and the person check's roles. */
export const RepresentationSchema = (description: string) => Nullable(Type.Object({
  type: TextEnum(REPRESENTATION_TYPES, COMPANY_FIELDS.representationType),
  withAtLeast: Nullable(Type.Integer({ minimum: 1, description: COMPANY_FIELDS.representationWithAtLeast })),
}, { description }));
/** The files an answer rests on, each with its date (company answers and person answers alike, services/source-views.ts). */
export const SourceList = (description: string) => Type.Array(Type.Object({
  name: Type.String({ description: COMPANY_FIELDS.sourceName }), asOf: NullableDate(COMPANY_FIELDS.sourceAsOf),
}), { description });
/**
 * A keyword of our own for "not later than today" (domain/dates.ts, latestDayOnEarth): a date
 * rule that JSON Schema cannot state, since today moves. A keyword beside the standard `date`
 * format rather than a format of our own, so clients still read a `date`; the `x-` prefix makes
 * it an extension OpenAPI allows. The REST validator registers it (http/app.ts) and reads it at
 * every request; a malformed date is left to `format`, so it fails once, for its form.
 */
export const NOT_AFTER_TODAY = 'x-not-after-today';
export const notAfterTodayKeyword = {
  keyword: NOT_AFTER_TODAY,
  type: 'string' as const,
  schemaType: 'boolean' as const,
  errors: false as const,
  validate: (on: boolean, value: string) => !on || !isIsoDate(value) || isNotAfterToday(value, new Date()),
};

/** A person's birth date: a real calendar day, not later than today. */
export const BirthDate = (example: string) => Type.String({
  format: 'date', pattern: DATE_FROM_YEAR_1000, [NOT_AFTER_TODAY]: true,
  description: 'Birth date YYYY-MM-DD: a real calendar day, not later than today (400 otherwise). A personal code, Latvian '
    + '(010180-12345, 01018012345 without its hyphen, 010180-*****, its first part alone, 010180-1, 010180), Estonian or Lithuanian (37605030299) or Finnish (131052-308T), is no birth date: its 400 '
    + 'names the date it encodes (none for a day to come or before 1900), or those it may mean where its century digit is masked; a date written '
    + 'otherwise (31.01.1980, 1980/01/31, 19800131, 31011980, 31.01.80, 5.V.1950) or with a time (1980-01-31T00:00:00Z) is told the date to send, '
    + 'and one with slashes, hyphens or spaces (05/11/1961, 05 11 1961), day or month first, both dates where both are real days',
  examples: [example],
});
/** An instant of an answer, described by what happened then. */
export const InstantField = (description: string) => Type.String({ format: 'date-time', description: `${description} (RFC 3339, UTC)` });

/**
 * What to do instead of asking for more than a parameter's maximum, told in the 400 after the
 * bounds (http/validation-issues.ts): a bound is the service's, and a client that needs more must
 * learn the other way from the answer, not guess at a smaller value. An annotation the REST
 * validator is told of (http/app.ts), `x-` as an extension OpenAPI allows.
 */
export const ABOVE_MAXIMUM = 'x-above-maximum';

/**
 * An integer query parameter with the spec's bounds. Out-of-range values are rejected with 400,
 * never clamped (API.md: "never silently corrected"). `aboveMaximum` says what to do instead
 * of asking for more.
 */
export const BoundedInteger = (minimum: number, maximum: number, defaultValue: number, description: string, aboveMaximum?: string) =>
  Type.Integer({
    minimum, maximum, default: defaultValue,
    description: `${description} (${minimum}-${maximum}, default ${defaultValue})${aboveMaximum ? `. Beyond ${maximum}: ${aboveMaximum}` : ''}`,
    ...(aboveMaximum ? { [ABOVE_MAXIMUM]: aboveMaximum } : {}),
  });

// The countries of the companies a person's or a holder's page lists: the Lithuanian and Finnish
// registers publish no roles or owners in their open data (x-coverage). A key of theirs, never in a
// `next`, paged past every Estonian company to the Latvian ones (the pages go by country).
export const LISTED_COUNTRIES: readonly Country[] = ['LV', 'EE'];
const LISTED_COUNTRY_ANY_CASE = LISTED_COUNTRIES.map((code) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join('')).join('|');

/**
 * A company as a person answer's `next` names it: its country, a colon and its registration
 * number, in the order the person check lists companies; its country in either case, as the query
 * parser reads `lv:…` as `LV:…` (http/query-string.ts). Told as its rule when it fails
 * (http/validation-issues.ts): an `after` edited or cut short names what it must be.
 */
export const COMPANY_KEY_PATTERN = `^(${LISTED_COUNTRY_ANY_CASE}):[0-9A-Za-z-]{1,40}$`;
export const COMPANY_KEY_RULE = 'must be a company as next gives it: its country (LV or EE, the registers that publish roles), a colon and its registration number (LV:40003123456)';

// A page of candidates may follow a sole trader named after the person (services/persons-sole-traders.ts),
// of any of the four registers: its key names any of them, in either case.
const ANY_HELD_COUNTRY_ANY_CASE = COUNTRIES.map((code) => [...code].map((c) => `[${c}${c.toLowerCase()}]`).join('')).join('|');
/** A company of the candidates as a person check's `next` names it (candidatesAfter): COMPANY_KEY_PATTERN of any of the four countries. */
export const CANDIDATE_KEY_PATTERN = `^(${ANY_HELD_COUNTRY_ANY_CASE}):[0-9A-Za-z-]{1,40}$`;
export const CANDIDATE_KEY_RULE = 'must be a company of the candidates as next gives it: its country (EE, FI, LT or LV), a colon and its registration number (EE:12345678)';

/**
 * A company as a `next` of new registrations names it: the company key, `@` and the firstSeenAt of
 * its newest role listed, to the second as served, in the order new registrations list companies
 * (newest first). The instant is checked to be a real one by the route.
 */
export const NEW_REGISTRATION_KEY_PATTERN = `^(${LISTED_COUNTRY_ANY_CASE}):[0-9A-Za-z-]{1,40}@[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$`;
/** A company of the candidates as a `next` of new registrations names it (candidatesAfter): NEW_REGISTRATION_KEY_PATTERN of any of the four countries. */
export const NEW_REGISTRATION_CANDIDATE_KEY_PATTERN = `^(${ANY_HELD_COUNTRY_ANY_CASE}):[0-9A-Za-z-]{1,40}@[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$`;
/** The bound of the pages of new registrations after the first, as their `next` gives it: an instant, to the millisecond. */
export const FIRST_SEEN_UNTIL_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{3})?Z$';
export const FIRST_SEEN_UNTIL_RULE = 'must be an instant as next gives it (2026-11-24T01:22:08.123Z)';
export { FIRST_SEEN_AFTER_RULE } from '../../domain/first-seen-instant.ts';
export const NEW_REGISTRATION_KEY_RULE = 'must be a company as next gives it: its country (LV or EE, the registers that publish roles), a colon, its registration number, '
  + '@ and the firstSeenAt of its newest role listed (LV:40003123456@2026-11-24T01:22:08Z)';
export const NEW_REGISTRATION_CANDIDATE_KEY_RULE = 'must be a company of the candidates as next gives it: its country (EE, FI, LT or LV), a colon, its '
  + 'registration number, @ and the firstSeenAt of its newest role listed (EE:12345678@2026-11-24T01:22:08Z)';

/**
 * What a page's `next` does with `limit`: it writes out the limit the page was answered with, the
 * default where none was sent, so that a client following the links gets pages of the first
 * page's size even where the default changed between two of them (a deploy), and each request
 * stands on its own. Said on the field, since a client comparing next with its own request saw a
 * parameter it never sent.
 */
export const nextKeepsLimit = (defaultLimit: number) =>
  `. It carries limit as sent, or the default (${defaultLimit}) where none was sent, so that every page is of the first page's size`;

/**
 * Free-text input. The spec sets the minimum (2); the maximum is ours: it bounds the work one
 * request can cause and the size of validation errors. Spaces do not count towards the minimum,
 * and a letter or a digit must be among the characters (domain/text-input.ts).
 */
export const TEXT_MAX_LENGTH = 200;
export const SearchText = (description: string, example: string) =>
  Type.String({
    minLength: 2, maxLength: TEXT_MAX_LENGTH, pattern: TWO_VISIBLE_CHARACTERS, format: SEARCHABLE_TEXT_FORMAT, description,
    examples: [example],
  });

/** Path regcode: loose on purpose; the service normalises VAT forms, hyphens and spaces. The example is a demo company's. */
export const RegcodeParams = (example: string) => Type.Object({
  regcode: Type.String({
    // The spaces around a pasted number do not count towards REGCODE_MAX_LENGTH, which the lookup
    // checks once they are trimmed (the description, at the 700 characters a client keeps, has no room to say it).
    minLength: 1, maxLength: REGCODE_RAW_MAX_LENGTH, examples: [example],
    description: `Registration number of the company, as search results give it (regcode): ${INPUT_FIELDS.regcodeFormats}. `
      + 'The country code may come first (FI 0112038-9, LV-40003032949; LT before 9 digits is the VAT number, else the company code). '
      + 'Also read: spaces, dashes, dots or slashes between digit groups (40003-032949), full-width digits, brackets or quotes around, '
      + 'an FI ID lacking the leading 0 its check digit proves (112038-9), EUID (FIFPRO.0112038-9)',
  }),
});

export const ProblemSchema = Type.Object({
  type: Type.String({ description: 'URI reference naming the kind of problem' }),
  title: Type.String({ description: 'Short summary of the kind of problem, the same for every occurrence' }),
  status: Type.Integer({ description: 'HTTP status code' }),
  detail: Type.String({ description: 'What went wrong with this request, in words' }),
  errors: Type.Optional(Type.Array(Type.Object({
    parameter: Type.String({ description: 'Name of the parameter' }),
    in: TextEnum(['query', 'path'], 'Where the parameter was sent'),
    message: Type.String({ description: 'What is wrong with its value' }),
  }), { description: 'Every failing parameter (400 only)' })),
  retryAfter: Type.Optional(Type.Integer({ description: 'Seconds to wait (429 only)' })),
  instance: Type.Optional(Type.String({ description: 'Path of the request' })),
}, { $id: 'Problem', description: 'RFC 9457 problem details (application/problem+json)' });


type ProblemRoute = keyof typeof PROBLEM_EXAMPLES;

// The headers of a data route's answers (http/caching.ts, http/rate-limit/hook.ts), documented on
// the responses that carry them, so that a reader of the reference or a generated client knows
// of the ETag, the 304 and the rate-limit budget. @fastify/swagger turns a response schema's
// `headers` into the response's header objects; the serialiser does not read them.
const header = (description: string, schema: TSchema) => ({ ...schema, description });
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('Requests the rate-limit group of the endpoint allows per window (absent when the server runs without limits)', Type.Integer()),
  'RateLimit-Remaining': header('Requests left to this client in the current window', Type.Integer()),
  'RateLimit-Reset': header('Seconds until the current window ends', Type.Integer()),
};
const CACHE_HEADERS = {
  'Cache-Control': header('public, s-maxage=1800, stale-while-revalidate=3600', Type.String()),
  ETag: header('Strong tag of this answer: send it as If-None-Match to get a 304 while the answer is unchanged', Type.String()),
};

/** The date of a data answer (http/caching.ts), which the discovery document, changing with the service too, has none of. */
const LAST_MODIFIED_HEADER = {
  'Last-Modified': header('When the answer last changed: the later of the dataset\'s last publish or screening run and the start of the '
    + 'registers\' day (00:00 in Riga, Tallinn, Vilnius and Helsinki, as answers read that day). Send it as If-Modified-Since '
    + 'to get a 304 while no publish has come since; If-None-Match, where also sent, decides alone. Absent on '
    + '/persons/new-registrations with hours, a window counted back from now that changes as the clock passes', Type.String()),
};

/** The page after this one, as a generic HTTP client follows pages (RFC 8288), beside the body's next. */
const NEXT_PAGE_HEADER = {
  Link: header('<next>; rel="next": the request for the page after this one, the body\'s next; absent where next is null', Type.String()),
};

/** The one header of an answer no cache may keep: an error, or a health answer. */
export const NO_STORE_HEADERS = {
  'Cache-Control': header('no-store: the answer is about this moment and must not be cached', Type.String()),
};

// The example sits on each response rather than on the Problem schema, so a 404 is not shown
// with a 400's body, nor one route's failure on another. A data route spends its rate-limit
// budget before it validates or looks anything up, so its failures carry the budget too.
const problemResponse = (description: string, example: Record<string, unknown>, rateLimited: boolean) => ({
  description,
  headers: rateLimited ? { ...NO_STORE_HEADERS, ...RATE_LIMIT_HEADERS } : NO_STORE_HEADERS,
  content: { 'application/problem+json': { schema: Type.Ref('Problem'), example } },
});

/**
 * The 200 of a cacheable route with its headers, and the 304 it answers a matching
 * If-None-Match (or, on a data route, an If-Modified-Since not before its Last-Modified) with (no
 * body). A `$ref` 200 keeps its reference; the headers sit beside it. The discovery document is
 * cached too but spends no rate-limit budget (`rateLimited: false`) and is not dated: the data
 * routes are the rate-limited ones.
 */
export function cachedResponses(ok: TSchema, { rateLimited = true, paged = false } = {}) {
  const cached = rateLimited ? { ...CACHE_HEADERS, ...LAST_MODIFIED_HEADER, ...RATE_LIMIT_HEADERS } : CACHE_HEADERS;
  const headers = paged ? { ...cached, ...NEXT_PAGE_HEADER } : cached;
  return {
    200: { ...ok, headers },
    304: {
      type: 'null' as const, headers,
      description: rateLimited
        ? 'Not modified: the If-None-Match request header holds the ETag of the current answer, or, with no If-None-Match, '
          + 'If-Modified-Since is an HTTP-date not before its Last-Modified. No body; the ETag, Last-Modified and Cache-Control of the 200'
        : 'Not modified: the If-None-Match request header holds the ETag of the current answer. No body; the ETag and Cache-Control of the 200',
    },
  };
}

// A failure is problem+json whatever Accept says, so the one type a header must admit is the 200's:
// application/problem+json alone is refused as text/csv is (http/accept-json.ts).
const NOT_ACCEPTABLE = 'The Accept header does not admit application/json, the type of every answer but a failure (Accept: text/csv, '
  + 'or application/problem+json alone); no Accept, */* and application/* are taken';

/**
 * The 406 of a JSON route under the API (http/accept-json.ts), the discovery document and the
 * problem catalogue included; `example` is a 406 of the route (LIMIT_AND_FAILURE_EXAMPLES).
 */
export function notAcceptableResponse(example: Record<string, unknown>, rateLimited: boolean) {
  return { 406: problemResponse(NOT_ACCEPTABLE, example, rateLimited) };
}

/**
 * The error responses every data route may give, documented once, with the route's own examples.
 * The problem catalogue is no data route: its failures carry no rate-limit budget.
 */
export function errorResponses(route: ProblemRoute, { rateLimited = true } = {}) {
  const invalid = PROBLEM_EXAMPLES[route][400];
  // The 429 example names the budget the route spends, as the server's 429 does.
  const group = route === 'checkPerson' ? 'personCheck' : route === 'newRegistrationsForPerson' ? 'newRegistrations' : 'company';
  const others = LIMIT_AND_FAILURE_EXAMPLES(invalid.body.instance as string, group);
  return {
    400: problemResponse('A parameter is missing, malformed or out of range; every failing parameter is listed in `errors`', invalid.body, rateLimited),
    ...notAcceptableResponse(others[406], rateLimited),
    429: {
      ...problemResponse('Over the rate limit of the group; see the Retry-After header', others[429], true),
      headers: { 'Retry-After': header('Seconds to wait before the group admits this client again', Type.Integer()), ...NO_STORE_HEADERS, ...RATE_LIMIT_HEADERS },
    },
    500: problemResponse('Internal failure; the body never carries internals', others[500], rateLimited),
  };
}

/** The 503 of a sanctions check when no list has been imported: false would read as clean. */
export function unscreenedResponse() {
  return {
    503: problemResponse('No sanctions list has been imported into the dataset, so the company cannot be checked (never answered as '
      + 'isSanctioned false)', SANCTIONS_UNSCREENED_EXAMPLE, true),
  };
}

/** The 404 of a route that looks one thing up: `what` says what was not found. */
export function notFoundResponse(route: 'getCompany' | 'getCompanySanctions' | 'getCompanyCompliance' | 'checkPerson' | 'getHolderHoldings' | 'describeProblemType', what: string, { rateLimited = true } = {}) {
  return { 404: problemResponse(what, PROBLEM_EXAMPLES[route][404].body, rateLimited) };
}
