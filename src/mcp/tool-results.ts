// How every tool answers: a JSON view as structuredContent plus the same JSON as a text block
// (for clients that ignore structuredContent), or `isError: true` with a sentence that tells a
// model what to try next. A tool never throws into the protocol: an unknown company or a bad
// argument is something the model can fix, so it gets a tool result it can read.
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Country } from '../domain/country.ts';
import { AmbiguousRegcodeError, AppError, CountryNamedDisagreesError, InvalidParameterError, NotFoundError, type HeldByOwner } from '../domain/errors.ts';
import { RATE_LIMIT_GROUPS, secondsToWait } from '../domain/rate-limits.ts';
import type { RateDecision, RateGate, RateLimitGroup } from '../domain/rate-limits.ts';
import type { Services } from '../services/index.ts';
import { REGCODE_FORMATS } from './schemas.ts';
import { couldBePersonName, personWithBirthDate } from '../domain/person-name-like.ts';
import { personWithBirthYear, type PersonBirthYear } from '../domain/person-birth-year.ts';
import { readRegcodeSent, textLessDates } from '../services/regcode-sent-reading.ts';
import { numberRead } from '../services/number-read.ts';
import { couldBePersonSent } from '../services/person-name-sent.ts';
import { parseRegcodeInput, regcodeTooLong } from '../domain/regcode.ts';
import { numberCutShort, type NumberCutShort } from '../domain/number-cut-short.ts';
import { personalCodeRead } from '../domain/personal-code-number.ts';
import { foreignNumber } from '../domain/foreign-number.ts';
import { CHECK_PERSON, LIST_HOLDER_HOLDINGS, LIST_NEW_PERSON_ROLES } from './tools/names.ts';
import { COMPANY, namedOnce } from './tools/company-named-once.ts';
import { vatSentSentence } from './tools/vat-number-sent.ts';

/** What a tool needs besides its arguments. */
export interface ToolDeps {
  services: Services;
  /**
   * Spends one call of a rate-limit group, the company group's where none is named (a person tool
   * names REST's group of the same answer); null when the call may go ahead.
   */
  admit(group?: RateLimitGroup): Promise<{ retryAfter: number } | null>;
  /** Told about failures that are the service's fault (never about the model's mistakes). */
  onError?: (err: unknown) => void;
}

/**
 * Read-only lookups over a closed dataset: the same arguments give the same answer. No title here:
 * the tool's own title is the one clients show, and a second in its annotations was 30 bytes more
 * of the tools/list every client hands its model.
 */
export const READ_ONLY_ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

export function structuredResult(value: Record<string, unknown>, hint?: string): CallToolResult {
  const content: CallToolResult['content'] = [{ type: 'text', text: JSON.stringify(value) }];
  if (hint) content.push({ type: 'text', text: hint });
  return { structuredContent: value, content };
}

/**
 * The sentence beside an answer whose isSanctioned rests on no list, where the REST sanctions
 * check answers 503: a model reading false (or the text blocks) would report "not sanctioned".
 */
export function notScreenedSentence(): string {
  return `No sanctions list has been imported into this dataset: ${COMPANY} has not ` +
    'been screened, and isSanctioned false says nothing about it; do not report it as not sanctioned.';
}

/**
 * Where the companies of a person are found, told where a model looked for them here (a search by
 * a person's name, a person tool it guessed, a name sent as a regcode): check_person, with the
 * arguments it needs. Told that no tool here had them, a model reported the person as tied to no
 * company or gave up. A person whose register gives no birth date (RIK's roles) is found with
 * candidates true alone, which is said; where a model is told what the server offers of people, so
 * is the tool that lists a person's new roles (a job watching a person).
 */
const PERSON_CHECK_READ = 'candidates true adds the roles matched by name alone, where a register gives no birth date (as RIK) '
  + 'or a sole trader\'s name holds the person\'s.';
// The watermark said with the window: "the last 24 hours" alone led a job that polls to ask for
// overlapping days and lose what was first seen while it was stopped longer.
const NEW_REGISTRATIONS = `${LIST_NEW_PERSON_ROLES} with the same name and birthDate lists the roles `
  + 'first seen in the last 24 hours, or after firstSeenAfter, the firstSeenThrough of its last answer.';

