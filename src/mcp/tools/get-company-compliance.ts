// get_company_compliance: the red flags of one company in one answer.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { complianceOutput, complianceOutputPublished, countryInput, regcodeInput, sanctionCandidatesInput } from '../schemas.ts';
import { notScreenedSentence, READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { GET_COMPANY_COMPLIANCE } from './names.ts';

export function registerGetCompanyCompliance(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_COMPLIANCE, {
    title: 'Company compliance check',
    description: [
      'The red flags of one company in LV, LT, EE or FI in one answer, for a know-your-business or partner check.',
      'It says whether the company is sanctioned, with every match against the imported lists (EU, UN, OFAC, the Latvian national ' +
        'list and asset-freeze table; on registration number, name or a sanctioned owner, scored 0 to 1) and the lists screened with their ' +
        'dates (sanctionLists); VAT number and registration, tax rating, tax debt, blacklist status, and flags with ' +
        'what each is about (flagDetails).',
      'candidates: true also lists the weaker sanctions candidates kept for a reviewer (sanctionCandidates, scored ' +
        'from 0.8, never making the company sanctioned).',
    ].join('\n'),
    inputSchema: toolInput(GET_COMPANY_COMPLIANCE, { regcode: regcodeInput, country: countryInput, candidates: sanctionCandidatesInput }),
    outputSchema: complianceOutputPublished,
    annotations: { title: 'Company compliance', ...READ_ONLY_ANNOTATIONS },
  }, async ({ regcode, country, candidates }) => runTool(deps, { tool: GET_COMPANY_COMPLIANCE, regcode, country }, () => {
    const value = complianceOutput.parse(deps.services.complianceFor(regcode, country, candidates === true));
    // The REST sanctions check answers 503 here; this answer keeps its other facts, so it says it.
    const hint = value.sanctionLists.length > 0 ? undefined
      : `${notScreenedSentence(value)} The rest of this answer (VAT, tax rating, tax debt, flags) stands.`;
    return { value, hint };
  }));
}
