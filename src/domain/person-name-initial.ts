// A middle initial typed beside a full given name and surname (`Kadri K. Mets`, `Mets Kadri K`), as
// a signature or a form with a middle-name field writes it. A candidate (a role whose register gives
// no birth date, most Estonian roles since November 2024) is matched by the name in full, so the
// initial, a word no register writes, left every candidate of `Kadri Mets` out. The candidates are
// read by the name without it too: there the register gives no middle name, so none disagrees with
// the initial. A register's name with a middle name (`Kadri Kristiina Mets`) is never a candidate of
// the name without it; the initial is compared with a middle name only for the people born the day
// asked (person-name-fuller.ts), where the birth date confirms the person.

// A word of the name: what separates them (spaces, a comma, the stop after an initial).
const WORD_SEPARATORS = /[\s,.]+/u;
// One letter, with its marks: an initial.
const isInitial = (word: string) => [...word.normalize('NFC')].filter((ch) => /\p{L}/u.test(ch)).length === 1 && !/[\p{N}]/u.test(word);

/**
 * The name without its initials, where two whole words or more are left and an initial was typed
 * beside them (`Kadri K. Mets` → `Kadri Mets`); null otherwise (`K. Mets`, a name of no initial).
 */
export function withoutMiddleInitials(typed: string): string | null {
  const words = typed.split(WORD_SEPARATORS).filter((w) => w !== '');
  const whole = words.filter((w) => !isInitial(w));
  if (whole.length < 2 || whole.length === words.length) return null;
  return whole.join(' ');
}

/**
 * The name without the initials typed before its first whole given name (`J. Pēteris Bērziņš`,
 * `Bērziņš, J. Pēteris`: a first given name cut to its initial, the name the person goes by written
 * whole), where two whole words or more are left; null otherwise. Such an initial is a given name
 * the register may write or not: read without it, the name finds `Pēteris Kārlis Bērziņš` as
 * `Pēteris Bērziņš` does (a given name left out), where the initial, no word the register writes
 * beginning with J, left no one found (services/persons.ts reads this only then).
 */
export function withoutInitialsBeforeGivenName(typed: string): string | null {
  const comma = typed.indexOf(',');
  const [before, after] = comma < 0 ? ['', typed] : [typed.slice(0, comma), typed.slice(comma + 1)];
  const words = after.split(WORD_SEPARATORS).filter((w) => w !== '');
  let first = 0;
  while (first < words.length && isInitial(words[first]!)) first++;
  if (first === 0) return null;
  const left = [...before.split(WORD_SEPARATORS), ...words.slice(first)].filter((w) => w !== '');
  return left.filter((w) => !isInitial(w)).length >= 2 ? left.join(' ') : null;
}
