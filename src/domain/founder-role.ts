// Founders (EE "Asutaja", the off-card persons of RIK) in the five roles of the API, whose list is
// closed (officer, member, stockholder, beneficial_owner, micro_enterprise). A founder set the
// company up and holds no office in it: served as officers, the company's officers list and a
// person check showed them beside the board. Of the five, member (a person the register lists as
// belonging to the company) is the closest; the position `founder` tells them from the members
// and partners, and sanctions screening never counts a founder as an owner (they hold no share).
import type { Role } from './records.ts';

export const FOUNDER = { role: 'member', position: 'founder' } as const satisfies { role: Role; position: string };

