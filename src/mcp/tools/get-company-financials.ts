// get_company_financials: every known financial year of one company, newest first.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { countryInput, financialsOutput, regcodeInput, yearsInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { GET_COMPANY_FINANCIALS } from './names.ts';
import { isHeadcountSource } from '../../domain/headcount-sources.ts';
import { financialFilesFromSentence } from '../../domain/financial-files-from.ts';


export function registerGetCompanyFinancials(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_FINANCIALS, {
    title: 'Company financial statements',
    description: [
      'Every financial year of one company in LV, LT, EE or FI from its filed annual reports, newest first: revenue, ' +
        'profit, assets, equity, liabilities, employees and cashFlow, in whole units of the currency beside them, and ' +
        'the latest employee count of the tax or social-insurance register (headcount). For the newest year alone, get_company_details has it.',
      'An empty list means the company published no annual report only where financialsPublished is true (see it).',
    ].join('\n'),
    inputSchema: toolInput(GET_COMPANY_FINANCIALS, { regcode: regcodeInput, country: countryInput, years: yearsInput }),
    outputSchema: financialsOutput,
    annotations: { title: 'Company financials', ...READ_ONLY_ANNOTATIONS },
  }, async ({ regcode, country, years }) => runTool(deps, { tool: GET_COMPANY_FINANCIALS, regcode, country }, () => {
    const found = deps.services.financialsFor(regcode, country, years);
    const value = financialsOutput.parse({ ...found, count: found.financials.length });
    // The files the absence was read from, as the answer's sources date them.
    const read = found.sources.filter((s) => !isHeadcountSource(s.name)).map((s) => `${s.name} as of ${s.asOf ?? 'an unknown date'}`);
    const hint = found.financials.length > 0 ? undefined : found.financialsPublished
      ? `No annual report of ${found.name} (${found.country} ${found.regcode}) is published in the register data`
        + `${read.length > 0 ? ` (${read.join(', ')})` : ''}.`
      : `The register data of ${found.country} that this service holds has no annual reports of any company: ` +
        `the empty list says nothing about ${found.name} (${found.regcode}); do not count it as a missing annual report.`;
    // Where the country's files begin: a list ending there is not a company that stopped filing.
    const from = found.financialsPublished ? financialFilesFromSentence(found.country) : null;
    return { value, hint: [hint, from].filter(Boolean).join(' ') || undefined };
  }));
}
