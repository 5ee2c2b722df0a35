// get_company_details: one company's register entry with officers and only its newest
// financial year (get_company_financials has the history).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { companyDetailsOutput, countryInput, regcodeInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import type { ToolDeps } from '../tool-results.ts';

export const GET_COMPANY_DETAILS = 'get_company_details';

export function registerGetCompanyDetails(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_DETAILS, {
    title: 'Company details',
    description:
      'Full register entry of one company in LV, LT, EE or FI: name, address, legal form, status (normalised, and ' +
      'the registry\'s own wording with its English), registration and closure dates, former names, other names (FI: the name in Swedish or English, trade names), VAT registration, tax rating ' +
      '(LV), NACE/TOL industry code, officers (board members and their positions; LV and EE only, the LT and FI registers ' +
      'publish none), the latest year with an annual ' +
      'report (latestFinancials: revenue, profit, assets, equity, liabilities, employees, cash flow), the latest ' +
      'employee count of the tax or social-insurance register (headcount, often newer than the annual report), ' +
      'financialsPublished (false where the country publishes no annual reports: a null latestFinancials then says ' +
      'nothing about the company), isSanctioned and the registers it came from. ' +
      'regcode formats: LV 11 digits, EE 8, LT 9, FI NNNNNNN-N; VAT numbers work too. ' +
      'Pass country when a number exists in several countries. Use get_company_compliance for sanctions matches ' +
      'and tax debt, get_company_financials for earlier years.',
    inputSchema: { regcode: regcodeInput, country: countryInput },
    outputSchema: companyDetailsOutput,
    annotations: { title: 'Company details', ...READ_ONLY_ANNOTATIONS },
  }, async ({ regcode, country }) => runTool(deps, { tool: GET_COMPANY_DETAILS, regcode, country }, () => {
    const details = deps.services.getCompany(regcode, country);
    // financials are newest first and annual reports only (API.md); the zod parse drops the full list.
    const value = companyDetailsOutput.parse({ ...details, latestFinancials: details.financials[0] ?? null });
    // An empty officers list of a country whose register names none is no finding about the company.
    const hint = details.officers.length === 0 && deps.services.coverage()[details.country]?.officers === false
      ? `The register data of ${details.country} that this service holds names no officers of any company: the empty ` +
        `officers list says nothing about ${details.name} (${details.regcode}); do not report it as a company without a board.`
      : undefined;
    return { value, hint };
  }));
}
