// A listed person's birth date as the lists give it: exact, or approximate (UN `TYPE_OF_DATE`
// APPROXIMATELY, EU `circa="true"`, OFAC `DOB circa 1960`). An entry's birth dates are stored as
// one JSON list of texts (sanction_entries.birth_dates), so an approximate one carries its mark in
// the text itself, as EDTF (ISO 8601-2) writes an approximate date: `1960~`, `1960-05-12~`. Read
// as exact, the list's estimate decided against an owner born a year off it (a mismatch, no match
// at all) and for one born on its very day (an exact match).

/** EDTF's qualifier of an approximate date, written after it. */
const APPROXIMATE_MARK = '~';

/** The stored text of a birth date the list gives as approximate. */
export const approximateBirthDate = (date: string): string => `${date}${APPROXIMATE_MARK}`;

/** A stored listed birth date read back: the date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) and whether it is approximate. */
export function readListedBirthDate(stored: string): { date: string; approximate: boolean } {
  return stored.endsWith(APPROXIMATE_MARK)
    ? { date: stored.slice(0, -APPROXIMATE_MARK.length), approximate: true }
    : { date: stored, approximate: false };
}

/**
 * How far a birth year may lie from an approximate listed year and still be the listed person's:
 * one year either side. The lists say no more than "about" (OFAC's `circa`); a year off is the
 * least an estimate means, and a wider window would let the year rule out hardly anyone.
 */
export const APPROXIMATE_YEARS = 1;

/** Whether two four-digit years lie within the window of an approximate one. */
export const withinApproximateYears = (year: number, listedYear: number): boolean =>
  Math.abs(year - listedYear) <= APPROXIMATE_YEARS;

/**
 * Whether the two digits of a year a masked personal code gives (`DDMMYY`: no century) lie within
 * the window of an approximate listed year, across a century's turn too (listed 1999, code 00).
 */
export function twoDigitYearWithinApproximate(yy: string, listedYear: number): boolean {
  const apart = (Number(yy) - (listedYear % 100) + 100) % 100;
  return apart <= APPROXIMATE_YEARS || apart >= 100 - APPROXIMATE_YEARS;
}
