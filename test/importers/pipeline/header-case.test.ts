// A column or key written in other letter case than the register writes it (UR's `regcode` as
// `RegCode` after a spreadsheet re-save, RIK's `ariregistri_kood` as `Ariregistri_kood`) failed the
// file as missing a required column or key, and a column no row needs was read as empty in every
// row. Each is now read as the register's name where it is one name in other case, and the import
// report says so; a header or record holding one name twice in two cases still fails, naming the
// file, the line or record and both names, and leaves the store as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { LV_FIXTURES, dumpStore, query, runImport, sourceReport } from './helpers.ts';

const EE = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const SHAREHOLDERS = 'ettevotja_rekvisiidid__osanikud.json';
const NOW = new Date('2026-11-20T06:00:00Z');
const sized = (s: SourceDefinition): SourceDefinition => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 });

/** A folder holding `name` copied from `from`, its text passed through `edit`, and a store path beside it. */
function folder(t: { after(fn: () => void): void }, from: string, name: string, edit: (text: string) => string = (x) => x) {
  const root = mkdtempSync(join(tmpdir(), 'header-case-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  mkdirSync(files);
  copyFileSync(join(from, name), join(files, name));
  writeFileSync(join(files, name), edit(readFileSync(join(files, name), 'utf8')));
  return { files, db: join(root, 'store.sqlite') };
}

const firstLine = (edit: (line: string) => string) => (text: string) => {
  const end = text.indexOf('\n');
  return edit(text.slice(0, end)) + text.slice(end);
};

test('UR register.csv whose header is written in other case is read by its names, and the report says so', async (t) => {
  const lv = sized(registerSource);
  const asPublished = folder(t, LV_FIXTURES, 'register.csv');
  assert.equal(sourceReport(await runImport({ databasePath: asPublished.db, sources: [lv], fromDir: asPublished.files, now: NOW }), 'lv.register').status, 'published');

  const recased = folder(t, LV_FIXTURES, 'register.csv', firstLine((h) => h.replace('regcode;', 'RegCode;').replace(';name;', ';NAME;').replace(';address;', ';Address;')));
  const report = sourceReport(await runImport({ databasePath: recased.db, sources: [lv], fromDir: recased.files, now: NOW }), 'lv.register');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(report.warnings.filter((w) => w.includes('letter case')), [
    'register.csv, line 1: columns RegCode as regcode, NAME as name, Address as address: written in other letter case than the source reads them by, '
    + 'read as the source\'s (the file re-saved, or the register\'s header changed?)',
  ]);
  const companies = (db: string) => query(db, 'SELECT regcode, name, address FROM companies ORDER BY regcode');
  assert.ok(companies(recased.db).every((c) => c.address !== null), 'no company published without its address');
  assert.deepEqual(companies(recased.db), companies(asPublished.db));
});

test('a header holding one column twice in two cases fails naming the file, the line and both, the store unchanged', async (t) => {
  const lv = sized(registerSource);
  const { files, db } = folder(t, LV_FIXTURES, 'register.csv');
  await runImport({ databasePath: db, sources: [lv], fromDir: files, now: NOW });
  const before = dumpStore(db);
  writeFileSync(join(files, 'register.csv'), firstLine((h) => h.replace(';name;', ';Name;').replace(';without_quotes;', ';NAME;'))(readFileSync(join(files, 'register.csv'), 'utf8')));
  const report = sourceReport(await runImport({ databasePath: db, sources: [lv], fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'lv.register');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^register\.csv, line 1: the header holds Name and NAME, one name \(name\) written in two letter cases: which of them to read is not known \(header: regcode;sepa;Name;/);
  assert.deepEqual(dumpStore(db), before);
});

test('RIK general data whose ariregistri_kood is written in other case is read, and the report names the key and how often', async (t) => {
  const general = sized(eeSources.find((s) => s.id === 'ee.general')!);
  const asPublished = folder(t, EE, GENERAL);
  assert.equal(sourceReport(await runImport({ databasePath: asPublished.db, sources: [general], fromDir: asPublished.files, now: NOW }), 'ee.general').status, 'published');

  const recased = folder(t, EE, GENERAL, (text) => text.replaceAll('"ariregistri_kood"', '"Ariregistri_kood"'));
  const report = sourceReport(await runImport({ databasePath: recased.db, sources: [general], fromDir: recased.files, now: NOW }), 'ee.general');
  assert.equal(report.status, 'published', report.message);
  const records = (JSON.parse(readFileSync(join(EE, GENERAL), 'utf8')) as unknown[]).length;
  assert.deepEqual(report.warnings.filter((w) => w.includes('letter case')), [
    `${GENERAL}, record 1: key Ariregistri_kood as ariregistri_kood (${records} times): written in other letter case than the source reads it by, `
    + 'read as the source\'s (the file re-saved, or the register\'s keys changed?)',
  ]);
  // The data the file gave (the search images and run journal carry the instant they were built).
  const tables = (db: string) => { const { source_state: _s, meta: _m, search_images: _i, ...data } = dumpStore(db); return data; };
  assert.deepEqual(tables(recased.db), tables(asPublished.db));
});

test('a record holding one key in two cases fails naming the record and both keys', async (t) => {
  const general = sized(eeSources.find((s) => s.id === 'ee.general')!);
  const { files, db } = folder(t, EE, GENERAL, (text) => text.replace('"ariregistri_kood"', '"ARIREGISTRI_KOOD": 1, "ariregistri_kood"'));
  const report = sourceReport(await runImport({ databasePath: db, sources: [general], fromDir: files, now: NOW }), 'ee.general');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^ettevotja_rekvisiidid__yldandmed\.json, record 1: the record holds ariregistri_kood and ARIREGISTRI_KOOD, one name \(ariregistri_kood\) written in two letter cases: which of them to read is not known/);
});

test('RIK shareholders whose osaluse_protsent is written in other case keep their percent, and the report says so', async (t) => {
  // Not a key the file is read by (recordKeys) but one its mapper reads: it was read as empty in
  // every record, and each shareholding published without its percent, no warning given.
  const shareholders = sized(eeSources.find((s) => s.id === 'ee.shareholders')!);
  const asPublished = folder(t, EE, SHAREHOLDERS);
  assert.equal(sourceReport(await runImport({ databasePath: asPublished.db, sources: [shareholders], fromDir: asPublished.files, now: NOW }), 'ee.shareholders').status, 'published');

  // The list holding them written otherwise too: its entries are read all the same.
  const recased = folder(t, EE, SHAREHOLDERS, (text) => text.replaceAll('"osaluse_protsent"', '"Osaluse_Protsent"').replaceAll('"osanikud"', '"Osanikud"'));
  const report = sourceReport(await runImport({ databasePath: recased.db, sources: [shareholders], fromDir: recased.files, now: NOW }), 'ee.shareholders');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(report.warnings.filter((w) => w.includes('letter case')), [
    `${SHAREHOLDERS}, record 1: keys Osanikud as osanikud (3 times), Osaluse_Protsent as osaluse_protsent (3 times): written in other letter case than the source reads them by, `
    + 'read as the source\'s (the file re-saved, or the register\'s keys changed?)',
  ]);
  const shares = (db: string) => query(db, 'SELECT regcode, person_name, share_percent FROM person_roles ORDER BY regcode, person_name');
  assert.ok(shares(recased.db).some((r) => r.share_percent !== null), 'the percents are read');
  assert.deepEqual(shares(recased.db), shares(asPublished.db));
});
