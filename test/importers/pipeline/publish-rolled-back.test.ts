// A command's publish is one transaction. On a full disk (or an I/O error, or out of memory)
// SQLite rolls that transaction back itself and the failing statement throws: the savepoint of
// the source being published is gone with it, and a SAVEPOINT run after that starts a transaction
// of its own that its RELEASE commits at once. The sources after the failing one were so
// published one by one outside the command's transaction, while the report said of every source
// "cannot rollback - no transaction is active; nothing was changed".
// A trigger raising ROLLBACK does to the publish what SQLITE_FULL does: the statement fails and
// SQLite has rolled the whole transaction back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';

const base = {
  country: 'EE' as const, title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5,
};

const companies: SourceDefinition = {
  ...base, id: 'ee.companies', produces: ['company'],
  files: [{
    name: 'companies.json', format: 'json-array',
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'EE', regcode: String(r.code), name: String(r.name), legalFormCode: null, legalFormName: null, status: 'active',
        registryStatus: 'R', registeredOn: '2020-01-01', closedOn: null, address: null, addressStreet: null,
        addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
};

const flags: SourceDefinition = {
  ...base, id: 'ee.flags', produces: ['flag'],
  files: [{
    name: 'flags.json', format: 'json-array',
    mapRow: (r) => ({
      kind: 'flag',
      record: { country: 'EE', regcode: String(r.code), flag: 'insolvent', detail: null, since: String(r.since), until: null },
    }),
  }],
};

test('a publish that SQLite rolls back itself (disk full) publishes none of the command\'s sources and says why', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-rolled-back-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const write = (name: string, rows: unknown[]) => writeFileSync(join(dir, name), JSON.stringify(rows));
  const run = (now: string) => runImport({ databasePath: db, sources: [companies, flags], fromDir: dir, now: new Date(now) });

  write('companies.json', [{ code: '10000001', name: 'Vana OÜ' }]);
  write('flags.json', [{ code: '10000001', since: '2026-11-01' }]);
  const first = await run('2026-11-20T06:00:00Z');
  assert.ok(first.ok, JSON.stringify(first.sources.map((s) => s.message)));

  write('companies.json', [{ code: '10000001', name: 'Uus OÜ' }]);
  write('flags.json', [{ code: '10000001', since: '2026-11-15' }]);
  const store = new DatabaseSync(db);
  store.exec(`CREATE TRIGGER disk_full BEFORE INSERT ON companies
    BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END`);
  store.close();
  const before = dumpStore(db);

  const failed = await run('2026-11-21T06:00:00Z');
  assert.equal(failed.ok, false);
  assert.deepEqual(dumpStore(db), before, 'the store is as it was before the command');
  for (const id of ['ee.companies', 'ee.flags']) {
    const r = sourceReport(failed, id);
    assert.equal(r.status, 'failed', `${id}: ${r.message}`);
    assert.match(r.message, /database or disk is full; nothing was changed/, id);
  }

  // The disk has room again: the next run publishes both.
  const freed = new DatabaseSync(db);
  freed.exec('DROP TRIGGER disk_full');
  freed.close();
  const next = await run('2026-11-22T06:00:00Z');
  assert.ok(next.ok, JSON.stringify(next.sources.map((s) => s.message)));
  assert.deepEqual(next.publish?.sources, ['ee.companies', 'ee.flags']);
});
