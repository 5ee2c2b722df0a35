// A store whose search index is missing (migrated from the former index, or written by a version
// with another image format): the server says so at start, the next import run builds it before
// its sources, and `npm run import -- reindex` rebuilds it on demand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../src/importers/lv/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { folderWith, REPO, runImport, scratch } from '../importers/pipeline/helpers.ts';

const register = sources.filter((s) => s.id === 'lv.register');

function dropIndex(path: string, how: 'delete' | 'old-format'): void {
  const db = new DatabaseSync(path);
  if (how === 'delete') db.exec('DELETE FROM search_images; DELETE FROM search_image_parts; DELETE FROM search_results');
  else db.exec('UPDATE search_images SET format = 0');
  db.exec("UPDATE meta SET value = value || '-x' WHERE key = 'dataset_version'");
  db.close();
}

const open = (path: string) => {
  const db = openForReading(path);
  return { db, services: createServices({ db, sanctionsThreshold: 0.9 }) };
};

test('a missing or outdated index is reported, then built by the next import run', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const files = folderWith(s.dir, s.files, ['register.csv']);
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);

  for (const how of ['delete', 'old-format'] as const) {
    dropIndex(s.db, how);
    const before = open(s.db);
    assert.match((await before.services.warmUp()).join('\n'), /search index of LV is missing or outdated/, how);
    assert.deepEqual(before.services.searchCompanies('Alfa Koks', { limit: 5 }), [], how);
    before.db.close();

    // An import run whose files did not change still builds what is missing, first.
    const report = await runImport({ databasePath: s.db, sources: register, fromDir: files });
    assert.deepEqual(report.searchIndexBuilt, ['LV'], how);
    assert.equal(report.sources[0]!.status, 'unchanged');
    const after = open(s.db);
    assert.deepEqual(await after.services.warmUp(), []);
    assert.deepEqual(after.services.searchCompanies('Alfa Koks', { limit: 5 }).map((r) => r.name), ['SIA "Alfa Koks"'], how);
    after.db.close();
  }
});

test('npm run import -- reindex rebuilds every country', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: folderWith(s.dir, s.files, ['register.csv']) })).ok, true);
  dropIndex(s.db, 'delete');
  const run = spawnSync(process.execPath, ['src/cli/import.ts', 'reindex'], { cwd: REPO, env: { ...process.env, DATABASE_PATH: s.db }, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Search index rebuilt for LV, LT, EE, FI in \d/);
  const { db, services } = open(s.db);
  t.after(() => db.close());
  assert.deepEqual(services.searchCompanies('Alfa Koks', { limit: 5 }).map((r) => r.name), ['SIA "Alfa Koks"']);
});
