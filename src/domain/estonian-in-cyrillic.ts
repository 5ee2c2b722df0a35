// An Estonian (or Finnish) name typed in Cyrillic as Russian text writes it, by the Estonian-Russian
// practical transcription, which a Russian-speaking clerk in Estonia types: `õ` as `ы` (`Tõnu Mets`
// is `Тыну Метс`, `Põder` `Пыдер`), `ä`, `ö`, `ü` after a consonant as `я`, `ё`, `ю` (`Väli` `Вяли`,
// `Pöld` `Пёльд`, `Kütt` `Кютт`) and long as `яэ`, `ёэ`, `юу` (`Kääriku` `Кяэрику`), `j` as `й`
// (`Jõgi` `Йыги`), a long `ii` or a diphthong's `i` before a consonant as `ий`, `ай` (`Priit`
// `Прийт`, `Kõiv` `Кыйв`, `Väinö` `Вяйнё`), a soft sign before `я`, `ю` as `j` (`Kristjan`
// `Кристьян`). Folded as a Russian name (`pyder`, `vyali`), it met no register's spelling: the
// Estonian register writes `Põder`, `Väli`. The person check reads it so where the name as typed and
// its readings find no one (services/persons.ts, with the letters spelled out).
// A Finnish (or Swedish) name of Swedish letters is transcribed so too, its `ö` after a consonant
// `ё` (`Åström` is `Острём`), but at a word's start its `å` is `о` and its `ö`, `ä` are `э`
// (`Острём`, `Эстерберг` for `Österberg`, `Энгстрём` for `Ängström`), as the Estonian `Öpik` is
// `Эпик`: read so only with `wordStart`, where every other reading found no one, as most names
// typed in Cyrillic that begin with `о` or `э` (`Олег`, `Эдуард`) begin with that very letter.
// Last, a name typed without those marks (`Острем`, `Стольберг`): plainTypedMarksNameKeys.
import { foldTokens } from './fold.ts';

const CYRILLIC = /[\u0400-\u04FF]/u;
const CONSONANT = /[бвгджзклмнпрстфхцчшщ]/u;
const VOWEL = /[аеёиоуыэюя]/u;
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'ž', з: 'z', и: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'tš', ш: 'š', щ: 'štš', ы: 'õ', э: 'e',
};
// The spellings one name is read in at most: each word multiplies them (an `ю` or `о` at a word's
// start by two, an `э` by three), so a text of many such words (`Эло Эло Эло …`, 13 words took 9 s)
// would be read in billions; a person's name of up to three such words is read in all of them.
// Plain letters read as marked ones (plainTypedMarksNameKeys) are as many, made the fewest first.
const MAX_SPELLINGS = 32;
// The marked letters a word's first `о` or `э` may be, read with `wordStart`.
const WORD_START_MARKED: Record<string, readonly string[]> = { о: ['å'], э: ['ö', 'ä'] };
// The vowel a long one's second letter repeats (`яэ` is `ää`, `юу` `üü`).
const LONG_AFTER: Record<string, string> = { ä: 'ä', ö: 'ö', ü: 'ü' };

/**
 * One word's Estonian spellings: an `ю` at its start is `jü` (`Юри`, `Jüri`) or `ü` (`Юло`, `Ülo`);
 * with `wordStart`, an `о` there is `o` or `å`, an `э` `e`, `ö` or `ä` (WORD_START_MARKED).
 */
function wordReadings(word: string, wordStart: boolean): string[] {
  const read = estonianWordReadings(word);
  const marked = wordStart ? WORD_START_MARKED[word[0]!] : undefined;
  return marked === undefined ? read : read.flatMap((r) => [r, ...marked.map((m) => m + r.slice(1))]);
}

