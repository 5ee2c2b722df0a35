// The JSON array reader on what the registers' JSON files look like: a whole-register array
// (PRH all_companies, RIK yldandmed), an array at a key (YTJ pages), cut or damaged downloads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { readJsonArray } from '../../../src/importers/readers/json.ts';
import { readRecords } from '../../../src/importers/readers/index.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';

const FI_FIXTURES = new URL('../../fixtures/fi/', import.meta.url);

/** The bytes in chunks of `size` (a number, or sizes cycling 1, 2, … 7 when 0). */
function chunksOf(input: Buffer | string, size = 0): Buffer[] {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input, 'utf8');
  const out: Buffer[] = [];
  for (let i = 0, k = 0; i < bytes.length; k++) {
    const n = size || 1 + (k % 7);
    out.push(bytes.subarray(i, i + n));
    i += n;
  }
  return out;
}

async function read(input: Buffer | string, opts: { path?: string; chunk?: number } = {}): Promise<Array<{ row: Record<string, unknown>; line: number }>> {
  const rows = [];
  for await (const r of readJsonArray(Readable.from(chunksOf(input, opts.chunk)), { file: 'test.json', path: opts.path })) rows.push(r);
  return rows;
}

const rowsOf = async (input: Buffer | string, opts: { path?: string; chunk?: number } = {}) => (await read(input, opts)).map((r) => r.row);

const TRICKY = [
  { businessId: { value: '2345678-0' }, names: [{ name: 'Järvi "Ilmari" [Oy]' }, { name: 'Fjäll {Ab}' }], website: null },
  { name: 'back\\slash\\', quote: '\\"', brackets: ']]}}[{', emoji: 'Tähti 😀 Õismäe šž ✓', empty: {}, list: [[], [1, [2, { a: [] }]]] },
  { n: -1.5e3, t: true, f: false, z: null, s: '' },
];

test('elements spanning reads of 1–7 bytes, multi-byte letters and escapes split between reads, are read whole', async () => {
  const compact = `\uFEFF[${TRICKY.map((o) => JSON.stringify(o)).join(',')}]`;
  const pretty = `\uFEFF${JSON.stringify(TRICKY, null, 2)}\n`;
  for (const text of [compact, pretty]) {
    for (const chunk of [0, 1, 2, 3, 5, 7]) {
      const rows = await read(text, { chunk });
      assert.deepEqual(rows.map((r) => r.row), TRICKY, `chunk ${chunk}`);
      assert.deepEqual(rows.map((r) => r.line), [1, 2, 3], 'line is the record number');
    }
  }
});

test('escaped quotes, backslash runs and brackets inside strings do not end an element', async () => {
  const text = String.raw`[{"a":"x\\"},{"b":"\\\"]}"},{"c":"\u005d\"[","d":"\\\\"}]`;
  assert.deepEqual(await rowsOf(text, { chunk: 1 }), [{ a: 'x\\' }, { b: '\\"]}' }, { c: ']"[', d: '\\\\' }]);
});

test('a letter whose UTF-8 bytes arrive in separate reads decodes correctly', async () => {
  const bytes = Buffer.from('[{"name":"😀õ"}]', 'utf8');
  // Cut inside the 4-byte emoji and inside the 2-byte õ.
  const cuts = [[0, 11], [11, 13], [13, 15], [15, 16], [16, bytes.length]];
  const rows = [];
  for await (const r of readJsonArray(Readable.from(cuts.map(([a, b]) => bytes.subarray(a, b))), { file: 'u.json' })) rows.push(r.row);
  assert.deepEqual(rows, [{ name: '😀õ' }]);
});

test('an element larger than the read buffer (several MB) is read whole', async () => {
  const big = { id: 1, text: 'ä'.repeat(1_500_000), items: Array.from({ length: 20_000 }, (_, i) => ({ i })) };
  assert.deepEqual(await rowsOf(JSON.stringify([big, { id: 2 }]), { chunk: 65536 }), [big, { id: 2 }]);
});

test('an array at a path: the other keys before and after it are skipped, whatever they hold', async () => {
  const page = {
    totalResults: 2,
    note: 'brackets ] } [ { and "quotes" in a string',
    decoy: { companies: [{ wrong: 1 }], list: [[{ a: '}' }]] },
    empty: [],
    flag: true,
    companies: [{ businessId: { value: '2345684-4' } }, { businessId: { value: '2345685-2' } }],
    after: { nested: [1, 2, { x: '[' }] },
    last: null,
  };
  for (const text of [JSON.stringify(page), JSON.stringify(page, null, 4)]) {
    assert.deepEqual(await rowsOf(text, { path: 'companies' }), page.companies);
  }
  // Dotted paths go through nested objects.
  assert.deepEqual(await rowsOf('{"meta":{"n":1},"data":{"x":[],"companies":[{"a":1}]}}', { path: 'data.companies' }), [{ a: 1 }]);
});

