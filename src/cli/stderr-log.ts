// A JSON log line on stderr, for what is logged before (or outside) a server's pino logger, with
// the fields pino's lines have (level by name, time, pid, hostname), so one parser reads both.
import { hostname } from 'node:os';

const HOST = hostname();

export function stderrLog(message: string, fields: Record<string, unknown> = {}, level: 'info' | 'warn' | 'error' = 'warn'): void {
  process.stderr.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: HOST, msg: message, ...fields })}\n`);
}

/**
 * One `warn` line per setting the server does not read that another command would refuse (an
 * IMPORT_ setting): the server starts with its default, but a typo there stops tonight's import,
 * and the start is when an operator reads the log.
 */
export function warnUnreadSettings(problems: readonly { variable: string; warning: string }[], fields: Record<string, unknown> = {}): void {
  for (const { variable, warning } of problems) stderrLog(warning, { ...fields, variable }, 'warn');
}
