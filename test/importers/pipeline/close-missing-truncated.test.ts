// A source that keeps the companies absent from its new full dump, closed on the day they
// vanished (EE RIK basic data), read a dump cut at a line end, a shorter but valid file, as the
// deletion of every company after the cut: the row-count check lets half the rows go, so a file
// of 60% closed 40% of the register's companies at once, each served as closed with today's date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, query, runImport, sourceReport } from './helpers.ts';

const basic: SourceDefinition = {
  id: 'ee.companies', country: 'EE', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'], publishPolicy: 'close-missing',
  files: [{
    name: 'companies.json', format: 'json-array',
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'EE', regcode: String(r.code), name: `Ettevõte ${String(r.code)} OÜ`, legalFormCode: null, legalFormName: null,
        status: 'active', registryStatus: 'R', registeredOn: '2020-01-01', closedOn: null, address: null, addressStreet: null,
        addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
};

const codes = (n: number) => Array.from({ length: n }, (_, i) => ({ code: String(10_000_000 + i) }));

test('a close-missing dump that lacks a tenth of the open companies or more fails; fewer are closed as before', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-close-missing-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = (rows: unknown[], now: string, allowShrink = false) => {
    writeFileSync(join(dir, 'companies.json'), JSON.stringify(rows));
    return runImport({ databasePath: db, sources: [basic], fromDir: dir, now: new Date(now), allowShrink });
  };
  const closed = () => query<{ n: number }>(db, "SELECT COUNT(*) AS n FROM companies WHERE status = 'closed'")[0]!.n;

  assert.equal((await run(codes(2000), '2026-11-20T06:00:00Z')).ok, true);

  // A day's deletions: closed, as before.
  const deleted = await run(codes(1990), '2026-11-21T06:00:00Z');
  assert.equal(sourceReport(deleted, 'ee.companies').status, 'published');
  assert.equal(closed(), 10);

  // The file cut after 1,500 of its 1,990 rows: 490 of the 1,990 open companies missing.
  const before = dumpStore(db);
  const cut = sourceReport(await run(codes(1500), '2026-11-22T06:00:00Z'), 'ee.companies');
  assert.equal(cut.status, 'failed');
  assert.equal(cut.message, 'companies.json lacks 490 of the 1990 open companies ee.companies published (24.6%, limit 10%), '
    + 'which would be served as closed from today: a truncated file? (pass --allow-shrink if the register did delete them); nothing was changed');
  assert.deepEqual(dumpStore(db), before);

  // A real wave of deletions is published with --allow-shrink.
  const wave = await run(codes(1500), '2026-11-23T06:00:00Z', true);
  assert.equal(sourceReport(wave, 'ee.companies').status, 'published');
  assert.equal(closed(), 500);
});
