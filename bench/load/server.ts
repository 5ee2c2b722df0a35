// A server under test as its own process (wrk and the server each get a core): the service as
// `npm start` runs it (the bundle of scripts/build-server.ts, with RATE_LIMITS=off) or the
// hello-world stack. Measures the time from spawn to the first 200 answer and reads the
// process's memory from /proc.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { BUNDLE_DIR, BUNDLE_ENTRY, buildServer } from '../../scripts/build-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NODE = process.execPath;

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 answer of `readyPath`. */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Resident and peak resident memory of a process, bytes (Linux /proc). */
export function processMemory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 'NaN') * 1024;
    const memory = { rss: kb('VmRSS'), peak: kb('VmHWM') };
    // A process that has exited and not yet been reaped (a zombie) has no VmRSS line: it holds no memory.
    return Number.isFinite(memory.rss) && Number.isFinite(memory.peak) ? memory : null;
  } catch {
    return null;
  }
}

/**
 * The fields of /proc/PID/stat after the command name (which is in parentheses and may hold
 * spaces): [0] state, [1] parent pid, [11] user and [12] system CPU time in clock ticks.
 */
export function procStatFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The children of each process running, by its parent's pid. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(procStatFields(entry)[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch { /* gone meanwhile */ }
  }
  return children;
}

/** A process and its children (the workers of a primary). */
function processTree(pid: number): number[] {
  return [pid, ...(childrenByParent().get(pid) ?? [])];
}

/** Every process below `pid`: its children, theirs, and so on (a server, its workers, wrk). */
export function descendantsOf(pid: number): number[] {
  const children = childrenByParent();
  const found: number[] = [];
  for (let next = children.get(pid) ?? []; next.length > 0; next = next.flatMap((p) => children.get(p) ?? [])) found.push(...next);
  return found;
}

let ticksPerSecond: number | null = null;
/** The unit of /proc's CPU times (USER_HZ: 100 on the kernels we know, asked of the system all the same). */
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU ticks (user + system) of each process of a server, by pid: see serverCpu. */
export type CpuReading = Map<number, number>;

/** A worker Node's cluster forked: its environment holds the NODE_UNIQUE_ID the primary gave it. */
const clusterWorker = (pid: number) => /(^|\0)NODE_UNIQUE_ID=/.test(readFileSync(`/proc/${pid}/environ`, 'latin1'));

/**
 * The CPU time, user + system, each process of a server has spent so far: the process and its
 * cluster workers (WORKERS=2), not its other children (the store's page check, which reads the
 * whole store once after the start); null where /proc cannot be read. cpuSpentUs of two readings
 * around a wrk run, divided by the requests wrk counted, is the server's CPU a request: it counts
 * the time the server ran, not the time it waited for a core, so it moves much less than req/s
 * when other processes take the core (which on a shared machine moves req/s by up to ×2).
 */
export function serverCpu(pid: number): CpuReading | null {
  const reading: CpuReading = new Map();
  for (const each of processTree(pid)) {
    try {
      if (each !== pid && !clusterWorker(each)) continue;
      const fields = procStatFields(each);
      reading.set(each, Number(fields[11]) + Number(fields[12]));
    } catch { /* gone meanwhile */ }
  }
  return reading.has(pid) ? reading : null;
}

/** µs of CPU spent between two readings, by the processes present at both (a worker replaced meanwhile is left out). */
export function cpuSpentUs(before: CpuReading, after: CpuReading): number {
  let ticks = 0;
  for (const [pid, t] of after) {
    const t0 = before.get(pid);
    if (t0 !== undefined) ticks += t - t0;
  }
  return (ticks * 1e6) / clockTicks();
}

/** Resident memory of a process and its children (the workers of a primary), bytes (Linux /proc). */
export function processTreeMemory(pid: number): { rss: number; peak: number } | null {
  const [own, ...children] = processTree(pid).map(processMemory);
  if (own === null || own === undefined) return null;
  // A child that ended between the listing and the read (a short-lived helper process of the
  // server) holds no memory: counted as none, where it made the whole figure null, and the bench's
  // smoke test failed on a machine busy enough to catch one ending.
  const each = [own, ...children.filter((m) => m !== null)];
  return { rss: each.reduce((a, m) => a + m.rss, 0), peak: each.reduce((a, m) => a + m.peak, 0) };
}

async function waitForOk(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}: ${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms: ${output()}`);
}

function startProcess(script: string, env: Record<string, string>, readyPath: string, port: number, cwd = ROOT): Promise<RunningServer> {
  const t0 = performance.now();
  const child = spawn(NODE, [script], { cwd, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
  return waitForOk(url + readyPath, child, () => output, 60_000).then(
    () => ({ url, pid: child.pid!, firstAnswerMs: performance.now() - t0, stop }),
    async (err: unknown) => { await stop(); throw err; },
  );
}

/**
 * The variables package.json's start script gives the server where the environment has none
 * (`NAME=${NAME:-value}`: glibc's MALLOC_ARENA_MAX), read from the script so that the bench runs
 * the server as `npm start` does without a second copy of the values (`root`: the tree whose script).
 */
export function startScriptEnv(root = ROOT): Record<string, string> {
  const start: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const env: Record<string, string> = {};
  for (const [, name, value] of start.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g)) env[name!] = process.env[name!] ?? value!;
  return env;
}

/**
 * The service on `databasePath` as `npm start` runs it, rate limits off, warnings only in its log;
 * `workers` as WORKERS. The bundle is built (or found up to date) before the clock starts.
 */
export async function startService(databasePath: string, readyPath: string, workers = 1): Promise<RunningServer> {
  await buildServer();
  const port = await freePort();
  return startProcess(relative(ROOT, join(BUNDLE_DIR, BUNDLE_ENTRY)), {
    ...startScriptEnv(), DATABASE_PATH: databasePath, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1', WORKERS: String(workers),
  }, readyPath, port);
}

/**
 * The service of another tree (a worktree of another commit) from its sources, as
 * `node src/cli/serve-main.ts` runs it, rate limits off, on `port` or a free one: bench/load-ab.ts.
 */
export async function startTree(root: string, databasePath: string, readyPath: string, port?: number): Promise<RunningServer> {
  return startProcess(join(root, 'src/cli/serve-main.ts'), {
    DATABASE_PATH: databasePath, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
  }, readyPath, port ?? await freePort(), root);
}

/** The service's stack answering one real answer of each endpoint (bench/floor-server.ts). */
export async function startFloor(databasePath: string, samples: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  return startProcess('bench/floor-server.ts', { DATABASE_PATH: databasePath, SAMPLES: JSON.stringify(samples) }, '/healthz', port);
}

export async function startHello(workers = 1): Promise<RunningServer> {
  const port = await freePort();
  return startProcess('bench/hello-server.ts', { WORKERS: String(workers) }, '/hello', port);
}

/** bench/body-server.ts: the ways of sending a 2 KB answer that bench/body-encoding.ts compares. */
export async function startBodyServer(): Promise<RunningServer> {
  const port = await freePort();
  return startProcess('bench/body-server.ts', {}, '/bytes/latin1', port);
}
