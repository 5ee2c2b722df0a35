// A streaming XML reader: one plain object per record element, whatever the size of the file.
// The sanctions lists (EU FSF ~25 MB, UN, FID) are read this way; only the record being built is
// held in memory. Namespace prefixes are dropped (EU FSF puts every element in a default
// namespace), so mappers read `nameAlias`, not `{http://eu.europa.ec/fpi/fsd/export}nameAlias`.
// The bytes are decoded strictly in the encoding the XML declaration names (decode.ts).
import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { decodeText, type TextEncoding } from './decode.ts';
import { nameEnd, placeEntityFaults, plainXmlReason, xmlFaultOf } from './xml-faults.ts';

/**
 * What one element becomes: an element with neither attributes nor children is its text (''
 * when empty); any other element is an object of its attributes and children, with its
 * non-blank text under `#text`. A child that occurs more than once becomes an array.
 */
export type XmlValue = string | XmlObject | XmlValue[];
export interface XmlObject { [key: string]: XmlValue }

export interface XmlReadOptions {
  /** Called once with the root element's name and attributes (list date, version …) before any record. */
  onRoot?: (name: string, attributes: Record<string, string>) => void;
}

/**
 * Malformed or truncated XML, with where the parser stopped: its line, and its column where the
 * parser names one (not for a check of a whole line or span, whose reason then says "this line").
 */
