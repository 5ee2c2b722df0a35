// The VID taxes-paid file gives each tax year's main activity in the NACE revision of that year
// (Rev. 2 before 2024, Rev. 2.1 from 2024), while NACE.csv words Rev. 2.1 only. The same digits
// can mean another activity in each (47.91 was retail via mail order or internet in Rev. 2, is
// intermediation for retail sale in Rev. 2.1): a Rev. 2 code must not take the Rev. 2.1 wording.
// Both files are written here from their documented headers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { taxesPaidSource } from '../../../src/importers/lv/taxes-paid.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

test('a Rev. 2 code of an earlier tax year is not described with the Rev. 2.1 classifier', async (t) => {
  const { root: dir, files } = tempFilesFolder(t, 'nace-revisions-');
  writeFileSync(join(files, 'NACE.csv'), '\uFEFFKods,Nosaukums,Vecāka kods,Spēkā no,Spēkā līdz,Līmenis,Saistītās klasif.\n'
    + '47.91,Starpniecība nespecializētajā mazumtirdzniecībā,47.9,01.01.2025,,4,NACE2 Vecā versija <-> Jaunā versija\n');
  writeFileSync(join(files, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'),
    'Registracijas_kods,Nosaukums,Taksacijas_gads,Uznemejdarbibas_forma,Pamatdarbibas_NACE_kods,Juridiska_adrese_ATVK_kods,'
    + 'Juridiska_adrese_ATVK_nosaukums,Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR,Taja_skaita_IIN,Taja_skaita_VSAOI,'
    + 'Videjais_nodarbinato_personu_skaits_cilv\n'
    // Last filed for 2023: its 4791 is the Rev. 2 class (retail via mail order or internet).
    + '40003000011,"SIA ""Sūtījums""",2023,SIA,4791,0010000,Rīga,"1.50",1,1,2\n'
    // Filed for 2024: 4791 is the Rev. 2.1 class the classifier describes.
    + '40003000012,"SIA ""Starpnieks""",2024,SIA,47.91,0010000,Rīga,"1.50",1,1,2\n');
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [taxesPaidSource], fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.taxes-paid').status, 'published', JSON.stringify(report.sources));
  assert.deepEqual(query(join(dir, 'store.sqlite'), 'SELECT regcode, code, classification, description FROM activity_codes ORDER BY regcode'), [
    { regcode: '40003000011', code: '47.91', classification: 'NACE Rev. 2', description: null },
    { regcode: '40003000012', code: '47.91', classification: 'NACE Rev. 2.1', description: 'Starpniecība nespecializētajā mazumtirdzniecībā' },
  ]);
});

test('a 2024 class that Rev. 2.1 deleted, beside the classifier of its division, is served as Rev. 2', async (t) => {
  const { root: dir, files } = tempFilesFolder(t, 'nace-revisions-');
  // Division 62 of Rev. 2.1 as the CSP export lists it: the division, its groups and classes.
  writeFileSync(join(files, 'NACE.csv'), '\uFEFFKods,Nosaukums,Vecāka kods,Spēkā no,Spēkā līdz,Līmenis,Saistītās klasif.\n'
    + '62,"Datorprogrammēšana, konsultēšana un ar to saistītas darbības",K,01.01.2025,,2,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.1,Datorprogrammēšana,62,01.01.2025,,3,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.10,Datorprogrammēšana,62.1,01.01.2025,,4,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.2,Datorkonsultācijas un datoriekārtu pārvaldība,62,01.01.2025,,3,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.20,Datorkonsultācijas un datoriekārtu pārvaldība,62.2,01.01.2025,,4,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.9,Citas informācijas tehnoloģiju un datoru pakalpojumu darbības,62,01.01.2025,,3,NACE2 Vecā versija <-> Jaunā versija\n'
    + '62.90,Citas informācijas tehnoloģiju un datoru pakalpojumu darbības,62.9,01.01.2025,,4,NACE2 Vecā versija <-> Jaunā versija\n');
  writeFileSync(join(files, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'),
    'Registracijas_kods,Nosaukums,Taksacijas_gads,Uznemejdarbibas_forma,Pamatdarbibas_NACE_kods,Juridiska_adrese_ATVK_kods,'
    + 'Juridiska_adrese_ATVK_nosaukums,Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR,Taja_skaita_IIN,Taja_skaita_VSAOI,'
    + 'Videjais_nodarbinato_personu_skaits_cilv\n'
    // Filed for 2024 with 6201, a Rev. 2 class (computer programming) that Rev. 2.1 replaced by 62.10.
    + '40003000021,"SIA ""Kods""",2024,SIA,"6201  ",0010000,Rīga,"1.50",1,1,2\n'
    // Filed for 2024 with the Rev. 2.1 class.
    + '40003000022,"SIA ""Programma""",2024,SIA,6210,0010000,Rīga,"1.50",1,1,2\n'
    // Division 47 is not in this classifier: nothing tells its classes apart, the year decides.
    + '40003000023,"SIA ""Veikals""",2024,SIA,4791,0010000,Rīga,"1.50",1,1,2\n');
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [taxesPaidSource], fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.taxes-paid').status, 'published', JSON.stringify(report.sources));
  assert.deepEqual(query(join(dir, 'store.sqlite'), 'SELECT regcode, code, classification, description FROM activity_codes ORDER BY regcode'), [
    { regcode: '40003000021', code: '62.01', classification: 'NACE Rev. 2', description: null },
    { regcode: '40003000022', code: '62.10', classification: 'NACE Rev. 2.1', description: 'Datorprogrammēšana' },
    { regcode: '40003000023', code: '47.91', classification: 'NACE Rev. 2.1', description: null },
  ]);
});
