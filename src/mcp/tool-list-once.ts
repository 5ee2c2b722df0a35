// tools/list answered from one list per process. The SDK builds the list on every call, turning
// each tool's input and output schemas into JSON Schema: about 3.4 ms of CPU a call, for a
// request that spends no rate-limit budget (only tool calls do), and every client lists the
// tools. The tools and their schemas are the same for every server this process builds, so the
// list the SDK builds first is the list of all of them.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';

type RequestHandler = (request: unknown, extra: unknown) => Promise<ListToolsResult>;

let listed: Promise<ListToolsResult> | null = null;

/**
 * Makes the server answer tools/list with the list of the first server that answered it (the
 * request itself still validated as the SDK validates it). Call once every tool is registered.
 * Where the SDK keeps its handlers otherwise than this reads them, the SDK's own answer stays.
 */
export function listToolsOnce(server: McpServer): void {
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, RequestHandler> })._requestHandlers;
  const sdkList = handlers?.get(ListToolsRequestSchema.shape.method.value);
  if (sdkList === undefined) return;
  server.server.setRequestHandler(ListToolsRequestSchema, (request, extra) => {
    listed ??= sdkList(request, extra).catch((err: unknown) => {
      listed = null;
      throw err;
    });
    return listed;
  });
}
