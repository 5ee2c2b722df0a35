// A person named inside a sentence: UR's officers, members and stockholders files write a person
// surname first (`Kļaviņš Oskars`), while RIK's files, UR's beneficial-owner file and the insolvency
// register write the given name first (`administrator Jānis Ozols`), and a reader of
// `liquidator Kļaviņš Oskars` beside it takes `Kļaviņš` for the given name, and a company's details
// named the same person `Kārkliņa Ilze` among its officers and `Ilze Kārkliņa` as beneficial owner.
// A sentence and the details' officers write a person given name first; a role the person check
// lists keeps the name as the register writes it, the spelling the name asked for matched.

/** UR's officers file, the one source of an LV company's officers (an IK's trader among them). */
export const LV_OFFICERS_SOURCE = 'lv.officers';

/** The sources whose register writes a natural person's name surname first. */
const SURNAME_FIRST_SOURCES: ReadonlySet<string> = new Set([LV_OFFICERS_SOURCE, 'lv.members', 'lv.stockholders']);

/** Whether the source writes a natural person's name surname first (UR's person files). */
export const writesSurnameFirst = (source: string): boolean => SURNAME_FIRST_SOURCES.has(source);

/**
 * A natural person's name given name first, as a sentence writes it: of a source that writes the
 * surname first, its first word, the surname (UR joins a double surname with a hyphen,
 * `Ozola-Bērziņa Anna Marija`), is put after the given names (`Anna Marija Ozola-Bērziņa`); a name of
 * one word, or of another source, is left as written.
 */
export function givenNameFirst(name: string, source: string): string {
  if (!writesSurnameFirst(source)) return name;
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name;
  return [...words.slice(1), words[0]].join(' ');
}
