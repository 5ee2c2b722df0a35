// The tools, registered in one place: createMcpServer registers them on every server, and
// tool-list-once.ts on the one server whose tools/list answer every server of the process gives.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ToolDeps } from '../tool-results.ts';
import { registerSearchCompanies } from './search-companies.ts';
import { registerGetCompanyDetails } from './get-company-details.ts';
import { registerGetCompanyFinancials } from './get-company-financials.ts';
import { registerGetCompanyCompliance } from './get-company-compliance.ts';
import { registerListHolderHoldings } from './list-holder-holdings.ts';
import { registerCheckPerson } from './check-person.ts';
import { registerListNewPersonRoles } from './list-new-person-roles.ts';
import { CHECK_PERSON, GET_COMPANY_COMPLIANCE, GET_COMPANY_DETAILS, GET_COMPANY_FINANCIALS, LIST_HOLDER_HOLDINGS, LIST_NEW_PERSON_ROLES, SEARCH_COMPANIES } from './names.ts';

/** The names registerTools registers, in its order (tools/list's order). */
export const TOOL_NAMES: readonly string[] = [SEARCH_COMPANIES, GET_COMPANY_DETAILS, GET_COMPANY_FINANCIALS, GET_COMPANY_COMPLIANCE, LIST_HOLDER_HOLDINGS, CHECK_PERSON, LIST_NEW_PERSON_ROLES];

export function registerTools(server: McpServer, deps: ToolDeps): void {
  registerSearchCompanies(server, deps);
  registerGetCompanyDetails(server, deps);
  registerGetCompanyFinancials(server, deps);
  registerGetCompanyCompliance(server, deps);
  registerListHolderHoldings(server, deps);
  registerCheckPerson(server, deps);
  registerListNewPersonRoles(server, deps);
}
