// The person routes' rules beyond their query schemas (../query-rules.ts): the name holds a letter,
// a page of candidates is asked for with candidates=true and without after, a new registrations'
// cursor names a real instant, firstSeenUntil comes with the cursor it bounds, a watermark is
// sent as firstSeenAfter, not under a name the endpoint ignores, no filter of the roles is sent,
// no part of the name is sent apart from it, and no window of new roles is sent to the check,
// which lists them all. Each reads a value only where it came as one text; a value given twice or
// not UTF-8 is the schema's to tell.
import type { ParameterIssue } from '../../domain/errors.ts';
import { personNameIssue, typedPersonName } from '../../domain/person-name-typed.ts';
import { isIsoDate, isNotAfterToday } from '../../domain/dates.ts';
import { companyFormInPersonName } from '../../domain/person-name-company-form.ts';
import { misEncodedNameRule } from '../../domain/person-name-mis-encoded.ts';
import { otherBirthDateInName } from '../../domain/person-name-other-birth-date.ts';
import { candidatesPageRule } from '../../domain/person-candidates-page.ts';
import { firstSeenAfterAheadRule, firstSeenUntilAheadRule } from '../../domain/first-seen-instant.ts';
import {
  FIRST_SEEN_AFTER_RULE, FIRST_SEEN_UNTIL_PATTERN, FIRST_SEEN_UNTIL_RULE, NEW_REGISTRATION_CANDIDATE_KEY_PATTERN, NEW_REGISTRATION_CANDIDATE_KEY_RULE, NEW_REGISTRATION_KEY_PATTERN,
  NEW_REGISTRATION_KEY_RULE,
} from '../schemas/common.ts';
import { looseParameterName, type QueryRules } from '../query-rules.ts';
import { ROLES } from '../../domain/records.ts';
import { firstSeenUntilOf, newRegistrationKeyOf } from './next-page.ts';

const issue = (parameter: string, message: string): ParameterIssue => ({ parameter, in: 'query', message });
const text = (value: unknown): value is string => typeof value === 'string';
// Coerced by the schema where it passed, as sent where the query failed it.
const candidatesAsked = (value: unknown) => value === true || value === 'true';
const NEW_REGISTRATION_KEY = new RegExp(NEW_REGISTRATION_KEY_PATTERN, 'u');
// A page of candidates may follow a sole trader of any of the four countries.
const NEW_REGISTRATION_CANDIDATE_KEY = new RegExp(NEW_REGISTRATION_CANDIDATE_KEY_PATTERN, 'u');
const FIRST_SEEN_UNTIL = new RegExp(FIRST_SEEN_UNTIL_PATTERN, 'u');

/**
 * A name holding no letter can name no one (NAME_WITHOUT_LETTER_RULE): a date, a personal code or
 * a number sent as the name, a spreadsheet's columns mixed up; one holding two people's names is
 * one check of two people (domain/person-name-typed.ts, twoNamesIn). Two names a comma alone
 * joins may be one person's written surname first, which only the registers tell: with a date
 * the schema takes, the service refuses them (services/persons.ts); beside a birthDate the schema
 * refuses, they are told here.
 */
function nameIssues(query: Readonly<Record<string, unknown>>): ParameterIssue[] {
  const name = query.name;
  // A name its client's encoding garbled (percent-encoded twice, or mojibake) names no one as it came.
  const misEncoded = text(name) ? misEncodedNameRule(name) : null;
  if (misEncoded !== null) return [issue('name', misEncoded)];
  const refused = text(name) ? personNameIssue(typedPersonName(name), companyFormInPersonName, () => text(query.birthDate) && isIsoDate(query.birthDate) && isNotAfterToday(query.birthDate, new Date())) : null;
  const otherDate = refused === null && text(name) && text(query.birthDate) && isIsoDate(query.birthDate) ? otherBirthDateInName(name, query.birthDate) : null;
  return refused !== null ? [issue('name', refused)] : otherDate !== null ? [issue('name', otherDate)] : [];
}

/** A page of candidates sent without candidates=true, or beside after: the rule MCP's check_person reads its cursor by. */
function candidatesPageIssues(query: Readonly<Record<string, unknown>>): ParameterIssue[] {
  if (query.candidatesAfter === undefined) return [];
  const refused = candidatesPageRule({ candidatesAsked: candidatesAsked(query.candidates), personAfterSent: query.after !== undefined }, 'candidates=true');
  return refused === null ? [] : [issue('candidatesAfter', refused)];
}

/** A new registrations' cursor of the right form whose instant is no real one (2026-13-45T25:00:00Z). */
function instantIssues(query: Readonly<Record<string, unknown>>, parameter: 'after' | 'candidatesAfter'): ParameterIssue[] {
  const value = query[parameter];
  const [pattern, rule] = parameter === 'after' ? [NEW_REGISTRATION_KEY, NEW_REGISTRATION_KEY_RULE] : [NEW_REGISTRATION_CANDIDATE_KEY, NEW_REGISTRATION_CANDIDATE_KEY_RULE];
  return text(value) && pattern.test(value) && newRegistrationKeyOf(value) === null ? [issue(parameter, rule)] : [];
}

