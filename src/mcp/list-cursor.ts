// The cursor of tools/list, resources/list, resources/templates/list and prompts/list. Each list
// of this server is one page and never gives a nextCursor, so a cursor sent is none it gave: one
// kept from another list or another server, or a REST `after` key. The SDK answered such a
// cursor with the first page, as if it were the continuation asked for, so a client paging
// through a list appended the whole list again; and a cursor that is no text with an internal
// error (-32603) whose message is zod's issue list. The protocol asks an invalid cursor be
// refused as invalid params (-32602): each is, naming the request to send instead.
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { isObject, kindOf, nameAsSent } from './params-refusal.ts';

/** The params of `method` (a list request) with its cursor checked: none, null or "" passes, without it. */
export function listParamsChecked(method: string, params: unknown): unknown {
  if (!isObject(params) || !('cursor' in params)) return params;
  const { cursor, ...rest } = params;
  if (cursor === null || cursor === undefined || (typeof cursor === 'string' && cursor.trim() === '')) return rest;
  const sent = typeof cursor === 'string' ? JSON.stringify(nameAsSent(cursor)) : `(${kindOf(cursor)})`;
  throw new McpError(ErrorCode.InvalidParams,
    `cursor ${sent} is no cursor of ${method}: this server's lists are one page each and give no nextCursor, `
      + `so the first answer holds the whole list; send ${method} without cursor.`);
}
