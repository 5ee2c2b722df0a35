// The checks that values were lost count every row read, not the first rows: a file whose first
// 100 rows are unlike the rest is judged by all of its rows. A column emptied from some line on
// held values in the rows before it, and the emptied-column check failed only a column no row
// held: a register.csv whose addresses stopped after its first 100 rows published 1,100 of
// 1,200 companies without one. A column holding at most a tenth of the values it held at the last
// publish now fails too; a few rows without it, first or not, still publish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { sources as lvSources } from '../../../src/importers/lv/index.ts';
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

/** 1,200 companies, each with an address unless `without(i)`. */
const file = (without: (i: number) => boolean) => ['regcode;name;address',
  ...Array.from({ length: 1200 }, (_, i) => `${40_003_000_000 + i};SIA "Uzņēmums ${i}";${without(i) ? '' : `Rīga, Brīvības iela ${i + 1}`}`)].join('\n');

test('a column emptied after the first 100 rows fails the source; one lacking in the first 100 rows alone publishes', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-rows-unlike-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = (text: string, allowShrink = false) => {
    writeFileSync(join(dir, 'register.csv'), text);
    return runImport({ databasePath: db, sources: [register], fromDir: dir, allowShrink }).then((r) => sourceReport(r, 'lv.companies'));
  };
  const withAddress = () => query<{ n: number }>(db, 'SELECT COUNT(address) AS n FROM companies')[0]!.n;
  assert.equal((await run(file(() => false))).status, 'published');

  const before = dumpStore(db);
  const emptied = await run(file((i) => i >= 100));
  assert.equal(emptied.status, 'failed');
  assert.equal(emptied.message, 'register.csv: 100 of the 1200 rows read into companies hold a value for address, which 1200 of the 1200 rows '
    + 'published last held: the column emptied in most rows (a file cut into from another export, a column shifted in part of it?) '
    + '(pass --allow-shrink if the register did empty it); nothing was changed');
  assert.deepEqual(dumpStore(db), before);

  // The first 100 rows without it, the other 1,100 with it: a few rows lacking a value, published.
  assert.equal((await run(file((i) => i < 100))).status, 'published');
  assert.equal(withAddress(), 1100);
  // A register that did empty the column in most rows is accepted with --allow-shrink.
  assert.equal((await run(file((i) => i >= 100), true)).status, 'published');
  assert.equal(withAddress(), 100);
});

// UR's register.csv, whose `registered` only describes: a row whose date is no real date is kept
// without it, and more such rows than the source may reject (1%) fail the file.
const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (i: number, registered: string) => `${40_003_100_000 + i};;SIA Nr ${i};SIA;Nr;;0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;`
  + `${registered};; ;Rīga, Brīvības iela ${i + 1};1010;;0;;0010000;`;

test('dates lost are judged over every row: all of the first 100 lost publishes, half of the rest lost fails', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-rows-dates-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const def = lvSources.filter((d) => d.id === 'lv.register');
  const run = (lost: (i: number) => boolean, name: string) => {
    writeFileSync(join(dir, 'register.csv'), [HEADER, ...Array.from({ length: 10_000 }, (_, i) => row(i, lost(i) ? '2020-13-45' : '2015-01-01'))].join('\n') + '\n');
    return runImport({ databasePath: join(dir, `${name}.sqlite`), sources: def, knownSources: lvSources, fromDir: dir }).then((r) => sourceReport(r, 'lv.register'));
  };
  // 100 of 10,000 rows (1.0%, the limit): judged by the first 100 rows alone, 100% lost.
  const first = await run((i) => i < 100, 'first');
  assert.equal(first.status, 'published', first.message);
  // None of the first 100 rows, half of the others (49.5%): judged by the first 100, none lost.
  const rest = await run((i) => i >= 100 && i % 2 === 0, 'rest');
  assert.equal(rest.status, 'failed');
  assert.match(rest.message, /^register\.csv: registered is not a real date in 4950 of 10000 rows \(49\.5%, limit 1\.0%; e\.g\. register\.csv:102 "2020-13-45"/);
});
