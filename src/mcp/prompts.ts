// The prompt kyb_check: a know-your-business walk-through over the tools, so a user can
// start a check from a client's prompt menu with just a name or a registration number.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { completable } from '@modelcontextprotocol/sdk/server/completable.js';
import * as z from 'zod';
import { COUNTRIES, countriesBeginning, countryFromName, countryRefusal } from '../domain/country.ts';
import { holdsLetterOrDigit, holdsTwoCountedCharacters, twoVisibleCharacters } from '../domain/text-input.ts';
import { looksLikeRegcode } from '../domain/regcode.ts';
import { toolInput } from './tool-input.ts';
import { INVISIBLE_NOT_COUNTED, ON_TEXT } from './schemas.ts';

export const KYB_CHECK = 'kyb_check';

const args = {
  // Left out (a client that sent regcode or name instead), it is named, not "expected string, received undefined".
  company: z.string({ error: 'company is required: the company\'s name or its registration or VAT number' }).min(2, { error: 'company must be a name or registration number of at least 2 characters', abort: true, ...ON_TEXT })
    // As search_companies takes its query. prompts/get spends no rate-limit budget, and a text of
    // any length was read as a possible registration number and written into the answer three times.
    .max(200, { error: 'company must be at most 200 characters: a name or a registration number, as search_companies takes it', abort: true, ...ON_TEXT })
    // As search_companies' query: one rule told at a time; spaces, invisible characters and
    // accents sent apart do not count towards the 2 (domain/text-input.ts).
    .regex(twoVisibleCharacters, { error: 'company must hold at least 2 characters other than spaces', abort: true, ...ON_TEXT })
    .refine(holdsLetterOrDigit, { error: 'company must hold a letter or a digit', abort: true, ...ON_TEXT })
    .refine(holdsTwoCountedCharacters, { error: `company must hold at least 2 characters other than spaces; ${INVISIBLE_NOT_COUNTED}`, ...ON_TEXT })
    .describe('Company name or registration/VAT number'),
  country: completable(
    // A client's prompt form sends "" for a field left empty: that is no country, not a wrong one.
    z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : countryFromName(value)),
      z.enum(COUNTRIES, { error: (issue) => countryRefusal(issue.input) }).optional()).optional()
      .describe('LV, LT, EE or FI, in any case, or the country\'s name (optional)'),
    (value) => countriesBeginning(String(value ?? '')),
  ),
};

