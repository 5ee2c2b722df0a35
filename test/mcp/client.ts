// Connects the SDK's own Client to an McpServer in-process (InMemoryTransport) and reads tool
// results the way a model's host would: the structured answer, or the error sentence.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer, type McpServerDeps } from '../../src/mcp/server.ts';

export interface Connected {
  client: Client;
  close(): Promise<void>;
}

export async function connectInProcess(deps: McpServerDeps): Promise<Connected> {
  const server = createMcpServer(deps);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mcp-test-client', version: '1.0.0' });
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close();
      await server.close();
    },
  };
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return await client.callTool({ name, arguments: args }) as CallToolResult;
}

/** The first text block of a result (the JSON of a success, the sentence of an error). */
export function textOf(result: CallToolResult): string {
  const block = result.content[0];
  if (!block || block.type !== 'text') throw new Error(`expected a text block, got ${JSON.stringify(result.content)}`);
  return block.text;
}

/** The sentences a result gives beside its JSON (every text block after the first), joined by spaces: what an agent reads of it. */
export function sentencesOf(result: CallToolResult): string {
  return result.content.slice(1).map((c) => (c.type === 'text' ? c.text : '')).join(' ');
}

/** A successful result's structured answer, checked against its JSON text block. */
export function structuredOf<T = Record<string, unknown>>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool answered an error: ${textOf(result)}`);
  const structured = result.structuredContent;
  if (!structured) throw new Error('no structuredContent');
  if (JSON.stringify(JSON.parse(textOf(result))) !== JSON.stringify(structured)) {
    throw new Error('the JSON text block differs from structuredContent');
  }
  return structured as T;
}

export function errorTextOf(result: CallToolResult): string {
  if (result.isError !== true) throw new Error(`expected isError, got ${JSON.stringify(result)}`);
  return textOf(result);
}
