// The CSV reader refuses input it would otherwise serve wrongly: bytes not in the file's
// encoding, a broken quote that would swallow rows, a row with a field too many. Each stops
// the file naming the line, whatever size the reads come in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readCsvRows } from '../../../src/importers/readers/csv.ts';
import { readNdjson } from '../../../src/importers/readers/json.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';
import type { CsvOptions } from '../../../src/importers/source.ts';
import { cp1257 } from './legacy-bytes.ts';

const opts = (encoding: CsvOptions['encoding'], extra: Partial<CsvOptions> = {}): CsvOptions =>
  ({ delimiter: 'auto', encoding, required: [], ...extra });

async function rows(bytes: Buffer, csv: CsvOptions, chunk: number): Promise<Array<Record<string, string>>> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  const out = [];
  for await (const r of readCsvRows(Readable.from(chunks), { file: 'register.csv', csv })) out.push(r.row);
  return out;
}

/** The same input read in 1-byte, small and 1 MiB chunks: the answer must not depend on them. */
async function eachChunking(fn: (chunk: number) => Promise<void>): Promise<void> {
  for (const chunk of [1, 5, 1 << 20]) await fn(chunk);
}

const failsAt = (line: number, reason: RegExp) => (err: unknown) => {
  assert.ok(err instanceof InputError, String(err));
  assert.equal(err.line, line, err.message);
  assert.match(err.message, reason);
  return true;
};

const utf8 = (s: string) => Buffer.from(s, 'utf8');

test('a row in another encoding inside a UTF-8 file stops the file at its line', async () => {
  const bytes = Buffer.concat([utf8('regcode;city\n1;Rīga\n2;Cēsis\n'), cp1257('3;Rīga\n'), utf8('4;Liepāja\n')]);
  for (const encoding of ['utf8', 'utf8 or windows-1257', 'utf8 or latin1'] as const) {
    await eachChunking((chunk) => assert.rejects(rows(bytes, opts(encoding), chunk),
      failsAt(4, /^register\.csv, line 4: not valid UTF-8; the file may be in another encoding/)));
  }
});

test('a bad byte far past the first 64 KiB is found too (it was served as U+FFFD)', async () => {
  const good = Array.from({ length: 5000 }, (_, i) => `${i};Rīga, Brīvības iela ${i}\n`).join('');
  const bytes = Buffer.concat([utf8(`regcode;city\n${good}`), cp1257('x;Rīga\n')]);
  assert.ok(bytes.length > 128 * 1024);
  await assert.rejects(rows(bytes, opts('utf8 or windows-1257'), 1 << 16), failsAt(5002, /not valid UTF-8/));
});

test('a file wholly in the Baltic legacy encoding is read as the source declares it', async () => {
  const bytes = cp1257('regcode;city\r\n1;Rīga\r\n2;Ķekava, Ūdens iela\r\n');
  await eachChunking(async (chunk) => {
    assert.deepEqual(await rows(bytes, opts('utf8 or windows-1257'), chunk), [
      { regcode: '1', city: 'Rīga' }, { regcode: '2', city: 'Ķekava, Ūdens iela' }]);
    assert.deepEqual(await rows(bytes, opts('windows-1257'), chunk), [
      { regcode: '1', city: 'Rīga' }, { regcode: '2', city: 'Ķekava, Ūdens iela' }]);
    // A source that only declares UTF-8 refuses it instead of guessing.
    await assert.rejects(rows(bytes, opts('utf8'), chunk), failsAt(2, /not valid UTF-8/));
  });
});

test('a legacy file with UTF-8 text further on mixes encodings and stops there', async () => {
  const bytes = Buffer.concat([cp1257('regcode;city\n1;Rīga\n'), utf8('2;Rīga\n')]);
  await eachChunking((chunk) => assert.rejects(rows(bytes, opts('utf8 or windows-1257'), chunk),
    failsAt(3, /UTF-8 text in a file read as windows-1257 .*mixes encodings/)));
});

test('a UTF-8 BOM is dropped and makes the file UTF-8; ASCII-only files read the same either way', async () => {
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('regcode;city\n1;Rīga\n')]);
  await eachChunking(async (chunk) => {
    assert.deepEqual(await rows(bom, opts('utf8 or windows-1257'), chunk), [{ regcode: '1', city: 'Rīga' }]);
    assert.deepEqual(await rows(utf8('a;b\n1;2'), opts('utf8 or latin1'), chunk), [{ a: '1', b: '2' }]);
  });
  await assert.rejects(rows(Buffer.from('\ufeffa;b\n', 'utf16le'), opts('utf8'), 4), failsAt(1, /UTF-16/));
  // A letter cut off by the end of the file.
  await assert.rejects(rows(Buffer.concat([utf8('a;b\n1;R'), Buffer.from([0xc4])]), opts('utf8'), 3), failsAt(2, /cut off at the end/));
  // A file copied short in the middle of a letter (Liepāja's ā, two bytes) is truncated, not in
  // another encoding, which its reason said first.
  for (const encoding of ['utf8', 'utf8 or windows-1257'] as const) {
    await eachChunking((chunk) => assert.rejects(rows(utf8('regcode;city\n1;Rīga\n2;Liepā').subarray(0, -1), opts(encoding), chunk),
      failsAt(3, /^register\.csv, line 3: the file ends inside a UTF-8 character, cut off at the end of the file: a truncated file\?$/)));
  }
});

