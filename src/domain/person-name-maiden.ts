// A person's name typed with the surname they were born with after it, as a woman's is written on
// a contract or in a press article: `Kadri Mets, née Tamm`, Latvian `dz. Ozola`, Estonian `sünd.`,
// Finnish `o.s.`, Swedish `f.`, German `geb.`, Russian `урожд.`. The registers name the person by
// either name, each role as it was registered: an office taken before the marriage under the maiden
// name, one since under the married name. Both are the person's names, never two people's.

// The words that write a maiden name after the name, folded as written (one person's: a comma
// before them does not join two names, person-name-typed.ts).
export const MAIDEN_NAME_MARKS = new Set(['nee', 'née', 'born', 'dz', 'dzim', 'dzimusi', 'os', 'o', 'f', 'fodd', 'född', 'geb', 'geborene',
  'sund', 'sünd', 'sundinud', 'sündinud', 'neiuna', 'урожд', 'урожденная', 'урождённая', 'в']);

// The name, then the mark (`o.s.` written with or without its stops and space) beginning a word,
// then one surname, in parentheses or not. A word ending in a mark's letters (`Rolf`, `Grönroos`)
// is no mark: `Karl Rolf Lindqvist` was read as `Karl Rol`, born `Lindqvist`, and found a Karl
// Lindqvist born that day.
const WITH_MAIDEN_NAME = /^(.+?)(?:[\s,]+\(?|\()\s*(n[ée]e|born|dz(?:im(?:usi)?)?|o\.?\s?s|f|f[öo]dd|geb(?:orene)?|s[üu]nd(?:inud)?|neiuna|урожд(?:[её]нная)?)(?![\p{L}])\.?[\s:]*([\p{L}][\p{L}'’-]*)\s*\)?\s*$/iu;

const CASE_KEPT = new Set(['f', 'born', 'os']);

/** Whether a name part holds two words of letters or more: a given name and a surname. */
const twoWords = (part: string) => part.split(/[\s,.]+/).filter((w) => /\p{L}/u.test(w)).length >= 2;

/**
 * The name typed with a maiden name after it (as typedPersonName gives it), read as the person's
 * two names: `name` as typed before the mark, and `born`, the names the person was born with, each
 * word of that name in turn replaced by the maiden surname (`Kadri Mets, née Tamm`: `Tamm Mets` and
 * `Kadri Tamm`, so a name typed surname first, `Mets Kadri, dz. Tamm`, is read alike; the birth date
 * tells which is someone's). Null where the text holds no maiden name after a name of two words.
 */
export function maidenNameRead(typed: string): { name: string; born: string[] } | null {
  const found = WITH_MAIDEN_NAME.exec(typed.trim());
  if (found === null) return null;
  const [, name, mark, maiden] = found as unknown as [string, string, string, string];
  // `f`, `born` and `os` without its stops are read in small letters alone: in capitals they may be an
  // initial or a word of the name (`Anna F. Nilsson`, `Max Born Schmidt`).
  if (CASE_KEPT.has(mark.toLowerCase()) && mark !== mark.toLowerCase()) return null;
  if (!twoWords(name)) return null;
  const words = name.split(/[\s,]+/).filter((w) => w !== '');
  const born = words.map((_, i) => words.map((w, j) => (i === j ? maiden : w)).join(' '));
  return { name: name.replace(/[\s,]+$/, ''), born };
}
