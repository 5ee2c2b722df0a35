// The input schema of a tool (and of the kyb_check prompt), strict: an argument the tool does not take is refused, not dropped.
// Dropped, `search_companies {query, offset: 20}` answered the first page again and `{query,
// status: "active"}` every status, with nothing to tell a model that its paging or filter was
// never applied. The refusal is a zod issue, so the SDK answers it as it answers any bad
// argument: a tool result with `isError: true` (an input error the model can correct, not a
// protocol error), naming the unknown arguments, the ones the tool takes, and what to do instead
// where an agent's usual argument has another way here. The published input schema says
// `additionalProperties: false`.
import * as z from 'zod';
import { HOLDINGS_PER_CALL, LIMIT_MAX } from './schemas.ts';
import { nameAsSent } from './params-refusal.ts';
import { editDistance } from '../domain/similarity.ts';
import { CHECK_PERSON, GET_COMPANY_COMPLIANCE, GET_COMPANY_DETAILS, GET_COMPANY_FINANCIALS, LIST_NEW_PERSON_ROLES, SEARCH_COMPANIES } from './tools/names.ts';

/** How an argument name is compared: case, `_`, `-` and spaces aside (`reg_code`, `Country`). */
const fold = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

// The names agents give the arguments these tools take under another name (folded).
const MEANT: Record<string, string> = Object.fromEntries([
  ...['q', 'name', 'text', 'search', 'searchterm', 'term', 'keyword', 'keywords', 'companyname'].map((n) => [n, 'query']),
  ...['registrationnumber', 'regnumber', 'regno', 'regnr', 'code', 'registrycode', 'companycode', 'companyid', 'id',
    'businessid', 'ytunnus', 'vat', 'vatnumber', 'vatcode', 'holderregcode', 'ownerregcode'].map((n) => [n, 'regcode']),
  ...['countrycode', 'jurisdiction', 'countries'].map((n) => [n, 'country']),
  ...['maxresults', 'pagesize', 'perpage', 'size', 'top', 'count', 'max', 'first'].map((n) => [n, 'limit']),
  ...['year', 'fromyear', 'since', 'lastyears', 'numyears'].map((n) => [n, 'years']),
  ...['includecandidates', 'withcandidates', 'showcandidates'].map((n) => [n, 'candidates']),
  // As REST's person routes tell them (http/validation-issues.ts).
  ...['birthdate', 'dob', 'dateofbirth', 'birthday', 'born'].map((n) => [n, 'birthDate']),
]);

// The person tools' arguments under other names, told as REST's person routes tell them
// (http/persons/query-rules.ts): sent to check_person or list_new_person_roles, `since` was told
// that get_company_financials takes years, and a window, a role or country filter, or the name in
// parts was told only the arguments taken, so a model watching a person dropped its window or filter
// and read every role as what it had asked for.
const WATERMARK = new Set(['since', 'from', 'fromdate', 'startdate', 'sincedate', 'firstseensince', 'firstseenfrom', 'updatedsince', 'modifiedsince', 'changedsince', 'newsince']);
const WINDOW_LENGTH = new Set(['days', 'lastdays', 'lasthours', 'window', 'period', 'timeframe']);
const ROLE_FILTER = new Set(['role', 'roles', 'position', 'positions', 'roletype', 'rolekind']);
const NAME_PARTS = new Set(['firstname', 'firstnames', 'givenname', 'givennames', 'forename', 'forenames', 'middlename', 'middlenames', 'lastname', 'surname', 'familyname']);
// The person's name under the names agents give a search's text or a person: sent to check_person,
// `query` was told "this tool takes a regcode; search_companies finds it by name", sending a model
// checking a person to the company search, and `fullName` or `personName` was told nothing.
const PERSON_NAME = new Set(['query', 'fullname', 'personname', 'personfullname', 'person', 'who', ...Object.keys(MEANT).filter((k) => MEANT[k] === 'query')]);