export const PERSON_CHECK_TOOL = `${CHECK_PERSON} finds the companies of a person (officer, owner, member) by name and birthDate (YYYY-MM-DD); `
  + PERSON_CHECK_READ;

/** The same with the REST route of a person's new roles, where a model is told what the server offers of people (instructions, a person tool guessed). */
export const PERSON_TOOLS = `${PERSON_CHECK_TOOL} ${NEW_REGISTRATIONS}`;

/**
 * Told where a person's name and birth date were sent for a company (person-name-like.ts): the
 * check_person call with the two filled in, as the model is to make it.
 */
export function personCheckOf(person: { name: string; birthDate: string }): string {
  return `If it is a person's name and birth date, call ${CHECK_PERSON} with name "${person.name}" and birthDate ${person.birthDate} `
    + `for the person's companies; ${PERSON_CHECK_READ} If it is a company's name, call search_companies with "${person.name}".`;
}

/**
 * Told where a person's name with a year of birth, no day, was sent for a company (person-birth-year.ts):
 * the call with the name filled in and the date to complete, as the check takes no year alone.
 */
export function personYearCheckOf(person: PersonBirthYear): string {
  return `If it is a person's name and year of birth, call ${CHECK_PERSON} with name "${person.name}" and birthDate ${person.birthDate}, the whole `
    + 'birth date, as it takes no year alone (a register giving only the year and month of a birth is matched on any day of that month); '
    + `${PERSON_CHECK_READ} If it is a company's name, call search_companies with "${person.name}".`;
}

/**
 * Told where a person's personal code was sent for a company or an owner (domain/personal-code-number.ts):
 * check_person, with the birth date the code gives, never the code.
 */
export function personCodeCheck(birthDate: string | null): string {
  return `If it is one, ${PERSON_CHECK_TOOL} Send the person's name and `
    + `${birthDate ? `birthDate ${birthDate}, the date the code gives` : 'birth date'}, never the code.`;
}

/**
 * Told where a number of no country here was sent and no owner the registers list bears it (one that
 * does is named, ownerListedBy): what else get_company_details gives with country null, an officer or
 * a company a Latvian one merged with, registered abroad. "If it is the regcode of an owner …" was said
 * after the owners had been searched for it, and a model went on to report an owner nobody listed.
 */
export const OTHER_ABROAD = 'It is the number of no owner the registers list here. If get_company_details gave it as the regcode of ' +
  'an officer, or of a company in succeededBy or reorganisedFrom, with country null, that one is registered abroad and no tool here ' +
  'looks it up: report it by its name and regcode (an officer\'s registeredIn names its country).';

/** The next step after a number of a register abroad, as REST's 400 tells it (http/companies/next-steps.ts). */
const FOREIGN_NEXT = 'A branch or subsidiary of the company registered in LV, LT, EE or FI has a number of its own: '
  + 'call search_companies with its name for its regcode and country.';

/**
 * Told where the number sent is known as the number of an owner of `held`, registered abroad: the
 * company whose details list it, and list_holder_holdings with the owner's arguments for every company
 * it holds (the error names three "and others"); the owner itself no tool looks up.
 */
function ownerListedBy(held: HeldByOwner): string {
  const { regcode, registeredIn } = held.holder;
  return `get_company_details of ${held.regcode} (country ${held.country}) lists that owner; call ${LIST_HOLDER_HOLDINGS} with regcode `
    + `${regcode}${registeredIn ? ` and registeredIn ${registeredIn}` : ''} for every company it holds. No tool here looks the owner itself up: `
    + 'report it by its name, regcode and registeredIn.';
}

/** Whether a text holds decimal digits of another script than 0-9 (Arabic-Indic); full-width ones are read as 0-9. */
export function holdsOtherDigits(text: string): boolean {
  return /\p{Nd}/u.test(text.normalize('NFKC').replace(/[0-9]/g, ''));
}

