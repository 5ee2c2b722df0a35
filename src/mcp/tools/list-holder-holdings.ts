// list_holder_holdings: every company an owner registered abroad holds. search_companies and a
// get_company_details 404 name such an owner (a Cypriot Ltd holding an Estonian OÜ) with three of
// its holdings "and others": a model mapping a group had no call that listed the others.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { holderHoldingsOutput, textFromNumber } from '../schemas.ts';
import { errorResult, READ_ONLY_ANNOTATIONS, runTool } from '../tool-results.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { toolInput } from '../tool-input.ts';
import type { ToolDeps } from '../tool-results.ts';
import { LIST_HOLDER_HOLDINGS } from './names.ts';
import { COUNTRIES, type Country } from '../../domain/country.ts';
import { countryCodeOf } from '../../domain/country-codes.ts';

/** What regcode is, in a refusal of it. */
const OWNER_NUMBER = 'the owner\'s number, as an owner\'s regcode or the search\'s sentence gives it (HE398114)';

const text = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * registeredIn as its code: a register's alpha-3 (RIK writes CYP) or a country's name (Cyprus,
 * Küpros, Kipra) is read as the alpha-2 the owners give, as country takes Latvia for LV; a model
 * copying an extract's CYP was told only that two letters were wanted, not which.
 */
const countryCode = (v: unknown) => {
  const given = text(v);
  if (typeof given !== 'string' || /^\s*[A-Za-z]{2}\s*$/.test(given)) return typeof given === 'string' ? given.trim() : given;
  return countryCodeOf(given) ?? given;
};

const input = {
  // Left out or not a text, it was told zod's own "Invalid input: expected string, received undefined".
  // A number sent as a JSON number (40103888312) is read as its digits, as the other tools read one.
  regcode: z.preprocess(textFromNumber, z.string({ error: (issue) => `regcode ${issue.input === undefined ? 'is required' : 'must be a text'}: ${OWNER_NUMBER}` })
    .trim().min(1, { error: `regcode is empty: ${OWNER_NUMBER}` }).max(40)
    .describe('The owner\'s regcode (HE398114).')),
  registeredIn: z.preprocess(countryCode, z.string().regex(/^[A-Za-z]{2}$/, { error: 'registeredIn must be a two-letter country code (CY, DE)' })
    .nullable().optional()).describe('Its registeredIn (CY); leave out for any.'),
  after: z.preprocess(text, z.string().regex(new RegExp(`^(${COUNTRIES.join('|')}):[0-9A-Za-z-]{1,40}$`), { error: 'after must be next of the previous answer (EE:14850372)' })
    .nullable().optional()).describe('next of the previous answer.'),
};

export function registerListHolderHoldings(server: McpServer, deps: ToolDeps): void {
  server.registerTool(LIST_HOLDER_HOLDINGS, {
    title: 'Companies an owner abroad holds',
    description: 'Every LV and EE company an owner holds or held as member or stockholder, by the regcode and registeredIn '
      + 'search_companies or get_company_details gives an owner registered abroad. 50 a call.',
    inputSchema: toolInput(LIST_HOLDER_HOLDINGS, input),
    outputSchema: holderHoldingsOutput,
    annotations: READ_ONLY_ANNOTATIONS,
  }, async ({ regcode, registeredIn, after }) => {
    // The failures of a company lookup speak of a company's number; an owner unknown is said as such.
    let unknown: string | null = null;
    const result = await runTool(deps, { tool: LIST_HOLDER_HOLDINGS }, () => {
      const colon = after ? after.indexOf(':') : -1;
      try {
        const answer = deps.services.holderHoldings(regcode, registeredIn?.toUpperCase() ?? null, 50,
          after ? { country: after.slice(0, colon) as Country, regcode: after.slice(colon + 1) } : null);
        const next = answer.next ? `${answer.next.country}:${answer.next.regcode}` : null;
        const value = holderHoldingsOutput.parse({ ...answer, next });
        // A page after the last one (an after of no holding, or one edited) answered [] alone, which
        // a model read as an owner holding nothing.
        const hint = next ? `More companies follow: call ${LIST_HOLDER_HOLDINGS} again with after ${next}.`
          : after && value.holdings.length === 0 ? `No company of this owner's list follows ${after}: the list has ended; `
            + `call ${LIST_HOLDER_HOLDINGS} without after for its first page.` : undefined;
        return { value, hint };
      } catch (err) {
        if (err instanceof NotFoundError) unknown = `${err.message}. Send regcode and registeredIn as an owner's are given.`;
        throw err;
      }
    });
    return unknown ? errorResult(unknown) : result;
  });
}
