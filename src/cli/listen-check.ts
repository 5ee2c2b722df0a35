// Whether the server can listen at HOST and PORT, asked before a first start builds the demo
// dataset: a mistyped HOST, an address this machine lacks or a port in use was refused only once
// the build was done, half a minute after a start that could have failed in a second.
import { createServer } from 'node:net';

/** The one line a listen that failed ends the start with: Node names the address, not the setting. */
export function cannotListen(host: string, port: number, err: unknown): Error {
  return new Error(`HOST=${host} PORT=${port}: cannot listen there: ${(err as Error).message}`);
}

/**
 * Opens a listening socket at HOST and PORT and closes it again, throwing cannotListen's error
 * when it cannot be opened. The server's own listen comes after the build; what could change
 * meanwhile (another process taking the port) is still said then.
 */
export async function assertCanListen(host: string, port: number): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (err) {
    throw cannotListen(host, port, err);
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
