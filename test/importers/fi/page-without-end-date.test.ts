// A /companies page leaves out a key whose value is null, where the bulk file writes it null: a
// page of companies none of which holds an end date (never renamed, ceased or struck from a
// register) was warned `key endDate, which the source reads, held by none of its 1 record`,
// as a file that dropped the key. The bulk file without it is still told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { SAMPLES, runImport, sourceReport } from '../pipeline/helpers.ts';
import { ytjCompany } from './ytj-company.ts';

const PAGE_SAMPLE = join(SAMPLES, 'fi/opendata-ytj-api_v3_companies__businessId_0112038-9.json');
const PAGE = 'companies_0112038-9.json';

/** The warnings of fi.ytj imported from a folder holding `files` (name → text). */
async function warningsOf(t: { after(fn: () => void): void }, files: Record<string, string>): Promise<{ from: string; warnings: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'fi-page-end-date-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const report = await runImport({
    databasePath: join(dir, 'store.sqlite'), sources: [{ ...ytjSource, expectedRows: { min: 0, max: ytjSource.expectedRows.max } }],
    fromDir: dir, now: new Date('2026-11-22T08:00:00Z'),
  });
  const s = sourceReport(report, 'fi.ytj');
  assert.equal(s.status, 'published', s.message);
  return { from: dir, warnings: s.warnings };
}

test('the real page of Nokia Oyj, its one former name left out, is told no key absent', async (t) => {
  if (!existsSync(PAGE_SAMPLE)) { t.skip(`no FI samples at ${join(SAMPLES, 'fi')} (the shared data-sources folder is absent)`); return; }
  const page = JSON.parse(readFileSync(PAGE_SAMPLE, 'utf8')) as { companies: Array<{ names: Array<Record<string, unknown>> }> };
  // The only endDate the real page writes is its former name's: the page of a company never renamed.
  assert.equal(JSON.stringify(page).match(/"endDate"/g)?.length, 1);
  page.companies[0]!.names = page.companies[0]!.names.filter((n) => !('endDate' in n));
  const { from, warnings } = await warningsOf(t, { [PAGE]: JSON.stringify(page) });
  assert.deepEqual(warnings, [`optional file all_companies.json is not in ${from}`]);
});

test('a page of a company without an end date is told no key absent; the bulk file without endDate is', async (t) => {
  const page = await warningsOf(t, { [PAGE]: JSON.stringify({ totalResults: 1, companies: [ytjCompany('left out')] }) });
  assert.deepEqual(page.warnings, [`optional file all_companies.json is not in ${page.from}`]);
  const bulk = await warningsOf(t, { 'all_companies.json': JSON.stringify([ytjCompany('left out')]) });
  assert.deepEqual(bulk.warnings, ['all_companies.json: key endDate, which the source reads, held by none of its 1 record: read as no value in every record, '
    + 'its value in no answer (the key dropped from the file, or the register\'s keys changed?)']);
});

// The real page writes no null anywhere (the real bulk record writes ten): a page of a company
// without a main line of business leaves `mainBusinessLine` out, as it does `endDate`.
test('the real page of Nokia Oyj without its main line of business is told no key absent', async (t) => {
  if (!existsSync(PAGE_SAMPLE)) { t.skip(`no FI samples at ${join(SAMPLES, 'fi')} (the shared data-sources folder is absent)`); return; }
  const text = readFileSync(PAGE_SAMPLE, 'utf8');
  assert.equal(text.match(/\bnull\b/g), null);
  const page = JSON.parse(text) as { companies: Array<Record<string, unknown>> };
  delete page.companies[0]!.mainBusinessLine;
  const { from, warnings } = await warningsOf(t, { [PAGE]: JSON.stringify(page) });
  assert.deepEqual(warnings, [`optional file all_companies.json is not in ${from}`]);
});

test('a page of a company without a main line of business is told no key absent; the bulk file without mainBusinessLine is', async (t) => {
  const page = await warningsOf(t, { [PAGE]: JSON.stringify({ totalResults: 1, companies: [ytjCompany('left out', false)] }) });
  assert.deepEqual(page.warnings, [`optional file all_companies.json is not in ${page.from}`]);
  const written = await warningsOf(t, { 'all_companies.json': JSON.stringify([ytjCompany('written', false)]) });
  assert.deepEqual(written.warnings, []);
  const dropped = { ...ytjCompany('written') };
  delete dropped.mainBusinessLine;
  const bulk = await warningsOf(t, { 'all_companies.json': JSON.stringify([dropped]) });
  assert.deepEqual(bulk.warnings, ['all_companies.json: key mainBusinessLine, which the source reads, held by none of its 1 record: read as no value in every record, '
    + 'its value in no answer (the key dropped from the file, or the register\'s keys changed?)']);
});
