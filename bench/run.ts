// `npm run bench`: every figure of bench/README.md in one run on one machine.
//  1. the dataset: a cached national-size store (bench/out), built through the generator and the
//     import pipeline when missing; its search index rebuilt in full by the current code (timed);
//  2. the judged query set and the request lists, drawn from that store;
//  3. load: R0 (hello-world on the same Fastify stack), then each endpoint of the service under
//     wrk, then R0 again; time to the first answer and the server's RSS;
//  4. in-process: our search function per query class, and the peers
//     (MiniSearch, FlexSearch, naive LIKE) on the same names and queries, each in its own process;
//  5. results.json, the SVG chart and the generated section of bench/README.md.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { constants as osConstants, cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchUsageError, parseBenchArgs, USAGE, type BenchOptions } from './args.ts';
import { ensureStore } from './dataset/cache.ts';
import { codeVersion, importCodeChangedSince } from './code-version.ts';
import { openForReading } from '../src/store/open.ts';
import { buildQuerySet, type QuerySet } from './quality/query-set.ts';
import { buildRequestLists, ENDPOINTS, type RequestLists } from './load/requests.ts';
import { rps, runWrk, wrkAvailable, type WrkSummary } from './load/wrk.ts';
import { cpuSpentUs, descendantsOf, processMemory, processTreeMemory, serverCpu, startFloor, startHello, startService } from './load/server.ts';
import { warmStore } from './load/warm-store.ts';
import { medianRun, type Measured } from './load/measured.ts';
import type { EngineRun } from './quality/engine-run.ts';
import { typoEquivalence } from './quality/typo-equivalence.ts';
import { judgeRun, type EngineFigures } from './report/quality.ts';
import type { BenchResults, LoadFigure, MachineInfo, TwoWorkersFigures } from './report/results.ts';
import { checkTargets } from './report/targets.ts';
import { latencyChart } from './report/chart.ts';
import { renderSection, updateReadme } from './report/readme.ts';
import { PARTIAL_FILE, removePartial, writePartial, type PartialResults } from './report/partial.ts';

const ENGINE_RUNNER = fileURLToPath(new URL('./quality/run-engine.ts', import.meta.url));
const log = (line: string) => process.stderr.write(`bench: ${line}\n`);

function machineInfo(db: { prepare(sql: string): { get(): unknown } }): Omit<MachineInfo, 'wrk' | 'loadAverageEnd'> {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.versions.node,
    sqlite: (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v,
    loadAverageStart: loadavg(),
  };
}

function wrkVersion(): Promise<string | null> {
  if (!wrkAvailable()) return Promise.resolve(null);
  return new Promise((resolve) => execFile('/usr/bin/wrk', ['--version'], (_err, stdout, stderr) => {
    resolve(`${stdout}${stderr}`.split('\n')[0]?.split(' Copyright')[0]?.trim() || 'wrk');
  }));
}


function figure(name: string, { wrk: s, serverCpuUs, cpuUsRuns }: Measured, r0: number): LoadFigure {
  return {
    ...(cpuUsRuns === undefined ? {} : { cpuUsRuns }),
    bytesPerRequest: s.requests > 0 ? s.bytes / s.requests : 0,
    cpuUsPerRequest: serverCpuUs !== null && s.requests > 0 ? serverCpuUs / s.requests : null,
    name, rps: rps(s), p50: s.p50 / 1000, p90: s.p90 / 1000, p99: s.p99 / 1000, max: s.max / 1000, ratio: r0 > 0 ? rps(s) / r0 : Number.NaN,
    requests: s.requests, non2xx: s.non2xx, errors: s.connectErrors + s.readErrors + s.writeErrors + s.timeouts, paths: s.paths,
  };
}

/**
 * Every wrk run's figures as it ended, in the order run, and what to do once one is added (write
 * the partial file): a national load phase lasts 40 minutes and more, and one stopped in it kept
 * nothing but its log.
 */
const loadRuns: LoadFigure[] = [];
let loadRunAdded: () => void = () => {};

async function measure(server: { url: string; pid: number }, paths: string[], file: string, opts: BenchOptions, label: string): Promise<Measured> {
  const run = (seconds: number) => runWrk({ url: server.url, paths, pathsFile: file, seconds, connections: opts.connections });
  if (opts.warmup > 0) await run(opts.warmup);
  const cpuBefore = serverCpu(server.pid);
  const wrk = await run(opts.seconds);
  const cpuAfter = serverCpu(server.pid);
  const measured = { wrk, serverCpuUs: cpuBefore === null || cpuAfter === null ? null : cpuSpentUs(cpuBefore, cpuAfter) };
  // The first run is R0's: each run's ratio is to it, the only R0 measured by then. On disk before
  // the log says it, so that a run stopped once the log said a figure has it in the file too.
  loadRuns.push(figure(label, measured, loadRuns[0]?.rps ?? rps(wrk)));
  loadRunAdded();
  log(`measured: ${measuredLine(label, measured)}`);
  return measured;
}

