// MCP over stdio for clients that launch the server themselves (Claude Desktop, IDEs). stdout
// carries the protocol, so nothing else may write to it. No rate limit: the client is local.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Services } from '../services/index.ts';
import { createMcpServer } from './server.ts';

export async function serveMcpOverStdio(deps: { services: Services; onError?: (err: unknown) => void }): Promise<{ close(): Promise<void> }> {
  const server = createMcpServer({ services: deps.services, onError: deps.onError });
  const transport = new StdioServerTransport();
  await server.connect(transport);
  return { close: () => server.close() };
}
