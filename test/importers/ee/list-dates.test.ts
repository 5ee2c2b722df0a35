// EMTA's tax-debtor list and taxes-paid files state the day their data is as of (`Andmed on
// seisuga`, `Andmete seis` / `Data date`). A company's answer names that day as the date of the
// source, not the day the file was downloaded or copied: a debtor list of July read in November
// must not look like November's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const BASIC_HEADER = 'nimi;ariregistri_kood;ettevotja_oiguslik_vorm;ettevotja_oigusliku_vormi_alaliik;kmkr_nr;ettevotja_staatus;'
  + 'ettevotja_staatus_tekstina;ettevotja_esmakande_kpv;ettevotja_aadress;asukoht_ettevotja_aadressis;asukoha_ehak_kood;'
  + 'asukoha_ehak_tekstina;indeks_ettevotja_aadressis;ads_adr_id;ads_ads_oid;ads_normaliseeritud_taisaadress;teabesysteemi_link';
const DEBTORS_HEADER = 'Andmed on seisuga;Registrikood;Nimi;Maksuvõlg;sh vaidlustatud;sh tasumisgraafikus;'
  + 'Tasumisgraafiku lõppkuupäev;Vanima tasumata nõude tasumise tähtpäev';
const quarters = (label: string) => ['I', 'II', 'III', 'IV'].map((q) => `"${label} ${q} qtr"`).join(',');
const TAXES_HEADER = `"Data date","Registry code","Name","Type","County","Activity","Year",${quarters('State taxes')},`
  + `${quarters('Labour taxes and payments')},${quarters('Turnover')},${quarters('Number of employees')}`;

test('a company answer dates the EMTA debtor list and taxes-paid file by the day they state', async (t) => {
  const { root, files } = tempFilesFolder(t, 'ee-list-dates-');
  writeFileSync(join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'), `\ufeff${BASIC_HEADER}\n`
    + 'Kase Kaubandus OÜ;11000027;Osaühing;;;R;Registrisse kantud;30.07.2009;Jüri alevik, Aruküla tee 5;;;;;;;;\n');
  writeFileSync(join(files, 'maksuvolglaste_nimekiri.csv'), `\ufeff${DEBTORS_HEADER}\n`
    + '10.07.2026;11000027;Kase Kaubandus OÜ;12 345,67;0,00;0,00;;15.03.2025\n');
  writeFileSync(join(files, 'tasutud_maksud_kaesolev_aasta_eng.csv'), `${TAXES_HEADER}\n`
    + '"12.10.2026","11000027","Kase Kaubandus OÜ","Company","Harju ( Rae vald )","TRADE","2026",'
    + '"1","1","1","","1","1","1","","1","1","1","","2","2","3",""\n');
  // Files saved on another day than the one they state, as a download or a copy is.
  const saved = new Date('2026-11-24T12:00:00Z');
  for (const name of ['ettevotja_rekvisiidid__lihtandmed.csv', 'maksuvolglaste_nimekiri.csv', 'tasutud_maksud_kaesolev_aasta_eng.csv']) {
    utimesSync(join(files, name), saved, saved);
  }
  const databasePath = join(root, 'registry.sqlite');
  const sources = eeSources
    .filter((s) => ['ee.basic', 'ee.tax-debtors', 'ee.taxes-paid'].includes(s.id))
    .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 } }));
  const report = await importSources({ databasePath, sources, fromDir: files, now: new Date('2026-11-25T06:00:00Z'), progress: 'none', screen: false });
  for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);

  const db = openForReading(databasePath);
  t.after(() => db.close());
  const company = createServices({ db, sanctionsThreshold: 0.9 }).getCompany('11000027', 'EE');
  const dated = Object.fromEntries(company.sources.map((s) => [s.name, s.asOf]));
  assert.equal(dated['ee.tax-debtors'], '2026-07-10', 'the debtor list is as of the day it states');
  assert.equal(dated['ee.taxes-paid'], '2026-10-12', 'the taxes-paid file is as of its Data date');
  assert.equal(dated['ee.basic'], '2026-11-24', 'a file stating no date keeps the day it was saved');
  assert.deepEqual(company.flags, ['tax_debt']);
  assert.deepEqual(company.headcount, { employees: 3, periodEnd: '2026-09-30', source: 'ee.taxes-paid' });
});