/** One run's figures as the log says them, so that a run stopped before its end still told them. */
function measuredLine(label: string, { wrk: s, serverCpuUs }: Measured): string {
  const cpu = serverCpuUs === null || s.requests === 0 ? '' : `, ${(serverCpuUs / s.requests).toFixed(0)} µs server CPU a request`;
  const failed = s.non2xx + s.connectErrors + s.readErrors + s.writeErrors + s.timeouts;
  return `${label}: ${rps(s).toFixed(0)} req/s, p50 ${(s.p50 / 1000).toFixed(2)} ms, p99 ${(s.p99 / 1000).toFixed(2)} ms${cpu}${failed > 0 ? `, ${failed} not answered 2xx` : ''}`;
}

async function loadPhase(store: string, lists: RequestLists, work: string, opts: BenchOptions): Promise<BenchResults['load']> {
  const skipped = opts.noLoad ? 'skipped by --no-load' : wrkAvailable() ? null : '/usr/bin/wrk is not installed (apt-get install wrk)';
  if (skipped !== null) {
    log(`load: ${skipped}`);
    const svc = await startService(store, lists.details[0]!);
    const memory = processMemory(svc.pid);
    await svc.stop();
    return { skipped, r0: { before: null, after: null, rps: Number.NaN }, endpoints: [], floors: [], serverRssBytes: memory?.rss ?? null, serverPeakRssBytes: memory?.peak ?? null, firstAnswerMs: svc.firstAnswerMs, twoWorkers: null };
  }
  const helloRun = async (workers = 1) => {
    const hello = await startHello(workers);
    try {
      return await measure(hello, ['/hello'], join(work, 'hello.txt'), opts, workers === 1 ? 'R0 hello-world' : `R0 hello-world, ${workers} processes`);
    } finally {
      await hello.stop();
    }
  };
  log('load: R0 (hello-world)');
  const before = await helloRun();
  const { summaries, memory, firstAnswerMs } = await serviceRuns('service', 1, store, lists, work, opts);
  // The same stack answering one real answer of each endpoint, read once: the endpoint's floor.
  const samples = Object.fromEntries(ENDPOINTS.map((e) => [e, lists[e][0]!]));
  const floor = await startFloor(store, samples);
  let floors: Array<[string, Measured]> = [];
  try {
    floors = await measureEndpoints('floor', floor, lists, work, opts, null);
  } finally {
    await floor.stop();
  }
  log('load: R0 again');
  const after = await helloRun();
  const r0 = (rps(before.wrk) + rps(after.wrk)) / 2;
  const twoWorkers = await twoWorkersPass(store, lists, work, opts, helloRun);
  return {
    skipped: null,
    r0: { before: figure('R0 hello-world (before)', before, r0), after: figure('R0 hello-world (after)', after, r0), rps: r0 },
    endpoints: summaries.map(([name, s]) => figure(name, s, r0)),
    floors: floors.map(([name, s]) => figure(name, s, r0)),
    serverRssBytes: memory?.rss ?? null,
    serverPeakRssBytes: memory?.peak ?? null,
    firstAnswerMs,
    twoWorkers,
  };
}

/** The service (WORKERS=`workers`) measured on every endpoint, then its memory: the process and its workers. */
async function serviceRuns(label: string, workers: number, store: string, lists: RequestLists, work: string, opts: BenchOptions) {
  warmStore(store);
  const svc = await startService(store, lists.details[0]!, workers);
  log(`load: ${label}: answered after ${svc.firstAnswerMs.toFixed(0)} ms`);
  try {
    const summaries = await measureEndpoints(label, svc, lists, work, opts, () => warmStore(store));
    return { summaries, memory: processTreeMemory(svc.pid), firstAnswerMs: svc.firstAnswerMs };
  } finally {
    await svc.stop();
  }
}

/**
 * The same load with WORKERS=2 (two server processes on one port, src/cli/serve-primary.ts) beside
 * R0 of two hello-world processes: what the second core adds. wrk's one thread shares the two cores
 * with them. Reported beside the targets, which are checked on the single process `npm start` runs.
 */
async function twoWorkersPass(
  store: string, lists: RequestLists, work: string, opts: BenchOptions, helloRun: (workers: number) => Promise<Measured>,
): Promise<TwoWorkersFigures> {
  log('load: two workers: R0 (two hello-world processes)');
  const hello = await helloRun(2);
  const { summaries, memory } = await serviceRuns('two workers', 2, store, lists, work, opts);
  const r0 = rps(hello.wrk);
  return {
    r0: figure('R0 hello-world, two processes', hello, r0),
    endpoints: summaries.map(([name, s]) => figure(name, s, r0)),
    serverRssBytes: memory?.rss ?? null,
  };
}

