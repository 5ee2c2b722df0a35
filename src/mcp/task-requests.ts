// A request asking for a task (params.task, as {"ttl": 60000}) on a server that runs none. The
// server declares no tasks capability: it answers every request at once. The MCP specification
// (2025-11-25, Tasks, "Task Support and Handling") says a receiver that declares no task
// capability for a request type must process such requests normally, ignoring the task. The SDK
// instead checks the capability before any handler runs and throws a plain Error, answered -32603
// "Server does not support task creation (required for tools/call)", for a tools/call and for
// any other request (ping, resources/read) holding a task alike: a client that asks for a task
// where a tool may be slow read that the server had failed. Here the check is kept only where
// the server declares tasks; tools/call drops the task as its params are read (request-params.ts),
// so the SDK answers the call's own result, not the task it would expect to have been created.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

interface TaskChecking {
  assertTaskHandlerCapability(method: string): void;
  getCapabilities(): { tasks?: unknown };
}

/**
 * Makes `server` process a request holding a task as any other, as long as it declares no tasks
 * capability. An SDK that stopped checking the capability where it does today would leave the
 * answer to the test; one that renamed the check is an error here, at the server's creation.
 */
export function processingTaskRequestsNormally(server: McpServer): void {
  const inner = server.server as unknown as TaskChecking;
  const check = inner.assertTaskHandlerCapability;
  if (typeof check !== 'function') throw new Error('the SDK no longer checks a task request against the server\'s capabilities');
  inner.assertTaskHandlerCapability = (method: string) => {
    if (inner.getCapabilities().tasks !== undefined) check.call(inner, method);
  };
}
