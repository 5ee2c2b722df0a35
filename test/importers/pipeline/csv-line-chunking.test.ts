// A CRLF inside a quoted field that a read split between two chunks (CR ending one, LF opening the
// next) was counted as two line breaks, so every record after it, and a reject or an error there,
// named a line one too far, depending on where the reads happened to split the file. The lines
// are now the same at any chunking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CsvSyntaxError, CsvTokenizer, type CsvRecord } from '../../../src/importers/readers/csv-tokenizer.ts';

// Line 1 header; a record on lines 2-3 (CRLF in its quotes), one on 4-6 (LF, then a lone CR),
// one on 7, one on 8-9 (CRLF), then on line 10 text after a closing quote.
const FILE = 'id;name\r\n1;"a\r\nb"\r\n2;"c\nd\re"\r\n3;f\r\n4;"g\r\nh"\r\n5;"i"j\r\n';
const LINES = [[1, 0], [2, 1], [4, 2], [7, 0], [8, 1]];

function tokenize(text: string, size: number): { records: Array<[number, number]>; errorLine: number | null } {
  const tokenizer = new CsvTokenizer(';');
  const out: CsvRecord[] = [];
  try {
    for (let i = 0; i < text.length; i += size) tokenizer.push(text.slice(i, i + size), out);
    tokenizer.end(out);
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err;
    return { records: out.map((r) => [r.line, r.spans]), errorLine: err.line };
  }
  return { records: out.map((r) => [r.line, r.spans]), errorLine: null };
}

test('records and an error name the same lines whatever the chunks a file is read in', () => {
  for (let size = 1; size <= FILE.length; size++) {
    assert.deepEqual(tokenize(FILE, size), { records: LINES, errorLine: 10 }, `chunks of ${size}`);
  }
});
