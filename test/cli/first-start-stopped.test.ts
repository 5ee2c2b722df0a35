// A first start builds the demo dataset before it listens. SIGTERM during that build (a deploy's
// stop, a liveness probe that gave up on a port not open yet) ended the server by the signal with
// no line after the build's progress, as a crash ends it. It now logs that it was stopped while
// building, that nothing was served and that the next start builds again, and exits 0, as a stop
// asked for does; nothing is left at DATABASE_PATH. `npm run mcp`, which builds it too, alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandEnv } from '../helpers/command-env.ts';

const REPO = new URL('../..', import.meta.url).pathname;

/**
 * Runs `script` with DATABASE_PATH where no store is, sends it SIGTERM as soon as its stderr says
 * the demo build has begun (long before it ends), and gives how it ended and what it wrote.
 */
async function stoppedWhileBuilding(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], { cwd: REPO, env: commandEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => { stdout += chunk; });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (!stderr.includes('building the demo dataset there') && (stderr + chunk).includes('building the demo dataset there')) child.kill('SIGTERM');
    stderr += chunk;
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) => child.on('exit', (c, sig) => done([c, sig])));
  return { code, signal, stdout, stderr };
}

test('SIGTERM while a first start builds the demo dataset is logged as a stop, status 0, no store left', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-stop-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const { code, signal, stderr } = await stoppedWhileBuilding('src/cli/serve.js', { DATABASE_PATH: databasePath, PORT: '0', HOST: '127.0.0.1' });
  assert.equal(signal, null, `ended by the signal, with no line: ${stderr.slice(-300)}`);
  assert.equal(code, 0, stderr.slice(-300));
  const last = JSON.parse(stderr.trim().split('\n').at(-1)!);
  assert.equal(last.level, 'warn');
  assert.equal(last.signal, 'SIGTERM');
  assert.equal(last.msg, `stopped by SIGTERM while building the demo dataset at ${databasePath}: nothing was served; `
    + 'the next start builds it again, removing what this one left beside it');
  assert.equal(existsSync(databasePath), false, 'no store at DATABASE_PATH');
});

test('SIGTERM while npm run mcp builds the demo dataset is said on stderr, status 0, no store left', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-stop-mcp-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const { code, signal, stdout, stderr } = await stoppedWhileBuilding('src/cli/mcp-stdio.ts', { DATABASE_PATH: databasePath });
  assert.equal(signal, null, `ended by the signal, with no line: ${stderr.slice(-300)}`);
  assert.equal(code, 0, stderr.slice(-300));
  assert.equal(stderr.trim().split('\n').at(-1), `[mcp-stdio] stopped by SIGTERM while building the demo dataset at ${databasePath}: `
    + 'nothing was served; the next start builds it again, removing what this one left beside it');
  assert.equal(stdout, '', 'nothing on the protocol\'s stdout');
  assert.equal(existsSync(databasePath), false, 'no store at DATABASE_PATH');
});

test('a first start where the demo cannot be built says that alone, not that it is building there', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-unbuildable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(join(dir, 'not-mounted'), join(dir, 'data'));
  const databasePath = join(dir, 'data', 'registry.sqlite');
  for (const entry of ['src/cli/serve.js', 'src/cli/mcp-stdio.ts']) {
    const run = spawnSync(process.execPath, [entry], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath, PORT: '0', HOST: '127.0.0.1' }),
      encoding: 'utf8', input: '', timeout: 30_000,
    });
    assert.equal(run.status, 1, `${entry}: ${run.stderr}`);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1, `${entry}: one line, the refusal: ${run.stderr}`);
    assert.match(lines[0]!, /cannot start: DATABASE_PATH=.* does not exist and the demo dataset cannot be built at .*not-mounted, which does not exist \(a volume not mounted\?\)/, entry);
  }
});