function estonianWordReadings(word: string): string[] {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const prev = word[i - 1];
    const next = word[i + 1];
    const afterConsonant = prev !== undefined && CONSONANT.test(prev);
    const last = out[out.length - 1] ?? '';
    if (c === 'я' || c === 'ю' || c === 'ё') {
      const marked = c === 'я' ? 'ä' : c === 'ю' ? 'ü' : 'ö';
      out += afterConsonant || last === marked ? marked : `j${c === 'я' ? 'a' : c === 'ю' ? 'u' : 'o'}`;
    } else if (c === 'э' || c === 'у') {
      out += LONG_AFTER[last] !== undefined && (c === 'э' || last === 'ü') ? LONG_AFTER[last]! : LETTERS[c]!;
    } else if (c === 'й') {
      out += next !== undefined && VOWEL.test(next) ? 'j' : 'i';
    } else if (c === 'ь' || c === 'ъ') {
      // Before `я`, `ю`, `ё`, `е` the sign is the `j` they begin with; elsewhere it is no letter.
      if (next !== undefined && 'яюёе'.includes(next)) { out += 'j'; if (next === 'е') { out += 'e'; i++; } else { out += next === 'я' ? 'a' : next === 'ю' ? 'u' : 'o'; i++; } }
    } else {
      out += LETTERS[c] ?? c;
    }
  }
  return out.startsWith('ju') && word.startsWith('ю') ? [out, out.slice(1).replace(/^u/, 'ü')] : [out];
}

/**
 * The order-free name keys (domain/fold.ts, personNameKey) of a name typed in Cyrillic read as an
 * Estonian name transcribed into Russian: `Тыну Метс` gives `mets tonu`, `Юло Сепп` `julo sepp`
 * and `sepp ulo`. None for a name holding no Cyrillic letter; the key as typed is not among them.
 * With `wordStart`, a word's first `о` or `э` read as a Swedish letter too (`Микко Острём` also
 * gives `astrom mikko`, Mikko Åström), after the readings without it.
 */
export function estonianInCyrillicNameKeys(name: string, { wordStart = false } = {}): string[] {
  const nfc = name.normalize('NFC');
  if (!CYRILLIC.test(nfc)) return [];
  // Each spelling as its last word and the spelling before it, which its other readings share: a
  // text of many words is not copied word by word into each of its spellings.
  let spellings: Array<SpelledWord | null> = [null];
  for (const word of nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean)) {
    const read = CYRILLIC.test(word) ? wordReadings(word, wordStart) : [word];
    spellings = spellings.flatMap((before) => read.map((r) => ({ word: r, before }))).slice(0, MAX_SPELLINGS);
  }
  return nameKeys(spellings.map(wordsOf), nfc);
}

interface SpelledWord { word: string; before: SpelledWord | null }
function wordsOf(last: SpelledWord | null): string[] {
  const words: string[] = [];
  for (let at = last; at !== null; at = at.before) words.push(at.word);
  return words.reverse();
}

/** The order-free keys of the spellings, each once, less an empty one and the key of the name as typed (`nfc`). */
function nameKeys(spellings: readonly string[][], nfc: string): string[] {
  const typed = foldTokens(nfc).sort().join(' ');
  // Each word folded once: the spellings share most of their words.
  const folded = new Map<string, string[]>();
  const fold = (word: string) => folded.get(word) ?? folded.set(word, foldTokens(word)).get(word)!;
  const keys = spellings.map((words) => words.flatMap(fold).sort().join(' ')).filter((key) => key !== '' && key !== typed);
  return [...new Set(keys)];
}

// Last of all, a name typed without the marks Russian text writes a Swedish or Estonian letter with:
// `ё` typed `е`, as most Russian typists type it (`Острем` for `Острём`, Åström; `Мельдер` for
// `Мёльдер`, Mölder; `Бьерн` for `Бьёрн`, Björn), and a Swedish letter inside a word, which Russian
// text writes as the plain one, leaving out the letters not heard (`Стольберг` for Ståhlberg, `о`
// as `å`, or `åh` before `л`; `Бекстрём` for Bäckström, `е` after a consonant as `ä`, `к` after a
// vowel as `ck`). Each `е` may be `ё` (read as above: `ö` after a consonant, `jo` elsewhere) and
// after a consonant `ä` (`я` there), each `о` `å`, a word's first `э` `ö` or `ä`: so many readings
// that a name of a few words has hundreds, a long text billions.
const PLAIN_TYPED_MARKS: Record<string, readonly string[]> = { е: ['ё'], о: ['å'], ол: ['å', 'åh'], к: ['ck'] };

