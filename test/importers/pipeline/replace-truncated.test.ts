// A company source whose new file replaces every company it published (UR's register.csv, JAR,
// YTJ) read a file cut at a line end, a shorter but valid file, as the removal of every company
// after the cut: the row-count check lets half the rows go, so a register.csv of 60% was
// published and 40% of the Latvian companies answered 404 and vanished from search. Lithuania's
// registered-entities file read as a header alone beside the deregistered one did the same to
// every Lithuanian company in business.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, query, runImport, sourceReport } from './helpers.ts';

const HEADER = 'regcode;name;closed';

const register: SourceDefinition = {
  id: 'lv.companies', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'], publishPolicy: 'replace',
  files: [{
    name: 'register.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'name', 'closed'] },
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'LV', regcode: String(r.regcode), name: String(r.name), legalFormCode: null, legalFormName: null,
        status: r.closed === '' ? 'active' : 'closed', registryStatus: null, registeredOn: '2020-01-01',
        closedOn: r.closed === '' ? null : String(r.closed), address: null, addressStreet: null, addressCity: null,
        addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
};

/** `closed` closed companies (UR keeps them in the file), then `n` in business. */
const file = (n: number, closed = 0) => [HEADER,
  ...Array.from({ length: closed }, (_, i) => `${50_003_000_000 + i};SIA "Slēgts ${i}";2019-05-01`),
  ...Array.from({ length: n }, (_, i) => `${40_003_000_000 + i};SIA "Uzņēmums ${i}";`),
].join('\n') + '\n';

test('a replacing company file that lacks a tenth of the companies in business or more fails; fewer are published as before', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-replace-truncated-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = (text: string, now: string, allowShrink = false) => {
    writeFileSync(join(dir, 'register.csv'), text);
    return runImport({ databasePath: db, sources: [register], fromDir: dir, now: new Date(now), allowShrink });
  };
  const companies = () => query<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM companies')[0]!.n;

  assert.equal((await run(file(2000, 1500), '2026-11-20T06:00:00Z')).ok, true);

  // A day's removals: published, as before.
  assert.equal(sourceReport(await run(file(1990, 1500), '2026-11-21T06:00:00Z'), 'lv.companies').status, 'published');
  assert.equal(companies(), 3490);

  // The file cut after 3,000 of its 3,490 rows: within the half the row count lets go.
  const before = dumpStore(db);
  const cut = sourceReport(await run(file(1500, 1500), '2026-11-22T06:00:00Z'), 'lv.companies');
  assert.equal(cut.status, 'failed');
  assert.equal(cut.message, 'register.csv lacks 490 of the 1990 open companies lv.companies published (24.6%, limit 10%), '
    + 'which would be served no more (not found, gone from search): a truncated file? '
    + '(pass --allow-shrink if the register did remove them); nothing was changed');
  assert.deepEqual(dumpStore(db), before);

  // Only the closed companies gone (another file holds them, as JAR's deregistered one): checked as before.
  assert.equal(sourceReport(await run(file(1990), '2026-11-23T06:00:00Z'), 'lv.companies').status, 'published');

  // A real wave of removals is published with --allow-shrink.
  assert.equal(sourceReport(await run(file(1500), '2026-11-24T06:00:00Z', true), 'lv.companies').status, 'published');
  assert.equal(companies(), 1500);
});
