// YTJ's bulk file and pages state no date of their own. Read from `--from DIR`, the file was dated
// by its modification time, which a copy sets to the copy's day: a file of March copied in June
// was served as data of June (sources[].asOf of every answer, /readyz), fresher than it is. It is dated by the
// latest lastModified of its companies, a bad value after the file's day passed over; a download
// keeps the Last-Modified its publisher sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir, fixtureSized } from '../lt/support.ts';
import { servedFi } from './served.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';

/** The FI fixture's companies with lastModified as `stamps` says, in order (the rest keep theirs). */
function companiesChanged(stamps: string[]): string {
  const all = JSON.parse(readFileSync(join(fixturesDir('fi'), 'all_companies.json'), 'utf8')) as Array<Record<string, unknown>>;
  assert.ok(all.length >= stamps.length, 'the fixture has a company for each stamp');
  stamps.forEach((stamp, i) => { all[i]!.lastModified = stamp; });
  for (const c of all.slice(stamps.length)) c.lastModified = '2024-01-02 03:04:05';
  return JSON.stringify(all);
}

/** A folder holding all_companies.json made of `body`, last modified on `mtime` (a copy's day). */
function copiedFile(t: { after(fn: () => unknown): void }, body: string, mtime: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fi-file-date-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'all_companies.json');
  writeFileSync(path, body);
  utimesSync(path, new Date(mtime), new Date(mtime));
  return dir;
}

/** The date the details of a company give for fi.ytj (sources[].asOf). */
const ytjDate = async (get: (url: string) => Promise<any>) => {
  const company = await get('/companies/2345678-0');
  return (company.sources as Array<{ name: string; asOf: string | null }>).find((s) => s.name === 'fi.ytj')?.asOf;
};

test('a YTJ file copied months later is dated by its latest lastModified, not the copy\'s day', async (t) => {
  const body = companiesChanged(['2025-03-14 09:00:00', '2025-03-17T10:04:06', '2025-02-01 23:59:59']);
  const { get } = await servedFi(t, copiedFile(t, body, '2025-06-30T12:00:00Z'));
  assert.equal(await ytjDate(get), '2025-03-17');
});

test('a lastModified after the file\'s own day is passed over: one bad value does not date the file', async (t) => {
  const body = companiesChanged(['2025-03-14 09:00:00', '2031-01-01 00:00:00', '2025-07-01T00:00:00']);
  const { get } = await servedFi(t, copiedFile(t, body, '2025-06-30T12:00:00Z'));
  assert.equal(await ytjDate(get), '2025-03-14');
});

/** fi.ytj with only its bulk file, downloaded through `fetch` from a fake address. */
const downloadedYtj = (): SourceDefinition => {
  const def = fixtureSized(fiSources)[0]!;
  return { ...def, url: 'https://ytj.invalid/all_companies', files: [{ ...def.files[0]!, url: 'https://ytj.invalid/all_companies' }] };
};

const answering = (body: string, headers: Record<string, string>): typeof fetch =>
  (async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } })) as typeof fetch;

test('a downloaded YTJ file keeps the Last-Modified its publisher sent; one sent without it is dated by its companies', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'fi-file-date-dl-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const body = companiesChanged(['2026-11-18 09:00:00', '2026-11-19T22:10:00']);
  const stated = sourceReport(await runImport({
    databasePath: join(dir, 'stated.sqlite'), sources: [downloadedYtj()], cacheDir: join(dir, 'cache-stated'),
    fetch: answering(body, { 'last-modified': 'Fri, 20 Nov 2026 06:00:00 GMT' }), screen: false,
  }), 'fi.ytj');
  assert.equal(stated.status, 'published', stated.message);
  assert.equal(stated.asOf, '2026-11-20', 'the publisher\'s statement of the file\'s day');
  const unstated = sourceReport(await runImport({
    databasePath: join(dir, 'unstated.sqlite'), sources: [downloadedYtj()], cacheDir: join(dir, 'cache-unstated'),
    fetch: answering(body, {}), screen: false,
  }), 'fi.ytj');
  assert.equal(unstated.status, 'published', unstated.message);
  assert.equal(unstated.asOf, '2026-11-19', 'no statement: the day of its latest change, not the download\'s day');
});
