// Turns Ajv's errors into the API's parameter issues: one entry per failing parameter, named as
// the client wrote it, with a message stating the rule (the bounds of spec section 8) rather
// than Ajv's wording. Ajv runs with allErrors, so every failing parameter of a part is here.
import type { ParameterIssue } from '../domain/errors.ts';
import { holdsLetterOrDigit, SEARCHABLE_TEXT_FORMAT, TWO_VISIBLE_CHARACTERS } from '../domain/text-input.ts';
import { NOT_AFTER_TODAY_RULE, REAL_DATE_RULE } from '../domain/dates.ts';
import { birthDateWrittenOtherwiseRule } from '../domain/birth-date-written-otherwise.ts';
import { BIRTH_DATE_REQUIRED } from '../domain/birth-date-not-known.ts';
import { instantToSend } from '../domain/instant-written-otherwise.ts';
import { QUERY_WORDS } from '../domain/argument-words.ts';
import { NAME_WITHOUT_LETTER_RULE } from '../domain/person-name-typed.ts';
import {
  ABOVE_MAXIMUM, COMPANY_KEY_PATTERN, COMPANY_KEY_RULE, COUNTRY_INPUT_PATTERN, COUNTRY_INPUT_RULE, ANY_COUNTRY_PATTERN, ANY_COUNTRY_RULE, NOT_BLANK_PATTERN, NOT_BLANK_RULE, FIRST_SEEN_AFTER_RULE, FIRST_SEEN_UNTIL_PATTERN, FIRST_SEEN_UNTIL_RULE, NEW_REGISTRATION_KEY_PATTERN,
  NEW_REGISTRATION_KEY_RULE, NOT_AFTER_TODAY, CANDIDATE_KEY_PATTERN, CANDIDATE_KEY_RULE, NEW_REGISTRATION_CANDIDATE_KEY_PATTERN,
  NEW_REGISTRATION_CANDIDATE_KEY_RULE,
} from './schemas/common.ts';
import { BracketedName, UndecodableValue } from './query-string.ts';
import { companyKeyHint } from './company-key-hint.ts';
import { countryCodeOf } from '../domain/country-codes.ts';
import { COUNTRIES } from '../domain/country.ts';

export interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

interface PropertySchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  [ABOVE_MAXIMUM]?: string;
}

interface ObjectSchema { properties?: Record<string, PropertySchema>; required?: string[] }

export const UNDECODABLE_RULE = 'must be UTF-8 text, percent-encoded (ā is %C4%81)';
const TWO_CHARACTERS_RULE = 'must hold at least 2 characters other than spaces';

const NO_LETTER_OR_DIGIT_RULE = 'must hold a letter or a digit';

// The two person routes page by cursors of two forms: a client that kept one route's `next` and
// sent it to the other was told only the rule, and read it as a cursor gone stale or cut short.
const NEW_REGISTRATIONS_CURSOR = '; this value is a next of /persons/new-registrations, which this route does not take';
const PERSON_CHECK_CURSOR = '; this value is a next of /persons/check, which this route does not take';

function withOtherCursor(rule: string, value: unknown, otherPattern: string, told: string): string {
  return typeof value === 'string' && new RegExp(otherPattern, 'u').test(value) ? `${rule}${told}` : rule;
}

/**
 * The code of a country sent by its name or alpha-3 (`Latvia`, `CYP`, `Küpros`), after a rule that
 * wants the code: told only the rule, a client sending country=Sweden or
 * registeredIn=CYP (as RIK writes Cyprus) was not told which code. `held`: one of the four
 * countries served, any other told that no register of it is held.
 */
function countryNamed(value: unknown, held: boolean): string {
  if (typeof value !== 'string') return '';
  const code = countryCodeOf(value);
  if (code === null || code === value.trim().toUpperCase()) return '';
  if (held && !(COUNTRIES as readonly string[]).includes(code)) return `: ${value.trim()} is ${code}, whose register this service does not hold`;
  return `: ${value.trim()} is ${code}`;
}

