// bench/body-encoding.ts compares two ways of sending the same answer; the comparison means
// something only if both ways send the same bytes with the same tag, which is checked here, and
// the command must keep producing its table (never how fast anything is).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { spawnSyncGroup } from '../helpers/process-group.ts';
import { fileURLToPath } from 'node:url';
import { startBodyServer } from '../../bench/load/server.ts';
import { wrkAvailable } from '../../bench/load/wrk.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('the string and the bytes routes send the same answer with the same ETag', async () => {
  const server = await startBodyServer();
  try {
    for (const kind of ['latin1', 'beyond']) {
      const [asString, asBytes] = await Promise.all(['string', 'bytes'].map(async (way) => {
        const res = await fetch(`${server.url}/${way}/${kind}`);
        return { body: Buffer.from(await res.arrayBuffer()), etag: res.headers.get('etag'), length: res.headers.get('content-length') };
      }));
      assert.ok(asString!.body.equals(asBytes!.body), `${kind}: the same bytes`);
      assert.equal(asString!.etag, asBytes!.etag, `${kind}: the same tag`);
      assert.equal(asBytes!.length, String(asBytes!.body.length));
      assert.ok(asBytes!.body.length > 1500, 'about 2 KB');
      const beyondLatin1 = /[^\u0000-\u00ff]/.test(asBytes!.body.toString('utf8'));
      assert.equal(beyondLatin1, kind === 'beyond', `${kind}: letters beyond Latin-1 only where meant`);
    }
  } finally {
    await server.stop();
  }
});

test('node bench/body-encoding.ts prints R0 and the four ways with their figures', { timeout: 60_000 }, (t) => {
  if (!wrkAvailable()) {
    t.skip('/usr/bin/wrk is absent: the load comparison cannot run');
    return;
  }
  // Its servers and wrk in its group, ended with it: stopped by the timeout alone, it left them running.
  const run = spawnSyncGroup(process.execPath, ['bench/body-encoding.ts', '--rounds', '1', '--seconds', '1', '--warmup', '0'],
    { cwd: ROOT, encoding: 'utf8', timeout: 55_000 });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(run.left, [], 'the hello and body servers and wrk stopped with the comparison');
  const rows = run.stdout.trim().split('\n').slice(2).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
  assert.deepEqual(rows.map((r) => r[0]), ['R0 (hello)', 'string, Latin-1 names', 'bytes, Latin-1 names',
    'string, names beyond Latin-1', 'bytes, names beyond Latin-1']);
  for (const row of rows) {
    assert.ok(Number(row[2]!.replace(/,/g, '')) > 0, `req/s of ${row[0]}`);
    assert.ok(Number(row[4]) > 0, `CPU a request of ${row[0]}`);
  }
  const bad = spawnSync(process.execPath, ['bench/body-encoding.ts', '--rounds', '0'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--rounds/);
});
