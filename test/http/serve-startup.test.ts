// The start of `npm start` (src/cli/serve-main.ts): the port opens before the search index is
// loaded, the index then loads while the server answers, a search that comes first still finds
// what it should, and a country whose index is of another format is named in the log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

async function searchNames(url: string, q: string): Promise<string[]> {
  const r = await fetch(`${url}/api/public/v1/companies/search?q=${encodeURIComponent(q)}`);
  assert.equal(r.status, 200);
  return ((await r.json()) as { results: { name: string }[] }).results.map((c) => c.name);
}

test('the server listens first, then loads the search index; a search meanwhile finds as much as later', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'startup-'));
  try {
    const databasePath = await seedDatabaseFile(dir);
    // The LV image as another version would have written it: left out until rebuilt.
    const db = new DatabaseSync(databasePath);
    db.exec("UPDATE search_images SET format = 0 WHERE country = 'LV'");
    db.close();

    const server = await startServeProcess({ DATABASE_PATH: databasePath, RATE_LIMITS: 'off' });
    try {
      const early = await searchNames(server.url, 'Eesti Energia');
      const loaded = await server.waitFor((l) => l.msg === 'search index loaded');
      const lines = server.lines();
      assert.ok(lines.findIndex((l) => l.msg === 'listening') < lines.indexOf(loaded), 'listening is logged first');
      assert.ok(lines.some((l) => l.level === 'warn' && /search index of LV is missing or outdated/.test(String(l.msg))),
        'the outdated LV index is named');
      assert.ok(early.includes('Eesti Energia AS'), `a search at once finds the company: ${early.join('; ')}`);
      assert.deepEqual(await searchNames(server.url, 'Eesti Energia'), early);
      assert.equal(await server.stop(), 0);
    } finally {
      await server.stop('SIGKILL');
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
