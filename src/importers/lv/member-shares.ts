// members.csv gives each holding as a number of shares and the nominal value of ONE share, never
// the part of the capital it is. The members of a limited company (SIA) together hold all its
// capital, so a holding's percent is its amount over the amounts of every holding of the company
// in force on the file's day. Computed only where that sum is sure: every such holding has an
// amount, all in one currency, the total above 0, and no end date that is unreadable (whether the
// holding still counts is then unknown). A joint holding (JOINT_OWNERS) counts once, each joint
// owner being served with the whole of it. Rows whose holder the service cannot serve (a
// placeholder name, joint owners not found) still count: their shares are part of the capital.
import type { Emitted, GroupedRow, MapContext, MapResult, Row } from '../source.ts';
import { decidingDate, isRejected } from '../date-cells.ts';
import { holdingAmount, mapHolderRow } from './holders.ts';
import { regcodeOf, text } from './common.ts';

export const JOINT_FILE = 'members_joint_owners.csv';

/** Every row of one company in one group, so its holdings can be summed. */
export function memberGroupKey(row: Row): string | { reject: string } {
  return regcodeOf(row.at_legal_entity_registration_number) ?? { reject: 'invalid company regcode' };
}

interface Holding { amount: number | null; currency: string | null; inForce: boolean; dateUnread: boolean }

function holdingOf(row: Row, day: string | null): Holding {
  const until = decidingDate(row.date_to, 'date_to');
  const dateUnread = isRejected(until);
  const inForce = !dateUnread && (until === null || (day !== null && until >= day));
  return { amount: holdingAmount(row), currency: text(row.share_currency), inForce, dateUnread };
}

/** The sum of the company's holdings in force, or null where a percent of it would not be sure. */
function capitalOf(holdings: Holding[]): number | null {
  if (holdings.some((h) => h.dateUnread)) return null;
  const current = holdings.filter((h) => h.inForce);
  if (current.length === 0 || current.some((h) => h.amount === null)) return null;
  if (new Set(current.map((h) => h.currency)).size !== 1) return null;
  const total = current.reduce((sum, h) => sum + h.amount!, 0);
  return total > 0 ? total : null;
}

function withPercent(result: MapResult, percent: number | null): MapResult {
  if (result === null || 'reject' in result || percent === null) return result;
  const set = (e: Emitted): Emitted => (e.kind === 'role' ? { kind: 'role', record: { ...e.record, sharePercent: percent } } : e);
  return Array.isArray(result) ? result.map(set) : set(result);
}

/** Maps a company's member rows one by one (each staged at its own line), with its percent where sure. */
export function mapMemberGroup(rows: GroupedRow[], ctx: MapContext): MapResult {
  const holdings = rows.map((g) => holdingOf(g.row, ctx.asOf));
  const capital = capitalOf(holdings);
  rows.forEach((g, i) => {
    const h = holdings[i]!;
    const percent = capital !== null && h.inForce ? Math.round((10_000 * h.amount!) / capital) / 100 : null;
    const result = mapHolderRow('member', JOINT_FILE, g.row, { ...ctx, file: g.file, line: g.line });
    ctx.stageRow!(g, withPercent(result, percent));
  });
  return null;
}