export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * What each group counts of this server's calls. Tool calls and resource reads spend the company
 * group's budget, and the words name both, as either may be the one refused; a person tool spends
 * the group of REST's route that gives its answer, as a client checking people over either would
 * otherwise have a budget twice REST's, and one call of it would cost a company lookup.
 */
export const MCP_COUNTED: Record<RateLimitGroup, string> = {
  company: 'tool calls and resource reads',
  personCheck: `${CHECK_PERSON} calls`,
  newRegistrations: `${LIST_NEW_PERSON_ROLES} calls`,
};

export function rateLimitedMessage(retryAfter: number, group: RateLimitGroup = 'company'): string {
  const { max, windowSeconds } = RATE_LIMIT_GROUPS[group];
  return `Rate limit exceeded: at most ${max} ${MCP_COUNTED[group]} per ${windowSeconds} seconds from one client. ` +
    `Retry after ${secondsToWait(retryAfter)}.`;
}

/** Implementation-defined JSON-RPC server error (-32000..-32099) for "over the rate limit". */
export const RATE_LIMITED = -32029;

/** The error a resource read over the rate limit is refused with (a tool call answers the same words as its result). */
export function rateLimitedError(retryAfter: number): McpError {
  return new McpError(RATE_LIMITED, rateLimitedMessage(retryAfter), { retryAfter });
}

/** The rate limit of one client: its gate and key, and who is told each decision (the HTTP answer's headers). */
export interface ClientRateLimit {
  gate: RateGate;
  clientKey: string;
  onDecision?: (decision: RateDecision) => void;
}

/** The admission check of one client: the gate when serving HTTP, always open over stdio. */
export function admitterFor(rateLimit: ClientRateLimit | undefined): ToolDeps['admit'] {
  if (!rateLimit) return async () => null;
  return async (group = 'company') => {
    const decision = await rateLimit.gate.consume(group, rateLimit.clientKey);
    rateLimit.onDecision?.(decision);
    return decision.allowed ? null : { retryAfter: Math.max(1, Math.ceil(decision.resetSeconds)) };
  };
}

export interface LookupContext {
  tool: string;
  regcode?: string;
  country?: Country;
  /** Set for a resource read: the URI of the same number (or of `regcode`) in another country, to read instead of calling `tool` again. */
  uriIn?: (country: string, regcode?: string) => string;
  /**
   * Whether `regcode`, a text of no digit, could be a person's name, as read with the dataset
   * (services/person-name-sent.ts: not the very name of a company here); by its shape alone where unset.
   */
  couldBePerson?: boolean;
}

/**
 * The country a number's form names where none was asked (a VAT number's prefix, a Finnish business
 * ID's hyphen), read as the REST 404 reads it (services/number-read.ts): "No company with VAT number
 * LT100062883355 in LV, LT, EE or FI" said of four registers where REST says LT, the one looked in.
 */
function countryOfNumber(regcode: string | undefined): Country | null {
  if (regcode === undefined || regcodeTooLong(regcode)) return null;
  const lookup = parseRegcodeInput(regcode);
  return lookup === null ? null : numberRead(regcode, lookup).country;
}

