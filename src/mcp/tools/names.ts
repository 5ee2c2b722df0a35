// The tools' names, declared once: each tool registers under its own, and a refused argument
// that another tool takes names that tool (tool-input.ts).
export const SEARCH_COMPANIES = 'search_companies';
export const GET_COMPANY_DETAILS = 'get_company_details';
export const GET_COMPANY_FINANCIALS = 'get_company_financials';
export const GET_COMPANY_COMPLIANCE = 'get_company_compliance';
export const LIST_HOLDER_HOLDINGS = 'list_holder_holdings';
export const CHECK_PERSON = 'check_person';
export const LIST_NEW_PERSON_ROLES = 'list_new_person_roles';
