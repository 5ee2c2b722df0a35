// A column a source reads under one of several names (EMTA's taxes-paid header in Estonian or
// English, the LT files whose header is not confirmed) was declared required under none, so a
// file whose column was renamed again was read with every row rejected for a value it never had
// ("no registry code column (Registry code / Registrikood) in <file>"), the operator sent to the
// rows while the header was at fault. Such a column is now required as the list of its names: the
// file fails at its header naming the column and the names it is read under, the served data as
// it was, and a header holding any one of the names is read as before. Files written from the
// documented headers (ee-lt-fi.md 1.7, the LT sources' declared columns).
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { readCsvRows } from '../../../src/importers/readers/csv.ts';
import type { CsvOptions } from '../../../src/importers/source.ts';
import { taxesPaidSource } from '../../../src/importers/ee/taxes-paid.ts';
import { vatSource } from '../../../src/importers/lt/vat.ts';
import { sodraSource } from '../../../src/importers/lt/sodra.ts';
import { filingsSource } from '../../../src/importers/lt/filings.ts';
import { dumpStore, runImport, sourceReport } from './helpers.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

async function headerOf(text: string, csv: CsvOptions, file = 'test.csv'): Promise<string[]> {
  const rows: string[] = [];
  for await (const { row } of readCsvRows(Readable.from([text]), { file, csv })) rows.push(Object.keys(row).join('|'));
  return rows;
}

test('a column required under several names: any one of them is read, none fails at the header naming them all', async () => {
  const csv: CsvOptions = { delimiter: ';', encoding: 'utf8', required: [['ja_kodas', 'obj_kodas'], 'reg_date'] };
  assert.deepEqual(await headerOf('obj_kodas;reg_date\n110003978;2024-01-01\n', csv), ['obj_kodas|reg_date']);
  assert.deepEqual(await headerOf('ja_kodas;reg_date\n110003978;2024-01-01\n', csv), ['ja_kodas|reg_date']);
  await assert.rejects(headerOf('kodas;data\n110003978;2024-01-01\n', csv), {
    message: 'test.csv, line 1: missing required columns ja_kodas (or obj_kodas), reg_date (header: kodas;data); '
      + 'the file\'s format has changed or it is the wrong file',
  });
});

const ENGLISH = ['Data date', 'Registry code', 'Name', 'Type', 'County', 'Activity', 'Year',
  ...['State taxes', 'Labour taxes and payments', 'Turnover', 'Number of employees'].flatMap((c) => ['I', 'II', 'III', 'IV'].map((q) => `${c} ${q} qtr`))];
const quoted = (cells: string[]) => cells.map((c) => `"${c}"`).join(',');
const taxesFile = (registryColumn: string) => '\ufeff' + [quoted(ENGLISH.map((c) => (c === 'Registry code' ? registryColumn : c))),
  quoted(['10.10.2025', '14000001', 'Näidis Ehitus OÜ', 'Company', 'Harju ( Tallinn )', 'CONSTRUCTION', '2025', '1', '1', '1', '', '1', '1', '1', '', '1', '1', '1', '', '6', '7', '8', '']),
].join('\n') + '\n';

/** A store of its own and a run importing `text` as the current English file on October `day`. */
function taxesImports(t: TestContext, prefix: string) {
  const { root, files } = tempFilesFolder(t, prefix);
  const db = join(root, 'store.sqlite');
  const source = { ...taxesPaidSource, expectedRows: { min: 1, max: 100 } };
  const run = async (text: string, day: number) => {
    writeFileSync(join(files, 'tasutud_maksud_kaesolev_aasta_eng.csv'), text);
    return sourceReport(await runImport({ databasePath: db, sources: [source], fromDir: files, now: new Date(`2025-10-${day}T06:00:00Z`) }), 'ee.taxes-paid');
  };
  return { db, run };
}

