// The company group (spec 4.1-4.4). Every route spends the `company` rate-limit budget and is
// cacheable. `/companies/autofill` is registered as a static path, which find-my-way always
// prefers over the `{regcode}` parameter, so "autofill" is never looked up as a regcode.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addressInTextHint, categoryWordKeptNote, countriesListed, functionWordsAlone, functionWordsAloneSentence, holdersOfSearch, REST_CALLS, nothingFoundHint, numberInTextHint, numberNotFoundHint, type HolderNamedView, type Services,
} from '../../services/index.ts';
import { cachedResponses, errorResponses, notFoundResponse, RegcodeParams, unscreenedResponse } from '../schemas/common.ts';
import {
  AutofillQuery, AutofillResponse, ComplianceQuery, CountryQuery, ENCODED_ONCE, SanctionsQuery, SearchQuery, SearchResponse,
} from './schemas.ts';
import { Type } from 'typebox';
import { COUNTRIES_WORDED, type Country } from '../../domain/country.ts';
import { personWithBirthDate } from '../../domain/person-name-like.ts';
import { personWithBirthYear } from '../../domain/person-birth-year.ts';
import { holdersAbroadNothingFound, holdersOfNumber, numberNotFoundOfOwner } from './nothing-found-holders.ts';
import { COMPANY_DETAILS_EXAMPLE, COMPLIANCE_EXAMPLE, SANCTIONS_EXAMPLE } from '../schemas/answer-examples.ts';
import { withNextStep } from './next-steps.ts';
import { vatNumbersTypedHint } from '../../services/vat-number-sent.ts';
import { labelElsewhereListedSentence } from '../../services/number-read.ts';
import { RATE_LIMIT_GROUPS } from '../../domain/rate-limits.ts';
import { InvalidParameterError } from '../../domain/errors.ts';
import { collectionIssue, emptyNumberIssue } from './path-regcode.ts';
import { fixedWordPathError } from './fixed-word-path.ts';
import { companyQueryRules, searchTextRules } from './query-rules.ts';
import { checkQueryRules } from '../query-rules.ts';
import { numberEncodedTwiceRule } from '../../domain/text-encoded-twice.ts';

export interface CompanyRouteOptions { services: Services }

// The router reads a run of slashes as one, so a path whose number was sent empty reaches a
// company route with the word or number after it as regcode (path-regcode.ts): refused as the
// number missing, before anything is looked up.
// A number percent-encoded twice (`40003%2520123456`, arriving as `40003%20123456`) is told the
// number it reads as, not read as a text holding words beside a number (domain/text-encoded-twice.ts).
function refuseUnreadableNumber(request: { url: string; params: { regcode: string } }): void {
  const issue = emptyNumberIssue(request.url, request.params.regcode);
  if (issue) throw new InvalidParameterError([issue]);
  const encodedTwice = numberEncodedTwiceRule(request.params.regcode);
  if (encodedTwice !== null) throw new InvalidParameterError([{ parameter: 'regcode', in: 'path', message: encodedTwice }]);
}

const config = { rateGroup: 'company', cacheable: true, datedByData: true } as const;
const BUDGET = RATE_LIMIT_GROUPS.company;

// A form that asks at every key spends the budget its details and search calls share: a name
// typed in one go is more keys than the window allows, and the request the page needs next fails.
const TYPING_ADVICE = `Autofill spends the company endpoints' budget of ${BUDGET.max} requests per ${BUDGET.windowSeconds} s `
  + `per client address, shared with getCompany: a form that asks at every key gets 429 after ${BUDGET.max} keys within `
  + `${BUDGET.windowSeconds} s (a name typed in one go: Tallinna Ehitus Group OÜ is 24), and so does the details request after it. Ask once the `
  + 'user pauses (about 300 ms without a key) and from the 2nd character (one is a 400), cancel the request of a text '
  + 'typed past, and after a 429 wait the seconds of Retry-After. '
  // Measured: of 300 Finnish companies typed without their form, 10 never came above 4th, behind
  // namesakes of other countries, which a name's tie puts in the order LV, LT, EE, FI.
  + 'Send country where the form knows the buyer\'s country: a name several countries\' companies bear is listed in the order LV, LT, EE, FI without it. ';

