// An element or attribute a sanctions list's source reads, renamed in or dropped from every entry
// of the XML file (the EU list's `programme` dropped, its names' `gender` written `sex`, the FID
// list's `Name` renamed), was read as no value in every entry and published with no word in the
// import report: every listing without its programme, every listed person without the gender
// that tells a namesake apart, or the whole list rejected entity by entity. The key checks of
// JSON files now read XML entries too: a name outside those the source reads and documents is
// told (file, first record, how many records), one the source reads that no entry holds is told
// (file, names, records read), and a file lacking one each entry is read by fails naming it, the
// store as it was. The files are the list fixtures and, where present, the real excerpts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EU_FILE, euSource } from '../../../src/importers/sanctions/eu-fsf.ts';
import { UN_FILE, unSource } from '../../../src/importers/sanctions/un-sc.ts';
import { FID_FILE, fidSource } from '../../../src/importers/sanctions/lv-fid.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, REPO, runImport, scratch, sourceReport } from './helpers.ts';
import { NO_SAMPLES, SAMPLES } from '../sanctions/samples-folder.ts';

const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
const EU_FIXTURE = join(REPO, 'test/fixtures/sanctions/screening', EU_FILE);
const FID_FIXTURE = join(REPO, 'test/fixtures/sanctions/lists', FID_FILE);
const sized = (source: SourceDefinition) => ({ ...source, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 });
const EU = sized(euSource);
const FID = sized(fidSource);

/** The warnings of the key checks: a name outside those read, or a name read that no entry holds. */
const keyWarnings = (warnings: string[]) => warnings.filter((w) => /outside those the source reads|which the source reads, held by none/.test(w));

/** The file's text with `edit` applied, which must change it. */
function edited(path: string, edit: (text: string) => string): void {
  const text = readFileSync(path, 'utf8');
  const changed = edit(text);
  assert.notEqual(changed, text, `${path} is changed`);
  writeFileSync(path, changed);
}

async function imported(source: SourceDefinition, from: string, name: string): Promise<{ s: ReturnType<typeof scratch>; path: string }> {
  const s = scratch();
  const path = join(s.files, name);
  copyFileSync(from, path);
  const first = sourceReport(await runImport({ databasePath: s.db, sources: [source], fromDir: s.files, now: FIRST }), source.id);
  assert.equal(first.status, 'published', first.message);
  assert.deepEqual(keyWarnings(first.warnings), [], `${name} as published`);
  return { s, path };
}

test('the XML list fixtures and real excerpts as published give no key warning', async (t) => {
  for (const [source, from, name] of [[EU, EU_FIXTURE, EU_FILE], [FID, FID_FIXTURE, FID_FILE]] as const) {
    const { s } = await imported(source, from, name);
    s.cleanup();
  }
  if (!existsSync(SAMPLES)) { t.skip(NO_SAMPLES); return; }
  for (const [source, from, name] of [[EU, 'eu_fsf_xmlFullSanctionsList_1_1.xml', EU_FILE], [sized(unSource), 'un_consolidated.xml', UN_FILE]] as const) {
    const { s } = await imported(source, join(SAMPLES, from), name);
    s.cleanup();
  }
});

test('an attribute the EU list drops from every entry is told with file, name and record count', async (t) => {
  const { s, path } = await imported(EU, EU_FIXTURE, EU_FILE);
  t.after(() => s.cleanup());
  edited(path, (text) => text.replace(/ programme="[^"]*"/g, ''));
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [EU], fromDir: s.files, now: SECOND }), EU.id);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(keyWarnings(report.warnings), [`${EU_FILE}: element or attribute programme, which the source reads, held by none of its 7 records: `
    + 'read as no value in every record, its value in no answer (the element or attribute dropped from the file, or the register\'s elements or attributes changed?)']);
});

test('an attribute the EU list renames is told with the first entry holding it and how many do', async (t) => {
  const { s, path } = await imported(EU, EU_FIXTURE, EU_FILE);
  t.after(() => s.cleanup());
  edited(path, (text) => text.replaceAll(' gender="', ' sex="'));
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [EU], fromDir: s.files, now: SECOND }), EU.id);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(keyWarnings(report.warnings), [
    `${EU_FILE}, record 2: element or attribute sex (2 records) outside those the source reads and documents: not read, its value in no answer `
      + '(an element or attribute the source reads renamed, or the register\'s elements or attributes changed?)',
    `${EU_FILE}: element or attribute gender, which the source reads, held by none of its 7 records: read as no value in every record, its value in no answer `
      + '(the element or attribute dropped from the file, or the register\'s elements or attributes changed?)',
  ]);
});

test('an element each FID entity is read by, renamed, fails the file at its first entity naming it, the store as it was', async (t) => {
  const { s, path } = await imported(FID, FID_FIXTURE, FID_FILE);
  t.after(() => s.cleanup());
  const before = dumpStore(s.db);
  edited(path, (text) => text.replaceAll('<fid:Name>', '<fid:Nosaukums>').replaceAll('</fid:Name>', '</fid:Nosaukums>'));
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [FID], fromDir: s.files, now: SECOND }), FID.id);
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^LV_national_v2\.xml, record 1: the record lacks the element or attribute Name, which the source reads every record by \(the elements and attributes it holds: Id, Type, Nosaukums, /);
  assert.equal(report.rejected, 0, 'no entity is rejected for a name it never had');
  assert.deepEqual(dumpStore(s.db), before);
});

/** The EU fixture's entries repeated to `count` entries, each with a logicalId of its own. */
function euListOf(count: number): string {
  const text = readFileSync(EU_FIXTURE, 'utf8');
  const entries = [...text.matchAll(/<sanctionEntity [\s\S]*?<\/sanctionEntity>/g)].map((m) => m[0]);
  const repeated = Array.from({ length: count }, (_, i) => entries[i % entries.length]!.replace(/logicalId="(\d+)"/, `logicalId="${100_000 + i}"`));
  return text.replace(/<sanctionEntity [\s\S]*<\/sanctionEntity>/, repeated.join('\n  '));
}

test('an attribute an EU entry holds only where it has the value, dropped from every entry of a list of 1,000, is told', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const path = join(s.files, EU_FILE);
  writeFileSync(path, euListOf(1_000));
  const first = sourceReport(await runImport({ databasePath: s.db, sources: [EU], fromDir: s.files, now: FIRST }), EU.id);
  assert.equal(first.status, 'published', first.message);
  // The fixture's addresses and births are written without the parts the list writes empty: a list of this size is told so.
  const told = (names: string) => [`${EU_FILE}: elements or attributes ${names}, which the source reads, held by none of its 1,000 records: `
    + 'read as no value in every record, their values in no answer (the element or attribute dropped from the file, or the register\'s elements or attributes changed?)'];
  assert.deepEqual(keyWarnings(first.warnings), told('place, zipCode, region, poBox'));
  edited(path, (text) => text.replace(/ street="[^"]*"/g, ''));
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [EU], fromDir: s.files, now: SECOND }), EU.id);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(keyWarnings(report.warnings), told('place, zipCode, region, street, poBox'));
});
