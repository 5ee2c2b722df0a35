// Registers' portals answer a file address with a web page when something is wrong (an error,
// maintenance or login page), often with status 200. Read as the file, such a page failed with
// what it then looked like: a missing column, malformed JSON or XML, no rows at all, or, for a
// source with no required column, "a drop of more than 50% (pass --allow-shrink …)". This says
// what it is, naming the page's title, before any reader sees it; packed data saved under the
// file's name (packed-data.ts) alike.
import { Readable } from 'node:stream';
import { InputError } from './errors.ts';
import { packedDataReason } from './packed-data.ts';

/** Enough of the file to see how it opens, after a byte-order mark and white space. */
const HEAD_BYTES = 4096;

/** The page's title, when its opening bytes show it is an HTML page; null otherwise. */
export function htmlPageTitle(head: Buffer): string | null {
  // An XML declaration (an XHTML page, as Java servers' error reports are) and comments may come
  // first; a page may open at its head or body, the html element left out as HTML allows.
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
    .replace(/^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)+/, '');
  if (!/^<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i.test(text)) return null;
  const title = /<title[^>]*>([^<]*)/i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  return title.slice(0, 120);
}

/**
 * How a JSON document opens, when the file's opening bytes are one (an object, or an array of
 * objects or texts): an API's error answer saved in a CSV or XML file's place
 * (`{"status":503,"error":"Service Unavailable"}`), which failed as a broken quote (`text after a
 * closing quote (":" where the delimiter …)`), missing columns, or XML text outside the root.
 * Null otherwise; no CSV header or XML file opens so.
 */
export function jsonDocumentOpening(head: Buffer): string | null {
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!/^(?:\{\s*(?:"|\})|\[\s*(?:\{|"|\]))/.test(text)) return null;
  const flat = text.replace(/\s+/g, ' ').trimEnd();
  return flat.length > 120 ? `${flat.slice(0, 120)}…` : flat;
}

/** The stream as it was, or an InputError naming the file when it opens as an HTML page, a JSON document (for a CSV or XML file) or packed data. */
export function refuseWrongContent(stream: Readable, file: string, expected: string): Readable {
  async function* checked(): AsyncGenerator<Buffer> {
    let head: Buffer = Buffer.alloc(0);
    let checkedHead = false;
    try {
      for await (const chunk of stream) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk as Buffer;
        if (checkedHead) { yield bytes; continue; }
        head = Buffer.concat([head, bytes]);
        if (head.length < HEAD_BYTES) continue;
        check(head);
        checkedHead = true;
        yield head;
      }
      if (!checkedHead) {
        check(head);
        if (head.length > 0) yield head;
      }
    } finally {
      stream.destroy();
    }
  }
  const check = (head: Buffer) => {
    const packed = packedDataReason(head, expected);
    if (packed !== null) throw new InputError(file, 1, packed);
    const json = expected === 'CSV file' || expected === 'XML file' ? jsonDocumentOpening(head) : null;
    if (json !== null) {
      throw new InputError(file, 1, `the file is a JSON document (it opens ${json}), not the ${expected} expected: `
        + 'an error the publisher answered in its place, or another file saved under its name');
    }
    const title = htmlPageTitle(head);
    if (title === null) return;
    throw new InputError(file, 1,
      `the file is a web page${title ? ` ("${title}")` : ''}, not the ${expected} expected: the publisher served an error, maintenance or login page in its place`);
  };
  return Readable.from(checked(), { objectMode: false });
}
