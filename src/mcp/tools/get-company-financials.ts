// get_company_financials: every known financial year of one company, newest first.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { countryInput, financialsOutput, regcodeInput, yearsInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import type { ToolDeps } from '../tool-results.ts';

export const GET_COMPANY_FINANCIALS = 'get_company_financials';

export function registerGetCompanyFinancials(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_FINANCIALS, {
    title: 'Company financial statements',
    description:
      'Multi-year financial statements of one company in LV, LT, EE or FI from its filed annual reports, newest ' +
      'year first: revenue (net turnover), profit (net, after tax), assets, equity, liabilities, employees ' +
      '(average headcount; where the report gives none, the tax or social-insurance register\'s count for that ' +
      'year) and cashFlow (net change in cash), each in the currency named beside it and null where the statement ' +
      'lacks it; headcount is the latest employee count of that register, often newer than the last report; ' +
      'sources names the files these come from and the date of each. ' +
      'regcode formats: LV 11 digits, EE 8, LT 9, FI NNNNNNN-N; VAT numbers work too. An empty list means no ' +
      'annual report is published for the company only where financialsPublished is true; where it is false the ' +
      'country\'s register publishes no financial statements here and the empty list says nothing about the company.',
    inputSchema: { regcode: regcodeInput, country: countryInput, years: yearsInput },
    outputSchema: financialsOutput,
    annotations: { title: 'Company financials', ...READ_ONLY_ANNOTATIONS },
  }, async ({ regcode, country, years }) => runTool(deps, { tool: GET_COMPANY_FINANCIALS, regcode, country }, () => {
    const found = deps.services.financialsFor(regcode, country, years);
    const value = financialsOutput.parse({ ...found, count: found.financials.length });
    const hint = found.financials.length > 0 ? undefined : found.financialsPublished
      ? `No annual report of ${found.name} (${found.country} ${found.regcode}) is published in the register data.`
      : `The register data of ${found.country} that this service holds has no annual reports of any company: ` +
        `the empty list says nothing about ${found.name} (${found.regcode}); do not count it as a missing annual report.`;
    return { value, hint };
  }));
}
