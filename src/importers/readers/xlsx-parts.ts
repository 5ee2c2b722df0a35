// The small parts of a workbook read before its sheet: which part holds the sheet of a given
// name (xl/workbook.xml and its relationships), the shared strings cells point into, and the
// number format of each cell style. Each is read whole (they are small beside the sheet, and a
// cell may point to any shared string); the sheet itself is streamed (xlsx.ts).
import { SaxesParser, type SaxesTag } from 'saxes';
import { numberShape, unescapeOoxml, type NumberShape } from './xlsx-values.ts';
import { placeEntityFaults } from './xml-faults.ts';

/** An element's name without its namespace prefix (`x:row` → `row`). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Attributes by local name (`r:id` → `id`), namespace declarations left out. */
export function attributesOf(tag: SaxesTag): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tag.attributes)) {
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    out[localName(key)] = typeof value === 'string' ? value : value.value;
  }
  return out;
}

interface Handlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Parses a whole (small) part; malformed XML throws with the parser's line and column. */
export function parsePart(xml: string, handlers: Handlers): void {
  const parser = new SaxesParser({ xmlns: false });
  placeEntityFaults(parser);
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    handlers.open?.(name, attributesOf(tag));
    if (tag.isSelfClosing) handlers.close?.(name);
  });
  parser.on('closetag', (tag) => { if (!tag.isSelfClosing) handlers.close?.(localName(tag.name)); });
  if (handlers.text) { parser.on('text', handlers.text); parser.on('cdata', handlers.text); }
  parser.write(xml).close();
}

export interface WorkbookSheets {
  /** Sheet name → the relationship id of its part. */
  sheets: Map<string, string>;
  /** Serials count from 1904-01-01 (a workbook saved so by old Mac Excel). */
  date1904: boolean;
}

export function readWorkbook(xml: string): WorkbookSheets {
  const sheets = new Map<string, string>();
  let date1904 = false;
  parsePart(xml, {
    open(name, a) {
      if (name === 'sheet' && a.name !== undefined && a.id !== undefined) sheets.set(a.name, a.id);
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  return { sheets, date1904 };
}

/** Relationship id → the part it points to, as a path inside the archive. */
export function readRelationships(xml: string, base: string): Map<string, { target: string; type: string }> {
  const out = new Map<string, { target: string; type: string }>();
  parsePart(xml, {
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Target) out.set(a.Id, { target: partPath(base, a.Target), type: a.Type ?? '' });
    },
  });
  return out;
}

/** A relationship target (`worksheets/sheet1.xml`, `/xl/worksheets/sheet1.xml`, `../x.xml`) as an archive path. */
export function partPath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const p of target.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') parts.pop(); else parts.push(p);
  }
  return parts.join('/');
}

/**
 * The shared strings, in order: each `si` is its text, or its rich-text runs (`r/t`) joined;
 * phonetic readings (`rPh`) are no part of the text.
 */
export function readSharedStrings(xml: string): string[] {
  const out: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  parsePart(xml, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 'si') out.push(unescapeOoxml(current));
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text(t) { if (inText) current += t; },
  });
  return out;
}

/** How each cell style (`s` of a cell, an index into `cellXfs`) shows a number. */
export function readCellShapes(xml: string): NumberShape[] {
  const formats = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  parsePart(xml, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId !== undefined) formats.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number(a.numFmtId ?? 0));
    },
    close(name) { if (name === 'cellXfs') inCellXfs = false; },
  });
  return styles.map((id) => numberShape(id, formats.get(id)));
}
