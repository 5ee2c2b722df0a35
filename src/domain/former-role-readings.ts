// Readings of a role that an importer gave before and reads otherwise now. The entry is the same
// one of the same file, so the role keeps the instant it was first seen (store/first-seen-carry.ts)
// rather than showing in /persons/new-registrations as a role first seen at the import that
// reread it.
import type { Role } from './records.ts';
import { FOUNDER } from './founder-role.ts';
import { LV_PROCURATOR } from './lv-positions.ts';
import { EE_FORMER_WORDED_READINGS } from './ee-positions.ts';
import { EE_FORMER_WORDED_PARTNERS, GENERAL_PARTNER } from './partner-roles.ts';
import { JOINT_OWNER_FORMER_READINGS } from './joint-holding.ts';

export const FORMER_ROLE_READINGS: ReadonlyArray<{ source: string; from: { role: Role; position: string | null }; to: { role: Role; position: string | null } }> = [
  { source: 'ee.persons', from: { role: 'officer', position: 'Asutaja' }, to: FOUNDER },
  { source: 'lv.officers', from: { role: 'officer', position: 'proctor' }, to: LV_PROCURATOR },
  { source: 'lv.officers', from: { role: 'officer', position: 'member_of_partnership' }, to: GENERAL_PARTNER },
  ...EE_FORMER_WORDED_READINGS.map((r) => ({ source: 'ee.persons', ...r })),
  ...JOINT_OWNER_FORMER_READINGS,
  ...EE_FORMER_WORDED_PARTNERS.map((r) => ({ source: 'ee.persons', ...r })),
];