test('an NDJSON file with bytes that are not UTF-8 names the line', async () => {
  const bytes = Buffer.concat([utf8('{"name":"Rīga"}\n'), cp1257('{"name":"Rīga"}\n')]);
  const read = async () => { for await (const _ of readNdjson(Readable.from([bytes]), { file: 'entities.ftm.json' })) { /* drain */ } };
  await assert.rejects(read(), failsAt(2, /entities\.ftm\.json, line 2: not valid UTF-8/));
});

test('an unclosed quote ending in an escaped quote does not swallow the next row', async () => {
  // The tester's file: row 3's name lost its closing quote, so the field ran on into row 4 and
  // the field count matched by chance: 3 rows read from 4, one company gone.
  const text = 'regcode;name;type;city\n'
    + '1;"SIA ""Alfa""";SIA;Rīga\n'
    + '2;"IK ""D.Luxe"";IK;Daugavpils\n'
    + '3;"""House of Glory""";BDR;Rīga\n'
    + '4;Beta;SIA;Cēsis\n';
  await eachChunking((chunk) => assert.rejects(rows(utf8(text), opts('utf8'), chunk),
    failsAt(4, /malformed CSV: text after a closing quote \("H" where the delimiter or the line end belongs\): a quote inside a quoted field must be doubled; the quoted field opened on line 3, is a quote there not closed\?/)));
});

