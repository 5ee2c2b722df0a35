// The whole test suite: the import-direction rule, the type check, then every *.test.ts under
// src/ and test/ with node:test. One command so `npm test` and CI run exactly the same thing.
// `node scripts/run-tests.js FILE…` runs those files only, in a process each as the suite runs the
// files that need one; `--one-process FILE…` runs them in one process, as it runs the others.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findTests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

// Node's compile cache keeps each module's compiled code (TypeScript already stripped) on disk,
// so the six hundred test processes, and the servers and command lines they start, compile the
// shared source once instead of once each: about 40 % of a small test file's CPU time.
const env = { NODE_COMPILE_CACHE: resolve('node_modules', '.cache', 'node-compile'), ...process.env };
const TIMEOUT = '--test-timeout=300000';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

const TALLY_REPORTER = fileURLToPath(new URL('./run-tests-tally.js', import.meta.url));

/**
 * Runs node:test over `files`, in one process (`isolation` 'none': the files' tests one after
 * another in it) or in a process each, two at a time ('process'). Its output is this process's, or
 * with a `label` kept and printed whole under it once it ends (two run side by side). Resolves with
 * its exit status, made 1 where node:test ended with 0 though a file did not report (unreported()).
 */
async function runNodeTest(files, { isolation, label = null }) {
  const dir = mkdtempSync(join(tmpdir(), 'run-tests-'));
  const tallyPath = join(dir, 'tally.jsonl');
  const args = ['--test', `--test-isolation=${isolation}`, ...(isolation === 'process' ? ['--test-concurrency=2'] : []), TIMEOUT,
    '--test-reporter=spec', '--test-reporter-destination=stdout', `--test-reporter=${TALLY_REPORTER}`, '--test-reporter-destination=stderr',
    ...files];
  const output = label === null ? 'inherit' : 'pipe';
  const child = spawn(process.execPath, args, { env: { ...env, RUN_TESTS_TALLY: tallyPath }, stdio: ['ignore', output, output] });
  const out = [];
  child.stdout?.on('data', (b) => out.push(b));
  child.stderr?.on('data', (b) => out.push(b));
  const status = await new Promise((done) => child.on('close', (code) => done(code ?? 1)));
  let tally = '';
  try {
    tally = readFileSync(tallyPath, 'utf8');
  } catch {
    // The reporter wrote nothing: no file reported.
  }
  rmSync(dir, { recursive: true, force: true });
  if (label !== null) {
    process.stdout.write(`\n# ${label}: ${files.length} test files in one process\n`);
    process.stdout.write(Buffer.concat(out));
  }
  const problem = unreported(files, tally, isolation, status);
  if (problem === null) return status;
  process.stdout.write(`\n${problem}\n`);
  return status === 0 ? 1 : status;
}

/**
 * What is wrong, or null, with what a node:test process ending with `status` reported of `files`
 * (`tally`: the lines of run-tests-tally.js). It must have reported its last summary, and each file
 * a test that ended (in one process) or its own summary (in a process of its own: node:test counts
 * a file whose process ended early as a passed test named after the file). A file that holds no
 * test reports nothing either, and is named too: it asserts nothing.
 */