test('EMTA taxes paid, the registry code column renamed: the file fails at its header naming it and its names, nothing changed', async (t) => {
  const { db, run } = taxesImports(t, 'ee-taxes-renamed-');
  assert.equal((await run(taxesFile('Registry code'), 12)).status, 'published');
  const before = dumpStore(db);

  const renamed = await run(taxesFile('Registry number'), 13);
  assert.equal(renamed.status, 'failed');
  assert.match(renamed.message ?? '', /^tasutud_maksud_kaesolev_aasta_eng\.csv, line 1: missing required column Registry code \(or Registrikood\) \(header: Data date,Registry number,/);
  assert.equal(renamed.rejected, 0, 'no row is blamed for the header');
  assert.deepEqual(dumpStore(db), before);

  // Written otherwise in case, as the mapper reads it (folded), the file is read as before.
  const lower = await run(taxesFile('REGISTRY CODE').replace('"Year"', '"year"'), 14);
  assert.equal(lower.status, 'published', lower.message);
});

// A quarter's employee count renamed (`Number of employees II qtr` to `Employees II qtr`) was read
// as no count: every row kept without it, the import published, the June headcount gone.
test('EMTA taxes paid, a quarter\'s employee count column renamed: the file fails at its header naming it, nothing changed', async (t) => {
  const { db, run } = taxesImports(t, 'ee-taxes-quarter-renamed-');
  assert.equal((await run(taxesFile('Registry code'), 12)).status, 'published');
  const before = dumpStore(db);

  const renamed = await run(taxesFile('Registry code').replace('"Number of employees II qtr"', '"Employees II qtr"'), 13);
  assert.equal(renamed.status, 'failed');
  assert.match(renamed.message ?? '', /^tasutud_maksud_kaesolev_aasta_eng\.csv, line 1: missing required column Number of employees II qtr \(or Töötajate arv II kv, /);
  assert.doesNotMatch(renamed.message ?? '', /Number of employees (I|III|IV) qtr \(/, 'only the renamed quarter is named');
  assert.equal(renamed.rejected, 0, 'no row is blamed for the header');
  assert.deepEqual(dumpStore(db), before);

  // The Estonian header of the current layout, as documented, passes the check.
  const estonian = ['Andmete seis', 'Registrikood', 'Nimi', 'Liik', 'Maakond', 'Tegevusala', 'Aasta',
    ...['Riiklikud maksud', 'Tööjõumaksud ja maksed', 'Käive', 'Töötajate arv'].flatMap((c) => ['I', 'II', 'III', 'IV'].map((q) => `${c} ${q} kv`))];
  const csv = taxesPaidSource.files[0]!.csv!;
  assert.equal((await headerOf(`${quoted(estonian)}\n${taxesFile('Registry code').split('\n')[1]}\n`, csv)).length, 1);
});

test('EMTA legacy quarter file: the Estonian header passes, one without its employee count fails at the header', async () => {
  const legacy = taxesPaidSource.files.find((f) => f.namePattern)!.csv!;
  const header = 'Registrikood;Nimi;Liik;Registreeritud käibemaksukohustuslaste registrisse;'
    + 'EMTAK tegevusvaldkond, mis on EMTAKi struktuuris tähistatud tähtkoodiga;Maakond;Riiklikud Maksud;Tööjõumaksud Ja Maksed;Kaive;Tootajaid';
  const row = '10000024;EESTI RAAMAT, OÜ;Äriühing;jah;INFO JA SIDE;Harju ( Tallinn );22 353,85;18 034,91;140 346,67;11';
  assert.equal((await headerOf(`${header}\n${row}\n`, legacy)).length, 1);
  await assert.rejects(headerOf(`${header.replace('Tootajaid', 'Hõivatuid')}\n${row}\n`, legacy, 'tasutud_maksud_2021_I_kvartal.csv'),
    /^InputError: tasutud_maksud_2021_I_kvartal\.csv, line 1: missing required column Tootajaid \(or Töötajate arv, Number of employees\) /);
});

test('LT files read under several names: VMI\'s VAT payers, RC\'s late filers, Sodra\'s key in brackets', async () => {
  const vat = vatSource.files[0]!.csv!;
  assert.deepEqual(await headerOf('mm_kodas;pvm_numeris\n110003978;LT100001234567\n', vat), ['mm_kodas|pvm_numeris']);
  await assert.rejects(headerOf('imones_kodas;pvm_numeris\n110003978;LT100001234567\n', vat, 'pvm_moketojai.csv'),
    /pvm_moketojai\.csv, line 1: missing required column ja_kodas \(or juridinio_asmens_kodas, mm_kodas, moketojo_kodas, kodas, obj_kodas\) /);
  const late = filingsSource.files[0]!.csv!;
  await assert.rejects(headerOf('kodas;paskutine_fa_iki\n110003978;2023-12-31\n', late), /missing required column ja_kodas \(or obj_kodas\) /);
  const sodra = sodraSource.files[0]!.csv!;
  const bracketed = 'Draudėjo kodas (code);Juridinių asmenų registro kodas (jarCode);Mėnuo (month);Apdraustųjų skaičius (numInsured)';
  assert.equal((await headerOf(`${bracketed}\n1;110003978;202406;12\n`, sodra)).length, 1);
  await assert.rejects(headerOf(`${bracketed.replace('(jarCode)', '(jaCode)')}\n1;110003978;202406;12\n`, sodra),
    /missing required column jarCode \(header: /);
});
