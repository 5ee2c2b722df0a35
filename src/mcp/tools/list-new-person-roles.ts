// list_new_person_roles: the company roles of one person first seen within a window, as REST
// /persons/new-registrations answers it, for a model watching a person (a new board seat, a new
// holding). Without it the server's instructions sent a model to the REST route, which a client
// of tools alone cannot call. The name, birth date and window are read by the service
// (services/persons.ts), whose rules and refusals REST's are; this file reads the arguments, the
// page to send back, and words the answer. Its roles are grouped by company as check_person's
// (person-roles-grouped.ts), the one shape a model reads of a person's roles.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { ROLES } from '../../domain/records.ts';
import { InvalidParameterError } from '../../domain/errors.ts';
import { candidatesPageRule } from '../../domain/person-candidates-page.ts';
import { FIRST_SEEN_AFTER_RULE, FIRST_SEEN_INSTANT, firstSeenAfterAheadRule, firstSeenInstantOf, firstSeenUntilAheadRule } from '../../domain/first-seen-instant.ts';
import type { NewRegistrationsPage } from '../../services/persons.ts';
import type { NewRegistrationsView } from '../../services/views.ts';
import {
  blankAsUnset, CANDIDATES_PAGE, formText, ON_TEXT, PAGE_COMPANY, personBirthDateInput, personCandidatesInput, personHoursInput, newRolesLimitInput,
  NEW_ROLES_LIMIT_DEFAULT,
  personNameInput, textFromNumber,
} from '../schemas.ts';
import { nextCallArguments } from './next-call-said.ts';
import { describeToolError, errorResult, rateLimitedMessage, READ_ONLY_ANNOTATIONS, structuredResult, type ToolDeps } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import { instantToSend } from '../../domain/instant-written-otherwise.ts';
import { TOOL_WORDS } from '../tool-argument-words.ts';
import { CHECK_PERSON, LIST_NEW_PERSON_ROLES } from './names.ts';
import { groupingContextOf, NEW_ROLE_COMPANY_KEYS, rolesByCompany } from './person-roles-grouped.ts';

const SECOND = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z';
const UNTIL = FIRST_SEEN_INSTANT.source.slice(1, -1);
// The company, the firstSeenAt of its newest role (REST's after), after the comma the bound of the
// pages after the first (REST's firstSeenUntil), and after a second the window the first page was
// asked with (`168h`, or its firstSeenAfter), which REST's next request keeps as its hours or
// firstSeenAfter. Without it, a model sending after alone, as its description says, was answered
// the page after in a window of 24 hours: asked for a week, or since a day, its second page left
// out the companies of the rest, or was [] with next null, the list read as ended.
const AFTER = new RegExp(`^(${CANDIDATES_PAGE})?(${PAGE_COMPANY})@(${SECOND})(?:,(${UNTIL})(?:,(?:(?<hours>[0-9]{1,3})h|(?<from>${UNTIL})))?)?$`);
const AFTER_RULE = 'after must be next of the previous answer, as it gives it (LV:40003123456@2026-11-24T01:22:08Z,2026-11-24T01:22:08.123Z,24h)';
const FIRST_SEEN_AFTER = `firstSeenAfter ${FIRST_SEEN_AFTER_RULE}`;
/** The form refused, with the instant a value written otherwise names and the value to send, as REST's 400 tells it. */
const firstSeenAfterRefused = (issue: { input?: unknown }) => `${FIRST_SEEN_AFTER}${instantToSend(issue.input, 'firstSeenAfter', TOOL_WORDS)}`;
// A bound published (minLength) keeps a nullable text anyOf with null, where a bare one is a list of types some clients cannot read.
const input = {
  name: personNameInput,
  birthDate: personBirthDateInput,
  hours: personHoursInput,
  // The forms of firstSeenAfter and after are checked, not published (a refinement): their patterns were 270 bytes of tools/list.
  // A count of seconds sent as a JSON number (1764460800) is read as its digits, so it is told the instant it names, as REST's 400 tells it.
  firstSeenAfter: z.preprocess((v) => textFromNumber(blankAsUnset(v)), formText('firstSeenAfter', FIRST_SEEN_AFTER)
    .min(20, { error: firstSeenAfterRefused, abort: true, ...ON_TEXT }).refine((v) => FIRST_SEEN_INSTANT.test(v), { error: firstSeenAfterRefused, ...ON_TEXT })
    .nullable().optional())// A day alone is refused naming the instant to send: said here, a model asked "since Monday" sends that instant at once.
    .describe('In place of hours: the roles first seen after it, the firstSeenThrough of the last answer; from a day on, the instant before it (2026-11-26T23:59:59.999Z).'),
  candidates: personCandidatesInput.describe('true: also roles matched by name alone, where the register gives no birth date.'),
  limit: newRolesLimitInput,
  after: z.preprocess(blankAsUnset, formText('after', AFTER_RULE).min(26, { error: AFTER_RULE, abort: true, ...ON_TEXT })
    .refine((v) => AFTER.test(v), { error: AFTER_RULE, ...ON_TEXT }).nullable().optional()).describe('next of the previous answer.'),
};

