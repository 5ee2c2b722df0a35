// How far back a company's details list its former officers, and how many at most. A board
// replaced shortly before a deal is what a check of a partner looks for: recent history, kept
// short, since every name listed is a person's (docs/operations.md, Personal data).

/** Offices whose register-given end falls within this many years before today are listed. */
export const FORMER_OFFICERS_YEARS = 5;

/** At most this many, the latest ended first: far above the board changes of five years of any company. */
export const FORMER_OFFICERS_MAX = 100;

/**
 * The countries whose register names officers but publishes no end of an office: UR's officers
 * file lists those in office only (the end of a partnership's general partner, date_to, aside), so
 * a Latvian board member who left is listed only as an office a file of it stopped listing since
 * the service first imported it (store/role-departures.ts), and an empty formerOfficers is no finding.
 */
export const OFFICE_ENDS_UNPUBLISHED: readonly string[] = ['LV'];
