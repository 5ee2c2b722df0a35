// A listed person's name the list writes as the Estonian register and Estonian documents do: Russian
// `с` between vowels as `ss` (`Vassili`, `Vassilenko`, `Larissa Borissova`, since one `s` there is
// sounded `z` in Estonian), which the Latvian and Lithuanian registers write `s` (`Vasilijs`,
// `Vasiļenko`, `Larisa Borisova`), as English spellings and passports do. A letter off in every word
// holding it, such a name paired with those only as a typo (0.9, below a reading; with a second
// letter off, `Kisseljov` for Latvian `Kiseļovs`, 0.8). Read with the `s` single, for a Slavic name
// alone (sanctions-name-slavic.ts): `Rossi`, `Lassila` are names of their own.

const EE_SS = /(?<=[aeiouy])ss(?=[aeiouy])/g;

/** The comparison words of a listed name with an Estonian `ss` between vowels read as one `s` (`Dmitri VASSILENKO` as `Dmitri Vasilenko`), or null where it writes none. */
export function singleSOfEstonianSs(words: readonly string[]): string[] | null {
  const read = words.map((w) => (w.includes('ss') ? w.replace(EE_SS, 's') : w));
  return read.some((w, i) => w !== words[i]) ? read : null;
}
