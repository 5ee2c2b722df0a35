// How a request's params that the SDK's schema would refuse are refused here instead: invalid
// params (-32602) in one sentence naming the field, what it must be and what came, where the
// SDK answers an internal error (-32603) whose message is zod's issue list in JSON.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** What `value` is, as the sentence refusing it says: null, an array, a text, a number, … */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return 'a text';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Thrown from inside the SDK's parse: an McpError reaches the client with its own code. */
export function refused(rule: string, value: unknown): never {
  throw new McpError(ErrorCode.InvalidParams, value === undefined ? `${rule}; it is missing.` : `${rule}, not ${kindOf(value)}.`);
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
