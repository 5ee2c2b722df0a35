// The resource template company://{country}/{regcode}: a company's full details (every
// financial year) as JSON, for clients that attach context by URI instead of calling a tool, with
// the tools' sentences on how to read them as its first field, notes.
// The registers hold millions of companies, so the template lists nothing; a client builds the
// URI from a search result. A read spends the company rate-limit group like a tool call.
import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { COUNTRY_RULE, countriesBeginning, countryFromName, isCountry } from '../domain/country.ts';
import { describeLookupFailure, rateLimitedError } from './tool-results.ts';
import { regcodeInput } from './schemas.ts';
import type { ToolDeps } from './tool-results.ts';
import { detailsSentences, soleTraderFormTold } from './tools/details-hints.ts';
import { vatNumberSentSentence } from './tools/vat-number-sent.ts';
import { filesFromAsked, financialsSentences } from './tools/financials-hints.ts';
import { namedOnce } from './tools/company-named-once.ts';
import { closedOnOrBeforeSentence } from './tools/closure-said.ts';

export const COMPANY_URI_TEMPLATE = 'company://{country}/{regcode}';
/** MCP's code for an unknown resource (spec: resources, error handling). */
const RESOURCE_NOT_FOUND = -32002;
const INVALID_PARAMS = -32602;

/** A variable of the URI, percent-decoded; a broken escape (company://LV/%) is the client's mistake, not an internal error. */
function single(value: string | string[] | undefined, uri: URL): string {
  const raw = (Array.isArray(value) ? value[0] : value) ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new McpError(INVALID_PARAMS, `${uri.href} is no company URI: "${raw}" holds a % that starts no percent-encoded `
      + 'character. Use company://{country}/{regcode}, e.g. company://LV/40003123456.', { uri: uri.href });
  }
}

export function registerCompanyResource(server: McpServer, deps: ToolDeps): void {
  const template = new ResourceTemplate(COMPANY_URI_TEMPLATE, {
    list: undefined,
    // A name is read where a code is (company://Latvia/…): one being typed completes to its code.
    complete: { country: (value) => countriesBeginning(value) },
  });
  server.registerResource('company', template, {
    title: 'Company details',
    description: 'Full register entry of one company as JSON: company://LV/40003032949, company://FI/0112038-9. ' +
      'Country LV, LT, EE, FI or its name (Latvia); regcode as get_company_details takes it. The fields of get_company_details, with ' +
      'financials (every year with an annual report, newest first) in place of latestFinancials, after notes: the ' +
      'sentences the tools give beside them, saying how to read an empty list, an unscreened company or the years held.',
    mimeType: 'application/json',
  }, async (uri, variables) => {
    // The country as the tools read it: the code in any case or the country's name (company://Latvia/…,
    // company://latvija/…), which a model writes as often as the code.
    const written = single(variables.country, uri);
    const country = countryFromName(written);
    const regcode = single(variables.regcode, uri);
    if (!isCountry(country)) {
      const shown = written.length > 40 ? `${written.slice(0, 40)}…` : written;
      throw new McpError(INVALID_PARAMS, `Unknown country "${shown}" in company://${shown}/…: ${COUNTRY_RULE}.`, { uri: uri.href });
    }
    // The regcode as get_company_details takes it (at most REGCODE_MAX_LENGTH characters, as REST's path too): a
    // URI carries whatever it is sent, and a regcode of 32,000 spaces after `reg` took the lookup
    // 1.3 s to refuse. The URI is named only up to its regcode, which the message shows shortened.
    const checked = regcodeInput.safeParse(regcode);
    if (!checked.success) {
      throw new McpError(INVALID_PARAMS, `company://${country}/… is no company URI: ${checked.error.issues[0]!.message}`);
    }
    const denied = await deps.admit();
    if (denied) throw rateLimitedError(denied.retryAfter);
    let details;
    try {
      details = deps.services.getCompany(regcode, country);
    } catch (err) {
      const uriIn = (other: string, named = regcode.trim()) => `company://${other}/${encodeURIComponent(named)}`;
      const message = describeLookupFailure(deps.services, err, { tool: 'get_company_details', regcode, country, uriIn }, deps.onError);
      const code = (err as { status?: number }).status === 404 ? RESOURCE_NOT_FOUND : INVALID_PARAMS;
      throw new McpError(code, message, { uri: uri.href });
    }
    // A client attaches the JSON alone to its model's context: the sentences the tools give beside
    // the same fields (an empty officers list of a register that publishes none, a company never
    // screened, the years the files hold) go in it, first, or the model reads the bare JSON wrong.
    // An empty list is dated by the annual-report files it was sought in, as get_company_financials dates
    // it (the details' sources name every file of the company; read only where the list is empty).
    const sought = details.financials.length > 0 ? [] : deps.services.financialsFor(details.regcode, details.country).sources;
    // Where the files begin, as get_company_financials reads it: for a closed company's empty list, and
    // for EE and LT, whose store may begin later than the publisher documents (the demo's years begin
    // with 2022, and the notes said "a year before 2019 is not in them" where the tool said 2022).
    const filesFrom = filesFromAsked(details, undefined) ? deps.services.financialFilesFrom(details.country) : null;
    const vatSent = vatNumberSentSentence(regcode, details.vat);
    // The details' sentences say an EE company found gone was deleted on or before its day: the financials' follow them.
    const closureTold = closedOnOrBeforeSentence(details) !== undefined;
    const notes = namedOnce([...(vatSent ? [vatSent] : []), ...detailsSentences(deps.services, details),
      ...financialsSentences({ ...details, sources: sought, filesFrom, closureTold, formTold: soleTraderFormTold(details) !== null })], details);
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ notes, ...details }) }] };
  });
}
