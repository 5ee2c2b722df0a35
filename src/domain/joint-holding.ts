// A holding held jointly: of a Latvian limited or joint-stock company (UR members.csv or
// stockholders.csv entity_type JOINT_OWNERS, its persons in the *_joint_owners.csv file), or of an
// Estonian OÜ (RIK osanikud osaluse_omandiliik Y ühisomand, KY kaasomandiosa ühisomandis). Each
// joint owner is served with the whole holding (its amount, and its percent of the capital), as
// the registers give it; without a mark, a person check showed someone holding a company jointly
// with another as a member with 100 %, read as its sole owner. The position says the holding is
// joint, so the share reads as the holding the person shares. An Estonian holding in
// co-ownership (K kaasomand, each co-owner with a fraction of it) is marked co_owner.
import type { Role } from './records.ts';

export const JOINT_OWNER_POSITION = 'joint_owner';
export const CO_OWNER_POSITION = 'co_owner';

/** The position of an EE shareholder by osaluse_omandiliik (L ainuomand, a holding of its own: none). */
export function eeHoldingPosition(ownershipKind: string | null): string | null {
  const kind = ownershipKind?.trim().toUpperCase() ?? null;
  if (kind === 'Y' || kind === 'KY') return JOINT_OWNER_POSITION;
  if (kind === 'K') return CO_OWNER_POSITION;
  return null;
}

/** The reading of a joint owner before it carried the position: position null, in the same role. */
export const JOINT_OWNER_FORMER_READINGS: ReadonlyArray<{ source: string; from: { role: Role; position: null }; to: { role: Role; position: string } }> = [
  { source: 'lv.members', from: { role: 'member', position: null }, to: { role: 'member', position: JOINT_OWNER_POSITION } },
  { source: 'lv.stockholders', from: { role: 'stockholder', position: null }, to: { role: 'stockholder', position: JOINT_OWNER_POSITION } },
  { source: 'ee.shareholders', from: { role: 'member', position: null }, to: { role: 'member', position: JOINT_OWNER_POSITION } },
  { source: 'ee.shareholders', from: { role: 'member', position: null }, to: { role: 'member', position: CO_OWNER_POSITION } },
];
