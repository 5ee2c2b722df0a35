// A store written by an older version holds companies but no search index of this version's
// format: served as it is, every search of those countries answers "no company matches". /readyz
// says so (503, naming the countries) until an import builds the index, so a load balancer keeps
// sending traffic to the replicas that can answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../src/importers/lv/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { folderWith, runImport, scratch } from '../importers/pipeline/helpers.ts';
import { API, problemOf, startTestApp } from './harness.ts';

const register = sources.filter((s) => s.id === 'lv.register');

async function served(path: string) {
  const db = openForReading(path);
  const t = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  return {
    get: (url: string) => t.app.inject({ url }),
    async close() { await t.close(); db.close(); },
  };
}

test('/readyz is 503 naming the countries whose search index an older version wrote, 200 once an import built it', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const files = folderWith(s.dir, s.files, ['register.csv']);
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);
  const db = new DatabaseSync(s.db);
  db.exec('UPDATE search_images SET format = 0'); // as an older version wrote it
  db.close();

  const before = await served(s.db);
  try {
    const ready = await before.get('/readyz');
    assert.equal(ready.statusCode, 503);
    assert.match(problemOf(ready).detail, /search index of LV is missing or of an older format.*npm run import/);
    // What a load balancer would otherwise have sent there:
    assert.equal(JSON.parse((await before.get(`${API}/companies/search?q=Alfa%20Koks`)).body).count, 0);
    assert.equal((await before.get('/healthz')).statusCode, 200, 'alive all the same');
  } finally {
    await before.close();
  }

  assert.deepEqual((await runImport({ databasePath: s.db, sources: register, fromDir: files })).searchIndexBuilt, ['LV']);
  const after = await served(s.db);
  try {
    assert.equal((await after.get('/readyz')).statusCode, 200);
    assert.equal(JSON.parse((await after.get(`${API}/companies/search?q=Alfa%20Koks`)).body).count, 1);
  } finally {
    await after.close();
  }
});