test('text after a closing quote, or a quote running to the end of the file, stops the file', async () => {
  await eachChunking(async (chunk) => {
    await assert.rejects(rows(utf8('a;b\n1;"x"y;2\n'), opts('utf8'), chunk), failsAt(2, /text after a closing quote \("y" where/));
    await assert.rejects(rows(utf8('a;b\n1;"x\n2;3\n'), opts('utf8'), chunk), failsAt(2, /quote not closed/));
    // Legitimate RFC 4180: a quoted field holding a line break and doubled quotes.
    assert.deepEqual(await rows(utf8('a;b\n1;"two\nlines ""q"""\n2;3\n'), opts('utf8'), chunk),
      [{ a: '1', b: 'two\nlines "q"' }, { a: '2', b: '3' }]);
  });
});

test('a quoted field spanning lines with the wrong field count points at the quote', async () => {
  const text = 'a;b;c\n1;"open;x\n2;y";z;w\n';
  await assert.rejects(rows(utf8(text), opts('utf8'), 4),
    failsAt(2, /expected 3 fields as in the header, found 4: a quoted field runs from line 2 over 1 line break; is a quote on line 2 not closed\?/));
});

test('a row with a field more than the header is refused, not read with its columns shifted', async () => {
  const text = 'regcode;name;closed;form\n1;Alfa; ;SIA\n2;Beta;;L;SIA\n';
  await eachChunking((chunk) => assert.rejects(rows(utf8(text), opts('utf8'), chunk),
    failsAt(3, /expected 4 fields as in the header, found 5: one field too many/)));
  // Even when the extra field is an empty one at the end.
  await assert.rejects(rows(utf8('regcode;name\n1;Alfa\n2;Beta;\n'), opts('utf8'), 3), failsAt(3, /found 3: one field too many/));
});

test('a file that ends every line with its delimiter, header included, is read', async () => {
  await eachChunking(async (chunk) => {
    assert.deepEqual(await rows(utf8('regcode;name;\n1;Alfa;\n2;Beta\n'), opts('utf8'), chunk),
      [{ regcode: '1', name: 'Alfa' }, { regcode: '2', name: 'Beta' }]);
    // ... but only that one empty field: a second one, or a value there, is a field too many.
    await assert.rejects(rows(utf8('regcode;name;\n1;Alfa;;\n'), opts('utf8'), chunk), failsAt(2, /found 4: 2 fields too many/));
    await assert.rejects(rows(utf8('regcode;name;\n1;Alfa;x\n'), opts('utf8'), chunk), failsAt(2, /found 3: one field too many/));
  });
});

test('a file re-saved with another delimiter fails on its header, not on a quote that delimiter broke', async () => {
  // RIK's basic data written with commas: read at `;`, `"""Tamme"" Puit AS",…` is a quoted
  // field followed by text, which failed as a broken quote at line 3 when read in one piece.
  const text = 'nimi,ariregistri_kood\nNäidis OÜ,14000001\n"""Tamme"" Puit AS",10000018\n';
  await eachChunking((chunk) => assert.rejects(
    rows(utf8(text), opts('utf8', { delimiter: ';', required: ['nimi', 'ariregistri_kood'] }), chunk),
    failsAt(1, /^register\.csv, line 1: missing required columns nimi, ariregistri_kood \(header: nimi,ariregistri_kood\)/)));
  // A short row before a broken quote in the same read is named first: the earlier line.
  await assert.rejects(rows(utf8('regcode;name\n1\n"2"x;Beta\n'), opts('utf8'), 1 << 20), failsAt(2, /expected 2 fields as in the header, found 1/));
});

test('a header holding the required columns at another delimiter says so; in other case, it is read', async () => {
  const jar = opts('utf8', { delimiter: '|', required: ['ja_kodas', 'ja_pavadinimas'] });
  await assert.rejects(rows(utf8('ja_kodas;ja_pavadinimas;adresas\n304000001;UAB Vėjas;Kaunas\n'), jar, 1 << 20),
    failsAt(1, /\(header: ja_kodas;ja_pavadinimas;adresas\); split at ";", not at "\|" as this file is read, the header holds every one: the file was written with another delimiter/));
  await assert.rejects(rows(utf8('ja_kodas\tja_pavadinimas\n304000001\tUAB Vėjas\n'), jar, 1 << 20), failsAt(1, /split at tabs, not at "\|"/));
  assert.deepEqual(await rows(utf8('JA_KODAS|Ja_Pavadinimas|adresas\n304000001|UAB Vėjas|Kaunas\n'), jar, 1 << 20),
    [{ ja_kodas: '304000001', ja_pavadinimas: 'UAB Vėjas', adresas: 'Kaunas' }]);
  // A column renamed indeed is no near miss.
  await assert.rejects(rows(utf8('ja_kodas|pavadinimas\n304000001|UAB Vėjas\n'), jar, 1 << 20),
    failsAt(1, /missing required column ja_pavadinimas \(header: ja_kodas\|pavadinimas\); the file's format has changed or it is the wrong file$/));
});

test('a NUL byte stops the file at its line: a zero-filled end, or one inside a value', async () => {
  // A copy interrupted leaves the file's reserved end zero-filled: it failed as a short row.
  const tail = Buffer.concat([utf8('regcode;name\n1;Alfa\n2;Be'), Buffer.alloc(4096)]);
  await eachChunking((chunk) => assert.rejects(rows(tail, opts('utf8 or windows-1257'), chunk), failsAt(3, /NUL/)));
  await assert.rejects(rows(tail, opts('utf8'), 1 << 20),
    failsAt(3, /^register\.csv, line 3: NUL bytes \(\\x00, 4096 in a row\) from this line on where text belongs: the file was not written to its end/));
  // One inside a value was published in the company's name.
  const inside = Buffer.concat([utf8('regcode;name\n1;Alfa\n2;SIA Be'), Buffer.alloc(1), utf8('ta\n3;Gamma\n')]);
  await eachChunking((chunk) => assert.rejects(rows(inside, opts('utf8'), chunk),
    failsAt(3, /^register\.csv, line 3: a NUL byte \(\\x00\) where text belongs: the file is damaged or is no text file/)));
});

test('blank lines before the header are passed over, for the delimiter too; a file of them is empty', async () => {
  // A stray line break before the header (as a web script may print) made the file split at ",".
  const text = '\r\n  \r\nregcode;name\r\n1;Alfa, SIA\r\n';
  await eachChunking(async (chunk) => {
    assert.deepEqual(await rows(utf8(text), opts('utf8', { required: ['regcode', 'name'] }), chunk), [{ regcode: '1', name: 'Alfa, SIA' }]);
    await assert.rejects(rows(utf8(text.replace('regcode', 'kods')), opts('utf8', { required: ['regcode'] }), chunk),
      failsAt(3, /^register\.csv, line 3: missing required column regcode \(header: kods;name\)/));
    // Blank lines alone failed as missing every required column of the header "".
    await assert.rejects(rows(utf8('\uFEFF\r\n   \r\n\r\n'), opts('utf8', { required: ['regcode'] }), chunk),
      (err: unknown) => err instanceof InputError && err.message === 'register.csv: the file is empty');
  });
});

test('a byte not in UTF-8 is named with the text before it on its line, at any size of reads', async () => {
  // JAR's file re-saved in windows-1257: which value holds the byte, in a line of millions, was left to find.
  const bytes = Buffer.concat([utf8('ja_kodas|ja_pavadinimas\n304000001|UAB Vėjas\n304000002|"UAB '), cp1257('Šiaurės"\n')]);
  await eachChunking((chunk) => assert.rejects(rows(bytes, opts('utf8'), chunk),
    failsAt(3, /^register\.csv, line 3: not valid UTF-8; the file may be in another encoding \(this source declares UTF-8\): byte 0xd0 after `304000002\|"UAB `$/)));
  // A long line is quoted by its last 40 characters.
  const long = Buffer.concat([utf8(`a;b\n1;${'x'.repeat(100)}yz`), cp1257('ė\n')]);
  await eachChunking((chunk) => assert.rejects(rows(long, opts('utf8'), chunk),
    failsAt(2, /: byte 0xeb after `…x{38}yz`$/)));
});
