// A JSON message holding a key named __proto__, or a constructor key holding prototype, is not
// taken (prototype poisoning: such a key, merged into an object, changes what every object
// inherits). One rule and one sentence for both ways a client reaches the MCP server: over HTTP
// Fastify's parser refuses such a body (http/json-forbidden-keys.ts names why); over stdio
// JSON.parse takes it, so the transport asks here (mcp/stdio-transport.ts).

/** The refusal of such a message, after the JSON-RPC code -32600, over HTTP and stdio alike. */
export const FORBIDDEN_JSON_KEY_MESSAGE = 'Invalid Request: the request body holds a key named __proto__, or constructor holding prototype, which is not taken '
  + '(it could change what every object inherits); send the message without such a key.';

const own = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/**
 * Whether a value JSON.parse read holds, at any depth, a key named __proto__ or a constructor
 * object holding prototype (the keys Fastify's parser refuses). Walked without recursion or spread: a
 * stdin line is not bounded in depth or length as an HTTP body is.
 */
export function holdsForbiddenJsonKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) pending.push(item);
      continue;
    }
    if (own(node, '__proto__')) return true;
    const ctor = (node as Record<string, unknown>).constructor;
    if (own(node, 'constructor') && ctor !== null && typeof ctor === 'object' && own(ctor, 'prototype')) return true;
    for (const item of Object.values(node)) pending.push(item);
  }
  return false;
}