/** The sentence a model reads when a lookup fails. */
export function describeToolError(err: unknown, ctx: LookupContext, onError?: (err: unknown) => void): string {
  const regcode = ctx.regcode?.trim();
  // A VAT number sent is named as one, with the registration number it gives, and a number typed with a label,
  // separators or brackets as the number read (services/resolve-company.ts).
  const named = err instanceof NotFoundError && err.readAs ? `with ${err.readAs}` : regcode;
  if (err instanceof AmbiguousRegcodeError) {
    return `Registration number ${regcode} exists in ${err.countries.join(' and ')}${labelSaid(err)}. ` +
      `Call ${ctx.tool} again with country set to ${err.countries.join(' or ')}.`;
  }
  if (err instanceof NotFoundError && err.elsewhere.length > 0) {
    const next = ctx.uriIn ? `Read ${err.elsewhere.map((c) => ctx.uriIn!(c)).join(' or ')}.` : `Call ${ctx.tool} again with country set to ${err.elsewhere.join(' or ')}.`;
    // "there is one in LT and EE" read as one company of two countries.
    const there = err.elsewhere.length > 1 ? `there is one in each of ${err.elsewhere.join(' and ')}` : `there is one in ${err.elsewhere[0]}`;
    return `No company ${named} in ${ctx.country}; ${there}. ${next}`;
  }
  if (err instanceof NotFoundError) {
    // A number written with a country's name (`Latvia 12754320`) was looked for in that country, and
    // one whose form names its country (`LT100062883355`, `2786402-9`) there alone, as the REST 404 says.
    const formCountry = countryOfNumber(regcode);
    const lookedIn = ctx.country ?? err.countryNamed ?? formCountry;
    const where = lookedIn ? `in ${lookedIn}` : 'in LV, LT, EE or FI';
    // A resource URI always names a country: the look in all four is the tool's, without one. A number
    // whose form names its country (EE100247019, 0112038-9) is looked for there alone without country:
    // "call again without country to look in all four countries" sent a model to ask EE again, for the
    // same refusal; the country its form names is told where it was not the one asked, else nothing.
    const everywhere = formCountry !== null
      ? (formCountry === ctx.country ? '.' : ctx.uriIn ? `, or read ${ctx.uriIn(formCountry)}, the country its form names.`
        : ` (or call again with country ${formCountry}, the country its form names).`)
      : ctx.uriIn ? `, or call ${ctx.tool} without country to look in all four countries.`
        : ' (or call again without country to look in all four countries).';
    const hint = err.hint ? ` ${err.hint.charAt(0).toUpperCase()}${err.hint.slice(1)}.` : '';
    // A number typed with another country's code: the company its digits name, not a search; a
    // number one digit from a company's: that company (services/resolve-company.ts).
    const companiesNamed = err.digitsName.length > 0 ? err.digitsName : err.oneDigitOff;
    if (companiesNamed.length > 0) {
      const next = ctx.uriIn ? `Read ${companiesNamed.map((k) => ctx.uriIn!(k.country, k.regcode)).join(' or ')}.`
        : `Call ${ctx.tool} again with ${companiesNamed.map((k) => `regcode ${k.regcode} and country ${k.country}`).join(', or with ')}.`;
      return `No company ${named} ${where}.${hint} ${next}`;
    }
    // An owner's number of a register abroad: search_companies finds no holder either.
    if (err.heldCompany) return `No company ${named} ${where}.${hint} ${ownerListedBy(err.heldCompany)}`;
    // A number of a register abroad read as digits after label words the registers here share
    // (`Org.nr 556677-8899`, Swedish), of no company here: the hint says whose it is, and the next
    // step is the one the other numbers abroad are told, where `Use search_companies to find the
    // registration number` (and, with country, `call again without country`) sent a model looking
    // for the Swedish company's number here.
    if (regcode !== undefined && foreignNumber(regcode) !== null) return `No company ${named} ${where}.${hint} ${FOREIGN_NEXT} ${OTHER_ABROAD}`;
    // A personal code's hint ends with the person check, the step to take; a phone number's says it
    // names no company, so the step is the search by the name alone, in any country (as REST's 404).
    // Its hint names REST's route; here the tool that lists the person's companies is named instead.
    if (err.numberIs === 'personal-code') {
      const code = regcode === undefined ? null : personalCodeRead(regcode);
      return `No company ${named} ${where}: ${regcode} reads as a person's personal code. ${personCodeCheck(code?.birthDate ?? null)}`;
    }
    if (err.numberIs === 'phone-number') return `No company ${named} ${where}.${hint} Call search_companies with the company's name alone for its regcode and country.`;
    return `No company ${named} ${where}.${hint} Use search_companies to find the registration number` +
      (ctx.country && !err.countryNamed ? everywhere : '.');
  }
  if (err instanceof CountryNamedDisagreesError) {
    // The text names a country: asked for in another, the caller meant one of the two.
    if (ctx.uriIn) return `${err.message}. Read ${ctx.uriIn(err.named)}, or the number alone in company://${err.asked}/….`;
    return `${err.message}. Call ${ctx.tool} again with country ${err.named} or without country, or send the number alone with country ${err.asked}.`;
  }
  if (err instanceof InvalidParameterError) {
    // A number of another country's register (HE398114, HRB 12345) is most often an owner's that
    // get_company_details gave with country null: sent to search_companies, a model found nothing
    // there either and kept looking for a holder that no register here holds.
    if (err.heldCompany) return `${err.message}. ${ownerListedBy(err.heldCompany)}`;
    // A name sent as the number (asked for a person's companies, a model sends the person's name):
    // the formats, 290 characters, say nothing it can use, and a person's name was told to search,
    // whose empty answer only then said that no tool here finds a person's companies.
    // Arabic-Indic digits were told "it holds no digit" and to search for a company's name.
    if (regcode !== undefined && holdsOtherDigits(regcode)) {
      return `${err.message}: a registration or VAT number is read in the digits 0-9 alone; send it in them.`;
    }
    if (regcode !== undefined && !/\d/.test(regcode)) {
      return `${err.message}: it holds no digit. If it is a company's name, call search_companies with it first` +
        ((ctx.couldBePerson ?? couldBePersonName(regcode)) ? `; if a person's, ${PERSON_CHECK_TOOL}` : '.');
    }
    // A number of a register abroad (`USt-IdNr. DE123456789`) is said to be one by the message: the
    // formats and "if you only know the name" after it read it a second time, as a number of ours mistyped.
    if (regcode !== undefined && foreignNumber(regcode) !== null) return `${err.message}. ${FOREIGN_NEXT} ${OTHER_ABROAD}`;
    const holderAbroad = regcode !== undefined ? ` ${OTHER_ABROAD}` : '';
    return `${err.message}. Registration numbers: ${REGCODE_FORMATS}. ` +
      `If you only know the name, use search_companies first.${holderAbroad}`;
  }
  if (err instanceof AppError && err.status === 503) {
    return `The registry is temporarily unavailable (${err.message}). Try again in a minute.`;
  }
  onError?.(err);
  return 'Internal error while reading the registry; it has been logged. Try again later, ' +
    'or use another tool for the same company.';
}

