// A store put at DATABASE_PATH as a new file while the server runs (`npm run demo`, a backup
// restored, a store built elsewhere and moved into place) is the one answered from within about a
// second; the server kept reading the file it opened at start, deleted, and /readyz answered
// ready with its old datasetVersion for as long as the process ran. A path that names no file, or
// a file that is no store, leaves the server answering from the store it has, with one warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServeProcess, type LogLine, type ServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const EE_ENERGIA = '/api/public/v1/companies/10137025?country=EE';

async function readyVersion(server: ServeProcess): Promise<string> {
  const r = await fetch(`${server.url}/readyz`);
  assert.equal(r.status, 200);
  return ((await r.json()) as { datasetVersion: string }).datasetVersion;
}

async function companyName(server: ServeProcess): Promise<string> {
  const r = await fetch(`${server.url}${EE_ENERGIA}`);
  assert.equal(r.status, 200);
  return ((await r.json()) as { name: string }).name;
}

/** Asks until `read` gives `want` (the server checks the path at most once a second). */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  let last = await read();
  for (let i = 0; i < 300 && last !== want; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

/** The first log line `match` accepts, asking /readyz meanwhile: the path is checked when a request comes. */
async function loggedWhileAsked(server: ServeProcess, match: RegExp): Promise<LogLine> {
  for (let i = 0; i < 300; i++) {
    const line = server.lines().find((l) => match.test(String(l.msg)));
    if (line) return line;
    await fetch(`${server.url}/readyz`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`no log line ${match}`);
}

test('a store moved into DATABASE_PATH is answered from; a path left empty or holding no store is not', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-replaced-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'served'));
  mkdirSync(join(dir, 'built'));
  mkdirSync(join(dir, 'again'));
  const served = await seedDatabaseFile(join(dir, 'served'));
  const built = await seedDatabaseFile(join(dir, 'built'));
  const again = await seedDatabaseFile(join(dir, 'again'));
  for (const [path, name, version] of [[built, 'Eesti Energia Uus AS', 'built-elsewhere'], [again, 'Eesti Energia Kolmas AS', 'again']]) {
    const db = new DatabaseSync(path!);
    db.prepare("UPDATE companies SET name = ? WHERE name = 'Eesti Energia AS'").run(name!);
    db.prepare("INSERT INTO meta (key, value) VALUES ('dataset_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(version!);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
  }

  const server = await startServeProcess({ DATABASE_PATH: served, RATE_LIMITS: 'off' });
  t.after(() => server.stop('SIGKILL'));
  const before = await readyVersion(server);
  assert.notEqual(before, 'built-elsewhere');
  assert.equal(await companyName(server), 'Eesti Energia AS');

  renameSync(built, served);
  assert.equal(await eventually(() => readyVersion(server), 'built-elsewhere'), 'built-elsewhere');
  assert.equal(await companyName(server), 'Eesti Energia Uus AS');
  // The log line may reach the test after the answer: waited for, not looked up.
  await server.waitFor((l) => l.msg === 'DATABASE_PATH names a new file: answering from it' && l.datasetVersion === 'built-elsewhere');

  // Removed: still answering from the store it has, and saying so once.
  rmSync(served);
  const removed = await loggedWhileAsked(server, /^DATABASE_PATH names no file any more/);
  assert.equal(removed.level, 'warn');
  assert.equal(await readyVersion(server), 'built-elsewhere');
  // A file that is no store: the same, with its reason.
  writeFileSync(served, 'not a database\n'.repeat(200));
  const refused = await loggedWhileAsked(server, /^DATABASE_PATH names another file, which cannot be served/);
  assert.match(JSON.stringify(refused.err), /file is not a database/);
  assert.equal(await companyName(server), 'Eesti Energia Uus AS');
  // The same file made a store (as an import creating one writes it): answered from once it can be.
  copyFileSync(again, served);
  assert.equal(await eventually(() => companyName(server), 'Eesti Energia Kolmas AS'), 'Eesti Energia Kolmas AS');
  await server.waitFor((l) => l.msg === 'DATABASE_PATH names a new file: answering from it' && l.datasetVersion === 'again');
  assert.equal(server.lines().filter((l) => /^DATABASE_PATH names another file/.test(String(l.msg))).length, 1, 'the refused file told once');
  assert.equal(await server.stop(), 0);
});
