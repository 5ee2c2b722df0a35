// A NACE class of divisions 01–09 that lost its leading zero: the notes keep every code as text,
// but a VID file or a classifier export that passed through a spreadsheet writes `0111` as `111`
// (as NACE.csv's `1.11` for `01.11`). Read as `11.10` it named the beverages division, so a grain
// farm was served as a brewery-like code no register gave it, undescribed.
// Both files are written here from their documented headers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { taxesPaidSource } from '../../../src/importers/lv/taxes-paid.ts';
import { normaliseNaceCode } from '../../../src/importers/lv/nace.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

test('a class written without its dot and its leading zero is the class of division 01–09', () => {
  assert.equal(normaliseNaceCode('111'), '01.11');
  assert.equal(normaliseNaceCode('111', 4), '01.11');
  assert.equal(normaliseNaceCode('620'), '06.20');
  // A group (level 3) is three digits as written; four digits and dotted codes read as before.
  assert.equal(normaliseNaceCode('621', 3), '62.1');
  assert.equal(normaliseNaceCode('6201'), '62.01');
  assert.equal(normaliseNaceCode('1.11'), '01.11');
  assert.equal(normaliseNaceCode('000'), null);
});

test('the VID taxes-paid file: 111 is served as 01.11, described from NACE.csv', async (t) => {
  const { root: dir, files } = tempFilesFolder(t, 'nace-leading-zero-');
  writeFileSync(join(files, 'NACE.csv'), '\uFEFFKods,Nosaukums,Vecāka kods,Spēkā no,Spēkā līdz,Līmenis,Saistītās klasif.\n'
    + '01,"Augkopība un lopkopība, medniecība un saistītas atbalsta darbības",A,01.01.2025,,2,\n'
    + '1.11,"Graudaugu (izņemot rīsu), pākšaugu un eļļas augu sēklu audzēšana",1.1,01.01.2025,,4,\n'
    + '11,Dzērienu ražošana,C,01.01.2025,,2,\n');
  writeFileSync(join(files, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'),
    'Registracijas_kods,Nosaukums,Taksacijas_gads,Uznemejdarbibas_forma,Pamatdarbibas_NACE_kods,Juridiska_adrese_ATVK_kods,'
    + 'Juridiska_adrese_ATVK_nosaukums,Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR,Taja_skaita_IIN,Taja_skaita_VSAOI,'
    + 'Videjais_nodarbinato_personu_skaits_cilv\n'
    + '40003000021,"SIA ""Graudi""",2024,SIA,111,0010000,Rīga,"1.50",1,1,2\n');
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [taxesPaidSource], fromDir: files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.taxes-paid').status, 'published', JSON.stringify(report.sources));
  assert.deepEqual(query(db, 'SELECT regcode, code, classification, description FROM activity_codes'), [
    { regcode: '40003000021', code: '01.11', classification: 'NACE Rev. 2.1',
      description: 'Graudaugu (izņemot rīsu), pākšaugu un eļļas augu sēklu audzēšana' },
  ]);
});
