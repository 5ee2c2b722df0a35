// Why a JSON value is no JSON-RPC message the server reads, said alike over HTTP and stdio. The
// SDK's HTTP transport answers any such body -32700 Parse error: Invalid JSON-RPC message, with
// id null, though the JSON parsed: a client that sent "params": 5, or the arguments as a list in
// params, read that its JSON was broken and could not match the answer to its request. Here such
// a message is Invalid Request (-32600), or invalid params (-32602) for params sent by position
// (a JSON array, which JSON-RPC allows and MCP does not take), under the request's id, in one
// sentence naming what is wrong.
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { isObject, kindOf } from './params-refusal.ts';
import { paramsRuleOf } from './request-params.ts';

const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;

export interface MessageIssue {
  code: number;
  message: string;
  /** The id of the request, when it has one a client can match; null otherwise. */
  id: string | number | null;
}

/** The id of a value that is no valid JSON-RPC message, when it has one a client can match. */
export function requestIdOf(value: unknown): string | number | null {
  if (!isObject(value)) return null;
  const id = value.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** The code and the reason (after "Invalid Request: ") of a value that is no JSON-RPC message. */
function whyInvalid(value: unknown, batches: boolean): { code: number; reason: string } {
  const invalid = (reason: string) => ({ code: INVALID_REQUEST, reason });
  if (Array.isArray(value)) {
    return invalid(batches ? 'a message of a batch is a JSON object' : 'a batch (a JSON array) is not taken: send one message per line');
  }
  if (!isObject(value)) return invalid('a message is a JSON object');
  if (value.jsonrpc !== '2.0') return invalid('a message must hold "jsonrpc": "2.0"');
  if ('method' in value && typeof value.method !== 'string') return invalid('method must be a text');
  if ('params' in value && !isObject(value.params)) {
    const reason = `${paramsRuleOf(value.method)}, not ${kindOf(value.params)}`;
    return { code: Array.isArray(value.params) ? INVALID_PARAMS : INVALID_REQUEST, reason };
  }
  if (isObject(value.params) && '_meta' in value.params && !isObject(value.params._meta)) {
    return invalid(`params._meta must be an object, not ${kindOf(value.params._meta)}`);
  }
  return invalid('it is no JSON-RPC request, notification or response (a method, or an id with a result or an error)');
}

/**
 * Why `value` (one message, or over HTTP a batch of them) is no JSON-RPC message the server
 * reads, or null when it is one. `batches`: whether a JSON array of messages is taken.
 */
export function messageIssue(value: unknown, batches: boolean): MessageIssue | null {
  if (batches && Array.isArray(value)) {
    // JSON-RPC 2.0 (§6) answers an empty batch with one Invalid Request; the SDK's transport found
    // no request in it and answered 202 with no body, so a client waited for answers none gave.
    if (value.length === 0) {
      return { code: INVALID_REQUEST, message: 'Invalid Request: a batch (a JSON array) must hold at least one message.', id: null };
    }
    const index = value.findIndex((message) => !JSONRPCMessageSchema.safeParse(message).success);
    if (index < 0) return null;
    const { code, reason } = whyInvalid(value[index], true);
    return { code, message: `${prefixOf(code)}: message ${index + 1} of the batch: ${reason}`, id: null };
  }
  return JSONRPCMessageSchema.safeParse(value).success ? null : invalidMessageIssue(value, batches);
}

/** How `value`, one value the SDK's JSONRPCMessageSchema refuses, is answered. */
export function invalidMessageIssue(value: unknown, batches: boolean): MessageIssue {
  const { code, reason } = whyInvalid(value, batches);
  return { code, message: `${prefixOf(code)}: ${reason}`, id: requestIdOf(value) };
}

const prefixOf = (code: number) => (code === INVALID_PARAMS ? 'Invalid params' : 'Invalid Request');
