// An import killed part-way (Ctrl-C, SIGKILL, a crash) never writes its outcome into import_runs.
// The next import ends such a run: `interrupted` (a publish is one transaction, so nothing of it
// was changed), or `published` when its publish had committed; a run whose process is still
// going is left `running`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForWriting } from '../../../src/store/open.ts';
import { startImportRun } from '../../../src/store/import-runs.ts';
import { thisProcessStart } from '../../../src/store/process-identity.ts';
import { LV_FIXTURES, REPO, query, runImport, sourceReport } from './helpers.ts';

const only = (...ids: string[]) => sources.filter((s) => ids.includes(s.id));

/** Starts a run of `source` in another process, which is then killed; with `committed`, after its publish committed. */
function killedDuring(db: string, source: string, committed: boolean): number {
  const store = pathToFileURL(join(REPO, 'src/store/import-runs.ts')).href;
  const open = pathToFileURL(join(REPO, 'src/store/open.ts')).href;
  const script = `
    const { startImportRun } = await import(${JSON.stringify(store)});
    const { openForWriting } = await import(${JSON.stringify(open)});
    const db = openForWriting(${JSON.stringify(db)});
    const id = startImportRun(db, ${JSON.stringify(source)}, new Date());
    if (${committed}) db.prepare('UPDATE source_state SET last_run_id = ? WHERE source = ?').run(id, ${JSON.stringify(source)});
    process.kill(process.pid, 'SIGKILL');`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(child.signal, 'SIGKILL', child.stderr);
  return child.pid!;
}

test('the next import ends the runs of a killed import: interrupted, or published when its publish committed', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'abandoned-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: only('lv.register'), fromDir: LV_FIXTURES }), 'lv.register').status, 'published');

  const stagingPid = killedDuring(db, 'lv.officers', false);
  const publishedPid = killedDuring(db, 'lv.register', true);
  const live = openForWriting(db);
  startImportRun(live, 'lv.vat', new Date()); // this process: an import still going
  live.close();
  const before = query<{ status: string }>(db, "SELECT status FROM import_runs WHERE id > 1 ORDER BY id");
  assert.deepEqual(before.map((r) => r.status), ['running', 'running', 'running']);

  await runImport({ databasePath: db, sources: only('lv.officers'), fromDir: LV_FIXTURES });
  const runs = query<{ source: string; status: string; message: string; finished_at: string | null }>(
    db, 'SELECT source, status, message, finished_at FROM import_runs WHERE id BETWEEN 2 AND 4 ORDER BY id');
  assert.deepEqual(runs.map((r) => [r.source, r.status, r.message]), [
    ['lv.officers', 'interrupted', `process ${stagingPid} ended before the run finished; nothing was changed`],
    ['lv.register', 'published', `published; process ${publishedPid} ended before it recorded the outcome`],
    ['lv.vat', 'running', `running in process ${process.pid}${thisProcessStart === null ? '' : ` (start ${thisProcessStart})`}`],
  ]);
  assert.ok(runs[0]!.finished_at !== null && runs[1]!.finished_at !== null);
  const last = query<{ source: string; status: string }>(db, 'SELECT source, status FROM import_runs ORDER BY id DESC LIMIT 1')[0]!;
  assert.deepEqual(last, { source: 'lv.officers', status: 'published' });
});
