// A JSON key renamed otherwise than in letter case (RIK's `osaluse_protsent` as `osaluse_pct`,
// YTJ's `names` as `businessNames`) was read as no value in every record, with no word in the
// import report: every shareholding published without its percent, or every Finnish company
// rejected for a name it never had. A key outside those the source reads and documents is now
// told in the report (file, first record, how many records), and a file lacking a key each
// record is read by fails naming it, the store as it was. The files are the EE and FI fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, REPO, runImport, scratch, sourceReport } from './helpers.ts';

const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
const SHAREHOLDERS = 'ettevotja_rekvisiidid__osanikud.json';
const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const sized = (list: SourceDefinition[]) => list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const EE = sized(eeSources.filter((s) => ['ee.basic', 'ee.general', 'ee.persons', 'ee.shareholders'].includes(s.id)));
const only = (id: string) => EE.filter((s) => s.id === id);

/** The file with every occurrence of the key `from` written `to`. */
function renameKey(path: string, from: string, to: string): void {
  const text = readFileSync(path, 'utf8');
  assert.ok(text.includes(`"${from}"`), `${path} holds ${from}`);
  writeFileSync(path, text.replaceAll(`"${from}"`, `"${to}"`));
}

const keyWarnings = (warnings: string[]) => warnings.filter((w) => w.includes('outside those the source reads'));

test('a JSON key renamed is told in the import report with its first record and count; one every record needs fails', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  cpSync(join(REPO, 'test/fixtures/ee'), s.files, { recursive: true });
  const first = await runImport({ databasePath: s.db, sources: EE, fromDir: s.files, now: FIRST });
  for (const source of EE) {
    const report = sourceReport(first, source.id);
    assert.equal(report.status, 'published', source.id);
    assert.deepEqual(keyWarnings(report.warnings), [], `${source.id}: the files as published hold no key outside the documented ones`);
  }

  renameKey(join(s.files, SHAREHOLDERS), 'osaluse_protsent', 'osaluse_pct');
  const renamed = sourceReport(await runImport({ databasePath: s.db, sources: only('ee.shareholders'), fromDir: s.files, now: SECOND }), 'ee.shareholders');
  assert.equal(renamed.status, 'published', renamed.message);
  assert.deepEqual(keyWarnings(renamed.warnings), [`${SHAREHOLDERS}, record 1: key osaluse_pct (2 records) outside those the source reads and `
    + 'documents: not read, its value in no answer (a key the source reads renamed, or the register\'s keys changed?)']);

  const before = dumpStore(s.db);
  renameKey(join(s.files, GENERAL), 'yldandmed', 'uldandmed');
  const general = sourceReport(await runImport({ databasePath: s.db, sources: only('ee.general'), fromDir: s.files, now: SECOND }), 'ee.general');
  assert.equal(general.status, 'failed');
  assert.match(general.message, new RegExp(`^${GENERAL.replaceAll('.', '\\.')}, record 1: the record lacks the key yldandmed, which the source reads every record by \\(the keys it holds: ariregistri_kood, nimi, uldandmed\\)`));
  assert.deepEqual(dumpStore(s.db), before);
});

test('YTJ companies whose names key is renamed fail naming it, the store as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  cpSync(join(REPO, 'test/fixtures/fi'), s.files, { recursive: true });
  const [ytj] = sized([ytjSource]);
  assert.equal(sourceReport(await runImport({ databasePath: s.db, sources: [ytj!], fromDir: s.files, now: FIRST }), 'fi.ytj').status, 'published');
  const before = dumpStore(s.db);
  renameKey(join(s.files, 'all_companies.json'), 'names', 'businessNames');
  const report = sourceReport(await runImport({ databasePath: s.db, sources: [ytj!], fromDir: s.files, now: SECOND }), 'fi.ytj');
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^all_companies\.json, record 1: the record lacks the key names, which the source reads every record by \(the keys it holds: .*businessNames/);
  assert.deepEqual(dumpStore(s.db), before);
});
