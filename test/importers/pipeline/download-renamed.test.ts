// The publisher renames a file on its dataset page (CKAN lists reitings_uznemumi_2026.csv where
// reitings_uznemumi.csv was): the import falls back to the address in the source definition,
// which may still answer with an older copy. The report says so, naming the package, what it
// lists and the address used; it used to publish without a word. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

test('a file the CKAN package no longer lists by its name is downloaded from the definition address with a warning', async (t) => {
  const rating = readFileSync(join(LV_FIXTURES, 'reitings_uznemumi.csv'));
  const server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url?.startsWith('/api/3/action/package_show')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, result: { resources: [{ name: 'Reitings 2026', url: `${base}/new/reitings_uznemumi_2026.csv` }] } }));
      return;
    }
    res.writeHead(200, { 'content-length': rating.length }).end(rating);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'import-dl-renamed-'));
  t.after(() => { server.close(); rmSync(dir, { recursive: true, force: true }); });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const def = {
    ...sources.find((s) => s.id === 'lv.tax-rating')!,
    url: `${base}/old/reitings_uznemumi.csv`,
    resolve: { kind: 'ckan' as const, api: `${base}/api/3/action`, packageId: 'rating', resourceName: 'reitings_uznemumi.csv' },
  };
  const s = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [def], cacheDir: join(dir, 'cache') }), 'lv.tax-rating');
  assert.equal(s.status, 'published', s.message);
  assert.deepEqual(s.warnings, [
    `reitings_uznemumi.csv is not among the resources of CKAN package rating (${base}/api/3/action/package_show?id=rating), which lists reitings_uznemumi_2026.csv; ` +
    `it was downloaded from the address in the source definition, ${base}/old/reitings_uznemumi.csv, which may serve an older copy`,
  ]);
});
