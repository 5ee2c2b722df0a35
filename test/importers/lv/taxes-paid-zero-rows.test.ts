// VID's taxes-paid file lists every merchant for each of its three tax years, one whose
// declarations VID did not receive that year with zeros throughout (no tax paid, no IIN, no VSAOI,
// 0 employees). Read as a count, that 0 became the company's headcount over the 15 of the year
// before, and filled the UR statement stating no employees with 0: a credit analyst read a
// company with staff as one with none. A row with any tax paid keeps its 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { STATEMENT_COLUMNS } from '../../../src/importers/lv/financials.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';

const REGISTER = ['regcode', 'sepa', 'name', 'name_before_quotes', 'name_in_quotes', 'name_after_quotes', 'without_quotes',
  'regtype', 'regtype_text', 'type', 'type_text', 'registered', 'terminated', 'closed', 'address', 'index', 'addressid',
  'region', 'city', 'atvk', 'reregistration_term'];
const TAXES = ['Registracijas_kods', 'Nosaukums', 'Taksacijas_gads', 'Uznemejdarbibas_forma', 'Pamatdarbibas_NACE_kods',
  'Juridiska_adrese_ATVK_kods', 'Juridiska_adrese_ATVK_nosaukums', 'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR',
  'Taja_skaita_IIN', 'Taja_skaita_VSAOI', 'Videjais_nodarbinato_personu_skaits_cilv'];

const company = (regcode: string, name: string) =>
  `${regcode};LV01ZZZ${regcode};"SIA ""${name}""";SIA;${name};"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2015-02-03;; ;"Rīga, Brīvības iela 1";1010;101;0;100003003;0010000;`;

test('a VID row of zeros throughout is no employee count; one with tax paid keeps its 0', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-vid-zeros-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), [REGISTER.join(';'), company('40003000011', 'Dzintars'), company('40003000012', 'Vējš')].join('\n') + '\n');
  writeFileSync(join(dir, 'financial_statements.csv'), [STATEMENT_COLUMNS.join(';'),
    '801;1;40003000011;DokGPUIENv1;UGP;2024;2024-01-01;2024-12-31;;ONES;EUR;2025-05-01 10:00:00.000',
  ].join('\n') + '\n');
  writeFileSync(join(dir, 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'), [TAXES.join(','),
    '40003000011,"SIA ""Dzintars""",2023,SIA,62.01,0010000,Rīga,"41.20",12.5,20.1,15',
    '40003000011,"SIA ""Dzintars""",2024,SIA,62.10,0010000,Rīga,0.00,0.00,0.00,0',
    '40003000012,"SIA ""Vējš""",2024,SIA,62.10,0010000,Rīga,1.50,0,0,0',
  ].join('\n') + '\n');
  const db = join(dir, 'store.sqlite');
  const ids = ['lv.register', 'lv.financials', 'lv.taxes-paid'];
  const report = await runImport({ databasePath: db, sources: sources.filter((d) => ids.includes(d.id)), knownSources: sources, fromDir: dir, now: new Date('2026-05-21T10:00:00Z') });
  for (const id of ids) assert.equal(sourceReport(report, id).status, 'published', sourceReport(report, id).message);

  const read = openForReading(db);
  t.after(() => read.close());
  const services = createServices({ db: read, sanctionsThreshold: 0.9 });
  const dormant = services.financialsFor('40003000011', 'LV');
  assert.deepEqual(dormant.headcount, { employees: 15, periodEnd: '2023-12-31', source: 'lv.taxes-paid' },
    'the count of the year VID holds one, not the 0 of a row holding nothing');
  assert.deepEqual(dormant.financials.map((y) => [y.year, y.employees]), [[2024, null]], 'the statement stating none is not filled with 0');
  assert.deepEqual(services.financialsFor('40003000012', 'LV').headcount, { employees: 0, periodEnd: '2024-12-31', source: 'lv.taxes-paid' },
    'a year with tax paid and 0 employees is a count');
});
