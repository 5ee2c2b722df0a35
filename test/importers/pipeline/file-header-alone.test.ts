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
import { DatabaseSync } from 'node:sqlite';
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
  const offCardRows = (JSON.parse(readFileSync(join(files, offCard), 'utf8')) as unknown[]).length;
  assert.ok(offCardRows > 0);
  writeFileSync(join(files, offCard), '[]\n');
  const persons = sources.filter((s) => s.id === 'ee.persons');
  const report = sourceReport(await runImport({ databasePath: db, sources: persons, knownSources: sources, fromDir: files, now: NEXT }), 'ee.persons');
  assert.equal(report.status, 'failed');
  assert.match(report.message, new RegExp(`^${offCard.replaceAll('.', '\\.')}: no row in the file, its header alone \\(or an empty list\\), `
    + `while the source's other files hold \\d+ \\(rows read: .*\\) and it gave ${offCardRows} rows? at the last publish: an emptied or truncated file, `
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

// A file empty at the source's last publish and empty again loses nothing: a current year's file
// early in the year, a list with nothing to list. Only a file that held rows then fails, so the
// operator is not left passing --allow-shrink, which silences every shrink check, at each import.
const OFF_CARD = 'ettevotja_rekvisiidid__kandevalised_isikud.json';
const LATER = new Date('2026-11-22T06:00:00Z');

async function firstImport(db: string, files: string): Promise<void> {
  const first = await runImport({ databasePath: db, sources: sized(eeSources, ['ee.basic', 'ee.persons']), fromDir: files, now: FIRST });
  assert.equal(sourceReport(first, 'ee.persons').status, 'published');
}

const failedOnOffCard = (report: { status: string; message: string }) => {
  assert.equal(report.status, 'failed');
  assert.match(report.message, new RegExp(`^${OFF_CARD.replaceAll('.', '\\.')}: no row in the file`));
};

async function importPersons(db: string, files: string, now: Date, more: { allowShrink?: boolean; force?: boolean } = {}) {
  const sources = sized(eeSources, ['ee.basic', 'ee.persons']);
  const persons = sources.filter((s) => s.id === 'ee.persons');
  return sourceReport(await runImport({ databasePath: db, sources: persons, knownSources: sources, fromDir: files, now, ...more }), 'ee.persons');
}

test('an off-card persons file empty at the first import and empty again imports without --allow-shrink', async (t) => {
  const { db, files } = folderOf(t, 'ee');
  writeFileSync(join(files, OFF_CARD), '[]\n');
  await firstImport(db, files);
  const again = await importPersons(db, files, NEXT, { force: true });
  assert.equal(again.status, 'published', again.message);
});

test('an off-card persons file published empty with --allow-shrink imports empty again without it; one emptied after holding rows fails', async (t) => {
  const { db, files } = folderOf(t, 'ee');
  const full = readFileSync(join(files, OFF_CARD), 'utf8');
  await firstImport(db, files);
  writeFileSync(join(files, OFF_CARD), '[]\n');
  failedOnOffCard(await importPersons(db, files, NEXT));
  assert.equal((await importPersons(db, files, NEXT, { allowShrink: true })).status, 'published');
  const again = await importPersons(db, files, LATER, { force: true });
  assert.equal(again.status, 'published', again.message);

  // Its rows back, then emptied once more: it held rows at the last publish, so it fails again.
  writeFileSync(join(files, OFF_CARD), full);
  assert.equal((await importPersons(db, files, LATER)).status, 'published');
  writeFileSync(join(files, OFF_CARD), '[]\n');
  failedOnOffCard(await importPersons(db, files, LATER));
});

test('a store whose last publish recorded no file\'s rows fails an empty file as before, until --allow-shrink records them', async (t) => {
  const { db, files } = folderOf(t, 'ee');
  writeFileSync(join(files, OFF_CARD), '[]\n');
  await firstImport(db, files);
  // As a store imported by code that kept no file's rows.
  const store = new DatabaseSync(db);
  store.exec('UPDATE import_runs SET file_rows = NULL');
  store.close();
  const failed = await importPersons(db, files, NEXT, { force: true });
  failedOnOffCard(failed);
  // No count of the file's own to give: the source's, as before.
  assert.match(failed.message, /and the source published \d+ rows last time: /);
  assert.equal((await importPersons(db, files, NEXT, { allowShrink: true, force: true })).status, 'published');
  const again = await importPersons(db, files, LATER, { force: true });
  assert.equal(again.status, 'published', again.message);
});
