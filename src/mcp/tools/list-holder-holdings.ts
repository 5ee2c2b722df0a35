// list_holder_holdings: every company an owner registered abroad holds. search_companies and a
// get_company_details 404 name such an owner (a Cypriot Ltd holding an Estonian OÜ) with three of
// its holdings "and others": a model mapping a group had no call that listed the others.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { formText, HOLDINGS_PER_CALL, holderHoldingsOutput, listRefusal, textFromNumber } from '../schemas.ts';
import { errorResult, PERSON_CHECK_TOOL, personCheckOf, personCodeCheck, READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { toolInput } from '../tool-input.ts';
import { companyHoldingNone, holdingsSeenIn } from '../../services/company-holding-none.ts';
import { HOLDER_TEXT_MAX, holderSentReading, type CompanyOfName, type OwnerOfName } from '../../services/holder-sent-reading.ts';
import { numbersAmongWords } from '../../services/holder-number-forms.ts';
import type { ToolDeps } from '../tool-results.ts';
import { LIST_HOLDER_HOLDINGS, SEARCH_COMPANIES } from './names.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { registerCountryRead } from '../../domain/country-codes.ts';

/** What regcode is, in a refusal of it. */
const OWNER_NUMBER = 'the owner\'s number, as an owner\'s regcode or the search\'s sentence gives it (HE398114)';
const REGISTERED_IN_RULE = 'registeredIn must be a two-letter country code (CY, DE)';
const AFTER_RULE = 'after must be next of the previous answer (EE:14850372)';

const text = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * registeredIn as its code: a register's alpha-3 (RIK writes CYP) or a country's name (Cyprus,
 * Küpros, Kipra) is read as the alpha-2 the owners give, as country takes Latvia for LV; a model
 * copying an extract's CYP was told only that two letters were wanted, not which.
 */
const countryCode = (v: unknown) => {
  const given = text(v);
  return typeof given === 'string' ? registerCountryRead(given) : given;
};

const input = {
  // Left out or not a text, it was told zod's own "Invalid input: expected string, received undefined".
  // A number sent as a JSON number (40103888312) is read as its digits, as the other tools read one.
  regcode: z.preprocess(textFromNumber, z.string({ error: (issue) => (Array.isArray(issue.input) && issue.input.length > 1 ? listRefusal('regcode', issue.input.length)
    : `regcode ${issue.input === undefined ? 'is required' : 'must be a text'}: ${OWNER_NUMBER}`) })
    // An owner's number is at most 40 characters, but an owner's name, which is read as one (below), may be longer:
    // an LV holder's as UR writes it, its form in full (`Sabiedrība ar ierobežotu atbildību "…"`), was told
    // "regcode must be a text" (the type's refusal, which zod gives a check with none of its own), where the same
    // name with SIA was told the owner's number. The name is bounded as search_companies' query is, and too long a text is told so.
    .trim().min(1, { error: `regcode is empty: ${OWNER_NUMBER}` }).max(HOLDER_TEXT_MAX, { error: `regcode is too long, more than ${HOLDER_TEXT_MAX} characters: ${OWNER_NUMBER}` })
    .describe('The owner\'s regcode (HE398114).')),
  registeredIn: z.preprocess(countryCode, formText('registeredIn', REGISTERED_IN_RULE).regex(/^[A-Za-z]{2}$/, { error: REGISTERED_IN_RULE })
    .nullable().optional()).describe('Its registeredIn (CY); leave out for any.'),
  after: z.preprocess(text, formText('after', AFTER_RULE).regex(new RegExp(`^(${COUNTRIES.join('|')}):[0-9A-Za-z-]{1,40}$`), { error: AFTER_RULE })
    .nullable().optional()).describe('next of the previous answer.'),
};

const SEND_AS_GIVEN = 'Send regcode and registeredIn as an owner\'s are given.';

/**
 * The error of a number no legal entity holds a company by. A company's name sent as regcode was told
 * "No legal entity with number Rīgas Koks holds a company here", and a model reported the company as
 * holding none; the number of a company served here that holds none was told the same, and a model
 * took the number for a wrong one. Each is said for what it is.
 */
function holderUnknown(deps: ToolDeps, regcode: string, message: string): string {
  // What the text is where it is no number, read as REST's 404 reads it (services/holder-sent-reading.ts).
  const read = holderSentReading(deps.services, regcode);
  // A person's name, with its birth date or without (a model following a person through companies):
  // told that no legal entity of that number holds one, or only to search for a company's regcode, it
  // reported the person as holding no company; the person check answers it.
  if (read?.kind === 'person') {
    return `regcode "${regcode}" is no owner's number: ${LIST_HOLDER_HOLDINGS} lists the companies a legal entity holds, never a natural `
      + `person's. ${personCheckOf(read)}`;
  }
  // An owner's name the registers list with its number (`Kyrenia Maritime Holdings Ltd`, or its words): sent
  // to search_companies, a model spent a call to learn the number REST's 404 names; it is named here.
  // The name of a company served here (`Rīgas Koks`), alike: the company, its number and the call.
  const companies = read?.kind === 'name' ? companiesOfName(regcode, read.companies, read.moreCompanies, 'it is') : null;
  const also = read?.kind === 'name' ? companiesOfName(regcode, read.companies, read.moreCompanies, ' It is also') : null;
  const alsoCompanies = also ?? '';
  if (read?.kind === 'name' && read.owners.length > 0) return ownersOfName(regcode, read.owners) + alsoCompanies;
  // One its register lists without a number has no list of its own: the search names what it holds,
  // as REST's 404 says. Told that the search gives the owner's regcode, a model looked for one there.
  if (read?.kind === 'name' && read.ownerWithoutNumber) {
    return `regcode "${regcode}" is a name, not an owner's number: the registers list an owner of that name without its number, `
      + `which ${LIST_HOLDER_HOLDINGS} cannot list by; call ${SEARCH_COMPANIES} with "${regcode}": it names the companies that owner holds.`
      + alsoCompanies;
  }
  if (read?.kind === 'name' && companies !== null) {
    // A sole trader's name may be its trader's: the person check is named too.
    const person = read.couldBePerson ? ` If it is a person's name, ${PERSON_CHECK_TOOL}` : '';
    return `regcode "${regcode}" is a name, not an owner's number: ${companies}${person}`;
  }
  if (read?.kind === 'name') {
    return `regcode "${regcode}" holds no digit: ${LIST_HOLDER_HOLDINGS} takes the owner's number, as the owners of get_company_details give `
      + `it. Call ${SEARCH_COMPANIES} with the name for a company's regcode; it names an owner registered abroad of that name with its `
      + 'regcode and registeredIn.'
      + (read.couldBePerson ? ` If it is a person's name, ${PERSON_CHECK_TOOL}` : '');
  }
  // The owner's number copied with its name or country, as the search's sentence names an owner
  // (`Kyrenia Maritime Holdings Ltd, HE398114`, `HE398114 (CY)`): told that no legal entity of that
  // number holds a company, a model reported the owner as holding none.
  const among = holderAmongWords(deps, regcode);
  if (among !== null) {
    const registered = among.registeredIn ? ` and registeredIn ${among.registeredIn}` : '';
    return `regcode "${regcode}" holds words besides the owner's number ${among.number}, the number of ${among.name}`
      + `${among.registeredIn ? `, registered in ${among.registeredIn}` : ''}. Call ${LIST_HOLDER_HOLDINGS} again with regcode ${among.number}${registered}.`;
  }
  const company = companyHoldingNone(deps.services, regcode);
  // A person's personal code (`150384-12345`, `37605030299`), as a model following a person through
  // companies holds: told that no legal entity of that number holds one, it reported the person as
  // holding none. Read after the companies served, whose 11 digits may read as a code too.
  if (read?.kind === 'personal_code' && company === null && !isCompanyServed(deps, regcode)) {
    // Eleven digits alone may still be a number mistyped: they read as a code; one with its hyphen is written as one.
    const as = read.digitsAlone ? 'reads as' : 'is written as';
    return `regcode "${regcode}" ${as} a person's personal code, no owner's number: ${LIST_HOLDER_HOLDINGS} lists the `
      + `companies a legal entity holds, never a natural person's. ${personCodeCheck(read.birthDate)}`;
  }
  if (company === null) return `${message}. ${SEND_AS_GIVEN}`;
  const { name, country } = company;
  return `${message}. ${regcode} is the number of ${name} (${country} ${company.regcode}), a company served here that the registers list `
    + `holding no company in ${company.seenIn}; no register here would show one in ${company.unseenIn}, so do not report it as holding none there.`;
}

/** The error of an owner's name sent as regcode: the owners of that name or its words, and the call with the number. */
function ownersOfName(regcode: string, owners: OwnerOfName[]): string {
  const named = owners.map((o) => `${o.name} (regcode ${o.regcode}${o.registeredIn === null ? '' : `, registeredIn ${o.registeredIn}`})`);
  const [only] = owners;
  const call = owners.length === 1
    ? `Call ${LIST_HOLDER_HOLDINGS} again with regcode ${only!.regcode}${only!.registeredIn === null ? '' : ` and registeredIn ${only!.registeredIn}`}.`
    : `Call ${LIST_HOLDER_HOLDINGS} again with the regcode and registeredIn of the one meant.`;
  return `regcode "${regcode}" is a name, not an owner's number: the registers list ${owners.length === 1 ? 'an owner' : 'owners'} of that name `
    + `or its words, ${named.join('; ')}. ${call}`;
}

/**
 * The companies served here of the name sent: each with its regcode and country, whether the registers
 * list it holding one (where not, those that would show one), and the call listing its holdings; the
 * search for others of the name. Sent to search_companies for the number, a model spent a call on it.
 */
function companiesOfName(regcode: string, companies: readonly CompanyOfName[], more: boolean, lead: string): string | null {
  if (companies.length === 0) return null;
  const named = companies.map((c) => {
    const company = `${c.name} (regcode ${c.regcode}, registeredIn ${c.country})`;
    if (c.holdsAny) return `${company}, holding at least one company`;
    const { seenIn, unseenIn } = holdingsSeenIn(c.country);
    return `${company}, which the registers list holding no company in ${seenIn}; no register here would show one in ${unseenIn}, `
      + 'so do not report it as holding none there';
  });
  const holding = companies.filter((c) => c.holdsAny);
  const [only] = holding;
  const call = holding.length === 0 ? ''
    : holding.length === 1 ? ` Call ${LIST_HOLDER_HOLDINGS} again with regcode ${only!.regcode} and registeredIn ${only!.country}.`
      : ` Call ${LIST_HOLDER_HOLDINGS} again with the regcode and registeredIn of the one meant.`;
  const others = more ? ` Others of that name are served here: ${SEARCH_COMPANIES} with "${regcode}" lists them.` : '';
  return `${lead} the name of ${companies.length === 1 && !more ? 'a company' : 'companies'} served here, ${named.join('; ')}.${call}${others}`;
}

/**
 * The owner whose number a text holds among other words (services/holder-number-forms.ts
 * numbersAmongWords), the first an owner bears; null where none is one (or the text is a number alone).
 */
function holderAmongWords(deps: ToolDeps, text: string): { number: string; name: string; registeredIn: string | null } | null {
  for (const number of numbersAmongWords(text)) {
    try {
      // The number as the answer reads it, the registers' form (`HRB 12345` for `hrb 12345`; HE398114 of `CY HE398114`), as REST's 404 names it.
      const answer = deps.services.holderHoldings(number, null, 1, null);
      const held = answer.holdings[0];
      if (held !== undefined) return { number: answer.regcode, name: held.holderName, registeredIn: held.holderRegisteredIn };
    } catch {
      // Not an owner's number: the next word is tried.
    }
  }
  return null;
}

/** Whether the number sent is a company's served here. */
function isCompanyServed(deps: ToolDeps, regcode: string): boolean {
  try {
    deps.services.getCompany(regcode);
    return true;
  } catch {
    return false;
  }
}

export function registerListHolderHoldings(server: McpServer, deps: ToolDeps): void {
  server.registerTool(LIST_HOLDER_HOLDINGS, {
    title: 'Companies an owner abroad holds',
    description: 'Every LV and EE company an owner holds or held as member or stockholder, by the regcode and registeredIn '
      + `search_companies or get_company_details gives an owner registered abroad. ${HOLDINGS_PER_CALL} a call.`,
    inputSchema: toolInput(LIST_HOLDER_HOLDINGS, input),
    outputSchema: holderHoldingsOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ regcode, registeredIn, after }) => {
    // The failures of a company lookup speak of a company's number; an owner unknown is said as such.
    let unknown: string | null = null;
    const result = await runTool(deps, { tool: LIST_HOLDER_HOLDINGS }, async () => {
      const colon = after ? after.indexOf(':') : -1;
      try {
        const answer = deps.services.holderHoldings(regcode, registeredIn?.toUpperCase() ?? null, HOLDINGS_PER_CALL,
          after ? { country: after.slice(0, colon) as Country, regcode: after.slice(colon + 1) } : null);
        const next = answer.next ? `${answer.next.country}:${answer.next.regcode}` : null;
        const holdings = answer.holdings.map(({ share, ...held }) => ({
          ...held, sharePercent: share?.percent ?? null, shareAmount: share?.amount ?? null, shareCurrency: share?.currency ?? null,
        }));
        const value = holderHoldingsOutput.parse({ ...answer, holdings, next });
        // A page after the last one (an after of no holding, or one edited) answered [] alone, which
        // a model read as an owner holding nothing.
        const page = next ? `More companies follow: call ${LIST_HOLDER_HOLDINGS} again with after ${next}.`
          : after && value.holdings.length === 0 ? `No company of this owner's list follows ${after}: the list has ended; `
            + `call ${LIST_HOLDER_HOLDINGS} without after for its first page.` : undefined;
        // A number spaced or cased otherwise than its register writes it (HE 398114, he398114) is answered as that number
        // (services/holder-number-forms.ts); the form is named, as a model reports the owner by it.
        // One after its register's country code (CY HE398114) is answered as that number of that country, as REST's route answers it.
        const read = answer.registeredIn !== (registeredIn?.toUpperCase() ?? null)
          ? `regcode "${regcode}" is read as ${answer.regcode} with registeredIn ${answer.registeredIn}, the code before the number, the country of the owner's register.`
          : answer.regcode !== regcode ? `regcode "${regcode}" is read as ${answer.regcode}, the number as the registers write it.` : undefined;
        const hint = [read, page].filter((s) => s !== undefined).join(' ') || undefined;
        return { value, hint };
      } catch (err) {
        // A name is searched for the companies served here of it, once the search images are loaded.
        if (err instanceof NotFoundError) unknown = await deps.services.whenSearchImagesLoaded(() => holderUnknown(deps, regcode, err.message));
        throw err;
      }
    });
    return unknown ? errorResult(unknown) : result;
  });
}
