// withdraw on a store another process (an sqlite3 shell, a backup tool) begins writing while the
// command runs. Begun before the withdrawal's transaction, it fails the command at that one wait,
// the served data as it was, its runs ended as interrupted by the next command. Begun the moment
// the withdrawal commits: the runs' outcome, written after the commit, waited SQLite's 10 s for the
// holder and threw "database is locked", so the command said `import failed: … is locked …; the
// served data is as it was` (status 1) of a source it had removed, and left its runs to be ended
// as interrupted, "nothing was changed". The outcome is written in the withdrawal's transaction now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { dumpStore, query, runImport, scratch } from './helpers.ts';
import { LOCK_WAIT } from './lock-while-staged.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { endAbandonedRuns } from '../../../src/store/import-runs.ts';
import { importLockPath } from '../../../src/store/import-lock.ts';
import { openForWriting } from '../../../src/store/open.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';

const lv = (id: string) => sources.find((s) => s.id === id)!;

test('a withdrawal done as another process begins writing the store says it is done, and its runs say withdrawn', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await runImport({ databasePath: s.db, sources: [lv('lv.register'), lv('lv.officers')], fromDir: s.files });
  const officers = () => query<{ n: number }>(s.db, "SELECT count(*) AS n FROM person_roles WHERE source = 'lv.officers'")[0]!.n;
  assert.ok(officers() > 0);

  const holder = new DatabaseSync(s.db);
  t.after(() => { if (holder.isOpen) holder.close(); });
  let committed = false;
  const result = await withdrawSources({
    databasePath: s.db, sources: [lv('lv.officers')], knownSources: sources, lockWaitSeconds: LOCK_WAIT,
    onCommitted: () => { committed = true; holder.exec('BEGIN IMMEDIATE'); },
  });
  assert.ok(committed);
  assert.equal(result.sources.length, 1);
  assert.equal(result.sources[0]!.held, true);
  holder.exec('ROLLBACK');
  holder.close();

  assert.equal(officers(), 0, 'the source is withdrawn');
  assert.deepEqual(query(s.db, "SELECT status FROM import_runs WHERE source = 'lv.officers' ORDER BY id DESC LIMIT 1"), [{ status: 'withdrawn' }]);
});

test('a withdrawal whose transaction meets a lock taken once its run started fails at that one wait, the served data as it was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  await runImport({ databasePath: s.db, sources: [lv('lv.register'), lv('lv.officers')], fromDir: s.files });
  const before = dumpStore(s.db);
  const holder = new DatabaseSync(s.db);
  t.after(() => { if (holder.isOpen) holder.close(); });
  // Pages of the holder's earlier commit wait in the log: a checkpoint after the failure would
  // copy them into the store file, once it had waited for the holder again.
  holder.exec('CREATE TABLE held_scratch (x); DROP TABLE held_scratch;');
  let storeFile: Buffer | null = null;
  // The holder begins once the command has started its runs, just before its transaction.
  const withdrawn: SourceDefinition[] = Object.assign([lv('lv.officers')], {
    map<U>(this: SourceDefinition[], fn: (def: SourceDefinition, i: number, all: SourceDefinition[]) => U): U[] {
      const out = Array.prototype.map.call(this, fn) as U[];
      holder.exec('BEGIN IMMEDIATE');
      storeFile = readFileSync(s.db);
      return out;
    },
  });
  await assert.rejects(withdrawSources({ databasePath: s.db, sources: withdrawn, knownSources: sources, lockWaitSeconds: LOCK_WAIT }), /database is locked/);
  assert.ok(storeFile !== null, 'the holder took its lock while the command ran');
  assert.ok(readFileSync(s.db).equals(storeFile!), 'no checkpoint waiting for the holder again');
  assert.equal(existsSync(importLockPath(s.db)), false, 'the import lock released');
  holder.exec('ROLLBACK');
  holder.close();
  assert.deepEqual(dumpStore(s.db), before, 'the served data is as it was');

  const last = () => query<{ status: string }>(s.db, "SELECT status FROM import_runs WHERE source = 'lv.officers' ORDER BY id DESC LIMIT 1");
  assert.deepEqual(last(), [{ status: 'running' }]);
  const db = openForWriting(s.db);
  try { assert.equal(endAbandonedRuns(db, new Date(), () => false), 1); } finally { db.close(); }
  assert.deepEqual(last(), [{ status: 'interrupted' }]);
});
