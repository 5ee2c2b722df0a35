// A quote, string or comment opened and never closed early in a big file piled the rest of the
// file into one value: memory grew with the file and, near V8's string limit, the import ended in
// "Invalid string length" naming neither file nor line. Each reader now stops once one value is
// longer than any real one, naming the file and the line the value started on, having read only
// a little past the limit. The inputs are generated as they are read (no large fixture).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readCsvRows } from '../../../src/importers/readers/csv.ts';
import { MAX_FIELD_CHARS } from '../../../src/importers/readers/csv-tokenizer.ts';
import { readJsonArray, readNdjson } from '../../../src/importers/readers/json.ts';
import { MAX_VALUE_BYTES } from '../../../src/importers/readers/json-splitter.ts';
import { readRecords } from '../../../src/importers/readers/index.ts';
import { InputError } from '../../../src/importers/readers/errors.ts';

/** `head`, then `body` repeated up to `total` bytes, in 64 KiB chunks; `pulled()` says how many were read. */
function generated(head: string, body: string, total: number, tail = '') {
  let pulled = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    let text = head;
    const unit = body.repeat(Math.ceil(65536 / body.length));
    while (pulled < total) {
      while (text.length < 65536) text += unit;
      const chunk = Buffer.from(text.slice(0, 65536), 'utf8');
      text = text.slice(65536);
      pulled += chunk.length;
      yield chunk;
    }
    if (tail) yield Buffer.from(tail, 'utf8');
  }
  return { stream: Readable.from(chunks()), pulled: () => pulled };
}

const failsAt = (line: number, reason: RegExp) => (err: unknown) => {
  assert.ok(err instanceof InputError, String(err));
  assert.equal(err.line, line, err.message);
  assert.match(err.message, reason);
  return true;
};

async function drain(rows: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of rows) { /* read to the fault */ }
}

test('a CSV quote never closed fails at the line it opened on, not after reading the file into one field', async () => {
  // 40 MiB of rows after the broken one; a later stray quote would have closed it far down the file.
  const input = generated('regcode;name;address\n1;SIA "A";Rīga\n2;"SIA ""B"" Rīga;Rīga\n', '3;SIA C;Brīvības iela 1, Rīga\n', 40 << 20, '4;"x"y;z\n');
  await assert.rejects(
    drain(readCsvRows(input.stream, { file: 'register.csv', csv: { delimiter: 'auto', encoding: 'utf8', required: [] } })),
    failsAt(3, /^register\.csv, line 3: malformed CSV: a field of more than 1,048,576 characters: a quote opened on line 3 is probably never closed$/));
  assert.ok(input.pulled() < MAX_FIELD_CHARS + (1 << 20), `read ${input.pulled()} bytes`);
});

test('a CSV line with no line break for megabytes fails as no value, not as a row', async () => {
  const input = generated('regcode;name\n1;A\n2;', 'x', 40 << 20);
  await assert.rejects(
    drain(readCsvRows(input.stream, { file: 'register.csv', csv: { delimiter: 'auto', encoding: 'utf8', required: [] } })),
    failsAt(3, /^register\.csv, line 3: malformed CSV: a field of more than 1,048,576 characters on one line: no value is that long/));
  assert.ok(input.pulled() < MAX_FIELD_CHARS + (1 << 20), `read ${input.pulled()} bytes`);
});

test('a JSON string never closed fails naming the record and the line it starts on', async () => {
  const input = generated('[\n{"businessId": "0112038-9"},\n{"businessId": "2345678-0", "name": "Oy A\n', '{"businessId": "3456789-1", "name": "Oy B"},\n', 64 << 20, ']');
  await assert.rejects(drain(readJsonArray(input.stream, { file: 'all_companies.json' })),
    failsAt(3, /^all_companies\.json, line 3: malformed JSON: more than 16 MiB in record 2, which starts at line 3: a string opened in it is probably never closed/));
  assert.ok(input.pulled() < MAX_VALUE_BYTES + (2 << 20), `read ${input.pulled()} bytes`);
});

test('a JSON lines file with no line break fails at that line', async () => {
  const input = generated('{"id": 1}\n{"id": 2, "name": "', 'x', 64 << 20);
  await assert.rejects(drain(readNdjson(input.stream, { file: 'entities.ftm.json' })),
    failsAt(2, /^entities\.ftm\.json, line 2: a line of more than 16 Mi characters/));
  assert.ok(input.pulled() < MAX_VALUE_BYTES + (2 << 20), `read ${input.pulled()} bytes`);
});

test('an XML comment never closed fails naming the line it opened on', async () => {
  const input = generated('<?xml version="1.0"?>\n<list>\n<entry><name>A</name></entry>\n<!-- ', 'note ', 64 << 20, '--></list>');
  await assert.rejects(drain(readRecords(input.stream, { name: 'list.xml', format: 'xml', xmlRecord: 'entry' } as never, 'list.xml')),
    (err: unknown) => {
      assert.ok(err instanceof InputError, String(err));
      assert.match(err.message, /^list\.xml, line 4: more than 16 Mi characters from this line on hold no complete tag or text: a comment, CDATA section, attribute value or tag opened on it is probably never closed$/);
      return true;
    });
  assert.ok(input.pulled() < MAX_VALUE_BYTES + (2 << 20), `read ${input.pulled()} bytes`);
});
