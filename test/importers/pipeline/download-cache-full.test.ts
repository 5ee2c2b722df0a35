// A download received whole but not written into the cache (IMPORT_CACHE_DIR on a full disk) is
// this machine's fault, not the publisher's: the source fails naming the cache, the setting and
// what to do, and what it published stays served. It was reported as the transfer breaking off
// (`broke off after 316 of 316 bytes: ENOSPC: no space left on device, write`), sending the
// operator to look at the publisher or the network. The full disk is /dev/full, which answers
// every write with ENOSPC, linked where the download writes. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const FULL_DEVICE = '/dev/full';
const noFullDevice = existsSync(FULL_DEVICE) ? null : `${FULL_DEVICE} is not on this system`;
if (noFullDevice) console.log(`# skipped: ${noFullDevice}`);

const RATING = readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv'), 'utf8');

test('a download the cache cannot hold (a full disk) names IMPORT_CACHE_DIR and the next step, and changes nothing', { skip: noFullDevice ?? false }, async (t) => {
  let body = RATING;
  const server = createServer((_req, res) => { res.writeHead(200, { 'content-length': Buffer.byteLength(body) }); res.end(body); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'import-cache-full-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/download/reitings_uznemumi.csv`;
  const rating = { ...sources.find((s) => s.id === 'lv.tax-rating')!, resolve: undefined, url };
  const db = join(dir, 'store.sqlite');
  const cacheDir = join(dir, 'cache');
  const ratings = () => query<{ regcode: string; rating: string }>(db, 'SELECT regcode, rating FROM tax_ratings ORDER BY regcode, rating');

  assert.equal(sourceReport(await runImport({ databasePath: db, sources: [rating], cacheDir }), 'lv.tax-rating').status, 'published');
  const served = ratings();
  assert.ok(served.length > 0);

  // The next file, to a cache whose disk is full: the download's file is written where /dev/full is.
  body = RATING.replace(',C,Zems,', ',B,Vidējs,');
  const [kept] = readdirSync(cacheDir).filter((f) => !f.endsWith('.json'));
  for (const f of readdirSync(cacheDir)) rmSync(join(cacheDir, f));
  symlinkSync(FULL_DEVICE, join(cacheDir, `${kept}.part`));

  const report = sourceReport(await runImport({ databasePath: db, sources: [rating], cacheDir }), 'lv.tax-rating');
  assert.equal(report.status, 'failed');
  assert.ok(report.message.includes(url), report.message);
  assert.match(report.message, new RegExp(`could not be written to the download cache IMPORT_CACHE_DIR=${cacheDir} \\(`));
  assert.match(report.message, /no space left on the device \(ENOSPC\); free space there, or set IMPORT_CACHE_DIR to a folder on a volume with room/);
  assert.doesNotMatch(report.message, /broke off/, 'the publisher sent the whole file');
  assert.deepEqual(ratings(), served);
});
