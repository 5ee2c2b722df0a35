// Which of a person's roles sanctions screening compares with the lists (docs/sanctions.md, "What a
// match rests on"): a company is screened through the holders that control it, never through its
// officers. The rule of store/screening-write.ts (iterateControllingHolders), said of one role as
// the person check lists it: that statement picks the holders, this one only tells a reader
// which roles such a pick can hold. The two change together.
import type { Role } from './records.ts';
import { GENERAL_PARTNER } from './partner-roles.ts';
import { FOUNDER } from './founder-role.ts';

/**
 * `screened`: the role is compared with the listed persons while it lasts (a beneficial owner, the
 * owner of a sole trader, a general partner, a member or stockholder holding more than half);
 * `screened_if_controlling`: a member or stockholder whose share the register does not show above
 * half, compared only while it holds more than half of the holdings in force or is the only one
 * (and with OFAC's list alone while it holds exactly half, or less to sum the holdings that list
 * names, and with the other lists for a reviewer's candidate: store/screening-write.ts
 * iterateHalfHolders, iterateBelowHalfHolders);
 * `not_screened`: never compared (an office, an EE founder, a micro-enterprise member, a role ended
 * or an office the register's file stopped listing).
 */
export const SANCTIONS_SCREENED = ['screened', 'screened_if_controlling', 'not_screened'] as const;
export type SanctionsScreened = (typeof SANCTIONS_SCREENED)[number];

export interface ScreenedRole {
  role: Role | string; position: string | null; sharePercent: number | null;
  /** The end the register gives; null while it lasts. */
  until: string | null;
  /** An office the register's file stopped listing (role_departures): no role in force. */
  unlistedOn: string | null;
}

/** Whether screening compares the role with the lists on `today` (the registers' day), as iterateControllingHolders picks. */
export function sanctionsScreenedOf(r: ScreenedRole, today: string): SanctionsScreened {
  if (r.unlistedOn !== null || (r.until !== null && r.until.slice(0, 10) < today)) return 'not_screened';
  if (r.role === 'beneficial_owner') return 'screened';
  if (r.role === 'micro_enterprise') return r.position === 'owner' ? 'screened' : 'not_screened';
  if (r.role === GENERAL_PARTNER.role && r.position === GENERAL_PARTNER.position) return 'screened';
  if (r.role === FOUNDER.role && r.position === FOUNDER.position) return 'not_screened';
  if (r.role === 'member' || r.role === 'stockholder') return r.sharePercent !== null && r.sharePercent > 50 ? 'screened' : 'screened_if_controlling';
  return 'not_screened';
}
