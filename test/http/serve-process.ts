// The server in its own process, on a free port, from its sources (src/cli/serve.js) or as
// `npm start` runs it (the bundle of scripts/build-server.ts): its JSON log lines are collected,
// and startServeProcess resolves once a "listening" line names the port.
import { spawn, type ChildProcess } from 'node:child_process';

const NODE = process.execPath;
/** src/cli/serve.js: the server from its sources. */
export const SERVE = new URL('../../src/cli/serve.js', import.meta.url).pathname;

export interface LogLine { msg?: string; port?: number; pid?: number; level?: unknown; [field: string]: unknown }

export interface ServeProcess extends SpawnedServe {
  url: string;
}

export interface SpawnedServe {
  pid: number;
  /** Every JSON line logged so far (stdout and stderr). */
  lines(): LogLine[];
  /** Every other non-empty line written so far (stdout and stderr). */
  otherLines(): string[];
  /** Resolves with the first line that `match` accepts, logged before or after this call. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Another user to run the server as (root spawning a process that its own rights don't reach). */
export interface RunAs { uid: number; gid: number }
/** Another working directory to run the server in (where a relative DATABASE_PATH is read from). */
export interface RunIn { cwd: string }

/** Starts `entry` and resolves once it listens. */
export async function startServeProcess(env: Record<string, string>, entry = SERVE, as?: RunAs | RunIn): Promise<ServeProcess> {
  const server = spawnServeProcess(env, entry, as);
  let listening: LogLine;
  try {
    listening = await server.waitFor((l) => l.msg === 'listening' && typeof l.port === 'number');
  } catch (err) {
    // No test holds it to stop it: a server left running (one slow to start on a loaded machine)
    // kept the test file's process, and the run, from ever ending.
    await server.stop('SIGKILL');
    throw err;
  }
  return { ...server, url: `http://127.0.0.1:${listening.port}` };
}

/** Starts `entry` without waiting for anything. */
export function spawnServeProcess(env: Record<string, string>, entry = SERVE, as?: RunAs | RunIn): SpawnedServe {
  const child: ChildProcess = spawn(NODE, [entry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const parsed: LogLine[] = [];
  const others: string[] = [];
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    const complete = output.split('\n');
    output = complete.pop() ?? '';
    for (const line of complete) {
      try {
        const value: unknown = line.startsWith('{') ? JSON.parse(line) : null;
        if (value !== null) parsed.push(value as LogLine);
        else if (line.trim() !== '') others.push(line);
      } catch {
        others.push(line);
      }
    }
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  const waitFor = (match: (line: LogLine) => boolean, timeoutMs = 30_000) => new Promise<LogLine>((resolve, reject) => {
    const check = () => {
      const found = parsed.find(match);
      if (!found) return;
      done();
      resolve(found);
    };
    const timer = setTimeout(() => { done(); reject(new Error(`no such log line within ${timeoutMs} ms:\n${parsed.map((l) => JSON.stringify(l)).join('\n')}`)); }, timeoutMs);
    const ended = () => { done(); reject(new Error(`server exited:\n${parsed.map((l) => JSON.stringify(l)).join('\n')}\n${output}`)); };
    const done = () => { clearTimeout(timer); waiters.delete(check); child.off('exit', ended); };
    waiters.add(check);
    child.once('exit', ended);
    check();
  });

  return {
    pid: child.pid!,
    lines: () => [...parsed],
    otherLines: () => [...others],
    waitFor,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
