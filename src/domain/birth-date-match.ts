// What a person's match on their birth date rests on. The registers give a birth as the whole
// date, as the first six digits of a masked LV personal code (`DDMMYY`: the day, the month and
// the year's last two digits), or only as its year and month (UR's `YYYY-MM`), under which any
// day of the month matches. A compliance desk weighs a match on the month alone otherwise than
// one on the day, so every association says which it is, in the words sanctions matches use
// for an owner's birth date (domain/sanctions-persons.ts: exact, month). A role whose register
// gives no birth information at all (an EE person of a dump after 2024-11-01, which carries no
// personal code) is matched by the name alone, listed only when asked for (candidates=true), and
// says so: unknown. Unless the register itself marks it as the same person as a role of the name
// whose birth matches (RIK's hash of the personal code on both rows): that role is the person's,
// and says how it was confirmed: same_person.

export const BIRTH_DATE_MATCHES = ['exact', 'month', 'same_person', 'unknown'] as const;
export type BirthDateMatch = (typeof BIRTH_DATE_MATCHES)[number];

/**
 * The basis of a match of a role whose stored birth is `birthDate` (`YYYY-MM-DD`, `YYYY-MM` or
 * null) and `birthKey` (the `DDMMYY` of a masked code, or null). The role is one the person read
 * matched already, so a code it has matched the day asked for. `samePerson`: a role without birth
 * information that the register marks as the person of a role whose birth matches.
 */
export function birthDateMatchOf(birthDate: string | null, birthKey: string | null, samePerson = false): BirthDateMatch {
  if (birthDate === null && birthKey === null) return samePerson ? 'same_person' : 'unknown';
  return birthDate !== null && birthDate.length < 10 && birthKey === null ? 'month' : 'exact';
}
