import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readXmlRecords } from '../../../src/importers/readers/xml.ts';
import { readRecords } from '../../../src/importers/readers/index.ts';
import { euSource } from '../../../src/importers/sanctions/index.ts';
import type { SourceFile } from '../../../src/importers/source.ts';

/** Feeds the text in small byte chunks, so records, tags and multi-byte letters straddle chunk ends. */
function chunked(text: string, size = 7): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

async function all(source: Readable, element: string, onRoot?: (n: string, a: Record<string, string>) => void) {
  const out: Record<string, unknown>[] = [];
  for await (const r of readXmlRecords(source, element, { onRoot })) out.push(r);
  return out;
}

const DOC = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<ns:export xmlns:ns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-20T10:00:00Z">
  <ns:sanctionEntity logicalId="1" euReferenceNumber="EU.1.1">
    <ns:nameAlias wholeName="Rīgas Ķēde" strong="true"/>
    <ns:nameAlias wholeName="Riga Chain" strong="false"/>
    <ns:nameAlias wholeName="RK" strong="false"/>
    <ns:remark>First &amp; only <![CDATA[<remark>]]></ns:remark>
    <ns:regulation programme="RUS"><ns:publicationUrl>https://eur-lex.europa.eu/x</ns:publicationUrl></ns:regulation>
    <ns:empty/>
  </ns:sanctionEntity>
  <ns:sanctionEntity logicalId="2"><ns:nameAlias wholeName="Second"/></ns:sanctionEntity>
</ns:export>`;

test('yields one plain object per record with attributes, children and text, prefixes stripped', async () => {
  let root: { name: string; attrs: Record<string, string> } | null = null;
  const records = await all(chunked(DOC), 'sanctionEntity', (name, attrs) => { root = { name, attrs }; });
  assert.deepEqual(root, { name: 'export', attrs: { generationDate: '2026-11-20T10:00:00Z' } });
  assert.equal(records.length, 2);
  const first = records[0]!;
  assert.equal(first.logicalId, '1');
  assert.equal(first.euReferenceNumber, 'EU.1.1');
  // Repeated children become an array in document order, with Latvian letters intact across chunks.
  assert.deepEqual((first.nameAlias as Array<Record<string, string>>).map((a) => a.wholeName), ['Rīgas Ķēde', 'Riga Chain', 'RK']);
  assert.equal(first.remark, 'First & only <remark>');
  assert.deepEqual(first.regulation, { programme: 'RUS', publicationUrl: 'https://eur-lex.europa.eu/x' });
  assert.equal(first.empty, '');
  // A single child stays an object, not a one-element array.
  assert.deepEqual(records[1]!.nameAlias, { wholeName: 'Second' });
});

test('several record element names can be read from one file', async () => {
  const xml = '<LIST dateGenerated="2026-02-27"><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID></INDIVIDUAL></INDIVIDUALS>' +
    '<ENTITIES><ENTITY><DATAID>2</DATAID></ENTITY></ENTITIES></LIST>';
  const records = await all(chunked(xml), 'INDIVIDUAL|ENTITY');
  assert.deepEqual(records.map((r) => [r['#name'], r.DATAID]), [['INDIVIDUAL', '1'], ['ENTITY', '2']]);
});

test('a truncated file fails with the line where it stopped, saying the file ends there', async () => {
  const cut = DOC.slice(0, DOC.indexOf('<ns:sanctionEntity logicalId="2">') + 20);
  await assert.rejects(all(chunked(cut), 'sanctionEntity'), (err: Error) => {
    assert.match(err.message, /^line \d+, column \d+: the file ends before it is complete, <.+> is opened and never closed .*: it is cut short\? download it again \(XML parser: unclosed tag: .+\)$/);
    return true;
  });
  // Cut inside the root's opening tag: it said "document has no root element" alone.
  const rootCut = DOC.slice(0, DOC.indexOf('generationDate="') + 18);
  await assert.rejects(all(chunked(rootCut), 'sanctionEntity'), (err: Error) => {
    assert.match(err.message, /^line 2, column \d+: the file ends before it is complete, with no element complete in it: it is cut short\? download it again \(XML parser: document has no root element\)$/);
    return true;
  });
});

test('malformed XML fails with its line and column', async () => {
  const bad = '<export>\n  <sanctionEntity logicalId="1">\n    <nameAlias wholeName="x"></wrong>\n</export>';
  await assert.rejects(all(chunked(bad), 'sanctionEntity'), /line 3, column \d+: a closing tag that matches no element open there .*\(XML parser: unexpected close tag\.\)$/);
});

test('an empty input is an error, not an empty list', async () => {
  await assert.rejects(all(Readable.from([Buffer.from('')]), 'x'), (err: Error) => err.message === 'the file is empty');
  // Through the import's reader it names the file, as an empty CSV or JSON file does (a download
  // stopped before its first byte failed as "record 1: malformed XML: … document has no root element").
  await assert.rejects(readAll('\uFEFF\r\n  \n', euSource.files[0]!, 'xmlFullSanctionsList_1_1.xml'),
    (err: Error) => err.message === 'xmlFullSanctionsList_1_1.xml: the file is empty');
  await assert.rejects(all(Readable.from([Buffer.from('<?xml version="1.0"?>\n')]), 'x'), /line 2, column 0: the file ends before it is complete, with no element complete in it/);
});

test('records are yielded while the file is still being read', async () => {
  // A source that never ends after the first record: the record must come out anyway.
  let released!: () => void;
  const gate = new Promise<void>((r) => { released = r; });
  async function* source() {
    yield '<root><rec id="1"/>';
    await gate;
    yield '</root>';
  }
  const iterator = readXmlRecords(source(), 'rec')[Symbol.asyncIterator]();
  const first = await iterator.next();
  assert.deepEqual(first.value, { id: '1', '#name': 'rec' });
  released();
  assert.equal((await iterator.next()).done, true);
});

test('a list holding none of its record element names the element and what the root holds instead', async () => {
  // FID's list with its Entity element renamed: it failed as "0 rows to write, expected 1 to …".
  const renamed = DOC.replaceAll('ns:sanctionEntity', 'ns:sanctionSubject');
  await assert.rejects(readAll(renamed, euSource.files[0]!, 'xmlFullSanctionsList_1_1.xml'), (err: Error) => {
    assert.equal(err.message, 'xmlFullSanctionsList_1_1.xml: no <sanctionEntity> element in the file, whose root <ns:export> holds '
      + '<ns:sanctionSubject>: the list\'s format has changed (an element renamed?) or it is the wrong file');
    return true;
  });
  // A list with no entry at all is left to the source's row count.
  assert.deepEqual(await readAll('<ns:export xmlns:ns="x" generationDate="2026-11-20"></ns:export>', euSource.files[0]!, 'x.xml'), []);
});

async function readAll(text: string, file: SourceFile, name: string) {
  const out = [];
  for await (const item of readRecords(chunked(text), file, name)) out.push(item.row);
  return out;
}
