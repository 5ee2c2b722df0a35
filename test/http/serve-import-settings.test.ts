// A setting only `npm run import` reads (IMPORT_IDLE_TIMEOUT, IMPORT_CACHE_DIR) does not keep the
// server down when it is wrong: the server starts, and says once, at level warn, which variable
// the import will refuse and why, so the typo is found at the start rather than by tonight's
// failed import. The import itself still refuses it (test/importers/pipeline/import-cli.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess, type LogLine } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const WRONG = { IMPORT_IDLE_TIMEOUT: 'abc', IMPORT_CACHE_DIR: '' };

function importWarnings(lines: LogLine[]): LogLine[] {
  return lines.filter((l) => /IMPORT_/.test(String(l.msg)));
}

test('a wrong import-only setting starts the server with one warning line per variable, alone or with workers', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-settings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = await seedDatabaseFile(dir);
  for (const extra of [{}, { WORKERS: '2', RATE_LIMITS: 'off' }] as Record<string, string>[]) {
    const server = await startServeProcess({ DATABASE_PATH: databasePath, ...WRONG, ...extra });
    try {
      const health = await fetch(`${server.url}/healthz`);
      assert.equal(health.status, 200, JSON.stringify(extra));
      const warnings = importWarnings(server.lines());
      // One line per variable, not one per worker.
      assert.deepEqual(warnings.map((l) => l.variable).sort(), ['IMPORT_CACHE_DIR', 'IMPORT_IDLE_TIMEOUT'], JSON.stringify(warnings));
      for (const line of warnings) assert.equal(line.level, 'warn');
      const idle = warnings.find((l) => l.variable === 'IMPORT_IDLE_TIMEOUT')!;
      assert.match(String(idle.msg), /^npm run import will refuse IMPORT_IDLE_TIMEOUT \(not read by the server\): IMPORT_IDLE_TIMEOUT must be a number of seconds from 1 to 300 .*, got "abc"$/);
      const cache = warnings.find((l) => l.variable === 'IMPORT_CACHE_DIR')!;
      assert.match(String(cache.msg), /IMPORT_CACHE_DIR is set but empty/);
    } finally {
      await server.stop();
    }
  }
});

test('a server whose import-only settings are right says nothing of them', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-settings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = await seedDatabaseFile(dir);
  const server = await startServeProcess({ DATABASE_PATH: databasePath, IMPORT_IDLE_TIMEOUT: '30' });
  try {
    await server.waitFor((l) => l.msg === 'search index loaded');
    assert.deepEqual(importWarnings(server.lines()), []);
  } finally {
    await server.stop();
  }
});