/** What a model sending `name` (folded `key`) to a person tool should do instead, where there is a way. */
function personToolHint(name: string, key: string, accepted: readonly string[]): string | undefined {
  const watching = accepted.includes('hours');
  if (key === 'companyname') return `${name}: this tool takes a person's full name as name; ${SEARCH_COMPANIES} finds a company by its name`;
  if (PERSON_NAME.has(key)) return `${name}: send the person's full name as name`;
  if (key === 'firstseenthrough') {
    return watching ? `${name}: firstSeenThrough is a field of the answer; send its value back as firstSeenAfter for the roles first seen after it`
      : `${name}: ${CHECK_PERSON} lists every role, new or not; ${LIST_NEW_PERSON_ROLES} takes its value as firstSeenAfter`;
  }
  if (WATERMARK.has(key) || WINDOW_LENGTH.has(key) || (!watching && ['hours', 'firstseenafter', 'firstseenuntil'].includes(key))) {
    if (!watching) {
      return `${name}: ${CHECK_PERSON} lists every role of the person, new or not; ${LIST_NEW_PERSON_ROLES} takes the same name and birthDate `
        + 'with hours or firstSeenAfter and lists the roles first seen in that window';
    }
    return WATERMARK.has(key)
      ? `${name}: send firstSeenAfter, an instant (2026-11-24T01:22:08Z), in place of hours, for the roles first seen after it`
      : `${name}: send hours, the window counted back from now (at most 168, 7 days; 24 when left out)`;
  }
  const roles = watching ? 'new roles' : 'roles';
  if (ROLE_FILTER.has(key)) return `${name}: all the person's ${roles} are listed, each with its role and position; pick those of one kind from each company's roles`;
  if (MEANT[key] === 'country' || key === 'country') {
    return `${name}: the person's ${roles} in every country whose registers publish them (LV, EE) are listed, each with its country; pick those of one country from companies`;
  }
  if (NAME_PARTS.has(key)) return `${name}: send the person's full name as name, given names and surname together, in either order`;
  if (MEANT[key] === 'regcode' || key === 'regcode') {
    return `${name}: every company of the person's ${roles} is listed, each with its regcode and country; pick that company from companies `
      + `(${GET_COMPANY_DETAILS} lists a company's officers and owners)`;
  }
  return undefined;
}

const HOLDER_NUMBER = new Set(['owner', 'holder', 'ownernumber', 'holdernumber', 'ownerid', 'holderid', 'ownercode', 'holdercode', 'ownerregnumber', 'holderregnumber']);
const PAGING = new Set(['offset', 'page', 'pagenumber', 'cursor', 'nextcursor', 'pagetoken', 'nextpagetoken', 'skip', 'start', 'after', 'next']);
const STATUS = new Set(['status', 'companystatus', 'active', 'onlyactive', 'state']);
const LEGAL_FORM = new Set(['legalform', 'form', 'type', 'companytype', 'entitytype']);
const PLACE = new Set(['city', 'town', 'address', 'location', 'region', 'postcode']);

/**
 * What a company's name sent to a tool that takes a number is told (`name`, `query`, or a name of
 * its own holding words and no digit, `company: "Rīgas Koks"`): told `send it as regcode`, a model
 * sent the name as regcode and was refused a second time, as a name.
 */
const NAME_TO_SEARCH = `this tool takes a registration or VAT number (regcode); ${SEARCH_COMPANIES} finds a company by its name (query)`;

const AS_REGCODE = 'send it as regcode';

/** What a company's name sent beside its number is told: the number alone is read. */
const NAME_BESIDE_NUMBER = 'leave it out, this tool reads the number alone';

/** Whether a value sent is plainly a name, not a number: a text of letters and no digit of any script. */
const plainlyName = (value: unknown) => typeof value === 'string' && /\p{L}/u.test(value) && !/\p{N}/u.test(value);

/** `advice`, or where it sends a value that is plainly a name as regcode, NAME_TO_SEARCH. */
const nameToSearch = (advice: string | undefined, value: unknown) => (advice === AS_REGCODE && plainlyName(value) ? NAME_TO_SEARCH : advice);