// A form filled in under another name than the one typed says why (autofill's matchedOtherName).
const OTHER_NAME_NOTE = 'A company found by a former or other name than the one it bears is filled in under its name, and '
  + 'matchedOtherName says which name the text matched, as in searchCompanies. ';

// The first paragraph of each description: what the operation is for and which one to use
// instead. Action builders cut a description at 300 characters (test/http/openapi-tools.test.ts),
// so this part says what a model needs to pick the operation; the details follow it.
const LEAD = {
  search: "Find LV, LT, EE and FI companies by name, address, or registration or VAT number, best match first. Pass a result's "
    + 'regcode and country to getCompany or getCompanySanctions. People are not searched: use checkPerson for a person\'s '
    + 'companies, and autofillCompanies for a form field as it is typed.\n\n',
  autofill: 'Short records to fill in a form as its user types a company name or number (a beginning is enough): name, legal '
    + 'form, full legal address and its street, postcode and city, status and, for VAT-registered companies, the VAT number. '
    + 'To find or check a company, use searchCompanies, then getCompany.\n\n',
  details: "One company's register entry by registration or VAT number (from searchCompanies): name, address, status, legal "
    + 'form, dates, former names, VAT, tax rating (LV), activity code, officers (LV, EE), annual reports (none in FI), '
    + 'latest headcount, isSanctioned (matches: getCompanySanctions).\n\n',
  sanctions: 'Sanctions screening of one company by registration or VAT number: whether it is sanctioned and every match at '
    + 'or above the threshold on the EU, UN, OFAC and Latvian lists (by its number, its name or a former one, or a '
    + 'sanctioned owner), with the evidence, and the lists screened with their dates.\n\n',
  compliance: 'The red flags of one company by registration or VAT number in one answer, for a partner check: sanctions, tax '
    + 'debt, VAT, prepayment and employer registers (FI), tax rating (LV), blacklist, and each flag with since when, what it is about and its source, also one '
    + 'announced for a later day.\n\n',
};

// A whole number no company has: the answer says so beside its list (services/search/number-not-found.ts).
function withNumberNotFound<T extends { results: ReadonlyArray<{ matchedNumber?: { kind: string } }> }>(
  answer: T, q: string, country: Country | undefined): T & { numberNotFound?: string } {
  const hint = numberNotFoundHint(q, country, answer.results);
  return hint === null ? answer : { ...answer, numberNotFound: hint };
}

// A line's address that is not the one the register holds for the company listed first (an old
// seat, a branch's, another company's), as search_companies says it (services/search/address-in-text.ts).
function withAddressInText<T extends { results: ReadonlyArray<{ name: string; country: string; regcode: string; address: string | null }> }>(
  answer: T, q: string): T & { addressInText?: string } {
  const hint = addressInTextHint(q, answer.results);
  return hint === null ? answer : { ...answer, addressInText: hint };
}

