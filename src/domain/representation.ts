// Whether an officer may act for the company alone or only together with others: what a partner
// check needs before taking a contract signed by one board member. UR's officers file gives it on
// each office (rights_of_representation_type INDIVIDUALLY / WITH_ALL / WITH_AT_LEAST, the last
// with representation_with_at_least, the number of others to sign with); RIK's open person files
// and the LT and FI registers give none, so their offices answer null, as does an office UR's file
// stopped listing (no right is in force there).

export const REPRESENTATION_TYPES = ['alone', 'jointly_with_all', 'jointly_with_at_least'] as const;
export type RepresentationType = (typeof REPRESENTATION_TYPES)[number];

/**
 * The right as served: a type a program branches on, and the number of others only where the
 * type has one (null for the rest, and where UR names no number for jointly_with_at_least).
 */
export interface Representation { type: RepresentationType; withAtLeast: number | null }

const UR_TYPES: Record<string, RepresentationType> = {
  INDIVIDUALLY: 'alone', WITH_ALL: 'jointly_with_all', WITH_AT_LEAST: 'jointly_with_at_least',
};

/** The right as stored on a role (person_roles.representation, representation_with_at_least). */
export interface StoredRepresentation { representation: RepresentationType | null; representationWithAtLeast: number | null }

/**
 * UR's two cells read: an empty type is no right given; a type outside the list, and a number
 * that is no whole number from 1 on beside WITH_AT_LEAST, are `unread` (the caller warns). The
 * number is read beside WITH_AT_LEAST only: UR fills the column with 0 on other rows.
 */
export function urRepresentation(type: string | null, atLeast: string | null): StoredRepresentation & { unread: string | null } {
  if (type === null) return { representation: null, representationWithAtLeast: null, unread: null };
  const read = UR_TYPES[type.toUpperCase()];
  if (read === undefined) return { representation: null, representationWithAtLeast: null, unread: 'rights_of_representation_type' };
  if (read !== 'jointly_with_at_least') return { representation: read, representationWithAtLeast: null, unread: null };
  const n = atLeast === null ? NaN : Number(atLeast);
  const whole = Number.isInteger(n) && n >= 1;
  return { representation: read, representationWithAtLeast: whole ? n : null, unread: whole ? null : 'representation_with_at_least' };
}

/** The served value of a stored right: null where the register gives none. */
export function representationOf(type: string | null | undefined, withAtLeast: number | null | undefined): Representation | null {
  if (type == null) return null;
  return { type: type as RepresentationType, withAtLeast: type === 'jointly_with_at_least' ? withAtLeast ?? null : null };
}
