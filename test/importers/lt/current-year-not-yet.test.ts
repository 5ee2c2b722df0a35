// lt.financials lists the files of the filing year under way, which Registrų centras publishes only
// once that year's statements are filed: every import of the year's first months warned of their
// HTTP 404, a line an operator looked into each time. Before July the current year's files not
// published are now one note; a past year's, or the current year's from July on, stay a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { financialsSource, statementFiles } from '../../../src/importers/lt/financials.ts';
import { formatReport } from '../../../src/importers/pipeline/run.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';

const PLNA_2022 = [
  'obj_kodas,obj_pav,form_kodas,form_pav,stat_statusas,stat_pav,template_id,template_name,standard_id,standard_name,laikotarpis_nuo,laikotarpis_iki,reg_date,pelnas_pries_apmokestinima,grynasis_pelnas,pardavimo_pajamos,formavimo_data',
  '304000001,"UAB ""Šiaurės vėjas""",310,Uždaroji akcinė bendrovė,0,Teisinis stat neįregistruotas,FS0129,Mažų įmonių rinkinys,IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2021-01-01,2021-12-31,2022-03-01,12000,10200,250000,2023-03-01',
].join('\n') + '\n';
const SERVED = ['JAR_FA_RODIKLIAI_PLNA_2022.csv', 'JAR_FA_RODIKLIAI_PLNA_2025_n.csv', 'JAR_FA_RODIKLIAI_BLNS_2025_n.csv'];
const LONG_2025 = [
  'ja_kodas;ja_pavadinimas;form_kodas;form_pavadinimas;stat_kodas;stat_pavadinimas;template_id;template_name;standard_id;standard_name;line_type_id;line_name;reiksme;beginning_date;turning_date;reg_date;formavimo_data',
  '304000001;UAB "Šiaurės vėjas";310;Uždaroji akcinė bendrovė;0;Teisinis stat neįregistruotas;FS0129;Mažų įmonių rinkinys;IST024;PELNO (NUOSTOLIŲ) ATASKAITA;PLLT00001;PARDAVIMO PAJAMOS;300000;2024-01-01;2024-12-31;2025-03-01;2026-01-05',
].join('\n') + '\n';

