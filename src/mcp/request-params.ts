// The params of tools/call, resources/read, prompts/get, completion/complete and the four lists (their cursor,
// list-cursor.ts) as the server reads them. The SDK
// checks a request against its schema before any handler runs, and answers a failed check as an
// internal error (-32603) whose message is zod's issue list: a client that sent `arguments` as a
// JSON array (a model writing the arguments as a list), left out a tool's or a prompt's name,
// sent no uri to read, a task that is no object or a completion without its ref, read that the server had failed, in a dump of JSON. Each field is checked
// first here, and a request that gets one wrong is invalid params (-32602) in one sentence naming
// the field and what it must be. The schemas are the SDK's own with that check in front,
// substituted for them as the SDK registers its handlers, so stdio and HTTP answer alike.
import * as z from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema, CompleteRequestSchema, ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema,
  ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ListToolsRequestSchema, McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { completeParamsChecked, COMPLETE_PARAMS } from './completion-params.ts';
import { listParamsChecked } from './list-cursor.ts';
import { boundingEcho } from './echo-bounded.ts';
import { namingWhatThereIs } from './unknown-name-next.ts';
import { promptRefusalShortened } from './argument-refusal.ts';
import { isObject, nameAsSent, refused } from './params-refusal.ts';
import { valueWithControlsAsSpaces } from '../domain/text-input.ts';
import {
  CHECK_PERSON, GET_COMPANY_COMPLIANCE, GET_COMPANY_DETAILS, GET_COMPANY_FINANCIALS, LIST_HOLDER_HOLDINGS, LIST_NEW_PERSON_ROLES,
} from './tools/names.ts';

/** What the params of one request must hold, each said in the sentence that refuses it. */
interface ParamsRules {
  /** The params as a whole, said when they are left out. */
  params: string;
  /** The one text the request needs (a tool's or a prompt's name, a resource's uri). */
  text: { field: string; rule: string; uri?: true };
  /** `arguments`, where the request takes them; texts: each argument a text (a prompt's, by the protocol). */
  args?: { rule: string; texts: boolean };
  /** Whether the request may ask for a task (tools/call, by the protocol). */
  task?: boolean;
}

/** The rule of a tool's arguments, shown with `example` of them. */
function toolArgumentsRule(example: string): string {
  return `arguments must be a JSON object of the tool's arguments by name, as ${example}`;
}

const TOOL_CALL: ParamsRules = {
  params: 'params must be an object naming the tool and its arguments, as {"name": "search_companies", "arguments": {"query": "Rīgas Koks"}}',
  text: { field: 'name', rule: 'name must be the name of a tool, as "search_companies"' },
  args: { rule: toolArgumentsRule('{"query": "Rīgas Koks"}'), texts: false },
  task: true,
};

// Each tool's arguments as the refusal of arguments that are no object shows them: every tool was shown
// search_companies' {"query": "Rīgas Koks"}, and a model calling get_company_details with its
// number as a text was told to send a query, an argument get_company_details refuses.
const COMPANY_NUMBER = toolArgumentsRule('{"regcode": "40003123456"}');
const PERSON = toolArgumentsRule('{"name": "Jānis Bērziņš", "birthDate": "1980-01-01"}');
const TOOL_ARGUMENTS: Readonly<Record<string, string>> = {
  [GET_COMPANY_DETAILS]: COMPANY_NUMBER, [GET_COMPANY_FINANCIALS]: COMPANY_NUMBER, [GET_COMPANY_COMPLIANCE]: COMPANY_NUMBER,
  [LIST_HOLDER_HOLDINGS]: toolArgumentsRule('{"regcode": "HE398114"}'), [CHECK_PERSON]: PERSON, [LIST_NEW_PERSON_ROLES]: PERSON,
};

