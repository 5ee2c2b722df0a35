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
// A Finnish name is transcribed by the Finnish-Russian practice, which writes its `y` as `ю` too
// (`Jyrki` is `Юрки`, `Myllymäki` `Мюллюмяки`) and an `ö`, `ä` after a vowel as `ё`, `я` (`Kyösti`
// `Кюёсти`): read so with `finnish`, where every other reading found no one, as Estonian has no `y`
// and a Russian `ё`, `я` after a vowel is `jo`, `ja`; and a Swedish `sj` typed `ш` (`Шёберг`, Sjöberg).
import { foldTokens } from './fold.ts';

const CYRILLIC = /[\u0400-\u04FF]/u;
const CONSONANT = /[бвгджзклмнпрстфхцчшщ]/u;
const VOWEL = /[аеёиоуыэюя]/u;
// A vowel read before a letter, Cyrillic or a marked Latin one a plain letter was read as (`å`, `ä`).
const VOWEL_BEFORE = /[аеёиоуыэюяaeiouyåäöüõ]/u;
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
 * with `wordStart`, an `о` there is `o` or `å`, an `э` `e`, `ö` or `ä` (WORD_START_MARKED); with
 * `finnish`, its Finnish spellings (estonianWordReadings).
 */
function wordReadings(word: string, wordStart: boolean, finnish = false): string[] {
  const read = estonianWordReadings(word, finnish);
  const marked = wordStart ? WORD_START_MARKED[word[0]!] : undefined;
  return marked === undefined ? read : read.flatMap((r) => [r, ...marked.map((m) => m + r.slice(1))]);
}

/**
 * A word's Estonian spelling, or with `finnish` its Finnish one: `ю` is `y` where Estonian reads
 * `ü` (`Мюллюмяки`, `Myllymäki`) and after a vowel, and at a word's start `ju`, `jy` or `y` (`Юха`,
 * Juha; `Юрки`, `Jyrki`; `Юлёярви`, `Ylöjärvi`); `ё`, `я` after a vowel `ö`, `ä` (`Кюёсти`, `Kyösti`), not `jo`,
 * `ja`; `ш` before a vowel `sj` (`Шёберг`, `Sjöberg`).
 */
function estonianWordReadings(word: string, finnish = false): string[] {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    const prev = word[i - 1];
    const next = word[i + 1];
    const afterConsonant = prev !== undefined && CONSONANT.test(prev);
    const last = out[out.length - 1] ?? '';
    if (c === 'я' || c === 'ю' || c === 'ё') {
      const marked = c === 'я' ? 'ä' : c === 'ю' ? (finnish ? 'y' : 'ü') : 'ö';
      const afterVowel = finnish && prev !== undefined && VOWEL_BEFORE.test(prev);
      out += afterConsonant || afterVowel || last === marked ? marked : `j${c === 'я' ? 'a' : c === 'ю' ? (finnish ? 'y' : 'u') : 'o'}`;
    } else if (c === 'э' || c === 'у') {
      out += LONG_AFTER[last] !== undefined && (c === 'э' || last === 'ü') ? LONG_AFTER[last]! : LETTERS[c]!;
    } else if (c === 'й') {
      out += next !== undefined && VOWEL.test(next) ? 'j' : 'i';
    } else if (c === 'ь' || c === 'ъ') {
      // Before `я`, `ю`, `ё`, `е` the sign is the `j` they begin with; elsewhere it is no letter.
      if (next !== undefined && 'яюёе'.includes(next)) { out += 'j'; if (next === 'е') { out += 'e'; i++; } else { out += next === 'я' ? 'a' : next === 'ю' ? (finnish ? 'y' : 'u') : 'o'; i++; } }
    } else if (c === 'ш' && finnish && next !== undefined && VOWEL.test(next)) {
      out += 'sj';
    } else {
      out += LETTERS[c] ?? c;
    }
  }
  if (finnish) return out.startsWith('jy') && word.startsWith('ю') ? [`ju${out.slice(2)}`, out, out.slice(1)] : [out];
  return out.startsWith('ju') && word.startsWith('ю') ? [out, out.slice(1).replace(/^u/, 'ü')] : [out];
}

/**
 * The order-free name keys (domain/fold.ts, personNameKey) of a name typed in Cyrillic read as an
 * Estonian name transcribed into Russian: `Тыну Метс` gives `mets tonu`, `Юло Сепп` `julo sepp`
 * and `sepp ulo`. None for a name holding no Cyrillic letter; the key as typed is not among them.
 * With `wordStart`, a word's first `о` or `э` read as a Swedish letter too (`Микко Острём` also
 * gives `astrom mikko`, Mikko Åström), after the readings without it. With `finnish`, each word
 * read as a Finnish name is transcribed (estonianWordReadings: `Юрки Мякинен` gives `jyrki makinen`).
 */
