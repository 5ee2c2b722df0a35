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

/**
 * A birth the list bounds at one end only, as a span of years open at the other: the EU's
 * `yearRangeFrom` without `yearRangeTo` (or the reverse), the UN's BETWEEN with FROM_YEAR or
 * TO_YEAR alone. Stored as EDTF (ISO 8601-2) writes an interval open at one end: `1970/..` born in
 * or after 1970, `../1980` born in or before 1980, a bound the list gives as approximate marked
 * (`1970~/..`). Left out, such an entry had no birth at all and an owner of the name born on the
 * wrong side of the bound was compared on the name alone; read as the one year it names, an owner
 * born inside the bound but in another year was a birth-date mismatch, never matched.
 */
export interface ListedBirthBound { from: number | null; to: number | null; approximate: boolean }

const OPEN_END = '..';

/** The stored text of a span of years open at one end (`from` or `to` a four-digit year, the other empty). */
export function openBirthSpan(from: string, to: string, approximate: boolean): string | null {
  const [a, b] = [/^(\d{4})/.exec(from.trim())?.[1], /^(\d{4})/.exec(to.trim())?.[1]];
  if ((a === undefined) === (b === undefined)) return null;
  const bound = approximate ? approximateBirthDate((a ?? b)!) : (a ?? b)!;
  return a !== undefined ? `${bound}/${OPEN_END}` : `${OPEN_END}/${bound}`;
}

/**
 * The stored text of a span of years too wide to be kept year by year (importers/sanctions/common.ts
 * birthRangeYears: more than 30 years), as EDTF writes a closed interval: `1940/1985`, both ends
 * marked where the list gives it as approximate (`1940~/1985~`). Kept as its two ends, each a year of
 * its own, an owner born between them was a birth-date mismatch, never matched, and the list says
 * no more of them than of the ends.
 */
export function closedBirthSpan(from: number, to: number, approximate: boolean): string {
  const end = (year: number) => (approximate ? approximateBirthDate(String(year)) : String(year));
  return `${end(from)}/${end(to)}`;
}

/**
 * A stored listed birth read as a span of years (open at one end, or closed: closedBirthSpan), or
 * null for a date (readListedBirthDate).
 */
export function readListedBirthBound(stored: string): ListedBirthBound | null {
  const m = /^(?:(\d{4})(~?)|\.\.)\/(?:(\d{4})(~?)|\.\.)$/.exec(stored);
  if (!m || (m[1] === undefined && m[3] === undefined)) return null;
  return {
    from: m[1] !== undefined ? Number(m[1]) : null,
    to: m[3] !== undefined ? Number(m[3]) : null,
    approximate: m[2] === APPROXIMATE_MARK || m[4] === APPROXIMATE_MARK,
  };
}

/**
 * Whether a four-digit birth year lies inside a span open at one end; a bound the list gives as
 * approximate widens by the window of an approximate year (born in or after about 1970: 1969 too).
 */
export function withinBirthBound(year: number, b: ListedBirthBound): boolean {
  const slack = b.approximate ? APPROXIMATE_YEARS : 0;
  return (b.from === null || year >= b.from - slack) && (b.to === null || year <= b.to + slack);
}

/**
 * Whether the two digits of a year a masked personal code gives (`DDMMYY`) lie inside a span closed
 * at both ends, read in the 1900s or the 2000s, the only centuries a masked code's person is born
 * in (masked-code-century.ts); null for a span open at one end, which holds years of every century
 * before or after its bound, so that the two digits tell nothing of it.
 */
export function twoDigitYearWithinBound(yy: string, b: ListedBirthBound): boolean | null {
  if (b.from === null || b.to === null) return null;
  return [1900, 2000].some((century) => withinBirthBound(century + Number(yy), b));
}
