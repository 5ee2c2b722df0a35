// `npm run bench -- --bogus` (or a value missing, a positional argument) printed Node's parser
// error with its stack trace, status 1, as if the benchmark had failed; `--seed=` was seed 0. Each
// is now one line naming the option with the usage, status 2, nothing run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('a command line the bench does not take is one line and the usage, status 2', () => {
  for (const [args, first] of [
    [['--bogus'], "bench: Unknown option '--bogus'"],
    [['--scale'], "bench: Option '--scale <value>' argument missing"],
    [['quick'], "bench: Unexpected argument 'quick'"],
    [['--scale', '5'], 'bench: --scale 5: out of range'],
    [['--seed='], 'bench: --seed : out of range'],
    [['--load-rounds', '0'], 'bench: --load-rounds 0: out of range'],
  ] as const) {
    // A store folder that cannot be made: a command line taken for a good one fails there, building nothing.
    const run = spawnSync(process.execPath, ['bench/run.ts', '--store-dir', '/dev/null/bench', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    const lines = run.stderr.split('\n');
    assert.equal(lines[0], first, args.join(' '));
    assert.match(lines[1]!, /^usage: npm run bench /);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
  }
});

test('--help and -h print the usage with every option and the exit statuses, status 0', () => {
  for (const args of [['--help'], ['-h']]) {
    const run = spawnSync(process.execPath, ['bench/run.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stderr);
    for (const option of ['--connections', '--rounds', '--load-rounds', '--like-sample', '--no-load']) assert.ok(run.stdout.includes(option), option);
    assert.match(run.stdout, /^exit status: 0 measured; 1 a failure; 2 usage error/m);
    // A stop by a signal ends with 128 and its number (bench/run.ts): said, so a script can tell it.
    assert.match(run.stdout, /129, 130, 143 stopped by SIGHUP,\s+SIGINT, SIGTERM/);
  }
});