// An empty list says what to do (services/search/nothing-found.ts): asked in one country, the
// countries whose companies the text finds (one more search, for an empty answer only); a name or
// number of an owner abroad listed in holdersAbroad, what it is and where its holdings are (nothing-found-holders.ts).
async function withNothingFound<T extends { results: ReadonlyArray<unknown>; numberNotFound?: string; holdersAbroad?: HolderNamedView[] }>(
  services: Services, answer: T, q: string, country: Country | undefined, holdersUnlisted?: () => HolderNamedView[],
): Promise<T & { nothingFound?: string; foundIn?: Country[] }> {
  if (answer.results.length > 0) return answer;
  // A number of an owner the registers list (`40103888312`): numberNotFound names it, as the lookup's 404 does.
  if (answer.numberNotFound !== undefined) {
    return withNumberElsewhere(services, { ...answer, numberNotFound: numberNotFoundOfOwner(services, answer.numberNotFound, q, country) }, q, country);
  }
  const foundIn = country === undefined ? []
    : countriesListed(await services.whenSearchImagesLoaded(() => services.searchCompanies(q, { limit: 20 })));
  const readsHolders = foundIn.length === 0 && personWithBirthDate(q) === null && personWithBirthYear(q) === null;
  const asked = country ?? COUNTRIES_WORDED;
  const ofHolders = readsHolders
    ? holdersAbroadNothingFound(asked, answer.holdersAbroad ?? holdersUnlisted?.() ?? [], answer.holdersAbroad !== undefined)
    : null;
  // An owner's number (`HE398114`) is answered as its name is: the search lists it in holdersAbroad,
  // autofill (holdersUnlisted given) says that no form is filled from it.
  const byNumber = readsHolders && ofHolders === null ? holdersOfNumber(services, q, country) : [];
  if (byNumber.length > 0) {
    const listed = holdersUnlisted === undefined;
    const nothingFound = holdersAbroadNothingFound(asked, byNumber, listed, true)!;
    return listed ? { ...answer, holdersAbroad: byNumber, nothingFound } : { ...answer, nothingFound };
  }
  const hint = ofHolders ?? nothingFoundHint(q, country, foundIn);
  return foundIn.length > 0 ? { ...answer, nothingFound: hint, foundIn } : { ...answer, nothingFound: hint };
}

// A question of a category (`sanctioned companies in Latvia`) that lists nothing: what the search
// finds and where the trait asked for is read, as search_companies says it, search and autofill
// alike (services/search/function-words-kept.ts); null for any other answer.
function withCategoryNothingFound<T extends { results: ReadonlyArray<unknown>; numberNotFound?: string }>(
  answer: T, q: string, searchedFor: string | undefined, country: Country | undefined): (T & { nothingFound: string }) | null {
  const category = answer.results.length === 0 && answer.numberNotFound === undefined ? functionWordsAlone(q, searchedFor, true) : null;
  return category === null ? null : { ...answer, nothingFound: functionWordsAloneSentence(category, REST_CALLS, country) };
}

// The companies of another country a whole number names, that numberNotFound names with the country
// to ask: a form whose country field was left at its default, a Latvian number pasted, was told only
// "no company in EE has VAT number LV40003123456", where the details' 404 says there is one in LV.
const NUMBER_ELSEWHERE_NAMED = 3;

/** numberNotFound of a number asked in one country, with the companies of other countries that have it (one more search). */
async function withNumberElsewhere<T extends { numberNotFound?: string }>(
  services: Services, answer: T, q: string, country: Country | undefined,
): Promise<T & { foundIn?: Country[] }> {
  if (country === undefined) return answer;
  // The number's own companies: not one a digit off, nor one whose number merely begins so or succeeds it.
  const found = (await services.whenSearchImagesLoaded(() => services.searchCompanies(q, { limit: NUMBER_ELSEWHERE_NAMED })))
    .filter((r) => r.matchedNumber === undefined && r.country !== country);
  if (found.length === 0) return answer;
  const foundIn = countriesListed(found);
  const named = foundIn.flatMap((c) => found.filter((r) => r.country === c)).map((r) => `${r.name} (${r.country} ${r.regcode})`).join(' and ');
  return { ...answer, numberNotFound: `${answer.numberNotFound}; the number is that of ${named}: repeat without country, or with country=${foundIn[0]}`, foundIn };
}

