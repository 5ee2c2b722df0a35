// A documented JSON key dropped from every record of a file (not renamed: absent, so no key
// outside the known ones is told) was read as no value in every record and published with no
// word in the import report: every Estonian shareholding without its percent. The emptied-column
// check notices it only at a national file's size. Once the file is read, each key the source
// reads that no record held is now told (file, key, record count); a key each record is read by
// fails the file naming it, the store as it was. The files are the EE and FI fixtures.
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
const sized = (list: SourceDefinition[]) => list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const EE = sized(eeSources.filter((s) => ['ee.general', 'ee.persons', 'ee.shareholders', 'ee.beneficial-owners'].includes(s.id)));
const FI = sized([ytjSource]);

/** The JSON file with the key `key` removed from every object, at any depth. */
function dropKey(path: string, key: string): void {
  let dropped = 0;
  const without = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(without);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).filter(([k]) => (k === key ? (dropped += 1, false) : true));
    return Object.fromEntries(entries.map(([k, v]) => [k, without(v)]));
  };
  writeFileSync(path, JSON.stringify(without(JSON.parse(readFileSync(path, 'utf8')))));
  assert.ok(dropped > 0, `${path} holds ${key}`);
}

const absentWarnings = (warnings: string[]) => warnings.filter((w) => w.includes('held by none of its'));

test('the EE and FI files as published hold every key their sources read somewhere', async (t) => {
  for (const [dir, list] of [['ee', EE], ['fi', FI]] as const) {
    const s = scratch();
    t.after(() => s.cleanup());
    cpSync(join(REPO, 'test/fixtures', dir), s.files, { recursive: true });
    const run = await runImport({ databasePath: s.db, sources: list, fromDir: s.files, now: FIRST });
    for (const source of list) {
      const report = sourceReport(run, source.id);
      assert.equal(report.status, 'published', source.id);
      assert.deepEqual(absentWarnings(report.warnings), [], source.id);
    }
  }
});

test('a key dropped from every record is told with file, key and record count; one every record needs fails', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  cpSync(join(REPO, 'test/fixtures/ee'), s.files, { recursive: true });
  const shareholders = EE.filter((source) => source.id === 'ee.shareholders');
  assert.equal(sourceReport(await runImport({ databasePath: s.db, sources: shareholders, fromDir: s.files, now: FIRST }), 'ee.shareholders').status, 'published');

  dropKey(join(s.files, SHAREHOLDERS), 'osaluse_protsent');
  const dropped = sourceReport(await runImport({ databasePath: s.db, sources: shareholders, fromDir: s.files, now: SECOND }), 'ee.shareholders');
  assert.equal(dropped.status, 'published', dropped.message);
  assert.deepEqual(absentWarnings(dropped.warnings), [`${SHAREHOLDERS}: key osaluse_protsent, which the source reads, held by none of its 3 records: `
    + 'read as no value in every record, its value in no answer (the key dropped from the file, or the register\'s keys changed?)']);

  const before = dumpStore(s.db);
  dropKey(join(s.files, SHAREHOLDERS), 'osanikud');
  const failed = sourceReport(await runImport({ databasePath: s.db, sources: shareholders, fromDir: s.files, now: SECOND }), 'ee.shareholders');
  assert.equal(failed.status, 'failed');
  assert.match(failed.message, /^ettevotja_rekvisiidid__osanikud\.json, record 1: the record lacks the key osanikud, which the source reads every record by/);
  assert.deepEqual(dumpStore(s.db), before);
});