/**
 * An argument of another tool of this server (the argument `name` means): that tool, told as the
 * next step. A model mixing up the tools' arguments (years on the details for the history, a
 * number as regcode to the search) read only the arguments this tool takes, and called it again
 * without the one it meant, or gave up on what it was asked.
 */
function anotherToolTaking(name: string, meant: string): string | undefined {
  switch (meant) {
    case 'query': return `${name}: ${NAME_TO_SEARCH}`;
    case 'regcode': return `${name}: send the number as query (${SEARCH_COMPANIES} reads a registration or VAT number), or call ${GET_COMPANY_DETAILS} with regcode`;
    case 'years': return `${name}: ${GET_COMPANY_FINANCIALS} takes years and lists the financial years (${GET_COMPANY_DETAILS} gives the newest, latestFinancials)`;
    case 'candidates': return `${name}: ${GET_COMPANY_COMPLIANCE} takes candidates and lists the sanctions matches`;
    case 'limit': return `${name}: this tool answers one company; ${SEARCH_COMPANIES} takes limit`;
    // A person's birth date sent to a company tool: the companies of the person are check_person's.
    case 'birthDate': return `${name}: ${CHECK_PERSON} takes name and birthDate and lists a person's companies`;
    default: return undefined;
  }
}

/** Whether the letters of `short` come in `long` in their order (regcode in registrationcode). */
function lettersWithin(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
}

/**
 * The one argument of the tool's own schema that `key` (folded) is a longer or shorter form or a
 * typo of, beginning with its letter: registrationCode or regNumberLV for regcode, countryName for
 * country, limt for limit, birth for birthDate. A name the lists above do not hold was told the
 * arguments alone, and the required one left out with its whole rule, as if never sent.
 */
function resembledArgument(key: string, accepted: readonly string[]): string | undefined {
  const resembled = accepted.filter((argument) => {
    const taken = fold(argument);
    if (taken[0] !== key[0] || Math.min(taken.length, key.length) < 4) return false;
    const [short, long] = taken.length <= key.length ? [taken, key] : [key, taken];
    return lettersWithin(short, long) || editDistance(key, taken, 2) <= (taken.length >= 8 ? 2 : 1);
  });
  return resembled.length === 1 ? resembled[0] : undefined;
}