export const companyRoutes: FastifyPluginAsyncTypebox<CompanyRouteOptions> = async (app, { services }) => {
  // A company's routes: the lookup refuses a country the regcode's named country disagrees with,
  // and a number of several countries asked without one; the error handler names either beside a
  // parameter the schema refuses (query-rules.ts).
  const companyConfig = { ...config, queryRules: companyQueryRules((regcode) => services.regcodeCountries(regcode)) };
  // A text sent percent-encoded twice is refused, not searched as its escapes (query-rules.ts).
  const searchConfig = { ...config, queryRules: searchTextRules };
  app.get('/companies/search', {
    config: searchConfig,
    schema: {
      operationId: 'searchCompanies',
      summary: 'Search companies by name, address or number',
      description: LEAD.search
        + 'A registration or VAT '
        + 'number written with the name (`SIA Rīgas Koks, reģ. Nr. 40003123456`) puts that company first where its '
        + 'name holds the other words, or those of one field of a pasted line, or the line names its street and house '
        + 'number (`Rīgas Koks, 40003123456, Brīvības iela 5, Rīga`), and after their results where it does not; a '
        + 'country named beside it (`…, Estonia, 12754320`) bounds it to that country. A name with the town it is in '
        + '(`Koka Nams, Valmiera`) puts the company of that name at an address holding the town first after the exact '
        + 'names. A web or e-mail address (`info@rigaskoks.lv`) is also read as the name it is made of. Every word counts, '
        + 'a word with a typo too, and a word with its marked letters written as two (`Saehkoe` for `Sähkö`, `Zhuzhas` '
        + 'for `Žužas`) or typed in Cyrillic by its sound (`Нямуно лайвиба` for `Nemuno laivyba`) where no name holds '
        + 'it as typed. A word typed with its marked letters (`Märt`) puts the names holding it so before those of the '
        + 'same letters without (`Mart`) among results otherwise equal, and a first word so typed (`Pä`) the names '
        + 'beginning with its first letters as typed (`Pärnu …`) before those beginning alike without (`PA Õlu OÜ`). A legal form typed (`MTÜ Jõhvi`, `SIA "Rīgas`) '
        + 'puts the companies of that form first among the names that begin alike. Where that finds fewer than `limit`, the word for "and" of any of the '
        + 'languages between two others (and, un, ir, ja, och, und) is left out and those results follow; a name that is '
        + 'exactly the other words (`Niemi & Virtanen Ky` for `Niemi ja Virtanen`) comes right after the exact names as typed, '
        + 'and a `&` typed reads the names writing one of those words in its place (`Niemi ja Virtanen Oy`) so. '
        + 'A text that finds nothing and ends with a space or punctuation (`FI `) is read without them. Words in '
        + 'parentheses (`Rīgas Koks (Latvija)`) need not match: where fewer than `limit` names hold them, the results '
        + 'of the text without them follow those names. A first word typed in its base form where a name holds it '
        + 'inflected by one or two letters (`Rīga Koks` for `Rīgas Koks`) is '
        + 'also read as that word: where fewer than `limit` names hold the words as typed, those names follow them; so is a '
        + 'Lithuanian or Latvian word typed in another grammatical case (`sveikatos` where a name holds `sveikata`). '
        + 'A legal-form word last, not in capitals (`Baltic As`), is also '
        + 'the beginning of a word being typed: the names it begins follow the exact names. Where the text '
        + 'finds fewer than `limit` names, a letter alone before other words (`R Koks`) is also read as the beginning of a word typed first, '
        + 'the names holding such a word before the others first, and two or three letters alone so typed (`A B Koks`) as initials, the names '
        + 'writing them together, then those holding a word each begins before the others, first (where two spell a legal form, only where '
        + 'that form\'s reading lists no company of it); where it finds nothing, words that no name or address holds are left out, then one word more, the last first '
        + '(not where the whole text is a registration or VAT number: one that names no company finds nothing). '
        + 'Where words were left out (a request\'s, those in parentheses no name holds, those of a text that found nothing, '
        + 'two letters read as a legal form no company listed is of, `A B Koks`, where no name holds them as initials) '
        + 'or a word was read two typos from the one typed, searchedFor gives the text searched. '
        + 'The search reads no category: where the words it kept are function words alone (`sanctioned companies in Latvia`: '
        + '`in`, a word of many names), it lists no company and nothingFound says that it finds companies by name, number or '
        + 'address, with no filter by sanctions status or trade, and where those are read; function words kept beside others '
        + 'that no name listed holds with them (`construction companies in Riga`: `in Riga`) are left out of the text searched (`Riga`), '
        + 'and categoryNotFiltered says that the companies listed are only those whose name or address holds it, as it does '
        + 'where a category\'s word was left out (`IT companies in Tallinn`, `construction companies Vilnius`, autofill alike); '
        + 'a country\'s name left alone (`firms from Estonia`) lists no company, and nothingFound names the country parameter. '
        + 'Legal-form words alone (SIA, Oy) list companies of that form, then the names the words begin. '
        + 'Where the search lists fewer than `limit` companies, none of the very name typed, holdersAbroad names the owners of that name, '
        + 'or whose names hold the words typed (`Kyrenia Mar`), or of the text searched where the text typed names none, '
        + 'the registers list that are no company here (a Cypriot Ltd holding an Estonian OÜ), each with its first holdings, '
        + 'and where the text is such an owner\'s number (`HE398114`, `he 398114`), that owner, as its name lists it, or that number after the '
        + 'code of its register\'s country (`DE HRB 12345`), that owner beside the companies listed, however many: '
        + `getHolderHoldings lists every company one holds. q is ${ENCODED_ONCE[0]!.toLowerCase()}${ENCODED_ONCE.slice(1)}`,
      tags: ['companies'],
      querystring: SearchQuery,
      response: { ...cachedResponses(SearchResponse), ...errorResponses('searchCompanies') },
    },
  }, async (request) => {
    checkQueryRules(request);
    const { q, limit = 20, country } = request.query;
    // The images of a new publish loaded between requests first (services/index.ts).
    const results = await services.whenSearchImagesLoaded(() => services.searchCompanies(q, { country, limit }));
    // The text searched where words of the text sent were left out: the list is not the whole text's.
    const searchedFor = services.searchedFor(results);
    // The owners abroad of the name typed, or searched, where the search found little: a full page reads nothing more.
    const holders = holdersOfSearch((name) => services.holdersNamed(name), q, searchedFor, results, limit);
    const listed = searchedFor === undefined ? { results, count: results.length } : { results, count: results.length, searchedFor };
    const answer = holders.length > 0 ? { ...listed, holdersAbroad: holders } : listed;
    // A number on the line whose company is not the one listed first (an invoice's VAT number of
    // another company), as search_companies says it (services/search/number-of-other-company.ts),
    // and a VAT number that is none of the company its digits name and the search lists
    // (`EE12754320`, services/vat-number-sent.ts).
    // A number after another country's register label (`registrikood 40000021291`), as search_companies says it.
    const inText = [labelElsewhereListedSentence(q, results) ?? null, numberInTextHint((regcode, c) => services.getCompany(regcode, c), q, results),
      vatNumbersTypedHint(q, results, (regcode, c) => services.vatOf(regcode, c))]
      .filter((said) => said !== null).join('; ') || null;
    const numbered = inText === null ? answer : { ...answer, numberInText: inText };
    // A question of a category listed by a word it kept (`companies in Riga`: `Riga`): that these
    // are no town's companies, as search_companies says it (services/search/function-words-kept.ts).
    const note = categoryWordKeptNote(q, searchedFor, results, REST_CALLS, country);
    const noted = note === null ? numbered : { ...numbered, categoryNotFiltered: note };
    const told = withNumberNotFound(withAddressInText(noted, q), q, country);
    return withCategoryNothingFound(told, q, searchedFor, country) ?? withNothingFound(services, told, q, country);
  });

  app.get('/companies/autofill', {
    config: searchConfig,
    schema: {
      operationId: 'autofillCompanies',
      summary: 'Short company records for filling in forms',
      description: LEAD.autofill + OTHER_NAME_NOTE
        + 'A beginning typed with a marked letter (`Pä`) lists the names beginning with it as typed (`Pärnu …`) first, '
        + 'before those beginning alike without (`PA Õlu OÜ`); typed without (`Pa`), both in rank order. ' + TYPING_ADVICE
        + 'Closed companies and those in liquidation or insolvency are listed too: `status` other than `active` marks them.',
      tags: ['companies'],
      querystring: AutofillQuery,
      response: { ...cachedResponses(AutofillResponse), ...errorResponses('autofillCompanies') },
    },
  }, async (request) => {
    checkQueryRules(request);
    const { q, limit = 10, country } = request.query;
    // The images of a new publish loaded between requests first (services/index.ts).
    const results = await services.whenSearchImagesLoaded(() => services.autofill(q, { country, limit }));
    // An owner abroad of the name typed is no company to fill a form with, but its name spelt right
    // is told so, not to check the spelling (read for an empty answer only, as the search reads it).
    const holders = () => holdersOfSearch((name) => services.holdersNamed(name), q, undefined, results, limit);
    // A question of a category listed by words it kept (`companies in Riga`), as the search says it.
    const searchedFor = services.searchedFor(results);
    const note = categoryWordKeptNote(q, searchedFor, results, REST_CALLS, country);
    const listed = note === null ? { results, count: results.length } : { results, count: results.length, categoryNotFiltered: note };
    const told = withNumberNotFound(withAddressInText(listed, q), q, country);
    return withCategoryNothingFound(told, q, searchedFor, country) ?? withNothingFound(services, told, q, country, holders);
  });

  // A details call built from an empty number field (`/companies/` + '') reaches no {regcode}
  // route: it was the 404 of a path no route takes, of the same type as "no such company", so a
  // client told its user the company does not exist where no number was sent. It is the 400 of a
  // missing parameter; hidden, as it is getCompany without its number, not an operation.
  // With a search's text (`/companies?q=Rīgas Koks`, as other APIs search their collection), it names the search.
  app.get('/companies', { config, schema: { hide: true } }, async (request) => {
    throw new InvalidParameterError([collectionIssue((request.query ?? {}) as Record<string, unknown>)]);
  });

  app.get('/companies/:regcode', {
    config: companyConfig,
    schema: {
      operationId: 'getCompany',
      summary: 'Company details',
      description: LEAD.details
        + 'A registration number that exists in more than one country needs `country` (400 otherwise). '
        + 'A regcode that is no number is a 400 whose detail says what it is and what to send instead: a person\'s personal code '
        + '(150384-12345: the person check, with the birth date the code gives), a text whose only number is a phone number (the '
        + 'search by its name), an invoice line (the company its number names and, where the line\'s other words name another, that '
        + 'one, with the request for each; a VAT number that is none of its company, that company\'s in force). '
        + 'A whole number of no company one digit from a company\'s (a digit mistyped or two swapped) is a 404 naming that company '
        + 'and the request for it, never answered in its place. '
        + 'With no sanctions list imported, isSanctioned is false though nothing was screened, and sanctionsScreened false says so '
        + '(getCompanySanctions then answers 503).',
      tags: ['companies'],
      params: RegcodeParams(COMPANY_DETAILS_EXAMPLE.regcode),
      querystring: CountryQuery,
      response: { ...cachedResponses(Type.Ref('CompanyDetails')), ...notFoundResponse('getCompany', 'No company with this registration or VAT number (in that country)'), ...errorResponses('getCompany') },
    },
  }, async (request) => withNextStep(services, request.query.country, request.params.regcode, () => {
    // `/companies//sanctions`, an empty number before a sub-path, reaches this route as regcode "sanctions".
    refuseUnreadableNumber(request);
    // `/companies/Autofill`, the group's own word in another case or mistyped, is no number: the 404 naming the path.
    const mistyped = fixedWordPathError(request.url, request.params.regcode);
    if (mistyped) throw mistyped;
    return services.getCompany(request.params.regcode, request.query.country);
  }));

  app.get('/companies/:regcode/sanctions', {
    config: companyConfig,
    schema: {
      operationId: 'getCompanySanctions',
      summary: 'Sanctions status of a company',
      description: LEAD.sanctions
        + 'The threshold is configured (`threshold` in the answer); weaker candidates (scored from 0.8) are left out unless '
        + '`candidates=true` asks for them, for a reviewer: they come in `candidates` and never make `isSanctioned` true. '
        + 'A registration number that exists in more than one country needs `country` (400 otherwise). '
        + 'A dataset into which no sanctions list has been imported answers 503 rather than isSanctioned false, which would read as checked and clean.',
      tags: ['companies'],
      params: RegcodeParams(SANCTIONS_EXAMPLE.regcode),
      querystring: SanctionsQuery,
      response: {
        ...cachedResponses(Type.Ref('Sanctions')), ...notFoundResponse('getCompanySanctions', 'No company with this registration or VAT number (in that country)'),
        ...errorResponses('getCompanySanctions'), ...unscreenedResponse(),
      },
    },
  }, async (request) => withNextStep(services, request.query.country, request.params.regcode, () => {
    refuseUnreadableNumber(request);
    return services.sanctionsFor(request.params.regcode, request.query.country, request.query.candidates === true);
  }));

  // The statement MCP get_company_compliance gives, from the same service call, for the compliance
  // teams that call REST: the details carry the flag names only.
  app.get('/companies/:regcode/compliance', {
    config: companyConfig,
    schema: {
      operationId: 'getCompanyCompliance',
      summary: 'Compliance statement of a company',
      description: LEAD.compliance
        + 'flags names the flags in force today, most serious first; flagDetails gives each with its since, detail and source, '
        + 'and after them a flag a register dates from a later day, its detail beginning `Announced, in force from`. taxDebt '
        + 'gives the amount, its disputed and scheduled parts and its date where the country publishes tax debts '
        + '(taxDebtPublished; false also for an Estonian sole proprietor, FIE, the list holds no row of, since EMTA\'s list is one of legal persons '
        + 'and an FIE is a natural person: its debt is not known, rather than none). The sanctions part is that of getCompanySanctions: matches at or above sanctionsThreshold, '
        + '`candidates=true` adding the weaker ones in sanctionCandidates. sanctionedHolders lists the companies holding it that are held '
        + 'here and sanctioned themselves, which screening weighs only where they control the company (never up a chain), so isSanctioned '
        + 'may be false beside one. ownersScreened false says no owner was compared with the lists (none held of an LT or FI company, '
        + 'none controlling it): isSanctioned then rests on the company\'s own name and number. '
        + 'A registration number that exists in more than one country needs `country` (400 otherwise). '
        + 'With no sanctions list imported the statement still answers: sanctionLists is empty and isSanctioned false then '
        + 'says nothing (getCompanySanctions answers 503).',
      tags: ['companies'],
      params: RegcodeParams(COMPLIANCE_EXAMPLE.regcode),
      querystring: ComplianceQuery,
      response: {
        ...cachedResponses(Type.Ref('Compliance')),
        ...notFoundResponse('getCompanyCompliance', 'No company with this registration or VAT number (in that country)'),
        ...errorResponses('getCompanyCompliance'),
      },
    },
  }, async (request) => withNextStep(services, request.query.country, request.params.regcode, () => {
    refuseUnreadableNumber(request);
    return services.complianceFor(request.params.regcode, request.query.country, request.query.candidates === true);
  }));
};
