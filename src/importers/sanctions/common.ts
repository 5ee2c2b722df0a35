// Small helpers the list mappers share: reading values out of parsed rows, building one
// SanctionEntryRecord with its duplicates removed, and the date forms of the lists.
import type { SanctionEntryRecord, SanctionParticulars } from '../../domain/records.ts';
import { foldText } from '../../domain/fold.ts';
import { isValidCalendarDate, parseDate, registersToday } from '../../domain/dates.ts';
import { collapseWhiteSpace } from '../../domain/white-space.ts';
import { approximateBirthDate, closedBirthSpan } from '../../domain/listed-birth-dates.ts';
import type { Emitted } from '../source.ts';

/** A row value as trimmed text: '' for absent, arrays give their first value, XML elements their text. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length > 0 ? text(value[0]) : '';
  if (value !== null && typeof value === 'object') return text((value as Record<string, unknown>)['#text']);
  return '';
}

/** A child that may occur once or many times, as a list of its occurrences. */
export function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** A child element as an object (an element with only text gives {}). */
export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

export function unique<T>(values: Iterable<T | null | undefined | ''>): T[] {
  const out: T[] = [];
  for (const v of values) if (v !== null && v !== undefined && v !== '' && !out.includes(v as T)) out.push(v as T);
  return out;
}

export type EntryDraft = Omit<SanctionEntryRecord, 'aliases' | 'identifiers' | 'countries' | 'programs' | 'birthDates' | 'addresses' | 'particulars'> & {
  aliases: Array<{ name: string; weak: boolean }>;
  identifiers: Array<{ type: string; value: string; country: string | null; position?: string }>;
  countries: Array<string | null>;
  programs: Array<string | null>;
  birthDates: Array<string | null>;
  /** One line per address (addressLine), null for one that held nothing. */
  addresses: Array<string | null>;
  /** What the list gives of them; left out for a list that gives none (sanctionParticulars). */
  particulars?: ParticularsDraft;
};

/** The particulars a mapper read: a gender as the list writes it, places of birth, dates. */
export interface ParticularsDraft {
  gender?: string;
  birthPlaces?: Array<string | null>;
  /** Every date the list gives of an amendment (ISO, or null for none): the latest is kept. */
  amendedOn?: Array<string | null>;
  unReference?: string;
}

// A gender as the lists write it: UN Male/Female, EU M/F, OFAC `Gender Male`, FID v (vīrietis) or
// s (sieviete); anything else (the UN's Unknown) is none.
const GENDERS: Record<string, 'male' | 'female'> = {
  m: 'male', male: 'male', v: 'male', 'vīrietis': 'male', f: 'female', female: 'female', s: 'female', sieviete: 'female',
};

/**
 * The stored particulars of an entry: the gender read, each place of birth once, the latest day
 * of amendment, the UN reference. Always an object, also for a list that gives none, so that a
 * null in the store means only an entry imported before they were kept (schema 21).
 */
export function sanctionParticulars(d: ParticularsDraft | undefined): SanctionParticulars {
  const amended = unique((d?.amendedOn ?? []).map((a) => (a === null ? null : parseDate(a)))).sort();
  return {
    gender: GENDERS[(d?.gender ?? '').trim().toLowerCase()] ?? null,
    birthPlaces: unique((d?.birthPlaces ?? []).map((p) => (p === null ? null : collapseWhiteSpace(p)))),
    amendedOn: amended[amended.length - 1] ?? null,
    unReference: collapseWhiteSpace(d?.unReference ?? '') || null,
  };
}

/**
 * One address of a list as one line, for a reviewer telling a namesake from the listed party: its
 * parts that hold text, in the order given (street, city, region, country), joined by `, `, each
 * on one line, and the list's note on it (`as of June 2016`) in brackets. Null where no part holds text.
 */
export function addressLine(parts: unknown[], note: unknown = ''): string | null {
  const line = unique(parts.map((p) => collapseWhiteSpace(text(p)))).join(', ');
  const remark = collapseWhiteSpace(text(note));
  if (line === '') return remark === '' ? null : remark;
  return remark === '' ? line : `${line} (${remark})`;
}

/**
 * The record of one list entry: aliases that fold to the main name or to an earlier alias are
 * dropped (a strong spelling beats a weak one), identifiers and countries deduplicated.
 */
