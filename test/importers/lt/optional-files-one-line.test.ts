// lt.financials lists every filing year as its own pair of optional files: read from a folder
// holding one year, its report gave a warning line for each of the others (21 of the files up to 2024), and a download
// would give one for each year the publisher does not publish. The files it is read without are
// now one line, the years folded, saying their rows are not published.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { financialsSource, statementFiles } from '../../../src/importers/lt/financials.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { runImport, sourceReport } from '../pipeline/helpers.ts';

// The wide P&L layout's documented header (JAR_FA_RODIKLIAI_PLNA_YYYY.csv up to 2022).
const PLNA_2022 = [
  'obj_kodas,obj_pav,form_kodas,form_pav,stat_statusas,stat_pav,template_id,template_name,standard_id,standard_name,laikotarpis_nuo,laikotarpis_iki,reg_date,pelnas_pries_apmokestinima,grynasis_pelnas,pardavimo_pajamos,formavimo_data',
  '304000001,"UAB ""Šiaurės vėjas""",310,Uždaroji akcinė bendrovė,0,Teisinis stat neįregistruotas,FS0129,Mažų įmonių rinkinys,IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2021-01-01,2021-12-31,2022-03-01,12000,10200,250000,2023-03-01',
  '304000002,"UAB ""Pietų vėjas""",310,Uždaroji akcinė bendrovė,0,Teisinis stat neįregistruotas,FS0129,Mažų įmonių rinkinys,IST024,PELNO (NUOSTOLIŲ) ATASKAITA,2021-01-01,2021-12-31,2022-03-02,5000,4000,90000,2023-03-01',
].join('\n') + '\n';
const NAME = 'JAR_FA_RODIKLIAI_PLNA_2022.csv';
// The files of filing years up to 2024, whatever the year the test runs in.
const through2024 = (base: string | null): SourceDefinition => ({
  ...financialsSource, expectedRows: { min: 1, max: 100 },
  files: statementFiles(2024).map((f) => (base === null ? f : { ...f, url: `${base}/${f.name}` })),
});
const optionalLines = (warnings: string[]) => warnings.filter((w) => /optional file/.test(w));

test('lt.financials read from a folder of one year tells the 21 files it lacks in one line', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-optional-folder-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const files = join(dir, 'files');
  mkdirSync(files);
  writeFileSync(join(files, NAME), PLNA_2022);
  const report = sourceReport(await runImport({ databasePath: join(dir, 'registry.sqlite'), sources: [through2024(null)], fromDir: files }), 'lt.financials');
  assert.equal(report.status, 'published', report.message);
  assert.deepEqual(optionalLines(report.warnings), [
    `optional files not in ${files} (21), their rows not published: JAR_FA_RODIKLIAI_PLNA_{2015–2021, 2023}.csv, `
      + 'JAR_FA_RODIKLIAI_BLNS_{2015–2023}.csv, JAR_FA_RODIKLIAI_PLNA_{2023–2024}_n.csv, JAR_FA_RODIKLIAI_BLNS_{2023–2024}_n.csv',
  ]);
});

test('lt.financials downloaded where the publisher serves one year tells the 21 it does not in one line', async (t) => {
  const server = createServer((req, res) => {
    if (req.url?.endsWith(`/${NAME}`)) res.writeHead(200, { 'content-length': Buffer.byteLength(PLNA_2022) }).end(PLNA_2022);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'lt-optional-download-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const report = sourceReport(await runImport({ databasePath: join(dir, 'registry.sqlite'), sources: [through2024(base)], cacheDir: join(dir, 'cache') }), 'lt.financials');
  assert.equal(report.status, 'published', report.message);
  const lines = optionalLines(report.warnings);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0]!, /^optional files skipped \(21\), their rows not published: JAR_FA_RODIKLIAI_PLNA_\{2015–2021, 2023\}\.csv, JAR_FA_RODIKLIAI_BLNS_\{2015–2023\}\.csv, JAR_FA_RODIKLIAI_PLNA_\{2023–2024\}_n\.csv, JAR_FA_RODIKLIAI_BLNS_\{2023–2024\}_n\.csv \(e\.g\. JAR_FA_RODIKLIAI_PLNA_2015\.csv: download failed: HTTP 404/);
});
