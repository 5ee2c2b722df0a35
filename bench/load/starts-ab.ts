// The first answer after start, two trees compared: their bundles (`npm start`'s dist/server,
// built first, outside the clock) are started in turn on one store, A B, B A, A B…, and each is
// timed from spawn to its first 200 of a details request (a request every 5 ms, as
// bench/load/server.ts's measure), with the CPU the server had used by then, and by the time its
// port opened and its first request arrived (start-marks.cjs).
//   node bench/load/starts-ab.ts --a <tree> --b <tree> --store <file> [--starts 8] [--path <path>] [--cold-cache]
// The store is only read. Medians and ranges of each; on a busy machine compare the CPU figures.
// --cold-cache gives each start an empty compile cache (NODE_COMPILE_CACHE): the first start of a
// new bundle, as after a deploy. Without it, the starts share the machine's cache, which holds what
// the first start of each bundle compiled.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startScriptEnv } from './server.ts';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' },
  starts: { type: 'string', default: '8' }, 'cold-cache': { type: 'boolean', default: false }, path: { type: 'string', default: '/api/public/v1/companies/40000189559?country=LV' },
} });
if (!values.a || !values.b || !values.store) {
  process.stderr.write('usage: node bench/load/starts-ab.ts --a DIR --b DIR --store FILE [--starts N] [--path PATH] [--cold-cache]\n');
  process.exit(2);
}
const trees = { A: resolve(values.a), B: resolve(values.b) };
const MARKS = join(import.meta.dirname, 'start-marks.cjs');

for (const tree of Object.values(trees)) {
  const { buildServer } = await import(join(tree, 'scripts', 'build-server.ts')) as typeof import('../../scripts/build-server.ts');
  await buildServer(join(tree, 'dist', 'server'), tree);
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => done(port)); });
  });
}

interface Start { wallMs: number; cpuMs: number; listeningCpuMs: number; requestCpuMs: number }

async function start(tree: string): Promise<Start> {
  if (!values['cold-cache']) return startWith(tree, {});
  const dir = mkdtempSync(join(tmpdir(), 'starts-ab-cache-'));
  try {
    return await startWith(tree, { NODE_COMPILE_CACHE: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startWith(tree: string, cache: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--require', MARKS, join('dist', 'server', 'serve.js')], {
    cwd: tree,
    env: { ...process.env, ...startScriptEnv(tree), ...cache, DATABASE_PATH: values.store, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1', WORKERS: '1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk; });
  let status = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${tree}: the server exited: ${stderr}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}${values.path}`);
      await r.arrayBuffer();
      if (r.status === 200) break;
      status = r.status;
    } catch { /* not listening yet */ }
    // Not an answer still to come: the default path names a company of one generated store.
    if (status === 404) {
      child.kill('SIGTERM');
      throw new Error(`${values.path} is not in ${values.store} (404): pass --path with a company it holds`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const wallMs = Math.round(performance.now() - t0);
  await new Promise<void>((done) => { child.once('exit', () => done()); child.kill('SIGTERM'); });
  const marks = JSON.parse(/START-MARKS (.*)/.exec(stderr)![1]!);
  return { wallMs, cpuMs: marks.answer.cpuMs, listeningCpuMs: marks.listening.cpuMs, requestCpuMs: marks.answer.cpuMs - marks.request.cpuMs };
}

const runs: Record<'A' | 'B', Start[]> = { A: [], B: [] };
for (let i = 0; i < Number(values.starts); i++) {
  for (const k of (i % 2 === 0 ? ['A', 'B'] : ['B', 'A']) as ('A' | 'B')[]) runs[k].push(await start(trees[k]));
}
const median = (x: number[]) => {
  const s = [...x].sort((p, q) => p - q);
  return s.length % 2 ? s[(s.length - 1) / 2]! : Math.round((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
};
const summary = (x: number[]) => `${median(x)} (${Math.min(...x)}–${Math.max(...x)})`;
for (const k of ['A', 'B'] as const) {
  const r = runs[k];
  console.log(`${k} ${trees[k]}: first 200 after ${summary(r.map((s) => s.wallMs))} ms; CPU by then ${summary(r.map((s) => s.cpuMs))} ms, `
    + `by listening ${summary(r.map((s) => s.listeningCpuMs))} ms, for the first request ${summary(r.map((s) => s.requestCpuMs))} ms`);
}