export function estonianInCyrillicNameKeys(name: string, { wordStart = false, finnish = false } = {}): string[] {
  const nfc = name.normalize('NFC');
  if (!CYRILLIC.test(nfc)) return [];
  // Each spelling as its last word and the spelling before it, which its other readings share: a
  // text of many words is not copied word by word into each of its spellings.
  let spellings: Array<SpelledWord | null> = [null];
  for (const word of nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean)) {
    const read = CYRILLIC.test(word) ? wordReadings(word, wordStart, finnish) : [word];
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

// A Finnish name's letters typed single or plain, read with `finnish` (and these alone, so that a
// name of two words has a few dozen spellings): a double consonant or long vowel typed single, as
// Russian typists often type it (`Пека` for `Пекка`, Pekka; `Анти` for `Антти`, Antti; `Саринен` for
// `Сааринен`, Saarinen), `и` for the `ю` of a Finnish `y`, `э` or `е` after a consonant for the `я` of
// `ä` (`Юрки Мекинен` for `Юрки Мякинен`, Jyrki Mäkinen), `е` after a vowel for the `ё` of `ö`
// (`Кюести` for `Кюёсти`, Kyösti) and after `ш` (`Шеберг`, Sjöberg). A Finnish word holds `y`, `ä`,
// `ö` only where it holds no `a`, `o`, `u` (vowel harmony), so a word typed with `а`, `о`, `у` (`Мати`,
// `Виртанен`) reads none of them; and the ending `-нен` (-nen) is never read otherwise, nor the vowel
// before it long: the cap then keeps the readings a name's three letters typed single need.
const DOUBLED = /[кптлнсмр]/u;
const LONG = /[аиуо]/u;
const FINNISH_PLAIN: Record<string, readonly string[]> = { и: ['ю'], э: ['я'], е: ['я'] };
// The back vowels, with which a Finnish word holds no `y`, `ä`, `ö` (and `ы`, which a Finnish name so typed never holds).
const BACK_VOWEL = /[аоуы]/u;
// Letters a Finnish name so typed seldom or never holds (`b`, `d`, `g` but in `ng`, `z`, `f`, `č`,
// `ž`, `ts` typed `тс`): a word holding one (`Сергей`, `Кузнецов`, `Фёдоров`, the Estonian `Мельдер`)
// is read as typed but for a Swedish `sj` (`Шеберг`), so that a Russian or Estonian name that finds
// no one, the commonest names typed in Cyrillic, is not read in a few dozen Finnish guesses.
const NOT_FINNISH = /[бджзфцчщъы]|(?<!н)г/u;

// The endings of a Russian surname or patronymic (`Петров`, `Иванова`, `Лебедев`, `Ковальский`,
// `Викторович`, `Сергеевна`), which no Swedish, Estonian or Finnish name so typed has: such a word
// is read as typed, so that a Russian name that finds no one, the commonest name typed in
// Cyrillic, is not read in a few dozen made-up keys (its Estonian reading and letter pairs stay).
const RUSSIAN_ENDING = /(?:[оеё]в|[оеё]ва|[сц]кий|[сц]кая|[оеё]вич|[оеё]вна|ична)$/u;

/** The places of a word (lower case) where a plain letter may stand for a marked one, and those it may be. */
function plainLetters(word: string, finnish: boolean): Array<{ at: number; marks: readonly string[] }> {
  if (finnish) return finnishPlainLetters(word);
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

/** The places of a word where a Finnish name's letter may have been typed single or plain (FINNISH_PLAIN). */
function finnishPlainLetters(word: string): Array<{ at: number; marks: readonly string[] }> {
  const places: Array<{ at: number; marks: readonly string[] }> = [];
  const finnish = !NOT_FINNISH.test(word);
  const front = finnish && !BACK_VOWEL.test(word);
  // The ending `-нен` and the vowel before it are read as typed.
  const end = word.length > 4 && word.endsWith('нен') ? word.length - 3 : word.length;
  for (let at = 1; at < end; at++) {
    const [c, prev, next] = [word[at]!, word[at - 1]!, word[at + 1]];
    const single = finnish && prev !== c && next !== c && at < end - 1;
    const marks = [
      ...(front && CONSONANT.test(prev) && prev !== 'ш' ? FINNISH_PLAIN[c] ?? [] : []),
      ...(c === 'е' && ((front && VOWEL.test(prev)) || prev === 'ш') ? ['ё'] : []),
      ...(single && next !== undefined && ((DOUBLED.test(c) && VOWEL.test(next)) || (LONG.test(c) && CONSONANT.test(prev) && CONSONANT.test(next))) ? [c + c] : []),
    ];
    if (marks.length > 0) places.push({ at, marks });
  }
  return places;
}

/** The sets of `size` of `items`, in order, each once (by their indexes, as a counter: one array a set). */
function* setsOf<T>(items: readonly T[], size: number): Generator<T[]> {
  if (size > items.length) return;
  const at = Array.from({ length: size }, (_, i) => i);
  for (;;) {
    yield at.map((i) => items[i]!);
    let k = size - 1;
    while (k >= 0 && at[k] === items.length - size + k) k--;
    if (k < 0) return;
    at[k]!++;
    for (let j = k + 1; j < size; j++) at[j] = at[j - 1]! + 1;
  }
}

/** Each choice of one of its marks for every place of `places`, in order: the marks chosen, place by place. */
function* marksOf(places: ReadonlyArray<{ marks: readonly string[] }>): Generator<string[]> {
  const at = new Array<number>(places.length).fill(0);
  for (;;) {
    yield at.map((m, i) => places[i]!.marks[m]!);
    let k = places.length - 1;
    while (k >= 0 && at[k] === places[k]!.marks.length - 1) at[k--] = 0;
    if (k < 0) return;
    at[k]!++;
  }
}

/**
 * The order-free name keys of a name typed in Cyrillic read with plain letters as the marked ones
 * Russian text writes Swedish and Estonian letters with (PLAIN_TYPED_MARKS: `Микко Острем` gives
 * `astrom mikko`, `Ханс Бекстрем` `backstrom hans`), the fewest letters read so first: one letter,
 * each word in turn, then two within one word (`Острем` is `Åström` so), three, then two across
 * words, and so on, up to MAX_SPELLINGS spellings. A name's likeliest readings, its marked letters
 * in one or two places, are all read however long the text is. None for a name holding no Cyrillic
 * letter; the key as typed is not among them. With `finnish`, each word read as a Finnish name is
 * transcribed, and only its letters typed single or plain are read so (FINNISH_PLAIN: `Пека
 * Хейкинен` gives `heikkinen pekka`, `Юрки Мекинен` `jyrki makinen`), in the same order: a
 * Finnish name's `ä` typed `е` is mostly in one word (`Хямяляйнен` three times), its letters typed
 * single in any (`Рика Саринен`, Riikka Saarinen).
 */
export function plainTypedMarksNameKeys(name: string, { finnish = false } = {}): string[] {
  const nfc = name.normalize('NFC');
  if (!CYRILLIC.test(nfc)) return [];
  const words = nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  const places = words.flatMap((word, w) => (CYRILLIC.test(word) && !RUSSIAN_ENDING.test(word) ? plainLetters(word, finnish).map((place) => ({ ...place, word: w })) : []));
  const spellings: string[][] = [];
  const full = () => spellings.length >= MAX_SPELLINGS;
  // Each word read once: many spellings change one word alike and another otherwise. A Finnish
  // word's first `ю` is read `ju` or `jy` only: `y` alone (`Юрьё`, Yrjö) is rare, and a third
  // reading of each such word would leave the letters typed single out of the 32; and `jy` only
  // in a word of no `а`, `о`, `у` (`Юха` is Juha, never Jyha: vowel harmony, FINNISH_PLAIN).
  const wordsRead = new Map<string, string[]>();
  const readWord = (word: string) => wordsRead.get(word)
    ?? wordsRead.set(word, finnish ? estonianWordReadings(word, true).slice(0, BACK_VOWEL.test(word) ? 1 : 2) : estonianWordReadings(word)).get(word)!;
  // Each word's readings as typed, read once: a spelling reads again only the words it changes.
  const asTyped = words.map((word) => (CYRILLIC.test(word) ? readWord(word) : [word]));
  const placesOf = words.map((_, w) => places.filter((p) => p.word === w));
  const spell = (set: ReadonlyArray<(typeof places)[number]>) => {
    for (const marks of marksOf(set)) {
      const changed = new Map<number, string[]>();
      for (let i = 0; i < set.length; i++) {
        const place = set[i]!;
        const letters = changed.get(place.word) ?? [...words[place.word]!];
        letters[place.at] = marks[i]!;
        changed.set(place.word, letters);
      }
      let read: string[][] = [[]];
      for (let w = 0; w < words.length; w++) {
        const letters = changed.get(w);
        const options = letters === undefined ? asTyped[w]! : readWord(letters.join(''));
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

// A Finnish name typed with several of those slips at once (`Пейви Мекеле` for Päivi Mäkelä: `ä`
// typed `е` three times; `Мати Мекеле`, with `тт` typed single too) has more spellings than the
// keys above can hold: its right one was past the 32 made. Such a name is read instead against the
// names of the people born that day, which the check reads once where nothing else found anyone
// (services/persons.ts, fullerOrShorter): each typed word with each of its places read as typed or
// as one of the letters it may stand for, by the rules above (vowel harmony, `-нен` as typed, none
// for a word of letters a Finnish name never holds or of a Russian surname's ending), and an `е`
// after a consonant may be the `ё` of `ö` too (`Вяйне` for `Вяйнё`, Väinö). No key is made: the
// spellings of a word are compared with the words of those names, and a word's places are read in
// MAX_WORD_SPELLINGS spellings at most, the fewest first.
const MAX_WORD_SPELLINGS = 256;
// The registers name a person by five words at most: a longer text is compared with no one.
const MAX_LOOSE_WORDS = 5;

/** The folded words a typed Finnish word may be with its letters typed single or plain, the word as typed first; with `places` false, as typed alone. */
function looseWordSpellings(word: string, places = true): Set<string> {
  const out = new Set<string>();
  const add = (letters: string) => {
    for (const r of estonianWordReadings(letters, true).slice(0, BACK_VOWEL.test(letters) ? 1 : 2)) for (const f of foldTokens(r)) out.add(f);
  };
  if (!CYRILLIC.test(word) || RUSSIAN_ENDING.test(word)) { for (const f of foldTokens(word)) out.add(f); return out; }
  if (!places) { add(word); return out; }
  const read = finnishPlainLetters(word).map((place) => ({
    ...place, marks: place.marks.includes('я') && !place.marks.includes('ё') && word[place.at] === 'е' ? [...place.marks, 'ё'] : place.marks,
  }));
  let made = 0;
  for (let size = 0; size <= read.length && made < MAX_WORD_SPELLINGS; size++) {
    for (const set of setsOf(read, size)) {
      for (const marks of marksOf(set)) {
        const letters = [...word];
        set.forEach((place, i) => { letters[place.at] = marks[i]!; });
        add(letters.join(''));
        if (++made >= MAX_WORD_SPELLINGS) break;
      }
      if (made >= MAX_WORD_SPELLINGS) break;
    }
  }
  return out;
}

interface WordBounds { firsts: Set<string>; shortest: number; longest: number }

/**
 * The first letters and the lengths a typed word's spellings (looseWordSpellings) may have: those
 * of the word as typed, as no place is its first letter, and longer by each letter a place may
 * double (and one letter either way, as a spelling may read a letter beside a place otherwise).
 */
function wordBounds(word: string): WordBounds {
  const typed = looseWordSpellings(word, false);
  const lengths = [...typed].map((w) => w.length);
  const doubled = !CYRILLIC.test(word) || RUSSIAN_ENDING.test(word) ? 0
    : finnishPlainLetters(word).filter((place) => place.marks.some((m) => m.length > 1)).length;
  return { firsts: new Set([...typed].map((w) => w[0]!)), shortest: Math.min(...lengths) - 1, longest: Math.max(...lengths) + doubled + 1 };
}

/**
 * Whether a register's name (its order-free key's words) may be the Finnish name `name` typed in
 * Cyrillic with several letters typed single or plain (`Пейви Мекеле` and `makela paivi`): each
 * word of the one is a spelling of a word of the other (looseWordSpellings), word for word, in
 * any order. Null for a name holding no Cyrillic letter, no word a Finnish reading changes, or more
 * than MAX_LOOSE_WORDS words. A word's spellings are made at its first comparison.
 */
export function finnishTypedLoosely(name: string): ((words: readonly string[]) => boolean) | null {
  const nfc = name.normalize('NFC');
  if (!CYRILLIC.test(nfc)) return null;
  const typed = nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  if (typed.length < 2 || typed.length > MAX_LOOSE_WORDS) return null;
  if (!typed.some((word) => CYRILLIC.test(word) && !RUSSIAN_ENDING.test(word) && finnishPlainLetters(word).length > 0)) return null;
  const spellings: Array<Set<string> | undefined> = [];
  const spellingsOf = (i: number) => (spellings[i] ??= looseWordSpellings(typed[i]!));
  // Most names of the day are no spelling of the typed words: a word whose first letter or length
  // none of a typed word's spellings has is passed over before those spellings are made.
  const bounds: Array<WordBounds | undefined> = [];
  const may = (i: number, word: string) => {
    const b = (bounds[i] ??= wordBounds(typed[i]!));
    return b.firsts.has(word[0]!) && word.length >= b.shortest && word.length <= b.longest;
  };
  // Word for word: each typed word matched with one word of the name, tried in turn (five words at most).
  const match = (words: readonly string[], i: number, used: number): boolean => {
    if (i === typed.length) return true;
    for (let j = 0; j < words.length; j++) {
      if ((used & (1 << j)) === 0 && may(i, words[j]!) && spellingsOf(i).has(words[j]!) && match(words, i + 1, used | (1 << j))) return true;
    }
    return false;
  };
  return (words) => words.length === typed.length && match(words, 0, 0);
}