const text = z.string();
// The answer as parsed: every field REST gives, a role's as the service gives them (REST's schema names the same).
const newRole = z.looseObject({ regcode: text, country: z.enum(COUNTRIES), companyName: text, role: z.enum(ROLES), firstSeenAt: text });
const parsed = z.object({
  person: z.object({ name: text, birthDate: text }), personKnown: z.boolean(), hours: z.number(), firstSeenThrough: text,
  count: z.number(), truncated: z.boolean(), next: text.nullable(), results: z.array(newRole),
  candidates: z.array(z.looseObject({})).optional(), candidateRoles: z.number().optional(), nameHint: text.optional(),
  sources: z.array(z.object({ name: text, asOf: text.nullable() })),
});

// Published briefly, as check_person's (tools/list is handed to every model; REST's reference describes each field).
const orNull = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description).nullable();
export const newRolesOutput = z.object({
  person: z.object({ name: text.describe('As sent'), birthDate: text.describe('As sent') }).describe('The person asked about'),
  personKnown: z.boolean().describe('false: no role, new or not, matches the name and birth date'),
  hours: z.number().describe('The window'),
  firstSeenThrough: text.describe('Send as firstSeenAfter next: each new role once'),
  count: z.number().describe('Roles listed'),
  truncated: z.boolean().describe('More companies than limit: see next'),
  next: orNull(text, 'after for the companies after these'),
  companies: z.array(z.looseObject({}).describe('As check_person\'s, with registeredOn; roles with firstSeenAt, no sanctions'))
    .describe('Newest first'),
  candidates: z.array(z.looseObject({})).optional().describe('With candidates true'),
  candidateRoles: z.number().optional().describe('Roles of the name alone'),
  nameHint: text.optional().describe('Why the name finds no one'),
  sources: z.array(z.object({ name: text.describe('Source id'), asOf: orNull(text, 'File date') })).optional()
    .describe('The role files read'),
});

/** The answer as REST gives it but for next, the value to send as after (REST's is the request of the next page). */
function answered(answer: NewRegistrationsView, args: { candidates: boolean; limit: number; hours?: number; firstSeenAfter?: string }): { value: Record<string, unknown>; hint?: string } {
  const n = answer.next;
  const window = args.firstSeenAfter ?? `${args.hours ?? 24}h`;
  const next = n ? `${n.candidates ? CANDIDATES_PAGE : ''}${n.country}:${n.regcode}@${n.firstSeenAt},${n.firstSeenUntil},${window}` : null;
  const value = grouped(parsed.parse({ ...answer, next }), sourcesUnchanged(answer, args.firstSeenAfter));
  // after keeps the window; the call repeats candidates and a limit other than the default, as REST's
  // next request keeps them.
  const more = next === null ? undefined
    : `More ${n!.candidates ? 'candidates' : 'companies'} follow: call ${LIST_NEW_PERSON_ROLES} again with ${nextCallArguments(next, args.limit, NEW_ROLES_LIMIT_DEFAULT, args.candidates)}.`;
  const hint = [nameAloneSentence(answer, args.candidates), more].filter((h) => h !== undefined).join(' ') || undefined;
  return { value, hint };
}

/**
 * Whether no file of the person's was published after the firstSeenAfter sent: the window is then
 * empty and firstSeenThrough that instant itself (services/person-files-published.ts), and the
 * files' dates are those the answer that gave it named. A job polling a person every hour was
 * sent the same ten files and dates, some 460 bytes, on every poll; they come again after a publish.
 */
function sourcesUnchanged(answer: NewRegistrationsView, firstSeenAfter: string | undefined): boolean {
  const from = firstSeenAfter === undefined ? null : firstSeenInstantOf(firstSeenAfter);
  return from !== null && answer.count === 0 && (answer.candidates ?? []).length === 0 && Date.parse(answer.firstSeenThrough) === from;
}

