// A holding of a Latvian limited or joint-stock company held jointly (UR members.csv or
// stockholders.csv entity_type JOINT_OWNERS, its persons in the *_joint_owners.csv file). Each
// joint owner is served with the whole holding (its amount, and for members its percent of the
// capital), since UR does not split it; without a mark, a person check showed someone holding a
// company jointly with another as a member with 100 %, read as its sole owner. The position says
// the holding is joint, so the share reads as the holding the person shares.
import type { Role } from './records.ts';

export const JOINT_OWNER_POSITION = 'joint_owner';

/** The reading of a joint owner before it carried the position: position null, in the same role. */
export const LV_JOINT_OWNER_FORMER_READINGS: ReadonlyArray<{ source: string; from: { role: Role; position: null }; to: { role: Role; position: string } }> = [
  { source: 'lv.members', from: { role: 'member', position: null }, to: { role: 'member', position: JOINT_OWNER_POSITION } },
  { source: 'lv.stockholders', from: { role: 'stockholder', position: null }, to: { role: 'stockholder', position: JOINT_OWNER_POSITION } },
];
