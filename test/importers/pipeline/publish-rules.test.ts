// Pipeline rules every country relies on, with small inline sources: close-missing publishing,
// rows grouped across files, keep-latest, JSON/NDJSON readers, dataset version and import runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { query, runImport, sourceReport } from './helpers.ts';

function company(regcode: string, name: string) {
  return {
    kind: 'company' as const,
    record: {
      country: 'EE' as const, regcode, name, legalFormCode: null, legalFormName: null, status: 'active' as const,
      registryStatus: 'R', registeredOn: '2020-01-01', closedOn: null, address: null, addressStreet: null,
      addressCity: null, addressPostcode: null, addressRegionCode: null,
    },
  };
}

const base = {
  country: 'EE' as const, title: 't', publisher: 'p', url: 'https://example.invalid/x', licence: 'l', updateFrequency: 'u',
  feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5,
};

test('close-missing keeps companies absent from a new dump as closed on the import date', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const def: SourceDefinition = {
    ...base, id: 'ee.test', produces: ['company'], publishPolicy: 'close-missing',
    files: [{ name: 'companies.json', format: 'json-array', jsonPath: 'companies', mapRow: (r) => company(String(r.code), String(r.name)) }],
  };
  const db = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'companies.json'), JSON.stringify({ companies: [{ code: '10000001', name: 'A OÜ' }, { code: '10000002', name: 'B OÜ' }] }));
  await runImport({ databasePath: db, sources: [def], fromDir: dir, now: new Date('2026-11-20T06:00:00Z') });
  const v1 = query<{ value: string }>(db, "SELECT value FROM meta WHERE key = 'dataset_version'")[0]!.value;
  writeFileSync(join(dir, 'companies.json'), JSON.stringify({ companies: [{ code: '10000001', name: 'A OÜ' }] }));
  const r = sourceReport(await runImport({ databasePath: db, sources: [def], fromDir: dir, now: new Date('2026-11-21T06:00:00Z') }), 'ee.test');
  assert.equal(r.status, 'published');
  assert.match(r.message, /1 companies absent from the dump kept as closed/);
  assert.deepEqual(query(db, 'SELECT regcode, status, closed_on, first_seen_at FROM companies ORDER BY regcode'), [
    { regcode: '10000001', status: 'active', closed_on: null, first_seen_at: '2020-01-01T00:00:00.000Z' },
    { regcode: '10000002', status: 'closed', closed_on: '2026-11-21', first_seen_at: '2020-01-01T00:00:00.000Z' },
  ]);
  const v2 = query<{ value: string }>(db, "SELECT value FROM meta WHERE key = 'dataset_version'")[0]!.value;
  assert.notEqual(v1, v2);
  assert.deepEqual(query(db, 'SELECT source, row_count, published_at FROM source_state'), [{ source: 'ee.test', row_count: 2, published_at: '2026-11-21T06:00:00.000Z' }]);
});

test('rows grouped across files reach mapGroup together; keepLatest keeps one row per key', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'heads.ndjson'), '{"id":"s1","code":"10000001","year":2023}\n{"id":"s2","code":"10000001","year":2024}\n\n');
  writeFileSync(join(dir, 'figures.csv'), 'id;revenue\ns2;200\ns1;100\nzz;5\n');
  const def: SourceDefinition = {
    ...base, id: 'ee.grouped', produces: ['financial'],
    files: [
      { name: 'heads.ndjson', format: 'ndjson', groupKey: (r) => String(r.id) },
      { name: 'figures.csv', format: 'csv', csv: { delimiter: 'auto', encoding: 'utf8', required: ['id'] }, groupKey: (r) => String(r.id) },
    ],
    mapGroup: (rows) => {
      const head = rows.find((r) => r.file === 'heads.ndjson')?.row;
      if (!head) return { reject: 'figures without a statement' };
      const fig = rows.find((r) => r.file === 'figures.csv')?.row;
      return {
        kind: 'financial',
        record: {
          country: 'EE', regcode: String(head.code), year: Number(head.year), periodStart: null, periodEnd: null, currency: 'EUR',
          revenue: fig ? Number(fig.revenue) : null, profit: null, assets: null, equity: null, liabilities: null, employees: null,
          cashFlow: null, consolidated: false, filedAt: null, statementRef: String(head.id),
        },
      };
    },
    keepLatest: [{ kind: 'financial', by: ['country', 'regcode'], order: ['-year'] }],
  };
  const r = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [def], fromDir: dir }), 'ee.grouped');
  assert.equal(r.status, 'published', r.message);
  assert.equal(r.rowsRead, 5);
  assert.deepEqual(r.rejects, { 'figures without a statement': 1 });
  assert.deepEqual(query(join(dir, 'store.sqlite'), 'SELECT regcode, year, revenue, statement_ref FROM financial_statements'),
    [{ regcode: '10000001', year: 2024, revenue: 200, statement_ref: 's2' }]);
});

test('a source emitting a kind it does not declare fails with a clear message', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'c.ndjson'), '{"code":"10000001"}\n');
  const def: SourceDefinition = {
    ...base, id: 'ee.wrong', produces: ['vat'],
    files: [{ name: 'c.ndjson', format: 'ndjson', mapRow: (r) => company(String(r.code), 'X') }],
  };
  const r = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [def], fromDir: dir }), 'ee.wrong');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /ee\.wrong: the source does not declare record kind company in produces/);
});
