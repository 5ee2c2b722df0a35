// UR's proceedings file lists legal protection proceedings (tiesiskās aizsardzības process, TAP)
// beside insolvencies. A company under legal protection restructures under a plan with its
// creditors and goes on trading: a check that reads it as insolvent turns away a partner the
// register calls solvent. Its details say reorganisation, name the proceeding in Latvian and
// English, and flag in_reorganisation, never insolvent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT, importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());

const HEADER = '\uFEFFid;proceeding_id;debtor_registration_number;debtor_name;proceeding_started_on;proceeding_ended_on;'
  + 'proceeding_form;proceeding_type;proceeding_resolution_name;court_name\n';

async function importProceedings(rows: string[], day: number) {
  writeFileSync(join(s.files, 'insolvency_legal_person_proceeding.csv'), HEADER + rows.join('\n') + '\n');
  const report = await runImport({
    databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.insolvency'), knownSources: sources,
    fromDir: s.files, now: new Date(FIRST_IMPORT.getTime() + day * 86_400_000),
  });
  assert.equal(sourceReport(report, 'lv.insolvency').status, 'published');
}

function details(regcode: string) {
  const db = openForReading(s.db);
  try {
    const c = createServices({ db, sanctionsThreshold: 0.9 }).getCompany(regcode, 'LV');
    return { status: c.status, registryStatus: c.registryStatus, registryStatusEnglish: c.registryStatusEnglish, flags: c.flags };
  } finally { db.close(); }
}

test('an open legal protection proceeding is a reorganisation, worded in Latvian and English, not an insolvency', async () => {
  await importProceedings([
    // Written in words, as the fixture's ended one is.
    '901;P-9;40003000001;"SIA ""Alfa Koks""";2026-10-01;;Tiesiskās aizsardzības process;TAP;;Rīgas pilsētas tiesa',
    // Written in UR's codes only.
    '902;P-10;40003000007;"AS ""Gamma""";2026-09-01;;OUT_OF_COURT_LEGAL_PROTECTION;;;',
    // An insolvency stays one.
    '903;P-11;40003000005;"SIA ""Parādnieks""";2024-02-01;;INSOLVENCY;;;Rīgas pilsētas tiesa',
  ], 1);
  const alfa = details('40003000001');
  assert.deepEqual({ ...alfa, flags: alfa.flags.includes('insolvent') }, {
    status: 'reorganisation', registryStatus: 'Tiesiskās aizsardzības process',
    registryStatusEnglish: 'Legal protection proceedings (court-supervised restructuring)', flags: false,
  });
  assert.ok(alfa.flags.includes('in_reorganisation'), alfa.flags.join());
  const gamma = details('40003000007');
  assert.equal(gamma.status, 'reorganisation');
  assert.equal(gamma.registryStatusEnglish, 'Out-of-court legal protection proceedings');
  assert.ok(!gamma.flags.includes('insolvent') && gamma.flags.includes('in_reorganisation'), gamma.flags.join());
  const debtor = details('40003000005');
  assert.deepEqual([debtor.status, debtor.registryStatus, debtor.registryStatusEnglish], ['insolvency', 'Maksātnespējas process', 'Insolvency proceedings']);
  assert.ok(debtor.flags.includes('insolvent'));
});

test('an insolvency opened during legal protection outranks it; both ended, the company is active again', async () => {
  await importProceedings([
    '901;P-9;40003000001;"SIA ""Alfa Koks""";2026-10-01;;Tiesiskās aizsardzības process;TAP;;Rīgas pilsētas tiesa',
    '904;P-12;40003000001;"SIA ""Alfa Koks""";2026-11-10;;Juridiskās personas maksātnespējas process;Maksātnespējas process;;Rīgas pilsētas tiesa',
  ], 2);
  assert.deepEqual(details('40003000001').status, 'insolvency');
  await importProceedings([
    '901;P-9;40003000001;"SIA ""Alfa Koks""";2026-10-01;2026-11-09;Tiesiskās aizsardzības process;TAP;Izbeigts;Rīgas pilsētas tiesa',
    '904;P-12;40003000001;"SIA ""Alfa Koks""";2026-11-10;2026-11-20;Juridiskās personas maksātnespējas process;Maksātnespējas process;;Rīgas pilsētas tiesa',
  ], 3);
  assert.deepEqual([details('40003000001').status, details('40003000001').registryStatus], ['active', null]);
});