/** The rule of a request's arguments: the named tool's own, where it is one of the tools. */
function argumentsRuleOf(params: Record<string, unknown>, rules: ParamsRules): string {
  const tool = rules === TOOL_CALL && typeof params.name === 'string' && Object.hasOwn(TOOL_ARGUMENTS, params.name) ? TOOL_ARGUMENTS[params.name] : undefined;
  return tool ?? rules.args?.rule ?? '';
}
const RESOURCE_READ: ParamsRules = {
  params: 'params must be an object holding the uri to read, as {"uri": "company://LV/40003123456"}',
  text: { field: 'uri', rule: 'uri must be the URI of a resource, as "company://LV/40003123456"', uri: true },
};
const PROMPT_GET: ParamsRules = {
  params: 'params must be an object naming the prompt and its arguments, as {"name": "kyb_check", "arguments": {"company": "Rīgas Koks"}}',
  text: { field: 'name', rule: 'name must be the name of a prompt, as "kyb_check"' },
  args: { rule: 'arguments must be a JSON object of the prompt\'s arguments by name, as {"company": "Rīgas Koks"}', texts: true },
};

/**
 * A prompt's arguments with each checked: a text passes; null is not given, as for a tool's
 * optional argument (the prompt names what is then missing); anything else is refused naming it.
 */
function promptArgumentsChecked(args: Record<string, unknown>): Record<string, unknown> {
  const given = Object.entries(args).filter(([, value]) => value !== null);
  for (const [name, value] of given) {
    if (typeof value !== 'string') refused(`arguments.${nameAsSent(name)} must be a text (a prompt's arguments are texts)`, value);
  }
  return Object.fromEntries(given);
}

/**
 * The params with `task` checked and dropped: absent, or an object whose ttl is a number of
 * milliseconds; null is no task. The server declares no tasks capability, so a well-formed task is
 * ignored and the call answered at once, as the protocol asks (task-requests.ts); left in, the SDK
 * would take the tool's result for the task it expects created and refuse it.
 */
function taskChecked(params: Record<string, unknown>): Record<string, unknown> {
  const { task, ...rest } = params;
  if (task === null || task === undefined) return rest;
  if (!isObject(task)) refused('task must be an object, as {"ttl": 60000}, or left out (this server answers each tool call at once)', task);
  if (task.ttl !== undefined && typeof task.ttl !== 'number') refused('task.ttl must be a number of milliseconds, as 60000', task.ttl);
  return rest;
}

// The names a hand-written client gives a tools/call's or prompts/get's fields (folded: case, `_` and
// `-` aside). The SDK drops a field it does not know: `{"tool": "search_companies", …}` was told only that
// name is missing, and `{"name": …, "args": {"query": "Rīgas Koks"}}` that query is required, though sent.
const SENT_AS: Record<'name' | 'arguments', readonly string[]> = {
  name: ['tool', 'toolname', 'function', 'functionname', 'prompt', 'promptname'],
  arguments: ['args', 'argument', 'input', 'inputs', 'parameters', 'params', 'toolinput', 'toolarguments', 'kwargs'],
};

/** Where a missing field of params was sent under another name: the sentence's end that says so; '' where none was. */
function sentOtherwise(params: Record<string, unknown>, field: 'name' | 'arguments'): string {
  const key = Object.keys(params).find((k) => SENT_AS[field].includes(k.toLowerCase().replace(/[_-]/g, '')));
  return key === undefined ? '' : `: params.${nameAsSent(key)} is not read, send it as ${field}`;
}

/**
 * The params with their fields checked, in the SDK schema's place: params, the text the request
 * needs and `arguments` (absent or an object passes; null is no arguments, as strict
 * function-calling clients send null for what is not given) refused naming what they must be.
 */
