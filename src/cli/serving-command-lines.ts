// The command lines of the two commands that serve (npm start and npm run mcp): neither takes an
// option, every setting being an environment variable, so each answers --help with its settings
// and exit statuses and refuses anything else, naming it, before it builds or opens a store.
import { SETTING_READERS, type Command } from '../config/config.ts';
import { commandLineOrStatus, type CommandLine } from './command-line.ts';

const settingsOf = (command: Command): string => Object.entries(SETTING_READERS)
  .filter(([, readers]) => (readers as readonly Command[]).includes(command)).map(([name]) => name).join(', ');

const SERVER_SETTINGS = settingsOf('server');
const MCP_SETTINGS = settingsOf('mcp');

export const SERVER_COMMAND_LINE: CommandLine = {
  usage: 'usage: [SETTING=value …] npm start   (node src/cli/serve.js from the sources); its settings are environment variables',
  help: `usage: [SETTING=value …] npm start   (node src/cli/serve.js from the sources)
  serves the REST API (/api/public/v1) and the MCP endpoint (/mcp) on one port, reading the store at
  DATABASE_PATH read-only; builds the demo dataset there first when the file does not exist
  it takes no option but --help: every setting is an environment variable
environment: ${SERVER_SETTINGS}
             (their defaults and values: docs/operations.md, "Running")
exit status: 0 stopped by SIGTERM or SIGINT once its requests were answered; 1 it could not start (one
             line names the setting, the store or the address at fault) or not stop cleanly;
             2 usage error (nothing started)`,
  options: {},
  takes: `the server takes no option but --help; its settings are environment variables: ${SERVER_SETTINGS}`,
};

export const MCP_COMMAND_LINE: CommandLine = {
  usage: 'usage: [SETTING=value …] npm run --silent mcp   (node src/cli/mcp-stdio.ts from the sources); its settings are environment variables',
  help: `usage: [SETTING=value …] npm run --silent mcp   (node src/cli/mcp-stdio.ts from the sources)
  serves the MCP tools over stdio (JSON-RPC on stdin and stdout, logs on stderr), reading the store at
  DATABASE_PATH read-only; builds the demo dataset there first when the file does not exist
  it takes no option but --help: every setting is an environment variable
environment: ${MCP_SETTINGS}
             (their defaults and values: docs/operations.md, "Running"; client configuration: docs/mcp.md)
exit status: 0 stdin closed, or stopped by SIGTERM or SIGINT; 1 it could not start (the line names why);
             2 usage error (nothing started)`,
  options: {},
  takes: `npm run mcp takes no option but --help; its settings are environment variables: ${MCP_SETTINGS}`,
};

/** The server's command line, read by serve.js before it loads the server: the status to end with, or null to serve. */
export function serverCommandLineStatus(argv: readonly string[]): number | null {
  const asked = commandLineOrStatus(argv, SERVER_COMMAND_LINE, () => null);
  return 'status' in asked ? asked.status : null;
}
