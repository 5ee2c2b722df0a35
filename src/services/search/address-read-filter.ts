// Results left out by what their address holds, which the search image does not keep word by word:
// the addresses of the candidates in doubt are read from the result rows, a page's worth at a time.
import type { Database } from '../../store/open.ts';
import { resultAddresses, resultKey } from '../../store/search-read.ts';
import type { Candidate } from './rank.ts';

/**
 * The ranked results without those whose address `leftOut` says is no answer, of the candidates
 * `doubtful` gives a reason to read (null for the others); `limit` results kept where the list
 * holds them. The addresses are read in one statement for the page, and once more for each page's
 * worth left out; none where no candidate is in doubt.
 */
export function withoutByAddress<T extends { c: Candidate }, D>(
  db: Database, ranked: T[], limit: number, doubtful: (r: T) => D | null, leftOut: (address: string, why: D) => boolean,
): T[] {
  const left = new Set<T>();
  const read = new Set<T>();
  let end = Math.min(ranked.length, limit);
  for (;;) {
    const inDoubt = new Map<T, D>();
    for (const r of ranked.slice(0, end)) {
      if (read.has(r)) continue;
      read.add(r);
      const why = doubtful(r);
      if (why !== null) inDoubt.set(r, why);
    }
    if (inDoubt.size > 0) {
      const addresses = resultAddresses(db, [...inDoubt.keys()].map(({ c }) => resultKey(c.country, c.doc)));
      for (const [r, why] of inDoubt) {
        const address = addresses.get(resultKey(r.c.country, r.c.doc));
        if (address !== undefined && leftOut(address, why)) left.add(r);
      }
    }
    // A page without those left out: read on past them where the list goes on.
    const next = Math.min(ranked.length, limit + left.size);
    if (next <= end) break;
    end = next;
  }
  return left.size === 0 ? ranked : ranked.filter((r) => !left.has(r));
}
