// The XLSX reader (FID's asset-freeze table is published only as a workbook): the sheet found by
// its name, cells placed by their reference though empty ones are left out, shared, rich-text and
// inline strings, numbers kept as the text they are stored as, date-styled numbers as ISO days,
// and a workbook that is not the one expected stopped with file, sheet, row and reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readXlsxRows, type XlsxOptions } from '../../../src/importers/readers/xlsx.ts';
import { readRecords, InputError } from '../../../src/importers/readers/index.ts';
import { numberShape, serialToIso } from '../../../src/importers/readers/xlsx-values.ts';
import { xlsxWorkbook } from '../../../src/demo/writers/xlsx.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';

const OPTIONS: XlsxOptions = { sheet: 'Dati', required: ['Name', 'Code'], known: ['Name', 'Code', 'Date', 'Note'] };

async function rows(bytes: Buffer, options: XlsxOptions = OPTIONS) {
  const out: Array<{ row: Record<string, string>; line: number }> = [];
  for await (const r of readXlsxRows(bytes, { file: 'table.xlsx', xlsx: options })) out.push(r);
  return out;
}

async function failure(bytes: Buffer, options: XlsxOptions = OPTIONS): Promise<InputError> {
  try {
    await rows(bytes, options);
  } catch (err) {
    assert.ok(err instanceof InputError, String(err));
    return err;
  }
  assert.fail('the workbook was read without an error');
}

test('the sheet is found by its name, not its place, and cells land under their headers when empty ones are left out', async () => {
  const bytes = xlsxWorkbook([
    { name: 'Informācija par datiem', rows: [['About'], ['Not the data']] },
    {
      name: 'Dati',
      rows: [
        [],
        ['Name', 'Code', 'Date', { inline: 'Note' }],
        [{ runs: ['SIA "Rīgas ', 'Koks"'] }, { number: '40003123456' }, { date: '2022-03-15' }, null],
        ['Second', null, null, { inline: 'only a note' }],
        [null, null, null, null],
        ['Third', '00012345', { number: '2024.5' }, 'line one\nline two'],
      ],
    },
  ]);
  assert.deepEqual(await rows(bytes), [
    { line: 3, row: { Name: 'SIA "Rīgas Koks"', Code: '40003123456', Date: '2022-03-15', Note: '' } },
    { line: 4, row: { Name: 'Second', Code: '', Date: '', Note: 'only a note' } },
    { line: 6, row: { Name: 'Third', Code: '00012345', Date: '2024.5', Note: 'line one\nline two' } },
  ]);
});

test('a code stored as a number keeps every digit, and the zeros its format writes', async () => {
  const bytes = xlsxWorkbook([{
    name: 'Dati',
    rows: [['Name', 'Code'], ['A', { number: '40203012345' }], ['B', { number: '123456', format: '00000000' }], ['C', { number: '1234567890123456789' }]],
  }]);
  assert.deepEqual((await rows(bytes)).map((r) => r.row.Code), ['40203012345', '00123456', '1234567890123456789']);
});

test('a number styled as a date is an ISO day, whichever date format styles it; a time-only format gives the time of day', async () => {
  const bytes = xlsxWorkbook([{
    name: 'Dati',
    rows: [
      ['Name', 'Code', 'Date'],
      ['builtin 14', 'x', { date: '2022-02-24' }],
      ['custom d.m.yyyy', 'x', { date: '1961-11-05', format: 'dd.mm.yyyy.' }],
      ['custom with quoted text', 'x', { date: '2014-03-17', format: '"no "dd/mm/yy' }],
      ['time only', 'x', { number: '0.75', format: 'hh:mm' }],
      ['plain number', 'x', { number: '45000' }],
    ],
  }]);
  assert.deepEqual((await rows(bytes)).map((r) => r.row.Date), ['2022-02-24', '1961-11-05', '2014-03-17', '18:00:00', '45000']);
  assert.equal(numberShape(22, undefined), 'date-time');
  assert.equal(numberShape(164, '[$-426]d\\ mmmm\\ yyyy'), 'date');
  assert.equal(numberShape(164, '[h]:mm:ss'), 'time');
  assert.equal(numberShape(164, '#,##0.00'), 'number');
  assert.equal(serialToIso('1', 'date', false), '1900-01-01');
  assert.equal(serialToIso('61', 'date', false), '1900-03-01');
  assert.equal(serialToIso('0', 'date', true), '1904-01-01');
  assert.equal(serialToIso('44635.5', 'date-time', false), '2022-03-15T12:00:00');
});