test('empty arrays and whitespace anywhere yield no rows and no error', async () => {
  assert.deepEqual(await read('[]'), []);
  assert.deepEqual(await read(' \r\n\t[ \n ] \n\n'), []);
  assert.deepEqual(await read('{ "totalResults" : 0 , "companies" : [ ] }', { path: 'companies' }), []);
  assert.deepEqual(await rowsOf('\n[\n\t{ "a" :\n1 }\r\n,\n{"b":2}\n]\n'), [{ a: 1 }, { b: 2 }]);
});

test('the official fixture files read the same in 7-byte reads as parsed whole', async () => {
  const bulk = readFileSync(new URL('all_companies.json', FI_FIXTURES));
  assert.deepEqual(await rowsOf(bulk, { chunk: 7 }), JSON.parse(bulk.toString('utf8')));
  const page = readFileSync(new URL('companies_page_0001.json', FI_FIXTURES));
  assert.deepEqual(await rowsOf(page, { path: 'companies', chunk: 7 }), JSON.parse(page.toString('utf8')).companies);
});

test('a cut file fails with file, line and reason, wherever it is cut', async () => {
  const text = JSON.stringify(TRICKY, null, 2);
  const lines = text.split('\n');
  // Cut inside record 2, after its line 5.
  const lineOfRecord2 = lines.findIndex((l) => l.includes('"name": "back')) + 1;
  const cut = lines.slice(0, lineOfRecord2 + 4).join('\n');
  await assert.rejects(read(cut), (err: InputError) => err instanceof InputError && err.file === 'test.json'
    && err.line === lineOfRecord2 + 4
    && /test\.json, line \d+: malformed JSON: the file ends inside record 2, which starts at line \d+ \(truncated\?\)/.test(err.message));
  // Every shorter prefix, of both the top-level array and a page, is an error, never a quiet success.
  const page = JSON.stringify({ totalResults: 1, companies: TRICKY.slice(0, 2), after: { x: [1, '"]'] } });
  for (const [whole, path] of [[JSON.stringify(TRICKY), undefined], [page, 'companies']] as const) {
    for (let n = 0; n < whole.length; n++) {
      await assert.rejects(read(whole.slice(0, n), { path, chunk: 3 }), InputError, `prefix of ${n} chars`);
    }
  }
});

test('a damaged element fails naming the line of the fault and the record number', async () => {
  const text = '[\n  {"a": 1},\n  {\n    "b": 2\n    "c": 3\n  }\n]\n';
  await assert.rejects(read(text), (err: InputError) => err instanceof InputError && err.line === 5
    && /test\.json, line 5: malformed JSON in record 2: Expected ',' or '}' after property value/.test(err.message));
  await assert.rejects(read('[{"a": tru}]'), /line 1: malformed JSON in record 1: /);
  await assert.rejects(read('[{"a":1}\n{"b":2}]'), /line 2: malformed JSON: expected , or \] after record 1, found '\{'/);
  await assert.rejects(read('[{"a":1},]'), /a comma before the end of the array/);
  await assert.rejects(read('[{"a":1},\n 7]'), (err: InputError) => err.line === 2 && /record 2 is a number, expected an object/.test(err.message));
  await assert.rejects(read('{"a":1}'), /expected an array at the top level, found '\{'/);
  await assert.rejects(read(''), /test\.json, line 1: malformed JSON: the file is empty/);
});

test('anything but whitespace after the document is an error', async () => {
  await assert.rejects(read('[{"a":1}]\n\n x'), (err: InputError) => err instanceof InputError && err.line === 3
    && /unexpected 'x' after the end of the JSON document/.test(err.message));
  // The document again: two copies of the file joined (a download resumed from its start).
  const joined = '[\n  {"a": 1}\n]\n';
  await assert.rejects(read(joined + joined), (err: InputError) => err instanceof InputError && err.line === 4
    && err.message === 'test.json, line 4: malformed JSON: a second JSON document after the end of the first (\'[\'): two copies of the file joined '
      + 'into one (a download resumed from its start, or files concatenated?); import a single copy of the file (byte 15)');
  await assert.rejects(read('[{"a":1}]{"b":2}'), /a second JSON document after the end of the first \('\{'\)/);
  await assert.rejects(read('{"companies":[{"a":1}]}}', { path: 'companies' }), /unexpected '\}' after the end/);
});

