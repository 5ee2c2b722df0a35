// search_companies: the entry point of every conversation; finds the regcode and country the
// other three tools need.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { countryInput, LIMIT_MAX, limitInput, queryInput, searchOutput } from '../schemas.ts';
import { PERSON_CHECK_TOOL, personCheckOf, personYearCheckOf, READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { couldBePersonName, personWithBirthDate } from '../../domain/person-name-like.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import { entrepreneurNameOf, type SoleTraderForm } from '../../domain/sole-trader-name.ts';
import { foldTokens } from '../../domain/fold.ts';
import { emptySearchSentence } from './search-empty.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { CHECK_PERSON, GET_COMPANY_COMPLIANCE, GET_COMPANY_DETAILS, SEARCH_COMPANIES } from './names.ts';
import type { SearchResultView } from '../../services/views.ts';
import type { Country } from '../../domain/country.ts';
import { parseRegcodeInput } from '../../domain/regcode.ts';
import { categoryWordKeptNote, functionWordsAlone, functionWordsAloneSentence, holdersOfSearch, type NextCalls } from '../../services/index.ts';
import { searchedForSentence } from './search-searched-for.ts';
import { numberAskedSentence } from './search-companies-number-asked.ts';
import { personLikeWordsSentence } from './search-person-like-words.ts';
import { holdersNamedSentence } from './search-holders.ts';
import { vatNumbersTypedSentences } from './vat-number-sent.ts';
import { labelElsewhereListedSentence } from '../../services/number-read.ts';
import { numberOfOtherCompanySentence } from '../number-among-words.ts';
import { labelElsewhereNoneSearched } from './label-elsewhere-sent.ts';
import { addressBesideFirst } from '../../services/search/address-in-text.ts';

/**
 * The sentence beside results found by another number than the one typed (matchedNumber): a model
 * checking a VAT number from an invoice (`EE40003123456`) read the company listed as the number's,
 * and reported the invoice's number as valid, while it is no number of the country its code names.
 */
function numberReadSentence(query: string, results: SearchResultView[], country: Country | undefined): string | undefined {
  const ofKind = (kind: string) => results.filter((r) => r.matchedNumber?.kind === kind);
  const sentences: string[] = [];
  const read = ofKind('other_country_code');
  if (read.length > 0) {
    const named = read.map((r) => `${r.matchedNumber!.number} of ${r.name} (${r.country} ${r.regcode})`).join(', ');
    // The whole text, or a number among its words (an invoice line: `…, PVN EE40003123456`).
    const subject = parseRegcodeInput(query) !== null ? `"${query.trim()}" is` : `The number typed with a country code in "${query.trim()}" is`;
    sentences.push(`${subject} no registration or VAT number of the country its code names: its digits without the code are ` +
      `${named} (matchedNumber). Do not report the number as typed as valid.`);
  }
  // A company reorganised long ago (an old LV code the register no longer lists): the companies
  // that carry on its business are listed, and are not the company of the code.
  const successors = ofKind('predecessor');
  if (successors.length > 0) {
    const named = successors.map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
    sentences.push(`No company here bears ${successors[0]!.matchedNumber!.number}: it is the code of a company UR closed as ` +
      `reorganised into ${named}, listed as carrying on its business (matchedNumber).`);
  }
  // A number no company has, a digit from those listed: a model took the first for the number's company.
  const near = ofKind('one_digit_off');
  if (near.length > 0) {
    // After another country's register label (`reģ. nr. 10017105`): what it names, as the REST search's numberNotFound says it.
    const label = labelElsewhereNoneSearched(query, country);
    sentences.push(`No company here has the number in "${query.trim()}": those listed have a number one digit from it ` +
      `(matchedNumber one_digit_off), and may be the one meant${label ? `; ${label}` : ''}. Do not report any of them as that number's company.`);
  }
  // A number's beginning (`1234`): a model took the first company listed for the company of that number.
  if (ofKind('number_beginning').length > 0) {
    sentences.push(`"${query.trim()}" is only the beginning of the numbers of the companies marked matchedNumber number_beginning: ` +
      'none of them has it as its number.');
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/**
 * Beside a search of a line whose address is not the one the register holds for the company listed
 * first (`Kurzemes Metāla Serviss, Rūpniecības iela 5`): a model filling in or checking an invoice
 * took the line's address for the company's. The rule is the REST answers' addressInText
 * (services/search/address-in-text.ts).
 */
function addressInTextSentence(query: string, results: SearchResultView[]): string | undefined {
  const beside = addressBesideFirst(query, results);
  if (beside === null) return undefined;
  const held = beside.registered === null ? 'holds no address for it' : `holds ${beside.registered}`;
  return `The address in the text, ${beside.typed}, is not the address of ${beside.first}, listed first: the register ${held}. `
    + 'It may be an old address, a branch\'s or another company\'s: ask which company the document means before reporting the address as the first\'s.';
}

/** A sole trader's short legal form, as a result gives it, whose name holds its entrepreneur's (EE FIE, FI Tmi, LT IĮ). */
const SOLE_TRADER_FORMS: Readonly<Record<string, SoleTraderForm>> = { FIE: 'FIE', Tmi: 'Tmi', IĮ: 'IĮ' };

/** The words of a name in any order, folded: `Rebane Andres` is `Andres Rebane`. */
const wordsOf = (words: readonly string[]) => [...words].sort().join(' ');

/** Whether a sole trader's name holds the person's name typed, as written there (an LT one in the genitive: Jono Jonaičio IĮ). */
function bearsPersonName(result: SearchResultView, typed: string): boolean {
  const form = result.legalForm === null ? undefined : SOLE_TRADER_FORMS[result.legalForm];
  const name = form === undefined ? null : entrepreneurNameOf(result.name, form);
  if (name === null) return false;
  return wordsOf(foldTokens(name)) === typed;
}

/**
 * Whether the first result's name holds every word of `name`: a company's name with a year (`Rīgas
 * Koks 1996`, its founding) lists that company, of which the person check would be said for nothing.
 */
function namedFirst(name: string, results: SearchResultView[]): boolean {
  const first = results[0];
  if (first === undefined) return false;
  const words = new Set(foldTokens(first.name));
  return foldTokens(name).every((w) => words.has(w));
}

/**
 * Beside a sole trader listed for a person's name its own name holds (`Andres Rebane` lists Andres
 * Rebane FIE): a model following a person through companies reported that business as the person's
 * only company, where the search reads no officer or owner. An empty search says so of a person's
 * name (search-empty.ts); one listing the person's own business said nothing.
 */
function soleTraderOfPersonSentence(query: string, results: SearchResultView[]): string | undefined {
  if (!couldBePersonName(query.trim())) return undefined;
  const typed = wordsOf(foldTokens(query));
  const traders = results.filter((r) => bearsPersonName(r, typed));
  if (traders.length === 0) return undefined;
  const named = traders.slice(0, 3).map((r) => `${r.name} (${r.country} ${r.regcode})`).join(', ');
  return `If "${query.trim()}" is a person's name: ${named} ${traders.length === 1 ? 'is a sole trader\'s business' : 'are sole traders\' businesses'} `
    + `bearing it, not all the person's companies; the search reads no officer or owner. ${PERSON_CHECK_TOOL}`;
}

/**
 * The owners registered abroad of the name searched, where the search found fewer than a page and
 * no result bears that name: it lists namesakes by some of the words (Põhja Puit Holding AB finds
 * Põhja Puit OÜ), and a model took one for the holder it was checking. A result of the very name
 * reads nothing more. Of the text searched too, a request's words left out (holdersOfSearch).
 */
function holdersBeside(deps: ToolDeps, query: string, searchedFor: string | undefined, results: SearchResultView[], limit: number): string | null {
  return holdersNamedSentence(query, holdersOfSearch((name) => deps.services.holdersNamed(name), query, searchedFor, results, limit), true);
}

/**
 * Who carries on a Latvian company closed as reorganised among the first results: the REST autofill
 * gives its succeededBy, the search's results only status closed, and a model filling a form from an
 * old invoice of SIA "Smart Malka" filled in the closed company, never naming SIA "Rīgas Koks", merged
 * into. The successors of the closed LV companies of the first three results alone are read, as
 * autofill reads them (their full details cost a search several times over).
 */
function successorsSentence(deps: ToolDeps, results: SearchResultView[]): string | undefined {
  const closed = results.slice(0, 3).filter((r) => r.status === 'closed' && r.country === 'LV');
  if (closed.length === 0) return undefined;
  const named = new Map(closed.map((r) => [r.regcode, r.name]));
  const said = deps.services.closedSucceeded(closed).map((c) => {
    const next = c.succeededBy.map((n) => (n.country ? `${n.name} (${n.country} ${n.regcode})` : `${n.name} (${n.regcode}, registered abroad)`));
    return `${named.get(c.regcode)} (LV ${c.regcode}) is closed${c.closedOn ? ` (${c.closedOn})` : ''} as reorganised: `
      + `${next.join(' and ')} ${next.length === 1 ? 'carries' : 'carry'} on its business (succeededBy of get_company_details).`;
  });
  return said.length > 0 ? said.join(' ') : undefined;
}

// The next calls a category's sentence names, as this server's tools take them.
const TOOL_CALLS: NextCalls = {
  compliance: `${GET_COMPANY_COMPLIANCE} (its regcode and country)`,
  details: GET_COMPANY_DETAILS,
  country: (c) => `country ${c}`,
};

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

// A question of a category listed by a word it kept (`companies in Riga`: `Riga`): that these are
// no town's companies, as the REST search's categoryNotFiltered says it (function-words-kept.ts).
function categoryNotFilteredSentence(
  query: string, searchedFor: string | undefined, results: SearchResultView[], country: Country | undefined,
): string | undefined {
  const note = categoryWordKeptNote(query, searchedFor, results, TOOL_CALLS, country);
  return note === null ? undefined : `${capitalized(note)}.`;
}

export function registerSearchCompanies(server: McpServer, deps: ToolDeps): void {
  server.registerTool(SEARCH_COMPANIES, {
    title: 'Search companies (LV, LT, EE, FI)',
    description: [
      'Find companies in the official registers of Latvia (LV), Lithuania (LT), Estonia (EE) and Finland (FI) by name, ' +
        'address, web or e-mail address, or registration or VAT number. Start here: each result gives the regcode and ' +
        'country the get_company_* tools take.',
      '- Send the name, number or address itself ("Viru Puit, Tallinn"), not a request around it ' +
        '("Tell me about Viru Puit"): its other words are searched too and may match other companies.',
      '- A pasted invoice line with name, number and address ("Rīgas Koks, reģ. Nr. 40003123456, Krasta iela 5, Rīga"), ' +
        'or a name with its town ("Koka Nams, Valmiera"), lists that company first.',
      '- Former and parallel names are searched too: matchedOtherName names the one a result matched.',
      // An owner that is a company is found, and one registered abroad named with its holdings:
      // "the name of an officer or owner finds none" kept a model from searching a holder's name.
      `- People are not searched (${CHECK_PERSON} finds a person's companies); a company owner is found by ` +
        'name, one registered abroad with what it holds.',
    ].join('\n'),
    inputSchema: toolInput(SEARCH_COMPANIES, { query: queryInput, country: countryInput, limit: limitInput }),
    outputSchema: searchOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ query, country, limit }) => runTool(deps, { tool: SEARCH_COMPANIES, country }, async () => {
    // The images of a new publish loaded between requests first (services/index.ts).
    const results = await deps.services.whenSearchImagesLoaded(() => deps.services.searchCompanies(query, { country, limit }));
    const value = searchOutput.parse({ count: results.length, results });
    const atLimit = results.length === limit
      ? `${limit === 1 ? 'This is the best match' : `These are the best ${limit} matches`}, as many as limit allows: ` +
        'more companies may match, and count is no total. ' +
        (limit < LIMIT_MAX ? `Raise limit (at most ${LIMIT_MAX}), or n` : 'N') + 'arrow the query' + (country ? '.' : ' or set country.')
      : undefined;
    // A request's words left out (`Who owns Kyrenia Maritime Holdings?`): an empty answer is of the
    // name searched, and the owners abroad are of it where the text typed names none (holdersOfSearch).
    const searchedFor = deps.services.searchedFor(results);
    // A person's name with a birth date is answered with the person check, the list or none
    // beside it being only the companies named so (services' search).
    const person = personWithBirthDate(query);
    // A name with a year of birth (`Kadri Mets, sündinud 1979`): its sole traders are told as the name's.
    const yearly = person === null ? personWithBirthYear(query) : null;
    // A question of a category (`sanctioned companies in Latvia`): what the search finds and where
    // the trait asked for is read, as the REST search says it (services/search/function-words-kept.ts).
    const category = results.length === 0 ? functionWordsAlone(query, searchedFor, true) : null;
    const hint = category !== null ? `${capitalized(functionWordsAloneSentence(category, TOOL_CALLS, country))}.`
      : results.length === 0
      ? emptySearchSentence(deps.services, person !== null || yearly !== null ? query : searchedFor ?? query, country)
      : [numberReadSentence(query, results, country), labelElsewhereListedSentence(query, results), numberOfOtherCompanySentence(deps.services, query, results), addressInTextSentence(query, results), ...vatNumbersTypedSentences(query, results, (regcode, c) => deps.services.vatOf(regcode, c)),
        successorsSentence(deps, results),
        person !== null ? personCheckOf(person) : soleTraderOfPersonSentence(yearly?.name ?? query, results)
          ?? (yearly !== null && !namedFirst(yearly.name, results) ? personYearCheckOf(yearly) : undefined)
          // A request's words left out (`Who is Maarja Ilves`): the name is the text searched.
          ?? (yearly === null ? personLikeWordsSentence(searchedFor ?? query, results) ?? personLikeWordsSentence(query, results, searchedFor) : undefined),
        holdersBeside(deps, query, searchedFor, results, limit),
        searchedForSentence(query, searchedFor, country != null), numberAskedSentence(query, searchedFor, results), categoryNotFilteredSentence(query, searchedFor, results, country ?? undefined), atLimit].filter(Boolean).join(' ') || undefined;
    return { value, hint };
  }));
}
