// A source that closes the companies absent from its dump (publishPolicy close-missing) must not
// close a company because its row could not be read: a row whose registration code is empty, not
// digits or of another length names no company by code, and its company, missing from the staged
// rows, would be served `closed` from the import day. Such a row is matched to the companies about
// to close by what else it says (its name, its VAT number); one that says nothing to know it by
// may be any of them, and they are all kept as served until an import reads every code. The report
// tells such rows by reason, a line for those known and one for those giving nothing, with their
// first few rows: one line a row buried a dump's few lines under thousands.
import type { Database } from '../../store/open.ts';
import { vanishingCompanies } from '../../store/vanishing.ts';
import { rejectExample, rejectKind } from './reject-kind.ts';

/** A row rejected as its registration code could not be read (Rejected.unreadCode). */
export interface UnreadCodeRow {
  /** Where the report names it (`lihtandmed.csv:3`). */
  where: string;
  /** The reject reason, which quotes the code as it was written. */
  reason: string;
  name: string | null;
  vatNumber: string | null;
}

export interface UnreadCodesKept {
  /** The codes of the companies about to close that an unread row may be: kept as served. */
  regcodes: string[];
  /**
   * The report's warnings: per reject kind, one line for the rows known by their name or VAT number
   * and one for the rows giving neither, each with its count and its first few rows (file, line,
   * the code as written, the company): a line a row printed thousands of lines for a dump with
   * thousands of such rows, burying what the operator is to do (import a dump whose codes read).
   */
  warnings: string[];
}

/** The rows a warning names, file, line and company; the rest are said as a number. */
export const UNREAD_CODE_EXAMPLES = 3;

const sameName = (a: string) => a.normalize('NFC').toLocaleLowerCase('et').replace(/\s+/g, ' ').trim();

/** The rows of one reject kind that kept companies one way: how many, the first few, the companies kept. */
interface Told { rows: number; examples: string[]; kept: Set<string> }

const rowsSaid = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

function examplesSaid(told: Told, separator: string): string {
  const more = told.rows - told.examples.length;
  return `${told.rows > told.examples.length ? 'e.g. ' : ''}${told.examples.join(separator)}${more > 0 ? `${separator}and ${rowsSaid(more)} more` : ''}`;
}

/**
 * The companies of `source` the staged rows lack, not closed, that a row whose code could not be
 * read may be: those whose name or VAT number the row gives, or all of them for a row giving
 * neither.
 */
export function keptForUnreadCodes(db: Database, o: { source: string; stageTable: string; rows: UnreadCodeRow[] }): UnreadCodesKept {
  if (o.rows.length === 0) return { regcodes: [], warnings: [] };
  const vanishing = vanishingCompanies(db, o.source, o.stageTable);
  if (vanishing.length === 0) return { regcodes: [], warnings: [] };
  // Looked up by name and VAT number, not compared with every company per row: a dump with
  // thousands of unread rows and thousands of companies absent was a product of the two.
  const byName = new Map<string, string[]>();
  const byVat = new Map<string, string[]>();
  for (const c of vanishing) {
    const name = sameName(c.name);
    byName.set(name, [...(byName.get(name) ?? []), c.regcode]);
    for (const v of c.vatNumbers) byVat.set(v, [...(byVat.get(v) ?? []), c.regcode]);
  }
  const kept = new Set<string>();
  // By reject kind, in the order the rows came: those known by what they give, those giving nothing.
  const known = new Map<string, Told>();
  const unknown = new Map<string, Told>();
  const tell = (into: Map<string, Told>, kind: string, example: string, regcodes: string[]) => {
    const told = into.get(kind) ?? { rows: 0, examples: [], kept: new Set<string>() };
    into.set(kind, told);
    told.rows += 1;
    if (told.examples.length < UNREAD_CODE_EXAMPLES) told.examples.push(example);
    for (const r of regcodes) told.kept.add(r);
  };
  for (const row of o.rows) {
    const { kind, value } = rejectKind(row.reason);
    const at = rejectExample(row.where, value);
    if (row.name === null && row.vatNumber === null) {
      for (const c of vanishing) kept.add(c.regcode);
      tell(unknown, kind, at, []);
      continue;
    }
    const matches = [...new Set([...(row.name === null ? [] : byName.get(sameName(row.name)) ?? []),
      ...(row.vatNumber === null ? [] : byVat.get(row.vatNumber) ?? [])])];
    if (matches.length === 0) continue;
    for (const r of matches) kept.add(r);
    const gives = [row.name !== null ? `name ${JSON.stringify(row.name)}` : null, row.vatNumber !== null ? `VAT number ${row.vatNumber}` : null]
      .filter((g) => g !== null).join(' and ');
    tell(known, kind, `${at}, ${gives}: may be ${matches.join(', ')}`, matches);
  }
  const warnings: string[] = [];
  for (const [kind, told] of known) {
    const n = told.kept.size;
    warnings.push(`${kind} in ${rowsSaid(told.rows)} ${told.rows === 1 ? 'known by its' : 'each known by its'} name or VAT number `
      + `as a company absent from the dump otherwise: ${n === 1 ? '1 company' : `${n} companies`} kept as served, not closed `
      + `(${examplesSaid(told, '; ')})`);
  }
  for (const [kind, told] of unknown) {
    warnings.push(`${kind} in ${rowsSaid(told.rows)} ${told.rows === 1 ? 'that gives' : 'that give'} no name or VAT number to know `
      + `${told.rows === 1 ? 'its' : 'their'} company by: the ${vanishing.length} companies absent from the dump are kept as they were served, `
      + `not closed, until an import reads every registration code (${examplesSaid(told, ', ')})`);
  }
  return { regcodes: [...kept], warnings };
}
