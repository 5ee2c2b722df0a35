// A call to a tool this server does not have. The SDK answers "Tool get_company not found" and
// nothing else, so a model guesses another name, and another. The answer names the tools there
// are and, where one is close to the name called, suggests it.
//
// The SDK offers no hook for an unknown tool, and its tools/call handler (which validates a
// tool's input and output) cannot be read back once registered. So the handler is wrapped as the
// SDK registers it, through the server's public setRequestHandler: calls of a known tool reach
// the SDK's handler, its refusal of an argument shortened (argument-refusal.ts); only a name the
// server lacks is answered here.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { editDistance } from '../domain/similarity.ts';
import { PERSON_TOOLS } from './tool-results.ts';
import { nameAsSent } from './params-refusal.ts';
import { argumentRefusalShortened } from './argument-refusal.ts';
import { CHECK_PERSON, GET_COMPANY_COMPLIANCE, GET_COMPANY_DETAILS, GET_COMPANY_FINANCIALS, LIST_HOLDER_HOLDINGS } from './tools/names.ts';

type Handler = (request: unknown, extra: unknown) => unknown;
type SetRequestHandler = (schema: unknown, handler: Handler) => void;

/**
 * Runs `registerTools` on `server`, wrapping the tools/call handler the SDK registers meanwhile
 * so that a call of a name outside `toolNames` is answered by unknownToolResult.
 */
export function registerAnsweringUnknownTools(server: McpServer, toolNames: readonly string[], registerTools: () => void): void {
  const inner = server.server as unknown as { setRequestHandler: SetRequestHandler };
  const setRequestHandler = inner.setRequestHandler;
  let wrapped = false;
  inner.setRequestHandler = (schema, handler) => {
    if (schema !== CallToolRequestSchema) return setRequestHandler.call(inner, schema, handler);
    wrapped = true;
    const answering: Handler = (request, extra) => {
      const { name, arguments: args } = (request as typeof CallToolRequestSchema._output).params;
      if (!toolNames.includes(name)) return unknownToolResult(name, toolNames);
      const sent = Object.keys(args ?? {});
      return Promise.resolve(handler(request, extra)).then((result) => argumentRefusalShortened(name, result as CallToolResult, sent));
    };
    // Through the setRequestHandler in place: that of request-params.ts checks the params first.
    return setRequestHandler.call(inner, schema, answering);
  };
  try {
    registerTools();
  } finally {
    // Put back what was in place (request-params.ts's, where it wraps this registration).
    inner.setRequestHandler = setRequestHandler;
  }
  // An SDK that stopped registering through setRequestHandler would lose the answer silently.
  if (!wrapped) throw new Error('the tools/call handler was not registered through setRequestHandler');
}

// A tool named for a person (search_persons, get_people, find_individual): check_person is the one
// meant, told with what it takes, where no company tool is (a name close to a company tool's is not).
const PERSON_TOOL = /person|people|individual/i;

// A tool named for what a model was asked (get_owners, check_sanctions, get_revenue, validate_vat):
// no name of ours is close to it, and told the list of names alone, a model guessed that
// search_companies answers it, or that nothing here does ("who owns it" went unanswered). The tool that
// answers it is named with what it gives. The first topic the name holds is told.
const TOPIC_TOOLS: ReadonlyArray<{ words: RegExp; tool: string; gives: string }> = [
  // A sanctions question is as often of a person (check_sanctions with a name and no regcode): the company tool alone named no way to ask it.
  { words: /sanction|complian|kyb|kyc|aml|risk|screen|blacklist|debt/i, tool: GET_COMPANY_COMPLIANCE,
    gives: `gives a company's sanctions screening, tax debt and flags; ${CHECK_PERSON} a person's matches, through the person's company roles, `
      + 'by name and birthDate' },
  { words: /holding|subsidiar|portfolio/i, tool: LIST_HOLDER_HOLDINGS, gives: 'gives the companies a legal entity holds, by its regcode' },
  { words: /owner|sharehold|stockhold|beneficial|ubo|officer|director|board|address/i, tool: GET_COMPANY_DETAILS,
    gives: 'gives a company\'s officers, address and owners (those that are legal entities by name, natural persons counted)' },
  { words: /financ|revenue|profit|turnover|balance|annual|employee|accounts/i, tool: GET_COMPANY_FINANCIALS,
    gives: 'gives a company\'s annual figures' },
  { words: /vat/i, tool: GET_COMPANY_DETAILS, gives: 'takes a VAT number (LV40003032949) as regcode, as search_companies does as query' },
  // "What changed for the company recently?": no tool lists changes, and the details date what the registers do.
  { words: /histor|change|timeline/i, tool: GET_COMPANY_DETAILS,
    gives: 'gives its former names and the officers who left (formerOfficers), with their days; no tool here lists a company\'s changes as such' },
];

/** The error result of a call to `name`, which is none of `toolNames`. */
export function unknownToolResult(name: string, toolNames: readonly string[]): CallToolResult {
  const person = PERSON_TOOL.test(name);
  const close = person ? toolNames.find((tool) => tool === CHECK_PERSON) : closestTool(name, toolNames);
  const topic = person || close ? undefined : TOPIC_TOOLS.find((t) => t.words.test(name) && toolNames.includes(t.tool));
  const next = close ? `: did you mean ${close}?` : topic ? `: ${topic.tool} ${topic.gives}.` : '.';
  const text = `Unknown tool "${nameAsSent(name)}"${next} This server's tools are ${toolNames.join(', ')}.` +
    (person ? ` ${PERSON_TOOLS}` : '');
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * The tool a model most likely meant: the first whose name begins with the name called
 * (get_company → get_company_details, search → search_companies), or else the nearest within
 * three edits (search_company → search_companies). None where nothing is that close.
 */
export function closestTool(name: string, toolNames: readonly string[]): string | undefined {
  const called = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (called.length >= 3) {
    const extended = toolNames.find((tool) => tool.startsWith(called));
    if (extended) return extended;
  }
  let best: { tool: string; distance: number } | undefined;
  for (const tool of toolNames) {
    const distance = editDistance(called, tool, 3);
    if (distance <= 3 && (!best || distance < best.distance)) best = { tool, distance };
  }
  return best?.tool;
}
