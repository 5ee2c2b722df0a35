// A person's name with a given name left out or added, or a given name as its initial: a news
// article or a CV writes `Matti Virtanen` or `Jānis K. Bērziņš` for the person a register lists as
// `Matti Juhani Virtanen` or `Bērziņš Jānis Kārlis`, and a passport may hold a second given name
// a register left out. The person check tries this reading only when the name as typed and its
// other readings find no one born that day (services/persons.ts); the birth date must still match.
//
// A double name typed as one word, its hyphen dropped (`Annaliisa Kask` for `Anna-Liisa Kask`, as
// a form taking letters alone or a hasty hand writes it), is read so too: the register's two words
// joined in either order are that word (nameWithin), found among the names born that day the
// person check reads once for this reading, not by a probe of the index for each way to split it.
//
// What keeps namesakes apart: every word of the shorter name must be a word of the longer, each
// once (`Jānis Bērziņš` is not within `Jānis Bērziņa`, Latvian and Lithuanian gendered forms are
// other words); two whole words of it at least (`J. Bērziņš` is within no one's name); and two
// fuller names that cannot be one person's (`Matti Juhani Virtanen`, `Matti Kalevi Virtanen`,
// neither within the other) leave a shorter name within both unanswered. Two fuller names one of
// which is within the other as a register writes it (`Sergei Viktor Petrov` in Estonia,
// `Petrovs Sergejs Viktors` in Latvia: domain/name-transliterations.ts) are one person's, as the
// person check reads the typed name in every register's spelling together.
import { personCheckNameKeys } from './name-transliterations.ts';
import { foldTokens } from './fold.ts';

/** Whether `word` is an initial (one letter, as `K.` folds) of `full`. */
const initialOf = (word: string, full: string) => word.length === 1 && full.length > 1 && full[0] === word;

/**
 * Whether every word of `inner` is a word of `outer`, each word of `outer` standing for one word
 * of `inner` at most, an initial of `inner` standing for an `outer` word it begins, and at least
 * two whole words of `inner` are words of `outer`. Words are folded (domain/fold.ts).
 */
export function nameWithin(inner: readonly string[], outer: readonly string[]): boolean {
  return (wordsMatched(inner, outer)?.whole ?? 0) >= 2;
}

/**
 * Whether `typed` is `name` word for word but for a double name typed as one word, its hyphen or
 * space dropped (`katiriin saar` for `kati riin saar`), or the other way round: the same name in
 * full, no word added, left out or written as its initial, as a candidate (a role without a birth
 * date) is matched by the name in full. Words are folded.
 */
export function joinedAsTyped(typed: readonly string[], name: readonly string[]): boolean {
  const same = (inner: readonly string[], outer: readonly string[]) => {
    const matched = wordsMatched(inner, outer);
    return matched !== null && matched.joined > 0 && matched.initials === 0 && matched.left === 0;
  };
  return same(typed, name) || same(name, typed);
}

/**
 * How the words of `inner` stand for words of `outer` (nameWithin): how many whole words, how
 * many joined double names and initials, and how many words of `outer` are left; null where a
 * word of `inner` stands for none.
 */
function wordsMatched(inner: readonly string[], outer: readonly string[]): { whole: number; joined: number; initials: number; left: number } | null {
  if (inner.length > outer.length) return null;
  const left = [...outer];
  const initials: string[] = [];
  let whole = 0;
  const joined: string[] = [];
  for (const word of inner) {
    const at = left.indexOf(word);
    if (at >= 0) {
      left.splice(at, 1);
      if (word.length > 1) whole++;
    } else if (word.length === 1) initials.push(word);
    else joined.push(word);
  }
  // A double name typed as one word, its hyphen dropped (`Annaliisa` for `Anna-Liisa`): two whole
  // words of `outer` left, joined in either order (the key keeps no order of words). After the
  // whole words, so that neither takes a word the name holds on its own.
  for (const word of joined) {
    const parts = joinedParts(word, left);
    if (parts === null) return null;
    for (const part of parts) left.splice(left.indexOf(part), 1);
    whole++;
  }
  // Initials after the whole words, so that `K` never takes the `Kārlis` a whole word needs.
  for (const initial of initials) {
    const at = left.findIndex((w) => initialOf(initial, w));
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return { whole, joined: joined.length, initials: initials.length, left: left.length };
}

/** Two of `words`, each of two letters or more, that `word` is, joined in either order; null if none. */
function joinedParts(word: string, words: readonly string[]): [string, string] | null {
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    if (first.length < 2 || first.length > word.length - 2 || !word.startsWith(first)) continue;
    const rest = word.slice(first.length);
    const j = words.findIndex((w, k) => k !== i && w === rest);
    if (j >= 0) return [first, rest];
  }
  return null;
}

/**
 * The typed words (of two letters or more) by their first and by their last letter: a word that
 * begins or ends another shares its first or last letter, so each name of the day is compared
 * with those alone, not with every word of a few dozen readings.
 */
interface TypedWords { words: readonly string[]; all?: ReadonlySet<string>; byFirst?: Map<string, string[]>; byLast?: Map<string, string[]> }
/** The typed words, indexed at their first comparison (most days hold few names, or none). */
function indexed(typed: TypedWords): Required<TypedWords> {
  if (typed.all === undefined) {
    const all = new Set(typed.words);
    const byFirst = new Map<string, string[]>();
    const byLast = new Map<string, string[]>();
    for (const t of all) {
      if (t.length < 2) continue;
      byFirst.get(t[0]!)?.push(t) ?? byFirst.set(t[0]!, [t]);
      byLast.get(t[t.length - 1]!)?.push(t) ?? byLast.set(t[t.length - 1]!, [t]);
    }
    Object.assign(typed, { all, byFirst, byLast });
  }
  return typed as Required<TypedWords>;
}

