// The whole test suite: the import-direction rule, the type check, then every *.test.ts under
// src/ and test/ with node:test. One command so `npm test` and CI run exactly the same thing.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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

/** Runs node:test over `files` in one process, its output kept and printed whole when it ends. */
function runInOneProcess(files, label) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--test', '--test-isolation=none', TIMEOUT, ...files], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('close', (code) => {
      process.stdout.write(`\n# ${label}: ${files.length} test files in one process\n`);
      process.stdout.write(Buffer.concat(out));
      done(code ?? 1);
    });
  });
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

const only = process.argv.slice(2);
if (only.length > 0) process.exit(run(process.execPath, ['--test', '--test-concurrency=2', TIMEOUT, ...only]));

for (const step of [['scripts/check-imports.js'], ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']]) {
  const status = run(process.execPath, step);
  if (status !== 0) process.exit(status);
}
const files = [...findTests('src'), ...findTests('test')].sort();
const shared = files.filter((f) => !needsOwnProcess(f));
const own = files.filter((f) => !shared.includes(f));
const halves = [shared.filter((_, i) => i % 2 === 0), shared.filter((_, i) => i % 2 === 1)];
const statuses = await Promise.all(halves.map((half, i) => runInOneProcess(half, `shared process ${i + 1} of 2`)));
process.stdout.write(`\n# ${own.length} test files in a process each\n`);
statuses.push(run(process.execPath, ['--test', '--test-concurrency=2', TIMEOUT, ...own]));
process.exit(statuses.find((s) => s !== 0) ?? 0);
