// The in-process measuring scripts bench/README's A/B paragraphs are made with, run on the
// seed store with the code of this tree on both sides: each must print its figures, well-formed,
// and the A/B must find the two sides' answers the same. Never how fast anything is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../helpers/seed.ts';
import { spawnSyncGroup } from '../helpers/process-group.ts';
import { wrkAvailable } from '../../bench/load/wrk.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The script in a process group of its own, ended with it: the servers and wrk of load-ab.ts and
 * the measuring processes of screening-ab.ts, stopped by the timeout alone, ran on after the test.
 */
function run(args: string[]) {
  const out = spawnSyncGroup(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  assert.deepEqual(out.left, [], `node ${args.join(' ')} (status ${out.status}, ${out.signal ?? 'no signal'}) left what it started running:\n${out.stderr.slice(-2000)}`);
  return out;
}

test('bench/first-requests.ts times the first call of each use-case of each country', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/first-requests.ts', '--root', '.', '--store', store.path]);
  assert.equal(out.status, 0, out.stderr);
  const { ms } = JSON.parse(out.stdout) as { ms: Record<string, number> };
  const countries = ['LV', 'EE', 'LT', 'FI'].filter((c) => `details ${c}` in ms);
  assert.ok(countries.length > 0, `no country timed: ${out.stdout}`);
  for (const label of ['person check, 404', 'person check', 'search', ...countries.flatMap((c) => [`details ${c}`, `compliance ${c}`])]) {
    assert.ok(Number.isFinite(ms[label]) && ms[label]! >= 0, `${label}: ${ms[label]}`);
  }
});

test('bench/first-requests.ts --after-publish times the first search after a publish, at once and later', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/first-requests.ts', '--root', '.', '--store', store.path, '--after-publish']);
  assert.equal(out.status, 0, out.stderr);
  const { ms } = JSON.parse(out.stdout) as { ms: Record<string, number> };
  for (const when of ['at once', '0.3 s later', '1 s later']) {
    for (const label of [`search after a publish, ${when}`, `longest stall, publish to search ${when}`]) {
      assert.ok(Number.isFinite(ms[label]) && ms[label]! >= 0, `${label}: ${ms[label]}`);
    }
  }
});

test('bench/services-ab.ts compares two trees on one store and finds the same answers of the same code', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  for (const what of ['details', 'compliance', 'person', 'search']) {
    const out = run(['bench/services-ab.ts', '--what', what, '--a', '.', '--b', '.', '--store', store.path, '--count', '20', '--rounds', '1', '--settle-ms', '100']);
    assert.equal(out.status, 0, out.stderr);
    const result = JSON.parse(out.stdout) as { requests: number; same: boolean; ratio: number };
    assert.ok(result.requests > 0, `${what}: no request made`);
    assert.equal(result.same, true, what);
    assert.ok(Number.isFinite(result.ratio) && result.ratio > 0, `${what}: ratio ${result.ratio}`);
  }
});

// --help printed parseArgs' stack trace of an unknown option instead of the usage it gives a wrong call.
test('bench/services-ab.ts --help prints its usage and runs nothing; an option it does not know is named beside the usage', () => {
  const help = run(['bench/services-ab.ts', '--help']);
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^usage: node bench\/services-ab\.ts --what details\|.*compliance.* --a DIR --b DIR --store FILE/);
  const unknown = run(['bench/services-ab.ts', '--stores', 'x']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /^Unknown option '--stores'.*\nusage: node bench\/services-ab\.ts/s);
  assert.doesNotMatch(unknown.stderr, /at parseArgs|node:internal/);
});

test('bench/search-nothing-found.ts times texts of no company in two trees and finds the same results of the same code', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/search-nothing-found.ts', '--a', '.', '--b', '.', '--store', store.path, '--rounds', '1']);
  assert.equal(out.status, 0, out.stderr);
  const lines = out.stdout.trim().split('\n');
  assert.match(lines.at(-1)!, /^mean: A \d+ µs, B \d+ µs, B ÷ A ×\d+\.\d\d; at most: A \d+ µs, B \d+ µs/);
  const texts = lines.slice(0, -1);
  assert.equal(texts.length, 14, out.stdout);
  for (const line of texts) {
    const [, a, b] = line.match(/results (\d+) \/ (\d+)$/) ?? [];
    assert.ok(a !== undefined && a === b, `the same code found different results: ${line}`);
  }
});

test('bench/quality/two-typos.ts counts, for each way a long word is mistyped, the companies search misses', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/quality/two-typos.ts', '--store', store.path, '--count', '20']);
  assert.equal(out.status, 0, out.stderr);
  const ways = out.stdout.trim().split('\n').map((line) => line.match(/^(\w+)\s+missed (\d+) of (\d+)$/));
  assert.deepEqual(ways.map((m) => m?.[1]), ['left2', 'left1wrong1', 'firstNear1', 'firstFar1', 'firstLeftOut'], out.stdout);
  for (const m of ways) assert.ok(Number(m![3]) > 0 && Number(m![2]) <= Number(m![3]), m![0]);
});

