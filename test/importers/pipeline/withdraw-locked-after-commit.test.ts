// withdraw on a store another process (an sqlite3 shell, a backup tool) begins writing the moment
// the withdrawal commits: the runs' outcome, written after the commit, waited SQLite's 10 s for the
// holder and threw "database is locked", so the command said `import failed: … is locked …; the
// served data is as it was` (status 1) of a source it had removed, and left its runs to be ended
// as interrupted, "nothing was changed". The outcome is written in the withdrawal's transaction now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { query, runImport, scratch } from './helpers.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources } from '../../../src/importers/lv/index.ts';

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
    databasePath: s.db, sources: [lv('lv.officers')], knownSources: sources,
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
