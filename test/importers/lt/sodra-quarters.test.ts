// Sodra's insurer file holds a count per employer and month, and lt.sodra kept per calendar year
// only its latest month with a count, so a Lithuanian financial year ending on 30 June (or 31
// March, 30 September) took the December before, half a year stale, though the file held the
// count of the month ending the year. Each year's row now keeps the counts of the quarters it has
// ended (`quarterEmployees`, the list EE's rows hold), read by the same lookup as EMTA's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapSodraGroup, sodraGroupKey } from '../../../src/importers/lt/sodra.ts';
import { groupByKey, makeContext, recordsOf } from './support.ts';
import { ltServicesWith } from './fixture-services.ts';
import type { Row } from '../../../src/importers/source.ts';

// The documented header (shared notes, Sodra: the first nine columns).
const HEADER = 'Draudėjo kodas (code);Juridinių asmenų registro kodas (jarCode);Pavadinimas (name);'
  + 'Savivaldybė, kurioje registruota(municipality);Ekonominės veiklos rūšies kodas(ecoActCode);'
  + 'Ekonominės veiklos rūšies pavadinimas(ecoActName);Mėnuo (month);Vidutinis darbo užmokestis (avgWage);'
  + 'Apdraustųjų skaičius (numInsured)';

const line = (jarCode: string, month: string, insured: string) =>
  `1000003;${jarCode};UAB Vasaris;Vilniaus m. sav.;464900;Kitų namų ūkio reikmenų didmeninė prekyba;${month};1800,00;${insured}`;

function rowsOf(lines: string[]): Row[] {
  const keys = HEADER.split(';');
  return lines.map((l) => Object.fromEntries(keys.map((k, i) => [k, l.split(';')[i] ?? ''])));
}

test('Sodra: a year\'s row keeps each ended quarter\'s count beside its latest month, gathered from every row of the employer', () => {
  // Two files read together: one employer's months are one group whichever file holds them.
  const first = rowsOf([
    line('304000002', '202412', '30'), line('304000002', '202501', '31'), line('304000002', '202503', '33'),
    line('304000002', '202505', '35'), line('304000002', '202506', ''),
  ]);
  const second = rowsOf([
    line('304000002', '202509', '38'), line('304000002', '202511', '39'), line('304000002', '202512', '40'),
    line('304000002', '202601', '41'), line('304000002', '202603', '42'), line('304000002', '202610', '44'),
  ]);
  const { groups } = groupByKey([{ file: 'draudejai_1.csv', rows: first }, { file: 'draudejai_2.csv', rows: second }], sodraGroupKey);
  const counts = recordsOf(mapSodraGroup(groups.get('304000002')!, makeContext('draudejai_1.csv')), 'financial');
  assert.deepEqual(counts.map((c) => [c.year, c.periodEnd, c.employees, c.quarterEmployees]), [
    // October's quarter is still running: the row's own month is its count, the list ends with September's.
    [2026, '2026-10-31', 44, [42]],
    // June has no count: the quarter's latest month with one, May, stands for it.
    [2025, '2025-12-31', 40, [33, 35, 38, 40]],
    [2024, '2024-12-31', 30, [null, null, null, 30]],
  ]);
  assert.equal(counts.length, 3, 'one row per employer and year, however many months and files');
});

test('an LT financial year ending on 30 June takes the June count of Sodra\'s file, not the December before', async (t) => {
  // A year from 1 July 2024 to 30 June 2025, filed in 2025 (the long layout), stating no headcount as no JAR statement does.
  const services = await ltServicesWith(t, {
    'JAR_FA_RODIKLIAI_PLNA_2025_n.csv': [
      'ja_kodas,ja_pavadinimas,form_kodas,form_pavadinimas,stat_kodas,stat_pavadinimas,template_id,template_name,standard_id,standard_name,'
        + 'line_type_id,line_name,reiksme,beginning_date,turning_date,reg_date,formavimo_data',
      '304000002,AB Pipe Line,320,Akcinė bendrovė,0,Teisinis statusas neįregistruotas,FS0818,"Mažų ir labai mažų įmonių, netaikančių išimčių, '
        + 'finansinių ataskaitų rinkinys",IST210,Pelno (nuostolių) ataskaita,PLLT00001,PARDAVIMO PAJAMOS,500000,2024-07-01,2025-06-30,2025-09-10,2025-10-01',
    ].join('\n') + '\n',
    'draudejai.csv': `${HEADER}\n${[
      line('304000002', '202412', '30'), line('304000002', '202503', '33'), line('304000002', '202506', '36'),
      line('304000002', '202509', '38'), line('304000002', '202512', '40'), line('304000002', '202610', '44'),
    ].join('\n')}\n`,
  });

  const company = services.getCompany('304000002', 'LT');
  const year = company.financials.find((f) => f.periodEnd === '2025-06-30');
  assert.ok(year, JSON.stringify(company.financials));
  assert.equal(year.employees, 36, 'the insured persons of June 2025, the month ending the year');
  assert.deepEqual(company.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' }, 'headcount stays the latest month');
  const financials = services.financialsFor('304000002', 'LT');
  assert.equal(financials.financials.find((f) => f.periodEnd === '2025-06-30')?.employees, 36);
});
