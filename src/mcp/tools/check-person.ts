// check_person: every company role of one person, as REST /persons/check answers it. Without it a
// model asked which companies a person is tied to sent the name as a regcode, searched it as a
// company, or reported the person as tied to none. The name and birth date are read by the person
// check of the services (services/persons.ts), whose rules and refusals REST's are; this file
// only reads the arguments and words the answer.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { COMPANY_STATUSES, ROLES } from '../../domain/records.ts';
import { BIRTH_DATE_MATCHES } from '../../domain/birth-date-match.ts';
import { SANCTIONS_SCREENED } from '../../domain/screened-roles.ts';
import { InvalidParameterError, NotFoundError } from '../../domain/errors.ts';
import type { CompanyKeyView, PersonCheckView } from '../../services/views.ts';
import { candidatesPageRule } from '../../domain/person-candidates-page.ts';
import { blankAsUnset, CANDIDATES_PAGE, formText, PAGE_COMPANY, personBirthDateInput, personCandidatesInput, personLimitInput, personNameInput, PERSON_LIMIT_DEFAULT } from '../schemas.ts';
import { nextCallArguments } from './next-call-said.ts';
import { describeToolError, errorResult, rateLimitedMessage, READ_ONLY_ANNOTATIONS, structuredResult, type ToolDeps } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import { CHECK_PERSON } from './names.ts';
import { TOOL_WORDS } from '../tool-argument-words.ts';
import { personRegisterCopiesSentence } from './person-register-copies.ts';
import { groupingContextOf, rolesByCompany } from './person-roles-grouped.ts';

const AFTER_RULE = `after must be next of the previous answer (LV:40003123456, or ${CANDIDATES_PAGE}EE:12345678 for a page of candidates)`;

const input = {
  name: personNameInput,
  birthDate: personBirthDateInput,
  candidates: personCandidatesInput.describe('true: also roles matched by name alone, where the register gives no birth date.'),
  limit: personLimitInput,
  after: z.preprocess(blankAsUnset,
    formText('after', AFTER_RULE).regex(new RegExp(`^(${CANDIDATES_PAGE})?${PAGE_COMPANY}$`), { error: AFTER_RULE })
      .nullable().optional()).describe('next of the previous answer.'),
};

// A role as the answer is parsed: each field REST gives it, typed.
const text = z.string();
const match = z.looseObject({});
const role = z.object({
  regcode: text, country: z.enum(COUNTRIES), companyName: text, companyStatus: z.enum(COMPANY_STATUSES),
  role: z.enum(ROLES), position: text.nullable(), since: text.nullable(), announced: z.boolean(), until: text.nullable(),
  unlistedOn: text.nullable(), representation: z.looseObject({}).nullable(), share: z.looseObject({}).nullable(),
  personName: text, formerName: text.optional(), birthDateMatch: z.enum(BIRTH_DATE_MATCHES), source: text, asOf: text.nullable(),
  companySanctioned: z.boolean().nullable(), companyFlags: z.array(text), sanctionsScreened: z.enum(SANCTIONS_SCREENED),
  sanctions: z.array(match), sanctionCandidates: z.array(match),
});

// The answer as parsed: every field REST gives, and nothing more.
const personCheckParsed = z.object({
  person: z.object({ name: text, birthDate: text }),
  count: z.number(), totalCompanies: z.number().nullable(), truncated: z.boolean(), next: text.nullable(),
  results: z.array(role),
  candidates: z.array(z.looseObject({})).optional(),
  candidateRoles: z.number().optional(),
  sanctionsThreshold: z.number(),
  sanctionLists: z.array(z.looseObject({})),
  sources: z.array(z.object({ name: text, asOf: text.nullable() })),
});

