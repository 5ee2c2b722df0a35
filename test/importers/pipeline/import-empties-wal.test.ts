// An import while a server has the store open leaves its write-ahead log empty at the end, as
// docs/operations.md says. A log left holding the command's pages beside the store (a PASSIVE
// checkpoint copies them into the file but keeps them in the log) was read into whatever file
// came next at DATABASE_PATH: a store moved into place with `mv`, as the guide describes, opened
// by a restarted server or the next import with the former store's pages laid over its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { query, runImport, scratch } from './helpers.ts';

const walBytes = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);

test('an import beside a reading server ends with the log empty, so a store moved into place reads as itself', async (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // Another store, of its own content, to be moved in later: the register's first rows alone.
  const other = join(s.dir, 'other.sqlite');
  const few = join(s.dir, 'few');
  mkdirSync(few);
  writeFileSync(join(few, 'register.csv'), readFileSync(join(s.files, 'register.csv'), 'utf8').split('\n').slice(0, 3).join('\n') + '\n');
  const register = sources.filter((d) => d.id === 'lv.register');
  assert.equal((await runImport({ databasePath: other, sources: register, fromDir: few, now: new Date('2026-07-01T06:00:00Z') })).ok, true);
  const otherCompanies = query(other, 'SELECT regcode, name FROM companies ORDER BY regcode');
  copyFileSync(other, join(s.dir, 'other-copy.sqlite'));

  assert.equal((await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-07-01T06:00:00Z') })).ok, true);
  // The server: a read-only connection that stays open between its requests.
  const server = openForReading(s.db);
  t.after(() => server.close());
  server.prepare('SELECT count(*) FROM companies').get();
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-07-02T06:00:00Z'), force: true });
  assert.equal(report.ok, true);
  assert.equal(walBytes(s.db), 0, 'the write-ahead log is empty once the import has ended');

  // What an operator then does: a store built elsewhere moved into place.
  renameSync(join(s.dir, 'other-copy.sqlite'), s.db);
  const restarted = openForReading(s.db);
  try {
    assert.equal((restarted.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check, 'ok');
    assert.deepEqual(restarted.prepare('SELECT regcode, name FROM companies ORDER BY regcode').all().map((r) => ({ ...r })), otherCompanies);
  } finally {
    restarted.close();
  }
});
