// MCP over stdio for clients that launch the server themselves (Claude Desktop, IDEs). stdout
// carries the protocol, so nothing else may write to it. No rate limit: the client is local.
import type { Services } from '../services/index.ts';
import { createMcpServer } from './server.ts';
import { StdioLineTransport } from './stdio-transport.ts';

export interface StdioDeps {
  services: Services;
  /** Told about internal failures (a tool still answers the model with an error result). */
  onError?: (err: unknown) => void;
  /** Writes one line to stderr: a stdin line that could not be read, a protocol error. */
  log: (message: string) => void;
}

/** The server over stdio: inputDone settles once stdin has ended and what it asked is answered. */
export async function serveMcpOverStdio(deps: StdioDeps): Promise<{ close(): Promise<void>; inputDone: Promise<void> }> {
  const server = createMcpServer({ services: deps.services, onError: deps.onError });
  // Errors of the protocol layer (a response to no request, a handler that failed) are
  // otherwise dropped; the operator reads them in the client's log of the server's stderr.
  server.server.onerror = (err) => deps.log(`protocol error: ${err.message}`);
  const transport = new StdioLineTransport(process.stdin, process.stdout, deps.log);
  await server.connect(transport);
  return { close: () => server.close(), inputDone: transport.inputDone };
}