/** What a model sending `name` should do instead, where this tool has a way (undefined: none to name). */
function hintFor(name: string, accepted: readonly string[]): string | undefined {
  const key = fold(name);
  // The kyb_check prompt takes the name or the number as one argument, company.
  if (accepted.includes('company') && (['query', 'regcode'].includes(key) || ['query', 'regcode'].includes(MEANT[key] ?? ''))) {
    return `${name}: send the name or the registration number as company`;
  }
  const meant = accepted.find((a) => fold(a) === key) ?? (accepted.includes(MEANT[key] ?? '') ? MEANT[key] : undefined);
  if (meant === 'years' && key !== 'years') {
    return `${name}: years counts the latest years (3 for the last three), not a calendar year; for one year leave it out and read that year's entry`;
  }
  if (meant) return `${name}: send it as ${meant}`;
  // check_person and list_new_person_roles, which take a person's birth date.
  const person = accepted.includes('birthDate') ? personToolHint(name, key, accepted) : undefined;
  if (person) return person;
  const resembled = resembledArgument(key, accepted);
  if (resembled) return `${name}: send it as ${resembled}`;
  // list_holder_holdings takes an owner's country as registeredIn, as the owners give it.
  if ((MEANT[key] ?? key) === 'country' && accepted.includes('registeredIn')) return `${name}: send the owner's country as registeredIn (CY)`;
  // The owner's number under the tool's own word for it (`owner`, `holder`, `ownerNumber`) was told the arguments alone.
  if (HOLDER_NUMBER.has(key) && accepted.includes('registeredIn')) return `${name}: send the owner's number as regcode`;
  // A prompt's arguments are filled by its client, not by a model choosing among the tools.
  if (accepted.includes('company')) return undefined;
  // list_holder_holdings pages by after: `next` (its answer's own field), `page` or `cursor` were
  // told the arguments alone, and `limit` that "this tool answers one company", of a list.
  // check_person takes limit too: its pages are asked for by after alone.
  if (accepted.includes('after') && accepted.includes('limit') && PAGING.has(key)) {
    return `${name}: send after, the next of the previous answer, for the companies after it`;
  }
  if (accepted.includes('after') && (PAGING.has(key) || (MEANT[key] ?? key) === 'limit')) {
    return `${name}: this tool lists ${HOLDINGS_PER_CALL} a call; send after, the next of its previous answer, for the ones after them`;
  }
  // limit on the financials is the count of years it means.
  if ((MEANT[key] ?? key) === 'limit' && accepted.includes('years')) return `${name}: send it as years, how many of the latest years`;
  const otherTool = anotherToolTaking(name, MEANT[key] ?? key);
  if (otherTool) return otherTool;
  if (!accepted.includes('query')) return undefined;
  if (PAGING.has(key)) {
    return `${name}: search has no paging, the best matches come first; raise limit (at most ${LIMIT_MAX}) or narrow the query or set country`;
  }
  if (STATUS.has(key)) return `${name}: search has no status filter; active companies come first and each result carries its status`;
  if (LEGAL_FORM.has(key)) {
    return `${name}: search has no legal-form filter; write the form in the query ("SIA Rīgas Koks") to put companies of that form first`;
  }
  if (PLACE.has(key)) return `${name}: search has no place filter; write the town in the query ("Koka Nams, Valmiera")`;
  return undefined;
}

/**
 * The hints for `unknown`, those of the same advice told once for all of them: `firstName,
 * lastName: send the person's full name as name, …`, where each was told the same 90 bytes.
 */
function hintsFor(unknown: readonly string[], accepted: readonly string[], leftOut: LeftOut): { first: string | null; hints: string[] } {
  const named = new Map<string, string[]>();
  const unhinted: string[] = [];
  // The names whose value, plainly a company's name, was sent in place of regcode left out: told the search first.
  const toSearch: string[] = [];
  // The names told to be sent as regcode left out whose value it takes: the number that answers the call.
  const numbers: string[] = [];
  const tell = (advice: string, name: string) => {
    if (advice === NAME_TO_SEARCH && leftOut.required.includes('regcode') && plainlyName(leftOut.value(name))) toSearch.push(nameAsSent(name));
    else named.set(advice, [...(named.get(advice) ?? []), nameAsSent(name)]);
    if (advice === AS_REGCODE && leftOut.required.includes('regcode') && leftOut.takes('regcode', name)) numbers.push(nameAsSent(name));
  };
  for (const name of unknown) {
    const shown = nameAsSent(name);
    const told = hintFor(shown, accepted)?.slice(shown.length + 2);
    const advice = nameToSearch(told, leftOut.value(name));
    if (advice !== undefined) tell(advice, name);
    else unhinted.push(name);
  }
  // A company's name under a name of its own beside another argument (get_company_details {"company":
  // "Rīgas Koks", "number": "40003032949"}) was told nothing, the required rule alone: each such name is
  // told the search, as it is told alone, and the one left beside it is read on as alone.
  const byName = leftOut.required.includes('regcode') ? unhinted.filter((name) => plainlyName(leftOut.value(name))) : [];
  for (const name of byName) tell(NAME_TO_SEARCH, name);
  const rest = unhinted.filter((name) => !byName.includes(name));
  // One argument under a name of its own and one required argument left out that takes its value
  // (get_company_details {"number": "40003032949"}): that one is meant, unless advice names it already.
  const open = leftOut.required.filter((argument) => ![...named.keys()].some((advice) => advice.includes(`as ${argument}`)));
  const sent = rest[0];
  if (rest.length === 1 && sent !== undefined && open.length === 1 && open[0] !== undefined && leftOut.takes(open[0], sent)) {
    tell(nameToSearch(`send it as ${open[0]}`, leftOut.value(sent))!, sent);
  }
  // A name beside its number (get_company_details {"name": "Rīgas Koks", "regNr": "40003032949"}) was
  // told the search first and the number last, and a model searched for a company whose number it
  // had: the number, which answers the call, is told first, and the name that it is not needed.
  if (toSearch.length > 0 && numbers.length > 0) {
    const asRegcode = named.get(AS_REGCODE) ?? numbers;
    named.delete(AS_REGCODE);
    return { first: `${asRegcode.join(', ')}: ${AS_REGCODE}`, hints: [...hinted(named), `${toSearch.join(', ')}: ${NAME_BESIDE_NUMBER}`] };
  }
  return { first: toSearch.length > 0 ? `${toSearch.join(', ')}: ${NAME_TO_SEARCH}` : null, hints: hinted(named) };
}

