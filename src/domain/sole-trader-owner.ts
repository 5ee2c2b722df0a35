// The owner of a sole trader (an LV individual merchant, IK: UR's officers.csv position OWNER; an
// EE sole proprietor, FIE, should RIK's card name one) in the five roles of the API: the one
// natural person whose own business it is, which has no members or shares. The details count them
// among the persons holding the company, holding the whole of it, and sanctions screening compares
// them as a controlling holder; a member of a company paying VID's micro-enterprise tax (role
// micro_enterprise, position member) holds through its members' row and is neither.
import type { Role } from './records.ts';

export const SOLE_TRADER_OWNER = { role: 'micro_enterprise', position: 'owner' } as const satisfies { role: Role; position: string };

/** The share of the business a sole trader's owner holds, in percent: the whole of it. */
export const SOLE_TRADER_OWNER_PERCENT = 100;