export class XmlSyntaxError extends Error {
  readonly line: number;
  readonly column: number | null;
  readonly reason: string;
  constructor(line: number, column: number | null, reason: string) {
    super(`line ${line}${column === null ? '' : `, column ${column}`}: ${reason}`);
    this.name = 'XmlSyntaxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/**
 * The most characters read with no tag, text or comment ending in them. The lists' longest texts
 * (a UN narrative, an EU remark) are some thousands of characters: 16 Mi characters are a comment,
 * CDATA section, attribute value or tag opened and never closed, which the parser would otherwise
 * gather, with the rest of the file, into one string.
 */
export const MAX_XML_SPAN_CHARS = 16 * 1024 * 1024;

/**
 * A file whose elements hold none of the record element: the list's format changed (an element
 * renamed, a new version of the schema) or it is another file. It failed as "0 rows to write,
 * expected 1 to 100000 (a truncated or wrong file?)", with nothing said of what the file held.
 */
const recordsMissing = (wanted: string[], root: string, under: string[]) =>
  `no ${wanted.map((w) => `<${w}>`).join(' or ')} element in the file, whose root <${root}> holds ${under.map((u) => `<${u}>`).join(', ')}: `
  + 'the list\'s format has changed (an element renamed?) or it is the wrong file';

/**
 * A fault of the whole file rather than of a place in it (no line to name): the record element
 * missing, or no byte but white space (a download that stopped before its first byte, which
 * failed as "record 1: malformed XML: line 1, column 0: document has no root element").
 */
export class XmlFileFault extends Error {
  constructor(reason: string) { super(reason); this.name = 'XmlFileFault'; }
}

/** How many element names below the root the missing record element's fault names. */
const NAMES_SHOWN = 6;

/** The element name of each record is also given under this key (`INDIVIDUAL` or `ENTITY`). */
export const XML_NAME_KEY = '#name';

interface Frame { name: string; obj: XmlObject; text: string; hasChildren: boolean; hasAttributes: boolean }

function addChild(parent: XmlObject, key: string, value: XmlValue): void {
  const existing = parent[key];
  // A value is an array only when its element repeated: a third occurrence extends it.
  if (existing === undefined) parent[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else parent[key] = [existing, value];
}

function finish(frame: Frame): XmlValue {
  const text = frame.text.trim();
  if (!frame.hasChildren && !frame.hasAttributes) return text;
  if (text !== '') frame.obj['#text'] = text;
  return frame.obj;
}

/**
 * Streams `source` and yields one object per element whose local name is `recordElement`
 * (several names may be given as `A|B`). Malformed or truncated XML throws an error naming the
 * line and column.
 */
export async function* readXmlRecords(
  source: NodeJS.ReadableStream | AsyncIterable<Buffer | string>,
  recordElement: string,
  options: XmlReadOptions = {},
): AsyncIterable<Record<string, unknown>> {
  const wanted = new Set(recordElement.split('|').map((s) => s.trim()).filter((s) => s !== ''));
  const parser = new SaxesParser({ xmlns: true, position: true });
  const entityStart = placeEntityFaults(parser);
  const ready: Record<string, unknown>[] = [];
  const stack: Frame[] = [];
  let depth = 0;
  let rootSeen = false;
  let rootName = '';
  let recordDepth = -1;
  let records = 0;
  // The elements right below the root, named when no record element is in the file.
  const below = new Set<string>();

  // Where the last tag, text, comment or CDATA section ended: nothing ends for too long is an open one.
  let endedAt = 0;
  let endedLine = 1;
  const ended = () => { endedAt = parser.position; endedLine = parser.line; };
  for (const event of ['comment', 'processinginstruction', 'doctype'] as const) parser.on(event, ended);

  parser.on('opentag', (tag: SaxesTagNS) => {
    ended();
    depth += 1;
    const attributes: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      // xmlns declarations are not data.
      if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
      attributes[attr.local] = attr.value;
    }
    if (!rootSeen) {
      rootSeen = true;
      rootName = tag.name;
      options.onRoot?.(tag.local, attributes);
    } else if (depth === 2 && below.size < NAMES_SHOWN) {
      below.add(tag.name);
    }
    if (recordDepth < 0 && wanted.has(tag.local)) recordDepth = depth;
    if (recordDepth < 0) return;
    if (stack.length > 0) stack[stack.length - 1]!.hasChildren = true;
    const obj: XmlObject = {};
    for (const [k, v] of Object.entries(attributes)) obj[k] = v;
    stack.push({ name: tag.local, obj, text: '', hasChildren: false, hasAttributes: Object.keys(attributes).length > 0 });
  });
  const onText = (text: string) => {
    ended();
    if (stack.length > 0) stack[stack.length - 1]!.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    ended();
    if (recordDepth >= 0) {
      const frame = stack.pop()!;
      if (depth === recordDepth) {
        const record = frame.obj as Record<string, unknown>;
        const text = frame.text.trim();
        if (text !== '') record['#text'] = text;
        record[XML_NAME_KEY] = frame.name;
        ready.push(record);
        records += 1;
        recordDepth = -1;
      } else {
        addChild(stack[stack.length - 1]!.obj, frame.name, finish(frame));
      }
    }
    depth -= 1;
  });

  // How the file opens, for text met before any element (textBeforeRoot).
  let head = '';
  // saxes' words kept last, after the reason in plain words (xml-faults.ts).
  const fail = (err: unknown, atEnd = false): never => {
    const fault = xmlFaultOf(err, { line: parser.line, column: parser.column });
    if (!rootSeen) textBeforeRoot(fault.parserSaid, head);
    // A declaration after the root closed is a second copy's opening (files joined), not something written before the first.
    if (rootSeen && depth === 0 && /XML declaration must be at the start/.test(fault.parserSaid)) {
      throw new XmlSyntaxError(fault.line, fault.column, 'an XML declaration again after the root element closed: two copies of the file joined into one '
        + `(a download resumed from its start, or files concatenated?); import a single copy of the file (XML parser: ${fault.parserSaid})`);
    }
    throw new XmlSyntaxError(fault.line, fault.column, plainXmlReason(fault.parserSaid, { atEnd, nameEndsAt: nameEnd(fault) }));
  };

  // Bytes that do not fit the declared encoding stop the file at their line (decode.ts throws an
  // EncodingError): a list re-saved in a Windows code page under its UTF-8 declaration would
  // otherwise be read with U+FFFD in its names, which no screening then matches.
  let blank = true;
  for await (const text of decodeText(declaredEncoding(source), 'utf8')) {
    if (blank && text.replace(/^\uFEFF/, '').trim() !== '') blank = false;
    if (head.length < 4096) head += text.slice(0, 4096);
    try {
      parser.write(text);
    } catch (err) {
      fail(err);
    }
    if (parser.position - endedAt > MAX_XML_SPAN_CHARS) {
      throw new XmlSyntaxError(endedLine, null, `more than ${MAX_XML_SPAN_CHARS / 1024 / 1024} Mi characters from this line on hold no complete tag or text: a comment, CDATA section, attribute value or tag opened on it is probably never closed`);
    }
    while (ready.length > 0) yield ready.shift()!;
  }
  if (blank) throw new XmlFileFault('the file is empty');
  try {
    if (!rootSeen) throw new Error(`${parser.line}:${parser.column}: document has no root element`);
    parser.close();
  } catch (err) {
    bareAmpersand(parser, err, entityStart());
    // What is found wanting at the end is the file ending too soon: said so, as the CSV and JSON
    // readers say it (a list cut inside its root's opening tag told only "document has no root element").
    fail(err, true);
  }
  while (ready.length > 0) yield ready.shift()!;
  // A root with no element below it is an empty list, which the source's row count judges.
  if (records === 0 && below.size > 0) throw new XmlFileFault(recordsMissing([...wanted], rootName, [...below]));
}

/**
 * saxes reads what follows an & as an entity's name up to the next ;, so a bare & in a text
 * (`A & B`) with no ; after it swallowed the rest of the file and was told as the file ending
 * inside the element open there. Where the parser ends inside such a name, the & is named instead,
 * at its line and column (`start`, else its line counted back from the end by the name's line
 * breaks), with what follows it.
 */
function bareAmpersand(parser: SaxesParser, err: unknown, start: { line: number; column: number } | null): void {
  const name = (parser as unknown as { entity?: string }).entity ?? '';
  // A name that could still be one (`&am` at the very end) is the file cut short, told as such.
  if (!/[\s<>&"']/.test(name)) return;
  const line = start?.line ?? parser.line - (name.match(/\n/g)?.length ?? 0);
  const said = xmlFaultOf(err, { line: parser.line, column: parser.column }).parserSaid;
  throw new XmlSyntaxError(line, start?.column ?? null, `an & that no ; ends, followed by ${JSON.stringify(name.slice(0, 24))}: a bare & in a text or attribute `
    + `is written &amp;, and all after it was read as the name of an entity (XML parser, at the file's end: ${said})`);
}

/**
 * saxes tells text before the root element as it tells text after it, `text data outside of root
 * node`, which read `text after the root element closed: something appended to the file?` of a
 * file holding no element at all (a server's `404 Not Found` saved as consolidated.xml), at the
 * line after it. Told as no XML instead, at the text's own line, quoting how it opens.
 */
function textBeforeRoot(parserSaid: string, head: string): void {
  if (!/^text data outside of root node/.test(parserSaid)) return;
  const prolog = /^\uFEFF?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*/.exec(head)![0];
  const line = 1 + (prolog.match(/\n/g)?.length ?? 0);
  const first = head.slice(prolog.length).split(/\r?\n|\r/, 1)[0]!.trim();
  const opening = first.length > 80 ? `${first.slice(0, 80)}…` : first;
  throw new XmlSyntaxError(line, null, `text where the list's root element should open (${JSON.stringify(opening)}): the file is no XML `
    + `(a server's answer in plain text, or another file saved under its name?): download it again (XML parser: ${parserSaid})`);
}

/** The encodings an XML declaration may name that are read here (any case), as decode.ts names them. */
const XML_ENCODINGS: Record<string, TextEncoding> = {
  'utf-8': 'utf8', utf8: 'utf8',
  'iso-8859-1': 'latin1', latin1: 'latin1', 'windows-1252': 'latin1',
  'iso-8859-13': 'windows-1257', 'windows-1257': 'windows-1257',
};

/**
 * The bytes of `source` as UTF-8 chunks for decodeText: a file whose declaration names another
 * encoding it reads (`<?xml version="1.0" encoding="ISO-8859-1"?>`) is converted from it first.
 * No declaration, or none naming an encoding, is UTF-8 (XML 1.0, 4.3.3).
 */
async function* declaredEncoding(source: NodeJS.ReadableStream | AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let head: Buffer = Buffer.alloc(0);
  let legacy: TextEncoding | null = null;
  let decided = false;
  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (!decided) {
      head = Buffer.concat([head, bytes]);
      // The declaration, when there is one, opens the file and ends within its first line: wait
      // for its end, not for more of a file that opens otherwise (records are read as they come).
      const start = head.toString('latin1', 0, Math.min(head.length, 8)).replace(/^\xEF\xBB\xBF/, '');
      const declares = '<?xml'.startsWith(start.slice(0, 5)) && start.length > 0;
      const end = declares ? head.indexOf('?>') : 0;
      if (declares && end < 0 && head.length < 512) continue;
      decided = true;
      const declaration = /^(?:\xEF\xBB\xBF)?<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.toString('latin1', 0, Math.max(end, 0)));
      const named = declaration?.[1]?.toLowerCase() ?? 'utf-8';
      const encoding = XML_ENCODINGS[named];
      if (!encoding) throw new XmlSyntaxError(1, null, `the XML declaration names the encoding ${declaration![1]}, which is not read (UTF-8, ISO-8859-1, windows-1252, ISO-8859-13, windows-1257)`);
      legacy = encoding === 'utf8' ? null : encoding;
      yield* convert(head, legacy);
      continue;
    }
    yield* convert(bytes, legacy);
  }
  if (!decided && head.length > 0) yield head;
}

/** A legacy single-byte chunk re-encoded as UTF-8 (each byte is one character, so no chunk splits one). */
function* convert(bytes: Buffer, legacy: TextEncoding | null): Generator<Buffer> {
  if (legacy === null) { yield bytes; return; }
  yield Buffer.from(new TextDecoder(legacy === 'latin1' ? 'windows-1252' : legacy).decode(bytes), 'utf8');
}