/**
 * The sentence a model reads when a lookup fails, where a text refused as no number holds one among
 * its words (an invoice line sent as regcode): the number and the company it names, or what the
 * number alone is answered (services/regcode-sent-reading.ts); otherwise describeToolError's.
 */
export function describeLookupFailure(services: Services, err: unknown, ctx: LookupContext, onError?: (err: unknown) => void): string {
  if (err instanceof AmbiguousRegcodeError) return ambiguousNamed(services, err, ctx) ?? describeToolError(err, ctx, onError);
  // A number cut short or masked: told the formats and owners registered abroad (`LV40003...`), or
  // read as a phone number (`40003123***`), a model went on with a number no one had written.
  const cut = err instanceof InvalidParameterError && ctx.regcode !== undefined ? numberCutShort(ctx.regcode) : null;
  if (cut !== null) return `${(err as InvalidParameterError).message}. ${cutShortNext(cut)}`;
  // A person's name with a birth date: its date is no number to look up.
  const person = err instanceof InvalidParameterError && err.heldCompany === null && ctx.regcode !== undefined
    ? personWithBirthDate(ctx.regcode) : null;
  if (person !== null) return `${(err as InvalidParameterError).message}. ${personCheckOf(person)}`;
  // A person's name with a year of birth: told the formats and owners registered abroad, a model reported the person as tied to none.
  const yearly = err instanceof InvalidParameterError && err.heldCompany === null && ctx.regcode !== undefined
    ? personWithBirthYear(ctx.regcode) : null;
  if (yearly !== null) return `${(err as InvalidParameterError).message}. ${personYearCheckOf(yearly)}`;
  // What the text is (services/regcode-sent-reading.ts), read as the REST lookups' 400 reads it.
  const read = readRegcodeSent(services, err, ctx.regcode, ctx.country);
  // A number of a register abroad after its label (`NIP 1234567890`, `KVK 12345678`) is told as one, as
  // REST's next step tells it (http/companies/next-steps.ts), unless its digits name a company here:
  // its digits read alone were told a second time as a number of ours mistyped or of two countries.
  if (read !== null && read.kind !== 'number-of-company' && read.kind !== 'several-numbers'
    && err instanceof InvalidParameterError && ctx.regcode !== undefined && foreignNumber(ctx.regcode) !== null) {
    return describeToolError(err, ctx, onError);
  }
  if (read === null) {
    // A text of no digit of a person's shape that is a company's very name (`Rigas Koks`) is told the search alone.
    const wordsAlone = err instanceof InvalidParameterError && ctx.regcode !== undefined && !/\d/.test(ctx.regcode);
    const told = wordsAlone ? { ...ctx, couldBePerson: couldBePersonSent(services, ctx.regcode!) } : ctx;
    return datedLineSentence(err, ctx.regcode) ?? describeToolError(err, told, onError);
  }
  const refused = (err as InvalidParameterError).message;
  switch (read.kind) {
    case 'phone-number': {
      // Told the formats and owners registered abroad, or `tel. 67123456` a Finnish business ID's
      // wrong check digit, a model went looking for a mistyped registration number.
      const next = read.rest === '' ? 'Call search_companies with the company\'s name' : `Call search_companies with "${read.rest}"`;
      return `${refused}: the only number it holds is a phone number, which no tool here finds a company by. `
        + `${next} for its regcode and country.`;
    }
    case 'personal-code':
      // Sent by a model asked about the person it names: told the formats and owners registered
      // abroad, it reported the person as tied to no company.
      return `${refused}: it is written as a person's personal code, no company's number. ${personCodeCheck(read.birthDate)}`;
    case 'several-numbers': {
      const named = read.companies.map((c) => `${c.number} names ${c.name} (${c.country} ${c.regcode})`).join(', ');
      const next = ctx.uriIn ? `Read ${read.companies.map((c) => ctx.uriIn!(c.country, c.regcode)).join(' and ')}, one by one.`
        : `Call ${ctx.tool} once for each, with its regcode and country.`;
      return `${refused}: the text holds ${read.companies.length} numbers, one company each: ${named}. ${next}`;
    }
    case 'number-of-company': {
      const { name, country, regcode } = read.found;
      const holds = `${refused}: the text holds words besides the number ${read.number}`;
      const next = ctx.uriIn ? `Read ${ctx.uriIn(country, regcode)}.` : `Call ${ctx.tool} again with regcode ${regcode} and country ${country}.`;
      // A VAT number on an invoice line that is none of the company in force (`KMKR EE12754320`, a registry
      // code behind EE): "which names Tallinna Ehitus OÜ" read as the invoice's VAT number being valid, and
      // the call it was sent to, with the registration number alone, says nothing of it.
      const vat = read.vat === null ? undefined : vatSentSentence(read.vat);
      const vatSaid = vat === undefined ? '' : ` ${namedOnce([vat], { name, regcode: `${country} ${regcode}` })[0]}`;
      if (read.listedOfNoCompany.length > 0) {
        return `${refused}: the text is a list of numbers: ${read.number} names ${name} (${country} ${regcode}), and ${read.listedOfNoCompany.join(', ')} `
          + `no company here (check its digits).${vatSaid} ${next}`;
      }
      const words = read.otherWords;
      if (words !== null) {
        const wordsNext = ctx.uriIn ? `Read ${ctx.uriIn(country, regcode)} for the number's company or ${ctx.uriIn(words.country, words.regcode)} for the name's.`
          : `Call ${ctx.tool} again with regcode ${regcode} and country ${country} for the number's company, or ${words.regcode} and ${words.country} for the name's.`;
        return `${holds}, which names ${name} (${country} ${regcode}); its other words name another company, ${words.name} `
          + `(${words.country} ${words.regcode}). Ask which company the document means.${vatSaid} ${wordsNext}`;
      }
      return `${holds}, which names ${name} (${country} ${regcode}).${vatSaid} ${next}`;
    }
    case 'number-of-no-company': {
      const holds = `${refused}: the text holds words besides the number ${read.number}`;
      // A URI to read instead names the number alone, not the text it was sent in.
      const uriIn = ctx.uriIn ? (country: string, regcode = read.number) => ctx.uriIn!(country, regcode) : undefined;
      const alone = describeToolError(read.failure, { ...ctx, regcode: read.number, country: read.country, uriIn }, onError);
      const words = read.otherWords;
      const wordsSaid = words === null ? '' : ` The text's other words name ${words.name} (${words.country} ${words.regcode}): check the number's digits.`;
      return `${holds}; send the number alone, which is answered: ${alone}${wordsSaid}`;
    }
  }
}

