// The npm command README.md and docs/mcp.md give for the stdio server, run as written: stdout
// must carry JSON-RPC only. npm prints a banner of its own to stdout unless told --silent, and a
// client reading the protocol there takes the banner for broken messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../helpers/seed.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = ['README.md', 'docs/mcp.md'];

/** Every `npm run … mcp` command the document names, as written between backticks. */
function npmCommands(doc: string): string[] {
  return [...readFileSync(new URL(doc, `file://${root}`), 'utf8').matchAll(/`(npm run [^`]*\bmcp)`/g)].map((m) => m[1]!);
}

function run(command: string, databasePath: string): Promise<{ stdout: string; stderr: string; status: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd: root, env: { ...process.env, DATABASE_PATH: databasePath }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('exit', (status) => resolve({ stdout, stderr, status }));
    child.stdin.end('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  });
}

test('the npm command the docs give for the stdio server writes nothing but JSON-RPC to stdout', async (t) => {
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
  if (npm.error || npm.status !== 0) {
    const reason = `npm cannot be run here (${npm.error?.message ?? npm.stderr.trim()})`;
    console.log(`skipped: ${reason}`);
    t.skip(reason);
    return;
  }
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const commands = DOCS.flatMap((doc) => npmCommands(doc).map((command) => ({ doc, command })));
  assert.deepEqual([...new Set(commands.map((c) => c.doc))], DOCS, 'each document names the command');
  for (const { doc, command } of commands) {
    const { stdout, stderr, status } = await run(command, store.path);
    assert.equal(status, 0, `${doc}: ${command}\n${stderr}`);
    const lines = stdout.split('\n').filter((line) => line !== '');
    for (const line of lines) {
      assert.doesNotThrow(() => JSON.parse(line), `${doc}: \`${command}\` wrote a line that is no JSON-RPC: ${line}`);
    }
    assert.deepEqual(lines.map((line) => JSON.parse(line)), [{ jsonrpc: '2.0', id: 1, result: {} }], `${doc}: ${command}`);
  }
});