/**
 * A role with firstSeenAt right after role, the role it dates, so that a model reads the two
 * together before the office's own dates (since, until). The service gives it after the role's
 * dates, source and right to sign, as REST does; it stood second here only because the parse
 * schema above happens to name it second, which a change there would have moved.
 */
const datedFirst = ({ role, firstSeenAt, ...rest }: Record<string, unknown>): Record<string, unknown> => ({ role, firstSeenAt, ...rest });

/**
 * The answer with its roles, and its candidates, grouped by company as check_person's: a model
 * reading both tools read companies there and a flat results here, each role carrying its company's
 * name, status, flags and registration day again, and every null written out.
 */
function grouped(answer: z.infer<typeof parsed>, sourcesLeftOut: boolean): Record<string, unknown> {
  const { person, personKnown, hours, firstSeenThrough, count, truncated, next, results, candidates, candidateRoles, nameHint, sources } = answer;
  const ctx = groupingContextOf(person, sources);
  return {
    person, personKnown, hours, firstSeenThrough, count, truncated, next, companies: rolesByCompany(results.map(datedFirst), ctx, NEW_ROLE_COMPANY_KEYS),
    ...(candidates === undefined ? {} : { candidates: rolesByCompany(candidates.map(datedFirst), ctx, NEW_ROLE_COMPANY_KEYS) }),
    ...(candidateRoles === undefined ? {} : { candidateRoles }),
    ...(nameHint === undefined ? {} : { nameHint }),
    ...(sourcesLeftOut ? {} : { sources }),
  };
}

/**
 * personKnown false beside roles the name alone matches (candidateRoles): the description's "no one
 * has that name and birth date" and count 0 read, to a model watching Kadri Mets (RIK giving no birth
 * date), as no such person, while three roles of the name may be hers; said with the call that lists them.
 */
function nameAloneSentence(answer: NewRegistrationsView, candidatesAsked: boolean): string | undefined {
  const roles = answer.candidateRoles ?? 0;
  if (answer.personKnown || roles === 0) return undefined;
  const window = answer.candidates?.length ?? 0;
  const listed = !candidatesAsked ? `call ${LIST_NEW_PERSON_ROLES} again with candidates true for those first seen in the window`
    : window > 0 ? `candidates lists the ${window} first seen in the window` : 'none was first seen in the window (candidates [])';
  return `personKnown false: no role whose register gives a birth date matches the name and birth date, but the name alone matches `
    + `${roles} role${roles === 1 ? '' : 's'}, new or not, whose register gives none (candidateRoles), which may be the person's: `
    + `${listed}; ${CHECK_PERSON} with candidates true lists all of them.`;
}

/**
 * after as the service reads it, or a refusal where its instants are no real ones or its bound lies
 * ahead, this told by REST's rule of its firstSeenUntil: an after edited to a bound ahead was told
 * only to be next "as it gives it", with nothing of what was wrong with the one sent.
 */
function pageOf(after: string | undefined, now: Date): NewRegistrationsPage | string | null {
  if (after === undefined) return null;
  const [, candidates, company, , firstSeenAt, until] = AFTER.exec(after)!;
  const colon = company!.indexOf(':');
  const [country, regcode] = [company!.slice(0, colon), company!.slice(colon + 1)];
  const untilMs = until === undefined ? null : firstSeenInstantOf(until);
  if (firstSeenInstantOf(firstSeenAt!) === null || (until !== undefined && untilMs === null)) return AFTER_RULE;
  if (untilMs !== null && untilMs > now.getTime()) return `after ends in ${until}, which ${firstSeenUntilAheadRule(now, 'send after as next gives it, ending in')}`;
  return { after: { country: country as Country, regcode: regcode!, firstSeenAt: firstSeenAt! }, candidates: candidates !== undefined, firstSeenUntil: untilMs };
}

/** A window of hours or from firstSeenAfter, as sent or as after keeps it. */
interface Window { hours?: number; firstSeenAfter?: string }

/**
 * The window of the page after `after`: the one it keeps, where the call sends none or the same;
 * a refusal where it sends another, whose page after that company would be of no list the model
 * was reading. An after of a release before it kept one is read with the window sent.
 */
