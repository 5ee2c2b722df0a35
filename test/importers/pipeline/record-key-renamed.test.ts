// A key of a JSON file renamed in a new version of the file (RIK's `ariregistri_kood`, an
// `osanikud` list, YTJ's `businessId`) was reported only through its effects: every record
// rejected for a value it never had ("ariregistri_kood is not an 8-digit registry code: null"),
// then "0 rows to write", or, for a list read as a company with no persons, the drop check alone,
// so the operator was left to guess what had changed. The file is now refused naming the key and
// the keys its records hold, as a CSV file missing a required column is; the served data stays.
// The files are the EE and FI fixtures, written from the documented keys, with one key renamed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { FID_FILE, fidSource } from '../../../src/importers/sanctions/lv-fid.ts';
import { missingRecordKey } from '../../../src/importers/pipeline/record-keys.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';
import { NO_SAMPLES, samplesDir } from '../lt/support.ts';

const EE = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const FI = fileURLToPath(new URL('../../fixtures/fi/', import.meta.url));
const LISTS = fileURLToPath(new URL('../../fixtures/sanctions/lists/', import.meta.url));
const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const SHAREHOLDERS = 'ettevotja_rekvisiidid__osanikud.json';
const OFF_CARD = 'ettevotja_rekvisiidid__kandevalised_isikud.json';

// The fixtures are a few rows: bounds sized for them, not for the nation.
const sized = (list: SourceDefinition[]) => list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const EE_SOURCES = sized(eeSources.filter((s) => ['ee.basic', 'ee.general', 'ee.persons', 'ee.shareholders'].includes(s.id)));