// Two or more of the four codes in one value (`lv,ee`, `LV EE`, `LV|EE`), as a client sends a list.
const CODES_LISTED = new RegExp(`^\\s*(?:${COUNTRIES.join('|')})(?:\\s*[,;|/+\\s]\\s*(?:${COUNTRIES.join('|')}))+\\s*$`, 'i');

/**
 * What a list of countries sent as one `country` is told: the rule alone read as if a code were
 * misspelt, where the parameter takes one country and its absence means all four.
 */
function countriesListed(value: unknown): string | null {
  if (typeof value !== 'string' || !CODES_LISTED.test(value)) return null;
  return `: it takes one country, and ${value.trim()} names several; send one, or leave country out for all four`;
}

/** `: True is true` for true or false written in another case, else nothing. */
function booleanNamed(value: unknown): string {
  if (typeof value !== 'string') return '';
  const lower = value.trim().toLowerCase();
  return (lower === 'true' || lower === 'false') && lower !== value ? `: ${value.trim()} is ${lower}` : '';
}

export function describeRule(keyword: string, schema: PropertySchema | undefined, fallback: string, value?: unknown, parameter?: string): string {
  // The person routes' birth date (the one birthDate a route takes) is told why it is needed and
  // what to do without it, as the MCP person tools tell it; every other parameter its name alone.
  if (keyword === 'required') return parameter === 'birthDate' && schema?.format === 'date' ? BIRTH_DATE_REQUIRED : 'is required';
  if (!schema) return fallback;
  if (schema.enum) return `must be one of ${schema.enum.join(', ')}`;
  if (schema.type === 'integer' && schema.minimum !== undefined && schema.maximum !== undefined) {
    const rule = `must be an integer from ${schema.minimum} to ${schema.maximum}`;
    const instead = keyword === 'maximum' ? schema[ABOVE_MAXIMUM] : undefined;
    return instead ? `${rule}; ${instead}` : rule;
  }
  // Ajv's own words, "must be boolean", named neither value, so a client sending 1 or yes could
  // not tell what the parameter takes.
  // A client's own spelling of the two (Python sends True, a spreadsheet TRUE) is told the one to send.
  if (schema.type === 'boolean') return `must be true or false${booleanNamed(value)}`;
  if (keyword === NOT_AFTER_TODAY) return NOT_AFTER_TODAY_RULE;
  if (schema.format === 'date') return REAL_DATE_RULE;
  // Before the length rule: an instant with its offset (`+00:00`) is too long, and "at most 24
  // characters" told nothing of the instant to send (instant-written-otherwise.ts).
  if (schema.pattern === FIRST_SEEN_UNTIL_PATTERN) return firstSeenRule(value, parameter);
  if (keyword === 'minLength' && schema.minLength !== undefined) return `must be at least ${schema.minLength} characters long`;
  if (keyword === 'maxLength' && schema.maxLength !== undefined) return `must be at most ${schema.maxLength} characters long`;
  if (keyword === 'pattern' && schema.pattern === TWO_VISIBLE_CHARACTERS) return TWO_CHARACTERS_RULE;
  if (schema.pattern === COUNTRY_INPUT_PATTERN) return `${COUNTRY_INPUT_RULE}${countriesListed(value) ?? countryNamed(value, true)}`;
  if (schema.pattern === ANY_COUNTRY_PATTERN) return `${ANY_COUNTRY_RULE}${countryNamed(value, false)}`;
  if (schema.pattern === NOT_BLANK_PATTERN) return NOT_BLANK_RULE;
  // A number without its country (`40003032949`) is told the key its shape gives (company-key-hint.ts).
  if (schema.pattern === COMPANY_KEY_PATTERN) {
    const hint = parameter === undefined ? null : companyKeyHint(value, parameter, false);
    return hint !== null ? `${COMPANY_KEY_RULE}${hint}` : withOtherCursor(COMPANY_KEY_RULE, value, NEW_REGISTRATION_KEY_PATTERN, NEW_REGISTRATIONS_CURSOR);
  }
  if (schema.pattern === NEW_REGISTRATION_KEY_PATTERN) {
    const hint = parameter === undefined ? null : companyKeyHint(value, parameter, true);
    return hint !== null ? `${NEW_REGISTRATION_KEY_RULE}${hint}` : withOtherCursor(NEW_REGISTRATION_KEY_RULE, value, COMPANY_KEY_PATTERN, PERSON_CHECK_CURSOR);
  }
  if (schema.pattern === CANDIDATE_KEY_PATTERN) {
    const hint = parameter === undefined ? null : companyKeyHint(value, parameter, false);
    return hint !== null ? `${CANDIDATE_KEY_RULE}${hint}` : withOtherCursor(CANDIDATE_KEY_RULE, value, NEW_REGISTRATION_CANDIDATE_KEY_PATTERN, NEW_REGISTRATIONS_CURSOR);
  }
  if (schema.pattern === NEW_REGISTRATION_CANDIDATE_KEY_PATTERN) {
    const hint = parameter === undefined ? null : companyKeyHint(value, parameter, true);
    return hint !== null ? `${NEW_REGISTRATION_CANDIDATE_KEY_RULE}${hint}` : withOtherCursor(NEW_REGISTRATION_CANDIDATE_KEY_RULE, value, CANDIDATE_KEY_PATTERN, PERSON_CHECK_CURSOR);
  }
  // The format fails a text of one letter and an invisible character or a combining mark (`a`
  // and a zero-width space) as the pattern fails `a ` with a space: told by the same rule.
  if (keyword === 'format' && schema.format === SEARCHABLE_TEXT_FORMAT) {
    return typeof value === 'string' && holdsLetterOrDigit(value) ? TWO_CHARACTERS_RULE : NO_LETTER_OR_DIGIT_RULE;
  }
  return fallback;
}

