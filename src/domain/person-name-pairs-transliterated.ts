// The readings of a name of Russian origin (name-transliterations.ts) read a typed `ch`, `sh` and `zh`
// (ч, ш, ж as English writes them) as the registers write those letters, `č`, `š`, `ž` (Estonian
// `tš` for ч), folded to `c`, `s`, `z`: `Vyacheslav Shevchenko` finds `Vjačeslavs Ševčenko`. The
// folded key is also the key of a name whose own letters are the plain ones: `Christina Kask` was
// read as `Cristina Kask` too and, before any reading of letter pairs, found a Cristina Kask born
// that day as the person (her roles listed beside Christina's, or in their place), as `Michael Kask`
// found a `Micael Kask`. A key so read is now the person only where a register's name under it
// holds a marked letter (or the pair itself) for each pair typed: `Černovs`, `Tšernov` for
// `Chernov`, never `Cristina` for `Christina`. Counted, not placed: the readings also change a
// name's ending and vowels, so which register letter a typed pair became is not kept.
// A name found with a word more typed than the register writes (a Russian name's patronymic,
// `Dmitry Ivanovich Smirnov` for `Smirnovs Dmitrijs`, whom no register writes with one) asks only
// for the pairs of the words the register's name holds: the `ch` of `Ivanovich` is written nowhere.
import { foldTokens } from './fold.ts';
import { personCheckNameKeys } from './name-transliterations.ts';

const PAIRS = /shch|ch|sh|zh/g;
const MARKED = /[čšž]/gu;

/** How many of `ch`, `sh`, `zh` a folded text holds (`shch` two). */
function pairCount(folded: string): number {
  let count = 0;
  for (const m of folded.matchAll(PAIRS)) count += m[0] === 'shch' ? 2 : 1;
  return count;
}

const CYRILLIC = /[\u0400-\u04FF]/u;

/**
 * How many letter pairs of a typed name its readings read as one letter, which the check must find
 * written (none: every key may be the person). A name typed in Cyrillic has none of its own: its
 * ш is one letter, whatever a feminine surname does with it (`Клявиньш Иева`, `Kļaviņa Ieva`).
 */
export function typedPairs(name: string): number {
  const nfc = name.normalize('NFC');
  return CYRILLIC.test(nfc) ? 0 : pairCount(foldTokens(nfc).join(' '));
}

/**
 * Whether a register's name writes, for `pairs` pairs typed, as many marked letters `č`, `š`, `ž`
 * or the pairs themselves (`Chodorkovskij`, Lithuanian for х).
 */
export function writesTypedPairs(pairs: number, registerName: string): boolean {
  if (pairs === 0) return true;
  const marked = registerName.normalize('NFC').toLowerCase().match(MARKED)?.length ?? 0;
  return marked + pairCount(foldTokens(registerName.normalize('NFC')).join(' ')) >= pairs;
}

/**
 * How many of the pairs typed (typedPairs) a register's name found with a word more typed than it
 * holds must write: those of the typed words that are, as typed or as a register writes them, a
 * word of its name or two of its words joined (`christina` is the register's `cristina`,
 * `christinamaria` its `Cristina Maria` typed as one word), where the words that are none are no
 * more than the words typed more (`ivanovich` of `Dmitry Ivanovich Smirnov`, no word of `Smirnovs
 * Dmitrijs`); every pair typed where they are more (`Klavinjsh` of `Dace Klavinjsh` is the
 * register's `Klavina` in another form, no word more).
 */
export function typedPairsHeld(name: string, registerName: string): number {
  const nfc = name.normalize('NFC');
  if (CYRILLIC.test(nfc)) return 0;
  const registerWords = foldTokens(registerName.normalize('NFC'));
  const held = new Set(registerWords);
  const isHeld = (reading: string) => held.has(reading)
    || [...reading].some((_, i) => i > 1 && i < reading.length - 1 && held.has(reading.slice(0, i)) && held.has(reading.slice(i)));
  const typed = foldTokens(nfc);
  // An initial stands for a word it begins (person-name-fuller.ts): no word more.
  const more = typed.filter((word) => word.length > 1 && !personCheckNameKeys(word).some(isHeld));
  const all = pairCount(typed.join(' '));
  return more.length <= typed.length - registerWords.length ? all - pairCount(more.join(' ')) : all;
}
