// Lithuania adopted the euro on 2015-01-01; a statement of a financial year that ended before it
// was drawn up in litas, and Registrų centras' files name no currency. The 2015 filing year's
// file holds the 2014 statements, which were served as EUR: a 2014 revenue of 3,452,800 litas
// read as 3,452,800 euros, 3.4528 times what it was, beside the euro years after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapStatementGroup, statementGroupKey } from '../../../src/importers/lt/financials.ts';
import type { FinancialRecord } from '../../../src/domain/records.ts';
import { groupByKey, makeContext, readCsv, recordsOf } from './support.ts';

const COMMON = 'obj_kodas,obj_pav,form_kodas,form_pav,stat_statusas,stat_pav,template_id,template_name,standard_id,standard_name,laikotarpis_nuo,laikotarpis_iki,reg_date';
const PLNA = `${COMMON},pelnas_pries_apmokestinima,grynasis_pelnas,pardavimo_pajamos,formavimo_data`;
const BLNS = `${COMMON},nuosavas_kapitalas,mok_sumos_ir_isipareigojimai,ilgalaikis_turtas,trumpalaikis_turtas,formavimo_data`;
const company = (code: string) => `${code},"UAB ""Gintaras""",310,Uždaroji akcinė bendrovė,0,Teisinis stat neįregistruotas`;
const template = 'FS0129,"Mažų ir labai mažų įmonių, netaikančių išimčių, finansinių ataskaitų rinkinys"';

test('a statement whose year ended before 2015 is LTL, one ending from 2015 EUR; amounts are never converted', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-litas-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'JAR_FA_RODIKLIAI_PLNA_2015.csv'), [PLNA,
    `${company('304000021')},${template},IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2014-01-01,2014-12-31,2015-03-20,120000,100000,3452800,2023-03-01`,
    // A year moved to end on 30 June: its first statement ends after the euro came.
    `${company('304000022')},${template},IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2014-07-01,2015-06-30,2015-09-20,5000,4000,80000,2023-03-01`,
  ].join('\n') + '\n');
  writeFileSync(join(dir, 'JAR_FA_RODIKLIAI_BLNS_2015.csv'), [BLNS,
    `${company('304000021')},${template},IST023,BALANSAS,2014-01-01,2014-12-31,2015-03-20,500000,200000,300000,400000,2023-03-01`,
  ].join('\n') + '\n');
  writeFileSync(join(dir, 'JAR_FA_RODIKLIAI_PLNA_2016.csv'), [PLNA,
    `${company('304000021')},${template},IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2015-01-01,2015-12-31,2016-03-20,300000,250000,1050000,2023-03-01`,
  ].join('\n') + '\n');
  const files = ['JAR_FA_RODIKLIAI_PLNA_2015.csv', 'JAR_FA_RODIKLIAI_BLNS_2015.csv', 'JAR_FA_RODIKLIAI_PLNA_2016.csv'];
  const { groups, rejects } = groupByKey(files.map((file) => ({ file, rows: readCsv(join(dir, file), ',') })), statementGroupKey);
  assert.deepEqual(rejects, []);
  const records: FinancialRecord[] = [];
  for (const rows of groups.values()) records.push(...recordsOf(mapStatementGroup(rows, makeContext(rows[0]!.file)), 'financial'));
  const seen = records.map((r) => [r.regcode, r.year, r.currency, r.revenue, r.assets]).sort((a, b) => String(a).localeCompare(String(b)));
  assert.deepEqual(seen, [
    ['304000021', 2014, 'LTL', 3452800, 700000],
    ['304000021', 2015, 'EUR', 1050000, null],
    ['304000022', 2015, 'EUR', 80000, null],
  ]);
});
