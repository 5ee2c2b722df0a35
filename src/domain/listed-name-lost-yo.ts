// A listed person's name whose `ё` the list lost: Russian print mostly writes `Пётр Фёдоров` as
// `Петр Федоров`, and ICAO 9303, which Russian passports use, writes `ё` as `e` (`Petr FEDOROV`,
// `Fedorova`), while the registers write its sound (Latvian `Pjotrs Fjodorovs`, Estonian `Pjotr
// Fjodorov`, Lithuanian `Piotr Fiodorov`) as an English document does (`Pyotr Fyodorov`), three
// letters apart in a short word. The letters do not tell an `ё` from an `е`, so only the names
// that hold one (the person check reads the same words so, name-transliterations.ts
// WORDS_AS_REGISTERED) are read with it sounded, in their English spelling, from which every
// reading (the registers', the passports') starts (sanctions-persons.ts).

// A given name, its patronymic or a surname made of it (`Fedorov`, `Fedorovna`, `Semenova`),
// typed with `e` for `ё`, and its English spelling (`yo`).
const LOST_YO: ReadonlyArray<{ typed: RegExp; english: string }> = [
  { typed: /^fedor(?=(?:ov|ova|ovich|ovna)?$)/, english: 'fyodor' },
  { typed: /^petr$/, english: 'pyotr' },
  { typed: /^artem(?=(?:ov|ova|ovich|ovna)?$)/, english: 'artyom' },
  { typed: /^semen(?=(?:ov|ova|ovich|ovna)?$)/, english: 'semyon' },
  { typed: /^alena$/, english: 'alyona' },
];

const withYo = (word: string) => {
  const found = LOST_YO.find(({ typed }) => typed.test(word));
  return found === undefined ? word : word.replace(found.typed, found.english);
};

/** The comparison words of a listed name with a lost `ё` sounded (`Petr Fedorov` as `Pyotr Fyodorov`), or null where none is. */
export function yoOfLostYo(words: readonly string[]): string[] | null {
  const read = words.map(withYo);
  return read.some((w, i) => w !== words[i]) ? read : null;
}