// The answer as tools/list publishes it, briefly (the REST reference describes each field at length):
// a role's fields named in one description, its twenty-two typed (enums, nullable branches) were 2.3 KB
// of a list every client hands its model, as complianceOutputPublished says of a match's. The tool
// still parses each role through role above. A nullable field is described on its non-null branch,
// which zod then publishes as anyOf with null (schemas.ts).
const orNull = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description).nullable();
export const personCheckOutput = z.object({
  person: z.object({ name: text.describe('As sent'), birthDate: text.describe('As sent') }).describe('The person asked about'),
  count: z.number().describe('Roles listed'),
  totalCompanies: orNull(z.number(), 'Companies of the person, on every page'),
  truncated: z.boolean().describe('More companies than limit: see next'),
  next: orNull(text, 'after for the companies after these'),
  companies: z.array(z.looseObject({
    // What a role or company leaves out where most hold it (person-roles-grouped.ts), said once per list.
    roles: z.array(z.looseObject({})).describe('role, position, since, until, unlistedOn (an LV office no longer listed), announced, '
      + 'representation, share, personName (as written), formerName, birthDateMatch, source, asOf, sanctionsScreened, sanctions, '
      + 'sanctionCandidates (indexes in sanctionMatches). Left out: null, false, [], personName as sent, birthDateMatch exact, asOf its source\'s'),
  }).describe('regcode, country, companyName, companyStatus, companySanctioned (its own; null: no list imported), companyFlags, '
    + 'roles; left out: false, []')).describe('The person\'s roles by company'),
  candidates: z.array(z.looseObject({}).describe('As in companies, of the name alone; a role\'s candidateGroup: which namesake'))
    .optional().describe('With candidates true'),
  candidateRoles: z.number().optional().describe('Roles candidates true would list'),
  sanctionMatches: z.array(z.looseObject({})).describe('Each once, as get_company_compliance\'s'),
  sanctionsThreshold: z.number().describe('Score of sanctions; sanctionCandidates below'),
  sanctionLists: z.array(z.looseObject({})).describe('The lists screened (list, source, asOf); empty: none'),
  sources: z.array(z.object({ name: text.describe('Source id'), asOf: orNull(text, 'File date') })).describe('The role files read'),
});

/**
 * The answer as REST gives it but for next, the value to send as after (REST's is the request of
 * the next page): the company of the person's listed last (LV:40003123456), or, where it is one of
 * the candidates, that company after `candidates:` (REST's candidatesAfter in place of after).
 */
function answered(answer: PersonCheckView, candidates: boolean, limit: number, paged: boolean): { value: Record<string, unknown>; hint?: string } {
  const candidatesCut = answer.next?.candidates === true;
  const next = answer.next ? `${candidatesCut ? CANDIDATES_PAGE : ''}${answer.next.country}:${answer.next.regcode}` : null;
  const value = grouped(personCheckParsed.parse({ ...answer, next }));
  // The call repeats what the page was asked with: candidates dropped, the next page would list none;
  // the limit dropped, a model asked for 5 companies a page would be answered 50.
  const more = next === null ? undefined
    : `More ${candidatesCut ? 'candidates' : `companies (totalCompanies ${answer.totalCompanies ?? 'unknown'})`} follow: call ${CHECK_PERSON} again with `
      + `${nextCallArguments(next, limit, PERSON_LIMIT_DEFAULT, candidates)}.`;
  const hint = [endedRolesSentence(answer.results), personRegisterCopiesSentence(answer.results, paged || next !== null), nameAloneSentence(answer.candidateRoles), more]
    .filter((h) => h !== undefined).join(' ') || undefined;
  return { value, hint };
}

/**
 * The answer with its roles, and its candidates, grouped by company, each sanctions match written
 * once in sanctionMatches (person-roles-grouped.ts): REST's lists, 2.6 times the bytes, are what the
 * output schema describes as expanded.
 */
function grouped(parsed: z.infer<typeof personCheckParsed>): Record<string, unknown> {
  const { results, candidates, ...rest } = parsed;
  const ctx = groupingContextOf(parsed.person, parsed.sources);
  const companies = rolesByCompany(results, ctx);
  const candidatesGrouped = candidates === undefined ? undefined : rolesByCompany(candidates, ctx);
  const { person, count, totalCompanies, truncated, next, candidateRoles, sanctionsThreshold, sanctionLists, sources } = rest;
  return {
    person, count, totalCompanies, truncated, next, companies,
    ...(candidatesGrouped === undefined ? {} : { candidates: candidatesGrouped }),
    ...(candidateRoles === undefined ? {} : { candidateRoles }),
    sanctionMatches: ctx.table.matches, sanctionsThreshold, sanctionLists, sources,
  };
}