/** Each advice with the names it is told to, `firstName, lastName: send …`. */
const hinted = (named: ReadonlyMap<string, readonly string[]>) => [...named].map(([advice, names]) => `${names.join(', ')}: ${advice}`);

/**
 * Whether a refusal's line opens with a company's name sent to the search in place of regcode
 * (hintsFor's first): the required regcode's rule, 330 bytes of the four countries' formats, is
 * then not told (argument-refusal.ts), the model's next call being the search's, not a number's.
 */
export function opensWithSearch(line: string): boolean {
  return line.includes(`: ${NAME_TO_SEARCH}. Unknown argument`) && !line.startsWith('Unknown argument');
}

/** Whether `line` is the unknown arguments' refusal: opening with it, or with the advice hintsFor tells first. */
export function unknownArgumentsLine(line: string): boolean {
  return line.startsWith('Unknown argument') || opensWithSearch(line) || (line.includes(`: ${AS_REGCODE}. Unknown argument`) && !/^\w+: is /.test(line));
}

/** The required arguments a call left out, whether one of them takes the value sent under another name, and that value. */
interface LeftOut { required: readonly string[]; takes(argument: string, sentAs: string): boolean; value(sentAs: string): unknown }

const NONE_LEFT_OUT: LeftOut = { required: [], takes: () => false, value: () => undefined };

/** The sentence a model reads for arguments `tool` does not take. */
export function unknownArgumentsMessage(tool: string, unknown: readonly string[], accepted: readonly string[], leftOut: LeftOut = NONE_LEFT_OUT): string {
  const named = unknown.map((n) => JSON.stringify(nameAsSent(n))).join(', ');
  const { first, hints } = hintsFor(unknown, accepted, leftOut);
  return `${first !== null ? `${first}. ` : ''}Unknown argument${unknown.length > 1 ? 's' : ''} ${named}: ${tool} takes only ${accepted.join(', ')}` +
    (hints.length > 0 ? `. ${hints.join('. ')}.` : '.');
}

/** The strict input schema of `tool` over its arguments. */
export function toolInput<Shape extends z.ZodRawShape>(tool: string, shape: Shape) {
  const accepted = Object.keys(shape);
  // Told from the tool's own schema: an argument is required where it refuses being left out.
  const parses = (argument: string, value: unknown) => {
    const schema = shape[argument];
    return schema !== undefined && z.safeParse(schema, value).success;
  };
  const required = accepted.filter((argument) => !parses(argument, undefined));
  const leftOutOf = (input: unknown): LeftOut => {
    const sent = (input ?? {}) as Record<string, unknown>;
    return {
      required: required.filter((argument) => sent[argument] === undefined),
      takes: (argument, sentAs) => parses(argument, sent[sentAs]),
      value: (sentAs) => sent[sentAs],
    };
  };
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownArgumentsMessage(tool, issue.keys, accepted, leftOutOf(issue.input)) : undefined),
  });
}
