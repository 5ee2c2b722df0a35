// The capabilities a client reads in the initialize answer, as they are true of this server. The
// SDK's McpServer announces listChanged: true for tools, resources and prompts as soon as one is
// registered, promising notifications/…/list_changed whenever a list changes; this server's lists
// are fixed for the life of the process and it never sends one (over HTTP it could not: a stateless
// POST has no stream to carry a message of the server's own). A client taking the promise at its
// word keeps a session or a stream open for notifications that never come, or re-lists on a timer;
// told false, it lists once, as it should (spec 2025-06-18, server/tools, resources, prompts:
// listChanged says whether the server will notify of a change).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/** Called once everything is registered, before the server connects (capabilities are fixed then). */
export function announcingNoListChanges(server: McpServer): void {
  server.server.registerCapabilities({
    tools: { listChanged: false },
    resources: { listChanged: false },
    prompts: { listChanged: false },
  });
}
