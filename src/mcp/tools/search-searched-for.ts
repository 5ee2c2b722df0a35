// The sentence beside results found by a text other than the one typed (the service's searchedFor),
// made of the text typed and searchedFor alone: which typed words were read as other words, and
// which were left out.
import { foldText } from '../../domain/fold.ts';
import { countryOfName } from '../../domain/country.ts';
import { editDistance } from '../../domain/similarity.ts';
import { companyList, unreadScriptWords, withoutEdgePunctuation } from '../../services/index.ts';
import { SEARCH_COMPANIES } from './names.ts';

/** A typed word and the words of the text searched it stands for; none where it was left out. */
interface Aligned { typed: string; read: string[]; same: boolean }

// Costs of the alignment: a word read as another costs more than one left out, so that a word of
// the text searched is matched with a typed word it is, where there is one; the more so the less
// alike they are, so that of two typed words the one read is the nearer (`JG Tranprt (Eesti)`:
// `Tranprt`, not `(Eesti)`, read as `transport`).
const LEFT_OUT = 1;
const readOtherwise = (typed: string, read: string) =>
  1.25 + 0.5 * editDistance(typed, read) / Math.max(typed.length, read.length, 1);

/**
 * The typed words aligned with the words of the text searched, in order, each of these standing
 * for one typed word: the typed word itself (with the punctuation after it the text searched
 * leaves out, `Puit:`), the same once folded (`Viru` for `viru`, a word in Cyrillic; one typed
 * word for several, `Rīgas-Koks`), or another word it was read as (`Tranprt` as `transport`);
 * other typed words are left out. Of equal alignments, the one matching the later typed words:
 * the words of a request come before the name (`Show me me Metall`). Null where the words searched
 * outnumber the typed ones.
 */
function alignTyped(typed: readonly string[], kept: readonly string[]): Aligned[] | null {
  const asTyped = alignedAsTyped(typed, kept);
  if (asTyped !== null) return asTyped;
  const n = typed.length;
  const m = kept.length;
  const typedFolded = typed.map(foldText);
  const keptFolded = kept.map(foldText);
  // How many words of the text searched, from j, typed word i is as typed or folded (0: none).
  const sameRun = (i: number, j: number): number => {
    const word = typed[i]!;
    if (word === kept[j] || withoutEdgePunctuation(word) === kept[j]) return 1;
    const folded = typedFolded[i]!;
    if (folded === '') return 0;
    const count = folded.split(' ').length;
    return j + count <= m && keptFolded.slice(j, j + count).join(' ') === folded ? count : 0;
  };
  // cost[i][j]: the least cost of aligning typed[i..] with kept[j..]; Infinity where none can.
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const step: Array<Array<'left' | 'read' | number>> = Array.from({ length: n + 1 }, () => new Array(m + 1).fill('left'));
  cost[n]![m] = 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m; j >= 0; j--) {
      // Left out first: of equal costs, a later typed word is the one matched.
      let best = LEFT_OUT + cost[i + 1]![j]!;
      let how: 'left' | 'read' | number = 'left';
      if (j < m) {
        const run = sameRun(i, j);
        if (run > 0 && cost[i + 1]![j + run]! < best) { best = cost[i + 1]![j + run]!; how = run; }
        const read = cost[i + 1]![j + 1]! === Infinity ? Infinity : readOtherwise(typedFolded[i]!, keptFolded[j]!) + cost[i + 1]![j + 1]!;
        if (read < best) { best = read; how = 'read'; }
      }
      cost[i]![j] = best;
      step[i]![j] = how;
    }
  }
  if (cost[0]![0] === Infinity) return null;
  const out: Aligned[] = [];
  for (let i = 0, j = 0; i < n; i++) {
    const how = step[i]![j]!;
    if (how === 'left') out.push({ typed: typed[i]!, read: [], same: false });
    else if (how === 'read') out.push({ typed: typed[i]!, read: [kept[j++]!], same: false });
    else {
      out.push({ typed: typed[i]!, read: kept.slice(j, j + how), same: true });
      j += how;
    }
  }
  return out;
}

/**
 * The alignment where every word searched is a typed word as typed, matched from the end (most
 * texts searched: a request's words left out), without folding a word; null where one is not.
 */
function alignedAsTyped(typed: readonly string[], kept: readonly string[]): Aligned[] | null {
  const out: Aligned[] = [];
  let at = kept.length - 1;
  for (let i = typed.length - 1; i >= 0; i--) {
    const word = typed[i]!;
    const same = at >= 0 && (word === kept[at] || withoutEdgePunctuation(word) === kept[at]);
    out.push({ typed: word, read: same ? [kept[at--]!] : [], same });
  }
  return at < 0 ? out.reverse() : null;
}

