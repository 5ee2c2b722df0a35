// What a client that writes JSON-RPC lines itself sees on stdout and the operator on stderr when a
// line is no JSON-RPC message: an error answer, matched to the request's id where it has one, and
// a line on stderr naming the stdin line and the reason. A dropped line left the client waiting
// for an answer that never came, with nothing on either stream.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../helpers/seed.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

interface Answer { id?: string | number | null; result?: unknown; error?: { code: number; message: string } }

test('a stdin line that is no JSON-RPC message is answered with an error and named on stderr; the next one is served', async (t) => {
  const store = seedDatabase();
  t.after(() => store.cleanup());
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATABASE_PATH: store.path }, stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => child.kill());
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const answers: Answer[] = [];
  const lines = createInterface({ input: child.stdout });
  const pingAnswered = new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      answers.push(JSON.parse(line) as Answer); // any line that is not JSON fails the test here
      if (answers.at(-1)!.id === 'last') resolve();
    });
  });

  child.stdin.write([
    'this is not json',
    '{"jsonrpc":"2.0","id":7,"method":42}',
    '[{"jsonrpc":"2.0","id":8,"method":"ping"}]',
    '{"jsonrpc":"2.0","id":"last","method":"ping"}',
  ].map((line) => `${line}\r\n`).join(''));
  await pingAnswered;
  child.stdin.end();
  const [status] = await new Promise<[number | null]>((resolve) => child.on('exit', (code) => resolve([code])));

  const byId = (id: string | number | null) => answers.filter((a) => a.id === id);
  assert.deepEqual(byId(null).map((a) => a.error?.code).sort(), [-32700, -32600].sort(), JSON.stringify(answers));
  assert.match(byId(null).find((a) => a.error?.code === -32600)!.error!.message, /batch/);
  assert.equal(byId(7)[0]?.error?.code, -32600, 'the request with an id is answered under that id');
  assert.deepEqual(byId('last')[0]?.result, {}, 'a good line after bad ones is served');
  assert.match(stderr, /stdin line 1 answered with error -32700: Parse error: the line is not valid JSON/);
  assert.match(stderr, /stdin line 2 answered with error -32600: Invalid Request: method must be a text/);
  assert.equal(status, 0, `exits when stdin closes; stderr:\n${stderr}`);
});
