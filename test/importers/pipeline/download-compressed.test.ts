// A server that compresses its answer (Content-Encoding: gzip, as a portal's web server does for
// text such as CSV) states the compressed length in Content-Length, while Node's fetch hands over
// the file unpacked: every such download was refused as truncated ("is truncated: 4000 of 46
// bytes"), longer than declared, so the source could never be imported. The unpacked length is
// no longer compared with the packed one; a transfer cut before the declared length still fails,
// as fetch itself tells. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const RATING = readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv'));
const PACKED = gzipSync(RATING);

/** Answers every path with the rating file gzipped, whole or cut after half its packed bytes. */
async function gzipServer(cut: boolean): Promise<{ server: Server; base: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip', 'content-length': PACKED.length });
    if (!cut) { res.end(PACKED); return; }
    res.write(PACKED.subarray(0, PACKED.length >> 1), () => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function importRating(t: { after(fn: () => void): void }, cut: boolean) {
  const { server, base } = await gzipServer(cut);
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-gzip-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const rating = { ...sources.find((s) => s.id === 'lv.tax-rating')!, resolve: undefined, url: `${base}/download/reitings_uznemumi.csv` };
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [rating], cacheDir: join(dir, 'cache') });
  return { report: sourceReport(report, 'lv.tax-rating'), db };
}

test('a file the server sends gzip-compressed is imported as the file itself', async (t) => {
  const { report, db } = await importRating(t, false);
  assert.equal(report.status, 'published', report.message);
  const rows = RATING.toString('utf8').replace(/^\uFEFF/, '').trim().split('\n').length - 1;
  assert.equal(report.rowsRead, rows);
  assert.equal(report.files[0]!.bytes, RATING.length);
  assert.ok(query<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM tax_ratings')[0]!.n > 0);
});

test('a gzip-compressed transfer cut before its declared length still fails, naming the address', async (t) => {
  const { report } = await importRating(t, true);
  assert.equal(report.status, 'failed');
  assert.match(report.message, /download of http:\/\/127\.0\.0\.1:\d+\/download\/reitings_uznemumi\.csv broke off after \d+ bytes: the server closed the connection before the file was complete/);
});
