// get_company_details: one company's register entry with officers (former ones too), corporate owners and only its newest
// financial year (get_company_financials has the history).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { companyDetailsOutput, countryInput, regcodeInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import { detailsSentences } from './details-hints.ts';
import { FORMER_OFFICERS_YEARS } from '../../domain/former-officers.ts';
import type { ToolDeps } from '../tool-results.ts';
import { GET_COMPANY_DETAILS } from './names.ts';
import { namedOnce } from './company-named-once.ts';
import { vatNumberSentSentence } from './vat-number-sent.ts';
import { labelElsewhereSentence } from './label-elsewhere-sent.ts';
import { ltLatestEmployeesSentence } from './financials-hints.ts';

export function registerGetCompanyDetails(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_DETAILS, {
    title: 'Company details',
    description: [
      'The register entry of one company in LV, LT, EE or FI by its registration or VAT number (regcode; from ' +
        'search_companies when only the name is known).',
      'It gives the name, address, legal form, status, dates, other names, VAT, tax rating (LV), industry code, ' +
        'officers (LV and EE only: the LT and FI registers publish none) and those who left within ' +
        // An LV board's departures are known only from the file the service first recorded them in.
        `${FORMER_OFFICERS_YEARS} years (formerOfficers; an LV board's only since the day the answer gives), ` +
        'owners that are legal entities (persons only counted), the companies it holds (holdings), ' +
        'the newest annual report (latestFinancials), headcount, isSanctioned, flags and sources.',
      'Use get_company_financials for earlier years, get_company_compliance for the sanctions matches, tax debt and ' +
        // The lookup reads a register's label sent with the number as its country (domain/regcode.ts labelledNumberCountry).
        'what each flag is about. Pass country when a number exists in several countries, unless sent with its register\'s label (registrikood 11058424: EE).',
    ].join('\n'),
    inputSchema: toolInput(GET_COMPANY_DETAILS, { regcode: regcodeInput, country: countryInput }),
    outputSchema: companyDetailsOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ regcode, country }) => runTool(deps, { tool: GET_COMPANY_DETAILS, regcode, country }, () => {
    const details = deps.services.getCompany(regcode, country);
    // financials are newest first and annual reports only (API.md); the zod parse drops the full list.
    const value = companyDetailsOutput.parse({ ...details, latestFinancials: details.financials[0] ?? null });
    const vatSent = vatNumberSentSentence(String(regcode), details.vat);
    const label = labelElsewhereSentence(String(regcode), details.country);
    // The newest year's LT employees null, said here alone: the company:// resource says it of every year with the financials' sentences.
    const employees = ltLatestEmployeesSentence(details);
    const said = [...[label, vatSent].filter((s) => s !== undefined), ...detailsSentences(deps.services, details), ...(employees ? [employees] : [])];
    return { value, hint: namedOnce(said, details).join(' ') || undefined };
  }));
}
