// A source that closes the companies absent from its dump (publishPolicy close-missing) must not
// close a company because its row could not be read: a row whose registration code is empty, not
// digits or of another length names no company by code, and its company, missing from the staged
// rows, would be served `closed` from the import day. Such a row is matched to the companies about
// to close by what else it says (its name, its VAT number); one that says nothing to know it by
// may be any of them, and they are all kept as served until an import reads every code.
import type { Database } from '../../store/open.ts';
import { vanishingCompanies } from '../../store/vanishing.ts';

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
  /** A line for the report's warnings per unread row that kept a company, naming file, line and why. */
  warnings: string[];
}

const sameName = (a: string) => a.normalize('NFC').toLocaleLowerCase('et').replace(/\s+/g, ' ').trim();

/**
 * The companies of `source` the staged rows lack, not closed, that a row whose code could not be
 * read may be: those whose name or VAT number the row gives, or all of them for a row giving
 * neither.
 */
export function keptForUnreadCodes(db: Database, o: { source: string; stageTable: string; rows: UnreadCodeRow[] }): UnreadCodesKept {
  if (o.rows.length === 0) return { regcodes: [], warnings: [] };
  const vanishing = vanishingCompanies(db, o.source, o.stageTable);
  if (vanishing.length === 0) return { regcodes: [], warnings: [] };
  const kept = new Set<string>();
  const warnings: string[] = [];
  for (const row of o.rows) {
    if (row.name === null && row.vatNumber === null) {
      for (const c of vanishing) kept.add(c.regcode);
      warnings.push(`${row.where}: ${row.reason}, and the row gives no name or VAT number to know its company by: `
        + `the ${vanishing.length} companies absent from the dump are kept as they were served, not closed, `
        + 'until an import reads every registration code');
      continue;
    }
    const name = row.name === null ? null : sameName(row.name);
    const matches = vanishing.filter((c) => (name !== null && sameName(c.name) === name)
      || (row.vatNumber !== null && c.vatNumbers.includes(row.vatNumber)));
    if (matches.length === 0) continue;
    for (const c of matches) kept.add(c.regcode);
    const gives = [row.name !== null ? `name ${JSON.stringify(row.name)}` : null, row.vatNumber !== null ? `VAT number ${row.vatNumber}` : null]
      .filter((g) => g !== null).join(' and ');
    warnings.push(`${row.where}: ${row.reason}; by its ${gives} `
      + `it may be ${matches.map((c) => c.regcode).join(', ')}, absent from the dump otherwise: kept as served, not closed`);
  }
  return { regcodes: [...kept], warnings };
}