test('the current filing year\'s files not yet published are a note before July, a warning from July; a past year\'s a warning', async (t) => {
  const server = createServer((req, res) => {
    const name = SERVED.find((n) => req.url?.endsWith(`/${n}`));
    const body = name === undefined ? null : name.endsWith('_n.csv') ? LONG_2025 : PLNA_2022;
    if (body !== null) res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'lt-current-year-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  // The files of filing years up to 2026, whatever the year the test runs in.
  const source: SourceDefinition = {
    ...financialsSource, expectedRows: { min: 1, max: 100 },
    files: statementFiles(2026).map((f) => ({ ...f, url: `${base}/${f.name}` })),
  };
  const importOn = async (day: string) => {
    const report = await runImport({ databasePath: join(dir, `${day}.sqlite`), sources: [source], cacheDir: join(dir, 'cache'), now: new Date(`${day}T08:00:00Z`) });
    return { text: formatReport(report), source: sourceReport(report, 'lt.financials') };
  };

  const march = await importOn('2026-03-10');
  assert.equal(march.source.status, 'published', march.source.message);
  assert.deepEqual(march.source.notes, [
    'JAR_FA_RODIKLIAI_PLNA_2026_n.csv, JAR_FA_RODIKLIAI_BLNS_2026_n.csv not published yet, as expected before July 2026, when the publisher '
      + 'usually publishes them; read once they are (JAR_FA_RODIKLIAI_PLNA_2026_n.csv: download failed: HTTP 404 from '
      + `${base}/JAR_FA_RODIKLIAI_PLNA_2026_n.csv)`,
  ]);
  const warned = march.source.warnings.filter((w) => /optional file/.test(w));
  assert.equal(warned.length, 1, warned.join('\n'));
  assert.match(warned[0]!, /^optional files skipped \(21\), their rows not published: JAR_FA_RODIKLIAI_PLNA_\{2015–2021, 2023\}\.csv, JAR_FA_RODIKLIAI_BLNS_\{2015–2023\}\.csv, JAR_FA_RODIKLIAI_PLNA_\{2023–2024\}_n\.csv, JAR_FA_RODIKLIAI_BLNS_\{2023–2024\}_n\.csv \(/);
  assert.doesNotMatch(march.text, /warning: .*2026_n/);
  assert.match(march.text, /\n {11}note: JAR_FA_RODIKLIAI_PLNA_2026_n\.csv, JAR_FA_RODIKLIAI_BLNS_2026_n\.csv not published yet/);

  const july = await importOn('2026-07-01');
  assert.equal(july.source.status, 'published', july.source.message);
  assert.deepEqual(july.source.notes, []);
  assert.match(july.source.warnings.find((w) => /optional file/.test(w)) ?? '', /^optional files skipped \(23\), .*JAR_FA_RODIKLIAI_PLNA_\{2023–2024, 2026\}_n\.csv, JAR_FA_RODIKLIAI_BLNS_\{2023–2024, 2026\}_n\.csv \(/);
});

// The same files not in `import --from DIR` were warned of as any optional file the folder lacks
// (`optional files not in DIR (23), their rows not published: …`), a download of the same day
// saying the current year's as expected: both follow one rule (optional-missing.ts notPublishedYet).
test('with --from DIR, the current filing year\'s files not there are a note before July, a warning from July, as for a download', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-current-year-dir-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const files = join(dir, 'files');
  mkdirSync(files);
  for (const name of SERVED) writeFileSync(join(files, name), name.endsWith('_n.csv') ? LONG_2025 : PLNA_2022);
  const source: SourceDefinition = { ...financialsSource, expectedRows: { min: 1, max: 100 }, files: statementFiles(2026) };
  const importOn = async (day: string) => {
    const report = await runImport({ databasePath: join(dir, `${day}.sqlite`), sources: [source], fromDir: files, now: new Date(`${day}T08:00:00Z`) });
    return { text: formatReport(report), source: sourceReport(report, 'lt.financials') };
  };

  const march = await importOn('2026-03-10');
  assert.equal(march.source.status, 'published', march.source.message);
  assert.deepEqual(march.source.notes, [
    'JAR_FA_RODIKLIAI_PLNA_2026_n.csv, JAR_FA_RODIKLIAI_BLNS_2026_n.csv not published yet, as expected before July 2026, when the publisher '
      + `usually publishes them; read once they are (JAR_FA_RODIKLIAI_PLNA_2026_n.csv: not in ${files})`,
  ]);
  const warned = march.source.warnings.filter((w) => /optional file/.test(w));
  assert.equal(warned.length, 1, warned.join('\n'));
  assert.match(warned[0]!, /^optional files not in .* \(21\), their rows not published: JAR_FA_RODIKLIAI_PLNA_\{2015–2021, 2023\}\.csv, JAR_FA_RODIKLIAI_BLNS_\{2015–2023\}\.csv, JAR_FA_RODIKLIAI_PLNA_\{2023–2024\}_n\.csv, JAR_FA_RODIKLIAI_BLNS_\{2023–2024\}_n\.csv$/);
  assert.doesNotMatch(march.text, /warning: .*2026_n/);

  const july = await importOn('2026-07-01');
  assert.equal(july.source.status, 'published', july.source.message);
  assert.deepEqual(july.source.notes, []);
  assert.match(july.source.warnings.find((w) => /optional file/.test(w)) ?? '', /^optional files not in .* \(23\), .*JAR_FA_RODIKLIAI_PLNA_\{2023–2024, 2026\}_n\.csv, JAR_FA_RODIKLIAI_BLNS_\{2023–2024, 2026\}_n\.csv$/);
});
