// An apostrophe inside a name word, which folding reads as a space (fold.ts): a soft sign written
// so (`Grigor'ev`, `Ol'ga`, `Natal'ia`, as many Latin spellings of `ь` do) or the Ukrainian
// apostrophe (`Мар'яна`, `Mar'iana`). Split there, `Grigor'ev Sergei` is the words `grigor ev
// sergei`, which no register writes: the Latvian register writes `Grigorjevs`, the Estonian
// `Grigorjev`, and `Marjana` for `Мар'яна`. An apostrophe after a vowel (`Ma'ruf`), or after a
// word's single Latin letter, an elision (`O'Brien`, `d'Artagnan`, `l'Hôte`), is a name's own.
import { foldText } from './fold.ts';

const APOSTROPHES = /['’ʼ]/;
// After two letters of a word, or after a Cyrillic one (`В'ячеслав`, no elision), before a letter.
const INSIDE_A_WORD = /(?<=\p{L}\p{M}*\p{L}\p{M}*|\p{Script=Cyrillic}\p{M}*)['’ʼ](?=\p{L})/gu;
const VOWEL = /^[aeiouy]/;

/**
 * A name with each apostrophe inside a word read as the sound it writes, or null when it holds
 * none: before a vowel `j` (`Grigor'ev` as `Grigorjev`, `Il'in` as `Iljin`), which the registers
 * write for `ь` and the Ukrainian apostrophe there; before `ia`, `iu`, `ya`, `j` … (`Mar'iana`,
 * `Mar'yana`, `Мар'яна`, `Mar'jana`) nothing, the letters after it already writing that `j`
 * (read then as `ia`, `ya` are: `Marjana`); before a consonant nothing (`Ol'ga` as `Olga`).
 */
export function apostrophesRead(name: string): string | null {
  if (!APOSTROPHES.test(name)) return null;
  let changed = false;
  const read = name.replace(INSIDE_A_WORD, (apostrophe: string, at: number, whole: string) => {
    const before = foldText(whole.slice(Math.max(0, at - 2), at)).slice(-1);
    if (before === '' || VOWEL.test(before)) return apostrophe;
    changed = true;
    const after = foldText(whole.slice(at + 1, at + 3));
    return VOWEL.test(after) && !/^[iy][aeiouy]/.test(after) ? 'j' : '';
  });
  return changed ? read : null;
}
