// A first `npm start` (no store at DATABASE_PATH) with a HOST it cannot listen at or a port in use
// built the demo dataset for half a minute and only then stopped, at its listen. The address is
// now tried before the build: the start stops at once with the same line, and no store is built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { spawnServeProcess } from './serve-process.ts';

test('a first start that cannot listen stops before building the demo, alone or with workers', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'listen-before-build-'));
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.after(() => { taken.close(); rmSync(dir, { recursive: true, force: true }); });
  const port = String((taken.address() as AddressInfo).port);
  const cases: [Record<string, string>, RegExp][] = [
    // TEST-NET-3 (RFC 5737): an address no interface of this machine has; no name is looked up.
    [{ HOST: '203.0.113.7', PORT: '0' }, /^cannot start: HOST=203\.0\.113\.7 PORT=0: cannot listen there: .*EADDRNOTAVAIL/],
    [{ HOST: '127.0.0.1', PORT: port }, new RegExp(`^cannot start: HOST=127\\.0\\.0\\.1 PORT=${port}: cannot listen there: .*EADDRINUSE`)],
  ];
  for (const [env, reason] of cases) {
    for (const extra of [{}, { WORKERS: '2', RATE_LIMITS: 'off' }] as Record<string, string>[]) {
      const databasePath = join(dir, `${env.HOST}-${extra.WORKERS ?? 1}.sqlite`);
      const server = spawnServeProcess({ DATABASE_PATH: databasePath, ...env, ...extra });
      const timer = setTimeout(() => void server.stop('SIGKILL'), 120_000); // a loaded machine, not a hang
      const code = await server.exited;
      clearTimeout(timer);
      const lines = server.lines();
      const what = `${JSON.stringify({ ...env, ...extra })}:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`;
      assert.equal(code, 1, what);
      assert.ok(lines.some((l) => l.level === 'error' && reason.test(String(l.msg))), what);
      assert.ok(!lines.some((l) => /building the demo dataset/.test(String(l.msg))), `the build was not begun: ${what}`);
      assert.equal(existsSync(databasePath), false, `no store was built: ${what}`);
    }
  }
});
