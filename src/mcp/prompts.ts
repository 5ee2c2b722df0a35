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
      'fit, show them (name, regcode, country, status, address) and ask me which one.\n' +
      // An invoice line naming one company and bearing another's number lists the named one first;
      // the sentence beside the results says so, and a check of the first alone reported the number as its.
      '   If the sentence beside the results says that a number in the text names another company than the one listed first, ' +
      'or none, ask me which company or number the document means before checking either.';
  // One instruction a line, under the step whose answer it reads: written as one paragraph a
  // step, nested in parentheses, the same instructions were 4,900 characters.
  return [
    `Run a know-your-business (KYB) check of the company "${company}"${where} with this server's tools. If a tool answers with an error, follow its advice.`,
    '',
    identify,
    // An old code of a merged company finds the one that carries on: checked as that number's, a
    // company closed years ago was reported as the active one.
    '   A company found by another number than the one given (a search result\'s matchedNumber, or a tool naming the successor ' +
      'of an old code) is not that number\'s company: report it as what it is (predecessor: the successor of the company closed ' +
      'under that code; other_country_code: the digits given after another country\'s code; one_digit_off: a company whose ' +
      'number is one digit from the one given, which no company has: ask me which number is right; number_beginning: a company ' +
      'whose number only begins with the digits given: ask me for the whole number).',
    '2. Call get_company_details(regcode, country): name, legal form, status, address, registration date, VAT registration, ' +
      'industry code, officers (LV and EE only) and those who left recently (formerOfficers).',
    '   - Owners (LV and EE): the companies holding it, and how many natural persons hold it and how much together. ' +
      'An owner that is a company here: call get_company_details with its regcode and country to see who holds that one and what else it holds. ' +
      'An owner with country null is not held here: name the country its registeredIn gives (CY, DE), or say that the register names none, ' +
      'and call list_holder_holdings(regcode, registeredIn) of that owner for every company it holds here.',
    '   - holdings (holdingsCount counts all): [] says nothing of LT or FI companies, whose holders no register lists, nor, for a company not of LV, of LV ones (the LV register names no country of a holder abroad); null: no register here lists owners.',
    // A partner merged into another is closed, and the business it had went to the company UR names.
    '   - An LV company closed as reorganised: call get_company_details for each company in succeededBy and report it, as its ' +
      'business went there (one with country null is registered abroad: report its number as such). reorganisedFrom lists ' +
      'those merged into it. null in either is not known, not none.',
    // The candidates asked for in the same call: left out, a model reads sanctions [] as clean.
    '3. Call get_company_compliance(regcode, country, candidates: true).',
    // What the list says of the listed party, set against what is known of the owner or company matched:
    // read alone, a name and a birth year were taken for the person.
    '   - sanctions: set each match\'s gender, birthPlaces, addresses and particulars against what is known of the owner or ' +
      'company matched and say where they agree or disagree; a disagreement is for a reviewer to weigh, never a reason to drop a match. amendedOn beside listedOn dates ' +
      'the entry; unReference is the same party on the UN list; particulars null is not yet imported, not none. ' +
      // One EU listing matched from sanctions.eu and from the Latvian register's copy of it read as two listings.
      'A match whose copyOf names another is the Latvian register\'s copy of it: report the two as one listing.',
    '   - sanctionCandidates are weaker, or a listed officer or minority holder kept for review alone (its explanation says which), ' +
      'never matches: name each (entry, list, score, addresses, particulars) for a reviewer ' +
      'instead of calling the company clear of sanctions.',
    '   - Tax debt; in EE report the part disputed (taxDebt.disputedAmount) and the part under a payment schedule ' +
      '(scheduledAmount, until scheduleEndsOn), which weigh differently from debt left unpaid.',
    '   - Tax rating, VAT status, blacklist status and every flag. A flag last in flagDetails but not in flags is announced, ' +
      'not in force yet: report it as announced, with its day.',
    '   - FI: taxRegisters, the prepayment and employer registers (a payer withholds tax from a payment for work to a business ' +
      'not in the prepayment register).',
    // Four years of five were reported as a missing report, though the company was younger than five
    // years or the files read begin later: the sentence beside the answer says which.
    '4. Call get_company_financials(regcode, country, years: 5): revenue, profit, equity, liabilities and employees by year, ' +
      'and the latest headcount. Fewer than 5 years is no missing report by itself: the sentence beside the answer says why.',
    '',
    'Then write a short report:',
    '- Who the company is, who owns it (an owner registered abroad with its country), what it holds, and, if closed as reorganised, who carries on its business.',
    '- Every red flag: a sanctions match or sanctioned owner; each sanctions candidate to review, with what its particulars agree ' +
      'or disagree on; tax debt; a status of liquidation, insolvency, reorganisation or closed (unknown is not known, not a flag); ' +
      'VAT deregistration; a Finnish company not in the prepayment register; blacklisting; an LV suspension, prohibition or ' +
      'securing measure (a seizure of its property; its status stays active); ' +
      // The rating raises no flag: with flags [] and the rating left out here, a C-rated company was summed up as low risk.
      'an LV tax rating C (the State Revenue Service\'s high risk of unpaid taxes, which raises no flag; N is new or unrated, no flag); ' +
      'missing annual reports where financialsPublished is true.',
    '- Financial health and trend; an overall risk rating (low, medium or high) with its reasons; the register sources and their dates.',
    // An EE board RIK gives no birth dates of is compared with no list: no candidate through it read as the board clear.
    'Data a country does not publish (officers and owners in LT and FI, stockholders of an EE AS, the end of an LV office, ' +
      'the birth dates of officersNotScreened, whom no sanctions list was compared with, ' +
      'tax debt where taxDebtPublished is false, annual reports where financialsPublished is false) is missing, neither clean nor a red flag: say so.',
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
