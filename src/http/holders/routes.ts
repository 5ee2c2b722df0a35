// The companies one owner registered abroad holds (a legal entity the registers list among an LV or
// EE company's owners, of a register not held here). The search's holdersAbroad and a details 404
// name such an owner with its first few holdings; this lists every one, a page at a time, keyed
// on the last company listed as the person check's pages are (persons/next-page.ts). It spends the
// company budget: one probe of the holder's number, as a details request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Services } from '../../services/index.ts';
import { cachedResponses, errorResponses, notFoundResponse } from '../schemas/common.ts';
import { HolderParams, HoldingsQuery, HoldingsResponse } from './schemas.ts';
import { companyKeyOf } from '../persons/next-page.ts';
import { API_PREFIX } from '../errors.ts';
import type { CompanyKeyView } from '../../services/views.ts';
import { InvalidParameterError, NotFoundError } from '../../domain/errors.ts';
import { numberEncodedTwiceRule } from '../../domain/text-encoded-twice.ts';
import { holderPathRead } from './holder-path-read.ts';
import { companyHoldingNone } from '../../services/company-holding-none.ts';

export interface HolderRouteOptions { services: Services }

/** The request for the page after `after`: the client's registeredIn as given (one left out stays out) and limit, the default where none was sent. */
function nextRequest(regcode: string, query: { registeredIn?: string; limit?: number }, after: CompanyKeyView): string {
  const parts: string[] = [];
  if (query.registeredIn !== undefined) parts.push(`registeredIn=${encodeURIComponent(query.registeredIn)}`);
  if (query.limit !== undefined) parts.push(`limit=${query.limit}`);
  parts.push(`after=${encodeURIComponent(`${after.country}:${after.regcode}`)}`);
  return `${API_PREFIX}/holders/${encodeURIComponent(regcode)}/holdings?${parts.join('&')}`;
}

/**
 * The 404 of the number of a company served here that holds none (`/holders/12754320/holdings`,
 * Tallinna Ehitus OÜ): told only that no legal entity of the number holds a company, a team mapping
 * a group read the company as holding none anywhere, while the registers here show an LV company's
 * holdings in LV and EE companies alone, another's in EE ones. Said as list_holder_holdings says it
 * (mcp/tools/list-holder-holdings.ts), on any page. A number of no company here, as before.
 */
async function withCompanyHoldingNone<T>(services: Services, regcode: string, registeredIn: string | undefined, read: () => T): Promise<T> {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const company = companyHoldingNone(services, regcode);
    if (company !== null && (registeredIn === undefined || registeredIn.toUpperCase() === company.country)) {
      error.message = `${error.message}; ${regcode} is the number of ${company.name} (${company.country} ${company.regcode}), a company `
        + `served here that the registers list holding no company in ${company.seenIn}; no register here would show one in ${company.unseenIn}`;
    } else if (company === null) {
      // No number at all (a personal code, a name): what it is, and where its holdings are listed. A
      // name is searched for the companies here of it, once the search images are loaded.
      const read = await services.whenSearchImagesLoaded(() => holderPathRead(services, regcode));
      if (read !== null) error.message = `${error.message}; ${read}`;
    }
    throw error;
  }
}

export const holderRoutes: FastifyPluginAsyncTypebox<HolderRouteOptions> = async (app, { services }) => {
  app.get('/holders/:holderRegcode/holdings', {
    config: { rateGroup: 'company', cacheable: true, datedByData: true },
    schema: {
      operationId: 'getHolderHoldings',
      summary: 'Every company an owner registered abroad holds',
      description: 'Every LV and EE company a legal entity holds or held as a member or stockholder, by its number as the register '
        + 'of the company held writes it (regcode and registeredIn of an owner searchCompanies names, or of a company\'s owners): '
        + 'a Cypriot Ltd, a German GmbH, also one of a register here whose company the files served do not hold.\n\n'
        + 'Each company is listed once, in the order of country and number, with the owner\'s role, share and since there as the '
        + 'company\'s owners give them (a holding that ended as it was then, until its last day; until null while held) and its status '
        + 'today, as its details give it. registeredIn narrows '
        + 'to the owner of that country (two registers may give the same number to two entities); left out, every legal entity of '
        + 'that number, each holding naming the country its register gives the owner (holderRegisteredIn). A natural person\'s '
        + 'roles are never listed (checkPerson finds them by name and birth date). At most limit companies are listed: where '
        + 'there are more, truncated is true and next is the request for those after the last one listed (after=EE:14850372), '
        + 'to follow until next is null. A number no legal entity among the registers\' owners bears is a 404, after=… too; one they write '
        + 'otherwise (a VAT number, LV40003123456, FI27864028) is told that form and whose it is, as is one among other '
        + 'words (the owner\'s name or country beside it, HE398114 (CY)), one differing from it only in '
        + 'spaces, hyphens or dots or letter case (HE 398114 or he398114 for HE398114, 27864028 for 2786402-8, HRB12345 for HRB 12345) is '
        + 'answered as that form, the one the registers hold of it, the answer\'s regcode; one after the code of its owner\'s country, as '
        + 'a VAT number or an owners list writes a foreign number (CY HE398114, cyhe398114, DE HRB 12345), is answered as that number with '
        + 'that country, the answer\'s regcode and registeredIn (HE398114, CY), and only where an owner of that number is registered there: '
        + 'a code of another country (EE HE398114) may be a number of its register and is told the owner\'s number to ask with, and a '
        + 'registeredIn other than the code (CY HE398114 with registeredIn DE) is a 404 naming the owner the code names and its country; '
        + 'what is no number is told what it is: a personal code the person check with the birth date it gives, an owner\'s name its '
        + 'number and the request listing its holdings, the name of a company served here (its legal form aside) its country and number and '
        + 'the request listing its holdings or that it holds none (three of a name, then the search), a person\'s name the person check, '
        + 'any other name the search.',
      tags: ['companies'],
      params: HolderParams,
      querystring: HoldingsQuery,
      response: {
        ...cachedResponses(HoldingsResponse, { paged: true }),
        ...notFoundResponse('getHolderHoldings', 'No legal entity of that number (and country) is listed among the owners of a company'),
        ...errorResponses('getHolderHoldings'),
      },
    },
  }, async (request, reply) => {
    // A number percent-encoded twice is told the number it reads as (domain/text-encoded-twice.ts).
    const encodedTwice = numberEncodedTwiceRule(request.params.holderRegcode);
    if (encodedTwice !== null) throw new InvalidParameterError([{ parameter: 'holderRegcode', in: 'path', message: encodedTwice }]);
    const { registeredIn, limit, after } = request.query;
    const answer = await withCompanyHoldingNone(services, request.params.holderRegcode, registeredIn, () => services.holderHoldings(
      request.params.holderRegcode, registeredIn?.toUpperCase() ?? null, limit ?? 50, after === undefined ? null : companyKeyOf(after)));
    // The country read from a code before the number (`CY HE398114`) is asked on: the number alone names every legal entity of it.
    const next = answer.next && nextRequest(answer.regcode, { registeredIn: registeredIn ?? answer.registeredIn ?? undefined, limit }, answer.next);
    if (next) reply.header('link', `<${next}>; rel="next"`);
    return { regcode: answer.regcode, registeredIn: answer.registeredIn, results: answer.holdings, holdings: answer.holdings, count: answer.holdings.length, truncated: next !== null, next };
  });
};