/**
 * The rule of a new registrations' instant (firstSeenAfter, firstSeenUntil), with the instant a
 * date and time written with another offset or more decimals names, written as the answer writes it.
 */
function firstSeenRule(value: unknown, parameter: string | undefined): string {
  const rule = parameter === 'firstSeenAfter' ? FIRST_SEEN_AFTER_RULE : FIRST_SEEN_UNTIL_RULE;
  return `${rule}${instantToSend(value, parameter ?? 'it', QUERY_WORDS)}`;
}

/** `/limit` → `limit`; `/regcode` → `regcode`; array items (`/limit/1`) count as their parameter. */
function parameterOf(issue: AjvIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty.replace(/^\./, '');
  }
  const first = issue.instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A name as it may be mistyped: `birthdate`, `birth_date`, `Birth-Date` are all `birthdate`. */
const looseName = (name: string) => name.toLowerCase().replace(/[-_ ]/g, '');

/**
 * The parameter the request gave under another spelling of a missing one's name (parameter names
 * are case-sensitive; unknown ones are ignored, so `birthdate=…` leaves `birthDate` missing).
 */
function givenAs(missing: string, values: Record<string, unknown> | undefined): string | undefined {
  if (!values) return undefined;
  return Object.keys(values).find((name) => name !== missing && looseName(name) === looseName(missing));
}

// The names other APIs, and this one's MCP tools (search_companies' `query`), give a required
// parameter, as looseName writes them: `query=rigas` was answered "q is required" alone, and a
// client read its text as not sent at all rather than sent under a name the endpoint ignores.
const OTHER_NAMES: Record<string, readonly string[]> = {
  q: ['query', 'text', 'search', 'searchterm', 'term', 'keyword', 'keywords', 'name', 'companyname'],
  name: ['fullname', 'personname', 'person'],
  birthDate: ['dob', 'dateofbirth', 'birthday', 'born'],
};

