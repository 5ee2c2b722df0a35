// A server stopped right after its start is still loading its search images, a part per turn of
// the event loop, when the stop closes the store. The load read on from the closed store and the
// stop ended with status 1 ("statement has been finalized"): closing now ends the load first.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { followStore, type StoreLog } from '../../src/cli/followed-store.ts';
import { seedDatabase } from '../helpers/seed.ts';

/** A seeded store in a folder of its own, removed after the test. */
function seededStore(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'followed-close-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'registry.sqlite');
  seedDatabase(path);
  return path;
}

function collectingLog(): StoreLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (_f, msg) => lines.push(msg), warn: (_f, msg) => lines.push(msg) };
}

test('closing the store while its search images load ends the load, and the load reports no failure', async (t) => {
  const path = seededStore(t);

  const log = collectingLog();
  const store = followStore(path, 0.9, log);
  // Started as serve-main starts it once listening, and not awaited: the stop comes meanwhile.
  const loading = store.services.warmUp();
  await store.close();
  assert.deepEqual(await loading, [], 'a load ended by the stop has nothing to report');
  assert.deepEqual(log.lines, []);
});

test('a store closed before the load starts is not read by it', async (t) => {
  const path = seededStore(t);

  const store = followStore(path, 0.9, collectingLog());
  await store.close();
  assert.deepEqual(await store.services.warmUp(), []);
});

test('a store whose images are loaded is still followed for rebuilt images until closed, and closing ends that', async (t) => {
  const path = seededStore(t);

  const log = collectingLog();
  const store = followStore(path, 0.9, log);
  assert.deepEqual(await store.services.warmUp(), []);
  // Closing waits for the following to end: it would wait for ever if the stop did not end it.
  await store.close();
  assert.deepEqual(log.lines, []);
});
