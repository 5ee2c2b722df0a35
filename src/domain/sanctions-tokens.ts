// Word-level similarity shared by entity and person matching.

/** Edit distance, giving up (returning max + 1) as soon as it must exceed `max`. */
/**
 * What putting one letter for another costs: 1, or what a caller weighs (sanctions-persons.ts, a
 * consonant for another 2); `i` and `j` are the letters' places in the two words.
 */
export type SubstitutionCost = (x: string, y: string, i: number, j: number) => number;
const ONE_FOR_ANOTHER: SubstitutionCost = () => 1;

/** What adding or dropping a letter costs (at least 1): the word it is of (`a` or `b`'s) and its place there. */
export type GapCost = (word: string, at: number) => number;
const ONE_GAP: GapCost = () => 1;

export function boundedLevenshtein(a: string, b: string, max: number, substitution: SubstitutionCost = ONE_FOR_ANOTHER, gap: GapCost = ONE_GAP): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = [0];
  for (let j = 1; j <= b.length; j++) prev.push(prev[j - 1]! + gap(b, j - 1));
  for (let i = 1; i <= a.length; i++) {
    const cur = [prev[0]! + gap(a, i - 1)];
    let rowMin = cur[0]!;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + gap(a, i - 1), cur[j - 1]! + gap(b, j - 1),
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : substitution(a[i - 1]!, b[j - 1]!, i - 1, j - 1)));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * How alike two folded words are: 1 equal; 0.95 equal but for a Baltic ending `s` (`ivanovs`,
 * `ivanov`); 0.9 one edit apart (both 5+ letters); 0.8 two edits (both 8+); else 0.
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 3 && (a === b + 's' || b === a + 's')) return 0.95;
  if (/\d/.test(a) || /\d/.test(b)) return 0; // numbers match exactly or not at all
  if (shorter >= 5 && boundedLevenshtein(a, b, 1) <= 1) return 0.9;
  if (shorter >= 8 && boundedLevenshtein(a, b, 2) <= 2) return 0.8;
  return 0;
}

export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
