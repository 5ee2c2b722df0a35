// The server (node src/cli/serve.js, what npm start runs) and npm run mcp took no look at their
// command line: `--help` started serving, building the demo store where DATABASE_PATH named none,
// and a mistyped `--port 9000` was ignored, the server listening on PORT's 8080. Each now answers
// --help (or -h) with its usage, settings and exit statuses, status 0, and refuses anything else
// naming it, status 2; neither opens nor builds a store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandEnv } from '../helpers/command-env.ts';

const REPO = new URL('../..', import.meta.url).pathname;

const COMMANDS = [
  { entry: 'src/cli/serve.js', usage: /^usage: \[SETTING=value …\] npm start /, name: 'the server', settings: ['PORT', 'WORKERS', 'DATABASE_PATH'] },
  { entry: 'src/cli/mcp-stdio.ts', usage: /^usage: \[SETTING=value …\] npm run --silent mcp /, name: 'npm run mcp', settings: ['DATABASE_PATH', 'SANCTIONS_THRESHOLD'] },
];

function run(entry: string, args: string[], databasePath: string) {
  // A server that ignored its command line would start building the demo store: the timeout ends it.
  return spawnSync(process.execPath, [entry, ...args], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath, PORT: '0' }), encoding: 'utf8', timeout: 20_000,
    input: '',
  });
}

test('--help and -h print the usage, the settings and the exit statuses on stdout, status 0, no store built', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'serving-help-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const { entry, usage, settings } of COMMANDS) {
    for (const args of [['--help'], ['-h']]) {
      const answer = run(entry, args, databasePath);
      assert.equal(answer.status, 0, `${entry} ${args.join(' ')}: ${answer.stderr}`);
      assert.match(answer.stdout, usage);
      for (const setting of settings) assert.match(answer.stdout, new RegExp(`^environment: .*\\b${setting}\\b`, 'm'), entry);
      assert.match(answer.stdout, /^exit status: 0 .*; 1 .*\n[\s\S]*2 usage error \(nothing started\)$/m, entry);
      assert.equal(answer.stderr, '', entry);
    }
  }
  assert.equal(existsSync(databasePath), false, 'no demo store was built');
});

test('an option or an argument it does not take is refused naming it, status 2, no store built', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'serving-args-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const { entry, usage, name } of COMMANDS) {
    for (const [args, first] of [
      [['--port', '9000'], `unknown option --port: ${name} takes no option but --help; its settings are environment variables: `],
      [['--database-path=/data/x.sqlite'], `unknown option --database-path: ${name} takes no option`],
      [['serve'], `unexpected argument serve: ${name} takes no option`],
    ] as const) {
      const answer = run(entry, [...args], databasePath);
      assert.equal(answer.status, 2, `${entry} ${args.join(' ')}: ${answer.stderr}`);
      const [line, usageLine] = answer.stderr.split('\n');
      assert.ok(line!.startsWith(first), `${entry} ${args.join(' ')}: ${answer.stderr}`);
      assert.match(usageLine!, usage);
      assert.equal(answer.stdout, '');
    }
  }
  assert.equal(existsSync(databasePath), false, 'no demo store was built');
});
