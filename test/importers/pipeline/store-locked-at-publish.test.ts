// An import whose publish met another process's write lock (an sqlite3 shell, a backup tool that
// began writing the store while the command staged): the publish waited SQLite's 10 s and failed,
// then the journal write of the first staged source waited the same holder another 10 s and threw
// out of the command, so the operator got one command-level line after 20 s instead of the report
// naming each source's failure. Now each source fails in the report with the locked store's words,
// the journal is left for the next import to end, and the served data is as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { dumpStore, query, runImport, scratch, sourceReport } from './helpers.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { endAbandonedRuns } from '../../../src/store/import-runs.ts';
import { openForWriting } from '../../../src/store/open.ts';
import { takingLockWhileStaged } from './lock-while-staged.ts';

const lv = (id: string) => sources.find((s) => s.id === id)!;

test('a publish that meets another process\'s write lock fails each staged source in the report, not the command, data as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await runImport({ databasePath: s.db, sources: [lv('lv.register'), lv('lv.officers')], fromDir: s.files });
  // A register file that would change a name, were it published.
  const register = `${s.files}/register.csv`;
  writeFileSync(register, readFileSync(register, 'utf8').replaceAll('Alfa Koks', 'Alfa Koks Renamed'));
  const before = dumpStore(s.db);

  const holder = new DatabaseSync(s.db);
  t.after(() => { if (holder.isOpen) holder.close(); });
  // Pages of the holder's earlier commit wait in the log: a checkpoint the command ran after its
  // failure would copy them into the store file, once it had waited for the holder again.
  holder.exec('CREATE TABLE held_scratch (x); DROP TABLE held_scratch;');
  let storeFile: Buffer | null = null;
  const officers = takingLockWhileStaged(lv('lv.officers'), () => {
    holder.exec('BEGIN IMMEDIATE');
    storeFile = readFileSync(s.db);
  });

  // It threw "database is locked" out of the command (the first staged source's journal write).
  const report = await runImport({ databasePath: s.db, sources: [lv('lv.register'), officers], fromDir: s.files, force: true });
  assert.ok(storeFile !== null, 'the holder took its lock while the command staged');
  assert.equal(report.ok, false, 'the command fails (status 1)');
  assert.equal(report.publish, null);
  const said = `the command's publish failed: DATABASE_PATH=${s.db} is locked: another process held a write transaction on it for over 10 s `
    + '(not an import, reindex or withdraw, which take turns: an sqlite3 shell or a backup tool writing it?); nothing was changed; '
    + 'end that process\'s transaction, then run the command again';
  for (const id of ['lv.register', 'lv.officers']) {
    const r = sourceReport(report, id);
    assert.equal(r.status, 'failed', id);
    assert.equal(r.message, said, id);
    assert.ok(r.warnings.some((w) => /not recorded in import_runs, which the same lock holds; the next import ends the run there/.test(w)), id);
  }
  assert.match(formatReport(report), new RegExp(`FAILED +lv\\.register .*\\n +${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.ok(readFileSync(s.db).equals(storeFile!), 'no checkpoint waiting for the holder again');

  holder.exec('ROLLBACK');
  holder.close();
  assert.deepEqual(dumpStore(s.db), before, 'the served data is as it was');

  // The runs it could not close are ended by the next command, once this process is gone.
  const runIds = report.sources.map((r) => r.runId!);
  const running = () => query<{ status: string }>(s.db, `SELECT status FROM import_runs WHERE id IN (${runIds.join(', ')})`).map((r) => r.status);
  assert.deepEqual(running(), ['running', 'running']);
  const db = openForWriting(s.db);
  try { assert.equal(endAbandonedRuns(db, new Date(), () => false), 2); } finally { db.close(); }
  assert.deepEqual(running(), ['interrupted', 'interrupted']);
});
