// An import command during which another process (an sqlite3 shell, a backup tool) began a write
// transaction on the store, met by a write of the command before its publish: the start of the
// next source's run, or the journal entry of a source that failed its checks. Each waited SQLite's
// 10 s and threw out of the command, so the operator got one command-level line and no source's
// report, as the publish did before (store-locked-at-publish.test.ts). Now, after that one wait,
// each source fails in the report, the one that failed its checks with its own reason, the others
// with the locked store's words, no source after it is read, and the served data is as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { runImport, sourceReport, type Scratch } from './helpers.ts';
import { afterRollback, LOCK_WAIT, lockedSaid, lv, NOT_RECORDED, storeAndHolder, takingLockWhileStaged } from './lock-while-staged.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';

/** Runs the command with `first` taking the holder's lock as it stages; checks what every locked store leaves. */
async function importWhileLocked(s: Scratch, holder: DatabaseSync, first: (take: () => void) => SourceDefinition) {
  let storeFile: Buffer | null = null;
  const taking = first(() => {
    holder.exec('BEGIN IMMEDIATE');
    storeFile = readFileSync(s.db);
  });
  const report = await runImport({ databasePath: s.db, sources: [taking, lv('lv.officers')], fromDir: s.files, force: true, lockWaitSeconds: LOCK_WAIT });
  assert.ok(storeFile !== null, 'the holder took its lock while the command staged');
  assert.equal(report.ok, false, 'the command fails (status 1)');
  assert.equal(report.publish, null);
  assert.ok(readFileSync(s.db).equals(storeFile!), 'no checkpoint waiting for the holder again');
  return report;
}

test('a lock taken while a source stages, met by the next source\'s start, fails each source in the report after one wait, data as it was', async (t) => {
  const { s, holder, before } = await storeAndHolder(t);
  // It threw "database is locked" out of the command (lv.officers' run could not start).
  const report = await importWhileLocked(s, holder, (take) => takingLockWhileStaged(lv('lv.register'), take));

  const register = sourceReport(report, 'lv.register');
  assert.equal(register.status, 'failed');
  assert.equal(register.message, lockedSaid(s.db), 'staged, but not published');
  assert.ok(register.warnings.some((w) => NOT_RECORDED.test(w)), JSON.stringify(register.warnings));
  const officers = sourceReport(report, 'lv.officers');
  assert.equal(officers.status, 'failed');
  assert.equal(officers.message, lockedSaid(s.db));
  assert.equal(officers.runId, null, 'no run started: it was not read');
  assert.equal(officers.rowsRead, 0);
  const printed = formatReport(report);
  for (const id of ['lv.register', 'lv.officers']) assert.match(printed, new RegExp(`FAILED +${id.replace('.', '\\.')} .*\\n +DATABASE_PATH=`), id);

  afterRollback(s, holder, before, [register.runId!]);
});

test('a lock taken while a source stages that then fails its checks, met by its journal entry, keeps its reason and fails the next source, data as it was', async (t) => {
  const { s, holder, before } = await storeAndHolder(t);
  // It threw "database is locked" out of the command (lv.register's failure could not be journalled).
  const report = await importWhileLocked(s, holder, (take) => takingLockWhileStaged(lv('lv.register'), take, { reject: 'unreadable row' }));

  const register = sourceReport(report, 'lv.register');
  assert.equal(register.status, 'failed');
  assert.match(register.message, /^register\.csv: 0 rows to write/, 'its own failure, naming its file');
  assert.ok(register.warnings.some((w) => NOT_RECORDED.test(w)), JSON.stringify(register.warnings));
  const officers = sourceReport(report, 'lv.officers');
  assert.equal(officers.status, 'failed');
  assert.equal(officers.message, lockedSaid(s.db));
  assert.equal(officers.runId, null, 'no run started: it was not read');

  afterRollback(s, holder, before, [register.runId!]);
});
