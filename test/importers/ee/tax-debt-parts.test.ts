// EMTA's debtors list gives, beside a debt's amount, the part the company disputes, the part under
// a payment schedule agreed with the tax board and the day that schedule ends. A compliance system
// weighing a partner's debt (disputed, or being paid off until when) reads them as fields of the
// compliance answer's taxDebt, not out of the tax_debt flag's detail sentence, which stays as it was.
// A store of the schema before them is brought up to date in place and answers null for them until
// the list is imported again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading, openForWriting } from '../../../src/store/open.ts';
import { openStoreToServe } from '../../../src/store/served-store.ts';
import { createServices } from '../../../src/services/index.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const BASIC_HEADER = 'nimi;ariregistri_kood;ettevotja_oiguslik_vorm;ettevotja_oigusliku_vormi_alaliik;kmkr_nr;ettevotja_staatus;'
  + 'ettevotja_staatus_tekstina;ettevotja_esmakande_kpv;ettevotja_aadress;asukoht_ettevotja_aadressis;asukoha_ehak_kood;'
  + 'asukoha_ehak_tekstina;indeks_ettevotja_aadressis;ads_adr_id;ads_ads_oid;ads_normaliseeritud_taisaadress;teabesysteemi_link';
const DEBTORS_HEADER = 'Andmed on seisuga;Registrikood;Nimi;Maksuvõlg;sh vaidlustatud;sh tasumisgraafikus;'
  + 'Tasumisgraafiku lõppkuupäev;Vanima tasumata nõude tasumise tähtpäev';
const company = (code: string, name: string) => `${name};${code};Osaühing;;;R;Registrisse kantud;30.07.2009;Tallinn;;;;;;;;\n`;

interface TaxDebt {
  amount: number; disputedAmount: number | null; scheduledAmount: number | null; scheduleEndsOn: string | null; asOf: string | null;
}
interface Compliance { taxDebt: TaxDebt | null; flagDetails: Array<{ flag: string; detail: string | null }> }

async function importedStore(t: { after: (fn: () => void) => void }): Promise<string> {
  const { root, files } = tempFilesFolder(t, 'ee-tax-debt-parts-');
  writeFileSync(join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'), `\ufeff${BASIC_HEADER}\n`
    + company('11000027', 'Kase Kaubandus OÜ') + company('11000033', 'Männi Ehitus OÜ') + company('11000049', 'Pärna Transport OÜ'));
  writeFileSync(join(files, 'maksuvolglaste_nimekiri.csv'), `\ufeff${DEBTORS_HEADER}\n`
    + '10.07.2026;11000027;Kase Kaubandus OÜ;12 345,67;1 000,00;5 000,50;30.06.2027;15.03.2025\n'
    + '10.07.2026;11000033;Männi Ehitus OÜ;2 500,00;0,00;0,00;;01.02.2026\n'
    + '10.07.2026;11000049;Pärna Transport OÜ;900,00;;;;01.05.2026\n');
  const databasePath = join(root, 'registry.sqlite');
  const sources = eeSources.filter((s) => ['ee.basic', 'ee.tax-debtors'].includes(s.id)).map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 } }));
  const report = await importSources({ databasePath, sources, fromDir: files, now: new Date('2026-11-25T06:00:00Z'), progress: 'none', screen: false });
  for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
  return databasePath;
}

async function complianceOf(databasePath: string, regcode: string): Promise<Compliance> {
  const db = openForReading(databasePath);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  try {
    return structuredOf<Compliance>(await callTool(mcp.client, 'get_company_compliance', { regcode, country: 'EE' }));
  } finally {
    await mcp.close();
    db.close();
  }
}

const parts = (debt: TaxDebt | null) => debt && {
  amount: debt.amount, disputedAmount: debt.disputedAmount, scheduledAmount: debt.scheduledAmount, scheduleEndsOn: debt.scheduleEndsOn,
};

test('get_company_compliance gives the disputed part, the part under a payment schedule and its end as fields', async (t) => {
  const store = await importedStore(t);
  const kase = await complianceOf(store, '11000027');
  assert.deepEqual(parts(kase.taxDebt), { amount: 12345.67, disputedAmount: 1000, scheduledAmount: 5000.5, scheduleEndsOn: '2027-06-30' });
  assert.equal(kase.taxDebt?.asOf, '2026-07-10');
  assert.equal(kase.flagDetails.find((f) => f.flag === 'tax_debt')?.detail,
    'Tax debt 12345.67 EUR; disputed 1000.00 EUR; in a payment schedule 5000.50 EUR until 2027-06-30; unpaid since 2025-03-15, the due day of the oldest unpaid claim',
    'the parts in the detail, and what the flag\'s since is');
  assert.deepEqual(parts((await complianceOf(store, '11000033')).taxDebt),
    { amount: 2500, disputedAmount: 0, scheduledAmount: 0, scheduleEndsOn: null }, 'none disputed nor scheduled: 0, no end');
  assert.deepEqual(parts((await complianceOf(store, '11000049')).taxDebt),
    { amount: 900, disputedAmount: null, scheduledAmount: null, scheduleEndsOn: null }, 'cells left empty are not given, not 0');
});

test('a store of schema 11 is brought up to date in place and answers null for the parts until the list is imported again', async (t) => {
  const store = await importedStore(t);
  const old = new DatabaseSync(store);
  old.exec('ALTER TABLE tax_debts DROP COLUMN scheduled_amount; ALTER TABLE tax_debts DROP COLUMN schedule_ends; ALTER TABLE companies DROP COLUMN address_country; ALTER TABLE financial_statements DROP COLUMN quarter_employees; ALTER TABLE person_roles DROP COLUMN representation; ALTER TABLE person_roles DROP COLUMN representation_with_at_least; DROP TABLE tax_registers; DROP TABLE reorganizations; ALTER TABLE sanction_entries DROP COLUMN addresses; ALTER TABLE sanction_entries DROP COLUMN particulars; ALTER TABLE role_departures DROP COLUMN holder_regcode; ALTER TABLE role_departures DROP COLUMN holder_country; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 11');
  old.close();
  assert.throws(() => openStoreToServe(store), /schema is version 11, older than this server's \d+/);
  openForWriting(store).close(); // what any import command does first (npm run import -- reindex)
  openStoreToServe(store).close();
  assert.deepEqual(parts((await complianceOf(store, '11000027')).taxDebt),
    { amount: 12345.67, disputedAmount: 1000, scheduledAmount: null, scheduleEndsOn: null });
});
