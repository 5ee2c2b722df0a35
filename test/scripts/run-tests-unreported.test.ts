// A test that called process.exit(0), in a shared process of npm test, ended that process with
// status 0 before the tests of every file after it had run, and npm test passed; in a process of its
// own, node:test counted the file as one passed test, its other tests never run. scripts/run-tests.js
// now fails a run in which a file given to it did not report to its end, naming the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';

const ROOT = new URL('../..', import.meta.url).pathname;
const ENDS = 'test/fixtures/run-tests/ends-process.ts';
const FINE = 'test/fixtures/run-tests/two-tests.ts';

/** The runner over `args` from the checkout's root: its exit status and its output. */
function runTests(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    // Run as npm test runs it: NODE_TEST_CONTEXT, set in this file's own process, would make its node:test a file's child.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const child = spawn(process.execPath, ['scripts/run-tests.js', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
    child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The files a NOT RUN message lists (its lines "#   FILE"). */
const listed = (output: string) => [...output.matchAll(/^# {3}(\S+)$/gm)].map((m) => m[1]);

test('in one process, a test ending it fails the run, naming the files left unreported', async () => {
  const { status, output } = await runTests('--one-process', ENDS, FINE);
  assert.equal(status, 1, output);
  assert.match(output, /NOT RUN: node:test ended \(status 0\) without its last summary; 2 of the 2 test files given to it did not report to their end/);
  assert.deepEqual(listed(output), [ENDS, FINE]);
});

test('in a process each, a file whose process ended before its tests did fails the run, named; the others are not', async () => {
  const { status, output } = await runTests(ENDS, FINE);
  assert.equal(status, 1, output);
  assert.match(output, /1 of the 2 test files given to it did not report to their end/);
  assert.deepEqual(listed(output), [ENDS]);
});

test('files that run to their end pass, in one process and in a process each', async () => {
  for (const args of [['--one-process', FINE], [FINE]]) {
    const { status, output } = await runTests(...args);
    assert.equal(status, 0, output);
    assert.doesNotMatch(output, /NOT RUN/);
    assert.match(output, /✔ two/);
  }
});