test('a file re-saved as UTF-16 with its byte-order mark is told so at line 1, as a CSV or XML file is', async () => {
  const records = '[{"businessId": {"value": "0112038-9"}, "name": "Nokia Oyj"}]';
  const marked = [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(records, 'utf16le')]),
    Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(records, 'utf16le').swap16()])];
  for (const bytes of marked) {
    for (const chunk of [1, 0]) {
      await assert.rejects(read(bytes, { chunk }), (err: InputError) => err instanceof InputError
        && err.message === 'test.json, line 1: the file is UTF-16 (byte-order mark); it must be UTF-8');
    }
  }
});

test('a page without the array at its path, or with something else there, is an error', async () => {
  await assert.rejects(read('{"totalResults":0}', { path: 'companies' }), /no "companies" array in the file/);
  await assert.rejects(read('{"message":"Too many requests"}', { path: 'companies' }), /no "companies" array/);
  await assert.rejects(read('{"companies":null}', { path: 'companies' }), /expected an array at "companies", found 'n'/);
  await assert.rejects(read('[{"companies":[]}]', { path: 'companies' }), /expected an object at the top level, found '\['/);
});

test('a read error of the underlying stream fails as bad input of that file; an early stop closes the stream', async () => {
  const failing = new Readable({ read() { this.push(Buffer.from('[{"a":1},{"b"')); this.destroy(new Error('unexpected end of zip entry')); } });
  await assert.rejects(async () => { for await (const r of readJsonArray(failing, { file: 'z.json' })) void r; },
    (err: InputError) => err instanceof InputError && /z\.json, line 1: malformed JSON: the file could not be read: unexpected end of zip entry/.test(err.message));
  const stream = Readable.from(chunksOf('[{"a":1},{"b":2},{"c":3}]', 4));
  for await (const r of readJsonArray(stream, { file: 'x.json' })) { assert.deepEqual(r.row, { a: 1 }); break; }
  assert.equal(stream.destroyed, true);
});

test('the format entry point reads json-array files at a path, row by row', async () => {
  const file = { name: 'companies.json', format: 'json-array', jsonPath: 'companies' } as const;
  const rows = [];
  for await (const r of readRecords(Readable.from(chunksOf('{"totalResults":2,"companies":[{"a":1},{"a":2}]}', 5)), file as never, 'companies_page_0001.json')) rows.push(r);
  assert.deepEqual(rows, [{ row: { a: 1 }, line: 1 }, { row: { a: 2 }, line: 2 }]);
});

test('a record whose bytes are not UTF-8 (a name saved in latin1) fails at its line, never read with U+FFFD', async () => {
  const utf8 = '[\n  {"businessId": "0112038-9", "name": "Oy Åkerberg Ab"},\n  {"businessId": "3466646-8",\n   "name": "Mäkinen Oy"}\n]\n';
  // The second record as a latin1 file would hold it: ä is the one byte 0xE4.
  const bytes = Buffer.concat([Buffer.from(utf8.slice(0, utf8.indexOf('  {"businessId": "3466646-8"')), 'utf8'),
    Buffer.from(utf8.slice(utf8.indexOf('  {"businessId": "3466646-8"')), 'latin1')]);
  for (const chunk of [0, 1, 4096]) {
    await assert.rejects(read(bytes, { chunk }), (err: unknown) => {
      assert.ok(err instanceof InputError);
      assert.equal(err.line, 4);
      assert.match(err.message, /^test\.json, line 4: not valid UTF-8; the file may be in another encoding \(byte \d+\)$/);
      return true;
    });
  }
  // Valid UTF-8 holding U+FFFD itself is text like any other.
  assert.equal((await read('[{"name": "A \uFFFD B"}]'))[0]!.row.name, 'A \uFFFD B');
});

test('a file without the array where the source reads it quotes how the file opens', async () => {
  // YTJ's error answer saved as all_companies.json: it said only "found '{'".
  const answer = '{"timestamp":"2026-11-30T21:00:00.000+00:00","status":503,\n "error":"Service Unavailable"}';
  await assert.rejects(read(answer), (err: InputError) => err instanceof InputError && err.message
    === 'test.json, line 1: expected an array at the top level, found \'{\' (byte 0): the file opens {"timestamp":"2026-11-30T21:00:00.000+00:00","status":503, "error":"Service Unavailable"}; an error answered in the file\'s place, or the file\'s format has changed');
  // A page whose array moved under another key shows that key; a long opening is cut.
  const moved = `{"totalResults":2,"results":[${Array.from({ length: 20 }, (_, i) => `{"businessId":{"value":"${i}"}}`).join(',')}]}`;
  await assert.rejects(read(moved, { path: 'companies' }),
    /no "companies" array in the file \(byte \d+\): the file opens \{"totalResults":2,"results":\[\{"businessId".{100,}…; an error answered/);
});
