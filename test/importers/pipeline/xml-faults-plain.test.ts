// A sanctions list's XML, or a workbook's, that the parser stops on failed in the parser's words
// (`LV_national_v2.xml, record 1: malformed XML: line 2, column 28: unexpected close tag.`,
// `table.xlsx: the shared strings (xl/sharedStrings.xml) is malformed: 4:15: undefined entity.`),
// the record numbered by the records read so far rather than where the parser stopped. Each is
// now told by the file's line and column (a workbook's sheet row), what is wrong in plain words
// and what to do, the parser's own words last.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { readRecords } from '../../../src/importers/readers/index.ts';
import { readXlsxRows } from '../../../src/importers/readers/xlsx.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import type { SourceFile } from '../../../src/importers/source.ts';

const LIST: SourceFile = { name: 'list.xml', format: 'xml', xmlRecord: 'Entity' };

async function xmlFailure(text: string): Promise<string> {
  try {
    for await (const item of readRecords(Readable.from([Buffer.from(text)]), LIST, 'list.xml')) void item;
  } catch (err) {
    return (err as Error).message;
  }
  return assert.fail('the list was read without an error');
}

test('malformed list XML is told by line and column in plain words, the parser\'s last', async () => {
  assert.equal(await xmlFailure('<List>\n<Entity id="1"><Name>A</Nam></Entity>\n</List>'),
    'list.xml, line 2, column 28: a closing tag that matches no element open there (misspelt, or one opened and not closed before it) '
    + '(XML parser: unexpected close tag.)');
  assert.equal(await xmlFailure('<List>\n<Entity id="1"/>\n<Entity id="2"><Name>A &nbsp; B</Name></Entity>\n</List>'),
    'list.xml, line 3, column 24: an entity XML does not define (an HTML one such as &nbsp;?): XML knows &amp;, &lt;, &gt;, &quot;, '
    + '&apos; and numbered ones such as &#160; (XML parser, at the ; in column 29: undefined entity.)');
  assert.equal(await xmlFailure('<List>\n<Entity id="1"/>\n</List>\n<List>\n</List>'),
    'list.xml, line 4, column 6: a second top-level element after the root element closed: two files joined into one, or something '
    + 'appended? (XML parser: documents may contain only one root.)');
});

test('a bare & with no ; after it is named on its own line, not told as the file ending inside an element', async () => {
  assert.equal(await xmlFailure('<List>\n<Entity id="1"><Name>A &amp; B</Name></Entity>\n<Entity id="2"><Name>C & D</Name></Entity>\n</List>\n'),
    'list.xml, line 3, column 24: an & that no ; ends, followed by " D</Name></Entity>\\n</Lis": a bare & in a text or attribute is written &amp;, '
    + 'and all after it was read as the name of an entity (XML parser, at the file\'s end: unclosed tag: Name)');
  // Cut inside an entity (`&am`): the file cut short.
  assert.match(await xmlFailure('<List>\n<Entity id="1"><Name>A &am'), /^list\.xml, line 2, column \d+: the file ends before it is complete, /);
});

test('a bare & with a ; later on its line or a line below is told where the & stands, not at the ;', async () => {
  const bare = 'a bare & (the text after it up to the next ; is no entity\'s name): an & in a text or attribute is written &amp;';
  // `C & D; E`: the & in column 17, the ; that ended the name read from it in column 20.
  assert.equal(await xmlFailure('<List>\n<Entity id="1"/>\n<Entity><Name>C & D; E</Name></Entity>\n</List>\n'),
    `list.xml, line 3, column 17: ${bare} (XML parser, at the ; in column 20: disallowed character in entity name.)`);
  // In an attribute, and far along the line: `Gamma & Sons (aka X; Y)`.
  assert.equal(await xmlFailure('<List>\n<Entity name="Alpha Beta Gamma & Sons Ltd (aka X; Y)"/>\n</List>\n'),
    `list.xml, line 2, column 32: ${bare} (XML parser, at the ; in column 49: disallowed character in entity name.)`);
  // The ; on a later line: the & is still the place told, the ; beside the parser's words.
  assert.equal(await xmlFailure('<List>\n<Entity><Name>C &D E</Name></Entity>\n<Entity><Name>F;</Name></Entity>\n</List>\n'),
    `list.xml, line 2, column 17: ${bare} (XML parser, at the ; on line 3, column 16: disallowed character in entity name.)`);
});

test('the & is told where it stands when the file comes in pieces that split the name read after it', async () => {
  const text = '<List>\n<Entity><Name>Rīgas Koks & Daugava, SIA</Name><Remark>a; b</Remark></Entity>\n</List>\n';
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 5) pieces.push(bytes.subarray(i, i + 5));
  let message = '';
  try {
    for await (const item of readRecords(Readable.from(pieces), LIST, 'list.xml')) void item;
  } catch (err) { message = (err as Error).message; }
  assert.match(message, /^list\.xml, line 2, column 26: a bare & .*\(XML parser, at the ; in column 56: disallowed character in entity name\.\)$/);
});