/** Whether a word of a name stands in the typed words, or is part of one joined or holds one (`anna` of `annaliisa`). */
function touches(word: string, typedWords: TypedWords): boolean {
  const typed = indexed(typedWords);
  if (typed.all.has(word)) return true;
  for (const t of typed.byFirst.get(word[0]!) ?? []) if (t.length > word.length ? t.startsWith(word) : word.startsWith(t)) return true;
  for (const t of typed.byLast.get(word[word.length - 1]!) ?? []) if (t.length > word.length ? t.endsWith(word) : word.endsWith(t)) return true;
  return false;
}

/** Whether one of two names, as folded words, is within the other (nameWithin). */
export function namesOfOnePerson(a: readonly string[], b: readonly string[]): boolean {
  return nameWithin(a, b) || nameWithin(b, a);
}

/**
 * Whether two name keys may be one person's: one within the other (namesOfOnePerson), as written
 * or as a register writes one of them (`petrov sergei viktor` and `petrovs sergejs viktors`).
 */
function namesOfOnePersonRead(a: string, b: string): boolean {
  const within = (key: string, other: readonly string[]) => personCheckNameKeys(key).some((r) => namesOfOnePerson(r.split(' '), other));
  return within(a, b.split(' ')) || within(b, a.split(' '));
}

/**
 * Of the names of the people born on the day asked for (`candidates`, order-free name keys), those
 * one of the typed name's readings (`typed`, name keys) is within, or that are within one of them,
 * and that `listed` keeps (asked only of those: a name whose every role is in a company the
 * store does not hold is listed nowhere, and makes the typed name neither found nor ambiguous).
 * `ambiguous` when two of them cannot be one person's name, in any register's spelling: the typed
 * name is then answered by none. `guesses`, keys made up of letters the name may have been typed
 * without (a Finnish name's letters typed single: `Пека Хейкинен` read `heikkinen pekka`), are read
 * so only where the readings are within no name and hold none, and none was ambiguous: a guess
 * never takes the place of a name the readings match. `loosely`, last, whether a name of the day
 * is the typed one with more letters typed single or plain than the guesses hold (a Finnish name
 * typed in Cyrillic: domain/estonian-in-cyrillic.ts, finnishTypedLoosely): word for word, none
 * left out, read so only where neither the readings nor the guesses answer.
 */
export function fullerOrShorterNames(
  typed: readonly string[], candidates: Iterable<string>, listed: (key: string) => boolean = () => true,
  guesses: readonly string[] = [], loosely: ((words: readonly string[]) => boolean) | null = null, joined: readonly string[][] = [],
): { keys: string[]; ambiguous: boolean } {
  // The readings, then the guesses, each compared in the one walk of the names of the day.
  const sets = [typed, guesses].filter((keys) => keys.length > 0).map((keys) => {
    const readings = keys.map((key) => key.split(' '));
    return { readings, words: { words: readings.flat() } as TypedWords, within: [] as string[] };
  });
  const loose: string[] = [];
  for (const key of candidates) {
    const words = key.split(' ');
    for (const set of sets) {
      // Most names of the day share no two words with the typed name, nor one and a part of a word
      // typed joined: those are passed over at once.
      let shared = 0;
      for (const w of words) if (w.length > 1 && touches(w, set.words)) shared++;
      if (shared >= 2 && set.readings.some((r) => namesOfOnePerson(r, words))) set.within.push(key);
    }
    if (loosely !== null && loosely(words)) loose.push(key);
  }
  let found = { keys: [] as string[], ambiguous: false };
  for (const within of [...sets.map((set) => set.within), loose]) {
    found = oneOrNone(fewestTakenApart(within.filter(listed), joined));
    if (found.keys.length > 0 || found.ambiguous) break;
  }
  return found;
}

/**
 * The folded parts of each word of a typed name its hyphen joins, a double given name or surname
 * (`Mari-Liis Kask-Tamm` gives `mari liis` and `kask tamm`); the name keys keep no hyphen.
 */
export function hyphenedWords(typed: string): string[][] {
  return typed.split(/[\s,]+/u).filter((word) => /\p{L}[-\u2010\u2011]\p{L}/u.test(word)).map(foldTokens).filter((parts) => parts.length > 1);
}

/**
 * Of the names found, those taking apart fewest of the words the typed name joins with a hyphen
 * (`joined`, hyphenedWords), holding a part of one without the rest: typed `Mari-Liis Kask-Tamm`,
 * `Mari-Liis Kask` (a surname less) and `Liis Kask` (a given name's half and a surname less), born
 * the same day, were both listed as the person's, the key of neither holding the hyphen; `Mari-Liis`
 * is one given name, so `Mari-Liis Kask` alone is.
 */
function fewestTakenApart(keys: string[], joined: readonly string[][]): string[] {
  if (joined.length === 0 || keys.length < 2) return keys;
  const apart = keys.map((key) => {
    const words = new Set(key.split(' '));
    return joined.filter((parts) => parts.some((p) => words.has(p)) && !parts.every((p) => words.has(p))).length;
  });
  const fewest = Math.min(...apart);
  return keys.filter((_, i) => apart[i] === fewest);
}

/** The names, or none and `ambiguous` where two of them cannot be one person's. */
function oneOrNone(keys: string[]): { keys: string[]; ambiguous: boolean } {
  const ambiguous = keys.some((a, i) => keys.some((b, j) => j > i && !namesOfOnePersonRead(a, b)));
  return ambiguous ? { keys: [], ambiguous } : { keys, ambiguous };
}
