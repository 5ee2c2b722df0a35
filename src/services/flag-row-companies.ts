// The companies with a row a compliance flag may rest on, read once per dataset version between
// requests: the person answers' companyFlags then tell a company with none (most of them) without
// probing four indexes for it, 13 % of a person check at national size (bench/README.md). Read in
// a request, the set made the first person check after each publish wait 0.5 s or more; here it
// is read a slice per turn of the event loop after the search images, each slice in a snapshot of
// the version it is for, and until it is whole the probe answers (store/compliance-read.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../store/open.ts';
import { FLAG_ROW_TABLES, flagRowSlice } from '../store/flag-rows-scan.ts';
import { registersToday } from '../domain/dates.ts';
import { companyNumberSetBuilder, type CompanyNumberSet } from './company-number-set.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { followVersions } from './follow-versions.ts';

export interface FlagRowCompanies {
  /** Companies with a row a flag may rest on, true on `day` and later; any other is told none. */
  set: CompanyNumberSet;
  day: string;
}

export interface FlagRowCompanyLoads {
  /** The set of the version of `facts`, where it has been read whole; null until then. */
  of(facts: DatasetFacts): FlagRowCompanies | null;
  /** Reads the set of the store's current version, if not read, a slice per turn; false where stopped. */
  load(stop?: AbortSignal): Promise<boolean>;
  /** Until `stop`, reads the set of each new version as load does, checking every `everyMs`. */
  follow(stop: AbortSignal, everyMs: number): Promise<void>;
}

/**
 * The loads of the sets of `db`: `factsNow` gives the facts of the version a snapshot reads (one
 * object per version), `snapshot` runs a read in one. A version published during a load abandons
 * it for the new one; a set is kept for the facts object of its version alone. `first`, awaited
 * before each slice, is what must be read before it: the search images a publish rebuilt, which a
 * search waits for, where this set only spares the person answers a probe (interleaved with their
 * parts, it made the first search 1 s after a publish wait 0.5 s on the national store).
 */
export function flagRowCompanyLoads(db: Database, factsNow: () => DatasetFacts, snapshot: <T>(read: () => T) => T,
  clock: () => Date = () => new Date(), first: (stop?: AbortSignal) => Promise<unknown> = async () => {}): FlagRowCompanyLoads {
  const loaded = new WeakMap<DatasetFacts, FlagRowCompanies>();
  let running: Promise<boolean> | null = null;
  const readAll = async (stop?: AbortSignal): Promise<boolean> => {
    for (;;) {
      const target = snapshot(factsNow);
      if (loaded.has(target)) return true;
      const day = registersToday(clock());
      const builder = companyNumberSetBuilder();
      let whole = true;
      for (const table of FLAG_ROW_TABLES) {
        let after: number | null = 0;
        while (after !== null) {
          await first(stop);
          if (stop?.aborted === true) return false;
          const from: number = after;
          const slice = snapshot(() => (factsNow() === target ? flagRowSlice(db, table, from, day) : null));
          if (slice === null) { whole = false; break; } // a publish: read the new version
          for (const [country, regcode] of slice.companies) builder.add(country, regcode);
          after = slice.next;
          await nextTurn();
        }
        if (!whole) break;
      }
      if (whole) {
        // Each country's numbers sorted in a turn of its own, as the slices are read.
        for (const country of builder.countries()) {
          if (stop?.aborted === true) return false;
          builder.sort(country);
          await nextTurn();
        }
        loaded.set(target, { set: builder.build(), day });
        return true;
      }
    }
  };
  const load = (stop?: AbortSignal) => (running ??= readAll(stop).finally(() => { running = null; }));
  return {
    of: (facts) => loaded.get(facts) ?? null,
    load,
    follow: (stop, everyMs) => followVersions(load, stop, everyMs),
  };
}
