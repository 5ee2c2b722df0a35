// A listed Slavic name's `ё` after `л` or `н` as the Latvian register writes it: the soft `ļo`, `ņo`
// (Киселёв `Kiseļovs`, Алёна `Aļona`, Огнёв `Ogņovs`), where the Estonian register and Estonian
// documents write `ljo`, `njo` (`Kisseljov`, `Aljona`) and English spellings `lyo`, `nyo` (`Kiselyov`).
// Folded, `ļ` is `l`: the `j` or `y` a letter off in a word (`Kisseljov` for `Kiseļovs` with the
// Estonian `ss` too, two, a typo at 0.8), and in a short word no typo at all (`Aljona`, `Aļona`). Only
// `о` after them: `я`, `ю`, `е` there may follow a soft sign, which Latvian writes `ļj` (Ульяна
// `Uļjana`, Васильев `Vasiļjevs`), and `ль`, `нь` before `о` hardly starts a name's syllable.

const SOFT_YO = /([ln])[jy]o/g;

/** The comparison words of a listed name with `ljo`, `lyo`, `njo`, `nyo` read as the Latvian `ļo`, `ņo` folded (`kisseljov` as `kisselov`), or null where it writes none. */
export function latvianSoftOfYo(words: readonly string[]): string[] | null {
  const read = words.map((w) => w.replace(SOFT_YO, '$1o'));
  return read.some((w, i) => w !== words[i]) ? read : null;
}
