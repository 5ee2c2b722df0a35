// The download cache keeps one file per address, and a publisher's addresses move (data.gov.lv
// gives a replaced file a new resource address, RIK dates each month's annual reports in their
// names): a source's file of an address it no longer reads is removed once a run fetched every
// file it needs; another source's files, and those of a run that failed, stay. 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

test('a source\'s cached file of an address it no longer reads is removed; others stay', async (t) => {
  const broken = new Set<string>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (broken.has(path)) { res.writeHead(503).end('Service Unavailable'); return; }
    res.end(readFileSync(join(LV_FIXTURES, path.split('/').pop()!)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'import-cache-pruned-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const cacheDir = join(dir, 'cache');
  const databasePath = join(dir, 'store.sqlite');
  const at = (id: string, url: string): SourceDefinition => ({ ...sources.find((s) => s.id === id)!, resolve: undefined, url });
  const cached = () => readdirSync(cacheDir).filter((n) => !n.endsWith('.json')).map((n) => n.replace(/^[0-9a-f]{16}-/, '')).sort();

  await runImport({ databasePath, cacheDir, sources: [at('lv.register', `${base}/r1/register.csv`), at('lv.tax-rating', `${base}/r1/reitings_uznemumi.csv`)] });
  assert.deepEqual(cached(), ['register.csv', 'reitings_uznemumi.csv']);

  // register.csv replaced under a new address: its former file goes, the rating's stays.
  const moved = await runImport({ databasePath, cacheDir, sources: [at('lv.register', `${base}/r2/register.csv`)] });
  assert.equal(sourceReport(moved, 'lv.register').status, 'unchanged');
  assert.deepEqual(cached(), ['register.csv', 'reitings_uznemumi.csv']);
  assert.equal(readdirSync(cacheDir).length, 4, readdirSync(cacheDir).join(', '));

  // A run whose download failed removes nothing: the file of the address read last stays.
  broken.add('/r3/register.csv');
  const failed = await runImport({ databasePath, cacheDir, sources: [at('lv.register', `${base}/r3/register.csv`)] });
  assert.equal(sourceReport(failed, 'lv.register').status, 'failed');
  assert.equal(readdirSync(cacheDir).length, 4, readdirSync(cacheDir).join(', '));
  const meta = readdirSync(cacheDir).filter((n) => n.endsWith('register.csv.json')).map((n) => JSON.parse(readFileSync(join(cacheDir, n), 'utf8')) as { url: string });
  assert.deepEqual(meta.map((m) => m.url), [`${base}/r2/register.csv`]);
});
