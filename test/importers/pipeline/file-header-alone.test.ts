// A file of a source that reads several holding its header alone (a JSON file an empty list):
// RIK's off-card persons beside the card's, one year of JAR's balance sheets among the years. The
// source's row count, which its other files kept up, did not drop by the drop check's measure, so
// the import published and every row of that file was gone from the answers, without a word. It
// now fails naming the file, the served data as it was; --allow-shrink publishes it when meant.
// The files are the EE and LT fixtures, written from the documented headers, one emptied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';

const fixtures = (country: string) => fileURLToPath(new URL(`../../fixtures/${country}/`, import.meta.url));
// The fixtures are a few rows: the floor sized for them, not for the nation.
const sized = (list: SourceDefinition[], ids: string[]) => list.filter((s) => ids.includes(s.id))
  .map((s) => ({ ...s, expectedRows: { ...s.expectedRows, min: 1 } }));

function folderOf(t: { after(fn: () => void): void }, country: string): { db: string; files: string } {
  const root = mkdtempSync(join(tmpdir(), 'header-alone-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(fixtures(country), files, { recursive: true });
  return { db: join(root, 'store.sqlite'), files };
}

const FIRST = new Date('2026-11-20T06:00:00Z');
const NEXT = new Date('2026-11-21T06:00:00Z');

test('RIK\'s off-card persons file of an empty list beside the card\'s fails naming it, nothing changed; --allow-shrink publishes it', async (t) => {
  const { db, files } = folderOf(t, 'ee');
  const sources = sized(eeSources, ['ee.basic', 'ee.persons']);
  const first = await runImport({ databasePath: db, sources, fromDir: files, now: FIRST });
  assert.equal(sourceReport(first, 'ee.persons').status, 'published');
  const before = dumpStore(db);

  const offCard = 'ettevotja_rekvisiidid__kandevalised_isikud.json';
  assert.ok((JSON.parse(readFileSync(join(files, offCard), 'utf8')) as unknown[]).length > 0);
  writeFileSync(join(files, offCard), '[]\n');
  const persons = sources.filter((s) => s.id === 'ee.persons');
  const report = sourceReport(await runImport({ databasePath: db, sources: persons, knownSources: sources, fromDir: files, now: NEXT }), 'ee.persons');
  assert.equal(report.status, 'failed');
  assert.match(report.message, new RegExp(`^${offCard.replaceAll('.', '\\.')}: no row in the file, its header alone \\(or an empty list\\), `
    + 'while the source\'s other files hold \\d+ \\(rows read: .*\\) and it published \\d+ rows last time: an emptied or truncated file, '
    + 'or the register\'s export failed for it\\? Published, every row it gave would be removed \\(pass --allow-shrink if it is real\\); nothing was changed$'));
  assert.deepEqual(dumpStore(db), before);

  const meant = sourceReport(await runImport({ databasePath: db, sources: persons, knownSources: sources, fromDir: files, now: NEXT, allowShrink: true }), 'ee.persons');
  assert.equal(meant.status, 'published', meant.message);
});

test('a year of JAR\'s balance sheets holding its header alone fails naming it, the years served as they were', async (t) => {
  const { db, files } = folderOf(t, 'lt');
  const sources = sized(ltSources, ['lt.jar', 'lt.financials']);
  const first = await runImport({ databasePath: db, sources, fromDir: files, now: FIRST });
  assert.equal(sourceReport(first, 'lt.financials').status, 'published');
  const before = dumpStore(db);

  const year = 'JAR_FA_RODIKLIAI_BLNS_2022.csv';
  const text = readFileSync(join(files, year), 'utf8');
  writeFileSync(join(files, year), text.slice(0, text.indexOf('\n') + 1));
  const financials = sources.filter((s) => s.id === 'lt.financials');
  const report = sourceReport(await runImport({ databasePath: db, sources: financials, knownSources: sources, fromDir: files, now: NEXT }), 'lt.financials');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^JAR_FA_RODIKLIAI_BLNS_2022\.csv: no row in the file, its header alone \(or an empty list\), while the source's other files hold \d+ /);
  assert.deepEqual(dumpStore(db), before);
});