export function sanctionEntry(d: EntryDraft): Emitted {
  const seen = new Map<string, { name: string; weak: boolean }>([[foldText(d.name), { name: d.name, weak: false }]]);
  const aliases: Array<{ name: string; weak: boolean }> = [];
  for (const a of d.aliases) {
    const name = a.name.trim();
    const key = foldText(name);
    if (key === '') continue;
    const earlier = seen.get(key);
    if (earlier) { if (earlier.weak && !a.weak) earlier.weak = false; continue; }
    const alias = { name, weak: a.weak };
    seen.set(key, alias);
    aliases.push(alias);
  }
  const ids = new Map<string, { type: string; value: string; country: string | null; position?: string }>();
  for (const i of d.identifiers) {
    const value = i.value.trim();
    if (value === '') continue;
    const position = i.position?.trim();
    ids.set(`${i.type}|${value}|${i.country ?? ''}`, { type: i.type, value, country: i.country, ...(position ? { position } : {}) });
  }
  return {
    kind: 'sanctionEntry',
    record: {
      ...d,
      name: d.name.trim(),
      aliases,
      identifiers: [...ids.values()],
      countries: unique(d.countries),
      programs: unique(d.programs),
      birthDates: unique(d.birthDates),
      addresses: unique(d.addresses.map((a) => (a === null ? null : collapseWhiteSpace(a)))),
      particulars: sanctionParticulars(d.particulars),
    },
  };
}

/**
 * How every sanctions list treats a date that is no real date (docs/data-sources.md): an entry is
 * never rejected for a date, since losing a listed name is worse than losing when it was listed.
 */
export const SANCTIONS_DATE_RULE = 'A listing or birth date that holds text but is no real date never costs the entry: the date is left out, with a warning naming file and line in the import report.';

/**
 * The FID's dates: `%d/%m/%y` (two-digit year: the later century in which the whole date is not
 * after `today`, the file's date, else the registers' day), `%d.%m.%Y.` with its trailing dot, or
 * ISO. The whole date, not its year: a birth on 15/12/26 in a list of 25 November 2026 is
 * 1926-12-15, not a birth three weeks ahead; a listing on 24/11/26 is 2026-11-24.
 */
export function parseListDate(raw: string, today: string | null): string | null {
  const s = raw.trim();
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s);
  if (m) {
    const [d, mo] = [Number(m[1]), Number(m[2])];
    const iso = (year: number) => `${year}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    let year = Number(m[3]);
    if (m[3]!.length === 2) {
      year += 2000;
      if (iso(year) > (today ?? registersToday(new Date()))) year -= 100;
    }
    return isValidCalendarDate(year, mo, d) ? iso(year) : null;
  }
  return parseDate(s);
}

/** The widest birth range read year by year; a wider one is kept as the span (closedBirthSpan). */
const WIDEST_BIRTH_RANGE = 30;

/**
 * Every year of a birth range a list gives (UN `TYPE_OF_DATE` BETWEEN with FROM_YEAR and TO_YEAR,
 * OFAC `DOB 1960 to 1962` or `DOB 01 Jan 1960 to 31 Dec 1962`), as years: the ends bound the birth,
 * they are no birth date, and a person born between them is the listed one as much as one born in
 * an end year. Kept as its two ends only, each an agreement with no other year, a person born in
 * 1961 was a birth-date mismatch with a person listed as born 1960 to 1962, and never matched.
 * A range wider than WIDEST_BIRTH_RANGE is kept as the span itself (`1940/1985`), which a year
 * inside agrees with as a span (sanctions-persons.ts): kept as its two ends, a person born between
 * them was a mismatch. Each year (or both ends) approximate where the list says so (`1960~`).
 * Empty when an end holds no year.
 */
export function birthRangeYears(from: string, to: string, approximate = false): string[] {
  const [a, b] = [/^(\d{4})/.exec(from.trim())?.[1], /^(\d{4})/.exec(to.trim())?.[1]];
  if (!a || !b) return [];
  const [first, last] = Number(a) <= Number(b) ? [Number(a), Number(b)] : [Number(b), Number(a)];
  if (last - first > WIDEST_BIRTH_RANGE) return [closedBirthSpan(first, last, approximate)];
  const years = Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
  return approximate ? years.map(approximateBirthDate) : years;
}

/** A birth date given in parts (EU `year`/`monthOfYear`/`dayOfMonth`): `YYYY`, `YYYY-MM` or full. */
export function partialDate(year: string, month: string, day: string): string | null {
  if (!/^\d{4}$/.test(year)) return null;
  if (!/^\d{1,2}$/.test(month)) return year;
  const mm = month.padStart(2, '0');
  if (!/^\d{1,2}$/.test(day)) return `${year}-${mm}`;
  const iso = `${year}-${mm}-${day.padStart(2, '0')}`;
  return parseDate(iso) ?? `${year}-${mm}`;
}
