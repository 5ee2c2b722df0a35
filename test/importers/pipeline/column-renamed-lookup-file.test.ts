// The emptied-column check named the source's main file whatever file the column is read from:
// a company's address looked up in a second file (as lv.financials reads its assets from
// balance_sheets.csv beside financial_statements.csv, or an OFAC entry its aliases from alt.csv),
// renamed there, failed as register.csv: no row … holds a value for address, and an operator
// inspected a download that never had the column. The failure now names the file whose header
// changed, and the known column it lacks; with no header to tell, every file the source read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';

const ROWS = 40;
const regcode = (i: number) => String(40_003_000_000 + i);

const source = (addresses: SourceDefinition['files'][number]): SourceDefinition => ({
  id: 'lv.companies', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'],
  files: [addresses, {
    name: 'register.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'name'], known: ['regcode', 'name'] },
    mapRow: (r, ctx) => {
      const address = ctx.lookup('addresses.csv', String(r.regcode))?.[0]?.address;
      return {
        kind: 'company',
        record: {
          country: 'LV', regcode: String(r.regcode), name: String(r.name), legalFormCode: null, legalFormName: null, status: 'active',
          registryStatus: null, registeredOn: '2020-01-01', closedOn: null, address: address ? String(address) : null,
          addressStreet: null, addressCity: null, addressPostcode: null, addressRegionCode: null,
        },
      };
    },
  }],
});

/** The address file with a documented header (CSV), and the same rows as JSON, which has none to compare. */
const csvAddresses = source({
  name: 'addresses.csv', format: 'csv', lookupKey: 'regcode',
  csv: { delimiter: ';', encoding: 'utf8', required: ['regcode'], known: ['regcode', 'address'] },
});
const jsonAddresses = source({ name: 'addresses.csv', aliases: ['addresses.json'], format: 'json-array', lookupKey: 'regcode' });

async function setUp(t: { after(fn: () => void): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'column-renamed-lookup-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'register.csv'), ['regcode;name', ...Array.from({ length: ROWS }, (_, i) => `${regcode(i)};SIA "Uzņēmums ${i}"`)].join('\n'));
  const run = async (def: SourceDefinition, name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return sourceReport(await runImport({ databasePath: db, sources: [def], fromDir: dir, force: true }), 'lv.companies');
  };
  return { dir, db, run };
}

test('an address column renamed in the file it is looked up in fails naming that file and the column it lacks', async (t) => {
  const s = await setUp(t);
  const addresses = (column: string) => [`regcode;${column}`, ...Array.from({ length: ROWS }, (_, i) => `${regcode(i)};Rīga, Brīvības iela ${i + 1}`)].join('\n');
  assert.equal((await s.run(csvAddresses, 'addresses.csv', addresses('address'))).status, 'published');

  const before = dumpStore(s.db);
  const renamed = await s.run(csvAddresses, 'addresses.csv', addresses('juridiska_adrese'));
  assert.equal(renamed.status, 'failed');
  assert.equal(renamed.message, `addresses.csv: no row of the ${ROWS} read into companies holds a value for address, which ${ROWS} of the ${ROWS} `
    + 'rows published last held: a column renamed or dropped? (columns missing: addresses.csv: address) '
    + '(columns not known: addresses.csv: juridiska_adrese) (pass --allow-shrink if the register stopped publishing it); nothing was changed');
  assert.deepEqual(dumpStore(s.db), before);
});

test('with no header to tell which file changed, the failure names every file the source read, its main file first', async (t) => {
  const s = await setUp(t);
  const addresses = (key: string) => JSON.stringify(Array.from({ length: ROWS }, (_, i) => ({ regcode: regcode(i), [key]: `Rīga, Brīvības iela ${i + 1}` })));
  assert.equal((await s.run(jsonAddresses, 'addresses.json', addresses('address'))).status, 'published');

  const renamed = await s.run(jsonAddresses, 'addresses.json', addresses('juridiska_adrese'));
  assert.equal(renamed.status, 'failed');
  assert.match(renamed.message, new RegExp(`^register\\.csv, addresses\\.json: no row of the ${ROWS} read into companies holds a value for address`));
});
