// A download that fails in transfer (a redirect loop, a connection closed before the declared
// length, a host that cannot be reached) names the address and the reason, in the report and in
// import_runs; Node's fetch itself says only "fetch failed". Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const RATING = readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv'));

/** Answers every path as `fault` says. */
async function faultyServer(fault: 'redirect-loop' | 'closed-early'): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    if (fault === 'redirect-loop') { res.writeHead(302, { location: req.url ?? '/' }).end(); return; }
    res.writeHead(200, { 'content-length': RATING.length });
    res.write(RATING.subarray(0, RATING.length >> 1), () => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function importRatingFrom(url: string) {
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-fault-'));
  try {
    const rating = { ...sources.find((s) => s.id === 'lv.tax-rating')!, resolve: undefined, url };
    const db = join(dir, 'store.sqlite');
    const report = await runImport({ databasePath: db, sources: [rating], cacheDir: join(dir, 'cache') });
    return { report: sourceReport(report, 'lv.tax-rating'), ok: report.ok };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [fault, reason] of [
  ['redirect-loop', /redirect count exceeded/],
  ['closed-early', /the server closed the connection before the file was complete/],
] as const) {
  test(`a download that fails in transfer (${fault}) names its address and the reason`, async (t) => {
    const { server, base } = await faultyServer(fault);
    t.after(() => { server.closeAllConnections(); server.close(); });
    const url = `${base}/download/reitings_uznemumi.csv`;
    const { report, ok } = await importRatingFrom(url);
    assert.equal(ok, false);
    assert.equal(report.status, 'failed');
    assert.ok(report.message.includes(url), report.message);
    assert.match(report.message, reason);
    assert.doesNotMatch(report.message, /fetch failed/);
  });
}

test('an address that refuses connections is named with the refusal in import_runs', async () => {
  const { server, base } = await faultyServer('redirect-loop');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-fault-'));
  try {
    const db = join(dir, 'store.sqlite');
    // A store with a published source, so the failed run is kept (an import that creates a store
    // and publishes nothing removes it again).
    const register = sources.find((s) => s.id === 'lv.register')!;
    await runImport({ databasePath: db, sources: [register], fromDir: LV_FIXTURES });
    const url = `${base}/download/reitings_uznemumi.csv`;
    const rating = { ...sources.find((s) => s.id === 'lv.tax-rating')!, resolve: undefined, url };
    await runImport({ databasePath: db, sources: [rating], cacheDir: join(dir, 'cache') });
    const [run] = query<{ status: string; message: string }>(db, "SELECT status, message FROM import_runs WHERE source = 'lv.tax-rating'");
    assert.equal(run!.status, 'failed');
    assert.ok(run!.message.startsWith(`download of ${url} failed: `), run!.message);
    assert.match(run!.message, /ECONNREFUSED/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
