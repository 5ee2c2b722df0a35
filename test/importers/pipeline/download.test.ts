// Downloads: data.gov.lv addresses resolved through CKAN package_show, a cache with checksums
// (an unchanged file is not imported again), failures reported. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

interface Served { body: Buffer; hits: number; notModified: number; lastModified?: string }

async function startServer(files: Map<string, Served>, ckan: Record<string, string[]>): Promise<{ server: Server; base: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    if (url.pathname === '/api/3/action/package_show') {
      const id = url.searchParams.get('id') ?? '';
      const names = ckan[id];
      if (!names) { res.writeHead(404).end('{"success":false}'); return; }
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, result: { resources: names.map((n) => ({ name: n.toUpperCase(), url: `${base}/dati/dataset/${id}/resource/new-uuid/download/${n}` })) } }));
      return;
    }
    const name = url.pathname.split('/').pop() ?? '';
    const file = files.get(name);
    if (!file) { res.writeHead(404).end('not found'); return; }
    file.hits += 1;
    const etag = `"${createHash('sha1').update(file.body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) { file.notModified += 1; res.writeHead(304).end(); return; }
    res.writeHead(200, { etag, 'content-length': file.body.length, 'last-modified': file.lastModified ?? 'Fri, 20 Nov 2026 06:00:00 GMT' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function pointAt(def: SourceDefinition, base: string, packageId: string): SourceDefinition {
  return { ...def, resolve: { kind: 'ckan', api: `${base}/api/3/action`, packageId, resourceName: def.files.at(-1)!.name } };
}

test('download via CKAN, cache, unchanged on the second run, re-import when the file changes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-'));
  const files = new Map<string, Served>([['register.csv', { body: readFileSync(join(LV_FIXTURES, 'register.csv')), hits: 0, notModified: 0 }]]);
  const { server, base, requests } = await startServer(files, { 'ur-register': ['register.csv'] });
  t.after(() => { server.close(); rmSync(dir, { recursive: true, force: true }); });
  const register = pointAt(sources.find((s) => s.id === 'lv.register')!, base, 'ur-register');
  const opts = { databasePath: join(dir, 'store.sqlite'), sources: [register], cacheDir: join(dir, 'cache') };

  const first = sourceReport(await runImport({ ...opts, now: new Date('2026-11-20T06:00:00Z') }), 'lv.register');
  assert.equal(first.status, 'published', first.message);
  assert.equal(first.asOf, '2026-11-20');
  assert.match(first.files[0]!.location!, /register\.csv/);
  assert.ok(requests.includes('/dati/dataset/ur-register/resource/new-uuid/download/register.csv'));
  assert.equal(query<{ n: number }>(opts.databasePath, 'SELECT COUNT(*) AS n FROM companies')[0]!.n, 8);

  const second = sourceReport(await runImport({ ...opts, now: new Date('2026-11-21T06:00:00Z') }), 'lv.register');
  assert.equal(second.status, 'unchanged');
  assert.equal(files.get('register.csv')!.notModified, 1);

  files.get('register.csv')!.body = Buffer.from(files.get('register.csv')!.body.toString('utf8').replace('Alfa Koks', 'Alfa Mežs'));
  const third = sourceReport(await runImport({ ...opts, now: new Date('2026-11-22T06:00:00Z') }), 'lv.register');
  assert.equal(third.status, 'published');
  assert.deepEqual(query(opts.databasePath, "SELECT name FROM companies WHERE regcode = '40003000001'"), [{ name: 'SIA "Alfa Mežs"' }]);
  const runs = query<{ status: string; url: string; checksum: string }>(opts.databasePath, 'SELECT status, url, checksum FROM import_runs ORDER BY id');
  assert.deepEqual(runs.map((r) => r.status), ['published', 'unchanged', 'published']);
  assert.notEqual(runs[0]!.checksum, runs[2]!.checksum);
  assert.match(runs[0]!.url, /^http:\/\/127\.0\.0\.1:\d+\/dati\/dataset\/ur-register\//);
});

test('a download last modified at 00:30 in Riga (22:30 GMT the day before) is of that day in Riga', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-'));
  const files = new Map<string, Served>([['register.csv', {
    body: readFileSync(join(LV_FIXTURES, 'register.csv')), hits: 0, notModified: 0, lastModified: 'Tue, 24 Nov 2026 22:30:00 GMT',
  }]]);
  const { server, base } = await startServer(files, { 'ur-register': ['register.csv'] });
  t.after(() => { server.close(); rmSync(dir, { recursive: true, force: true }); });
  const register = pointAt(sources.find((s) => s.id === 'lv.register')!, base, 'ur-register');
  const report = sourceReport(await runImport({
    databasePath: join(dir, 'store.sqlite'), sources: [register], cacheDir: join(dir, 'cache'), now: new Date('2026-11-24T22:35:00Z'),
  }), 'lv.register');
  assert.equal(report.status, 'published', report.message);
  assert.equal(report.asOf, '2026-11-25');
});

test('a failed download fails its source, the others still import, the report is not ok', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-'));
  const files = new Map<string, Served>([['reitings_uznemumi.csv', { body: readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv')), hits: 0, notModified: 0 }]]);
  const { server, base } = await startServer(files, { rating: ['reitings_uznemumi.csv'] });
  t.after(() => { server.close(); rmSync(dir, { recursive: true, force: true }); });
  const register = pointAt(sources.find((s) => s.id === 'lv.register')!, base, 'missing-package');
  const brokenRegister = { ...register, url: `${base}/gone/register.csv` };
  const rating = pointAt(sources.find((s) => s.id === 'lv.tax-rating')!, base, 'rating');
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [brokenRegister, rating], cacheDir: join(dir, 'cache') });
  assert.equal(report.ok, false);
  const failed = sourceReport(report, 'lv.register');
  assert.equal(failed.status, 'failed');
  assert.match(failed.message, /download failed: HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/gone\/register\.csv/);
  assert.match(failed.warnings[0]!, /address lookup failed \(HTTP 404/);
  assert.equal(sourceReport(report, 'lv.tax-rating').status, 'published');
});
