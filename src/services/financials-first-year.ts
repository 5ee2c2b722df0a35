// The first financial year a country's annual-report files hold (LV, which documents none, and EE and
// LT, whose store may begin later than documented: domain/financial-files-from.ts), read once per
// dataset version between requests. It is a
// read of every report row of the country (1.2 million of lv.financials at national size, 0.6 s):
// read in the first answer that asked for it, it made that answer wait after each publish. Here it
// is read a span of rows per turn of the event loop after the search images, each span in a
// snapshot of the version it is for, and until it is whole the facts read it at once, as before.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../store/open.ts';
import { financialSourceRows, firstFinancialYearOfRows } from '../store/financials-read.ts';
import { COUNTRIES, type Country } from '../domain/country.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { followVersions } from './follow-versions.ts';

// Rowids a span reads at most: 10,000 rows of lv.financials at most, some 8 ms at national size.
const SPAN = 10_000;

export interface FinancialsFirstYearLoads {
  /** The first year of the country's files of the version of `facts` where it has been read whole; undefined until then. */
  of(facts: DatasetFacts, country: Country): number | null | undefined;
  /** Reads the years of the store's current version, if not read, a span per turn; false where stopped. */
  load(stop?: AbortSignal): Promise<boolean>;
  /** Until `stop`, reads those of each new version as load does, checking every `everyMs`. */
  follow(stop: AbortSignal, everyMs: number): Promise<void>;
}

/**
 * The countries whose files publish reports: those read here, LV's having no documented first year,
 * and EE's and LT's read for a store whose files begin later than documented (a year's file not read).
 */
const published = (facts: DatasetFacts) => COUNTRIES.filter((c) => facts.financialsPublished(c));

/**
 * The loads of the years of `db`: `factsNow` gives the facts of the version a snapshot reads, `snapshot`
 * runs a read in one; a publish during a load abandons it for the new version. `first`, awaited
 * before each span, is what must be read before it (the search images a publish rebuilt); `span` the rowids a turn reads.
 */
export function financialsFirstYearLoads(db: Database, factsNow: () => DatasetFacts, snapshot: <T>(read: () => T) => T,
  first: (stop?: AbortSignal) => Promise<unknown> = async () => {}, span = SPAN): FinancialsFirstYearLoads {
  const loaded = new WeakMap<DatasetFacts, ReadonlyMap<Country, number | null>>();
  let running: Promise<boolean> | null = null;
  // The first year of the sources of `target`, a span per turn; null where a publish made another version current.
  const readVersion = async (target: DatasetFacts, stop?: AbortSignal): Promise<Map<Country, number | null> | null | false> => {
    const years = new Map<Country, number | null>();
    for (const country of snapshot(() => (factsNow() === target ? published(target) : []))) {
      let year: number | null = null;
      for (const source of snapshot(() => target.financialSources(country).reports)) {
        const rows = snapshot(() => (factsNow() === target ? financialSourceRows(db, source) : null));
        for (let from = rows?.first ?? 1, end = rows?.last ?? 0; from <= end; from += span) {
          await first(stop);
          if (stop?.aborted === true) return false;
          const read = snapshot(() => (factsNow() === target ? { year: firstFinancialYearOfRows(db, source, from, from + span) } : null));
          if (read === null) return null;
          if (read.year !== null && (year === null || read.year < year)) year = read.year;
          await nextTurn();
        }
      }
      years.set(country, year);
    }
    return snapshot(() => factsNow() === target) ? years : null;
  };
  const readAll = async (stop?: AbortSignal): Promise<boolean> => {
    for (;;) {
      const target = snapshot(factsNow);
      if (loaded.has(target)) return true;
      const years = await readVersion(target, stop);
      if (years === false) return false;
      if (years !== null) {
        loaded.set(target, years);
        return true;
      }
    }
  };
  const load = (stop?: AbortSignal) => (running ??= readAll(stop).finally(() => { running = null; }));
  return {
    of: (facts, country) => (loaded.get(facts)?.has(country) ? loaded.get(facts)!.get(country) : undefined),
    load,
    follow: (stop, everyMs) => followVersions(load, stop, everyMs),
  };
}