function windowOf(after: string | undefined, sent: Window): Window | string {
  const { hours, from } = after === undefined ? {} : AFTER.exec(after)!.groups!;
  if (hours === undefined && from === undefined) return sent;
  const kept: Window = hours !== undefined ? { hours: Number(hours) } : { firstSeenAfter: from! };
  if (kept.hours !== undefined && (kept.hours < 1 || kept.hours > 168)) return AFTER_RULE;
  const instant = (value: string | undefined) => (value === undefined ? undefined : firstSeenInstantOf(value));
  const same = (sent.hours === undefined && sent.firstSeenAfter === undefined)
    || (sent.hours === kept.hours && instant(sent.firstSeenAfter) === instant(kept.firstSeenAfter));
  const keptSaid = kept.hours !== undefined ? `hours ${kept.hours}` : `firstSeenAfter ${kept.firstSeenAfter}`;
  return same ? kept : `after is next of a window of ${keptSaid}: send after alone, which keeps it; another window begins with a call without after`;
}

export function registerListNewPersonRoles(server: McpServer, deps: ToolDeps): void {
  server.registerTool(LIST_NEW_PERSON_ROLES, {
    title: 'New company roles of a person',
    // "no one has that name and birth date" read as no such person, where roles of the name whose register gives no
    // birth date may be the person's (candidateRoles, said beside the answer): no role matches both is what it says.
    // A poll's sources left out is said here, where a model reads what the answer holds before it polls.
    description: 'The company roles of one person (name and birth date as check_person) first seen in the last hours or after '
      + 'firstSeenAfter, newest first: to watch a person. personKnown false: no role has that name and birth date. '
      + 'No file published after firstSeenAfter: sources left out, the last answer\'s hold.',
    inputSchema: toolInput(LIST_NEW_PERSON_ROLES, input),
    outputSchema: newRolesOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ name, birthDate, hours, firstSeenAfter, candidates, limit, after }) => {
    // Counted as REST's /persons/new-registrations, the same answer, in its group.
    const denied = await deps.admit('newRegistrations');
    if (denied) return errorResult(rateLimitedMessage(denied.retryAfter, 'newRegistrations'));
    const now = new Date();
    if (hours !== undefined && firstSeenAfter != null) {
      return errorResult('firstSeenAfter begins the window in place of hours: send one of them (firstSeenAfter, the firstSeenThrough of the last answer, for a watch that polls).');
    }
    const window = windowOf(after ?? undefined, { hours, firstSeenAfter: firstSeenAfter ?? undefined });
    if (typeof window === 'string') return errorResult(`${window}.`);
    return answerWindow(deps, { name, birthDate, candidates, limit, after, ...window }, now);
  });
}

/** The answer of a call whose window is `args`' hours or firstSeenAfter, sent or kept by after. */
function answerWindow(deps: ToolDeps, args: Window & {
  name: string; birthDate: string; candidates?: boolean | undefined; limit: number; after?: string | null | undefined;
}, now: Date) {
  const { name, birthDate, hours, firstSeenAfter, candidates, limit, after } = args;
  const from = firstSeenAfter == null ? null : firstSeenInstantOf(firstSeenAfter);
  if (firstSeenAfter != null && from === null) return errorResult(`${FIRST_SEEN_AFTER}.`);
  if (from !== null && from > now.getTime()) return errorResult(`firstSeenAfter ${firstSeenAfterAheadRule(now)}.`);
  const page = pageOf(after ?? undefined, now);
  if (typeof page === 'string') return errorResult(`${page}.`);
  // A page of candidates without candidates true is refused as REST refuses its candidatesAfter.
  const refused = page?.candidates ? candidatesPageRule({ candidatesAsked: candidates === true, personAfterSent: false }, TOOL_WORDS.given('candidates', 'true')) : null;
  if (refused !== null) return errorResult(`after ${refused}.`);
  try {
    const answer = deps.services.newRegistrations(name, birthDate, hours ?? 24, limit, undefined, candidates === true, page, from, TOOL_WORDS);
    const { value, hint } = answered(answer, { candidates: candidates === true, limit, hours, firstSeenAfter });
    return structuredResult(value, hint);
  } catch (err) {
    // REST's 400 in its words, naming this tool's arguments (services/persons.ts).
    if (err instanceof InvalidParameterError) return errorResult(`${err.message}.`);
    return errorResult(describeToolError(err, { tool: LIST_NEW_PERSON_ROLES }, deps.onError));
  }
}
