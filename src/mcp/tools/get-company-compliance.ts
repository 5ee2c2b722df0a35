// get_company_compliance: the red flags of one company in one answer.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { complianceOutput, complianceOutputPublished, countryInput, regcodeInput, sanctionCandidatesInput } from '../schemas.ts';
import { notScreenedSentence, READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { GET_COMPANY_COMPLIANCE } from './names.ts';
import { COMPANY, namedOnce } from './company-named-once.ts';
import { candidatesLeftOutSentence } from './sanction-candidates-left-out.ts';
import { ownersScreenedSentence, sanctionedHoldersSentence } from './sanctioned-owners.ts';
import { vatNumberSentSentence } from './vat-number-sent.ts';
import { labelElsewhereSentence } from './label-elsewhere-sent.ts';
import { highRiskRatingSentence, prepaymentMissingSentence } from './tax-standing-sentences.ts';

/**
 * taxDebt null where no list held would show the company's debt (taxDebtPublished false): the output
 * schema says so, yet a model asked whether an LV partner is safe read `taxDebt: null` as no tax
 * debt, as it rightly reads it for an EE company the debtors list names none of. Said beside the
 * answer, as an empty list of a kind a register does not publish is.
 */
function taxDebtUnknownSentence(value: { name: string; regcode: string; country: string; taxDebtPublished: boolean }, countryListed: boolean): string | undefined {
  if (value.taxDebtPublished) return undefined;
  const why = countryListed
    ? 'the EE debtors list held names a sole proprietor (FIE) by a personal code this service cannot join to its registry code'
    : `no ${value.country} debtors list is held here${value.country === 'EE' ? '' : ' (only Estonia\'s is read)'}`;
  return `taxDebt null says nothing about whether ${COMPANY} owes tax: ${why}; do not report it as free of tax debt.`;
}

/**
 * The Latvian register's copies among the matches (copyOf): one owner listed on the EU list matched
 * twice, from sanctions.eu and from sanctions.ur, and a model reported two listings.
 */
function registerCopiesSentence(matches: ReadonlyArray<{ copyOf: { source: string; entryId: string } | null }>): string | undefined {
  const copies = matches.filter((m) => m.copyOf !== null).length;
  if (copies === 0) return undefined;
  return `${copies} of the ${matches.length} sanctions matches ${copies === 1 ? 'is' : 'are'} the Latvian register's copy (source sanctions.ur) ` +
    `of an entry matched from the list's own file, which copyOf names: the same listing, to be counted once.`;
}

/**
 * The officers screening compared with no list (officersNotScreened): an officer is compared only by
 * name and birth date, and RIK's files give no birth date of an Estonian, so an EE board was compared
 * with nothing, and no candidate, with the owners' sentence saying officers are compared for review,
 * read to a model as the board screened clean. Counted, not named again: the JSON names them.
 */
function officersNotScreenedSentence(officers: ReadonlyArray<unknown> | null): string | undefined {
  if (officers === null || officers.length === 0) return undefined;
  const one = officers.length === 1;
  return `${one ? '1 officer' : `${officers.length} officers`} of ${COMPANY} (officersNotScreened) ${one ? 'was' : 'were'} compared with no sanctions list: `
    + `an officer is compared by name and birth date, and the register gives no birth date of ${one ? 'this one' : 'these'}. `
    // "Check them by name" named no tool, and none here does: check_person gives such an office not_screened too.
    + `That no candidate is listed says nothing of ${one ? 'this officer' : 'these officers'}, and no tool here compares a person with the lists by name alone: `
    + `report ${one ? 'the officer' : 'them'} as not screened, not the board as clear of sanctions.`;
}

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
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ regcode, country, candidates }) => runTool(deps, { tool: GET_COMPANY_COMPLIANCE, regcode, country }, () => {
    // The candidates are read always, and listed only when asked for: left out, they are named in a
    // sentence, or a model reads an empty sanctions list as a clean result.
    const { sanctionCandidates, ...statement } = deps.services.complianceFor(regcode, country, true);
    const value = complianceOutput.parse(candidates === true ? { ...statement, sanctionCandidates } : statement);
    // The REST sanctions check answers 503 here; this answer keeps its other facts, so it says it.
    const screening = value.sanctionLists.length === 0
      ? `${notScreenedSentence()} The rest of this answer (VAT, tax rating, tax debt, flags) stands.`
      : candidates === true ? undefined : candidatesLeftOutSentence(sanctionCandidates ?? [], value.sanctionsThreshold, value.isSanctioned, true);
    // The holders the statement names sanctioned (its sanctionedHolders, not in this tool's JSON): said beside it.
    const owners = value.isSanctioned ? undefined : sanctionedHoldersSentence(statement.sanctionedHolders);
    const coverage = deps.services.coverage()[value.country];
    const debt = taxDebtUnknownSentence(value, coverage.taxDebt === true);
    // Which owners the screening weighed, where it screened at all (else notScreenedSentence says it),
    // and no owner is named sanctioned: "none matching" after it read as contradicting it, whose rule
    // (only a holder controlling the company) says which were weighed.
    const screenedOwners = value.sanctionLists.length > 0 && owners === undefined
      ? ownersScreenedSentence(value, coverage, deps.services.controllingHoldersOf(value.regcode, value.country), undefined, { officersNotScreenedHere: true, lists: value.sanctionLists })
      : undefined;
    const officers = officersNotScreenedSentence(value.officersNotScreened);
    const copies = registerCopiesSentence([...value.sanctions, ...(value.sanctionCandidates ?? [])]);
    const vatSent = vatNumberSentSentence(String(regcode), value.vatRegistered === null ? null : { registered: value.vatRegistered, number: value.vatNumber });
    const said = [labelElsewhereSentence(String(regcode), value.country), vatSent, screening, copies, owners, screenedOwners, officers, highRiskRatingSentence(value), prepaymentMissingSentence(value), debt]
      .filter((h) => h !== undefined);
    const hint = namedOnce(said, value).join(' ') || undefined;
    return { value, hint };
  }));
}