function paramsChecked(sent: unknown, rules: ParamsRules): unknown {
  if (!isObject(sent)) refused(rules.params, sent);
  const text = sent[rules.text.field];
  if (text === undefined && rules.text.field === 'name') {
    const otherwise = sentOtherwise(sent, 'name');
    if (otherwise) throw new McpError(ErrorCode.InvalidParams, `${rules.text.rule}; it is missing${otherwise}.`);
  }
  if (typeof text !== 'string') refused(rules.text.rule, text);
  // The SDK parses the uri with new URL, and a text that is none (40003123456, a company's name)
  // failed there as an internal error, "Invalid URL", read as the server's own failure.
  if (rules.text.uri && !URL.canParse(text)) {
    throw new McpError(ErrorCode.InvalidParams, `${rules.text.rule}, not ${JSON.stringify(nameAsSent(text))}, which is no URI.`);
  }
  const params = rules.task ? taskChecked(sent) : sent;
  if (rules.args && !('arguments' in params)) {
    const otherwise = sentOtherwise(params, 'arguments');
    if (otherwise) throw new McpError(ErrorCode.InvalidParams, `${argumentsRuleOf(params, rules)}; it is missing${otherwise}.`);
  }
  if (!rules.args || !('arguments' in params)) return params;
  const { arguments: args, ...rest } = params;
  if (args === null || args === undefined) return rest;
  if (!isObject(args)) refused(argumentsRuleOf(params, rules), args);
  // Each text's control characters as spaces, as REST reads its parameters (domain/text-input.ts).
  const read = Object.fromEntries(Object.entries(args).map(([name, value]) => [name, valueWithControlsAsSpaces(value)]));
  return { ...rest, arguments: rules.args.texts ? promptArgumentsChecked(read) : read };
}

/** What a request's params must be, as said when they are no object (message-check.ts). */
export function paramsRuleOf(method: unknown): string {
  switch (method) {
    case 'tools/call': return TOOL_CALL.params;
    case 'resources/read': return RESOURCE_READ.params;
    case 'prompts/get': return PROMPT_GET.params;
    case 'completion/complete': return COMPLETE_PARAMS;
    default: return 'params must be an object of the request\'s fields by name, or left out';
  }
}

type RequestSchema = typeof CallToolRequestSchema | typeof ReadResourceRequestSchema | typeof GetPromptRequestSchema
  | typeof CompleteRequestSchema | typeof ListToolsRequestSchema | typeof ListResourcesRequestSchema
  | typeof ListResourceTemplatesRequestSchema | typeof ListPromptsRequestSchema;

function checkedSchema<S extends RequestSchema>(schema: S, check: (params: unknown) => unknown) {
  return schema.extend({ params: z.preprocess(check, schema.shape.params) });
}

/** The SDK's request schemas, each with its params checked first. */
const CHECKED = new Map<unknown, unknown>([
  [CallToolRequestSchema, checkedSchema(CallToolRequestSchema, (params) => paramsChecked(params, TOOL_CALL))],
  [ReadResourceRequestSchema, checkedSchema(ReadResourceRequestSchema, (params) => paramsChecked(params, RESOURCE_READ))],
  [GetPromptRequestSchema, checkedSchema(GetPromptRequestSchema, (params) => paramsChecked(params, PROMPT_GET))],
  [CompleteRequestSchema, checkedSchema(CompleteRequestSchema, completeParamsChecked)],
  ...[ListToolsRequestSchema, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ListPromptsRequestSchema].map(
    (schema) => [schema, checkedSchema(schema, (params) => listParamsChecked(schema.shape.method.value, params))] as const),
]);

type SetRequestHandler = (schema: unknown, handler: (request: unknown, extra: unknown) => unknown) => void;

/**
 * Runs `register` on `server`, registering each handler the SDK (or this server) sets meanwhile
 * for tools/call, resources/read, prompts/get or completion/complete with the checked schema in the SDK's place, through
 * the server's public setRequestHandler, and its errors repeating at most the beginning of a
 * name or uri sent (echo-bounded.ts), a prompt's refusal of its arguments told as a tool's (argument-refusal.ts). An SDK that stopped registering one so would lose the
 * answer silently, so that is an error.
 */
export function registerCheckingParams(server: McpServer, register: () => void): void {
  const inner = server.server as unknown as { setRequestHandler: SetRequestHandler };
  const setRequestHandler = inner.setRequestHandler;
  const substituted = new Set<unknown>();
  inner.setRequestHandler = (schema, handler) => {
    const checked = CHECKED.get(schema);
    if (checked) substituted.add(schema);
    return checked ? setRequestHandler.call(inner, checked, boundingEcho(namingWhatThereIs(promptRefusalShortened(handler)))) : setRequestHandler.call(inner, schema, handler);
  };
  try {
    register();
  } finally {
    delete (inner as { setRequestHandler?: unknown }).setRequestHandler;
  }
  if (substituted.size !== CHECKED.size) throw new Error('a request handler was not registered through setRequestHandler');
}
