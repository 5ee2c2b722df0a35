// RIK's beneficial-owners file marks each entry with lahknevusteade_esitatud: whether a discrepancy
// notice was filed against the register's beneficial-owner data (an obliged entity or authority
// told the register the data may not be right; the register has not said they are wrong). It is
// read only to raise the company's compliance flag beneficial_owner_discrepancy, which names no
// one: a team checking a partner by its number, who does not know its owners' names, learns of it.
// The mark is never stored on the owner nor served with the owner (docs/operations.md, Personal data).
import type { Emitted, MapContext, Row } from '../source.ts';
import type { RoleRecord } from '../../domain/records.ts';

const YES = new Set(['true', '1', 'jah', 'j', 'yes', 'y']);
const NO = new Set(['false', '0', 'ei', 'e', 'no', 'n']);

/**
 * The entry's lahknevusteade_esitatud: true where a notice was filed, false where none or where the
 * entry gives no value; a value that is neither true nor false is read as none, with a warning in
 * the import report naming the file and line.
 */
export function discrepancyNoticeFiled(entry: Row, ctx: MapContext): boolean {
  const value = entry.lahknevusteade_esitatud;
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  const s = String(value).trim().toLowerCase();
  if (s === '' || NO.has(s)) return false;
  if (YES.has(s)) return true;
  ctx.warn('lahknevusteade_esitatud is neither true nor false; read as no discrepancy notice', JSON.stringify(value));
  return false;
}

/** Counts a company's current beneficial-owner entries and those of them carrying a notice. */
export class DiscrepancyTally {
  private company: Pick<RoleRecord, 'country' | 'regcode'> | null = null;
  private current = 0;
  private noticed = 0;

  /** An entry that became a role: counted where it is current on the file's day (asOf). */
  add(entry: Row, role: RoleRecord, ctx: MapContext): void {
    const filed = discrepancyNoticeFiled(entry, ctx);
    this.company ??= { country: role.country, regcode: role.regcode };
    if (role.until !== null && (ctx.asOf === null || role.until < ctx.asOf)) return;
    this.current += 1;
    if (filed) this.noticed += 1;
  }

  /**
   * The flag of a company a current entry of which carries a notice, else null. Undated: RIK's file
   * gives no day of the notice; an ended entry's notice does not raise it.
   */
  flag(): Emitted | null {
    if (this.company === null || this.noticed === 0) return null;
    const { country, regcode } = this.company;
    return {
      kind: 'flag',
      record: {
        country, regcode, flag: 'beneficial_owner_discrepancy', since: null, until: null,
        detail: `RIK: a discrepancy notice has been filed against the beneficial-owner data (${this.noticed} of ${this.current} current entries)`,
      },
    };
  }
}
