// YTJ's saved /companies pages are read in the place of its bulk file, all_companies.json, the
// whole register: an import of the bulk file alone, from a folder or downloaded (every night), was
// warned `optional file companies.json is not in …` or `… skipped: … import it with --from DIR`,
// no row being left out. Pages alone still tell the bulk file missing. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { SAMPLES, runImport, sourceReport } from '../pipeline/helpers.ts';
import { ytjCompany } from './ytj-company.ts';

const BULK_SAMPLE = join(SAMPLES, 'fi/opendata-ytj-api_v3_all_companies__one_record_3466646-8.json');
const PAGE_SAMPLE = join(SAMPLES, 'fi/opendata-ytj-api_v3_companies__businessId_0112038-9.json');
const NOW = new Date('2026-11-22T08:00:00Z');

const BULK = JSON.stringify([ytjCompany('written')]);

const ytj = (over: Partial<SourceDefinition> = {}): SourceDefinition =>
  ({ ...ytjSource, expectedRows: { min: 0, max: ytjSource.expectedRows.max }, ...over });

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'fi-bulk-alone-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function importFolder(dir: string, files: Record<string, string>) {
  const from = join(dir, 'from');
  mkdirSync(from);
  for (const [name, copyOf] of Object.entries(files)) copyFileSync(copyOf, join(from, name));
  return { from, report: sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ytj()], fromDir: from, now: NOW }), 'fi.ytj') };
}

test('the real YTJ bulk record imported alone is told no page missing; the real page alone tells the bulk file missing', async (t) => {
  if (!existsSync(BULK_SAMPLE) || !existsSync(PAGE_SAMPLE)) { t.skip(`no FI samples at ${join(SAMPLES, 'fi')} (the shared data-sources folder is absent)`); return; }
  const bulk = await importFolder(tempDir(t), { 'all_companies.json': BULK_SAMPLE });
  assert.equal(bulk.report.status, 'published', bulk.report.message);
  assert.deepEqual(bulk.report.warnings, []);
  const page = await importFolder(tempDir(t), { 'companies_0112038-9.json': PAGE_SAMPLE });
  assert.equal(page.report.status, 'published', page.report.message);
  assert.deepEqual(page.report.warnings, [`optional file all_companies.json is not in ${page.from}`]);
});

test('a YTJ bulk file from a folder or downloaded is told no page missing', async (t) => {
  const dir = tempDir(t);
  const file = join(dir, 'all_companies.json');
  writeFileSync(file, BULK);
  const inFolder = await importFolder(dir, { 'all_companies.json': file });
  assert.equal(inFolder.report.status, 'published', inFolder.report.message);
  assert.deepEqual(inFolder.report.warnings, []);

  const server = createServer((_req, res) => res.writeHead(200, { 'content-length': Buffer.byteLength(BULK) }).end(BULK));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => { server.closeAllConnections(); server.close(); });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/all_companies`;
  const def = ytj({ files: ytjSource.files.map((f) => (f.name === 'all_companies.json' ? { ...f, url } : f)) });
  const downloaded = sourceReport(await runImport({ databasePath: join(dir, 'downloaded.sqlite'), sources: [def], cacheDir: join(dir, 'cache'), now: NOW }), 'fi.ytj');
  assert.equal(downloaded.status, 'published', downloaded.message);
  assert.deepEqual(downloaded.warnings, []);
});
