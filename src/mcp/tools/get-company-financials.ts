// get_company_financials: every known financial year of one company, newest first.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { countryInput, financialsOutput, regcodeInput, yearsInput } from '../schemas.ts';
import { READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { GET_COMPANY_FINANCIALS } from './names.ts';
import { filesFromAsked, financialsSentences, type FinancialsRead } from './financials-hints.ts';
import type { Country } from '../../domain/country.ts';
import { namedOnce } from './company-named-once.ts';
import { vatNumberSentSentence } from './vat-number-sent.ts';
import { vatNumberTyped } from '../../services/vat-number-sent.ts';
import { labelElsewhereSentence } from './label-elsewhere-sent.ts';

export function registerGetCompanyFinancials(server: McpServer, deps: ToolDeps): void {
  server.registerTool(GET_COMPANY_FINANCIALS, {
    title: 'Company financial statements',
    description: [
      'Every financial year of one company in LV, LT, EE or FI from its filed annual reports, newest first: revenue, ' +
        'profit, assets, equity, liabilities, employees and cashFlow, in whole units of the currency beside them, and ' +
        'the latest employee count of the tax or social-insurance register (headcount). For the newest year alone, get_company_details has it.',
      // financialsPublished true alone said an empty list is a report not filed, where the sentences beside
      // it say the files hold no such year (financials-hints.ts): the description names what they tell, a
      // closure whenever one is told (not only one before the files' first year) and an LT IĮ as an EE FIE.
      'An empty list or a year missing is no report filed only where financialsPublished is true and the sentences beside it '
        + 'give no reason: the files\' first year, a company closed or under a year old, an EE FIE or LT IĮ.',
    ].join('\n'),
    inputSchema: toolInput(GET_COMPANY_FINANCIALS, { regcode: regcodeInput, country: countryInput, years: yearsInput }),
    outputSchema: financialsOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ regcode, country, years }) => runTool(deps, { tool: GET_COMPANY_FINANCIALS, regcode, country }, () => {
    const found = deps.services.financialsFor(regcode, country, years);
    const value = financialsOutput.parse({ ...found, count: found.financials.length });
    // found carries the legal form (the register's annual-report files hold none for an EE FIE), read
    // with the company's row: its holders were counted for it, a third more of the reads of an EE
    // company's empty list.
    // Whether it closed, read where every year was asked for or fewer came than asked (or none): a closed company's years end there.
    const closingAsked = found.financials.length === 0 || years == null || found.financials.length < years;
    const closing = closingAsked ? closingOf(deps, found.regcode, found.country) : {};
    // Where the country's files begin, read for an empty list of a closed company (one closed before
    // then is none the files could hold a report of) and for fewer LV years than asked for alone.
    const filesFrom = filesFromAsked({ ...found, ...closing }, years ?? undefined) ? deps.services.financialFilesFrom(found.country) : null;
    const said = [labelElsewhereSentence(String(regcode), found.country), vatSentOf(deps, regcode, found), ...financialsSentences({ ...found, ...closing, filesFrom }, years ?? undefined)];
    return { value, hint: namedOnce(said.filter((s) => s !== undefined), found).join(' ') || undefined };
  }));
}

/**
 * The company's status, closing day and successors, as its details give them, read alone: read from
 * the whole details (owners, officers, holdings, sanctions too), they were the dearest part of the answer.
 */
function closingOf(deps: ToolDeps, regcode: string, country: Country): Pick<FinancialsRead, 'status' | 'closedOn' | 'closedOnOrBefore' | 'succeededBy'> {
  const { status, closedOn, closedOnOrBefore, succeededBy } = deps.services.closingOf(regcode, country);
  return { status, closedOn, closedOnOrBefore, succeededBy };
}

/**
 * What a VAT number sent is of the company found by it, as the details and the compliance answer say
 * it (`EE12754320`, whose digits are Tallinna Ehitus OÜ's registry code and whose VAT number is
 * EE101485881): the financials answered that company's years with nothing of it, and a model checking
 * an invoice's VAT number read them as those of the number's company. Its VAT registration is read only
 * where a VAT number was sent.
 */
function vatSentOf(deps: ToolDeps, regcode: string, found: { regcode: string; country: Country }): string | undefined {
  if (vatNumberTyped(regcode) === null) return undefined;
  return vatNumberSentSentence(regcode, deps.services.getCompany(found.regcode, found.country).vat);
}
