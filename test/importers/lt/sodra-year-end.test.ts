// Sodra's insurer file holds a count per employer and month, often of months of two calendar
// years. Only its latest month was kept, so the December count that a calendar-year annual report
// of the year before could take its employees from (JAR's statements state none) was dropped, and
// every LT financial year was served with employees null though the file held the count.
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

const line = (month: string, insured: string) =>
  `1000001;304000001;"UAB ""Šiaurės vėjas""";Kauno m. sav.;620100;Kompiuterių programavimo veikla;${month};2450,55;${insured}`;

const MONTHS = [line('202311', '38'), line('202312', '39'), line('202401', '40'), line('202609', '42'), line('202610', '44')];

function rowsOf(lines: string[]): Row[] {
  const keys = HEADER.split(';');
  return lines.map((l) => {
    const cells = l.replace('"UAB ""Šiaurės vėjas"""', 'UAB Šiaurės vėjas').split(';');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

test('Sodra: each calendar year of the file keeps the count of its latest month with one', () => {
  const blankLatest = [...MONTHS.slice(0, 4), line('202610', '')];
  const { groups } = groupByKey([{ file: 'draudejai.csv', rows: rowsOf(blankLatest) }], sodraGroupKey);
  const counts = recordsOf(mapSodraGroup(groups.get('304000001')!, makeContext('draudejai.csv')), 'financial');
  assert.deepEqual(counts.map((c) => [c.year, c.periodEnd, c.employees, c.statementRef]), [
    [2026, '2026-09-30', 42, 'Sodra 2026-09'],
    [2024, '2024-01-31', 40, 'Sodra 2024-01'],
    [2023, '2023-12-31', 39, 'Sodra 2023-12'],
  ], 'a month without a count gives none; the month before it in that year does');
});

test('an LT annual report of a calendar year takes the December count Sodra\'s file holds; headcount stays the latest month', async (t) => {
  const services = await ltServicesWith(t, {
    'draudejai.csv': `${HEADER}\n${MONTHS.join('\n')}\n`,
  });

  const company = services.getCompany('304000001', 'LT');
  // 2023 runs 2023-01-01 to 2023-12-31: December's 39 insured persons; 2021 has no month in the file.
  assert.deepEqual(company.financials.map((f) => [f.year, f.employees]), [[2023, 39], [2021, null]]);
  assert.deepEqual(company.headcount, { employees: 44, periodEnd: '2026-10-31', source: 'lt.sodra' });
  const financials = services.financialsFor('304000001', 'LT');
  assert.deepEqual(financials.financials.map((f) => [f.year, f.employees]), [[2023, 39], [2021, null]]);
  assert.ok(financials.sources.some((s) => s.name === 'lt.sodra'), 'the count is named among the sources');
});
