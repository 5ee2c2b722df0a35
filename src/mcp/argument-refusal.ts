// A tool call with a bad argument is answered by the SDK's input validation, whose error result
// the model reads as text: `MCP error -32602: Input validation error: Invalid arguments for tool
// get_company_details: ` (the JSON-RPC code of an error the call is not, and the tool the model
// has just called) came before every refusal, 85 to 95 bytes of 130 for `limit must be at most
// 100`. And an argument sent under another name (`{"id": "40003123456"}`) was told twice: as the
// required argument left out, with its whole description (`regcode is required: LV 11 digits …`,
// 330 bytes), and as the unknown one, `id: send it as regcode`, which is all there is to do.
// The result keeps every sentence that says something else, in the SDK's order.
//
// The SDK ends each line with ` at <argument>`, the path, which read as the sentence's own
// words (`… new or not at hours`, `… where it is not known at birthDate`) or said the argument
// twice (`limit must be at most 100 at limit`): the argument is said once, first, as the unknown
// arguments' advice names them (`limit: must be at most 100`, `hours: … new or not`). The
// kyb_check prompt's refusal, an error the SDK throws, is told the same way. So is a refusal a tool
// writes itself, once the schema has passed its arguments (the person check's `birthDate must be a
// birth date written YYYY-MM-DD; …`, `after is a page of candidates: …`), which read otherwise
// beside the schema's `birthDate: is required, …` for the same argument.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { opensWithSearch, unknownArgumentsLine } from './tool-input.ts';

const refusalPrefix = (tool: string) => `MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: `;

/** `Invalid arguments for prompt kyb_check: `, as the SDK's McpError writes it after its code. */
const PROMPT_PREFIX = /^MCP error -?\d+: Invalid arguments for prompt [^:\s]+: /;

/** A line of the SDK's refusal: the zod issue's message, ` at `, and its path (`country`, `names[0]`). */
const AT_ARGUMENT = /^(.*) at ([A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*)$/s;

/** `argument: is required, …`, the line of an argument left out. */
const REQUIRED = /^(\w+): is required, /;

/**
 * `argument: rule`, the argument named first as the unknown arguments' advice names it; a rule
 * `is required: LV 11 digits …` (or `is empty: …`) says what to send after a comma, as
 * `regcode: is required: LV 11 digits …` read as two labels, the second a colon too many.
 */
function argumentRule(argument: string, rule: string): string {
  return `${argument}: ${rule.replace(/^(is required|is empty): /, '$1, ')}`;
}

/** `line` with its argument said once, before the rule: `limit: must be at most 100` for `limit must be at most 100 at limit`. */
function arguedOnce(line: string): string {
  const [, message, argument] = AT_ARGUMENT.exec(line) ?? [];
  if (message === undefined || argument === undefined) return line;
  return argumentRule(argument, message.startsWith(`${argument} `) ? message.slice(argument.length + 1) : message);
}

/**
 * The lines of a refusal without the required argument's line where the unknown arguments' line
 * tells the model to send one of them as that argument (`id: send it as regcode`,
 * `fullName: send the person's full name as name`), or opens with a company's name sent to the
 * search in place of regcode (`company: this tool takes a registration or VAT number (regcode);
 * search_companies finds …`): the formats of the four countries' numbers, told first, said
 * nothing of the next call, the search's.
 */
function withoutRequiredTold(lines: readonly string[]): string[] {
  const unknown = lines.find(unknownArgumentsLine);
  if (!unknown) return [...lines];
  return lines.filter((line) => {
    const argument = REQUIRED.exec(line)?.[1];
    if (argument === 'regcode' && opensWithSearch(unknown)) return false;
    return argument === undefined || !new RegExp(`: [^.]*\\bas ${argument}\\b`).test(unknown);
  });
}

/** The SDK's refusal `text` (its lines after the prefix), each argument said once and the lines it repeats left out. */
function refusalToldOnce(text: string): string {
  return withoutRequiredTold(text.split('\n').map(arguedOnce)).join('\n');
}

/**
 * A tool's own refusal `text` with the argument it opens with said first, as the schema's are:
 * `birthDate: must be a birth date written YYYY-MM-DD; …` for `birthDate must be …`. Only an
 * argument of the call opens a refusal of it (a tool refuses what the schema passed), so
 * `No company …` and the like are left as they are.
 */
function toolRefusalArguedFirst(text: string, argumentsSent: readonly string[]): string {
  const argument = /^([A-Za-z]\w*) /.exec(text)?.[1];
  return argument !== undefined && argumentsSent.includes(argument) ? argumentRule(argument, text.slice(argument.length + 1)) : text;
}

/**
 * `result` of a call to `tool` with `argumentsSent`, its refusal of an argument told without the
 * SDK's prefix and the lines it repeats, or, a refusal of the tool's own, with the argument first.
 */
export function argumentRefusalShortened(tool: string, result: CallToolResult, argumentsSent: readonly string[]): CallToolResult {
  // A result of another shape (a task's, with no content) is passed on as it came.
  const block = Array.isArray(result.content) && result.content.length === 1 ? result.content[0] : undefined;
  if (result.isError !== true || block?.type !== 'text') return result;
  const prefix = refusalPrefix(tool);
  const text = block.text.startsWith(prefix) ? refusalToldOnce(block.text.slice(prefix.length)) : toolRefusalArguedFirst(block.text, argumentsSent);
  return text === block.text ? result : { ...result, content: [{ ...block, text }] };
}

type Handler = (request: unknown, extra: unknown) => unknown;

/** `handler`, its refusal of a prompt's arguments told as a tool's is, code kept. */
export function promptRefusalShortened(handler: Handler): Handler {
  return async (request, extra) => {
    try {
      return await handler(request, extra);
    } catch (error) {
      if (!(error instanceof McpError) || !PROMPT_PREFIX.test(error.message)) throw error;
      throw new McpError(error.code, refusalToldOnce(error.message.replace(PROMPT_PREFIX, '')), error.data);
    }
  };
}
