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
  const typed = foldTokens(nfc).sort().join(' ');
  let spellings: string[][] = [[]];
  for (const word of nfc.toLowerCase().split(/[^\p{L}\p{M}]+/u).filter(Boolean)) {
    const read = CYRILLIC.test(word) ? wordReadings(word, wordStart) : [word];
    spellings = spellings.flatMap((s) => read.map((r) => [...s, r])).slice(0, MAX_SPELLINGS);
  }
  const keys = spellings.map((s) => foldTokens(s.join(' ')).sort().join(' ')).filter((key) => key !== '' && key !== typed);
  return [...new Set(keys)];
}
