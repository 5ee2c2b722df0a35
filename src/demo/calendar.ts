// Day arithmetic on ISO dates (no time zones: registers publish days, and the load day is the
// registers' own, generate/context.ts) and the date forms the registers write: ISO (UR, JAR, PRH),
// `dd.mm.yyyy` (RIK, VID), VID's space-padded variant.
import type { Rng } from './random.ts';

// Civil-date arithmetic without Date objects (Hinnant's days-from-civil): the generator does a
// few hundred thousand of these, and Date parsing and formatting dominated its run time.
const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

export function dayNumber(iso: string): number {
  let y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
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