test('plain text saved as a list is told as no XML at its own line, not as text appended after the root', async () => {
  const noXml = (opening: string) => `text where the list's root element should open (${JSON.stringify(opening)}): the file is no XML `
    + '(a server\'s answer in plain text, or another file saved under its name?): download it again (XML parser: text data outside of root node.)';
  assert.equal(await xmlFailure('404 Not Found\n'), `list.xml, line 1: ${noXml('404 Not Found')}`);
  assert.equal(await xmlFailure('<?xml version="1.0" encoding="UTF-8"?>\n<!-- gateway -->\nService temporarily unavailable\n'),
    `list.xml, line 3: ${noXml('Service temporarily unavailable')}`);
  // Text after a root that closed is still told as appended.
  assert.match(await xmlFailure('<List>\n<Entity id="1"/>\n</List>\n404 Not Found\n'), /^list\.xml, line \d+, column \d+: text after the root element closed: something appended/);
});

test('a list joined to a second copy of itself is told so at the second declaration, not as something written before the first', async () => {
  const copy = '<?xml version="1.0" encoding="UTF-8"?>\n<List>\n<Entity id="1"><Name>A</Name></Entity>\n</List>\n';
  assert.equal(await xmlFailure(copy + copy), 'list.xml, line 5, column 6: an XML declaration again after the root element closed: two copies of '
    + 'the file joined into one (a download resumed from its start, or files concatenated?); import a single copy of the file '
    + '(XML parser: an XML declaration must be at the start of the document.)');
  // Inside the root, a declaration is out of place, told as before.
  assert.match(await xmlFailure('<List>\n<?xml version="1.0"?>\n</List>\n'), /^list\.xml, line 2, column \d+: the XML declaration \(<\?xml …\?>\) is not at the start of the file/);
});

test('a list cut short is told so with what to do, at the line it ends on', async () => {
  assert.equal(await xmlFailure('<List>\n<Entity id="1"/>\n<Entity id="2"><Name>B</Na'),
    'list.xml, line 3, column 26: the file ends before it is complete, <Name> is opened and never closed (a closing tag missing or '
    + 'misspelt): it is cut short? download it again (XML parser: unclosed tag: Name)');
});

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>';
const workbook = (strings: string, rows: string) => zipArchive([
  { name: 'xl/workbook.xml', data: `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Dati" sheetId="1" r:id="rId1"/></sheets></workbook>` },
  { name: 'xl/_rels/workbook.xml.rels', data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>` },
  { name: 'xl/sharedStrings.xml', data: strings },
  { name: 'xl/worksheets/sheet1.xml', data: `<worksheet xmlns="${MAIN}"><sheetData>${HEADER}${rows}` },
]);
const STRINGS = `<sst xmlns="${MAIN}"><si><t>Name</t></si><si><t>Code</t></si></sst>`;

async function xlsxFailure(bytes: Buffer): Promise<string> {
  try {
    for await (const row of readXlsxRows(bytes, { file: 'table.xlsx', xlsx: { sheet: 'Dati', required: ['Name', 'Code'] } })) void row;
  } catch (err) {
    return (err as Error).message;
  }
  return assert.fail('the workbook was read without an error');
}

test('a workbook whose XML the parser stops on names the part or the sheet row, the reason and what to do, the parser\'s words last', async () => {
  const strings = await xlsxFailure(workbook(`<sst xmlns="${MAIN}">\n<si><t>Name</t></si>\n<si><t>Code</t></si>\n<si><t>A &nbsp; B</t></si></sst>`,
    '</sheetData></worksheet>'));
  assert.equal(strings, 'table.xlsx: the shared strings (xl/sharedStrings.xml): the part\'s XML is malformed, at line 4, column 10: an entity '
    + 'XML does not define (an HTML one such as &nbsp;?): XML knows &amp;, &lt;, &gt;, &quot;, &apos; and numbered ones such as &#160;: '
    + 'the workbook is damaged, or not saved by a spreadsheet program: download it again, or save it again from one (XML parser, at the ; in column 15: undefined entity.)');
  const row = await xlsxFailure(workbook(STRINGS, '<row r="2"><c r="A2" t="inlineStr"><is><t>A</t></is></c><c r="B2"><v>1</x></c></row></sheetData></worksheet>'));
  assert.match(row, /^table\.xlsx, sheet Dati, row 2: the sheet's XML is malformed, at line 1, column \d+: a closing tag that matches no element open there .*: the workbook is damaged, .* \(XML parser: unexpected close tag\.\)$/);
  const cut = await xlsxFailure(workbook(STRINGS, '<row r="2"><c r="A2" t="inlineStr"><is><t>A</t></is></c>'));
  assert.match(cut, /^table\.xlsx, sheet Dati, row 2: the sheet's XML ends too soon, at line 1, column \d+: <row> is opened and never closed .*: the workbook is cut short or damaged: download it again \(XML parser: unclosed tag: row\)$/);
});

test('bytes that are no zip are told as no workbook with what to do, the zip reader\'s words last', async () => {
  assert.match(await xlsxFailure(Buffer.from('Name;Code\nA;1\n')), /^table\.xlsx: is not an XLSX workbook: it is no zip archive, as a workbook is \(another file saved under its name, or a download cut short\?\): download it again \(zip reader: [^)]*\.\)$/);
});
