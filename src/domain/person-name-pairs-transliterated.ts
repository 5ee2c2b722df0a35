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
import { foldTokens } from './fold.ts';

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
