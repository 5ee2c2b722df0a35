// A Lithuanian company moving its year end from 31 March to 31 December files two statements whose
// periods end in 2024: its last year of the old length (to 2024-03-31) and a nine-month year (to
// 2024-12-31). The details list one entry a year; the year's field description says the one ending
// later is it, with its own dates, and that the other is not listed: this holds the import to that.
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
const company = `304000031,"UAB ""Jūrmala""",310,Uždaroji akcinė bendrovė,0,Teisinis stat neįregistruotas`;
const template = 'FS0129,"Mažų ir labai mažų įmonių, netaikančių išimčių, finansinių ataskaitų rinkinys"';
const pnl = (from: string, to: string, filed: string, revenue: number) =>
  `${company},${template},IST024,PELNO (NUOSTOLIŲ) ATASKAITA,${from},${to},${filed},0,1000,${revenue},2025-06-01`;
const balance = (from: string, to: string, filed: string, equity: number) =>
  `${company},${template},IST023,BALANSAS,${from},${to},${filed},${equity},2000,3000,4000,2025-06-01`;

function records(dir: string, plna: string[], blns: string[]): FinancialRecord[] {
  writeFileSync(join(dir, 'JAR_FA_RODIKLIAI_PLNA_2024.csv'), [PLNA, ...plna].join('\n') + '\n');
  writeFileSync(join(dir, 'JAR_FA_RODIKLIAI_BLNS_2024.csv'), [BLNS, ...blns].join('\n') + '\n');
  const files = ['JAR_FA_RODIKLIAI_PLNA_2024.csv', 'JAR_FA_RODIKLIAI_BLNS_2024.csv'];
  const { groups, rejects } = groupByKey(files.map((file) => ({ file, rows: readCsv(join(dir, file), ',') })), statementGroupKey);
  assert.deepEqual(rejects, []);
  const out: FinancialRecord[] = [];
  for (const rows of groups.values()) out.push(...recordsOf(mapStatementGroup(rows, makeContext(rows[0]!.file)), 'financial'));
  return out;
}

const seen = (r: FinancialRecord) => [r.year, r.periodStart, r.periodEnd, r.revenue, r.equity];

test('two statements ending in one calendar year: the one ending later is the year, with its own dates and figures', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-year-end-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const both = records(dir,
    [pnl('2023-04-01', '2024-03-31', '2024-06-20', 1200000), pnl('2024-04-01', '2024-12-31', '2025-03-15', 700000)],
    [balance('2023-04-01', '2024-03-31', '2024-06-20', 500000), balance('2024-04-01', '2024-12-31', '2025-03-15', 520000)]);
  assert.deepEqual(both.map(seen), [[2024, '2024-04-01', '2024-12-31', 700000, 520000]]);

  // The earlier year amended after the later was filed: still the later period, never the two mixed.
  const amended = records(dir,
    [pnl('2024-04-01', '2024-12-31', '2025-03-15', 700000), pnl('2023-04-01', '2024-03-31', '2025-05-02', 1250000)],
    [balance('2023-04-01', '2024-03-31', '2025-05-02', 510000)]);
  assert.deepEqual(amended.map(seen), [[2024, '2024-04-01', '2024-12-31', 700000, null]],
    'the later period\'s balance sheet not filed: its equity is unknown, not the earlier year\'s');
});
