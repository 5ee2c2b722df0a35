// The download cache was pruned per source, of the addresses it no longer reads, by the files'
// records: the `.part` of a download an earlier run left when it was stopped, and the files whose
// record names no source (a source since renamed) or that have none, stayed for ever. A download
// run now removes them where they were last written before it started; the files of other
// sources, and a download another command is making, stay. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

const record = (source: string | null) => JSON.stringify({
  url: 'https://example.invalid/x.csv', etag: null, lastModified: null, sha256: '0'.repeat(64), size: 5, fetchedAt: '2026-11-01T00:00:00.000Z',
  ...(source === null ? {} : { source }),
});

test('a download run removes the cache\'s leftovers of earlier runs; other sources\' files and a download in progress stay', async (t) => {
  const server = createServer((req, res) => {
    res.end(readFileSync(join(LV_FIXTURES, new URL(req.url ?? '/', 'http://127.0.0.1').pathname.split('/').pop()!)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'import-cache-leftovers-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir);
  const lastWeek = new Date(Date.now() - 7 * 86_400_000);
  const inAnHour = new Date(Date.now() + 3_600_000);
  const put = (name: string, text: string, when: Date) => {
    writeFileSync(join(cacheDir, name), text);
    utimesSync(join(cacheDir, name), when, when);
  };
  put('0123456789abcdef-register.csv.part', 'half a file', lastWeek); // an interrupted download
  put('1111111111111111-members.csv.part', 'being written', inAnHour); // another command's download, now
  put('2222222222222222-old_name.csv', 'data', lastWeek); // a source since renamed
  put('2222222222222222-old_name.csv.json', record('lv.old-name'), lastWeek);
  put('3333333333333333-unrecorded.csv', 'data', lastWeek); // downloaded before sources were recorded
  put('4444444444444444-lost.csv.json', record('lv.register'), lastWeek); // a record without its file
  put('5555555555555555-reitings_uznemumi.csv', 'data', lastWeek); // another source's file
  put('5555555555555555-reitings_uznemumi.csv.json', record('lv.tax-rating'), lastWeek);
  put('notes.txt', 'the operator\'s own file', lastWeek);

  const register: SourceDefinition = { ...sources.find((s) => s.id === 'lv.register')!, resolve: undefined, url: `${base}/register.csv` };
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), cacheDir, sources: [register] });
  assert.equal(sourceReport(report, 'lv.register').status, 'published');
  const left = readdirSync(cacheDir).map((n) => n.replace(/^[0-9a-f]{16}-/, '*-')).sort();
  assert.deepEqual(left, [
    '*-members.csv.part', '*-register.csv', '*-register.csv.json', '*-reitings_uznemumi.csv', '*-reitings_uznemumi.csv.json', 'notes.txt',
  ]);
});
