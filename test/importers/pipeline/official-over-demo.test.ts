// An operator starts the service (`npm start` builds the demo store at DATABASE_PATH), then runs
// `npm run import -- all` into the same store. The official files lack every company of the demo,
// so the checks against the rows published before refused them as a truncated file (more than a
// tenth of the companies in business gone), a close-missing register would have kept the demo's
// companies as closed ones beside the real, and every real association would have been first seen
// "today", a flood of new registrations. Over generated rows, the official files are a first import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const source = (publishPolicy: 'replace' | 'close-missing'): SourceDefinition => ({
  id: 'lv.companies', country: 'LV', title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/',
  feeds: [], expectedRows: { min: 0, max: 10_000 }, maxRejectRate: 0.01, produces: ['company'], publishPolicy,
  files: [{
    name: 'register.csv', format: 'csv', csv: { delimiter: ';', encoding: 'utf8', required: ['regcode', 'name'] },
    mapRow: (r) => ({
      kind: 'company',
      record: {
        country: 'LV', regcode: String(r.regcode), name: String(r.name), legalFormCode: null, legalFormName: null,
        status: 'active', registryStatus: null, registeredOn: '2020-01-01', closedOn: null, address: null,
        addressStreet: null, addressCity: null, addressPostcode: null, addressRegionCode: null,
      },
    }),
  }],
});

const file = (first: number, n: number) => ['regcode;name',
  ...Array.from({ length: n }, (_, i) => `${first + i};SIA "Uzņēmums ${first + i}"`)].join('\n') + '\n';

for (const policy of ['replace', 'close-missing'] as const) {
  test(`the official files over the demo's generated rows publish as a first import (${policy})`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'import-over-demo-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const db = join(dir, 'store.sqlite');
    const run = (text: string, now: string, generated: boolean) => {
      writeFileSync(join(dir, 'register.csv'), text);
      return runImport({ databasePath: db, sources: [source(policy)], fromDir: dir, now: new Date(now), generated });
    };
    // The demo: 2,000 generated companies.
    assert.equal((await run(file(40_003_000_000, 2000), '2026-11-20T06:00:00Z', true)).ok, true);

    // The register's own file, none of the demo's companies in it.
    const real = sourceReport(await run(file(40_103_000_000, 3000), '2026-11-21T06:00:00Z', false), 'lv.companies');
    assert.equal(real.status, 'published', real.message);
    assert.match(real.warnings.join('\n'), /replaces the demo dataset's generated rows/);
    const rows = query<{ n: number; closed: number; today: number }>(db,
      `SELECT COUNT(*) AS n, SUM(status = 'closed') AS closed, SUM(first_seen_at >= '2026-11-21') AS today FROM companies`)[0]!;
    // Only the register's companies, none of the demo's kept as closed, none new today.
    assert.deepEqual({ ...rows }, { n: 3000, closed: 0, today: 0 });

    // From then on the checks against the rows before apply again: a file lacking a third is refused.
    const cut = sourceReport(await run(file(40_103_000_000, 2000), '2026-11-22T06:00:00Z', false), 'lv.companies');
    assert.equal(cut.status, 'failed');
    assert.match(cut.message ?? '', /lacks 1000 of the 3000 open companies/);
  });
}