function folderOf(t: { after(fn: () => void): void }, from: string): { root: string; files: string } {
  const root = mkdtempSync(join(tmpdir(), 'record-key-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  mkdirSync(files);
  for (const f of readdirSync(from)) copyFileSync(join(from, f), join(files, f));
  return { root, files };
}

/** The file with every occurrence of the key `from` written `to`. */
function renameKey(path: string, from: string, to: string): void {
  const text = readFileSync(path, 'utf8');
  assert.ok(text.includes(`"${from}"`), `${path} holds ${from}`);
  writeFileSync(path, text.replaceAll(`"${from}"`, `"${to}"`));
}

test('EE general data whose ariregistri_kood is renamed is refused naming the key, nothing changed', async (t) => {
  const { root, files } = folderOf(t, EE);
  const db = join(root, 'store.sqlite');
  const first = await runImport({ databasePath: db, sources: EE_SOURCES, fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  for (const s of EE_SOURCES) assert.equal(sourceReport(first, s.id).status, 'published', s.id);
  const before = dumpStore(db);

  renameKey(join(files, GENERAL), 'ariregistri_kood', 'registrikood');
  const general = EE_SOURCES.filter((s) => s.id === 'ee.general');
  const report = sourceReport(await runImport({ databasePath: db, sources: general, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'ee.general');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${GENERAL}, record 1: the record lacks the key ariregistri_kood, which the source reads every record by `
    + '(the keys it holds: registrikood, nimi, yldandmed); the file\'s format has changed (a key renamed?) or it is the wrong file; '
    + 'nothing was changed');
  assert.equal(report.rejected, 0, 'no record is rejected for the value it never had');
  assert.deepEqual(dumpStore(db), before);
});

test('EE shareholders whose osanikud list is renamed are refused naming the list, not published as no shareholders', async (t) => {
  const { root, files } = folderOf(t, EE);
  const db = join(root, 'store.sqlite');
  await runImport({ databasePath: db, sources: EE_SOURCES, fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  const before = dumpStore(db);

  renameKey(join(files, SHAREHOLDERS), 'osanikud', 'osalejad');
  const shareholders = EE_SOURCES.filter((s) => s.id === 'ee.shareholders');
  const report = sourceReport(await runImport({ databasePath: db, sources: shareholders, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'ee.shareholders');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${SHAREHOLDERS}, record 1: the record lacks the key osanikud, which the source reads every record by `
    + '(the keys it holds: ariregistri_kood, nimi, osalejad, osapandid_tingimuslikud_voorandamised); '
    + 'the file\'s format has changed (a key renamed?) or it is the wrong file; nothing was changed');
  assert.deepEqual(dumpStore(db), before);
});

test('EE shareholders whose osanikud list is renamed after record 512 are refused at that record, not served as companies with none', async (t) => {
  const { root, files } = folderOf(t, EE);
  const db = join(root, 'store.sqlite');
  await runImport({ databasePath: db, sources: EE_SOURCES, fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  const before = dumpStore(db);

  // 900 records, the fixture's three over and over; from record 601 on the list is written `osalejad`.
  const path = join(files, SHAREHOLDERS);
  const records = JSON.parse(readFileSync(path, 'utf8')) as Array<Record<string, unknown>>;
  const long = Array.from({ length: 900 }, (_, i) => {
    const { osanikud, ...rest } = records[i % records.length]!;
    return i < 600 ? { ...rest, osanikud } : { ...rest, osalejad: osanikud };
  });
  writeFileSync(path, JSON.stringify(long, null, 1));
  const shareholders = EE_SOURCES.filter((s) => s.id === 'ee.shareholders');
  const report = sourceReport(await runImport({ databasePath: db, sources: shareholders, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'ee.shareholders');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${SHAREHOLDERS}, record 601: the record lacks the key osanikud, which the source reads every record by `
    + 'and the 600 records before it hold (the keys it holds: ariregistri_kood, nimi, osapandid_tingimuslikud_voorandamised, osalejad); '
    + 'the file changes part-way (a key renamed, two files joined?) or the record is damaged: a record read without it would be served as empty; '
    + 'nothing was changed');
  assert.deepEqual(dumpStore(db), before);
});

test('the off-card persons file, whose list key is kaardivalised_isikud, is read as before; neither list key refuses it', async (t) => {
  const { root, files } = folderOf(t, EE);
  const db = join(root, 'store.sqlite');
  const persons = EE_SOURCES.filter((s) => s.id === 'ee.basic' || s.id === 'ee.persons');
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: persons, fromDir: files, now: new Date('2026-11-20T06:00:00Z') }), 'ee.persons').status, 'published');

  renameKey(join(files, OFF_CARD), 'kaardivalised_isikud', 'isikud');
  const report = sourceReport(await runImport({ databasePath: db, sources: persons, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'ee.persons');
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${OFF_CARD}, record 1: the record lacks any of the keys kaardile_kantud_isikud, kaardivalised_isikud, `
    + 'which the source reads every record by (the keys it holds: ariregistri_kood, nimi, isikud); '
    + 'the file\'s format has changed (a key renamed?) or it is the wrong file; nothing was changed');
});

test('a YTJ file whose businessId is renamed is refused naming the key', async (t) => {
  const { root, files } = folderOf(t, FI);
  const db = join(root, 'store.sqlite');
  const fi = sized([ytjSource]);
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: fi, fromDir: files, now: new Date('2026-11-20T06:00:00Z') }), 'fi.ytj').status, 'published');
  const before = dumpStore(db);

  renameKey(join(files, 'all_companies.json'), 'businessId', 'businessIdentifier');
  const report = sourceReport(await runImport({ databasePath: db, sources: fi, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'fi.ytj');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^all_companies\.json, record 1: the record lacks the key businessId, which the source reads every record by \(the keys it holds: businessIdentifier, /);
  assert.deepEqual(dumpStore(db), before);
});

test('the FID list whose entities\' Id is renamed is refused at the first, naming the key, not rejected entity by entity', async (t) => {
  const { root, files } = folderOf(t, LISTS);
  const db = join(root, 'store.sqlite');
  const fid = sized([fidSource]);
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: fid, fromDir: files, now: new Date('2026-11-20T06:00:00Z') }), 'sanctions.lv').status, 'published');
  const before = dumpStore(db);

  const path = join(files, FID_FILE);
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('<fid:Id>', '<fid:Ident>').replaceAll('</fid:Id>', '</fid:Ident>'));
  const report = sourceReport(await runImport({ databasePath: db, sources: fid, fromDir: files, now: new Date('2026-11-21T06:00:00Z') }), 'sanctions.lv');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^LV_national_v2\.xml, record 1: the record lacks the element or attribute Id, which the source reads every record by \(the elements and attributes it holds: Ident, Type, Name, /);
  assert.equal(report.rejected, 0, 'no entity is rejected for an Id it never had');
  assert.deepEqual(dumpStore(db), before);
});

test('a record is judged alone, a key held with no value being held; a nested path is followed', () => {
  const spec = { recordKeys: ['ariregistri_kood'] };
  assert.equal(missingRecordKey({ ariregistri_kood: 10000001, nimi: 'B OÜ' }, spec), null);
  assert.equal(missingRecordKey({ ariregistri_kood: null }, spec), null, 'a key held with no value is the mapper\'s to judge');
  assert.equal(missingRecordKey({ nimi: 'A OÜ' }, spec),
    'the record lacks the key ariregistri_kood, which the source reads every record by (the keys it holds: nimi); '
    + 'the file\'s format has changed (a key renamed?) or it is the wrong file');
  assert.match(missingRecordKey({ nimi: 'A OÜ' }, spec, 1200)!,
    /^the record lacks the key ariregistri_kood, which the source reads every record by and the 1,200 records before it hold \(the keys it holds: nimi\); the file changes part-way/);
  const nested = { recordKeys: ['businessId.value'] };
  assert.equal(missingRecordKey({ businessId: { value: '0112038-9' } }, nested), null);
  assert.match(missingRecordKey({ businessId: { id: '0112038-9', source: '3' } }, nested)!, /lacks the key businessId\.value, .*\(the keys it holds: id, source\)/);
});

test('the real YTJ records of the shared samples hold the key fi.ytj declares; one renamed is refused', (t) => {
  const dir = samplesDir('fi');
  if (!dir) { t.diagnostic(NO_SAMPLES); return t.skip(NO_SAMPLES); }
  const page = JSON.parse(readFileSync(join(dir, 'opendata-ytj-api_v3_companies__businessId_0112038-9.json'), 'utf8')) as { companies: Array<Record<string, unknown>> };
  const bulk = JSON.parse(readFileSync(join(dir, 'opendata-ytj-api_v3_all_companies__one_record_3466646-8.json'), 'utf8')) as Array<Record<string, unknown>>;
  const [bulkFile, pageFile] = ytjSource.files;
  for (const record of page.companies) assert.equal(missingRecordKey(record, pageFile!), null);
  for (const record of bulk) assert.equal(missingRecordKey(record, bulkFile!), null);
  const renamed = bulk.map(({ businessId, ...rest }) => ({ businessIdentifier: businessId, ...rest }));
  assert.match(missingRecordKey(renamed[0]!, bulkFile!)!, /^the record lacks the key businessId, .*\(the keys it holds: businessIdentifier, /);
});
