// Whether a listed person's name is a transliteration of a Ukrainian, Russian or Belarusian one, as
// far as its letters tell: the rules that read a Ukrainian `y` as the Russian `i` (or the other way)
// are for such names alone. An English or Welsh name is written in Latin letters by its bearer's own
// document, so a `y` where the register writes `i` (`Glyn EVANS`, `Glin Evans`) is another
// spelling of the name, perhaps another person's, not a transliteration to read through.
import { isGivenNameOfTable } from './sanctions-name-ukrainian.ts';

// A surname's Slavic suffix in the Latin letters the lists write (Shevchenko, Kovalchuk, Melnyk,
// Yanukovych, Petrov, Ivanova, Lebedev, Kolomoiskyi, Zelenska), in a word of five letters or more
// (a shorter one ending so is as often a name of its own: `Eva`, `Lev`). `-in` (Putin, but Martin,
// Kevin) is left out: such a name is found by its given name.
const SLAVIC_SURNAME = /(?:enko|chuk|iuk|yuk|nyk|vych|vich|ovych|evych|ov|ova|ev|eva|iev|ieva|skyi|skiy|skii|sky|ska|skaya|tskyi|tsky)$/;
const CYRILLIC = /[\u0400-\u04ff]/;
// Given names of one form in Ukrainian and Russian, which the table of forms does not hold (it holds
// the names whose forms differ): `Ivan KYVA`, `Taras KYVA` are Slavic names by their given name alone.
export const SLAVIC_GIVEN: ReadonlySet<string> = new Set([
  'ivan', 'taras', 'ostap', 'yaroslav', 'stepan', 'ruslan', 'vladyslav', 'vladislav', 'vsevolod', 'sviatoslav', 'svyatoslav',
  'stanislav', 'rostyslav', 'rostislav', 'zakhar', 'nazar', 'oksana', 'olesia', 'olesya', 'zhanna', 'ivanna', 'yaroslava',
]);

/**
 * Whether a listed name (as the list writes it, and its folded comparison words) is a Slavic name's
 * transliteration: written in Cyrillic, or holding a given name of the table of Ukrainian and Russian
 * forms (`Illia`, `Denys`, `Mykhailo`, `Ilya`) or of one form in both (`Ivan`, `Taras`), or a Slavic
 * surname's suffix (`Kyrylenko`, `Petrov`).
 */
export function isSlavicTransliteration(name: string, words: readonly string[]): boolean {
  if (CYRILLIC.test(name)) return true;
  return words.some((w) => isGivenNameOfTable(w) || SLAVIC_GIVEN.has(w) || (w.length >= 5 && SLAVIC_SURNAME.test(w)));
}

// The Estonian register writes a Russian name's `ы` `õ` (Быков `Bõkov`, Лысенко `Lõssenko`), which
// folding reads `o`: against a listed Slavic name that made `Bõkov` the listed Боков (`BOKOV`) and
// left Быков (`BYKOV`) a typo. Between consonants alone: `ы` follows a consonant and a vowel hardly
// follows it, while an Estonian name's own `õ` is as often before one (`Kõiv`, `Mõis`).
const CONSONANT = 'bcdfghjklmnpqrstvwxzšž';
const O_TILDE_FOR_Y = new RegExp(`(?<=[${CONSONANT}])õ(?=[${CONSONANT}])`, 'g');

/**
 * A person's name as the register writes it, its Estonian `õ` between consonants read as the Russian
 * `ы`, `y` (`Lõssenko` as `lyssenko`), in the comparison words `toWords` makes of it; null where it writes none.
 */
export function russianYOfEstonianOTilde(name: string, toWords: (name: string) => string[]): string[] | null {
  const lower = name.normalize('NFC').toLowerCase();
  if (!lower.includes('õ')) return null;
  const read = lower.replace(O_TILDE_FOR_Y, 'y');
  return read === lower ? null : toWords(read);
}

// A Russian surname's `-in`, `-yn` (Рыбин `Rõbin`), which SLAVIC_SURNAME leaves out for a listed
// name (`Martin`), counts here: an Estonian word hardly ends so once its `õ` is read `y`.
const SLAVIC_SURNAME_OR_IN = /(?:[iy]n)$/;

/**
 * Whether a word the register writes with `õ` between consonants, that `õ` read `y`, is a Slavic
 * one (`Bõkov` as `bykov`, `Lõssenko`, `Rõbin`): then the `õ` is the Russian `ы` alone. Otherwise it
 * may be an Estonian word's own `õ` (`Põld`, `Kõrv`, `Sõber`), which an English list writes `o`,
 * whatever Slavic given name stands beside it (`Ivan Põld`).
 */
export function estonianOTildeIsRussianY(name: string, toWords: (name: string) => string[]): boolean {
  return name.normalize('NFC').toLowerCase().split(/[\s-]+/).some((word) => {
    const read = word.replace(O_TILDE_FOR_Y, 'y');
    return read !== word && toWords(read).some((w) => isGivenNameOfTable(w) || SLAVIC_GIVEN.has(w)
      || (w.length >= 5 && (SLAVIC_SURNAME.test(w) || SLAVIC_SURNAME_OR_IN.test(w))));
  });
}
