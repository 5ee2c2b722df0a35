// UR's files carry each row's own identifier, `id`, by which a repeated row is caught
// (SourceFile.rowId) and by which members.csv and stockholders.csv find the owners of a holding
// held jointly. Renamed, it was read as empty in every row: no repeat was caught and each
// JOINT_OWNERS row was rejected as `joint owners not found`, which in a national file's hundreds
// of thousands of rows stayed under the reject limit, and the holdings were published without
// them. A file whose rows are told apart by a column now requires it, and fails at its header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { dumpStore, runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

const FIRST = new Date('2026-11-20T06:00:00Z');

test('every UR file whose rows are told apart by id fails at line 1 naming it when id is renamed, the store as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const first = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST });
  const files = sources.flatMap((source) => source.files.filter((f) => f.rowId === 'id').map((f) => ({ source, file: f.name })))
    .filter(({ source }) => sourceReport(first, source.id).status === 'published');
  assert.ok(files.some((f) => f.file === 'members.csv'), 'members.csv is among them');
  for (const { source, file } of files) {
    const path = join(s.files, file);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^(\uFEFF?)id([;,])/, '$1nr$2'));
    const before = dumpStore(s.db);
    const report = sourceReport(await runImport({ databasePath: s.db, sources: [source], fromDir: s.files, now: new Date('2026-11-21T06:00:00Z') }), source.id);
    assert.equal(report.status, 'failed', file);
    assert.match(report.message, new RegExp(`^${file.replace('.', '\\.')}, line 1: missing required column id \\(header: nr[;,]`), file);
    assert.deepEqual(dumpStore(s.db), before, file);
    writeFileSync(path, text);
  }
});