/**
 * The bound of a page after the first: sent with the company it follows, as next sends it, a real
 * instant, and not later than now. The pages after the first give it as firstSeenThrough, the value a
 * job stores for its next poll: one of the future (firstSeenUntil=2099-01-01T00:00:00.000Z) was given
 * back as the watermark, which the next poll's firstSeenAfter then refused, and one edited to a
 * later instant than next gave would have had the job skip the roles first seen in between.
 */
function firstSeenUntilIssues(query: Readonly<Record<string, unknown>>, now: Date): ParameterIssue[] {
  const value = query.firstSeenUntil;
  if (value === undefined) return [];
  if (query.after === undefined && query.candidatesAfter === undefined) {
    return [issue('firstSeenUntil', 'bounds the pages after the first: send it with after or candidatesAfter, as next does')];
  }
  if (!text(value) || !FIRST_SEEN_UNTIL.test(value)) return [];
  const at = firstSeenUntilOf(value);
  if (at === null) return [issue('firstSeenUntil', FIRST_SEEN_UNTIL_RULE)];
  return at > now.getTime() ? [issue('firstSeenUntil', firstSeenUntilAheadRule(now, 'send it as next gives it,'))] : [];
}

/**
 * The start of the window in place of hours: a real instant, and not later than now (a watermark of
 * the future lists nothing, and would for ever: the job's clock or its stored value is wrong).
 */
function firstSeenAfterIssues(query: Readonly<Record<string, unknown>>, now: Date): ParameterIssue[] {
  const value = query.firstSeenAfter;
  if (!text(value) || !FIRST_SEEN_UNTIL.test(value)) return [];
  const at = firstSeenUntilOf(value);
  if (at === null) return [issue('firstSeenAfter', FIRST_SEEN_AFTER_RULE)];
  return at > now.getTime() ? [issue('firstSeenAfter', firstSeenAfterAheadRule(now))] : [];
}

/**
 * firstSeenAfter sent beside hours, which says another window: refused, not one of them read. Told
 * from the parameters sent, as the schema gives hours its default where it was left out.
 */
function windowAskedTwice(sent: ReadonlySet<string>): ParameterIssue[] {
  return sent.has('hours') && sent.has('firstSeenAfter')
    ? [issue('firstSeenAfter', 'begins the window in place of hours: send one of them (firstSeenAfter, the firstSeenThrough of the last answer, for a job that polls)')]
    : [];
}

// The names a job gives the start of its window where this endpoint takes firstSeenAfter: the
// answer's own firstSeenThrough sent back under its name, and the names other APIs give a
// watermark. Unknown parameters are ignored (parameter-name-case.ts), so
// `firstSeenThrough=2026-11-30T14:20:47.343Z` answered the default 24 hours, a job stopped for two
// days lost what was first seen before them, and nothing in the answer told it so.
const WATERMARK_NAMES = ['firstseenthrough', 'since', 'firstseensince', 'firstseenfrom', 'updatedsince', 'modifiedsince', 'changedsince'];

/** A window's start sent under a name this endpoint does not read: refused, naming firstSeenAfter. */
function watermarkNamedOtherwise(sent: ReadonlySet<string>): ParameterIssue[] {
  return [...sent].filter((name) => WATERMARK_NAMES.includes(looseParameterName(name))).map((name) => issue(name,
    looseParameterName(name) === 'firstseenthrough'
      ? 'is a field of the answer, not a parameter: send its value back as firstSeenAfter (in place of hours) to list the roles first seen after it'
      : 'is not a parameter of this endpoint: the window begins at firstSeenAfter, an instant as firstSeenThrough gives it (in place of hours), or is hours counted back from now'));
}

// A filter of the roles by kind the person routes do not take: role=officer was ignored as unknown
// and every role of the person was listed, which a user reading only the first results took for
// the officer's roles alone. Refused, not made a filter: the check is the whole of a person's ties
// (a compliance check must not miss one a filter hid), and limit, next and totalCompanies count
// companies, which a filter of roles would leave counting ones it listed nothing of.
const ROLE_FILTER_NAMES = ['role', 'roles', 'position', 'positions', 'roletype', 'rolekind'];

/** A role filter sent: refused, naming the fields every role carries to pick them by. */
function roleFilterSent(sent: ReadonlySet<string>): ParameterIssue[] {
  return [...sent].filter((name) => ROLE_FILTER_NAMES.includes(looseParameterName(name))).map((name) => issue(name,
    `is not a parameter of this endpoint: every role of the person is listed, each with its role (${ROLES.join(', ')}) `
      + 'and position (board_member, procurator, …); pick those of one kind from results'));
}