/** What to do with a number cut short: the whole number, or the search of its beginning where it is one the search reads (4 digits or more). */
function cutShortNext(cut: NumberCutShort): string {
  return cut.beginning.replace(/\D/g, '').length >= 4
    ? `Send the whole number, or call search_companies with ${cut.beginning}, its beginning, to list the companies whose number begins so: `
      + 'any of them may be the one meant, so ask which.'
    : 'Send the whole number, or call search_companies with the company\'s name.';
}

/**
 * A line whose only number is a date (`Tallinna Ehitus OÜ 2026-11-15`, an invoice's name and day): told
 * the formats and that it is "the number of no owner the registers list here", a model sent the line
 * whole to search_companies, which read the date's digits as a number and listed another company. The
 * search to call is the line without its date. Null for any other text.
 */
function datedLineSentence(err: unknown, regcode: string | undefined): string | null {
  if (!(err instanceof InvalidParameterError) || err instanceof CountryNamedDisagreesError || err.heldCompany !== null || regcode === undefined) return null;
  const rest = textLessDates(regcode);
  if (rest === null || /\d/.test(rest)) return null;
  const next = /\p{L}/u.test(rest) ? `Call search_companies with "${rest}"` : 'Call search_companies with the company\'s name';
  return `${err.message}: the only number it holds is a date, which names no company. ${next} for its regcode and country.`;
}

