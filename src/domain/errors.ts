// The one error family of the service. The HTTP error handler and the MCP tools turn these into
// problem+json bodies and tool errors; nothing else decides a status code.
import type { Country } from './country.ts';
import { RATE_LIMIT_GROUPS, secondsToWait, type RateLimitGroup } from './rate-limits.ts';

export interface ParameterIssue {
  parameter: string;
  in: 'query' | 'path';
  message: string;
}

/**
 * A company an owner registered abroad holds, named where the number sent is that owner's (HE398114):
 * its details list the owner; `holder` is the owner as GET /holders/{holderRegcode}/holdings and
 * list_holder_holdings take it, so the next step also names the call that lists every company it holds.
 */
export interface HeldByOwner {
  country: Country;
  regcode: string;
  /** The owner's number as the registers keep it, and its country (null: its register names none). */
  holder: { regcode: string; registeredIn: string | null };
}

export class AppError extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  constructor(status: number, type: string, title: string, detail: string) {
    super(detail);
    this.status = status;
    this.type = type;
    this.title = title;
  }
}

export class InvalidParameterError extends AppError {
  readonly errors: ParameterIssue[];
  /** Where a regcode of no country here is known as an owner's (HE398114): the company whose details list that owner. */
  readonly heldCompany: HeldByOwner | null;
  constructor(errors: ParameterIssue[], detail?: string, heldCompany: HeldByOwner | null = null) {
    super(400, 'invalid-parameter', 'Invalid request parameter',
      detail ?? errors.map((e) => `${e.parameter} ${e.message}`).join('; '));
    this.errors = errors;
    this.heldCompany = heldCompany;
  }
}

/**
 * A regcode written with a country's name (`Latvia 40003123456`) asked for with another
 * `country`: which of the two was meant is the caller's to say, as a name written by a person is
 * no form's default.
 */
export class CountryNamedDisagreesError extends InvalidParameterError {
  readonly named: Country;
  readonly asked: Country;
  constructor(regcode: string, named: Country, asked: Country) {
    super([{ parameter: 'country', in: 'query', message: `is ${asked}, while regcode "${regcode}" names ${named}` }],
      `country is ${asked}, while regcode "${regcode}" names ${named}`);
    this.named = named;
    this.asked = asked;
  }
}

/**
 * A regcode that exists in more than one country, asked without `country`. `labelNote` says why a
 * label sent with the number (`Y-tunnus 11058424`) did not choose the country (services/number-read.ts labelElsewhereNote).
 */
export class AmbiguousRegcodeError extends AppError {
  readonly countries: string[];
  readonly errors: ParameterIssue[];
  /** What the label sent with the number names, where not one of `countries` (already in the detail). */
  readonly labelNote: string | null;
  constructor(regcode: string, countries: string[], labelNote: string | null = null) {
    const exists = `exists in ${countries.join(', ')}${labelNote ? `; ${labelNote}` : ''}`;
    super(400, 'ambiguous-regcode', 'Registration number exists in several countries',
      `regcode ${regcode} ${exists}; add country=${countries.join(' or country=')}`);
    this.countries = countries;
    this.labelNote = labelNote;
    this.errors = [{ parameter: 'country', in: 'query', message: `required: regcode ${exists}` }];
  }
}

/** An Accept header that admits none of the media types an endpoint answers in (http/accept-json.ts). */
export class NotAcceptableError extends AppError {
  constructor(detail: string) {
    super(406, 'not-acceptable', 'Not acceptable', detail);
  }
}

export class NotFoundError extends AppError {
  /** The countries that do have a company of the number asked for in another country. */
  readonly elsewhere: readonly Country[];
  /** What the number typed tells beyond "none" (a Finnish business ID's wrong check digit), already in the detail. */
  readonly hint: string | null;
  /** How the number typed was read where not as typed (`VAT number LV40003123457 (registration number 40003123457)`, `registration number 40003999999` for `Reg. nr. 40003-999999`). */
  readonly readAs: string | null;
  /**
   * Where the number is known as an owner's (a company's holder registered abroad, named in the
   * hint): the company it holds, whose details list it, so the next step names that company and
   * not a search that finds no holder.
   */
  readonly heldCompany: HeldByOwner | null;
  /**
   * Where a number typed with a country code names no company while its digits alone do
   * (`LV11003917`, an Estonian registry code): those companies (named in the hint), so the next
   * step is the request for them.
   */
  readonly digitsName: ReadonlyArray<{ country: Country; regcode: string }>;
  /** The country named with the number (`Latvia 11003917`), looked in whether asked for or not. */
  readonly countryNamed: Country | null;
  /**
   * Where the number of no company anywhere is written as a person's personal code (`37605030299`)
   * or a phone number (`67123456`), as the hint says: its next step is the person check, or the
   * search by the company's name alone, not a search for "the number".
   */
  readonly numberIs: 'personal-code' | 'phone-number' | null;
  /**
   * Where a whole number of no company is one digit from a company's (a digit mistyped, two
   * swapped), those companies (named in the hint), so the next step is the request for them after
   * checking which one the document means. Apart from digitsName, which the search reads as the
   * company the digits name.
   */
  readonly oneDigitOff: ReadonlyArray<{ country: Country; regcode: string }>;
  constructor(detail: string, elsewhere: readonly Country[] = [], hint: string | null = null, readAs: string | null = null,
    heldCompany: HeldByOwner | null = null, digitsName: ReadonlyArray<{ country: Country; regcode: string }> = [],
    countryNamed: Country | null = null, numberIs: 'personal-code' | 'phone-number' | null = null,
    oneDigitOff: ReadonlyArray<{ country: Country; regcode: string }> = []) {
    super(404, 'not-found', 'Not found', hint ? `${detail}; ${hint}` : detail);
    this.elsewhere = elsewhere;
    this.hint = hint;
    this.readAs = readAs;
    this.heldCompany = heldCompany;
    this.digitsName = digitsName;
    this.countryNamed = countryNamed;
    this.numberIs = numberIs;
    this.oneDigitOff = oneDigitOff;
  }
}

/**
 * The 429's detail names the group's budget and what else spends it: a checkout page refused its
 * details request after autofill's keystrokes learns the two share one budget, and how many a window allows.
 */
export function rateLimitedDetail(group: RateLimitGroup, retryAfterSeconds: number): string {
  const { max, windowSeconds, covers } = RATE_LIMIT_GROUPS[group];
  const to = group === 'company' ? `the company endpoints (${covers} share the budget)` : covers;
  return `Rate limit exceeded: at most ${max} requests per ${windowSeconds} seconds from one client to ${to}. Retry after ${secondsToWait(retryAfterSeconds)}.`;
}

export class RateLimitedError extends AppError {
  readonly retryAfter: number;
  constructor(retryAfterSeconds: number, group: RateLimitGroup) {
    super(429, 'rate-limited', 'Too many requests', rateLimitedDetail(group, retryAfterSeconds));
    this.retryAfter = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string) {
    super(503, 'unavailable', 'Service unavailable', detail);
  }
}
