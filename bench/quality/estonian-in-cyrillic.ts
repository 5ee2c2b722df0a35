// An Estonian name as Russian text writes it, by the Estonian-Russian practical transcription: `õ` as
// `ы`; `ä`, `ö`, `ü` as `я`, `ё`, `ю` (`э` at a word's start for `ä`, `ö`); a long vowel's second
// letter `э` after `е`, `я`, `ё` (`Peeter` `Пеэтер`, `Kääriku` `Кяэрику`) and `у` after `ю`; an `i`
// after a vowel before a consonant or at the end `й` (`Priit` `Прийт`, `Kõiv` `Кыйв`, `Aivar`
// `Айвар`); `j` before a vowel as `я`, `ю`, `е`, with a soft sign after a consonant (`Kristjan`
// `Кристьян`, `Sirje` `Сирье`), else `й`; `e` at a word's start or after a vowel `э`; `l` before a
// consonant `ль` (`Ilves` `Ильвес`).
const VOWELS = 'aeiouõäöüy';
const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', c: 'ц', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п',
  r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж', õ: 'ы', ä: 'я', ö: 'ё', ü: 'ю', y: 'ю',
};
const IOTATED: Record<string, string> = { a: 'я', ä: 'я', u: 'ю', ü: 'ю', e: 'е', o: 'ё', õ: 'ы' };

export function estonianInCyrillic(word: string): string {
  const w = word.toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const prev = w[i - 1];
    const next = w[i + 1];
    const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.includes(ch);
    if (c === 'j') {
      if (isVowel(next) && next! in IOTATED) { out += (prev !== undefined && !isVowel(prev) ? 'ь' : '') + (next === 'õ' ? 'йы' : IOTATED[next!]); i++; } else out += 'й';
    } else if ((c === 'e' && (prev === undefined || isVowel(prev))) || ((c === 'ä' || c === 'ö') && prev === undefined)) {
      out += 'э';
    } else if ((c === 'ä' && prev === 'ä') || (c === 'ö' && prev === 'ö')) {
      out += 'э';
    } else if (c === 'ü' && prev === 'ü') {
      out += 'у';
    } else if (c === 'i' && isVowel(prev) && !isVowel(next)) {
      out += 'й';
    } else if (c === 'l' && next !== undefined && next !== 'l' && !isVowel(next)) {
      out += 'ль';
    } else {
      out += LETTERS[c] ?? c;
    }
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

// A Swedish name (a Finland Swede's: `Åström`, `Lindström`) as Russian text writes it, by the
// Swedish-Russian practical transcription: `å` as `о`, `ä` after a consonant as `е`, `ö` after a
// consonant as `ё`, both at a word's start as `э`, `sj` before a vowel as `сь` and the vowel iotated
// (`Sjöberg` `Сьёберг`), `ck` as `к`, an `h` after a vowel before a consonant left out (`Ståhlberg`
// `Стольберг`), `l` before a consonant `ль`.
const SWEDISH: Record<string, string> = { ...LETTERS, å: 'о', ä: 'е', ö: 'ё', y: 'ю', w: 'в', j: 'й', x: 'кс', q: 'к', c: 'к' };
export function swedishInCyrillic(word: string): string {
  const w = word.toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = w[i + 1];
    const isVowel = (ch: string | undefined) => ch !== undefined && 'aeiouyåäö'.includes(ch);
    if (c === 's' && next === 'j' && isVowel(w[i + 2])) { out += 'сь' + ({ ö: 'ё', o: 'ё', a: 'я', u: 'ю', e: 'е' }[w[i + 2]!] ?? SWEDISH[w[i + 2]!]); i += 2; }
    else if ((c === 'ä' || c === 'ö' || c === 'e') && i === 0) out += 'э';
    else if (c === 'c' && next === 'k') { out += 'к'; i++; }
    else if (c === 'h' && isVowel(w[i - 1]) && next !== undefined && !isVowel(next)) continue;
    else if (c === 'l' && next !== undefined && next !== 'l' && !isVowel(next)) out += 'ль';
    else out += SWEDISH[c] ?? c;
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

// A Finnish name as Russian text writes it, by the Finnish-Russian practical transcription: `y` as
// `ю` (`Jyrki` `Юрки`, `Myllymäki` `Мюллюмяки`), `ä` as `я` and `ö` as `ё` but at a word's start `э`
// (`Mäkinen` `Мякинен`, `Kyösti` `Кюёсти`), `j` before a vowel iotating it (`ja`, `jä` `я`; `ju`, `jy`
// `ю`), an `i` after a vowel before a consonant or at the end `й` (`Hämäläinen` `Хямяляйнен`), `e` at
// a word's start or after a vowel other than `i` `э`, `h` as `х`, `l` before a consonant `ль`, double
// letters kept (`Pekka` `Пекка`).
const FINNISH: Record<string, string> = { ...LETTERS, y: 'ю', ä: 'я', ö: 'ё' };
const FINNISH_IOTATED: Record<string, string> = { a: 'я', ä: 'я', u: 'ю', y: 'ю' };
export function finnishInCyrillic(word: string): string {
  const w = word.toLowerCase();
  const isVowel = (ch: string | undefined) => ch !== undefined && 'aeiouyäö'.includes(ch);
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const prev = w[i - 1];
    const next = w[i + 1];
    if (c === 'j' && next !== undefined && next in FINNISH_IOTATED) { out += FINNISH_IOTATED[next]; i++; }
    else if (c === 'j') out += 'й';
    else if ((c === 'ä' || c === 'ö') && prev === undefined) out += 'э';
    else if (c === 'e' && (prev === undefined || (isVowel(prev) && prev !== 'i'))) out += 'э';
    else if (c === 'i' && isVowel(prev) && prev !== 'i' && !isVowel(next)) out += 'й';
    else if (c === 'l' && next !== undefined && next !== 'l' && !isVowel(next)) out += 'ль';
    else out += FINNISH[c] ?? c;
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** A word so written with its double letters typed single, as Russian typists often type a Finnish one (`Пека` for `Пекка`, Pekka). */
export const doubleTypedSingle = (word: string): string => word.replace(/(.)\1/gu, '$1');

/** A word so written with the `я` of an `ä` after a consonant typed `е`, as Russian typists often type a Finnish one (`Мекинен` for `Мякинен`, Mäkinen). */
export const aTypedE = (word: string): string => word.replace(/(?<=[бвгджзклмнпрстфхцчшщ])я/giu, 'е');
