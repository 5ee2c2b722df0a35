// A store shipped in a read-only image or volume is served: the server writes nothing, and an
// import cannot publish there. Only a write-ahead log beside it, whose commits the file lacks,
// stops the start, with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SERVE, spawnServeProcess, startServeProcess, type RunAs } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

// Root writes to any directory, so as root the server runs as `nobody`, whom a mode of 0555 stops.
const NOBODY: RunAs = { uid: 65534, gid: 65534 };
const runAs = process.getuid?.() === 0 ? NOBODY : undefined;

/** Why this machine cannot run the server as a user a read-only directory stops, or null. */
function cannotRunAs(): string | null {
  if (process.platform === 'win32') return 'directory modes do not apply on Windows';
  if (runAs === undefined) return null;
  const probe = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(SERVE)})`], { ...runAs });
  return probe.status === 0 ? null : `user ${NOBODY.uid} cannot read the server's sources here (${SERVE})`;
}

/** `store` copied into a directory of its own made read-only, with `wal` beside it when given. */
function readOnlyCopy(root: string, store: string, wal?: string): string {
  const dir = join(root, `ro-${wal ? 'wal' : 'plain'}`);
  mkdirSync(dir);
  const path = join(dir, 'registry.sqlite');
  copyFileSync(store, path);
  if (wal) copyFileSync(wal, `${path}-wal`);
  chmodSync(dir, 0o555);
  return path;
}

test('a store in a directory the server cannot write to is served; one with an unfolded write-ahead log is refused', async (t) => {
  const skip = cannotRunAs();
  if (skip) { console.log(`skipped: ${skip}`); t.skip(skip); return; }
  const root = mkdtempSync(join(tmpdir(), 'ro-store-'));
  chmodSync(root, 0o755);
  t.after(() => { chmodSync(join(root, 'ro-plain'), 0o755); if (existsSync(join(root, 'ro-wal'))) chmodSync(join(root, 'ro-wal'), 0o755); rmSync(root, { recursive: true, force: true }); });
  const seeded = await seedDatabaseFile(mkdtempSync(join(root, 'seed-')));

  const served = await startServeProcess({ DATABASE_PATH: readOnlyCopy(root, seeded), RATE_LIMITS: 'off' }, SERVE, runAs);
  t.after(() => served.stop());
  const ready = await fetch(`${served.url}/readyz`);
  assert.equal(ready.status, 200);
  const search = await fetch(`${served.url}/api/public/v1/companies/search?q=koks`);
  assert.equal(search.status, 200);
  assert.ok(((await search.json()) as { count: number }).count > 0, 'the store is read');
  assert.equal(existsSync(join(root, 'ro-plain', 'registry.sqlite-shm')), false, 'nothing written beside it');
  await served.stop();

  // A writer whose log was never folded back: the copy taken while it is open is a crash's leftover.
  const writer = new DatabaseSync(seeded);
  writer.exec("PRAGMA wal_autocheckpoint = 0; UPDATE companies SET name = name || ' (renamed)'");
  const path = readOnlyCopy(root, seeded, `${seeded}-wal`);
  writer.close();
  const refused = spawnServeProcess({ DATABASE_PATH: path }, SERVE, runAs);
  assert.equal(await refused.exited, 1);
  assert.ok(refused.lines().some((l) => l.level === 'error'
    && /cannot be served: its directory is read-only and it has a write-ahead log/.test(String(l.msg))),
    refused.lines().map((l) => JSON.stringify(l)).join('\n'));
});
