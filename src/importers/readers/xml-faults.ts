// What the XML parser (saxes) finds wrong, in an operator's words. Its own text (`unexpected
// close tag.`, `undefined entity.`, `text data outside of root node.`) reached the import report
// as the reason, saying neither what is wrong in terms of the file nor what to do; it is now
// kept last, in brackets, after the plain reason.

import { SaxesParser } from 'saxes';

/** Where the parser stopped and why, its own words kept apart. */
export interface XmlFault {
  line: number; column: number | null; parserSaid: string;
  /** For a fault of an entity, told at its &: where the parser stopped, at the ; that ended its name. */
  nameEndsAt?: XmlPlace;
}

/** A line and a column as saxes counts them (from 1; a column counts characters, not bytes). */
export interface XmlPlace { line: number; column: number }

/** A parser's error that `placeEntityFaults` found raised by an entity, with where its & stands. */
interface EntityFaultError extends Error { entityAt?: XmlPlace }

/** saxes writes `undefined:LINE:COLUMN: reason` (or `LINE:COLUMN: reason`). */
export function xmlFaultOf(err: unknown, fallback: { line: number; column: number | null }): XmlFault {
  const message = (err as Error)?.message ?? String(err);
  const m = /^(?:[^:]*:)?(\d+):(\d+): (.*)$/s.exec(message);
  if (!m) return { ...fallback, parserSaid: message };
  const at = { line: Number(m[1]), column: Number(m[2]) };
  const entityAt = (err as EntityFaultError).entityAt;
  if (entityAt) return { ...entityAt, parserSaid: m[3]!, nameEndsAt: at };
  return { ...at, parserSaid: m[3]! };
}

/**
 * saxes tells a fault of an entity (`undefined entity.`, `disallowed character in entity name.`)
 * where it stops, at the ; ending the name, which for a bare & (`C & D; E`, `A & B … (X; Y)`)
 * is further along the line or lines below, where nothing is wrong: an operator looked there.
 * Watches the parser's entity state so its error carries where the & stands (read by
 * xmlFaultOf); the & is the character read last when the parser enters that state with no name
 * read yet. Returns where the entity being read began, or null.
 */
export function placeEntityFaults(parser: SaxesParser): () => XmlPlace | null {
  const internals = parser as unknown as { stateTable: Array<() => void>; entity: string; line: number; column: number };
  const readEntity = (SaxesParser.prototype as unknown as { sEntity: () => void }).sEntity;
  const index = internals.stateTable.indexOf(readEntity);
  let start: XmlPlace | null = null;
  // A saxes without that state (a later version) keeps its own places: the faults are told at the ; as before.
  if (index < 0) return () => null;
  internals.stateTable[index] = function readEntityPlaced(this: typeof internals) {
    if (this.entity === '') start = { line: this.line, column: this.column };
    try {
      readEntity.call(this);
    } catch (err) {
      // A fault of the entity itself; a control character inside the name is told where it stands.
      if (start && err instanceof Error && /entity/.test(err.message)) (err as EntityFaultError).entityAt = start;
      throw err;
    }
  };
  return () => start;
}

const ESCAPES = 'a bare < or & in a text or attribute is written &lt; or &amp;';

/** The parser's reasons, matched on its words, with what they mean in a list's file. */
const REASONS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^unclosed tag: (.+?)\.?$/, (m) => `<${m[1]}> is opened and never closed (a closing tag missing or misspelt)`],
  [/^unexpected close tag\.?$/, () => 'a closing tag that matches no element open there (misspelt, or one opened and not closed before it)'],
  [/^disallowed character in (tag|attribute|processing instruction) name\.?$/, (m) => `a character no ${m[1]} name may hold (${ESCAPES})`],
  [/^disallowed character in entity name\.?$/, () => 'a bare & (the text after it up to the next ; is no entity\'s name): an & in a text or attribute is written &amp;'],
  [/^undefined entity(?:: (.+?))?\.?$/, (m) => `${m[1] ? `the entity &${m[1]};` : 'an entity'} XML does not define (an HTML one such as &nbsp;?): XML knows &amp;, &lt;, &gt;, &quot;, &apos; and numbered ones such as &#160;`],
  [/^documents may contain only one root\.?$/, () => 'a second top-level element after the root element closed: two files joined into one, or something appended?'],
  [/^text data outside of root node\.?$/, () => 'text after the root element closed: something appended to the file?'],
  [/^unquoted attribute value\.?$/, () => 'an attribute value without quotes around it'],
  [/^duplicate attribute: (.+?)\.?$/, (m) => `an element gives the attribute ${m[1]} twice`],
  [/^disallowed character\.?$/, () => `a character XML does not allow there (a control character, or ${ESCAPES})`],
  [/^unbound namespace prefix: "?(.+?)"?\.?$/, (m) => `the prefix ${m[1]}: is declared nowhere (no xmlns:${m[1]} on an element around it)`],
  [/XML declaration must be at the start/, () => 'the XML declaration (<?xml …?>) is not at the start of the file: something is written before it'],
  [/^document has no root element/, () => 'with no element complete in it'],
  [/^malformed comment/, () => 'a comment holding -- (not allowed inside <!-- -->)'],
  [/^inappropriately located doctype/, () => 'a <!DOCTYPE> inside the document, after its root element opened'],
];

/**
 * The reason in plain words, what to do, and the parser's own words last: `<name> is opened and
 * never closed (…) (XML parser: unclosed tag: name)`. At the file's end (`atEnd`) what is found
 * wanting is the file ending too soon, said so with what to do unless `todo` says otherwise.
 */
export function plainXmlReason(parserSaid: string, opts: { atEnd?: boolean; todo?: string; nameEndsAt?: string } = {}): string {
  let plain: string | null = null;
  for (const [pattern, say] of REASONS) {
    const m = pattern.exec(parserSaid);
    if (m) { plain = say(m); break; }
  }
  const lead = opts.atEnd ? `the file ends before it is complete${plain === null ? '' : `, ${plain}`}` : plain ?? 'the XML is malformed there';
  const todo = opts.todo ?? (opts.atEnd ? 'it is cut short? download it again' : null);
  // The parser's words were said where it stopped, at the ; ending the name: that place is said with them.
  const where = opts.nameEndsAt === undefined ? '' : `, at the ; ${opts.nameEndsAt}`;
  return `${lead}${todo === null ? '' : `: ${todo}`} (XML parser${where}: ${parserSaid})`;
}

/** `line 4, column 26: <name> is opened and never closed … (XML parser: …)`. */
export function toldXmlFault(fault: XmlFault, opts: { atEnd?: boolean; todo?: string } = {}): string {
  return `line ${fault.line}${fault.column === null ? '' : `, column ${fault.column}`}: ${plainXmlReason(fault.parserSaid, { ...opts, nameEndsAt: nameEnd(fault) })}`;
}

/** Where an entity's name told at its & ended, beside the place it is told at: `in column 20`, or `on line 4, column 16`. */
export function nameEnd(fault: XmlFault): string | undefined {
  const end = fault.nameEndsAt;
  if (!end) return undefined;
  return end.line === fault.line ? `in column ${end.column}` : `on line ${end.line}, column ${end.column}`;
}
