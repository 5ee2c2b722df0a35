// The optional files a source is read without, told in one line of its report: lt.financials
// lists each filing year as its own pair of optional files, and a folder holding two years gave
// 22 lines, one a file, around the source's one line that mattered.
import type { SourceFile } from '../source.ts';
import { registersToday } from '../../domain/dates.ts';

/** An optional file the source is read without, and what is known of why (a zip, a near name). */
export interface MissingOptional { name: string; why: string[] }

const YEAR = /(?:19|20)\d{2}/;

/** `2015, 2016, 2017, 2019` as `2015–2017, 2019`. */
function yearRuns(years: number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * File names with a year folded together: JAR_FA_RODIKLIAI_PLNA_2015.csv … _2021.csv and _2023.csv
 * read `JAR_FA_RODIKLIAI_PLNA_{2015–2021, 2023}.csv`; a name with no year stays as it is.
 */
export function foldedNames(names: string[]): string {
  const groups = new Map<string, { prefix: string; suffix: string; years: number[] }>();
  for (const name of names) {
    const m = YEAR.exec(name);
    const key = m ? `${name.slice(0, m.index)}\u0000${name.slice(m.index + 4)}` : name;
    const g = groups.get(key) ?? { prefix: m ? name.slice(0, m.index) : name, suffix: m ? name.slice(m.index + 4) : '', years: [] };
    if (m) g.years.push(Number(m[0]));
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => {
    if (g.years.length === 0) return g.prefix;
    if (g.years.length === 1) return `${g.prefix}${g.years[0]}${g.suffix}`;
    return `${g.prefix}{${yearRuns(g.years)}}${g.suffix}`;
  }).join(', ');
}

/**
 * The optional files whose absence is told: not one read in the place of a file that was found
 * (SourceFile.readInPlaceOf), which leaves no row out: YTJ's bulk file downloaded every night was
 * told beside `optional file companies.json skipped: … import it with --from DIR`, pages of a part
 * of the register it holds whole.
 */
export function toldMissing<T extends { name: string }>(missing: T[], files: SourceFile[], found: Iterable<{ def: SourceFile }>): T[] {
  const foundNames = new Set([...found].map((f) => f.def.name));
  const inPlaceOf = new Map(files.flatMap((f) => [f.name, f.confirmedName ?? f.name].map((name) => [name, f.readInPlaceOf] as const)));
  return missing.filter((m) => {
    const other = inPlaceOf.get(m.name);
    return other === undefined || !foundNames.has(other);
  });
}

/** The report's one line for the optional files not in the folder read, or null where none is missing. */
export function optionalNotInFolder(missing: MissingOptional[], dir: string): string | null {
  if (missing.length === 0) return null;
  const whys = missing.flatMap((m) => m.why.map((w) => (missing.length > 1 ? `${m.name}: ${w}` : w)));
  const why = whys.length > 0 ? ` (${whys.join('; ')})` : '';
  if (missing.length === 1) return `optional file ${missing[0]!.name} is not in ${dir}${why}`;
  return `optional files not in ${dir} (${missing.length}), their rows not published: ${foldedNames(missing.map((m) => m.name))}${why}`;
}

/**
 * Whether a file not published is expected on `now`'s day in the registers' countries: before the
 * month its publisher usually publishes it from (SourceFile.usuallyPublishedFrom). One rule for a
 * download's HTTP 404 and a file not in `--from DIR`, where the folder's missing current filing
 * year was warned of while a download of the same day said it as expected.
 */
export function notPublishedYet(file: Pick<SourceFile, 'usuallyPublishedFrom'>, now: Date): boolean {
  return file.usuallyPublishedFrom !== undefined && registersToday(now).slice(0, 7) < file.usuallyPublishedFrom;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-07` as `July 2026`. */
function monthSaid(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/**
 * The report's one note for the optional files not published before the month the publisher
 * usually publishes them from (SourceFile.usuallyPublishedFrom), or null where none is: expected,
 * so a note, where it was a warning at every import of the year's first months.
 */
export function optionalNotYetPublished(files: Array<{ name: string; message: string; from: string }>): string | null {
  if (files.length === 0) return null;
  const from = [...new Set(files.map((f) => monthSaid(f.from)))].join(', ');
  const them = files.length === 1 ? 'it is' : 'they are';
  return `${foldedNames(files.map((f) => f.name))} not published yet, as expected before ${from}, when the publisher usually publishes `
    + `${files.length === 1 ? 'it' : 'them'}; read once ${them} (${files[0]!.name}: ${files[0]!.message})`;
}

/** The report's one line for the optional files the publisher does not publish, or null where none is. */
export function optionalNotPublished(skipped: Array<{ name: string; message: string }>): string | null {
  if (skipped.length === 0) return null;
  if (skipped.length === 1) return `optional file ${skipped[0]!.name} skipped: ${skipped[0]!.message}`;
  return `optional files skipped (${skipped.length}), their rows not published: ${foldedNames(skipped.map((s) => s.name))} `
    + `(e.g. ${skipped[0]!.name}: ${skipped[0]!.message})`;
}
