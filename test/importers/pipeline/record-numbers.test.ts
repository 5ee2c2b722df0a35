// The readers number the rows of a JSON or XML file by record, not by line: in a pretty-printed
// file the tenth company may start on line 89. The report named a rejected record, or a repeated
// key, as `companies.json:10` or `line 10`, where a CSV file's line stands, and an operator
// opened line 10 and found another company; a JSON or XML row is now named as a record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { runImport, sourceReport } from './helpers.ts';

const companies: SourceDefinition = {
  id: 'ee.companies', country: 'EE', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5, produces: ['company'],
  files: [{
    name: 'companies.json', format: 'json-array',
    mapRow: (r) => (/^\d{8}$/.test(String(r.code)) ? {
      kind: 'company',
      record: {
        country: 'EE', regcode: String(r.code), name: String(r.name), legalFormCode: null, legalFormName: null, status: 'active',
        registryStatus: 'R', registeredOn: '2020-01-01', closedOn: null, address: null, addressStreet: null,
        addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    } : { reject: 'not an 8-digit registry code' }),
  }],
};

test('a rejected JSON record and a repeated key are named by record number', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'record-numbers-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rows: unknown[]) => writeFileSync(join(dir, 'companies.json'), JSON.stringify(rows, null, 2));
  const run = async () => sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [companies], fromDir: dir }), 'ee.companies');

  write([{ code: '10000001', name: 'Üks OÜ' }, { code: '1000002', name: 'Kaks OÜ' }, { code: '10000003', name: 'Kolm OÜ' }]);
  const rejected = await run();
  assert.equal(rejected.status, 'published', rejected.message);
  assert.deepEqual(rejected.rejectExamples, { 'not an 8-digit registry code': ['companies.json record 2'] });

  write([{ code: '10000001', name: 'Üks OÜ' }, { code: '10000002', name: 'Kaks OÜ' }, { code: '10000001', name: 'Üks AS' }]);
  const repeated = await run();
  assert.equal(repeated.status, 'failed');
  assert.match(repeated.message, /^companies\.json record 3: duplicate company key EE 10000001 \(first at companies\.json record 1\), the rows differing in name: /);
});
