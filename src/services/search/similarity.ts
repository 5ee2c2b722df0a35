// Trigram similarity for the typo fallback: each word padded like pg_trgm (two spaces before,
// one after), so short words and word starts weigh in.
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

export interface Similarity {
  /** Share of the query's trigrams found in the name. */
  coverage: number;
  /** Dice coefficient of the two trigram sets. */
  dice: number;
}

export function similarity(query: string, name: string): Similarity {
  const a = trigrams(query);
  const b = trigrams(name);
  if (a.size === 0 || b.size === 0) return { coverage: 0, dice: 0 };
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return { coverage: shared / a.size, dice: (2 * shared) / (a.size + b.size) };
}

/** The best similarity of a query to any of a company's names. */
export function bestSimilarity(query: string, names: string[]): Similarity {
  let best: Similarity = { coverage: 0, dice: 0 };
  for (const name of names) {
    const s = similarity(query, name);
    if (s.coverage + s.dice > best.coverage + best.dice) best = s;
  }
  return best;
}

/**
 * Close enough to be offered as a probable typo: most of what was typed is in the name (a long
 * name may hold much more), or half of it with names of similar length (a swapped pair of
 * letters breaks half the trigrams of a short word: `nokai`/`nokia`).
 */
export function isProbableTypo(s: Similarity): boolean {
  return s.coverage >= 0.6 || (s.coverage >= 0.5 && s.dice >= 0.5);
}
