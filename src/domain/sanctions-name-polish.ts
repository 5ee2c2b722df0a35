// A listed person's name as Polish writes a Russian, Ukrainian or Belarusian name (the Polish
// transcription the press and Polish documents use): Евгений Пригожин is `Jewgienij Prigożyn`,
// Сергей Лавров `Siergiej Ławrow`, Ярослав Чернышков `Jarosław Czernyszkow`. The Latvian and
// Estonian registers write a Polish citizen's name as the document does, and the lists write it in English (`Yevgeny PRIGOZHIN`) or
// in Cyrillic: `w` for `v`, `sz`, `cz`, `szcz`, `ż` for `sh`, `ch`, `shch`, `zh`, `ch` for `kh`,
// `c` for `ts`, `ie` for `e` after most consonants and `ł` for `l` (folded `l`), several letters
// apart in a word, which no typo or Baltic ending pairs. The registers' own spellings and the
// passports' are read from the same words (sanctions-persons.ts); this is one more reading.

const VOWELS = 'aeiouy';
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.includes(ch);

// The English spelling's letter groups Polish writes otherwise, longest first. `hardI`: after it
// Polish writes `и` as `y` (ж, ш, ц: `Żyrinowski`, `Szyszkin`); `hardE`: after it `е` is `e`, not
// `ie` (ж, ш, ц, ч, щ, and л: `Czernow`, `Aleksiej`).
const GROUPS: ReadonlyArray<{ typed: string; polish: string; hardI: boolean; hardE: boolean }> = [
  { typed: 'shch', polish: 'szcz', hardI: false, hardE: true },
  { typed: 'zh', polish: 'z', hardI: true, hardE: true },
  { typed: 'kh', polish: 'ch', hardI: false, hardE: false },
  { typed: 'ch', polish: 'cz', hardI: false, hardE: true },
  { typed: 'sh', polish: 'sz', hardI: true, hardE: true },
  { typed: 'ts', polish: 'c', hardI: true, hardE: true },
];

// A name's ending: an adjectival surname's `-sky`, `-skiy` (-ский) is `-ski`, `-skaya` (-ская)
// `-ska`; `-iy`, `-ii`, `-ij`, `-y` after a consonant (-ий) `-ij` (`Jewgienij`, `Dmitrij`); `-yy`,
// `-yi` there (-ый) `-y` (`Nawalny`).
const SKI = /(?<=sk)(?:iy|ii|ij|yi|yy|y)$/;
const SKA = /(?<=sk)aya$/;
const IJ = /(?<=[^aeiouy])(?:iy|ii|ij|y)$/;
const Y = /(?<=[^aeiouy])(?:yy|yi)$/;

/**
 * A folded word (an English spelling, or a Cyrillic name as folding reads it) as Polish writes it;
 * `softE` false: with `e` after a consonant left as it is, not `ie` (polishReadings).
 */
