// The benchmark harness at a tiny size: `npm run bench` end to end on a store of about 1,800
// companies, with 1 s wrk runs. It asserts that every figure of the report is produced and
// well-formed, never how fast anything is (timings on a shared CI machine mean nothing).
import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '../../bench/load/requests.ts';
import { wrkAvailable } from '../../bench/load/wrk.ts';
import { BROAD_QUERIES, JUDGED_CLASSES } from '../../bench/quality/query-set.ts';
import { ENGINES } from '../../bench/peers/engines.ts';
import { END, START } from '../../bench/report/readme.ts';
import { LOAD_TARGETS } from '../../bench/report/targets.ts';
import type { BenchResults } from '../../bench/report/results.ts';
import { PARTIAL_FILE, type PartialResults } from '../../bench/report/partial.ts';
import { endGroup, runningInGroup, spawnSyncGroup } from '../helpers/process-group.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
// One folder for both tests: the second run reuses the store the first one built.
const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const TINY = ['bench/run.ts', '--scale', '0.001', '--seconds', '1', '--warmup', '0', '--per-class', '6', '--rounds', '1', '--like-sample', '2', '--store-dir', join(dir, 'stores')];

test('npm run bench produces every figure, the chart and the README section at a tiny size', { timeout: 240_000 }, (t) => {
  const readme = join(dir, 'README.md');
  writeFileSync(readme, '# Benchmarks\n\n## Import: kept as written\n\ntext\n');
  const load = wrkAvailable();
  if (!load) t.diagnostic('/usr/bin/wrk is absent: the load runs are skipped, the rest is checked');
  // Its server and wrk in its group, ended with it: stopped by the timeout alone, the bench left them running.
  const run = spawnSyncGroup(process.execPath, [...TINY, '--load-rounds', '2', '--out', join(dir, 'results'), '--readme', readme], { cwd: ROOT, encoding: 'utf8', timeout: 230_000 });
  assert.equal(run.status, 0, `bench failed:\n${run.stderr.slice(-4000)}`);
  assert.deepEqual(run.left, [], 'the bench stopped its servers and wrk');
  // Each wrk run's figures are in the log as measured, and the partial file is gone once results.json is written.
  if (load) for (const label of ['R0 hello-world', ...ENDPOINTS.map((e) => `service: ${e}`)]) assert.match(run.stderr, new RegExp(`^bench: measured: ${label}: \\d+ req/s, p50 [\\d.]+ ms, p99 [\\d.]+ ms`, 'm'), label);
  assert.ok(!existsSync(join(dir, 'results', PARTIAL_FILE)), 'no partial file after a whole run');

  const results = JSON.parse(readFileSync(join(dir, 'results', 'results.json'), 'utf8')) as BenchResults & { targets: Array<{ target: string; ok: boolean; measured: string }> };
  assert.ok(results.dataset.counts.companiesTotal > 1000, 'the tiny store holds the companies of all four countries');
  for (const c of ['LV', 'EE', 'LT', 'FI']) assert.ok((results.dataset.counts.companies[c] ?? 0) > 0, `companies of ${c}`);
  assert.ok(results.dataset.counts.personRoles > 0 && results.dataset.counts.financialRows > 0);
  // Built in this run: it names the commit that imported it, and needs no note on older import code.
  assert.equal(results.dataset.cached, false);
  assert.deepEqual(results.dataset.importCodeChanged, []);
  assert.equal(results.dataset.builtBy, results.code.commit, 'the store names the commit that imported it');
  assert.ok(finite(results.load.firstAnswerMs), 'time to the first answer');
  assert.ok(finite(results.load.serverRssBytes) && results.load.serverRssBytes! > 0, 'server RSS');

  if (load) {
    assert.equal(results.load.skipped, null);
    assert.ok(finite(results.load.r0.rps) && results.load.r0.rps > 0, 'R0');
    assert.deepEqual(results.load.endpoints.map((e) => e.name), [...ENDPOINTS]);
    // The server's CPU a request, beside req/s, of R0 and of every endpoint, floor and two-worker run
    // (/proc counts in ticks of 10 ms: a 1 s run on a busy machine may answer too few requests to
    // fill one, so 0 is well-formed).
    const cpuOf = [results.load.r0.before!, results.load.r0.after!, ...results.load.endpoints, ...results.load.floors,
      results.load.twoWorkers!.r0, ...results.load.twoWorkers!.endpoints];
    for (const e of cpuOf) {
      assert.ok(finite(e.cpuUsPerRequest) && e.cpuUsPerRequest! >= 0, `${e.name}: server CPU µs a request ${e.cpuUsPerRequest} over ${e.requests} requests`);
    }
    for (const e of results.load.endpoints) {
      for (const field of ['rps', 'p50', 'p90', 'p99', 'ratio'] as const) assert.ok(finite(e[field]) && e[field] > 0, `${e.name} ${field}`);
      assert.ok(e.p50 <= e.p90 && e.p90 <= e.p99, `${e.name}: p50 ≤ p90 ≤ p99`);
      assert.equal(e.non2xx + e.errors, 0, `${e.name}: every request answered 2xx`);
    }
    // Each endpoint measured in two rounds, every endpoint in turn: its row is the round of the lower
    // CPU a request (the lower median of two), both rounds' beside it, and the README gives their range.
    assert.match(run.stderr, /^bench: load: service: sanctions \(\d+ distinct requests.*, round 2 of 2\)$/m);
    // Which run and what it counted, where a round has no figure: a failure under load said only "search".
    const runs = [['service', results.load.endpoints], ['floor', results.load.floors], ['two workers', results.load.twoWorkers!.endpoints]] as const;
    for (const [run, e] of runs.flatMap(([run, list]) => list.map((e) => [run, e] as const))) {
      assert.equal(e.cpuUsRuns?.length, 2, `${run} ${e.name}: both rounds' CPU a request (the median round's: ${e.requests} requests, ${e.cpuUsPerRequest} µs each)`);
      assert.equal(e.cpuUsPerRequest, Math.min(...e.cpuUsRuns!), `${e.name}: the median round's figure`);
    }
    // The floor of each endpoint: the same stack answering a constant body of that endpoint.
    assert.deepEqual(results.load.floors.map((e) => e.name), [...ENDPOINTS]);
    for (const f of results.load.floors) {
      assert.ok(finite(f.rps) && f.rps > 0 && f.bytesPerRequest > 100, `${f.name} floor`);
      assert.equal(f.non2xx + f.errors, 0, `${f.name} floor: every request answered 2xx`);
    }
    // The same load on two worker processes, beside R0 of two hello-world processes.
    const two = results.load.twoWorkers!;
    assert.ok(finite(two.r0.rps) && two.r0.rps > 0, 'R0 of two processes');
    assert.deepEqual(two.endpoints.map((e) => e.name), [...ENDPOINTS]);
    for (const e of two.endpoints) assert.ok(e.rps > 0 && e.non2xx + e.errors === 0, `${e.name} on two workers: answered 2xx`);
    assert.ok(two.serverRssBytes! > results.load.serverRssBytes!, 'the primary and two workers hold more than one process');
  } else {
    assert.match(results.load.skipped ?? '', /wrk/);
  }

  assert.deepEqual(results.engines.map((e) => e.engine), [...ENGINES]);
  for (const e of results.engines) {
    const judged = e.classes.filter((c) => c.top1 !== null).map((c) => c.cls);
    assert.deepEqual(judged, [...JUDGED_CLASSES], `${e.engine}: every judged class`);
    for (const c of e.classes) {
      assert.ok(finite(c.p50) && finite(c.p99) && c.p50 <= c.p99, `${e.engine} ${c.cls} latency`);
      if (c.top1 !== null) assert.ok(c.top1 >= 0 && c.top1 <= 1 && c.mrr! >= c.top1, `${e.engine} ${c.cls} top-1 and MRR`);
    }
    assert.ok(finite(e.buildSeconds), `${e.engine} build time`);
  }
  const ours = results.engines.find((e) => e.engine === 'ours')!;
  assert.deepEqual(ours.classes.filter((c) => c.top1 === null).map((c) => c.cls), Object.keys(BROAD_QUERIES));
  assert.ok(ours.memory!.diskBytes > 0, 'our index size on disk');
  assert.ok(results.targets.length > 20 && results.targets.every((c) => typeof c.ok === 'boolean' && c.measured !== ''));

  const svg = readFileSync(join(dir, 'results', 'latency.svg'), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  for (const name of [...(load ? ENDPOINTS : []), ...JUDGED_CLASSES]) assert.ok(svg.includes(`>${name}</text>`), `chart shows ${name}`);

  const text = readFileSync(readme, 'utf8');
  assert.ok(text.startsWith('# Benchmarks\n\n## Import: kept as written\n\ntext\n'), 'the hand-written sections are kept');
  assert.ok(text.includes(START) && text.includes(END));
  assert.match(text, /\| typo \| \d+ \| [01]\.\d{3} \|/);
  if (load) {
    for (const name of ['R0 hello-world \\(before\\)', ...ENDPOINTS]) {
      assert.match(text, new RegExp(`^\\| ${name} \\| [\\d,]+ \\| [\\d,]+\\.\\d ${name.startsWith('R0') ? '' : '\\([\\d,]+–[\\d,]+\\) '}\\| `, 'm'), `${name}: req/s, then the server's CPU µs a request (and for an endpoint its rounds' range)`);
    }
    assert.match(text, /in 2 rounds of every endpoint in turn; an endpoint's row is its round of median server CPU a request/);
    for (const name of ENDPOINTS) assert.match(svg, new RegExp(`>${name}</text>\\s*<text[^>]*>\\d+ µs CPU a request</text>`), `chart: ${name}'s CPU a request`);
    // Each load target read as µs a request: what it allows, the floor's, the budget, the measured.
    for (const { name } of LOAD_TARGETS) {
      assert.match(text, new RegExp(`^\\| ${name} \\| \\d+% of R0 \\| [\\d,]+ \\| [\\d,]+ \\| ([\\d,]+|none \\(-[\\d,]+\\)) \\| [\\d,]+ \\| -?[\\d,]+ \\|$`, 'm'), `${name} in µs a request`);
    }
  }
  assert.match(text, /!\[Latency per endpoint and per query class\]\(results\/latency\.svg\)/);
  assert.ok(!existsSync(join(dir, 'stores', 'store-seed20261122-scale0.001.sqlite.building')), 'no half-built store left');
});

// A stopped run: the tiny bench in a process group of its own, with a temp folder of its own, sent
// `signal` alone (`kill -s SIGNAL PID`) once its log has told the service's first endpoint measured
// (without wrk, once the load phase, skipped, is over). In its own group, to find what it leaves:
// stopped so, the bench left the server it was measuring and wrk running on after the test; in its
// own temp folder, to find the `registry-bench-*` folder (the query set, wrk's request lists) it
// left behind, one more each time.
async function stoppedRun(t: TestContext, signal: NodeJS.Signals, out: string): Promise<string> {
  const stopAt = wrkAvailable() ? /^bench: measured: service: details: /m : /^bench: load measured: /m;
  const temp = join(dir, `temp-${signal}`);
  mkdirSync(temp);
  const workFolders = () => readdirSync(temp).filter((name) => name.startsWith('registry-bench-'));
  let whileRunning: string[] = [];
  const child = spawn(process.execPath, [...TINY, '--load-rounds', '1', '--out', out, '--no-readme'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, TMPDIR: temp } });
  t.after(() => { endGroup(child.pid!); });
  let log = '';
  let signalled = false;
  const stopped = await new Promise<boolean>((resolve) => {
    child.stderr!.on('data', (b: Buffer) => {
      log += b.toString();
      if (!signalled && stopAt.test(log) && child.exitCode === null && child.signalCode === null) {
        signalled = true;
        whileRunning = workFolders();
        child.kill(signal);
        resolve(true);
      }
    });
    child.on('close', () => resolve(false));
  });
  assert.ok(stopped, `the run ended before it was stopped:\n${log.slice(-3000)}`);
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('close', r));
  for (let i = 0; i < 50 && runningInGroup(child.pid!).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  const left = runningInGroup(child.pid!).map((pid) => { try { return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(); } catch { return String(pid); } });
  assert.deepEqual(left, [], `the bench, its server and wrk all stopped:\n${log.slice(-1500)}`);
  assert.equal(whileRunning.length, 1, `the running bench's work folder in its temp folder: ${whileRunning.join(', ')}`);
  assert.deepEqual(workFolders(), [], `the stopped bench removed its work folder:\n${log.slice(-1500)}`);
  assert.ok(log.split('\n').includes(`bench: stopped by ${signal}: its work folder ${join(temp, whileRunning[0]!)} removed`), `it says so:\n${log.slice(-1500)}`);
  assert.equal(child.exitCode, 128 + osConstants.signals[signal as keyof typeof osConstants.signals], 'its status: 128 and the signal\'s number');
  return log;
}

// A national run takes one to two hours, its load phase 40 minutes and more; one stopped before its
// end kept every figure in memory and left none. What it measured is now on disk as it goes: each wrk
// run's figures as the run ends, as the log says them.
test('a run stopped in its load phase leaves each wrk run measured so far in results.partial.json', { timeout: 240_000 }, async (t) => {
  const out = join(dir, 'stopped');
  const load = wrkAvailable();
  const log = await stoppedRun(t, 'SIGTERM', out);
  assert.ok(!existsSync(join(out, 'results.json')), 'no results.json from a run stopped early');
  const partial = JSON.parse(readFileSync(join(out, PARTIAL_FILE), 'utf8')) as PartialResults;
  assert.deepEqual(partial.engines, []);
  assert.ok(partial.dataset.counts.companiesTotal > 1000 && partial.code.commit !== undefined);
  if (load) {
    // Neither phase whole, and the two runs the log told, with the figures it told.
    assert.deepEqual([partial.measured, partial.load], [[], null]);
    assert.deepEqual(partial.loadRuns.map((r) => r.name), ['R0 hello-world', 'service: details']);
    for (const r of partial.loadRuns) {
      const said = new RegExp(`^bench: measured: ${r.name}: (\\d+) req/s, p50 ([\\d.]+) ms`, 'm').exec(log);
      assert.deepEqual([said?.[1], said?.[2]], [r.rps.toFixed(0), r.p50.toFixed(2)], `${r.name}: the log's req/s and p50 and the file's`);
    }
    const [r0, details] = partial.loadRuns;
    assert.equal(details!.ratio, details!.rps / r0!.rps, 'the ratio to the R0 measured before it');
  } else {
    assert.deepEqual(partial.measured, ['load']);
    assert.match(partial.load!.skipped ?? '', /wrk/);
  }
});

// A national run outlasts many a terminal. SIGHUP (a closed terminal's, `kill -HUP PID`) ended the
// bench at once, as Node's default does: its work folder stayed in the temp folder, and sent to the
// bench alone it left the server it was measuring and wrk running on.
test('a run whose terminal is closed (SIGHUP) ends what it started and removes its work folder', { timeout: 240_000 }, async (t) => {
  await stoppedRun(t, 'SIGHUP', join(dir, 'hung-up'));
});