test('a workbook without the sheet names the file and the sheets it has', async () => {
  const err = await failure(xlsxWorkbook([{ name: 'Sheet1', rows: [['Name', 'Code']] }]));
  assert.equal(err.file, 'table.xlsx');
  assert.match(err.message, /^table\.xlsx: has no sheet "Dati" \(its sheets: "Sheet1"\)/);
});

test('a sheet without a required header names file, sheet, header row and the column', async () => {
  const err = await failure(xlsxWorkbook([{ name: 'Dati', rows: [[], ['Title of the table'], ['Name', 'Kods'], ['A', '1']] }]), { ...OPTIONS, required: ['Name', 'Code'] });
  // The first row with text is the header: a title row above the header is a changed layout.
  assert.match(err.message, /^table\.xlsx, sheet Dati, row 2: missing required columns "Name", "Code" \(header: "Title of the table"\)/);
  const renamed = await failure(xlsxWorkbook([{ name: 'Dati', rows: [['Name', 'Kods'], ['A', '1']] }]));
  assert.equal(renamed.message, 'table.xlsx, sheet Dati, row 1: missing required column "Code" (header: "Name", "Kods"); the file\'s format has changed or it is the wrong file');
});

test('a zip that is no workbook, and bytes that are no zip, are stopped with the reason', async () => {
  const notWorkbook = await failure(zipArchive([{ name: 'register.csv', data: 'a;b\n' }]));
  assert.match(notWorkbook.message, /^table\.xlsx: is not an XLSX workbook \(it holds no xl\/workbook\.xml\)/);
  const notZip = await failure(Buffer.from('Name;Code\nA;1\n'));
  assert.match(notZip.message, /^table\.xlsx: is not an XLSX workbook/);
});

test('the pipeline reads a workbook as it reads a CSV file: rows by header, numbered by the sheet\'s rows', async () => {
  const bytes = xlsxWorkbook([{ name: 'Dati', rows: [['Name', 'Code', 'Extra'], ['A', { number: '7' }, 'x']] }]);
  const unknown: string[][] = [];
  const read: Array<{ row: Record<string, unknown>; line: number }> = [];
  const file = { name: 'table.xlsx', format: 'xlsx' as const, xlsx: OPTIONS };
  for await (const item of readRecords(Readable.from([bytes]), file, 'table.xlsx', { onHeader: (h) => unknown.push(h.unknown) })) read.push(item);
  assert.deepEqual(read, [{ line: 2, row: { Name: 'A', Code: '7', Extra: 'x' } }]);
  assert.deepEqual(unknown, [['Extra']]);
});

test('parts as other programs write them: prefixed elements, cells without references, formula, boolean and error cells, an absolute target, 1904 dates', async () => {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const bytes = zipArchive([
    { name: 'xl/workbook.xml', data: `<x:workbook xmlns:x="${main}" xmlns:r="${rel}"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Dati" sheetId="7" r:id="rIdData"/></x:sheets></x:workbook>` },
    { name: 'xl/_rels/workbook.xml.rels', data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdData" Type="${rel}/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rIdS" Type="${rel}/sharedStrings" Target="strings.xml"/><Relationship Id="rIdY" Type="${rel}/styles" Target="styles.xml"/></Relationships>` },
    { name: 'xl/strings.xml', data: `<sst xmlns="${main}"><si><t>Name</t></si><si><t>Code</t></si><si><r><t xml:space="preserve">SIA </t></r><r><t>"Kodols"</t></r><rPh><t>ignored</t></rPh></si></sst>` },
    { name: 'xl/styles.xml', data: `<styleSheet xmlns="${main}"><numFmts><numFmt numFmtId="170" formatCode="dd/mm/yyyy"/></numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="170"/></cellXfs></styleSheet>` },
    {
      name: 'xl/worksheets/data.xml',
      data: `<x:worksheet xmlns:x="${main}"><x:sheetData>`
        + '<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Date</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Note</x:t></x:is></x:c></x:row>'
        + '<x:row><x:c t="s"><x:v>2</x:v></x:c><x:c t="str"><x:f>A1&amp;"1"</x:f><x:v>40003_x000D_1</x:v></x:c><x:c s="1"><x:v>0</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c></x:row>'
        + '<x:row><x:c t="e"><x:v>#N/A</x:v></x:c><x:c/><x:c s="1"><x:v>43000</x:v></x:c><x:c t="s"/></x:row>'
        + '</x:sheetData></x:worksheet>',
    },
  ]);
  assert.deepEqual(await rows(bytes), [
    { line: 2, row: { Name: 'SIA "Kodols"', Code: '40003\r1', Date: '1904-01-01', Note: 'TRUE' } },
    { line: 3, row: { Name: '#N/A', Code: '', Date: '2021-09-23', Note: '' } },
  ]);
});
