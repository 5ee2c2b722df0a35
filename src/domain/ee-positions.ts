// RIK's role codes beyond the few confirmed ones (importers/ee/persons.ts KNOWN) are unpublished,
// so such a role keeps the register's Estonian wording as its position. The wordings below name a
// seat the Latvian register has too; served in Estonian ("Nõukogu liige") beside LV's
// supervisory_board_member, one seat read as two, in a language few readers of both know. They
// are matched by wording, which the file always carries, not by the unconfirmed code.
import type { Role } from './records.ts';

/** The API's position for a worded EE card role, keyed by the wording in lower case. */
export const EE_WORDED_POSITIONS: Readonly<Record<string, string>> = {
  'nõukogu liige': 'supervisory_board_member',
  'nõukogu esimees': 'chair_of_supervisory_board',
  'juhatuse esimees': 'chair_of_board',
};

/** The readings served before (the wording as RIK capitalises it), for store/first-seen-carry.ts. */
export const EE_FORMER_WORDED_READINGS: ReadonlyArray<{ from: { role: Role; position: string }; to: { role: Role; position: string } }> =
  Object.entries(EE_WORDED_POSITIONS).map(([wording, position]) => ({
    from: { role: 'officer', position: wording.charAt(0).toLocaleUpperCase('et') + wording.slice(1) },
    to: { role: 'officer', position },
  }));

/** The API's position for an EE card role's wording, or null when it names no seat listed above. */
export function eeWordedPosition(wording: string | null): string | null {
  if (wording === null) return null;
  return EE_WORDED_POSITIONS[wording.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('et')] ?? null;
}