/**
 * Words set off in quotes, unless they hold quotes of their own (`SIA "Rīgas Koks"`), which set them
 * off already: `"SIA "Rīgas Koks""` read as two quoted texts. A lone quote of a word cut from its
 * name (`"Rigas`) is set off in single quotes.
 */
const quoted = (words: readonly string[]) => {
  const text = words.join(' ');
  const marks = text.split('"').length - 1;
  return marks === 0 ? `"${text}"` : marks % 2 === 0 ? text : `'${text}'`;
};

/** `A`, `A and B`, `A, B and C`. */
const listed = (parts: readonly string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/**
 * A list of companies pasted whole (`SIA "Rīgas Koks"; SIA "Daugavas Enerģija"`), of which the first
 * was searched: the others named as typed, where their words told one by one as left out read
 * `the words "SIA "Daugavas Enerģija"" were left out`, and a list of three as words of parts run
 * together (`"SIA; Beta Nams SIA;" and "Nams"`).
 */
function companyListSentence(query: string, searchedFor: string): string | undefined {
  const list = companyList(query);
  if (list === null || list[0] !== searchedFor) return undefined;
  const others = list.slice(1);
  const one = others.length === 1;
  return `The text is a list of companies separated by semicolons, and a search is for one: searched for the first, ${searchedFor}; `
    + `${one ? 'the other' : `the ${others.length} others`}, ${listed(others)}, ${one ? 'was' : 'were'} left out: `
    + `send ${one ? 'it' : 'each'} to ${SEARCH_COMPANIES} on its own.`;
}

/**
 * The sentence beside results found by another text than the one typed (searchedFor): a model
 * asked `Tell me about Viru Puit` read a list found by `Viru Puit` as the whole text's, a list
 * found by fewer words than typed as of every word, and one found by `JG transport` for
 * `JG Tranprt` as of the name typed. The words read as others, then the runs of typed words left
 * out; `…, not the whole text.` where the text searched is not made so of the typed words.
 */
export function searchedForSentence(query: string, searchedFor: string | undefined, countrySet = false): string | undefined {
  if (searchedFor === undefined) return undefined;
  const list = companyListSentence(query, searchedFor);
  if (list !== undefined) return list;
  const head = `Searched for ${quoted([searchedFor])}`;
  const aligned = alignTyped(query.split(/\s+/).filter(Boolean), searchedFor.split(/\s+/).filter(Boolean));
  const readAs = (aligned ?? []).filter((a) => !a.same && a.read.length > 0);
  const runs: string[][] = [];
  (aligned ?? []).forEach((a, i, all) => {
    if (a.read.length > 0) return;
    if (i > 0 && all[i - 1]!.read.length === 0) runs[runs.length - 1]!.push(a.typed);
    else runs.push([a.typed]);
  });
  if (readAs.length === 0 && runs.length === 0) return `${head}, not the whole text.`;
  const parts: string[] = [];
  if (readAs.length > 0) {
    parts.push(`the word ${quoted([readAs[0]!.typed])} was read as ${quoted(readAs[0]!.read)}` +
      readAs.slice(1).map((a) => ` and ${quoted([a.typed])} as ${quoted(a.read)}`).join(''));
  }
  if (runs.length > 0) {
    const one = runs.length === 1 && runs[0]!.length === 1;
    parts.push(`the word${one ? '' : 's'} ${runs.map((r) => quoted(r)).join(' and ')} ${one ? 'was' : 'were'} left out`);
  }
  // Words of a script the search does not read (`Rīgas Κοκς`): a model wrote the name again so.
  const unread = unreadScriptWords(query);
  const why = unread.length === 0 ? '' : ` ${unread.map((w) => `"${w}"`).join(', ')} ${unread.length === 1 ? 'is' : 'are'} in letters the search `
    + 'does not read: it reads Latin and Cyrillic alone; write the name in Latin letters as its register does.';
  return `${head}: ${parts.join('; ')}.${why}${countrySet ? '' : countryLeftOut(runs)}`;
}

/**
 * A country's name left out (`Baltic Transprt (Eesti)`, `… Estonia`): the list is of every country,
 * and a model asked about the Estonian company reported a Lithuanian namesake listed among them as
 * found for it. Said with the country to set, where none is.
 */
function countryLeftOut(runs: readonly string[][]): string {
  for (const run of runs) {
    const words = run.join(' ').replace(/[()[\]{},.;:]/g, ' ').trim();
    const country = words === '' ? null : countryOfName(words);
    if (country !== null) return ` "${words}" names ${country}: set country ${country} to list its companies alone.`;
  }
  return '';
}
