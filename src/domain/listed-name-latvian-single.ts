// A listed Slavic name's doubled consonant as the Latvian register writes it, single: Latvian spells
// a Russian or Ukrainian name by its sounds and writes no doubled consonant there (Геннадий
// `Genādijs`, Кирилл `Kirils`, Филипп `Filips`, Алла `Ala`), where the lists, passports and the
// Estonian register keep it (`Gennadiy`, `Hennadii`, `Gennadi`). A letter off in the given name alone,
// such an owner paired only as a typo (`Genādijs Kuzņecovs` for `Gennadiy KUZNETSOV`), and with a
// second word itself a reading that takes no typo (`Genādijs Griščenko` for `Hennadii HRYSHCHENKO`),
// not at all. Read for a Slavic name alone (sanctions-name-slavic.ts): `Anna LUNDELL` keeps its letters.

const DOUBLED_CONSONANT = /([bcdfghklmnprstvwxz])\1/g;

/** The comparison words of a listed name with every doubled consonant single (`gennadii` as `genadii`), or null where it writes none. */
export function singleConsonantsOfLatvian(words: readonly string[]): string[] | null {
  const read = words.map((w) => w.replace(DOUBLED_CONSONANT, '$1'));
  return read.some((w, i) => w !== words[i]) ? read : null;
}