/**
 * The roles listed that have ended: an LV office the register's file no longer lists keeps until null
 * beside unlistedOn, and among the person's roles, asked which companies Aivars Ozoliņš is tied to (demo:
 * his board seat at SIA "Ventas Tilti", no longer listed), read as a seat he holds. Counted, not named:
 * the JSON names them.
 */
function endedRolesSentence(roles: ReadonlyArray<{ until: string | null; unlistedOn: string | null }>, today = new Date().toISOString().slice(0, 10)): string | undefined {
  const ended = roles.filter((r) => r.unlistedOn !== null || (r.until !== null && r.until < today)).length;
  if (ended === 0) return undefined;
  const one = ended === 1;
  return `${ended} of the ${roles.length} roles listed ${one ? 'has' : 'have'} ended (until, or unlistedOn: an LV office the register's file `
    + `no longer lists, ended on or before that day): report ${one ? 'it' : 'them'} as former, not current.`;
}

/**
 * candidateRoles beside a person found: the roles of the name alone whose register gives no birth
 * date (RIK's, for most Estonians since November 2024), which no tool here confirms or rules out.
 * Given as a number alone, a model asked which companies a person is tied to reported the companies
 * of results as all of them (Kārlis Liepa's two LV boards, three EE ones of the name left unsaid).
 */
function nameAloneSentence(roles: number | undefined): string | undefined {
  if (roles === undefined || roles === 0) return undefined;
  const one = roles === 1;
  return `The name alone also matches ${roles} role${one ? '' : 's'} whose register gives no birth date (candidateRoles), which may be the `
    + `person's: call ${CHECK_PERSON} again with candidates true to read ${one ? 'it' : 'them'} before reporting these companies as all the person's.`;
}

/** after as the service reads it: the company it names, and whether it is one of the candidates. */
function cursorOf(after: string | null | undefined): { key: CompanyKeyView; candidates: boolean } | null {
  if (!after) return null;
  const candidates = after.startsWith(CANDIDATES_PAGE);
  const company = candidates ? after.slice(CANDIDATES_PAGE.length) : after;
  const colon = company.indexOf(':');
  return { key: { country: company.slice(0, colon) as Country, regcode: company.slice(colon + 1) }, candidates };
}

export function registerCheckPerson(server: McpServer, deps: ToolDeps): void {
  server.registerTool(CHECK_PERSON, {
    title: 'Companies of a person',
    description: 'Every company role (beneficial owner, officer, member, stockholder, micro-enterprise) of one natural person in LV '
      + 'and EE (LT and FI publish none), by full name and birth date, with sanctions screening of each role and whether the company is sanctioned.',
    inputSchema: toolInput(CHECK_PERSON, input),
    outputSchema: personCheckOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ name, birthDate, candidates, limit, after }) => {
    // Counted as REST's /persons/check, the same answer, in its group.
    const denied = await deps.admit('personCheck');
    if (denied) return errorResult(rateLimitedMessage(denied.retryAfter, 'personCheck'));
    const cursor = cursorOf(after);
    // A page of candidates without candidates true is refused as REST refuses its candidatesAfter.
    const refused = cursor?.candidates ? candidatesPageRule({ candidatesAsked: candidates === true, personAfterSent: false }, TOOL_WORDS.given('candidates', 'true')) : null;
    if (refused !== null) return errorResult(`after ${refused}.`);
    const personAfter = cursor && !cursor.candidates ? cursor.key : null;
    try {
      const { value, hint } = answered(deps.services.checkPerson(name, birthDate, limit, undefined, personAfter,
        candidates === true ? { after: cursor?.candidates ? cursor.key : null } : null, TOOL_WORDS), candidates === true, limit, cursor !== null);
      return structuredResult(value, hint);
    } catch (err) {
      // REST's 404 and 400, the advice (the birth date to check, the candidates the name alone
      // matches, the date a personal code encodes) the service's, naming this tool's arguments.
      if (err instanceof NotFoundError) return errorResult(`${err.message}.`);
      if (err instanceof InvalidParameterError) return errorResult(`${err.message}.`);
      // A store not ready (503) or the service's own failure, as every tool tells it.
      return errorResult(describeToolError(err, { tool: CHECK_PERSON }, deps.onError));
    }
  });
}
