// What a financial year's figures stand for. A year for which the company filed only a
// consolidated statement (UR source_type UKGP) is served, and its revenue, assets and employees
// are the group's; a first year or a year in which the company moved its year end covers some
// other span than twelve months. A year said neither, so a reader compared a group's revenue
// with the company's own of the next year, and half a year's revenue with a whole year's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { INCOME_COLUMNS, STATEMENT_COLUMNS } from '../../../src/importers/lv/financials.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { LV_FIXTURES, runImport } from '../pipeline/helpers.ts';
import { API, startTestApp } from '../../http/harness.ts';

const income = (id: string, turnover: number) =>
  [id, `9${id}`, turnover, ...INCOME_COLUMNS.slice(3).map(() => 0)].join(';');

test('each year says whether its figures are the group\'s and over which period they run', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lv-year-basis-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  copyFileSync(join(LV_FIXTURES, 'register.csv'), join(dir, 'register.csv'));
  const statements = [
    // 2024: the company's own statement and its group's; the own one is served.
    '801;9801;40003000001;DokGPUIENv1;UGP;2024;2024-01-01;2024-12-31;6;ONES;EUR;2025-04-30 10:00:00.000',
    '802;9802;40003000001;DokKGPv1;UKGP;2024;2024-01-01;2024-12-31;40;ONES;EUR;2025-05-30 10:00:00.000',
    // 2023: the group's statement alone.
    '803;9803;40003000001;DokKGPv1;UKGP;2023;2023-01-01;2023-12-31;38;ONES;EUR;2024-05-30 10:00:00.000',
    // 2022: six months, the company moving its year end to June (then July to June).
    '804;9804;40003000001;DokGPUIENv1;UGP;2022;2022-01-01;2022-06-30;5;ONES;EUR;2022-10-01 10:00:00.000',
  ];
  writeFileSync(join(dir, 'financial_statements.csv'), [STATEMENT_COLUMNS.join(';'), ...statements].join('\n') + '\n');
  writeFileSync(join(dir, 'income_statements.csv'),
    [INCOME_COLUMNS.join(';'), income('801', 1200), income('802', 9000), income('803', 8000), income('804', 500)].join('\n') + '\n');
  const db = join(dir, 'store.sqlite');
  const report = await runImport({
    databasePath: db, sources: sources.filter((d) => d.id === 'lv.register' || d.id === 'lv.financials'), knownSources: sources,
    fromDir: dir, now: new Date('2026-11-21T10:00:00Z'),
  });
  assert.ok(report.sources.every((s) => s.status === 'published'), JSON.stringify(report.sources.map((s) => [s.source, s.message])));

  const reader = openForReading(db);
  const { app, close } = await startTestApp({ services: createServices({ db: reader, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); reader.close(); });
  const answer = await app.inject({ method: 'GET', url: `${API}/companies/40003000001` });
  assert.equal(answer.statusCode, 200, answer.body);
  const years = (answer.json() as { financials: Array<Record<string, unknown>> }).financials;
  assert.deepEqual(years.map((y) => [y.year, y.periodStart, y.periodEnd, y.consolidated, y.revenue, y.employees]), [
    [2024, '2024-01-01', '2024-12-31', false, 1200, 6],
    [2023, '2023-01-01', '2023-12-31', true, 8000, 38],
    [2022, '2022-01-01', '2022-06-30', false, 500, 5],
  ]);
});
