// `node src/cli/data-sources-doc.ts --chek` (a check mistyped in CI) rewrote docs/data-sources.md
// and exited 0, as did `--help`: any argument but --check was read as none. An argument it does
// not take is now refused, status 2, and --help prints the usage; neither writes the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { DOC_PATH } from '../../src/cli/data-sources-doc.ts';
import { commandEnv } from '../helpers/command-env.ts';

const REPO = new URL('../..', import.meta.url).pathname;

const run = (args: string[]) => spawnSync(process.execPath, ['src/cli/data-sources-doc.ts', ...args], {
  cwd: REPO, env: commandEnv(), encoding: 'utf8', timeout: 60_000,
});

test('an argument data-sources-doc does not take is refused, status 2, and --help prints its usage; neither writes the file', () => {
  const before = statSync(DOC_PATH).mtimeMs;
  const typo = run(['--chek']);
  assert.equal(typo.status, 2, typo.stdout + typo.stderr);
  assert.equal(typo.stderr.split('\n')[0], 'unknown option --chek: data-sources-doc takes --check or nothing');
  assert.match(typo.stderr.split('\n')[1]!, /^usage: .*data-sources-doc\.ts \[--check\]/);
  const word = run(['check']);
  assert.equal(word.status, 2);
  assert.match(word.stderr, /^unexpected argument check: /);
  const help = run(['--help']);
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^usage: .*\n.*--check/s);
  assert.equal(statSync(DOC_PATH).mtimeMs, before, 'docs/data-sources.md was not written');
});