function polishWord(word: string, softE = true): string {
  let s = word.includes('x') ? word.replace(/x/g, 'ks') : word;
  let end = '';
  if (SKI.test(s)) { s = s.replace(SKI, ''); end = 'i'; }
  else if (SKA.test(s)) { s = s.replace(SKA, ''); end = 'a'; }
  else if (Y.test(s)) { s = s.replace(Y, ''); end = 'y'; }
  else if (IJ.test(s)) { s = s.replace(IJ, ''); end = 'ij'; }
  let out = '';
  // What the last letter written was (a vowel, a consonant, or none: the start), and whether it
  // was one of GROUPS' hard ones or `l`.
  let after: 'start' | 'vowel' | 'consonant' = 'start';
  let hardI = false;
  let hardE = false;
  for (let i = 0; i < s.length;) {
    const group = GROUPS.find((g) => s.startsWith(g.typed, i));
    if (group) {
      out += group.polish;
      ({ hardI, hardE } = group);
      after = 'consonant';
      i += group.typed.length;
      continue;
    }
    const ch = s[i]!;
    const next = s[i + 1];
    // `y`, `j` before a vowel (я, ю, ё, е): `j` at a word's start or after a vowel, `i` after a
    // consonant (`Wiaczesław`, `Piotr`, `Fiodor`, `Natalia`), nothing after a hard one.
    if ((ch === 'y' || ch === 'j') && next !== undefined && 'aeou'.includes(next)) {
      out += (after === 'consonant' ? (hardE && !out.endsWith('l') ? '' : 'i') : 'j') + next;
      [after, hardI, hardE] = ['vowel', false, false];
      i += 2;
      continue;
    }
    i += 1;
    if (ch === 'e') {
      // `е` after a vowel is `je`, after a consonant `ie` but after a hard one or `l`.
      out += after === 'vowel' ? 'je' : after === 'consonant' && !hardE && softE ? 'ie' : 'e';
      [after, hardI, hardE] = ['vowel', false, false];
    } else if (ch === 'i' || ch === 'y' || ch === 'j') {
      // `й` after a vowel, at the word's end or before a consonant, is `j` (`Siergiej`, `Michajłow`;
      // an `i` there only at the end: `Michaił`); `и` after ж, ш, ц is `y`; `ы` stays `y`.
      const asJ: boolean = after === 'vowel' && (next === undefined || (ch !== 'i' && !isVowel(next)));
      out += asJ || ch === 'j' ? 'j' : ch === 'i' && hardI ? 'y' : ch;
      [after, hardI, hardE] = [asJ || ch === 'j' ? 'consonant' : 'vowel', false, asJ || ch === 'j'];
    } else if (isVowel(ch)) {
      out += ch;
      [after, hardI, hardE] = ['vowel', false, false];
    } else {
      out += ch === 'v' ? 'w' : ch;
      [after, hardI, hardE] = ['consonant', false, ch === 'l'];
    }
  }
  return out + end;
}

// Letters of Estonian, Finnish, Latvian and Lithuanian spelling (and Polish `ę`) that no English
// spelling of a Russian, Ukrainian or Belarusian name writes: a name written with one is its bearer's
// own, or already a Baltic register's spelling (`Kuzņecovs`, `Tšernov`), which Polish never respells.
const BALTIC_OR_FINNIC_LETTERS = /[õäöüšžāēīūķļņģčėęįų]/;

/**
 * Whether Polish rules read a listed name (as the list writes it): not where it writes a letter of
 * Estonian, Finnish, Latvian or Lithuanian spelling. Read so, `Kristjan MÄGI` was `Kristian Magi`,
 * which a typo pairs with his sister `Kristiina Mägi`, and `Elīna EGLĪTE` `Elina Eglitie`, a letter
 * from `Eglītis`.
 */
export const polishReadsName = (name: string): boolean => !BALTIC_OR_FINNIC_LETTERS.test(name.normalize('NFC').toLowerCase());

/**
 * The comparison words of a listed name as Polish writes them, or null where it writes them as
 * they are.
 */
export function polishReading(words: readonly string[]): string[] | null {
  const read = words.map((w) => polishWord(w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}

/**
 * The Polish readings of a listed name: polishReading, and the same with `e` after a consonant left
 * `e` (`Meżujew`, `Sergiej`, `Medwedew` beside `Mieżujew`, `Siergiej`, `Miedwiediew`), as Polish
 * documents of people of Russian origin often write it; a word with two such `e` (`Miedwiediew`)
 * or an `ie` and another letter off (`Meżuew` for `Mieżujew`) is no typo of the other. Each reading
 * written once; none where Polish writes the name as it is.
 */
export function polishReadings(words: readonly string[]): string[][] {
  const soft = polishReading(words);
  if (soft === null) return [];
  const hard = words.map((w) => polishWord(w, false));
  const same = (a: readonly string[], b: readonly string[]) => a.every((w, i) => w === b[i]);
  return same(hard, soft) || same(hard, words) ? [soft] : [soft, hard];
}
