// Which of a person's roles sanctions screening compares with the lists (docs/sanctions.md, "What a
// match rests on"): a company is screened through the holders that control it; its officers, and its
// holders of half or less or of a share the register does not give, are compared for a reviewer's
// candidate alone (screen-23, screen-24). The rule of store/screening-write.ts (iterateControllingHolders,
// iterateOfficers …), said of one role as the person check lists it: those statements pick the roles,
// this one only tells a reader which roles such a pick can hold. The two change together.
import type { Role } from './records.ts';
import { GENERAL_PARTNER } from './partner-roles.ts';
import { FOUNDER } from './founder-role.ts';
import { birthComparable, type RegisterBirth } from './sanctions-persons.ts';

/**
 * `screened`: the role is compared with the listed persons while it lasts (a beneficial owner, the
 * owner of a sole trader, a general partner, a member or stockholder holding more than half);
 * `screened_if_controlling`: a member or stockholder whose share the register does not show above
 * half, compared for a match only while it holds more than half of the holdings in force or is the
 * only one (and with OFAC's list while it holds exactly half, or less to sum the holdings that list
 * names), and otherwise with every list for a reviewer's candidate alone (store/screening-write.ts
 * iterateHalfHolders, iterateBelowHalfHolders, iterateShareUnknownHolders);
 * `screened_for_review`: an office in force (board, council, procurator, liquidator), compared with
 * every list while it lasts for a reviewer's candidate alone (a listed person named with certainty,
 * in sanctionCandidates), never a match that sets isSanctioned (iterateOfficers, screen-24);
 * `not_screened`: never compared (an EE founder, a micro-enterprise member, a role ended or an
 * office the register's file stopped listing, and an office whose holder the register gives no birth
 * of: iterateOfficers' holder is compared only with the entries of its birth, birthComparable).
 */
export const SANCTIONS_SCREENED = ['screened', 'screened_if_controlling', 'screened_for_review', 'not_screened'] as const;
export type SanctionsScreened = (typeof SANCTIONS_SCREENED)[number];

export interface ScreenedRole {
  role: Role | string; position: string | null; sharePercent: number | null;
  /** The end the register gives; null while it lasts. */
  until: string | null;
  /** An office the register's file stopped listing (role_departures): no role in force. */
  unlistedOn: string | null;
  /**
   * The birth the register gives the natural person holding the role; absent where not known to be
   * a natural person's (an office held by a company is compared by its number and name).
   */
  birth?: RegisterBirth;
}

/** Whether screening compares the role with the lists on `today` (the registers' day), as iterateControllingHolders picks. */
export function sanctionsScreenedOf(r: ScreenedRole, today: string): SanctionsScreened {
  if (r.unlistedOn !== null || (r.until !== null && r.until.slice(0, 10) < today)) return 'not_screened';
  if (r.role === 'beneficial_owner') return 'screened';
  if (r.role === 'micro_enterprise') return r.position === 'owner' ? 'screened' : 'not_screened';
  if (r.role === GENERAL_PARTNER.role && r.position === GENERAL_PARTNER.position) return 'screened';
  if (r.role === FOUNDER.role && r.position === FOUNDER.position) return 'not_screened';
  if (r.role === 'member' || r.role === 'stockholder') return r.sharePercent !== null && r.sharePercent > 50 ? 'screened' : 'screened_if_controlling';
  // An Estonian board member RIK's files give no birth date of was answered compared for review,
  // and no candidate through the office read as the person screened clean.
  if (r.role === 'officer') return r.birth === undefined || birthComparable(r.birth) ? 'screened_for_review' : 'not_screened';
  return 'not_screened';
}
