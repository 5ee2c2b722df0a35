// Dates as the registers write them. Every parser returns ISO `YYYY-MM-DD` (or `YYYY-MM` for a
// partial birth date) or null; none throws on junk, the caller decides whether junk is a reject.

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `YYYY-MM-DD` (a time part after it is ignored), `DD.MM.YYYY` (UR/VID/RIK, possibly padded with spaces). */
export function parseDate(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const s = raw.trim();
  if (s === '') return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isValidCalendarDate(y, mo, d) ? `${m[1]}-${m[2]}-${m[3]}` : null;
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(s);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isValidCalendarDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  return null;
}

/** A birth date as UR writes it: full `YYYY-MM-DD` or only `YYYY-MM`. */
export function parsePartialDate(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const s = raw.trim();
  const m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? s : null;
  return parseDate(s);
}

/** The calendar day before an ISO `YYYY-MM-DD` day: the last day in force of what ends on that day. */
export function dayBefore(isoDay: string): string {
  const d = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Strict ISO `YYYY-MM-DD` that is a real calendar day (2023-02-30 is not). */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * The latest calendar day anywhere on Earth at `now`: the day in UTC+14 (the Line Islands). No one
 * can be born after it, whatever the time zone of the one asking, so a person's birth date later
 * than it is refused with 400: answered "no association" instead, a mistyped year (2080 for 1980)
 * would read as a clean result.
 */
function latestDayOnEarth(now: Date): string {
  // Asked on every person answer: worked out once a minute, as registersToday is (UTC+14 is whole
  // hours, so its day changes on the minute).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== latestMinute) {
    latestOnEarth = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
    latestMinute = minute;
  }
  return latestOnEarth;
}
let latestMinute = Number.NaN;
let latestOnEarth = '';

/**
 * Whether a register dates a record's first day (a flag's, a role's) after `today`, the registers'
 * day: announced, not yet in force. `since` is an ISO day or an instant (its day read).
 */
export function startsAfter(since: string | null, today: string): boolean {
  return since !== null && since.slice(0, 10) > today;
}

/**
 * The registers' day at `now`. Each register dates an entry by its own calendar (an officer who
 * leaves on the 24th has `until` 2026-11-24 however late in the day it is entered), and Riga,
 * Tallinn, Vilnius and Helsinki keep one clock: Eastern European Time, UTC+2, and UTC+3 from the
 * last Sunday of March to the last Sunday of October. The day in UTC would still be yesterday
 * from 00:00 to 02:00 (03:00 in summer) there, and an officer who left yesterday would read as in
 * office, a proceeding that ended yesterday as open, for those hours.
 */
export function registersToday(now: Date): string {
  // Asked on every company answer: the day is worked out once a minute (it changes on the minute).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    const parts = REGISTERS_CALENDAR.formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    lastDay = `${part('year')}-${part('month')}-${part('day')}`;
    lastMinute = minute;
  }
  return lastDay;
}
let lastMinute = Number.NaN;
let lastDay = '';

/**
 * The instant (milliseconds) the registers' day of `now` began: midnight in their clock, 22:00 UTC
 * the day before (21:00 in summer). Answers that read the registers' day (an office ended
 * yesterday, a company closed today) may change then with no publish.
 */
export function registersDayBegan(now: Date): number {
  const day = registersToday(now);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // UTC+3 in summer, UTC+2 in winter: the earlier instant is midnight where it is already that day there.
  const summer = midnightUtc - 3 * 3_600_000;
  return registersToday(new Date(summer)) === day ? summer : midnightUtc - 2 * 3_600_000;
}

/** The time zones of the four registers: one clock (registersToday), checked by dates.test.ts. */
export const REGISTER_TIME_ZONES = ['Europe/Riga', 'Europe/Tallinn', 'Europe/Vilnius', 'Europe/Helsinki'] as const;

const REGISTERS_CALENDAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: REGISTER_TIME_ZONES[0], year: 'numeric', month: '2-digit', day: '2-digit',
});

/** An ISO date not later than today anywhere (ISO dates of four-digit years compare as text). */
export const isNotAfterToday = (isoDate: string, now: Date): boolean => isoDate <= latestDayOnEarth(now);

/** What a refused birth date is told, by the REST validator and the services alike. */
export const NOT_AFTER_TODAY_RULE = 'must not be later than today';
/** What a date that is no real day YYYY-MM-DD (isIsoDate) is told, by the REST validator and the services alike. */
export const REAL_DATE_RULE = 'must be a real calendar date written YYYY-MM-DD';
/**
 * The years isValidCalendarDate takes, as a pattern for a date schema: JSON Schema's `date` format
 * takes any year from 0000, which the services refuse, so the validator would let such a date
 * through to be refused alone, after the other failing parameters had been told.
 */
export const DATE_FROM_YEAR_1000 = '^[1-9]\\d{3}-\\d{2}-\\d{2}$';

/**
 * The birth date hidden in a masked Latvian personal code `DDMMYY-*****`, as `DDMMYY`.
 * Codes issued since July 2017 start with `32` and carry no date: null for those.
 */
export function birthKeyFromMaskedCode(masked: string | null | undefined): string | null {
  if (!masked) return null;
  const m = /^(\d{2})(\d{2})(\d{2})-?/.exec(masked.trim());
  if (!m) return null;
  // A day of 32–39 is impossible: such a prefix is a post-2017 code, not a date (30 and 31 are days).
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return `${m[1]}${m[2]}${m[3]}`;
}

/** `YYYY-MM-DD` → `DDMMYY`, the form of a masked personal code's prefix. */
export function birthKeyFromIsoDate(iso: string): string {
  return iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(2, 4);
}