export function kybCheckText(company: string, country?: string): string {
  const where = country ? ` in ${country}` : '';
  const countryArg = country ? `, country "${country}"` : '';
  const identify = looksLikeRegcode(company)
    ? `1. "${company}" looks like a registration or VAT number: use it as regcode${countryArg}. If a tool ` +
      'answers that it exists in several countries, ask me which one.'
    : `1. Call search_companies with query "${company}"${countryArg}. Pick the company that matches; if several ` +
      'fit, show them (name, regcode, country, status, address) and ask me which one.';
  // An old code of a merged company finds the one that carries on: checked as that number's, a
  // company closed years ago was reported as the active one.
  const otherNumber = 'A company found by another number than the one given (a search result\'s matchedNumber, or a tool naming the ' +
    'company that carries on a reorganised one\'s old code) is not the company of that number: report it as what it is (predecessor: ' +
    'the successor of the company closed under that code; other_country_code: the number given behind another country\'s code, no valid number there).';
  return [
    `Run a know-your-business (KYB) check on the company "${company}"${where} with the tools of this server.`,
    '',
    `${identify} ${otherNumber}`,
    '2. Call get_company_details(regcode, country): confirm name, legal form, status, address, registration ' +
      'date, officers (LV and EE only) and those who left recently (formerOfficers), owners (LV and EE: the ' +
      'companies holding it, and how many natural persons hold it and how much together; for an owner that is a company here, call get_company_details with its regcode ' +
      'and country to see who holds that one and what else it holds; an owner with country null is not held here: name the country its registeredIn gives (CY, DE), ' +
      'or say that the register names none, and call list_holder_holdings with that owner\'s regcode and registeredIn for every company it holds here), the companies it holds (holdings, holdingsCount in all; [] says nothing of LT or FI ' +
      'companies, whose holders no register here lists; null: no register here lists owners), VAT registration and industry code. ' +
      // A partner merged into another is closed, and the business it had went to the company UR names.
      'An LV company closed as reorganised carries on in those succeededBy names: call get_company_details for each ' +
      'and report it, as its business went there (one with country null is registered abroad, not held here: report its number as such); ' +
      'reorganisedFrom names those merged into it; null there is not known (outside LV, ' +
      'or not imported), not none.',
    // The candidates asked for in the same call: left out, a model reads sanctions [] as clean.
    // What the list says of the listed party, set against what is known of the owner or company matched:
    // read alone, a name and a birth year were taken for the person.
    '3. Call get_company_compliance(regcode, country, candidates: true): sanctions status and matches (each with its entry\'s ' +
      'addresses and particulars, to tell the listed party from a namesake: set its gender, birthPlaces and addresses against what ' +
      'is known of the owner or company matched (the explanation, the owner\'s name, registeredIn, the company\'s country) and say ' +
      'where they agree or disagree; a disagreement is for a reviewer to weigh, never a reason to drop a match; amendedOn beside ' +
      'listedOn dates what the entry says, unReference is the same party on the UN list, particulars null is not yet imported, not none), ' +
      'the weaker candidates (sanctionCandidates), never a match: name each ' +
      '(entry, list, score, addresses, particulars) for a reviewer instead of calling the company clear of sanctions; tax debt (EE: report the part disputed, ' +
      'taxDebt.disputedAmount, and the part paid off under a schedule, scheduledAmount, until scheduleEndsOn, as such a debt ' +
      'weighs differently from one left unpaid), tax rating, ' +
      'VAT status, for a Finnish company the prepayment and employer registers (taxRegisters: a payer withholds tax from a ' +
      'payment for work to a business not in the prepayment register; null outside FI), blacklist status and every flag. A flag listed last in flagDetails and not in flags is announced from the day ' +
      'its detail names and not in force yet: report it as announced, with that day.',
    // Four years of five were reported as a missing report, though the company was younger than five
    // years or the files read begin later: the sentence beside the answer says which.
    '4. Call get_company_financials(regcode, country, years: 5): revenue, profit, equity, liabilities and ' +
      'employees over the years, and the latest headcount. Fewer than 5 years is no missing report by itself: ' +
      'the sentence beside the answer says why fewer came (registered later, the files begin later, or the years the files hold none for).',
    '',
    'Then write a short report: who the company is and who owns it (an owner registered abroad with its country) and what it holds, and for a company closed as ' +
      'reorganised, who carries on its business; every red flag (sanctions match, sanctioned ' +
      'owner, every sanctions candidate to review with what its particulars agree or disagree on, tax debt, a status of liquidation, insolvency, reorganisation or closed (unknown is not known, not a flag), VAT deregistration, a Finnish company not in the prepayment register, blacklisting, ' +
      'an LV suspension, prohibition or securing measure (a seizure of its property, while its status stays active), ' +
      // The rating raises no flag: with flags [] and the rating left out here, a C-rated company was summed up as low risk.
      'an LV tax rating C (the State Revenue Service\'s high risk of unpaid taxes, which raises no flag; N is new or unrated, no flag), ' +
      'missing annual reports where financialsPublished is true); financial health and trend; and an overall risk rating (low, medium or high) with its reasons. ' +
      'Quote the register sources and their dates. Where a country publishes no data of a kind (no officers or owners ' +
      'in LT and FI, no stockholders of an EE AS, no end of an LV office, no tax debt where taxDebtPublished is false, no annual reports ' +
      'where financialsPublished is false), say so instead of treating it as clean or as a red flag. If a tool answers with an error, follow its advice.',
  ].join('\n');
}

export function registerKybPrompt(server: McpServer): void {
  const registered = server.registerPrompt(KYB_CHECK, {
    title: 'KYB check of a company',
    description: 'Know-your-business check of one company in LV, LT, EE or FI: search, details, compliance ' +
      '(sanctions, tax debt, flags) and financials, ending in a risk summary.',
    argsSchema: args,
  }, ({ company, country }) => ({
    description: `KYB check of ${company}${country ? ` (${country})` : ''}`,
    messages: [{ role: 'user', content: { type: 'text', text: kybCheckText(company, country) } }],
  }));
  // registerPrompt takes the arguments as a shape and reads them through a non-strict object, so
  // an argument the prompt does not take (regcode, name, years) was dropped: a client asking for
  // a check of regcode 40003032949 got a walk-through of the company alone, or a refusal that
  // company is missing with no word of the argument sent. The registered prompt's argsSchema is
  // what the SDK parses every prompts/get with (and lists and completes from), so the strict
  // object the tools use takes its place: an unknown argument is refused as the SDK refuses any
  // bad one (-32602), named with the arguments the prompt takes and what to send instead.
  registered.argsSchema = toolInput(KYB_CHECK, args);
}