/** The places of a word (lower case) where a plain letter may stand for a marked one, and those it may be. */
function plainLetters(word: string): Array<{ at: number; marks: readonly string[] }> {
  const places: Array<{ at: number; marks: readonly string[] }> = [];
  for (let at = 0; at < word.length; at++) {
    const c = word[at]!;
    if (c === 'е') places.push({ at, marks: at > 0 && CONSONANT.test(word[at - 1]!) ? ['ё', 'я'] : PLAIN_TYPED_MARKS.е! });
    else if (c === 'о') places.push({ at, marks: word[at + 1] === 'л' ? PLAIN_TYPED_MARKS.ол! : PLAIN_TYPED_MARKS.о! });
    else if (c === 'к' && at > 0 && VOWEL.test(word[at - 1]!) && word[at + 1] !== 'к') places.push({ at, marks: PLAIN_TYPED_MARKS.к! });
    else if (c === 'э' && at === 0) places.push({ at, marks: WORD_START_MARKED.э! });
  }
  return places;
}

/** The sets of `size` of `items`, in order, each once. */
function* setsOf<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) { yield []; return; }
  for (let i = from; i <= items.length - size; i++) for (const rest of setsOf(items, size - 1, i + 1)) yield [items[i]!, ...rest];
}

/** Each choice of one of its marks for every place of `places`, in order. */
function* marksOf<T extends { marks: readonly string[] }>(places: readonly T[], from = 0): Generator<Array<{ place: T; mark: string }>> {
  if (from === places.length) { yield []; return; }
  for (const mark of places[from]!.marks) for (const rest of marksOf(places, from + 1)) yield [{ place: places[from]!, mark }, ...rest];
}

/**
 * The order-free name keys of a name typed in Cyrillic read with plain letters as the marked ones
 * Russian text writes Swedish and Estonian letters with (PLAIN_TYPED_MARKS: `Микко Острем` gives
 * `astrom mikko`, `Ханс Бекстрем` `backstrom hans`), the fewest letters read so first: one letter,
 * each word in turn, then two within one word (`Острем` is `Åström` so), three, then two across
 * words, and so on, up to MAX_SPELLINGS spellings. A name's likeliest readings, its marked letters
 * in one or two places, are all read however long the text is. None for a name holding no Cyrillic
 * letter; the key as typed is not among them.
 */
export function plainTypedMarksNameKeys(name: string): string[] {
  const nfc = name.normalize('NFC');
  if (!CYRILLIC.test(nfc)) return [];
  const words = nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  const places = words.flatMap((word, w) => (CYRILLIC.test(word) ? plainLetters(word).map((place) => ({ ...place, word: w })) : []));
  const spellings: string[][] = [];
  const full = () => spellings.length >= MAX_SPELLINGS;
  // Each word's readings as typed, read once: a spelling reads again only the words it changes.
  const asTyped = words.map((word) => (CYRILLIC.test(word) ? estonianWordReadings(word) : [word]));
  const placesOf = words.map((_, w) => places.filter((p) => p.word === w));
  const spell = (set: ReadonlyArray<(typeof places)[number]>) => {
    for (const chosen of marksOf(set)) {
      const changed = new Map<number, string[]>();
      for (const { place, mark } of chosen) {
        const letters = changed.get(place.word) ?? [...words[place.word]!];
        letters[place.at] = mark;
        changed.set(place.word, letters);
      }
      let read: string[][] = [[]];
      for (let w = 0; w < words.length; w++) {
        const letters = changed.get(w);
        const options = letters === undefined ? asTyped[w]! : estonianWordReadings(letters.join(''));
        read = options.length === 1 ? read.map((s) => (s.push(options[0]!), s))
          : read.flatMap((s) => options.map((r) => [...s, r])).slice(0, MAX_SPELLINGS - spellings.length);
      }
      spellings.push(...read);
      if (full()) return;
    }
  };
  const withinWord = (size: number) => {
    for (let w = 0; w < words.length && !full(); w++) {
      for (const set of setsOf(placesOf[w]!, size)) { spell(set); if (full()) break; }
    }
  };
  // Within one word first, up to three letters: a name's marked letters are mostly in one word
  // (`Åström` two, `Bäckström` three); then across words, by the letters read.
  for (let size = 1; size <= 3 && !full(); size++) withinWord(size);
  for (let size = 2; size <= places.length && !full(); size++) {
    if (size > 3) withinWord(size);
    for (const set of setsOf(places, size)) {
      if (full()) break;
      if (set.some((p) => p.word !== set[0]!.word)) spell(set);
    }
  }
  return nameKeys(spellings, nfc);
}
