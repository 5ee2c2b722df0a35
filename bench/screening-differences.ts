// What two screenings of one store wrote differently (bench/screening-ab.ts): the matches one wrote
// and the other did not, and those both wrote whose score, ground or evidence changed, each named by
// its company and its entry, so a change to the rules can say which of the demo's matches it moved.

/** One row of sanction_matches, with the company's name and the entry's as the store holds them. */
export interface ScreenedMatch {
  country: string; regcode: string; companyName: string | null;
  list: string; entryId: string; entryName: string | null;
  matchedOn: string; matchedName: string | null; score: number; features: string;
}

export interface MatchDifferences { added: string[]; removed: string[]; changed: string[] }

// Screening keeps the best match per company and entry: that pair names a row.
const keyOf = (m: ScreenedMatch) => `${m.country} ${m.regcode} ${m.list} ${m.entryId}`;

const described = (m: ScreenedMatch) =>
  `${m.country} ${m.regcode} ${m.companyName ?? '(no name)'}: ${m.list} ${m.entryId} ${m.entryName ?? '(no entry)'}`;

const ground = (m: ScreenedMatch) => `${m.matchedOn} ${m.score.toFixed(3)}${m.matchedName ? ` as ${m.matchedName}` : ''}`;

/**
 * The rows `b` wrote that `a` did not (`added`), those `a` wrote that `b` did not (`removed`), and
 * those both wrote that differ (`changed`: the score, the ground, the name matched, or only the
 * evidence), each one line, in the order of their company and entry.
 */
export function matchDifferences(a: readonly ScreenedMatch[], b: readonly ScreenedMatch[]): MatchDifferences {
  const before = new Map(a.map((m) => [keyOf(m), m]));
  const after = new Map(b.map((m) => [keyOf(m), m]));
  const out: MatchDifferences = { added: [], removed: [], changed: [] };
  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const [x, y] = [before.get(key), after.get(key)];
    if (x === undefined) out.added.push(`${described(y!)}, ${ground(y!)}`);
    else if (y === undefined) out.removed.push(`${described(x)}, ${ground(x)}`);
    else if (ground(x) !== ground(y)) out.changed.push(`${described(y)}, ${ground(x)} -> ${ground(y)}`);
    else if (x.features !== y.features) out.changed.push(`${described(y)}, ${ground(y)}, features ${x.features} -> ${y.features}`);
  }
  return out;
}
