// The tools/call request as the server reads it. The SDK checks a request against its schema
// before any handler runs, and answers a failed check as an internal error (-32603) whose message
// is zod's issue list: a client that sent `arguments` as a JSON array (a model writing the
// arguments as a list) read that the server had failed, in a dump of JSON. The arguments are
// checked first here, and a request whose `arguments` is no object is invalid params (-32602)
// saying so. The schema is the SDK's own with that check in front; registered by unknown-tool.ts,
// which wraps the tools/call registration, so stdio and HTTP answer alike.
import * as z from 'zod';
import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

const ARGUMENTS_RULE = 'arguments must be a JSON object of the tool\'s arguments by name, as {"query": "Rīgas Koks"}';

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a text' : `a ${typeof value}`;
}

/**
 * The params with `arguments` checked: absent or an object passes as sent; null is no arguments
 * (strict function-calling clients send null for what is not given, as for an optional argument);
 * anything else is refused as invalid params naming `arguments`.
 */
function argumentsChecked(params: unknown): unknown {
  if (typeof params !== 'object' || params === null || !('arguments' in params)) return params;
  const { arguments: args, ...rest } = params as { arguments: unknown };
  if (args === null || args === undefined) return rest;
  if (typeof args === 'object' && !Array.isArray(args)) return params;
  // Thrown from inside the SDK's parse: an McpError reaches the client with its own code.
  throw new McpError(ErrorCode.InvalidParams, `${ARGUMENTS_RULE}, not ${kindOf(args)}.`);
}

export const toolCallRequestSchema = CallToolRequestSchema.extend({
  params: z.preprocess(argumentsChecked, CallToolRequestSchema.shape.params),
});
