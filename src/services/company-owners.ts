// The owners of a company in its details: the legal entities holding it, each named with the
// number and country to ask for its own details (the next link of the ownership chain), and of
// the natural persons holding it only how many they are and how much they hold together. A
// person's holdings are personal data: a person is found only by a check that already knows the
// name and the birth date, and beneficial owners are not read here at all (docs/operations.md,
// Personal data). Saying that persons hold a part tells an analyst the ownership is partly
// personal rather than hidden.
import type { Country } from '../domain/country.ts';
import type { Role } from '../domain/records.ts';
import { JOINT_OWNER_POSITION } from '../domain/joint-holding.ts';
import type { HoldingRow } from '../store/owners-read.ts';
import { isoDate } from './view-values.ts';

export interface OwnerShareView { percent: number | null; amount: number | null; currency: string | null }

export interface CorporateOwnerView {
  name: string;
  /** The holder's registration number as the register gives it; null where it gives none. */
  regcode: string | null;
  /** The country whose register this service holds the holder in (a details call follows it); null otherwise. */
  country: Country | null;
  role: Role;
  position: string | null;
  share: OwnerShareView | null;
  since: string | null;
}

export interface PersonOwnersView {
  count: number;
  /** Their holdings together in percent of the capital; null where one has no percent. */
  sharePercent: number | null;
}

export interface OwnersView { owners: CorporateOwnerView[]; personOwners: PersonOwnersView; sources: string[] }

const shareOf = (h: HoldingRow): OwnerShareView | null =>
  h.share_percent === null && h.share_amount === null && h.share_currency === null
    ? null : { percent: h.share_percent, amount: h.share_amount, currency: h.share_currency };

/**
 * The percent the natural persons hold together. Each joint owner is linked with the whole joint
 * holding (domain/joint-holding.ts): the joint owners of one holding (same role, share and start)
 * count it once. Null where a holding of a person has no percent (LV stockholders: UR gives amounts only).
 */
function personShare(persons: HoldingRow[]): number | null {
  if (persons.length === 0 || persons.some((h) => h.share_percent === null)) return null;
  const counted = new Set<string>();
  let total = 0;
  for (const h of persons) {
    if (h.position === JOINT_OWNER_POSITION) {
      const holding = JSON.stringify([h.role, h.share_percent, h.share_amount, h.share_currency, h.since]);
      if (counted.has(holding)) continue;
      counted.add(holding);
    }
    total += h.share_percent!;
  }
  return Math.round(total * 100) / 100;
}

export function ownersOf(holdings: HoldingRow[]): OwnersView {
  const persons = holdings.filter((h) => h.legal !== 1);
  const owners = holdings.filter((h) => h.legal === 1).map((h): CorporateOwnerView => ({
    name: h.holder_name!,
    regcode: h.holder_regcode,
    country: h.holder_country as Country | null,
    role: h.role as Role,
    position: h.position,
    share: shareOf(h),
    since: isoDate(h.since),
  }));
  return {
    owners,
    personOwners: { count: persons.length, sharePercent: personShare(persons) },
    sources: [...new Set(holdings.map((h) => h.source))],
  };
}
