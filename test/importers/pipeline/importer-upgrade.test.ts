// After an upgrade, the importers may read the same files into other rows. A source whose files
// are unchanged but were published by another version of the importing code is imported again,
// so the store does not keep serving the former reading until the publisher changes the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sources } from '../../../src/importers/lv/index.ts';
import { folderWith, query, runImport, scratch, sourceReport } from './helpers.ts';

const register = sources.filter((s) => s.id === 'lv.register');
const ALFA = '40003000001';
const addressOfAlfa = (db: string) => query<{ address: string }>(db, 'SELECT address FROM companies WHERE regcode = ?', ALFA)[0]!.address;

/** The store as an older version left it: its own reading of a row, and its importer version (or none). */
function writtenByOlderVersion(path: string, recorded: 'none' | 'another'): void {
  const db = new DatabaseSync(path);
  db.prepare('UPDATE companies SET address = ? WHERE regcode = ?').run('Rīga, Brīvības iela 1 - 2', ALFA);
  if (recorded === 'none') db.exec("DELETE FROM meta WHERE key LIKE 'importer:%'");
  else db.exec("UPDATE meta SET value = 'an-older-version' WHERE key LIKE 'importer:%'");
  db.close();
}

test('unchanged files published by another version of the importers are imported again, once', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const files = folderWith(s.dir, s.files, ['register.csv']);
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);
  const current = addressOfAlfa(s.db);
  assert.match(current, /LV-1010$/);

  for (const recorded of ['none', 'another'] as const) {
    writtenByOlderVersion(s.db, recorded);
    const again = sourceReport(await runImport({ databasePath: s.db, sources: register, fromDir: files }), 'lv.register');
    assert.equal(again.status, 'published', recorded);
    assert.match(again.warnings.join('\n'), /imported again: they were published by another version of the importers/, recorded);
    assert.equal(addressOfAlfa(s.db), current, recorded);

    const next = sourceReport(await runImport({ databasePath: s.db, sources: register, fromDir: files }), 'lv.register');
    assert.equal(next.status, 'unchanged', recorded);
  }
});

test('files an older version published after this one (a rollback) are imported again', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const files = folderWith(s.dir, s.files, ['register.csv']);
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);
  const current = addressOfAlfa(s.db);
  const recordKey = "SELECT value FROM meta WHERE key = 'importer:lv.register'";
  const recorded = query<{ value: string }>(s.db, recordKey)[0]!.value;

  // An older version, rolled back to, publishes changed files: it writes their checksum and its
  // own reading of them, and leaves the record of this version as it was.
  appendFileSync(join(files, 'register.csv'), '\r\n');
  assert.equal(sourceReport(await runImport({ databasePath: s.db, sources: register, fromDir: files }), 'lv.register').status, 'published');
  const db = new DatabaseSync(s.db);
  db.prepare("UPDATE meta SET value = ? WHERE key = 'importer:lv.register'").run(recorded);
  db.prepare('UPDATE companies SET address = ? WHERE regcode = ?').run('Rīga, Brīvības iela 1 - 2', ALFA);
  db.close();

  const again = sourceReport(await runImport({ databasePath: s.db, sources: register, fromDir: files }), 'lv.register');
  assert.equal(again.status, 'published');
  assert.equal(addressOfAlfa(s.db), current);
});
