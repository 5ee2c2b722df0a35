// A list whose bytes are not in the encoding its XML declaration names (the EU list re-saved in a
// Windows code page under its UTF-8 declaration) fails at the line of the first such byte and
// leaves the published list as it was; a list that declares ISO-8859-1 is read in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { euSource } from '../../../src/importers/sanctions/index.ts';
import { readXmlRecords } from '../../../src/importers/readers/xml.ts';
import { query, runImport, sourceReport } from '../pipeline/helpers.ts';

const EU_LIST = fileURLToPath(new URL('../../fixtures/sanctions/screening/xmlFullSanctionsList_1_1.xml', import.meta.url));
const NOW = new Date('2026-11-21T08:00:00Z');

/** Windows-1257 bytes of a text of Baltic letters (ņ is 0xF2 there). */
const toWindows1257 = (text: string) => Buffer.from(text.replace(/ņ/g, '\u00f2'), 'latin1');

test('an EU list in windows-1257 under its UTF-8 declaration fails at its line and the published list stays', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'xml-encoding-'));
  try {
    const db = join(dir, 'store.sqlite');
    writeFileSync(join(dir, 'xmlFullSanctionsList_1_1.xml'), readFileSync(EU_LIST));
    const first = sourceReport(await runImport({ databasePath: db, sources: [euSource], fromDir: dir, now: NOW }), 'sanctions.eu');
    assert.equal(first.status, 'published', first.message);
    const before = query(db, 'SELECT * FROM sanction_entries ORDER BY entry_id');

    const text = readFileSync(EU_LIST, 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('Kuzņecovs')) + 1;
    writeFileSync(join(dir, 'xmlFullSanctionsList_1_1.xml'), toWindows1257(text));
    const second = sourceReport(await runImport({ databasePath: db, sources: [euSource], fromDir: dir, now: NOW }), 'sanctions.eu');
    assert.equal(second.status, 'failed');
    assert.match(second.message, new RegExp(`^xmlFullSanctionsList_1_1\\.xml, line ${line}: not valid UTF-8`));
    assert.deepEqual(query(db, 'SELECT * FROM sanction_entries ORDER BY entry_id'), before);
    assert.deepEqual(query(db, "SELECT aliases FROM sanction_entries WHERE aliases LIKE '%\uFFFD%'"), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a list whose declaration names ISO-8859-1 is read in it; one naming an encoding not read is refused by name', async () => {
  const doc = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n<export><entity><name>Mäkinen Åke</name></entity></export>\n`;
  const read = async (bytes: Buffer) => {
    const out: Record<string, unknown>[] = [];
    for await (const r of readXmlRecords(Readable.from([bytes]), 'entity')) out.push(r);
    return out;
  };
  assert.deepEqual((await read(Buffer.from(doc('ISO-8859-1'), 'latin1')))[0]!.name, 'Mäkinen Åke');
  assert.deepEqual((await read(Buffer.from(doc('UTF-8'), 'utf8')))[0]!.name, 'Mäkinen Åke');
  await assert.rejects(read(Buffer.from(doc('Shift_JIS'), 'latin1')), /^XmlSyntaxError: line 1: the XML declaration names the encoding Shift_JIS, which is not read/);
});
