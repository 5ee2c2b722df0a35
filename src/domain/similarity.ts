// Whether a name is a probable typo of the query (search). Candidate reads only propose names;
// this decides, word by word, with the optimal-string-alignment distance (a swapped pair of letters
// counts as one edit: `nokai` → `nokia`).

/** Edits allowed in a word of this length: short words must be exact, long ones may hold two. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  if (length <= 13) return 2;
  return 3;
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Whether a name word is within the edits a query word's length allows. */
function withinEdits(q: string, w: string): boolean {
  const max = allowedEdits(q.length);
  return editDistance(q, w, max) <= max;
}

/**
 * The edits that turn the query words into words of the name, each query word meeting its own
 * name word (order-free; unless `wholeWords`, the last query word may meet the beginning of a
 * longer word, as one being typed). null when some word is further off than its length allows.
 */
function wordEdits(words: string[], nameWords: string[], wholeWords = false): number | null {
  const used = new Set<number>();
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const q = words[i]!;
    const max = allowedEdits(q.length);
    let best = max + 1;
    let bestAt = -1;
    nameWords.forEach((w, at) => {
      if (used.has(at)) return;
      let d = editDistance(q, w, max);
      if (!wholeWords && i === words.length - 1 && w.length > q.length) d = Math.min(d, editDistance(q, w.slice(0, q.length), max));
      if (d < best) { best = d; bestAt = at; }
    });
    if (bestAt === -1) return null;
    used.add(bestAt);
    total += best;
  }
  return total;
}

/**
 * The edits between the query with its spaces dropped and a run of neighbouring name words with
 * theirs dropped, or the beginning of such a run (as a last word being typed may be the beginning
 * of a longer one): `rigaskoks` meets `Rīgas Koks` and `Rīgas Koks Serviss`, `nord invest` meets
 * `Nordinvest Baltic`. `fromFirst`: only runs from the name's first word. null when no run is that
 * close.
 */
function runEdits(joined: string, nameWords: string[], fromFirst = false): number | null {
  const max = allowedEdits(joined.length);
  let best = max + 1;
  for (let from = 0; from < (fromFirst ? 1 : nameWords.length) && best > 0; from++) {
    let run = '';
    for (let to = from; to < nameWords.length; to++) {
      const shorter = run.length <= joined.length;
      run += nameWords[to]!;
      if (run.length <= joined.length + max) best = Math.min(best, editDistance(joined, run, max));
      // The first run longer than the query: its beginning is also that of every longer run.
      if (shorter && run.length > joined.length) best = Math.min(best, editDistance(joined, run.slice(0, joined.length), max));
      if (run.length > joined.length + max) break;
    }
  }
  return best <= max ? best : null;
}

/**
 * The fewest edits between the query and one of the names: word by word, or when a name has no
 * word-by-word reading, the whole text with spaces dropped against a run of its words (runEdits).
 * Word by word comes first because a run's beginning can cross a word boundary: `rigas kokss`
 * would otherwise be an exact beginning of `Rīgas Koks Serviss` (`rigaskokss…`) and outrank
 * `Rīgas Koks`, one edit away. null when no name is a probable typo.
 */
export function typoDistance(query: string, names: string[]): number | null {
  const words = query.split(' ').filter((w) => w !== '');
  if (words.length === 0) return null;
  const joined = words.join('');
  let best: number | null = null;
  for (const name of names) {
    const nameWords = name.split(' ').filter((w) => w !== '');
    if (nameWords.length === 0) continue;
    const d = wordEdits(words, nameWords) ?? runEdits(joined, nameWords);
    if (d !== null && (best === null || d < best)) best = d;
  }
  return best;
}

/**
 * Whether the query is a probable typo of the whole name, as an exact name is the name typed:
 * as many words, each within its edits of its own word of the name (`inOrder`: the word at the
 * same place; else any), or, when words were run together or split apart, the query with spaces
 * dropped within one edit of the name with spaces dropped. `pro mauznica` is the name
 * `pro maiznica` typed with a typo, not the beginning of `pro maiznica zigi`; `haapsalukook` is
 * `haapsalu kook`.
 */
export function typoIsName(query: string, name: string, inOrder = false): boolean {
  const words = query.split(' ').filter((w) => w !== '');
  const nameWords = name.split(' ').filter((w) => w !== '');
  if (words.length === 0 || nameWords.length === 0) return false;
  if (words.length === nameWords.length) {
    const met = inOrder ? words.every((q, i) => withinEdits(q, nameWords[i]!)) : wordEdits(words, nameWords, true) !== null;
    if (met) return true;
  }
  // Run together or split apart, one edit at most: the edits a long text allows would let a
  // short last word in (`pro mauznica` is two edits from `promaiznica0`).
  return editDistance(words.join(''), nameWords.join(''), 1) <= 1;
}

/**
 * Whether the query is a probable typo of the beginning of the name, as a name that starts with
 * the words typed comes first among exact matches: the query words, in the order typed, meet the
 * name's first words (the last one maybe as the beginning of a longer word), or the query with
 * spaces dropped meets a run from the name's first word. `logistka` begins `loģistika eko`, not
 * `aa loģistika`. The first letter must be right, as for the typo read: `logi stika` is two edits
 * from `aalogistika` too.
 */
export function typoBeginsName(query: string, name: string): boolean {
  const words = query.split(' ').filter((w) => w !== '');
  const nameWords = name.split(' ').filter((w) => w !== '');
  if (words.length === 0 || nameWords.length === 0 || words[0]![0] !== nameWords[0]![0]) return false;
  const inOrder = words.length <= nameWords.length && words.every((q, i) => {
    const w = nameWords[i]!;
    return withinEdits(q, w) || (i === words.length - 1 && w.length > q.length && withinEdits(q, w.slice(0, q.length)));
  });
  return inOrder || runEdits(words.join(''), nameWords, true) !== null;
}
