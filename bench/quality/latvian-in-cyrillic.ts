// A Latvian name as Russian text writes it, by the Latvian-Russian practical transcription: ļ, ņ,
// ķ, ģ as `ль`, `нь`, `кь`, `гь`, and before a vowel as `л`, `н`, `к`, `г` with `я`, `ю`, `е`, `и`
// (`Kļaviņš` `Клявиньш`, `Kalniņa` `Калниня`, `Ķēniņš` `Кениньш`); `j` before a vowel as `я`, `ю`, `е`,
// with a soft sign after a consonant (`Krišjānis` `Кришьянис`); a word's first `e`, or one after a
// vowel, `э` (`Ēriks` `Эрикс`); `ai`, `ei`, `oi` before a consonant `ай`, `ей`, `ой` (`Aivars`
// `Айварс`); long vowels as short. `olderEnding`: `-ņš` as the older `-нь` (`Kalniņš` `Калнинь`).
const VOWELS = 'aāeēiīouū';
const LETTERS: Record<string, string> = {
  a: 'а', ā: 'а', b: 'б', c: 'ц', č: 'ч', d: 'д', e: 'е', ē: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', ī: 'и', k: 'к', l: 'л',
  m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', ū: 'у', v: 'в', z: 'з', ž: 'ж',
};
const SOFT: Record<string, string> = { ļ: 'л', ņ: 'н', ķ: 'к', ģ: 'г' };
const IOTATED: Record<string, string> = { a: 'я', ā: 'я', u: 'ю', ū: 'ю', e: 'е', ē: 'е', o: 'ё', i: 'и', ī: 'и' };

export function latvianInCyrillic(word: string, olderEnding = false): string {
  const w = word.toLowerCase();
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = w[i + 1];
    const prev = w[i - 1];
    if (c in SOFT) {
      out += SOFT[c];
      if (next !== undefined && VOWELS.includes(next)) { out += IOTATED[next]; i++; continue; }
      out += 'ь';
      if (olderEnding && c === 'ņ' && w.slice(i + 1) === 'š') i++;
    } else if (c === 'j') {
      const afterConsonant = prev !== undefined && !VOWELS.includes(prev);
      if (next !== undefined && 'aāuūeē'.includes(next)) { out += (afterConsonant ? 'ь' : '') + IOTATED[next]; i++; } else out += 'й';
    } else if ((c === 'e' || c === 'ē') && (prev === undefined || (VOWELS.includes(prev) && prev !== 'i'))) {
      out += 'э';
    } else if (c === 'i' && prev !== undefined && 'aeo'.includes(prev) && (next === undefined || !VOWELS.includes(next))) {
      out += 'й';
    } else {
      out += LETTERS[c] ?? c;
    }
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}