/**
 * Every endpoint once, unmeasured, then each measured (a warm-up run, then the run). A fresh
 * process answers its first seconds of load with tails of 100-400 ms whatever it serves (the
 * bare stack with constant answers too: code paths run for the first time and get optimised).
 */
async function measureEndpoints(
  label: string, server: { url: string; pid: number }, lists: RequestLists, work: string, opts: BenchOptions, beforeEach: (() => number) | null,
): Promise<Array<[string, Measured]>> {
  if (opts.warmup > 0) {
    log(`load: ${label}: warming up every endpoint of the fresh process`);
    for (const endpoint of ENDPOINTS) {
      await runWrk({ url: server.url, paths: lists[endpoint], pathsFile: join(work, `${endpoint}.txt`), seconds: opts.warmup + 1, connections: opts.connections });
    }
  }
  // Round after round of every endpoint, so that a busy minute of the machine falls on one round of each.
  const runs = new Map<string, Measured[]>();
  for (let round = 1; round <= opts.loadRounds; round++) {
    for (const endpoint of ENDPOINTS) {
      const warmed = beforeEach === null ? '' : `; store read into the page cache in ${(beforeEach() / 1000).toFixed(1)} s`;
      const of = opts.loadRounds > 1 ? `, round ${round} of ${opts.loadRounds}` : '';
      log(`load: ${label}: ${endpoint} (${lists[endpoint].length} distinct requests${warmed}${of})`);
      runs.set(endpoint, [...(runs.get(endpoint) ?? []), await measure(server, lists[endpoint], join(work, `${endpoint}.txt`), opts, `${label}: ${endpoint}`)]);
    }
  }
  return ENDPOINTS.map((endpoint) => [endpoint, medianRun(runs.get(endpoint)!)]);
}

