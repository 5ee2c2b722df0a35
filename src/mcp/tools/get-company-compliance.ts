// get_company_compliance: the red flags of one company in one answer.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { complianceOutput, countryInput, regcodeInput, sanctionCandidatesInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import type { ToolDeps } from '../tool-results.ts';

export const GET_COMPANY_COMPLIANCE = 'get_company_compliance';

export function registerGetCompanyCompliance(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_COMPLIANCE, {
    title: 'Company compliance check',
    description:
      'Compliance data of one company in LV, LT, EE or FI: VAT number and whether it is VAT registered, tax ' +
      'rating, sanctions status with every match against the imported sanctions lists (EU, UN, OFAC, Latvian national; matched on ' +
      'registration number, name or a sanctioned owner, with a score from 0 to 1) and the lists screened with the date of ' +
      'each (sanctionLists); candidates: true also lists the weaker candidates kept for a reviewer (scored from 0.8, below ' +
      'the threshold, never sanctioning) in sanctionCandidates; tax debt (null where the ' +
      'country publishes none; see taxDebtPublished), blacklist status (LV: activity suspended by the tax authority; LT: an ' +
      'annual report not filed; EE and FI keep no such list), and flags such as sanctioned, ' +
      'sanctioned_owner, tax_debt, vat_deregistered, in_liquidation, insolvent, closed, blacklisted, ' +
      'annual_report_missing; sources names the files the answer rests on (the register, the VAT list, the tax rating, ' +
      'the flag registers, the tax-debt list) and the date of each, as get_company_details does. regcode formats: LV 11 digits, EE 8, LT 9, FI NNNNNNN-N; VAT numbers work too.',
    inputSchema: { regcode: regcodeInput, country: countryInput, candidates: sanctionCandidatesInput },
    outputSchema: complianceOutput,
    annotations: { title: 'Company compliance', ...READ_ONLY_ANNOTATIONS },
  }, async ({ regcode, country, candidates }) => runTool(deps, { tool: GET_COMPANY_COMPLIANCE, regcode, country }, () => {
    const value = complianceOutput.parse(deps.services.complianceFor(regcode, country, candidates === true));
    return { value };
  }));
}
