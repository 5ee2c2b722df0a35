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

// The most characters of a name a client sent (a tool's, an argument's) that a refusal repeats: a
// name is a few words, and a refusal that quoted it whole sent back whatever a body of 256 KiB
// held, to be read by a model as the server's own words.
const NAME_SHOWN = 64;

/** A name the client sent, as a refusal repeats it: cut at NAME_SHOWN characters, marked so with `…`. */
export function nameAsSent(name: string): string {
  return name.length <= NAME_SHOWN ? name : `${name.slice(0, NAME_SHOWN)}…`;
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
