// Shared by the tests of a store another process locks while an import command stages: a source
// whose first mapped row runs a callback, which takes the holder's lock at that moment, the store
// and holder they start from, the words a locked store is told in, and what a rollback leaves.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { TestContext } from 'node:test';
import { dumpStore, query, runImport, scratch, type Scratch } from './helpers.ts';
import { sources } from '../../../src/importers/lv/index.ts';
import { endAbandonedRuns } from '../../../src/store/import-runs.ts';
import { openForWriting } from '../../../src/store/open.ts';
import type { MapResult, SourceDefinition } from '../../../src/importers/source.ts';

/** The source, whose first mapped row has `onFirstRow` run; `reject`, each row is rejected (its checks then fail). */
export function takingLockWhileStaged(def: SourceDefinition, onFirstRow: () => void, opts: { reject?: string } = {}): SourceDefinition {
  let taken = false;
  return {
    ...def,
    files: def.files.map((f) => (f.mapRow === undefined ? f : {
      ...f,
      mapRow: (row, ctx): MapResult => {
        if (!taken) { taken = true; onFirstRow(); }
        return opts.reject === undefined ? f.mapRow!(row, ctx) : { reject: opts.reject };
      },
    })),
  };
}

export const lv = (id: string) => sources.find((s) => s.id === id)!;

/** The wait the tests give the commands (IMPORT_LOCK_WAIT): the default 10 s, four times a file, was most of the suite's time. */
export const LOCK_WAIT = 1;

export const lockedSaid = (db: string) => `DATABASE_PATH=${db} is locked: another process held a write transaction on it for over ${LOCK_WAIT} s `
  + '(IMPORT_LOCK_WAIT; not an import, reindex or withdraw, which take turns: an sqlite3 shell or a backup tool writing it?); nothing was changed; '
  + 'end that process\'s transaction, then run the command again';
export const NOT_RECORDED = /not recorded in import_runs, which the same lock holds; the next import ends the run there/;

/** A store holding LV's register and officers, a register file that would rename a company, and a holder of no lock yet. */
export async function storeAndHolder(t: TestContext): Promise<{ s: Scratch; holder: DatabaseSync; before: ReturnType<typeof dumpStore> }> {
  const s = scratch();
  t.after(() => s.cleanup());
  await runImport({ databasePath: s.db, sources: [lv('lv.register'), lv('lv.officers')], fromDir: s.files });
  const register = `${s.files}/register.csv`;
  writeFileSync(register, readFileSync(register, 'utf8').replaceAll('Alfa Koks', 'Alfa Koks Renamed'));
  const before = dumpStore(s.db);
  const holder = new DatabaseSync(s.db);
  t.after(() => { if (holder.isOpen) holder.close(); });
  // Pages of the holder's earlier commit wait in the log: a checkpoint the command ran after its
  // failure would copy them into the store file, once it had waited for the holder again.
  holder.exec('CREATE TABLE held_scratch (x); DROP TABLE held_scratch;');
  return { s, holder, before };
}

/** After the holder's rollback: the served data as it was, and the runs left `running` ended by the next command. */
export function afterRollback(s: Scratch, holder: DatabaseSync, before: ReturnType<typeof dumpStore>, runIds: number[]): void {
  holder.exec('ROLLBACK');
  holder.close();
  assert.deepEqual(dumpStore(s.db), before, 'the served data is as it was');
  const statuses = () => query<{ status: string }>(s.db, `SELECT status FROM import_runs WHERE id IN (${runIds.join(', ')})`).map((r) => r.status);
  assert.deepEqual(statuses(), runIds.map(() => 'running'));
  const db = openForWriting(s.db);
  try { assert.equal(endAbandonedRuns(db, new Date(), () => false), runIds.length); } finally { db.close(); }
  assert.deepEqual(statuses(), runIds.map(() => 'interrupted'));
}
