// The day an import weighs dates on is the registers' (Riga, Tallinn, Vilnius, Helsinki: UTC+2,
// UTC+3 in summer): a nightly import that runs after midnight there, while UTC is still on the
// day before, closes a vanished company on the day it was found gone and no longer counts a
// liquidation that ended the day before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const base = {
  country: 'EE' as const, title: 't', publisher: 'p', url: 'https://example.invalid/x', licence: 'l', updateFrequency: 'u',
  feeds: [], expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5,
};

function company(regcode: string) {
  return {
    kind: 'company' as const,
    record: {
      country: 'EE' as const, regcode, name: `Firma ${regcode} OÜ`, legalFormCode: null, legalFormName: null, status: 'active' as const,
      registryStatus: 'R', registeredOn: '2020-01-01', closedOn: null, address: null, addressStreet: null,
      addressCity: null, addressPostcode: null, addressRegionCode: null,
    },
  };
}

const registerSource: SourceDefinition = {
  ...base, id: 'ee.day-register', produces: ['company'], publishPolicy: 'close-missing',
  statusFromFlags: [{ flag: 'in_liquidation', status: 'liquidation' }],
  files: [{ name: 'companies.json', format: 'json-array', jsonPath: 'companies', mapRow: (r) => company(String(r.code)) }],
};

const liquidationSource: SourceDefinition = {
  ...base, id: 'ee.day-liquidations', produces: ['flag'],
  files: [{
    name: 'liquidations.json', format: 'json-array', jsonPath: 'rows',
    mapRow: (r) => ({
      kind: 'flag',
      record: { country: 'EE', regcode: String(r.code), flag: 'in_liquidation', detail: null, since: '2026-01-01', until: String(r.until) },
    }),
  }],
};

function folder(t: { after: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'registers-day-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a company gone from the dump at 01:30 in Tallinn (23:30 UTC the day before) is closed on the day in Tallinn', async (t) => {
  const dir = folder(t);
  const db = join(dir, 'store.sqlite');
  writeFileSync(join(dir, 'companies.json'), JSON.stringify({ companies: [{ code: '10000001' }, { code: '10000002' }] }));
  await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now: new Date('2026-11-20T06:00:00Z') });
  writeFileSync(join(dir, 'companies.json'), JSON.stringify({ companies: [{ code: '10000001' }] }));
  const r = sourceReport(await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now: new Date('2026-11-24T23:30:00Z') }), registerSource.id);
  assert.equal(r.status, 'published', r.message);
  assert.deepEqual(query(db, "SELECT status, closed_on FROM companies WHERE regcode = '10000002'"), [{ status: 'closed', closed_on: '2026-11-25' }]);
});

test('a liquidation that ended on the 24th leaves its company active at an import at 00:30 on the 25th in Tallinn, summer and winter', async (t) => {
  for (const [until, night, evening] of [
    ['2026-11-24', '2026-11-24T22:30:00Z', '2026-11-24T21:30:00Z'],
    ['2026-06-30', '2026-06-30T21:30:00Z', '2026-06-30T20:30:00Z'],
  ] as const) {
    const dir = folder(t);
    const db = join(dir, 'store.sqlite');
    writeFileSync(join(dir, 'companies.json'), JSON.stringify({ companies: [{ code: '10000001' }] }));
    writeFileSync(join(dir, 'liquidations.json'), JSON.stringify({ rows: [{ code: '10000001', until }] }));
    const sources = [registerSource, liquidationSource];
    // On its last day, late in the evening there, the liquidation is still in force.
    await runImport({ databasePath: db, sources, fromDir: dir, now: new Date(evening) });
    assert.deepEqual(query(db, 'SELECT status FROM companies'), [{ status: 'liquidation' }], `${until} at ${evening}`);
    // The night's file, published again (its bytes differ, so it is read and published).
    writeFileSync(join(dir, 'liquidations.json'), JSON.stringify({ rows: [{ code: '10000001', until }] }, null, 1));
    await runImport({ databasePath: db, sources: [liquidationSource], knownSources: sources, fromDir: dir, now: new Date(night) });
    assert.deepEqual(query(db, 'SELECT status FROM companies'), [{ status: 'active' }], `${until} at ${night}`);
  }
});

test('a file copied into the folder at 00:30 in Riga (22:30 UTC the day before) is of that day in Riga', async (t) => {
  for (const [copied, day] of [
    ['2026-11-24T22:30:00Z', '2026-11-25'], ['2026-06-30T21:30:00Z', '2026-07-01'], ['2026-11-24T21:30:00Z', '2026-11-24'],
  ] as const) {
    const dir = folder(t);
    const db = join(dir, 'store.sqlite');
    const file = join(dir, 'companies.json');
    writeFileSync(file, JSON.stringify({ companies: [{ code: '10000001' }] }));
    utimesSync(file, new Date(copied), new Date(copied));
    const r = sourceReport(await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now: new Date(copied) }), registerSource.id);
    assert.equal(r.status, 'published', r.message);
    assert.equal(r.asOf, day, `copied at ${copied}`);
    assert.deepEqual(query(db, 'SELECT as_of FROM source_state WHERE source = ?', registerSource.id), [{ as_of: day }], `copied at ${copied}`);
  }
});
