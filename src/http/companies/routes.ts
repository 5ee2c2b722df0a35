// The company group (spec 4.1-4.4). Every route spends the `company` rate-limit budget and is
// cacheable. `/companies/autofill` is registered as a static path, which find-my-way always
// prefers over the `{regcode}` parameter, so "autofill" is never looked up as a regcode.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/index.ts';
import { cachedResponses, errorResponses, notFoundResponse, RegcodeParams } from '../schemas/common.ts';
import {
  AutofillQuery, AutofillResponse, CountryQuery, SearchQuery, SearchResponse,
} from './schemas.ts';
import { Type } from 'typebox';
import { COMPANY_DETAILS_EXAMPLE, SANCTIONS_EXAMPLE } from '../schemas/answer-examples.ts';

export interface CompanyRouteOptions { services: Services }

const config = { rateGroup: 'company', cacheable: true } as const;

export const companyRoutes: FastifyPluginAsyncTypebox<CompanyRouteOptions> = async (app, { services }) => {
  app.get('/companies/search', {
    config,
    schema: {
      operationId: 'searchCompanies',
      summary: 'Search companies',
      description: 'Matches name, address or registration number across LV, LT, EE and FI. A registration or VAT '
        + 'number written with the name (`SIA Rīgas Koks, reģ. Nr. 40003123456`) puts that company first where its '
        + 'name holds the other words, and after their results where it does not. A name with the town it is in '
        + '(`Koka Nams, Valmiera`) puts the company of that name at an address holding the town first after the exact '
        + 'names. A web or e-mail address (`info@rigaskoks.lv`) is also read as the name it is made of. Every word counts, '
        + 'a word with a typo too, and a word with its marked letters written as two (`Saehkoe` for `Sähkö`, `Zhuzhas` '
        + 'for `Žužas`) where no name holds it as typed; where that finds fewer than `limit`, the word for "and" of any of the '
        + 'languages between two others (and, un, ir, ja, och, und) is left out and those results follow. Words in '
        + 'parentheses (`Rīgas Koks (Latvija)`) need not match: where fewer than `limit` names hold them, the results '
        + 'of the text without them follow those names. A legal-form word last, not in capitals (`Baltic As`), is also '
        + 'the beginning of a word being typed: the names it begins follow the exact names. Where the text '
        + 'finds nothing, words that no name or address holds are left out, then one word more, the last first '
        + '(not where the whole text is a registration or VAT number: one that names no company finds nothing). '
        + 'Legal-form words alone (SIA, Oy) list companies of that form, then the names the words begin.',
      tags: ['companies'],
      querystring: SearchQuery,
      response: { ...cachedResponses(SearchResponse), ...errorResponses('searchCompanies') },
    },
  }, async (request) => {
    const { q, limit = 20, country } = request.query;
    const results = services.searchCompanies(q, { country, limit });
    return { results, count: results.length };
  });

  app.get('/companies/autofill', {
    config,
    schema: {
      operationId: 'autofillCompanies',
      summary: 'Short company records for filling in forms',
      description: 'Name, full legal address, status and, for VAT-registered companies, the VAT number. Closed companies '
        + 'and those in liquidation or insolvency are listed too: `status` other than `active` marks them.',
      tags: ['companies'],
      querystring: AutofillQuery,
      response: { ...cachedResponses(AutofillResponse), ...errorResponses('autofillCompanies') },
    },
  }, async (request) => {
    const { q, limit = 10, country } = request.query;
    const results = services.autofill(q, { country, limit });
    return { results, count: results.length };
  });

  app.get('/companies/:regcode', {
    config,
    schema: {
      operationId: 'getCompany',
      summary: 'Company details',
      description: 'Basic data, dates, tax rating, VAT status, activity code, financial reports and sanctions status. '
        + 'A registration number that exists in more than one country needs `country` (400 otherwise).',
      tags: ['companies'],
      params: RegcodeParams(COMPANY_DETAILS_EXAMPLE.regcode),
      querystring: CountryQuery,
      response: { ...cachedResponses(Type.Ref('CompanyDetails')), ...notFoundResponse('getCompany', 'No company with this registration or VAT number (in that country)'), ...errorResponses('getCompany') },
    },
  }, async (request) => services.getCompany(request.params.regcode, request.query.country));

  app.get('/companies/:regcode/sanctions', {
    config,
    schema: {
      operationId: 'getCompanySanctions',
      summary: 'Sanctions status of a company',
      description: 'Matches at or above the configured score threshold against the imported sanctions lists; weaker candidates are left out.',
      tags: ['companies'],
      params: RegcodeParams(SANCTIONS_EXAMPLE.regcode),
      querystring: CountryQuery,
      response: { ...cachedResponses(Type.Ref('Sanctions')), ...notFoundResponse('getCompanySanctions', 'No company with this registration or VAT number (in that country)'), ...errorResponses('getCompanySanctions') },
    },
  }, async (request) => services.sanctionsFor(request.params.regcode, request.query.country));
};