function unreported(files, tally, isolation, status) {
  // A line cut short by the process's end is left out.
  const lines = tally.split('\n').flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } });
  const real = (path) => { try { return realpathSync(path); } catch { return path; } };
  const reported = new Set((isolation === 'none' ? lines.filter((l) => 'ended' in l).map((l) => l.file) : lines.map((l) => l.summary)).filter(Boolean).map(real));
  const missing = files.filter((f) => !reported.has(real(resolve(f))));
  const summed = lines.some((l) => l.summary === null);
  if (missing.length === 0 && summed) return null;
  const named = (l) => `"${l.began ?? l.ended}" of ${relative('.', l.file)}`;
  // In a process each, node:test begins a test named after each file, ended only if its process ended early.
  const ended = new Set(lines.filter((l) => 'ended' in l).map((l) => `${l.file}\n${l.ended}`));
  const open = lines.filter((l) => 'began' in l && !(isolation === 'process' && l.began === basename(l.file)) && !ended.has(`${l.file}\n${l.began}`));
  const last = isolation === 'none' ? lines.findLast((l) => 'ended' in l) : undefined;
  const listed = missing.slice(0, 20).map((f) => `#   ${f}`);
  if (missing.length > listed.length) listed.push(`#   … and ${missing.length - listed.length} more`);
  return [
    `# NOT RUN: node:test ended (status ${status}) ${summed ? 'with' : 'without'} its last summary; ${missing.length} of the ${files.length} test files given to it did not report to their end${missing.length > 0 ? ':' : '.'}`,
    ...listed,
    ...open.map((l) => `# begun and never ended: ${named(l)}`),
    ...(last ? [`# the last test to end: ${named(last)}`] : []),
    '# A test, or a process it started, ended the process (process.exit) before the rest ran, or a file holds no test.',
  ].join('\n');
}

// A test file runs in a process of its own when it could reach past itself: hooks around each test
// at its top level (in a shared process they would run around every other file's tests), the clock
// or a method mocked, the environment, the working folder or a process event changed, or a child
// process or worker started, in the file or in a helper of test/ it imports (those files mostly
// wait on their children, so two of them run side by side). A top-level before() or after() is no
// reason: in a shared process every file's before() runs ahead of all the tests and every after()
// once they are done, so each file's tests still find their store set up, and it is removed later.
// The others, some 590 of 640, run in two processes, one after the other within each, so the
// sources are loaded twice rather than 590 times: a file of its own pays about 0.3 s of CPU to start
// Node and its test runner and 0.5 to 1.2 s to load the modules. On a 2-core machine here, with
// every test the same (`/usr/bin/time -v npm test`): 1,224 s of CPU and 11 min of wall with a
// process for each file, 602 s and 5 min 33 s so; each shared process peaks near 1 GB.
const OWN_PROCESS = /^(?:beforeEach|afterEach)\(|mock\.(?:timers|method)|process\.(?:env|chdir|on\(|exitCode|umask)|globalThis|(?<![.\w])(?:spawn|spawnSync|fork|exec|execSync|execFile|execFileSync)\(|new Worker\(/m;

/** Whether the file, or a helper of test/ it imports (at any depth), matches OWN_PROCESS. */
function needsOwnProcess(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (OWN_PROCESS.test(text)) return true;
  for (const [, spec] of text.matchAll(/^import [^;]*?from '(\.[^']+)'/gm)) {
    const path = join(dirname(file), spec);
    if (path.startsWith('test/') && needsOwnProcess(path, seen)) return true;
  }
  return false;
}

const args = process.argv.slice(2);
const oneProcess = args[0] === '--one-process';
const only = oneProcess ? args.slice(1) : args;
if (oneProcess && only.length === 0) {
  console.error('usage: node scripts/run-tests.js [--one-process] [FILE…] (--one-process wants the files to run)');
  process.exit(2);
}
if (only.length > 0) process.exit(await runNodeTest(only, { isolation: oneProcess ? 'none' : 'process' }));

for (const step of [['scripts/check-imports.js'], ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']]) {
  const status = run(process.execPath, step);
  if (status !== 0) process.exit(status);
}
const files = [...findTests('src'), ...findTests('test')].sort();
const shared = files.filter((f) => !needsOwnProcess(f));
const own = files.filter((f) => !shared.includes(f));
const halves = [shared.filter((_, i) => i % 2 === 0), shared.filter((_, i) => i % 2 === 1)];
const statuses = await Promise.all(halves.map((half, i) => runNodeTest(half, { isolation: 'none', label: `shared process ${i + 1} of 2` })));
process.stdout.write(`\n# ${own.length} test files in a process each\n`);
statuses.push(await runNodeTest(own, { isolation: 'process' }));
process.exit(statuses.find((s) => s !== 0) ?? 0);
