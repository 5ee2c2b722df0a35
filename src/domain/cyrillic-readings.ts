// A Latvian, Lithuanian, Estonian or Finnish name typed in Cyrillic, as a Russian speaker writes
// it by its sound: `Даугавас Энерджия` for `Daugavas Enerģija`, `Нямуно лайвиба` for `Nemuno
// laivyba`, `Пярну` for `Pärnu`. Folding reads Cyrillic the way a Russian name is written in
// Latin letters (fold.ts: `дж` as `dzh`, `я` as `ya`), which is far from how these languages write
// the sound: `enerdzhiya` is four edits from `energija`, `nyamuno` two from `nemuno`, more than the
// typo read allows. Here each letter may stand for each of the letters it is heard as; company
// search keeps the readings its dictionaries know (services/search/cyrillic-words.ts).

// The folded Latin letters each Cyrillic letter may stand for, the commonest first: `я` is `ja`
// (LV, EE), `ia` (LT), `e` (the Lithuanian open `e`: `Nemunas` is heard `Нямунас`), `a` (`ä`:
// `Пярну`); `ы` is `o` (the Estonian `õ`: `Выру`), `y` (LT); `ю` is `u` (`ü`, `ū`), `y` (the Finnish `y`).
// Marked letters are folded (`č` is `c`, `ž` is `z`, `ģ` is `g`), as the dictionaries hold them.
const LETTERS: Record<string, readonly string[]> = {
  а: ['a'], б: ['b'], в: ['v', 'w'], г: ['g', 'h'], д: ['d'], е: ['e', 'je', 'ie'], ё: ['jo', 'o', 'io', 'e'],
  ж: ['z', 'zh'], з: ['z'], и: ['i', 'y'], й: ['j', 'i', 'y'], к: ['k'], л: ['l'], м: ['m'], н: ['n'],
  о: ['o'], п: ['p'], р: ['r'], с: ['s'], т: ['t'], у: ['u', 'y'], ф: ['f'], х: ['h', 'ch', 'kh'],
  ц: ['c', 'ts'], ч: ['c', 'ch'], ш: ['s', 'sh'], щ: ['sc', 'st', 'shch'], ъ: [''], ы: ['o', 'y', 'i'],
  ь: ['', 'j'], э: ['e', 'a'], ю: ['ju', 'u', 'iu', 'y', 'yu'], я: ['ja', 'ia', 'e', 'a', 'ya'],
  і: ['i'], ї: ['ji', 'i'], є: ['je', 'e'], ґ: ['g'], ў: ['u'],
};

// Two letters heard as one sound: `дж` is the Latvian `dž` and `ģ`, and the `g` of `Energy`.
const PAIRS: Record<string, readonly string[]> = { дж: ['dz', 'g'], дз: ['dz'], кс: ['ks', 'x'] };

// Partial readings followed at most: a word of many ambiguous letters stays cheap.
const MAX_LIVE = 48;

/** Whether a word holds a Cyrillic letter. */
export function hasCyrillic(word: string): boolean {
  return /[\u0400-\u04FF]/.test(word);
}

/**
 * The folded Latin words a Cyrillic word (lower case) may stand for, the commonest readings of its
 * letters first. `begins(prefix)`: whether some word the caller knows begins with the prefix; a
 * reading that stops being one is dropped on the way, so only readings of known beginnings are
 * made. A letter that is neither Cyrillic nor has a reading stays as folded. The caller checks
 * whether each reading is a whole word it knows.
 */
export function cyrillicReadings(word: string, begins: (prefix: string) => boolean): string[] {
  const letters = [...word.normalize('NFC')];
  let live = [''];
  for (let i = 0; i < letters.length && live.length > 0; i++) {
    const pair = PAIRS[letters[i]! + (letters[i + 1] ?? '')];
    const steps: Array<{ take: number; options: readonly string[] }> = [];
    if (pair) steps.push({ take: 2, options: pair });
    steps.push({ take: 1, options: LETTERS[letters[i]!] ?? [letters[i]!] });
    const next = new Map<string, number>();
    for (const { take, options } of steps) {
      for (const head of live) {
        for (const option of options) {
          const reading = head + option;
          if (!next.has(reading) && (option === '' || begins(reading))) next.set(reading, take);
        }
      }
    }
    // A pair read as one sound skips its second letter: its readings go on one letter later.
    const single = [...next].filter(([, take]) => take === 1).map(([r]) => r);
    const paired = [...next].filter(([, take]) => take === 2).map(([r]) => r);
    if (paired.length > 0 && i + 1 < letters.length) {
      // Read the pair's second letter for the single readings now, so both meet at i + 2.
      const after = LETTERS[letters[i + 1]!] ?? [letters[i + 1]!];
      const both = new Set(paired);
      for (const head of single) for (const option of after) {
        const reading = head + option;
        if (option === '' || begins(reading)) both.add(reading);
      }
      live = [...both].slice(0, MAX_LIVE);
      i++;
    } else {
      live = [...single, ...paired].slice(0, MAX_LIVE);
    }
  }
  return live.filter((r) => r !== '');
}

// A Russian speaker also writes such a name in Latin letters as Russian is romanized, from the
// sound heard (`Yurmalas` for `Jūrmalas`, `Tsesu` for `Cēsu`, `Enerdzhiya` for `Enerģija`,
// `Khyameen` for `Hämeen`), which the typo read, one or two edits, did not reach. Such a word is
// read back into Cyrillic and then as above. Only a word holding a digraph of that romanization:
// a plain typo stays the typo read's.
const ROMANIZED = /zh|kh|ts|ch|sh|ya|yu|yo|ye|iy/;
const ROMAN_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'], ['dzh', 'дж'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'],
  ['ya', 'я'], ['yu', 'ю'], ['yo', 'ё'], ['ye', 'е'], ['a', 'а'], ['b', 'б'], ['c', 'ц'], ['d', 'д'],
  ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'], ['i', 'и'], ['j', 'й'], ['k', 'к'], ['l', 'л'],
  ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['q', 'к'], ['r', 'р'], ['s', 'с'], ['t', 'т'],
  ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'], ['z', 'з'],
];

/**
 * A word of Latin letters without marks written as Russian is romanized, back in Cyrillic
 * (`yurmalas` as `юрмалас`), or null when it holds none of that romanization's digraphs. `y`
 * alone is `й` after a vowel (`Mayak`), else `ы`.
 */
export function romanizedAsCyrillic(word: string): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || !ROMANIZED.test(w)) return null;
  let out = '';
  for (let i = 0; i < w.length;) {
    const pair = ROMAN_LETTERS.find(([latin]) => w.startsWith(latin, i));
    if (pair !== undefined) {
      out += pair[1];
      i += pair[0].length;
    } else {
      out += 'aeiou'.includes(w[i - 1] ?? '') ? 'й' : 'ы';
      i++;
    }
  }
  return out;
}

/** Whether a text may hold a word written as Russian is romanized (romanizedAsCyrillic). */
export function mayHoldRomanized(text: string): boolean {
  return ROMANIZED.test(text.toLowerCase());
}