function runEngine(args: string[], heapMb: number): Promise<EngineRun> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [`--max-old-space-size=${heapMb}`, '--expose-gc', ENGINE_RUNNER, ...args], { maxBuffer: 1 << 28 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`engine ${args[1]} failed: ${err.message}\n${stderr.slice(-2000)}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as EngineRun);
    });
  });
}

async function enginePhase(
  store: string, set: QuerySet, queriesFile: string, opts: BenchOptions, buildMs: number, measuredSoFar: (engines: EngineFigures[]) => void,
): Promise<EngineFigures[]> {
  const db = openForReading(store);
  const equivalent = typoEquivalence(db, set);
  const common = ['--store', store, '--queries', queriesFile, '--rounds', String(opts.rounds)];
  // The JS indexes hold every name, address and number: several GB at national size.
  const peerHeap = Math.max(2048, Math.ceil(opts.scale * 16_000));
  const out: EngineFigures[] = [];
  for (const [engine, extra, heap] of [
    // The peers run one timed round: at national size a fuzzy MiniSearch query costs ~100× ours.
    ['ours', [], 2048], ['minisearch', ['--rounds', '1'], peerHeap], ['flexsearch', ['--rounds', '1'], peerHeap],
    ['like', ['--sample', String(opts.likeSample), '--rounds', '1'], 2048],
  ] as const) {
    log(`engines: ${engine}`);
    try {
      const run = await runEngine(['--engine', engine, ...common, ...extra], heap);
      out.push(judgeRun(set, run, engine === 'ours' ? buildMs : undefined, equivalent));
      measuredSoFar(out);
    } catch (err) {
      log(`engines: ${engine} failed: ${(err as Error).message}`);
    }
  }
  db.close();
  return out;
}

/**
 * The run's work folder (the query set, wrk's request lists) while it runs: the end of main removes
 * it, and a stop by a signal, whose process.exit skips main's finally, removes it too.
 */
let workFolder: string | null = null;

async function main(): Promise<void> {
  const opts = parseBenchArgs(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const { path: store, info, cached } = await ensureStore({ dir: opts.storeDir, seed: opts.seed, scale: opts.scale, rebuild: opts.rebuild, log });
  log(`store ${store}: ${info.counts.companiesTotal} companies${cached ? ' (cached)' : ''}`);
  const importCodeChanged = cached ? importCodeChangedSince(info.builtBy) : [];
  if (importCodeChanged === null || importCodeChanged.length > 0) {
    log(`the cached store was imported by ${info.builtBy ? `commit ${info.builtBy}` : 'a commit not recorded'}`
      + `${importCodeChanged ? `, and ${importCodeChanged.length} import-code files have changed since` : ''}: --rebuild imports it with this code`);
  }
  // First, so that every later phase (load included) reads the index the current code writes.
  log('our search index: full rebuild of the four countries (kept in the store)');
  let buildMs = Number.NaN;
  try {
    buildMs = (await runEngine(['--engine', 'ours-build', '--store', store], 4096)).buildMs;
  } catch (err) {
    log(`our index rebuild failed, the store's index is measured as built: ${(err as Error).message}`);
  }
  const work = mkdtempSync(join(tmpdir(), 'registry-bench-'));
  workFolder = work;
  try {
    const db = openForReading(store);
    const machine = machineInfo(db);
    log('query set and request lists');
    const set = buildQuerySet(db, { seed: opts.seed, perClass: opts.perClass });
    const lists = buildRequestLists(db, set, { seed: opts.seed, size: opts.quick ? 1000 : 5000, now: new Date() });
    db.close();
    const queriesFile = join(work, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(set));

    const wrk = await wrkVersion();
    const sofar = (load: BenchResults['load'] | null, engines: EngineFigures[]): Omit<PartialResults, 'writtenAt'> => ({
      startedAt,
      options: { scale: opts.scale, seed: opts.seed, quick: opts.quick, seconds: opts.seconds, warmup: opts.warmup, connections: opts.connections, perClass: opts.perClass, rounds: opts.rounds, likeSample: opts.likeSample, loadRounds: opts.loadRounds },
      machine: { ...machine, wrk, loadAverageEnd: loadavg() },
      code: codeVersion(),
      dataset: { ...info, cached, importCodeChanged },
      load,
      loadRuns: [...loadRuns],
      engines,
      measured: [...(load === null ? [] : ['load']), ...engines.map((e) => `engine ${e.engine}`)],
    });
    loadRunAdded = () => writePartial(opts.outDir, sofar(null, []));
    const load = await loadPhase(store, lists, work, opts);
    loadRunAdded = () => {};
    writePartial(opts.outDir, sofar(load, []));
    log(`load measured: ${join(opts.outDir, PARTIAL_FILE)} holds its figures until the run ends`);
    const engines = await enginePhase(store, set, queriesFile, opts, buildMs, (done) => writePartial(opts.outDir, sofar(load, done)));
    const { measured: _measured, loadRuns: _loadRuns, ...whole } = sofar(load, engines);
    const results: BenchResults = { ...whole, load, finishedAt: new Date().toISOString() };
    const checks = checkTargets(results);
    mkdirSync(opts.outDir, { recursive: true });
    writeFileSync(join(opts.outDir, 'results.json'), `${JSON.stringify({ ...results, targets: checks }, null, 2)}\n`);
    removePartial(opts.outDir);
    const chart = join(opts.outDir, 'latency.svg');
    writeFileSync(chart, latencyChart(results));
    if (opts.readme !== null) {
      updateReadme(opts.readme, renderSection(results, checks, relative(dirname(opts.readme), chart)));
      log(`README refreshed: ${opts.readme}`);
    }
    for (const c of checks) log(`${c.ok ? 'holds' : 'MISSED'}: ${c.target}: ${c.measured}${c.miss ? ` (${c.miss})` : ''}`);
    log(`results: ${join(opts.outDir, 'results.json')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    workFolder = null;
  }
}

// Stopped by a signal to it alone (`kill PID`, a supervisor's SIGTERM, a Ctrl-C that reaches it
// alone, the SIGHUP of the terminal it ran in, closed), the bench ended and the servers, wrk and
// engine runs it had started ran on, reparented away from it; they are ended first, killed as
// nothing of theirs is kept. Handled each time: a second signal while it ends them left them
// running again. process.exit skips main's finally, and each stopped run left its work folder in
// the temp folder: removed here, once what it started is killed. Its log lines to a closed
// terminal are lost, and the handler goes on to its end all the same.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`stopped by ${signal}: ending what it started`);
    for (const pid of descendantsOf(process.pid)) {
      try { process.kill(pid, 'SIGKILL'); } catch { /* ended meanwhile */ }
    }
    if (workFolder !== null) {
      try {
        rmSync(workFolder, { recursive: true, force: true });
        log(`stopped by ${signal}: its work folder ${workFolder} removed`);
      } catch (err) {
        log(`stopped by ${signal}: its work folder ${workFolder} is left: ${(err as Error).message}`);
      }
      workFolder = null;
    }
    process.exit(128 + osConstants.signals[signal]);
  });
}

main().catch((err: unknown) => {
  if (err instanceof BenchUsageError) {
    log(err.message);
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  log(err instanceof Error ? err.stack ?? err.message : String(err));
  process.exit(1);
});
