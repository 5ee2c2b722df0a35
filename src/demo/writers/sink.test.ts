// The demo's file sink gathers its lines as UTF-8 in a chunk of its own: the file must hold the
// same bytes as the text written whole, where a line's letters fall across two chunks, and for a
// text larger than a chunk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { FileSink } from './sink.ts';

test('a file written line by line across chunks holds the text\'s UTF-8 bytes, a BOM and CRLF line breaks as asked', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sink-'));
  try {
    // Letters of 1, 2, 3 and 4 bytes, so lines end at every offset of a chunk; then one text over 1 MB.
    const lines = Array.from({ length: 60_000 }, (_, i) => `${i};SIA "Ābele" Ļ € 𝄞 ${'x'.repeat(i % 7)}`);
    const large = 'Ž'.repeat(600_000);
    const sink = new FileSink(dir, 'out.csv', { bom: true, eol: '\r\n' });
    for (const line of lines) sink.line(line);
    sink.write(large);
    sink.line('last');
    const mtime = new Date('2026-11-30T12:00:00Z');
    const path = sink.close(mtime);
    const expected = Buffer.from(`\uFEFF${lines.map((l) => `${l}\r\n`).join('')}${large}last\r\n`, 'utf8');
    assert.ok(expected.length > 3 * (1 << 20), 'the text spans several chunks');
    assert.ok(readFileSync(path).equals(expected));
    assert.equal(statSync(path).mtime.getTime(), mtime.getTime());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
