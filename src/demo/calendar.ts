// Day arithmetic on ISO dates (UTC, no time zones: registers publish days) and the date forms the
// registers write: ISO (UR, JAR, PRH), `dd.mm.yyyy` (RIK, VID), VID's space-padded variant.
import type { Rng } from './random.ts';

const DAY_MS = 86_400_000;

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(iso + 'T00:00:00Z') / DAY_MS);
}

export function fromDayNumber(n: number): string {
  return isoDay(new Date(n * DAY_MS));
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

export function addYears(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${y}-${md}`;
}

/** A random day in [from, to], both ISO; `to` when the range is empty. */
export function randomDay(rng: Rng, from: string, to: string): string {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return fromDayNumber(b <= a ? b : rng.int(a, b));
}

export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** `2024-03-05` → `05.03.2024`. */
export function dotted(iso: string | null): string {
  if (!iso) return '';
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** `2024-03-05` → `050324`, the prefix of a masked Latvian personal code. */
export function ddmmyy(iso: string): string {
  return iso.slice(8, 10) + iso.slice(5, 7) + iso.slice(2, 4);
}
