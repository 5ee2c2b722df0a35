// The CSV reader on the quirks the registers' files have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readCsvRows, type CsvHeader } from '../../../src/importers/readers/csv.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';
import { parseLocalNumber } from '../../../src/importers/readers/numbers.ts';
import type { CsvOptions } from '../../../src/importers/source.ts';

const opts = (extra: Partial<CsvOptions> = {}): CsvOptions => ({ delimiter: 'auto', encoding: 'utf8 or latin1', required: [], ...extra });

async function read(input: Buffer | string, csv: CsvOptions, chunk = 7): Promise<{ rows: Array<{ row: Record<string, string>; line: number }>; header: CsvHeader | null }> {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input, 'utf8');
  // Small chunks: multi-byte letters and quoted fields are split across reads.
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  let header: CsvHeader | null = null;
  const rows = [];
  for await (const r of readCsvRows(Readable.from(chunks), { file: 'test.csv', csv, onHeader: (h) => { header = h; } })) rows.push(r);
  return { rows, header };
}

test('BOM, CRLF, `;` sniffed, RFC 4180 quotes with doubled quotes, delimiters and line breaks inside', async () => {
  const text = '\uFEFFregcode;name;address\r\n40003000001;"IK ""D.Luxe""";"Rīga; centrs"\r\n40003000002;"Two\r\nlines";" "\r\n\r\n';
  const { rows, header } = await read(text, opts({ required: ['regcode'], known: ['regcode', 'name'] }));
  assert.equal(header!.delimiter, ';');
  assert.deepEqual(header!.unknown, ['address']);
  assert.deepEqual(rows.map((r) => r.row), [
    { regcode: '40003000001', name: 'IK "D.Luxe"', address: 'Rīga; centrs' },
    { regcode: '40003000002', name: 'Two\r\nlines', address: ' ' },
  ]);
  assert.equal(rows[0]!.line, 2);
  // A record spanning lines is reported by the line it starts on.
  assert.equal(rows[1]!.line, 3);
});

test('`,` sniffed, a latin1 file read as the source declares, unquoted quotes tolerated, a trailing delimiter on every line dropped', async () => {
  const bytes = Buffer.from('Numurs,Nosaukums,\nLV1,SIA "Müller",\n', 'latin1');
  const { rows, header } = await read(bytes, opts());
  assert.equal(header!.delimiter, ',');
  assert.deepEqual(rows.map((r) => r.row), [{ Numurs: 'LV1', Nosaukums: 'SIA "Müller"' }]);
});

test('header-less files take the documented column names', async () => {
  const { rows } = await read('36,"AEROCARIBBEAN AIRLINES",-0- \n', opts({ delimiter: ',', columns: ['ent_num', 'SDN_Name', 'SDN_Type'] }));
  assert.deepEqual(rows, [{ row: { ent_num: '36', SDN_Name: 'AEROCARIBBEAN AIRLINES', SDN_Type: '-0- ' }, line: 1 }]);
});

test('bad input names the file, the line and the reason', async () => {
  await assert.rejects(read('a;b\n1;2\n', opts({ required: ['a', 'c'] })), (err: InputError) =>
    err instanceof InputError && err.line === 1 && /test\.csv, line 1: missing required column c/.test(err.message));
  await assert.rejects(read('a;b\n1;2\n3\n', opts()), (err: InputError) =>
    err.line === 3 && /expected 2 fields as in the header, found 1 \(truncated or malformed row\)/.test(err.message));
  await assert.rejects(read('a;b\n1;2\n1;"open\n', opts()), (err: InputError) =>
    err instanceof InputError && err.line === 3 && /test\.csv, line 3: malformed CSV: quote not closed/.test(err.message));
  await assert.rejects(read('', opts()), /test\.csv: the file is empty/);
  await assert.rejects(read('a;a\n1;2\n', opts()), /column a appears twice/);
});

test('local number formats', () => {
  assert.equal(parseLocalNumber('22 353,85'), 22353.85);
  assert.equal(parseLocalNumber('3 067.73'), 3067.73);
  assert.equal(parseLocalNumber('1\u00a0234'), 1234);
  assert.equal(parseLocalNumber('1.234,5'), 1234.5);
  assert.equal(parseLocalNumber('1,234.5'), 1234.5);
  assert.equal(parseLocalNumber('-15283'), -15283);
  assert.equal(parseLocalNumber(' '), null);
  assert.equal(parseLocalNumber('-'), null);
  assert.equal(parseLocalNumber('n/a'), null);
});

test('a lone Ctrl-Z end-of-file line (OFAC sdn.csv) is not a row; header-less columns apply', async () => {
  const text = '36,"AEROCARIBBEAN AIRLINES",-0- \r\n173,"ANGLO-CARIBBEAN CO., LTD.",-0- \r\n\u001a';
  const { rows } = await read(text, opts({ delimiter: ',', columns: ['ent_num', 'name', 'type'] }));
  assert.deepEqual(rows.map((r) => r.row.name), ['AEROCARIBBEAN AIRLINES', 'ANGLO-CARIBBEAN CO., LTD.']);
});
