// A JSON log line on stderr, for what is logged before (or outside) a server's pino logger, with
// the fields pino's lines have (level by name, time, pid, hostname), so one parser reads both.
import { hostname } from 'node:os';

const HOST = hostname();

export function stderrLog(message: string, fields: Record<string, unknown> = {}, level: 'info' | 'warn' | 'error' = 'warn'): void {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: HOST, msg: message, ...fields })}\n`);
}

/**
 * One `warn` line per setting of `npm run import` that the import would refuse: a server does
 * not read them and starts with their defaults, but a typo there stops tonight's import, and the
 * start is when an operator reads the log.
 */
export function warnImportSettings(problems: readonly { variable: string; problem: string }[], fields: Record<string, unknown> = {}): void {
  for (const { variable, problem } of problems) {
    stderrLog(`npm run import will refuse ${variable} (not read by the server): ${problem}`, { ...fields, variable }, 'warn');
  }
}
