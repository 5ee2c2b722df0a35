// A first import dates what it finds by the rows' own days (so it does not list the whole register
// as new): a company registered today in Riga, imported between 22:00 and 24:00 UTC, would be
// dated at the next UTC midnight, a firstSeenAt up to 3 hours ahead of the answer listing it, and
// a job keeping the latest firstSeenAt it saw would pass over what arrives in between.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const source: SourceDefinition = {
  id: 'lv.first-seen-day', country: 'LV', title: 't', publisher: 'p', url: 'https://example.invalid/x', licence: 'l',
  updateFrequency: 'u', feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5, produces: ['company', 'role'],
  files: [{
    name: 'rows.json', format: 'json-array', jsonPath: 'rows',
    mapRow: (r) => [
      {
        kind: 'company',
        record: {
          country: 'LV', regcode: String(r.regcode), name: `SIA "${String(r.regcode)}"`, legalFormCode: 'SIA', legalFormName: null,
          status: 'active', registryStatus: null, registeredOn: String(r.registered), closedOn: null, address: null,
          addressStreet: null, addressCity: null, addressPostcode: null, addressRegionCode: null,
        },
      },
      {
        kind: 'role',
        record: {
          country: 'LV', regcode: String(r.regcode), role: 'officer', position: 'board_member', personName: 'Jaunā Ilze',
          entityType: 'natural_person', birthDate: '1990-04-04', birthKey: null, holderRegcode: null, since: String(r.registered),
          until: null, sharePercent: null, shareAmount: null, shareCurrency: null,
        },
      },
    ],
  }],
};

test('a first import at 00:30 in Riga dates a company registered that day, and its officer, no later than the import', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-seen-day-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'rows.json'), JSON.stringify({ rows: [
    { regcode: '40203000001', registered: '2026-11-25' },
    { regcode: '40203000002', registered: '2026-11-20' },
  ] }));
  const now = new Date('2026-11-24T22:30:00Z');
  const report = sourceReport(await runImport({ databasePath, sources: [source], fromDir: dir, now }), source.id);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(query(databasePath, 'SELECT regcode, first_seen_at FROM companies ORDER BY regcode'), [
    { regcode: '40203000001', first_seen_at: '2026-11-24T22:30:00.000Z' },
    { regcode: '40203000002', first_seen_at: '2026-11-20T00:00:00.000Z' },
  ]);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const answer = createServices({ db, sanctionsThreshold: 0.9 }).newRegistrations('Ilze Jaunā', '1990-04-04', 2, 100, now);
  assert.deepEqual(answer.results.map((r) => [r.regcode, r.firstSeenAt]), [['40203000001', '2026-11-24T22:30:00Z']]);
  for (const r of answer.results) assert.ok(Date.parse(r.firstSeenAt) <= now.getTime(), `${r.firstSeenAt} is after ${now.toISOString()}`);
});
