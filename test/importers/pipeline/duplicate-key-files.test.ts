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
import type { MapResult, SourceDefinition } from '../../../src/importers/source.ts';
import { fixtureSized } from '../lt/support.ts';
import { runImport, sourceReport } from './helpers.ts';

const NOW = new Date('2026-11-21T06:00:00Z');

const entry = (num: string, name: string) => `${num},"${name}",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`;

async function importFiles(t: { after(fn: () => void): void }, source: SourceDefinition, files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-key-files-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [source], fromDir: dir, now: NOW }), source.id);
}

test('an sdn.csv listing an entry twice in differing rows fails naming both lines, what differs and what to do', async (t) => {
  const ofac = await importFiles(t, ofacSource, {
    'sdn.csv': entry('36', 'AEROCARIBBEAN AIRLINES') + entry('306', 'BANCO NACIONAL DE CUBA') + entry('36', 'AEROCARIBBEAN AIRLINES S.A.')
      + entry('40', 'CUBAN AIRLINES') + entry('40', 'CUBANA DE AVIACION'),
    'alt.csv': '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n',
  });
  assert.equal(ofac.status, 'failed');
  assert.equal(ofac.message, 'sdn.csv:3: duplicate sanctionEntry key OFAC 36 (first at sdn.csv:1), the rows differing in name; '
    + '1 more key listed twice, e.g. OFAC 40 at sdn.csv:5 (first at sdn.csv:4): which row the register means cannot be told, '
    + 'so the source is not published: import a corrected file (the publisher\'s next one, or a copy with the wrong line deleted, '
    + 'through --from DIR); nothing was changed');
});

test('an entry repeated in rows alike in every value is published once, the repeat warned', async (t) => {
  const ofac = await importFiles(t, ofacSource, {
    'sdn.csv': entry('36', 'AEROCARIBBEAN AIRLINES') + entry('306', 'BANCO NACIONAL DE CUBA') + entry('36', 'AEROCARIBBEAN AIRLINES'),
    'alt.csv': '306,219,"aka","NATIONAL BANK OF CUBA",-0- \n',
  });
  assert.equal(ofac.status, 'published', ofac.message);
  assert.equal(ofac.rowsWritten, 2);
  assert.ok(ofac.warnings.includes('sdn.csv: 1 entry listed more than once, one row of each kept (the rows alike in every value, '
    + 'the first read kept), 1 row dropped: e.g. OFAC 36 kept sdn.csv:1, dropped sdn.csv:3'), ofac.warnings.join('\n'));
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
  assert.match(report.message, /^JAR_ISREGISTRUOTI\.csv:2: duplicate company key LT 304100004 \(first at JAR_IREGISTRUOTI\.csv:5\), the rows differing in status, registryStatus, closedOn: /);
});

// A duplicate is the failure of the files holding its rows: a source reading only another file of
// the failed source (here the lookup names.csv) was held back with it, every file implicated.
test('a duplicate key holds back no source reading only the failed source\'s other files', async (t) => {
  const company = (code: string, name: string, status: string): MapResult => ({
    kind: 'company',
    record: {
      country: 'EE', regcode: code, name, legalFormCode: null, legalFormName: null, status: status as 'active' | 'closed', registryStatus: 'R',
      registeredOn: null, closedOn: null, address: null, addressStreet: null, addressCity: null, addressPostcode: null, addressRegionCode: null,
    },
  });
  const base = { country: 'EE' as const, title: 't', publisher: 'p', licence: 'l', updateFrequency: 'u', url: 'http://files.test/', feeds: [],
    expectedRows: { min: 0, max: 100 }, maxRejectRate: 0.5 };
  const csv = (columns: string[]) => ({ delimiter: ',' as const, encoding: 'utf8' as const, columns, required: columns });
  const companies: SourceDefinition = { ...base, id: 'ee.companies', produces: ['company'], files: [
    { name: 'names.csv', format: 'csv', csv: csv(['code', 'name']), lookupKey: 'code' },
    { name: 'companies.csv', format: 'csv', csv: csv(['code', 'status']),
      mapRow: (r, ctx) => company(String(r.code), String(ctx.lookup('names.csv', String(r.code))?.[0]?.name ?? r.code), String(r.status)) },
  ] };
  const names: SourceDefinition = { ...base, id: 'ee.names', produces: ['companyName'], files: [
    { name: 'names.csv', format: 'csv', csv: csv(['code', 'name']),
      mapRow: (r) => ({ kind: 'companyName', record: { country: 'EE', regcode: String(r.code), name: String(r.name), kind: 'former', validFrom: null, validTo: null } }) },
  ] };
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-key-files-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'names.csv'), 'code,name\n10000001,Üks OÜ\n10000002,Kaks OÜ\n');
  writeFileSync(join(dir, 'companies.csv'), 'code,status\n10000001,active\n10000002,active\n10000001,closed\n');
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [companies, names], fromDir: dir, now: NOW });
  const failed = sourceReport(report, 'ee.companies');
  assert.equal(failed.status, 'failed');
  assert.match(failed.message, /^companies\.csv:4: duplicate company key EE 10000001 \(first at companies\.csv:2\)/);
  const held = sourceReport(report, 'ee.names');
  assert.equal(held.status, 'published', held.message);
  assert.equal(held.rowsWritten, 2);
});
