// What one POST to /mcp may ask of the server before the SDK reads it. Only tool calls (and
// resource reads) spend the client's rate-limit budget; the protocol requests around them
// (tools/list, prompts/get, ping, …) and the reading of the message itself are free, so their
// cost is bounded here instead: a batch of 100 tools/list (the SDK's own bound) was about 340 ms
// of CPU and a 4.7 MB answer to a 5 KB request, and a message of 14,000 members (well within the
// 256 KiB body) about 36 ms of the SDK's validation, none of it counted.

import { RATE_LIMIT_GROUPS } from '../domain/rate-limits.ts';

/**
 * The most messages one batch may hold: the tool calls a client may make in one window of the
 * company group (20 in 10 s). No MCP client batches more: the current protocol version has no
 * batches at all.
 */
export const MAX_BATCH_MESSAGES = RATE_LIMIT_GROUPS.company.max;

/**
 * The most values (array elements and object members, at any depth) one body may hold: a tool
 * call holds about a dozen, an initialize a few dozen, a full batch of tool calls a few hundred.
 */
export const MAX_BODY_VALUES = 1000;

/**
 * Why the body is refused (the message of a -32600 Invalid Request), or null when it is within
 * the bounds. Counts no further than the bound, so a refused body costs no more than one taken.
 */
export function requestBoundsIssue(body: unknown): string | null {
  if (Array.isArray(body) && body.length > MAX_BATCH_MESSAGES) {
    return `Invalid Request: a batch must not hold more than ${MAX_BATCH_MESSAGES} messages; send the others in later requests`;
  }
  if (valueCountOver(body, MAX_BODY_VALUES)) {
    return `Invalid Request: a request must not hold more than ${MAX_BODY_VALUES} values (array elements and object members, at any depth)`;
  }
  return null;
}

/** Whether `value` holds more than `max` array elements and object members, counted without recursion. */
function valueCountOver(value: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  const visit = (child: unknown) => {
    if (child !== null && typeof child === 'object') stack.push(child);
    return ++count > max;
  };
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) if (visit(child)) return true;
    } else {
      for (const key in node) if (Object.hasOwn(node, key) && visit((node as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}
