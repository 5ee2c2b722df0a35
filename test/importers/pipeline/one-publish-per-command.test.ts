// An import command publishes all its sources in one transaction: a reader never sees one
// source's new rows without another's (a renamed company without its flag, a new company whose
// status the flags have not yet set), and the statuses that compliance flags derive are
// re-applied on every command, also when no file changed (a proceeding whose end date passed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const base = {
  country: 'EE' as const, title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u',
  feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5,
};

const companies: SourceDefinition = {
  ...base, id: 'ee.companies', url: 'http://files.test/companies.json', produces: ['company'],
  statusFromFlags: [{ flag: 'insolvent', status: 'insolvency' }],
  files: [{
    name: 'companies.json', format: 'json-array', jsonPath: 'companies',
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
  ...base, id: 'ee.flags', url: 'http://files.test/flags.json', produces: ['flag'],
  files: [{
    name: 'flags.json', format: 'json-array', jsonPath: 'flags',
    mapRow: (r) => ({
      kind: 'flag',
      record: { country: 'EE', regcode: String(r.code), flag: 'insolvent', detail: null, since: '2026-11-01', until: String(r.until) },
    }),
  }],
};

interface Seen { names: string; statuses: string }

test('a reader sees the store before the command or after it, never one source published without the other', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-one-publish-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const files: Record<string, unknown> = {
    'companies.json': { companies: [{ code: '10000001', name: 'Vana OÜ' }] },
    'flags.json': { flags: [] },
  };
  const seenDuringFlagsDownload: Seen[] = [];
  let watching = false;
  const read = (): Seen => {
    const reader = openForReading(db);
    try {
      reader.exec('BEGIN');
      const rows = reader.prepare('SELECT regcode, name, status FROM companies ORDER BY regcode').all() as Array<{ regcode: string; name: string; status: string }>;
      reader.exec('COMMIT');
      return { names: rows.map((r) => `${r.regcode} ${r.name}`).join(', '), statuses: rows.map((r) => `${r.regcode} ${r.status}`).join(', ') };
    } finally {
      reader.close();
    }
  };
  // The command downloads the flags after it has read and staged the companies: what a reader
  // sees at that moment is what a client would have been served.
  const fetchFiles: typeof fetch = async (input) => {
    const name = String(input).split('/').pop()!;
    if (name === 'flags.json' && watching) {
      seenDuringFlagsDownload.push(read());
    }
    return new Response(JSON.stringify(files[name]), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const run = (now: string) => runImport({ databasePath: db, sources: [companies, flags], cacheDir: join(dir, 'cache'), fetch: fetchFiles, now: new Date(now) });

  const first = await run('2026-11-20T06:00:00Z');
  assert.equal(first.ok, true, JSON.stringify(first.sources.map((s) => s.message)));
  const before = read();
  assert.deepEqual(before, { names: '10000001 Vana OÜ', statuses: '10000001 active' });

  files['companies.json'] = { companies: [{ code: '10000001', name: 'Uus OÜ' }, { code: '10000002', name: 'Teine OÜ' }] };
  files['flags.json'] = { flags: [{ code: '10000002', until: '2026-12-31' }] };
  watching = true;
  const second = await run('2026-11-21T06:00:00Z');
  watching = false;
  assert.equal(second.ok, true, JSON.stringify(second.sources.map((s) => s.message)));
  assert.deepEqual(seenDuringFlagsDownload, [before], 'the renamed and the new company were served before the flags were published');
  const after = read();
  assert.deepEqual(after, { names: '10000001 Uus OÜ, 10000002 Teine OÜ', statuses: '10000001 active, 10000002 insolvency' });
  assert.deepEqual(second.publish?.sources, ['ee.companies', 'ee.flags']);
  assert.equal(second.publish?.at, '2026-11-21T06:00:00.000Z');
  // Both sources' rows became visible in one commit, so they carry one publish instant.
  assert.deepEqual(query(db, 'SELECT DISTINCT published_at FROM source_state'), [{ published_at: '2026-11-21T06:00:00.000Z' }]);

  // The same files after the proceeding's end date: nothing is imported, yet the status it set ends.
  const third = await run('2027-01-02T06:00:00Z');
  assert.deepEqual(third.sources.map((s) => s.status), ['unchanged', 'unchanged']);
  assert.equal(third.publish?.statusesChanged, 1);
  assert.deepEqual(read().statuses, '10000001 active, 10000002 active');
  // And a command with nothing to change reports no publish.
  const fourth = await run('2027-01-03T06:00:00Z');
  assert.equal(fourth.publish, null);
});

test('a source whose files fail is left out of the command publish; the others are published', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-one-publish-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const fetchFiles: typeof fetch = async (input) => {
    const name = String(input).split('/').pop()!;
    const body = name === 'companies.json' ? JSON.stringify({ companies: [{ code: '10000001', name: 'Vana OÜ' }] }) : '{"flags": [';
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const report = await runImport({ databasePath: db, sources: [companies, flags], cacheDir: join(dir, 'cache'), fetch: fetchFiles });
  assert.equal(report.ok, false);
  assert.equal(sourceReport(report, 'ee.companies').status, 'published');
  assert.equal(sourceReport(report, 'ee.flags').status, 'failed');
  assert.deepEqual(report.publish?.sources, ['ee.companies']);
  assert.deepEqual(query(db, 'SELECT source FROM source_state'), [{ source: 'ee.companies' }]);
  assert.deepEqual(query(db, "SELECT status FROM import_runs WHERE source = 'ee.flags'"), [{ status: 'failed' }]);
});
