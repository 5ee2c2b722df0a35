// The params of completion/complete (a client's completions of the kyb_check prompt's and the
// company URI's country), checked as request-params.ts checks those of the other requests: a
// client that sent no params, a ref of another kind or an argument without its text typed so
// far is told which field, not an internal error with zod's issue list.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { isObject, nameAsSent, refused } from './params-refusal.ts';

export const COMPLETE_PARAMS = 'params must be an object naming what to complete, as {"ref": {"type": "ref/prompt", "name": "kyb_check"}, "argument": {"name": "country", "value": "L"}}';
const REF = 'ref must be {"type": "ref/prompt", "name": "kyb_check"} or {"type": "ref/resource", "uri": "company://{country}/{regcode}"}';
const ARGUMENT = 'argument must be an object naming the argument and the text typed so far, as {"name": "country", "value": "L"}';

function withoutKey(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = object;
  return rest;
}

/** The completion/complete params with their fields checked, in the SDK schema's place. */
export function completeParamsChecked(params: unknown): unknown {
  if (!isObject(params)) refused(COMPLETE_PARAMS, params);
  const { ref, argument, context } = params;
  if (!isObject(ref)) refused(REF, ref);
  if (ref.type === 'ref/prompt') {
    if (typeof ref.name !== 'string') refused('ref.name must be the name of a prompt, as "kyb_check"', ref.name);
  } else if (ref.type === 'ref/resource') {
    if (typeof ref.uri !== 'string') refused('ref.uri must be the URI template, as "company://{country}/{regcode}"', ref.uri);
  } else {
    const rule = 'ref.type must be "ref/prompt" or "ref/resource"';
    // A text of another kind is named as sent (ref/tool), not as "a text".
    if (typeof ref.type === 'string') throw new McpError(ErrorCode.InvalidParams, `${rule}, not ${JSON.stringify(ref.type.slice(0, 40))}.`);
    refused(rule, ref.type);
  }
  if (!isObject(argument)) refused(ARGUMENT, argument);
  if (typeof argument.name !== 'string') refused('argument.name must be the name of the argument to complete, as "country"', argument.name);
  if (typeof argument.value !== 'string') refused('argument.value must be the text typed so far, as "L" ("" for none)', argument.value);
  // context, and its arguments, null are none given (as a tool's optional argument's null).
  if (context === null || context === undefined) return withoutKey(params, 'context');
  if (!isObject(context)) refused('context must be an object holding the arguments already given, as {"arguments": {"company": "Rīgas Koks"}}', context);
  const given = context.arguments;
  if (given === null || given === undefined) return { ...params, context: withoutKey(context, 'arguments') };
  if (!isObject(given)) refused('context.arguments must be a JSON object of the arguments already given by name, as {"company": "Rīgas Koks"}', given);
  for (const [name, value] of Object.entries(given)) {
    if (typeof value !== 'string') refused(`context.arguments.${nameAsSent(name)} must be a text (a prompt's arguments are texts)`, value);
  }
  return params;
}
