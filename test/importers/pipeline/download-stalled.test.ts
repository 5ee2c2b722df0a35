// A server that stops sending (after the headers, part-way through the body, or before it answers
// at all) is given up after IMPORT_IDLE_TIMEOUT without a byte, naming the address and the wait;
// Node's own limit held the import for 300 s. Served from 127.0.0.1 only; the timeout is passed
// in short, and nothing here measures how long anything took.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { downloadToCache } from '../../../src/importers/pipeline/download.ts';
import { resolveUrls } from '../../../src/importers/pipeline/resolve.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

const RATING = readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv'));

type Stall = 'before-headers' | 'after-headers' | 'mid-body';

/** Answers as `stall` says, then sends nothing more (until the test closes it). */
async function stallingServer(stall: Stall): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    if (stall === 'before-headers') return;
    res.writeHead(200, { 'content-length': RATING.length });
    res.flushHeaders();
    if (stall === 'mid-body') res.write(RATING.subarray(0, 100));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/download/reitings_uznemumi.csv` };
}

// A generous bound for a loaded machine: without the idle timeout the download waits 300 s.
const NOT_A_HANG = { timeout: 120_000 };

for (const [stall, reason] of [
  ['before-headers', /^download of (\S+) failed: the server sent nothing for 0\.2 s/],
  ['after-headers', /^download of (\S+) broke off after 0 of \d+ bytes: the server sent nothing for 0\.2 s/],
  ['mid-body', /^download of (\S+) broke off after 100 of \d+ bytes: the server sent nothing for 0\.2 s/],
] as const) {
  test(`a server that stalls ${stall} is given up, naming the address and the wait`, NOT_A_HANG, async (t) => {
    const { server, url } = await stallingServer(stall);
    const cacheDir = mkdtempSync(join(tmpdir(), 'import-dl-stall-'));
    t.after(() => { server.closeAllConnections(); server.close(); rmSync(cacheDir, { recursive: true, force: true }); });
    await assert.rejects(
      downloadToCache({ url, fileName: 'reitings_uznemumi.csv', cacheDir, fetch, idleTimeoutMs: 200 }),
      (err: Error) => {
        const m = reason.exec(err.message);
        assert.ok(m, err.message);
        assert.equal(m[1], url);
        return true;
      },
    );
    assert.deepEqual(readdirSync(cacheDir), [], 'no part of the file is left in the cache');
  });
}

test('an address lookup (CKAN package_show) that stalls is given up, and the definition\'s address is used', NOT_A_HANG, async (t) => {
  const { server, url } = await stallingServer('mid-body');
  t.after(() => { server.closeAllConnections(); server.close(); });
  const api = new URL('/api/3/action', url).toString();
  const rating = sources.find((s) => s.id === 'lv.tax-rating')!;
  const def = { ...rating, resolve: { kind: 'ckan' as const, api, packageId: 'reitings', resourceName: rating.files[0]!.name } };
  const { warning, urls } = await resolveUrls(def, fetch, 200);
  assert.ok(warning?.includes(`${api}/package_show?id=reitings could not be fetched: the server sent nothing for 0.2 s`), String(warning));
  assert.equal(urls.get(rating.files[0]!.name)?.[0]?.via, 'definition');
});

test('a download that keeps sending is not given up, however long it takes in all', async (t) => {
  // The clock is the test's: nine idle periods pass in all, never a whole one without a byte.
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let body: ReadableStreamDefaultController<Uint8Array> | undefined;
  const slowFetch = (async (_url: string, init?: RequestInit) => {
    const signal = init!.signal!;
    const stream = new ReadableStream<Uint8Array>({
      start(c) { body = c; signal.addEventListener('abort', () => c.error(signal.reason)); },
    });
    return new Response(stream, { status: 200, headers: { 'content-length': String(RATING.length) } });
  }) as typeof fetch;
  const cacheDir = mkdtempSync(join(tmpdir(), 'import-dl-slow-'));
  t.after(() => rmSync(cacheDir, { recursive: true, force: true }));
  // Real file-system work (the cache folder) comes before the request, so the test waits for the
  // request, and for each piece to have been received, rather than a fixed number of turns.
  let received = 0;
  const until = async (done: () => boolean, what: string) => {
    for (let i = 0; !done(); i++) {
      if (i > 100_000) throw new Error(`never ${what}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const download = downloadToCache({
    url: 'http://127.0.0.1:9/slow.csv', fileName: 'slow.csv', cacheDir, fetch: slowFetch, idleTimeoutMs: 1_000,
    onBytes: (bytes) => { received = bytes; },
  });
  await until(() => body !== undefined, 'requested');
  const pieces = 10;
  const size = Math.ceil(RATING.length / pieces);
  for (let i = 0; i < pieces; i++) {
    t.mock.timers.tick(900);
    body!.enqueue(RATING.subarray(i * size, (i + 1) * size));
    const expected = Math.min(RATING.length, (i + 1) * size);
    await until(() => received >= expected, `received piece ${i + 1}`);
  }
  body!.close();
  const dl = await download;
  assert.deepEqual(readFileSync(dl.path), RATING);
});

// The wait is an import option, as IMPORT_CACHE_DIR is (the command passes the setting it read
// once): the pipeline read the environment itself, so an import given another wait ignored it.
test('the import options carry the idle timeout, and the stalled address is reported in the source', NOT_A_HANG, async (t) => {
  const { server, url } = await stallingServer('after-headers');
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-stall-'));
  const before = process.env.IMPORT_IDLE_TIMEOUT;
  process.env.IMPORT_IDLE_TIMEOUT = '2';
  t.after(() => {
    if (before === undefined) delete process.env.IMPORT_IDLE_TIMEOUT; else process.env.IMPORT_IDLE_TIMEOUT = before;
    server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true });
  });
  const rating = { ...sources.find((s) => s.id === 'lv.tax-rating')!, resolve: undefined, url };
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [rating], cacheDir: join(dir, 'cache'), idleTimeoutSeconds: 1 });
  const source = sourceReport(report, 'lv.tax-rating');
  assert.equal(report.ok, false);
  assert.equal(source.status, 'failed');
  assert.ok(source.message.includes(url), source.message);
  assert.match(source.message, /the server sent nothing for 1 s \(IMPORT_IDLE_TIMEOUT=1\)/);
});
