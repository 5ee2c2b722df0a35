// A download that failed its source's checks is fetched whole by the next run, not asked for
// conditionally: a maintenance page answered with 200 and a Last-Modified later than the file's
// was kept in the cache with that date, the next run's If-Modified-Since got a 304 once the
// server was back, and the same page failed every run until the register changed its file.
// Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const FILE_DAY = 'Mon, 30 Nov 2026 05:00:00 GMT';
const PAGE_DAY = 'Tue, 01 Dec 2026 06:00:00 GMT';
const PAGE = '<!DOCTYPE html><html><head><title>Apkope</title></head><body>Notiek apkope</body></html>';

test('a download that failed its checks is fetched whole by the next run, not answered 304 with the same bytes', async (t) => {
  let maintenance = true;
  const conditional: string[] = [];
  const server = createServer((req, res) => {
    if (maintenance) { res.writeHead(200, { 'content-type': 'text/html', 'last-modified': PAGE_DAY }).end(PAGE); return; }
    const since = req.headers['if-modified-since'];
    if (since !== undefined) {
      conditional.push(since);
      if (Date.parse(since) >= Date.parse(FILE_DAY)) { res.writeHead(304).end(); return; }
    }
    res.writeHead(200, { 'last-modified': FILE_DAY }).end(readFileSync(join(LV_FIXTURES, 'register.csv')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'import-fetched-again-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const register = { ...sources.find((s) => s.id === 'lv.register')!, resolve: undefined, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/register.csv` };
  const databasePath = join(dir, 'store.sqlite');
  const cacheDir = join(dir, 'cache');
  await runImport({ databasePath, sources: [sources.find((s) => s.id === 'lv.vat')!], fromDir: LV_FIXTURES });

  const during = sourceReport(await runImport({ databasePath, sources: [register], cacheDir }), 'lv.register');
  assert.equal(during.status, 'failed');
  assert.match(during.message, /the file is a web page \("Apkope"\)/);

  maintenance = false;
  const after = sourceReport(await runImport({ databasePath, sources: [register], cacheDir }), 'lv.register');
  assert.equal(after.status, 'published', after.message);
  assert.deepEqual(conditional, []);
  assert.equal(query(databasePath, "SELECT 1 FROM companies WHERE country = 'LV' AND regcode = '40003000001'").length, 1);

  // A published download keeps its date: the run after asks conditionally and reads the cache.
  const unchanged = sourceReport(await runImport({ databasePath, sources: [register], cacheDir }), 'lv.register');
  assert.equal(unchanged.status, 'unchanged', unchanged.message);
  assert.deepEqual(conditional, [FILE_DAY]);
});
