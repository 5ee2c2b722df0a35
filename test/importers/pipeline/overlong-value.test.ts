// A value far longer than any the registers publish (a 200,000-character address, below the CSV
// reader's 1 MiB field limit) was accepted and published, served to every client asking for the
// company. Its row is now rejected as any bad value is: counted by reason against the source's
// reject limit, named by file and line in the report, and the company is not served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const register: SourceDefinition = {
  id: 'lv.companies', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'],
  files: [{
    name: 'register.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'name', 'address'] },
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'LV', regcode: String(r.regcode), name: String(r.name), legalFormCode: null, legalFormName: null, status: 'active',
        registryStatus: null, registeredOn: '2020-01-01', closedOn: null, address: String(r.address), addressStreet: null,
        addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
};

const rows = (n: number, long: number[]) => ['regcode;name;address', ...Array.from({ length: n }, (_, i) =>
  `${40_003_000_000 + i};SIA "Uzņēmums ${i}";"${long.includes(i) ? 'Rīga, Brīvības iela 1 '.repeat(10_000) : `Rīga, Brīvības iela ${i + 1}`}"`)].join('\n');

test('a row with a value longer than any real one is rejected by its line, and counts against the reject limit', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'overlong-value-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = (text: string) => {
    writeFileSync(join(dir, 'register.csv'), text);
    return runImport({ databasePath: db, sources: [register], fromDir: dir, force: true }).then((r) => sourceReport(r, 'lv.companies'));
  };

  const one = await run(rows(300, [3]));
  assert.equal(one.status, 'published', one.message);
  assert.equal(one.rejected, 1);
  assert.deepEqual(one.rejectExamples, { 'invalid company: address is longer than 65,536 characters': ['register.csv:5'] });
  assert.deepEqual(query(db, 'SELECT regcode FROM companies WHERE regcode = ?', '40003000003'), []);
  assert.equal(query<{ n: number }>(db, 'SELECT MAX(LENGTH(address)) AS n FROM companies')[0]!.n < 100, true);

  // Past the source's reject limit (1%), the file fails and nothing is changed.
  const many = await run(rows(300, [3, 7, 11, 13]));
  assert.equal(many.status, 'failed');
  assert.equal(query<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM companies')[0]!.n, 299);
});
