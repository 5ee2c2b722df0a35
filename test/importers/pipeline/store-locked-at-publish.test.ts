// An import whose publish met another process's write lock (an sqlite3 shell, a backup tool that
// began writing the store while the command staged): the publish waited SQLite's 10 s and failed,
// then the journal write of the first staged source waited the same holder another 10 s and threw
// out of the command, so the operator got one command-level line after 20 s instead of the report
// naming each source's failure. Now each source fails in the report with the locked store's words,
// the journal is left for the next import to end, and the served data is as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runImport, sourceReport } from './helpers.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { afterRollback, LOCK_WAIT, lockedSaid, lv, NOT_RECORDED, storeAndHolder, takingLockWhileStaged } from './lock-while-staged.ts';

test('a publish that meets another process\'s write lock fails each staged source in the report, not the command, data as it was', async (t) => {
  const { s, holder, before } = await storeAndHolder(t);
  let storeFile: Buffer | null = null;
  const officers = takingLockWhileStaged(lv('lv.officers'), () => {
    holder.exec('BEGIN IMMEDIATE');
    storeFile = readFileSync(s.db);
  });

  // It threw "database is locked" out of the command (the first staged source's journal write).
  const report = await runImport({ databasePath: s.db, sources: [lv('lv.register'), officers], fromDir: s.files, force: true, lockWaitSeconds: LOCK_WAIT });
  assert.ok(storeFile !== null, 'the holder took its lock while the command staged');
  assert.equal(report.ok, false, 'the command fails (status 1)');
  assert.equal(report.publish, null);
  const said = `the command's publish failed: ${lockedSaid(s.db)}`;
  for (const id of ['lv.register', 'lv.officers']) {
    const r = sourceReport(report, id);
    assert.equal(r.status, 'failed', id);
    assert.equal(r.message, said, id);
    assert.ok(r.warnings.some((w) => NOT_RECORDED.test(w)), id);
  }
  assert.match(formatReport(report), new RegExp(`FAILED +lv\\.register .*\\n +${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.ok(readFileSync(s.db).equals(storeFile!), 'no checkpoint waiting for the holder again');

  // The runs it could not close are ended by the next command, once this process is gone.
  afterRollback(s, holder, before, report.sources.map((r) => r.runId!));
});
