// tools/list answered from one list per process. The SDK builds the list on every call, turning
// each tool's input and output schemas into JSON Schema: about 3.4 ms of CPU a call, for a
// request that spends no rate-limit budget (only tool calls do), and every client lists the
// tools. The tools and their schemas are the same for every server this process builds, so one
// list serves them all.
//
// The list is the SDK's own answer, asked for through the SDK's public API only: a server of its
// own with the same tools registered, sent tools/list over an in-memory transport once. (The SDK
// offers no public way to call the handler it registered on a server; reading it from the
// server's private handler map would break silently on an SDK upgrade.) Three things the SDK adds
// to it are left out, as they tell a client and its model nothing (1,930 bytes of every model's
// context): an output schema's `additionalProperties: false` (a tool parses its answer through its
// output schema, so it never sends a field more); `execution: { taskSupport: "forbidden" }`, what
// a tool without `execution` is by the specification; and each schema's `$schema` naming JSON
// Schema draft-07, whose keywords these schemas use (type, properties, required, items, anyOf,
// enum, const, default, pattern, minLength, maxLength, minimum, maximum) only as 2020-12, the
// dialect of a schema without `$schema` (MCP 2025-11-25), reads them.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ListToolsRequestSchema, type ListToolsResult, type Tool } from '@modelcontextprotocol/sdk/types.js';

let listed: Promise<ListToolsResult> | null = null;

/**
 * Makes the server answer tools/list with the one list of the process (the request itself still
 * validated as the SDK validates it). `registerTools` registers on a server the tools `server`
 * has: the list is the SDK's answer for a server holding them.
 */
export function listToolsOnce(server: McpServer, registerTools: (server: McpServer) => void): void {
  server.server.setRequestHandler(ListToolsRequestSchema, () => {
    listed ??= sdkToolList(registerTools).catch((err: unknown) => {
      listed = null;
      throw err;
    });
    return listed;
  });
}

/** The SDK's tools/list answer of a server holding the tools `registerTools` registers. */
export async function sdkToolList(registerTools: (server: McpServer) => void): Promise<ListToolsResult> {
  const server = new McpServer({ name: 'tool-list', version: '0' });
  registerTools(server);
  const [ours, theirs] = InMemoryTransport.createLinkedPair();
  const answer = new Promise<unknown>((resolve) => { theirs.onmessage = resolve; });
  try {
    await server.connect(ours);
    await theirs.start();
    await theirs.send({ jsonrpc: '2.0', id: 1, method: ListToolsRequestSchema.shape.method.value });
    const message = await answer as { result?: ListToolsResult; error?: { message: string } };
    if (!Array.isArray(message.result?.tools)) throw new Error(`tools/list failed: ${message.error?.message ?? JSON.stringify(message)}`);
    return { ...message.result, tools: message.result.tools.map(withoutDefaults) };
  } finally {
    await server.close();
  }
}

/**
 * A tool as listed, without what its absence says as well (above); an input schema keeps its
 * `additionalProperties: false`, which refuses an argument more.
 */
function withoutDefaults(tool: Tool): Tool {
  const { execution, inputSchema, outputSchema, ...rest } = tool;
  const saysDefault = execution === undefined || (execution.taskSupport === 'forbidden' && Object.keys(execution).length === 1);
  return {
    ...rest,
    inputSchema: withoutDialect(inputSchema),
    ...(saysDefault ? {} : { execution }),
    ...(outputSchema === undefined ? {} : { outputSchema: withoutDialect(withoutClosedObjects(outputSchema) as NonNullable<Tool['outputSchema']>) }),
  };
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

function withoutDialect<S extends Record<string, unknown>>(schema: S): S {
  if (schema.$schema !== DRAFT_07) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')) as S;
}

function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema)
    .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
    .map(([key, value]) => [key, withoutClosedObjects(value)]));
}
