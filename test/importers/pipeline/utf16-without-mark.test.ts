// A register file re-saved as "Unicode" (UTF-16 without a byte-order mark) failed as missing
// required columns whose names hid a NUL byte beside each letter (`header: N\0u\0m…`), which a
// terminal does not show: the operator saw the very column names the error said were missing.
// It now fails at sniffing as UTF-16, and a header an error quotes shows control characters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readCsvRows } from '../../../src/importers/readers/csv.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';
import type { CsvOptions } from '../../../src/importers/source.ts';

const csv: CsvOptions = { delimiter: 'auto', encoding: 'utf8 or windows-1257', required: ['Numurs', 'Nosaukums'] };
const TEXT = 'Numurs;Nosaukums;Adrese\r\n40003000001;SIA "Alfa";Rīga\r\n';

async function read(bytes: Buffer, chunk: number): Promise<unknown[]> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  const out = [];
  for await (const r of readCsvRows(Readable.from(chunks), { file: 'register.csv', csv })) out.push(r.row);
  return out;
}

const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

test('a UTF-16 file without a byte-order mark fails as UTF-16 at line 1, at any size of reads', async () => {
  for (const [bytes, name] of [[Buffer.from(TEXT, 'utf16le'), 'UTF-16LE'], [utf16be(TEXT), 'UTF-16BE']] as const) {
    for (const chunk of [1, 7, 1 << 20]) {
      await assert.rejects(read(bytes, chunk), (err: unknown) => {
        assert.ok(err instanceof InputError, String(err));
        assert.equal(err.message, `register.csv, line 1: the file is ${name} (no byte-order mark: a NUL byte beside each letter); this source reads UTF-8 or windows-1257`);
        return true;
      });
    }
  }
});

test('a short file and one with a UTF-8 byte-order mark read as before at any size of reads', async () => {
  for (const chunk of [1, 2, 1 << 20]) {
    assert.deepEqual(await read(Buffer.from(`\uFEFF${TEXT}`, 'utf8'), chunk), [{ Numurs: '40003000001', Nosaukums: 'SIA "Alfa"', Adrese: 'Rīga' }]);
    assert.deepEqual(await read(Buffer.from('Numurs;Nosaukums\n1;A\n', 'utf8'), chunk), [{ Numurs: '1', Nosaukums: 'A' }]);
    assert.deepEqual(await read(Buffer.from('\uFEFFNumurs;Nosaukums\n', 'utf8'), chunk), []);
  }
});

test('a header an error quotes shows its control characters', async () => {
  // (A NUL byte fails the file as one, csv-strict.test.ts: another control character here.)
  const bytes = Buffer.from('Num\u0001urs;Nosaukums;Adrese\u001b\tx\n1;A;B\n', 'utf8');
  await assert.rejects(read(bytes, 1 << 20), (err: unknown) => {
    assert.ok(err instanceof InputError, String(err));
    assert.equal(err.message, 'register.csv, line 1: missing required column Numurs (header: Num\\x01urs;Nosaukums;Adrese\\x1b\\tx); the file\'s format has changed or it is the wrong file');
    return true;
  });
});
