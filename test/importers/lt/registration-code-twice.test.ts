// A registration code JAR lists more than once (twice within JAR_IREGISTRUOTI, or in both daily
// extracts) was merged by lt.jar's keep-one rule without a word: an operator never learnt that
// the register's file repeated a company, nor which row was served. The import now publishes as
// before and says so in a warning naming the files, the codes and the lines kept and dropped.
// The files are written from the documented headers (JAR_IREGISTRUOTI.csv, JAR_ISREGISTRUOTI.csv).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { jarSource } from '../../../src/importers/lt/jar.ts';
import { fixtureSized } from './support.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

const REGISTERED_HEADER = 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data';
const DEREGISTERED_HEADER = 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data';
const registered = (code: string, name: string) =>
  `${code}|${name}|Vilnius, Ozo g. 1, LT-07150|2015-05-05|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2015-05-05|2026-11-20`;

const [jar] = fixtureSized([jarSource]);

async function importJar(t: { after(fn: () => void): void }, registeredRows: string[], deregisteredRows: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'lt-code-twice-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'JAR_IREGISTRUOTI.csv'), [REGISTERED_HEADER, ...registeredRows, ''].join('\n'));
  writeFileSync(join(dir, 'JAR_ISREGISTRUOTI.csv'), [DEREGISTERED_HEADER, ...deregisteredRows, ''].join('\n'));
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [jar!], fromDir: dir, now: new Date('2026-11-21T06:00:00Z') });
  const jarReport = sourceReport(report, 'lt.jar');
  // The classifier and address files are optional and left out here: their absence is told too.
  return { db, jar: jarReport, warnings: jarReport.warnings.filter((w) => !w.startsWith('optional file')) };
}

test('codes listed twice are published once and told: the files, each code, the line kept and the line dropped', async (t) => {
  const { db, jar: report, warnings } = await importJar(t, [
    registered('304100001', 'UAB Pirmoji'),
    registered('304100002', 'UAB Antroji'),
    registered('304100003', 'UAB Trečioji'),
    registered('304100002', 'UAB Antroji Nauja'),
  ], [
    '304100003|UAB Trečioji|Vilnius, Ozo g. 1, LT-07150|2015-05-05|310|Uždaroji akcinė bendrovė|2026-10-01|2026-11-20',
  ]);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(warnings, [
    'JAR_IREGISTRUOTI.csv, JAR_ISREGISTRUOTI.csv: 2 registration codes listed more than once, one row of each kept '
    + '(the deregistered row first, then the latest closing day, then the later line), 2 rows dropped: '
    + 'e.g. 304100002 kept JAR_IREGISTRUOTI.csv:5, dropped JAR_IREGISTRUOTI.csv:3; '
    + '304100003 kept JAR_ISREGISTRUOTI.csv:2, dropped JAR_IREGISTRUOTI.csv:4',
  ]);
  // The rows kept are the ones served.
  assert.deepEqual(query(db, "SELECT regcode, name, status FROM companies WHERE country = 'LT' ORDER BY regcode"), [
    { regcode: '304100001', name: 'UAB Pirmoji', status: 'active' },
    { regcode: '304100002', name: 'UAB Antroji Nauja', status: 'active' },
    { regcode: '304100003', name: 'UAB Trečioji', status: 'closed' },
  ]);
});

test('files listing every code once give no such warning', async (t) => {
  const { jar: report, warnings } = await importJar(t, [registered('304100001', 'UAB Pirmoji'), registered('304100002', 'UAB Antroji')], []);
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(warnings, []);
});
