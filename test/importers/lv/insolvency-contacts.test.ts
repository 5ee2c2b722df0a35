// UR's proceedings file gives, beside the proceeding, what a creditor of an insolvent partner acts
// on: the court's case number, the administrator the court appointed and the last day for
// creditors' claims. The flag's detail named the proceeding and the court alone, so a compliance
// team read "Maksātnespējas process; Rīgas pilsētas tiesa" and had to look the rest up elsewhere.
// The detail now ends with them, each where given; the status wording (its first part) is unchanged.
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

const HEADER = '\uFEFFid;proceeding_id;debtor_registration_number;debtor_name;debtor_type;proceeding_started_on;proceeding_ended_on;'
  + 'proceeding_form;proceeding_type;proceeding_resolution_name;court_name;court_case_number;entry_created_on;'
  + 'creditor_applications_deadline_date;insolvency_administrator\n';

async function importProceedings(rows: string[]) {
  writeFileSync(join(s.files, 'insolvency_legal_person_proceeding.csv'), HEADER + rows.join('\n') + '\n');
  const report = await runImport({
    databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.insolvency'), knownSources: sources,
    fromDir: s.files, now: new Date(FIRST_IMPORT.getTime() + 86_400_000),
  });
  const r = sourceReport(report, 'lv.insolvency');
  assert.equal(r.status, 'published');
  return r;
}

function insolvency(regcode: string) {
  const db = openForReading(s.db);
  try {
    const services = createServices({ db, sanctionsThreshold: 0.9 });
    const flag = services.complianceFor(regcode, 'LV').flagDetails.find((f) => f.flag === 'insolvent' || f.flag === 'in_reorganisation');
    return { registryStatus: services.getCompany(regcode, 'LV').registryStatus, detail: flag?.detail ?? null };
  } finally { db.close(); }
}

test('an insolvency flag names the case, the administrator and the day creditors claim by, after the proceeding', async () => {
  await importProceedings([
    '901;P-9;40003000005;"SIA ""Parādnieks""";LEGAL_PERSON;2026-10-01;;Juridiskās personas maksātnespējas process;Maksātnespējas process;;'
      + 'Rīgas pilsētas tiesa;C33123456;2026-10-02;2026-11-02;Jānis Ozols',
  ]);
  assert.deepEqual(insolvency('40003000005'), {
    registryStatus: 'Maksātnespējas process',
    detail: 'Maksātnespējas process (Insolvency proceedings); Juridiskās personas maksātnespējas process (Insolvency proceedings of a legal person); '
      + "Rīgas pilsētas tiesa (Riga City Court); case C33123456; "
      + "administrator Jānis Ozols; creditors' claims by 2026-11-02",
  });
});

test('a proceeding that gives none of them keeps its detail; a deadline that is no date is left out with a warning', async () => {
  const r = await importProceedings([
    '902;P-10;40003000001;"SIA ""Alfa Koks""";LEGAL_PERSON;2026-10-01;;Tiesiskās aizsardzības process;TAP;;Rīgas pilsētas tiesa;;;;',
    '903;P-11;40003000005;"SIA ""Parādnieks""";LEGAL_PERSON;2026-10-01;;;Maksātnespējas process;;;C1;;01.13.2026;',
  ]);
  assert.equal(insolvency('40003000001').detail, 'Tiesiskās aizsardzības process (Legal protection proceedings, court-supervised restructuring); TAP (Legal protection proceedings); Rīgas pilsētas tiesa (Riga City Court)');
  assert.equal(insolvency('40003000005').detail, 'Maksātnespējas process (Insolvency proceedings); case C1');
  assert.match(r.warnings.join('\n'), /creditor_applications_deadline_date .*insolvency_legal_person_proceeding\.csv:3 "01\.13\.2026"/);
});
