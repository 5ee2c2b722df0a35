// register.csv words only a closed entity's status (Likvidēts, Reorganizēts): an LV company an
// open proceeding puts in insolvency or liquidation is served with the proceeding file's own
// wording as registryStatus, as LT, EE and FI companies are with their register's, and loses it
// when the proceeding ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());

const statusOf = (regcode: string) =>
  query(s.db, 'SELECT status, registry_status FROM companies WHERE regcode = ?', regcode)[0];

test('an LV company in insolvency or liquidation reads the proceeding file\'s wording as registryStatus', () => {
  assert.deepEqual(statusOf('40003000005'), { status: 'insolvency', registry_status: 'Maksātnespējas process' });
  assert.deepEqual(statusOf('40003000006'), { status: 'liquidation', registry_status: 'Brīvprātīga likvidācija' });
  // Its legal-protection proceeding ended in 2016: active, and register.csv words no active status.
  assert.deepEqual(statusOf('40003000001'), { status: 'active', registry_status: null });
  // A closed entity keeps register.csv's wording of its code.
  assert.deepEqual(statusOf('40003000003'), { status: 'closed', registry_status: 'Likvidēts' });
});

test('a liquidation that ends returns the company to active with no wording', async () => {
  writeFileSync(join(s.files, 'liquidations.csv'),
    '\uFEFFid;legal_entity_registration_number;liquidation_type_text;grounds_for_liquidation;date_from;date_to\n'
    + '701;40003000006;Brīvprātīga likvidācija;Dalībnieku lēmums;2024-05-05;2026-11-01\n');
  const report = await runImport({
    databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.liquidations'), knownSources: sources,
    fromDir: s.files, now: new Date(FIRST_IMPORT.getTime() + 86_400_000),
  });
  assert.equal(sourceReport(report, 'lv.liquidations').status, 'published');
  assert.deepEqual(statusOf('40003000006'), { status: 'active', registry_status: null });
});
