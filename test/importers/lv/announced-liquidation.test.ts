// A proceeding UR dates from a later day (a liquidation decided to begin next month): the company
// is not in liquidation yet, so neither its status nor its flags in force may say so, but a
// compliance user sees it announced, with its first day; from that day on it is in force.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { resolveCompany } from '../../../src/services/resolve-company.ts';
import { datasetReader } from '../../../src/services/dataset.ts';
import { companyDetails } from '../../../src/services/company-details.ts';
import { complianceView } from '../../../src/services/compliance.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());

const REGCODE = '40003000006';
const statusOf = () => query(s.db, 'SELECT status, registry_status FROM companies WHERE regcode = ?', REGCODE)[0];

async function importLiquidations(now: Date) {
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.liquidations'), knownSources: sources, fromDir: s.files, now });
  assert.notEqual(sourceReport(report, 'lv.liquidations').status, 'failed');
}

function compliance(now: Date) {
  const db = openForReading(s.db);
  try {
    const company = resolveCompany(db, REGCODE, 'LV');
    const dataset = datasetReader(db).facts();
    const c = complianceView(db, dataset, company, 0.9, now);
    return { flags: c.flags, details: c.flagDetails.map((f) => [f.flag, f.detail, f.since]), detailsFlags: companyDetails(db, dataset, company, 0.9, now).flags };
  } finally {
    db.close();
  }
}

test('a liquidation dated from next month is announced, not in force, and becomes so on its first day', async () => {
  writeFileSync(join(s.files, 'liquidations.csv'),
    '\uFEFFid;legal_entity_registration_number;liquidation_type_text;grounds_for_liquidation;date_from\n'
    + `701;${REGCODE};Brīvprātīga likvidācija;Dalībnieku lēmums;2026-12-15\n`);
  const dayAfter = new Date(FIRST_IMPORT.getTime() + 86_400_000);
  await importLiquidations(dayAfter);
  assert.deepEqual(statusOf(), { status: 'active', registry_status: null });
  const before = compliance(dayAfter);
  assert.deepEqual(before.flags, []);
  assert.deepEqual(before.detailsFlags, []);
  assert.deepEqual(before.details, [
    ['in_liquidation', 'Announced, in force from 2026-12-15: Brīvprātīga likvidācija (Voluntary liquidation); Dalībnieku lēmums (Decision of the shareholders)', '2026-12-15'],
  ]);

  // 08:00 in Riga on its first day: the next import applies it.
  const firstDay = new Date('2026-12-15T06:00:00Z');
  await importLiquidations(firstDay);
  assert.deepEqual(statusOf(), { status: 'liquidation', registry_status: 'Brīvprātīga likvidācija' });
  const after = compliance(firstDay);
  assert.deepEqual(after.flags, ['in_liquidation']);
  assert.deepEqual(after.detailsFlags, ['in_liquidation']);
  // In force, the flag names the liquidator UR's officers file lists (one the announced flag does not name), given name first
  // where the file writes `Sproģis Mārtiņš`.
  assert.deepEqual(after.details, [['in_liquidation', 'Brīvprātīga likvidācija (Voluntary liquidation); Dalībnieku lēmums (Decision of the shareholders); liquidator Mārtiņš Sproģis', '2026-12-15']]);
});