test('bench/screening-ab.ts screens one store with two trees and finds the same matches of the same code', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/screening-ab.ts', '--a', '.', '--b', '.', '--store', store.path, '--rounds', '1']);
  assert.equal(out.status, 0, out.stderr);
  const result = JSON.parse(out.stdout) as {
    matches: { a: number; b: number }; same: boolean; ratio: number;
    differences: { added: number; removed: number; changed: number }; added: string[]; removed: string[]; changed: string[];
  };
  assert.ok(result.matches.a > 0, `the seed store's sanctioned companies matched none: ${out.stdout}`);
  assert.equal(result.matches.b, result.matches.a);
  assert.equal(result.same, true);
  // The rows that differ are listed (none here), so a change of the rules can say which matches it moved.
  assert.deepEqual([result.differences, result.added, result.removed, result.changed], [{ added: 0, removed: 0, changed: 0 }, [], [], []]);
  assert.ok(Number.isFinite(result.ratio) && result.ratio > 0, `ratio ${result.ratio}`);
});

test('bench/flag-set-load.ts reads the companies a flag may rest on and says what it cost', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['--expose-gc', 'bench/flag-set-load.ts', '--store', store.path]);
  assert.equal(out.status, 0, out.stderr);
  const figures = JSON.parse(out.stdout) as Record<string, number>;
  assert.ok(Number.isInteger(figures.companies) && figures.companies! > 0, out.stdout);
  for (const key of ['cpuMs', 'wallMs', 'longestTurnMs']) assert.ok(Number.isFinite(figures[key]) && figures[key]! >= 0, `${key}: ${out.stdout}`);
  // A difference of two readings after a collection: on a store this small the load's buffers can
  // be fewer than what the collection freed (-0.2 was seen on a busy machine), so it is only a number.
  assert.ok(Number.isFinite(figures.arrayBuffersMB), `arrayBuffersMB: ${out.stdout}`);
  assert.equal(run(['bench/flag-set-load.ts']).status, 2, 'no store: the usage, status 2');
});

test('bench/load-ab.ts loads two trees in turn and gives each its server CPU a request beside req/s', { skip: !wrkAvailable() && 'needs /usr/bin/wrk' }, (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/load-ab.ts', '--a', '.', '--b', '.', '--store', store.path, '--rounds', '1', '--seconds', '1', '--warmup', '0', '--count', '20']);
  assert.equal(out.status, 0, out.stderr);
  type Side = { rps: number; cpuUs: number; non2xx: number };
  const result = JSON.parse(out.stdout) as { paths: number; a: Side; b: Side; cpuUsRatio: { median: number; pairs: number[] }; rpsRatio: { pairs: number[] } };
  assert.ok(result.paths > 0, out.stdout);
  for (const side of [result.a, result.b]) {
    assert.ok(side.rps > 0 && Number.isFinite(side.cpuUs) && side.cpuUs >= 0, out.stdout);
    assert.equal(side.non2xx, 0, 'every details request answered 2xx');
  }
  assert.equal(result.cpuUsRatio.pairs.length, 1);
  assert.match(out.stderr, /^round 1 A: \d+ req\/s, [\d.]+ µs CPU a request$/m);
  assert.equal(run(['bench/load-ab.ts', '--a', '.']).status, 2, 'no second tree nor store: the usage, status 2');
});

test('bench/load-ab.ts --endpoint personCheck asks both trees every person check once and finds the same bodies of the same code', { skip: !wrkAvailable() && 'needs /usr/bin/wrk' }, (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/load-ab.ts', '--a', '.', '--b', '.', '--store', store.path, '--endpoint', 'personCheck', '--rounds', '1', '--seconds', '1', '--warmup', '0', '--count', '20']);
  assert.equal(out.status, 0, out.stderr);
  type Side = { rps: number; cpuUs: number; non2xx: number };
  const result = JSON.parse(out.stdout) as { endpoint: string; paths: number; a: Side; sameBodies: { compared: number; differing: number } };
  assert.equal(result.endpoint, 'personCheck');
  assert.ok(result.paths > 0, out.stdout);
  assert.deepEqual({ compared: result.sameBodies.compared, differing: result.sameBodies.differing }, { compared: result.paths, differing: 0 });
  assert.equal(result.a.non2xx, 0, 'every person asked is found: a role of theirs named them');
  assert.equal(run(['bench/load-ab.ts', '--a', '.', '--b', '.', '--store', store.path, '--endpoint', 'search']).status, 2, 'an endpoint it does not load: the usage, status 2');
});

test('bench/person-check-statements.ts times each statement of person checks and counts the pages it read', (t) => {
  const store = seedDatabase();
  t.after(store.cleanup);
  const out = run(['bench/person-check-statements.ts', '--store', store.path, '--count', '20', '--settle-ms', '0']);
  assert.equal(out.status, 0, out.stderr);
  const result = JSON.parse(out.stdout) as { checks: number; cpuUsPerCheck: number; pageReadsPerCheck: number; statements: Array<{ callsPerCheck: number; sql: string }> };
  assert.equal(result.checks, 20);
  assert.ok(result.cpuUsPerCheck > 0 && result.pageReadsPerCheck >= 0, out.stdout);
  assert.ok(result.statements.some((s) => s.callsPerCheck === 1 && s.sql.includes('FROM person_roles')), 'the person rows read once a check');
  assert.equal(run(['bench/person-check-statements.ts']).status, 2, 'no store: the usage, status 2');
});
