// An instant of the new registrations' watermark (firstSeenAfter, firstSeenUntil) sent as a
// client's date-time serializer writes it, not as the answer gave it: with an offset (`+00:00`, as
// Python's isoformat() writes UTC, or `+02:00`), with more than three decimals of a second
// (microseconds), or with its offset's `+` read as a space (sent unencoded in a query string). Such
// a value was refused as "at most 24 characters long", which told a job neither what was wrong nor
// what to send; the refusal names the same instant as firstSeenThrough writes it. The value is
// never read in its place: the job's stored value is what needs mending.
// Fractions beyond the millisecond are cut, not rounded: every firstSeenAt is a whole millisecond,
// so "after 12:00:00.505123" and "after 12:00:00.505" list the same roles.
import type { ArgumentWords } from './argument-words.ts';

const DATE_TIME_WITH_ZONE = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+ -])(\d{2}):?(\d{2}))$/;

export interface InstantInUtc {
  /** The instant as firstSeenThrough writes it (2026-11-19T22:00:00.000Z). */
  instant: string;
  /** The offset's sign came as a space: a `+` sent unencoded, which a query string reads as one. */
  plusAsSpace: boolean;
  /**
   * What the value's form lacks of firstSeenThrough's, where it is written in UTC with a Z: a
   * microsecond's decimals, as Python and PostgreSQL write them, were told "in UTC with its Z",
   * which the value was. Empty where it holds an offset: then UTC is what it lacks.
   */
  formFaults: string[];
}

/** The instant a date and time with its zone names, in UTC to the millisecond; null for a value that names none. */
export function instantInUtc(value: string): InstantInUtc | null {
  const m = DATE_TIME_WITH_ZONE.exec(value.trim());
  if (m === null) return null;
  const [, date, time, fraction = '', utc, sign, hours, minutes] = m;
  // The wall-clock time of a real day (not 2026-02-30 nor 25:00): Date.parse would roll it over.
  const wall = `${date}T${time}`;
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 19) !== wall) return null;
  if (utc === undefined && (Number(hours) > 23 || Number(minutes) > 59)) return null;
  const offsetMinutes = utc !== undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  const ms = asUtc + Number(fraction.padEnd(3, '0').slice(0, 3)) - offsetMinutes * 60_000;
  const formFaults: string[] = [];
  if (utc !== undefined) {
    if (fraction.length !== 0 && fraction.length !== 3) formFaults.push(`with three decimals of a second or none (it has ${fraction.length})`);
    if (value.trim()[10] !== 'T') formFaults.push('with a capital T between the date and the time');
    if (utc === 'z') formFaults.push('with a capital Z');
  }
  return { instant: new Date(ms).toISOString(), plusAsSpace: sign === ' ', formFaults };
}

// The watermark stored as a number, as a job's language keeps an instant (JavaScript's getTime(),
// in milliseconds; Python's timestamp(), in seconds, with a fraction): it was told only the form,
// "must be an instant as firstSeenThrough gives it", and not that its number was read as none.
// Ten digits of seconds (2001 to 2286) and thirteen of milliseconds, as such clocks write now.
const EPOCH_SECONDS = /^(\d{10})(?:\.(\d{1,9}))?$/;
const EPOCH_MILLISECONDS = /^\d{13}$/;

/** The instant a count of seconds or milliseconds since 1970 names, in UTC to the millisecond, with its unit; null for any other value. */
export function instantOfEpochCount(value: string): { instant: string; unit: 'seconds' | 'milliseconds' } | null {
  const text = value.trim();
  if (EPOCH_MILLISECONDS.test(text)) return { instant: new Date(Number(text)).toISOString(), unit: 'milliseconds' };
  const m = EPOCH_SECONDS.exec(text);
  if (m === null) return null;
  const ms = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0').slice(0, 3));
  return { instant: new Date(ms).toISOString(), unit: 'seconds' };
}

// A day alone (`2026-11-24`), as a model asked for the new roles "since Monday" sends it, was told
// the form alone, and a day's midnight is no bound to send either: firstSeenAfter lists the roles
// first seen after it, and a source's first import dates its roles at the day they began, midnight.
const DAY = /^(\d{4}-\d{2}-\d{2})$/;

/** The last millisecond before a real day `value` names (2026-11-23T23:59:59.999Z for 2026-11-24); null for any other value. */
function lastInstantBefore(value: string): string | null {
  const day = DAY.exec(value.trim())?.[1];
  const start = day === undefined ? Number.NaN : Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return new Date(start - 1).toISOString();
}

// A date and time with no zone (`2026-11-24T00:00:00`, as Python's datetime.utcnow().isoformat()
// writes UTC, or `2026-11-24 00:00:00.123456` from a database column) names no instant, and was told
// the form alone. It is still not read in the job's place, as the zone is not known: the refusal
// names the instant it is where it was UTC, the clock most such jobs keep, and the offset to add otherwise.
const DATE_TIME_WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?$/;

/** The instant a date and time without its zone names where it is UTC (2026-11-24T00:00:00.000Z); null for any other value. */
function instantWhereUtc(value: string): string | null {
  const m = DATE_TIME_WITHOUT_ZONE.exec(value.trim());
  if (m === null) return null;
  const [, date, time, fraction = ''] = m;
  const wall = `${date}T${time}`;
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 19) !== wall) return null;
  return new Date(asUtc + Number(fraction.padEnd(3, '0').slice(0, 3))).toISOString();
}

/**
 * What a refused watermark names and what to send in its place, said after the form's rule:
 * `, in UTC with its Z; the instant sent is … : send firstSeenAfter=…` in the caller's words (a
 * query's or a tool call's), `, not a number; read as seconds since 1970, …` for a count, `, with
 * its zone: …` for a date and time without one; empty where the value names no instant. One rule for REST's 400 and the tool's refusal.
 */
export function instantToSend(value: unknown, argument: string, words: ArgumentWords): string {
  if (typeof value !== 'string') return '';
  const day = argument === 'firstSeenAfter' ? lastInstantBefore(value) : null;
  if (day !== null) return `, not a day alone; the roles first seen from that day on (UTC) are those after ${day}: send ${words.given(argument, day)}`;
  const read = instantInUtc(value);
  if (read === null) {
    const whereUtc = instantWhereUtc(value);
    if (whereUtc !== null) {
      return `, with its zone: a date and time without one names no instant; where it is UTC (as Python's datetime.utcnow().isoformat() writes it), `
        + `send ${words.given(argument, whereUtc)}, and where it is another zone's time, the same with its offset (+02:00)`;
    }
    const count = instantOfEpochCount(value);
    return count === null ? '' : `, not a number; read as ${count.unit} since 1970, the instant sent is ${count.instant}: send ${words.given(argument, count.instant)}`;
  }
  const plus = read.plusAsSpace ? ' (the + of its offset, sent unencoded, arrived as a space: %2B is a +)' : '';
  const form = read.formFaults.length > 0 ? read.formFaults.join(' and ') : 'in UTC with its Z';
  return `, ${form}; the instant sent${plus} is ${read.instant}: send ${words.given(argument, read.instant)}`;
}