// A filter by country, refused as the role filter is and for its reasons: country=LV was ignored as
// unknown and a person's Estonian roles were listed beside the Latvian ones, which a client sending
// a country with every request (as the company routes take one) read as its ties in Latvia alone.
const COUNTRY_FILTER_NAMES = ['country', 'countries', 'jurisdiction', 'countrycode'];

/** A country filter sent: refused, naming the field every role carries to pick them by. */
function countryFilterSent(sent: ReadonlySet<string>): ParameterIssue[] {
  return [...sent].filter((name) => COUNTRY_FILTER_NAMES.includes(looseParameterName(name))).map((name) => issue(name,
    'is not a parameter of this endpoint: the person\'s roles in every country whose registers publish them are listed, '
      + 'each with its country and regcode; pick those of one country from results'));
}

// The name in parts, as a form or another API sends it: firstName=Sergejs&lastName=Petrovs was told
// "name is required" alone, and name=Petrovs&firstName=Sergejs was answered for the one word
// Petrovs (a 404, personKnown false), the given name ignored as unknown. Refused, naming name,
// with the full name to send where a given name and a surname came.
const GIVEN_NAME_PARTS = ['firstname', 'firstnames', 'givenname', 'givennames', 'forename', 'forenames', 'middlename', 'middlenames'];
const SURNAME_PARTS = ['lastname', 'surname', 'familyname'];

/** A part of the name sent under a name of its own: refused, naming name and, where both parts came, the name to send. */
function namePartsSent(query: Readonly<Record<string, unknown>>, sent: ReadonlySet<string>): ParameterIssue[] {
  const parts = [...sent].filter((name) => [...GIVEN_NAME_PARTS, ...SURNAME_PARTS].includes(looseParameterName(name)));
  if (parts.length === 0) return [];
  const valueOf = (names: readonly string[]) => parts.filter((name) => names.includes(looseParameterName(name)))
    .map((name) => query[name]).filter(text).map((value) => value.trim()).filter((value) => value !== '').join(' ');
  // A name of one word sent beside one part is the other part (name=Petrovs&firstName=Sergejs).
  const oneWord = text(query.name) && /^\S+$/u.test(query.name.trim()) ? query.name.trim() : '';
  let given = valueOf(GIVEN_NAME_PARTS);
  let surname = valueOf(SURNAME_PARTS);
  if (given === '') given = surname === '' ? '' : oneWord;
  else if (surname === '') surname = oneWord;
  const whole = given !== '' && surname !== '' ? ` (name=${given} ${surname})` : '';
  return parts.map((name) => issue(name, `is not a parameter of this endpoint: the person's full name goes in name, given names and surname together, in either order${whole}`));
}

// A window of new roles sent to the check: hours=24 (as new registrations takes it), a watermark
// (firstSeenAfter, since, updatedSince) or a page's bound was ignored as unknown and every role of
// the person was listed, new or not, which a job that built one query for both person routes read
// as what was new in the window. Refused, naming the route that takes it.
const WINDOW_NAMES = ['hours', 'firstseenafter', 'firstseenuntil', ...WATERMARK_NAMES];

/** A window of new roles sent to the person check: refused, naming /persons/new-registrations. */
function windowSentToCheck(sent: ReadonlySet<string>): ParameterIssue[] {
  return [...sent].filter((name) => WINDOW_NAMES.includes(looseParameterName(name))).map((name) => issue(name,
    'is not a parameter of this endpoint: the check lists every role of the person, new or not; the roles first seen within '
      + 'the last hours, or after firstSeenAfter, are listed by /persons/new-registrations, which takes the same name and birthDate'));
}

export const personCheckRules: QueryRules = (query, _params, sent) =>
  [...nameIssues(query), ...namePartsSent(query, sent), ...candidatesPageIssues(query), ...roleFilterSent(sent), ...countryFilterSent(sent), ...windowSentToCheck(sent)];

export const newRegistrationsRules: QueryRules = (query, _params, sent) => {
  const candidatesPage = candidatesPageIssues(query);
  // One issue a parameter: a firstSeenAfter that is no instant or later than now is told that first.
  const now = new Date();
  const firstSeenAfter = firstSeenAfterIssues(query, now);
  return [
    ...nameIssues(query),
    ...namePartsSent(query, sent),
    ...instantIssues(query, 'after'),
    ...(candidatesPage.length > 0 ? candidatesPage : instantIssues(query, 'candidatesAfter')),
    ...firstSeenUntilIssues(query, now),
    ...(firstSeenAfter.length > 0 ? firstSeenAfter : windowAskedTwice(sent)),
    ...watermarkNamedOtherwise(sent),
    ...roleFilterSent(sent),
    ...countryFilterSent(sent),
  ];
};
