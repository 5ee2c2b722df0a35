// A key staged twice failed naming the source's first main file and two line numbers
// (`JAR_IREGISTRUOTI.csv, line 5: duplicate company key LT 304100004 (first at line 2)`): with two
// main files each numbering its own lines, the lines could be of either file, and were even
// swapped (the smaller called the first, line 2 of another company). Each line now comes with its
// own file, in the order the rows were read. OFAC's sdn.csv (its documented columns, no header
// line) has no keep-one rule, so an entry listed twice reaches the check; JAR's two extracts are
// imported without lt.jar's keep-one rule to show two files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { jarSource } from '../../../src/importers/lt/jar.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { fixtureSized } from '../lt/support.ts';
import { runImport, sourceReport } from './helpers.ts';

const NOW = new Date('2026-11-21T06:00:00Z');

async function importFiles(t: { after(fn: () => void): void }, source: SourceDefinition, files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-key-files-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [source], fromDir: dir, now: NOW }), source.id);
}

test('an sdn.csv listing an entry twice fails naming the file at both lines', async (t) => {
  const entry = (num: string, name: string) => `${num},"${name}",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`;
  const ofac = await importFiles(t, ofacSource, {
    'sdn.csv': entry('36', 'AEROCARIBBEAN AIRLINES') + entry('306', 'BANCO NACIONAL DE CUBA') + entry('36', 'AEROCARIBBEAN AIRLINES'),
    'alt.csv': '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n',
  });
  assert.equal(ofac.status, 'failed');
  assert.equal(ofac.message, 'sdn.csv:3: duplicate sanctionEntry key OFAC 36 (first at sdn.csv:1); nothing was changed');
});

test('a key in two main files names each line with its own file, the one read first as the first', async (t) => {
  const [jar] = fixtureSized([{ ...jarSource, keepLatest: undefined }]);
  const registered = (code: string, name: string) =>
    `${code}|${name}|Vilnius, Ozo g. 1, LT-07150|2015-05-05|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2015-05-05|2026-11-20`;
  const report = await importFiles(t, jar!, {
    'JAR_IREGISTRUOTI.csv': ['ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data',
      registered('304100001', 'UAB Pirmoji'), registered('304100002', 'UAB Antroji'), registered('304100003', 'UAB Trečioji'),
      registered('304100004', 'UAB Ketvirtoji'), ''].join('\n'),
    'JAR_ISREGISTRUOTI.csv': ['ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data',
      '304100004|UAB Ketvirtoji|Vilnius, Ozo g. 1, LT-07150|2015-05-05|310|Uždaroji akcinė bendrovė|2026-11-02|2026-11-20', ''].join('\n'),
  });
  assert.equal(report.status, 'failed');
  assert.equal(report.message, 'JAR_ISREGISTRUOTI.csv:2: duplicate company key LT 304100004 (first at JAR_IREGISTRUOTI.csv:5); nothing was changed');
});
