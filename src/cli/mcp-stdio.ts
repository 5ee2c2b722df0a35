// `npm run mcp`: the MCP server over stdio, for clients that launch servers themselves. The
// protocol owns stdout, so every log line goes to stderr. Opens DATABASE_PATH read-only and,
// like `npm start`, builds the demo dataset there first when the file is missing.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/config.ts';
import { followStore } from './followed-store.ts';
import { assertDemoCanBeBuilt } from '../demo/writable-directory.ts';
import { serveMcpOverStdio } from '../mcp/index.ts';
import { commandLineOrStatus } from './command-line.ts';
import { buildUnlessStopped } from './demo-build-stopped.ts';
import { MCP_COMMAND_LINE } from './serving-command-lines.ts';

function log(message: string): void {
  process.stderr.write(`[mcp-stdio] ${message}\n`);
}

async function ensureDatabase(path: string): Promise<void> {
  if (existsSync(path)) return;
  // Before the line saying the build begins, which a path where it cannot be built used to get.
  assertDemoCanBeBuilt(path);
  // A client that gives up waiting for the build (many wait a minute at most) stops it: said, as the server says it.
  await buildUnlessStopped(path, () => buildDemo(path), (line) => log(line));
}

async function buildDemo(path: string): Promise<void> {
  // Absolute: the client chose the working directory, and a relative path names no place the operator knows.
  log(`${resolve(path)} does not exist: building the demo dataset there`);
  // Loaded only when needed: building the demo pulls in the importers.
  const { buildDemoDatabase } = await import('../demo/build.ts');
  // Nothing the build prints may reach stdout, which belongs to the protocol.
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  try {
    await buildDemoDatabase({ databasePath: path, log });
  } finally {
    process.stdout.write = write;
  }
}

async function main(): Promise<void> {
  // Before the store: --help, or an option it does not take, used to be ignored and stdio served.
  const asked = commandLineOrStatus(process.argv.slice(2), MCP_COMMAND_LINE, () => null);
  if ('status' in asked) {
    process.exitCode = asked.status;
    return;
  }
  // Only DATABASE_PATH and SANCTIONS_THRESHOLD are read here (SETTING_READERS): a wrong server or
  // import setting in the environment the client passes is said, not a reason to fail the client.
  const config = loadConfig(process.env, { command: 'mcp' });
  for (const { warning } of config.settingProblems) log(warning);
  await ensureDatabase(config.databasePath);
  // A client may keep this process for days: a store put at DATABASE_PATH meanwhile is answered from.
  const store = followStore(config.databasePath, config.sanctionsThreshold, {
    info: (_fields, msg) => log(msg),
    warn: (fields, msg) => log(fields.err instanceof Error ? `${msg}: ${fields.err.message}` : msg),
  });
  const { services } = store;
  const server = await serveMcpOverStdio({
    services,
    log,
    onError: (err) => log(`internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`),
  });
  log(`serving ${resolve(config.databasePath)} over stdio`);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await server.close();
    await store.close();
    process.exit(0);
  };
  // Stdin's end, once what it asked is answered: on 'end' alone the answers still being made were lost.
  void server.inputDone.then(shutdown);
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  log(`cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
