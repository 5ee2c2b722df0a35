// The partners of a partnership: LV pilnsabiedrība (PS) and komandītsabiedrība (KS), EE täisühing
// (TÜ) and usaldusühing (UÜ). A partnership has no board and no share capital divided into
// shares: its partners are its owners. A general partner (EE täisosanik; every partner UR's
// officers.csv lists as MEMBER_OF_PARTNERSHIP, since that file names those entitled to represent
// the company, and a limited partner of a KS is not) answers for its debts with everything it has
// and runs and represents it; a limited partner (EE usaldusosanik) only puts in capital. Both are
// members of the company (an owner-type role, not a board seat). A general partner controls the
// partnership whatever its share, so sanctions screening counts every one as a controlling
// holder, and company details list the general partners beside the officers, as the people who
// act for it; a limited partner is weighed as any other member (docs/sanctions.md).
import type { Role } from './records.ts';

export const GENERAL_PARTNER = { role: 'member', position: 'general_partner' } as const satisfies { role: Role; position: string };
export const LIMITED_PARTNER = { role: 'member', position: 'limited_partner' } as const satisfies { role: Role; position: string };

/**
 * The legal forms whose every partner is a general partner (`country:code`): an EE täisühing, an
 * LV pilnsabiedrība. A member of such a company is a general partner however the register words
 * it (RIK's card may list a TÜ's partners as plain Osanik, its role codes being unpublished): the
 * publish stores it so (store/general-partners-settle.ts), where the company's form is known.
 */
export const GENERAL_PARTNERSHIP_FORMS: readonly string[] = ['EE:TÜ', 'LV:PS'];

/** The EE card's wordings of a partner (isiku_roll_tekstina, lower case), for a role code not known. */
export const EE_WORDED_PARTNERS: Readonly<Record<string, { role: Role; position: string | null }>> = {
  'täisosanik': GENERAL_PARTNER,
  'usaldusosanik': LIMITED_PARTNER,
  'osanik': { role: 'member', position: null },
};

const formerOfficer = (wording: string) => ({ role: 'officer', position: wording.charAt(0).toLocaleUpperCase('et') + wording.slice(1) } as const);

/**
 * Read before as officers with the register's wording as their position (store/first-seen-carry.ts);
 * an Osanik of a täisühing is stored as a general partner since (GENERAL_PARTNERSHIP_FORMS).
 */
export const EE_FORMER_WORDED_PARTNERS: ReadonlyArray<{ from: { role: Role; position: string }; to: { role: Role; position: string | null } }> = [
  ...Object.entries(EE_WORDED_PARTNERS).map(([wording, to]) => ({ from: formerOfficer(wording), to })),
  { from: formerOfficer('osanik'), to: GENERAL_PARTNER },
];