/** The parameter the request gave under another name of a missing one (OTHER_NAMES), given a value. */
function givenUnder(missing: string, values: Record<string, unknown> | undefined): string | undefined {
  const others = OTHER_NAMES[missing];
  if (!values || !others) return undefined;
  return Object.keys(values).find((name) => others.includes(looseName(name)) && typeof values[name] === 'string' && values[name] !== '');
}

/**
 * What an optional parameter sent with no value is told beside its rule: a form's empty field
 * (`country=` from a select left at "any", `limit=` from a blank box) was told only the rule,
 * `country must be one of LV, LT, EE, FI`, and read as if a value had been sent and misread.
 * The 400 stays (a value sent is never silently dropped); it says that leaving the parameter out
 * is the request meant (its default, or no filter, then applies, as the reference says).
 */
function sentEmpty(parameter: string, value: unknown, schema: ObjectSchema | undefined): string {
  if (typeof value !== 'string' || value.trim() !== '' || schema?.required?.includes(parameter)) return '';
  return `; it was sent empty: leave ${parameter} out, or send a value`;
}

/** `q[]=ab` is told as sent, with the form to send: the API's parameters take one value each. */
function bracketedRule(parameter: string, value: BracketedName): string {
  return `must be sent as ${parameter}=… without brackets, one value (${value.sentAs} was given)`;
}

/**
 * `values` are the parameters as the request gave them. Three failures are told as what they are
 * rather than as a breach of the parameter's rule, which they fail whatever it is: a parameter
 * given twice (`limit=5&limit=6`, parsed as an array; every parameter of the API is one value),
 * a parameter sent with brackets (`q[]=ab`), and a value whose percent-encoding is not UTF-8
 * (both query-string.ts). A missing parameter given under another spelling of its name is told so.
 */
export function issuesFromAjv(errors: AjvIssue[], where: 'query' | 'path', schema: unknown,
  values?: Record<string, unknown>): ParameterIssue[] {
  const properties = (schema as ObjectSchema | undefined)?.properties ?? {};
  const byParameter = new Map<string, ParameterIssue>();
  for (const error of errors) {
    const parameter = parameterOf(error);
    if (parameter === '' || byParameter.has(parameter)) continue;
    const value = values?.[parameter];
    const misspelt = error.keyword === 'required' ? givenAs(parameter, values) : undefined;
    const otherName = error.keyword === 'required' && misspelt === undefined ? givenUnder(parameter, values) : undefined;
    // A personal code sent for a date, or a date written day first (31.01.1980), is told so, with
    // the date to send (the date rule alone reads as if the digits were mistyped).
    const personalCode = typeof value === 'string' && properties[parameter]?.format === 'date' ? birthDateWrittenOtherwiseRule(value) : null;
    const message = Array.isArray(value) ? 'must be given once'
      : value instanceof BracketedName ? bracketedRule(parameter, value)
        : value instanceof UndecodableValue ? UNDECODABLE_RULE
          : misspelt !== undefined ? `is required (${misspelt} was given: parameter names are case-sensitive)`
            : otherName !== undefined ? `is required (${otherName} was given: this endpoint takes it as ${parameter})`
            : personalCode ?? describeRule(error.keyword, properties[parameter], error.message ?? 'is invalid', value, parameter);
    // A person's name holding neither letter nor digit is told the rule a name of digits is told
    // (services/persons.ts): a name needs a letter, a digit would not do.
    const told = parameter === 'name' && message === NO_LETTER_OR_DIGIT_RULE ? NAME_WITHOUT_LETTER_RULE : message;
    byParameter.set(parameter, { parameter, in: where, message: `${told}${sentEmpty(parameter, value, schema as ObjectSchema | undefined)}` });
  }
  return [...byParameter.values()];
}
