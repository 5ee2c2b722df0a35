// A column the register renames (UR's `address` written `legal_address`) is read as empty in
// every row: no row is rejected, the row count holds, and the new name is only reported as an
// unknown column, so every company was published without its address. A column that held a value
// in most rows of the last publish and holds none in the new file now fails the source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, query, runImport, sourceReport } from './helpers.ts';

const text = (v: unknown) => (v === undefined || v === '' ? null : String(v));

const register: SourceDefinition = {
  id: 'lv.companies', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'],
  files: [{
    name: 'register.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'name'], known: ['regcode', 'name', 'address'] },
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'LV', regcode: String(r.regcode), name: String(r.name), legalFormCode: null, legalFormName: null, status: 'active',
        registryStatus: null, registeredOn: '2020-01-01', closedOn: null, address: text(r.address), addressStreet: null,
        addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
};

const file = (addressColumn: string, rows: number) => [`regcode;name;${addressColumn}`,
  ...Array.from({ length: rows }, (_, i) => `${40_003_000_000 + i};SIA "Uzņēmums ${i}";Rīga, Brīvības iela ${i + 1}`)].join('\n');

test('a column that no row of the new file holds, while most published rows did, fails the source', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'column-renamed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = (text: string, allowShrink = false) => {
    writeFileSync(join(dir, 'register.csv'), text);
    return runImport({ databasePath: db, sources: [register], fromDir: dir, allowShrink }).then((r) => sourceReport(r, 'lv.companies'));
  };
  const withAddress = () => query<{ n: number }>(db, 'SELECT COUNT(address) AS n FROM companies')[0]!.n;

  assert.equal((await run(file('address', 1200))).status, 'published');
  assert.equal(withAddress(), 1200);
  // A day's file as before, a few companies more: published.
  assert.equal((await run(file('address', 1210))).status, 'published');

  const before = dumpStore(db);
  const renamed = await run(file('legal_address', 1210));
  assert.equal(renamed.status, 'failed');
  assert.equal(renamed.message, 'register.csv: no row of the 1210 read into companies holds a value for address, which 1210 of the 1210 rows '
    + 'published last held: a column renamed or dropped? (columns missing: register.csv: address) (columns not known: register.csv: legal_address) '
    + '(pass --allow-shrink if the register stopped publishing it); nothing was changed');
  assert.deepEqual(dumpStore(db), before);

  // A register that did stop publishing the column is accepted with --allow-shrink.
  assert.equal((await run(file('legal_address', 1210), true)).status, 'published');
  assert.equal(withAddress(), 0);
});