/**
 * Why a register's label sent with the number did not pick the country (`Y-tunnus 11058424`: FI's
 * register, whose numbers are of another form), as the REST 400 says it: told only to set country,
 * a model kept the label, or dropped it thinking it had misread the document.
 */
const labelSaid = (err: AmbiguousRegcodeError) => (err.labelNote ? `; ${err.labelNote}` : '');

/**
 * A number of two countries' companies, each named with its country: told the countries alone
 * ("exists in LT and EE"), a model asked about AB "Nemuno laivyba" had to guess which country was its
 * or call both. Null where a name cannot be read (the one sentence of describeToolError then).
 */
function ambiguousNamed(services: Services, err: AmbiguousRegcodeError, ctx: LookupContext): string | null {
  const regcode = ctx.regcode?.trim() ?? '';
  try {
    const named = err.countries.map((country) => `${services.getCompany(regcode, country as Country).name} in ${country}`);
    return `Registration number ${regcode} names ${named.length} companies: ${named.join(' and ')}${labelSaid(err)}. ` +
      `Call ${ctx.tool} again with country set to ${err.countries.join(' or ')}, that of the company meant.`;
  } catch {
    return null;
  }
}

type LookupResult = { value: Record<string, unknown>; hint?: string };

/**
 * Runs one tool call: admission against the rate limit, the lookup, and the translation of a
 * failure into a tool error result.
 */
export async function runTool(
  deps: ToolDeps,
  ctx: LookupContext,
  lookup: () => LookupResult | Promise<LookupResult>,
): Promise<CallToolResult> {
  const denied = await deps.admit();
  if (denied) return errorResult(rateLimitedMessage(denied.retryAfter));
  try {
    const { value, hint } = await lookup();
    return structuredResult(value, hint);
  } catch (err) {
    return errorResult(describeLookupFailure(deps.services, err, ctx, deps.onError));
  }
}
