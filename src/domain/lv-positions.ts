// The positions of UR's officers.csv as the API names them. UR writes each as an English-looking
// code (BOARD_MEMBER, CHAIR_OF_BOARD), served in lower case, but for the prokūrists, the holder of
// a commercial power of attorney, it writes PROCTOR, which in English is a university or church
// court office. The Estonian register's prokurist is the same office and is served as procurator,
// so the Latvian one is too: a reader comparing the two countries sees one position, not two.
// MEMBER_OF_PARTNERSHIP, a partner (biedrs) of a PS or KS, is no officer but an owner: a member
// with position general_partner, as the Estonian täisosanik is (domain/partner-roles.ts says why).
import type { Role } from './records.ts';
import { GENERAL_PARTNER } from './partner-roles.ts';

export const LV_PROCURATOR = { role: 'officer', position: 'procurator' } as const satisfies { role: Role; position: string };

const RENAMED: Record<string, string> = { proctor: LV_PROCURATOR.position, member_of_partnership: GENERAL_PARTNER.position };

/** The API's position for a position code of UR's officers.csv (`PROCTOR` → `procurator`, `MEMBER_OF_PARTNERSHIP` → `general_partner`, `BOARD_MEMBER` → `board_member`). */
export function lvOfficerPosition(code: string | null): string | null {
  if (code === null) return null;
  const lower = code.toLowerCase();
  return RENAMED[lower] ?? lower;
}

/**
 * The owner of a sole trader (IK), whom officers.csv lists with position OWNER: linked as
 * micro_enterprise in a person check (the spec's micro-enterprise link), and one of the company's
 * officers in its details, the person the register names as the one behind and acting for the
 * business (an IK has no board).
 */
export const LV_SOLE_TRADER_OWNER = { role: 'micro_enterprise', position: 'owner' } as const satisfies { role: Role; position: string };

/**
 * The role of an officers.csv row by its API position: the owner of a sole trader is linked as
 * micro_enterprise, a partner of a partnership is a member (general_partner), every other row is
 * an officer.
 */
export function lvOfficerRole(position: string | null): Role {
  if (position === LV_SOLE_TRADER_OWNER.position) return LV_SOLE_TRADER_OWNER.role;
  if (position === GENERAL_PARTNER.position) return GENERAL_PARTNER.role;
  return 'officer';
}
