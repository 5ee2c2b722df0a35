// The person check's last reading of a name: a Latvian or Lithuanian name typed in the genitive or
// the dative (`Jāņa Bērziņa`, `Jānim Bērziņam`, `Jono Jonaičio`, `Jonui Jonaičiui`), read in the
// nominative the registers write (domain/person-name-case.ts), only against the names of the people
// born the day asked for. One person found is the person, as for the nominative; where the reading
// may be someone else (two people, or a woman's name in the nominative spelled as the man's
// genitive), the 404 names who was found, and the client sends the name as the register writes it.
// An Estonian name with its given name declined too (`Jaani Tamme`) is read after these, and answers
// only where one person born that day is read so; a Latvian name in the accusative (`Mārtiņu
// Kalniņu`), and last of all an Estonian name in the allative, ablative or comitative (`Tõnu Kivile`).
import {
  accusativeReadings, estonianCaseReadings, estonianDeclinedGivenNameKeys, nominativeReadings, type GrammaticalCase, type NominativeReading,
} from '../domain/person-name-case.ts';
import { isWomansGivenName } from '../domain/latvian-surname-gender.ts';
import { foldTokens } from '../domain/fold.ts';

/** What a reading in the nominative found: the key of the one person it is, or those it may be (`unsure`). */
export interface CaseRead { keys: string[]; unsure: CaseUnsure | null }

/** The names a reading in the nominative found that the check does not answer for, and why. */
export interface CaseUnsure { grammaticalCase: GrammaticalCase; names: string[]; feminine: boolean }

const NONE: CaseRead = { keys: [], unsure: null };

// A man's name of the second declension ending `-nis`, `-lis`, `-sis`, `-zis`, `-cis` writes its
// genitive with the consonant changed (Jānis Jāņa, Kārlis Kārļa, Ansis Anša): a word typed so is
// his genitive, never a woman's name, whose nominative has no reason for the change.
const CHANGED: Record<string, string> = { n: 'ņ', l: 'ļ', s: 'š', z: 'ž', c: 'č' };

// Women's given names that are a man's genitive letter for letter, beside those latvian-surname-gender.ts
// knows (Andra of Andris, Valda of Valdis, Daina of Dainis typed without the `ņ`).
const MENS_GENITIVES_WOMEN_ARE_NAMED = new Set(['andra', 'valda', 'daina']);

/** Whether a name typed holds a woman's given name: its masculine genitive reading may be her name in the nominative. */
function holdsWomansGivenName(typed: string): boolean {
  return foldTokens(typed).some((word) => isWomansGivenName(word) || MENS_GENITIVES_WOMEN_ARE_NAMED.has(word));
}

/** Whether a word typed writes the genitive of a word of the register's name with its changed consonant (`Jāņa` of `Jānis`). */
function changedConsonantTyped(typedWords: readonly string[], registerName: string): boolean {
  return registerName.normalize('NFC').toLowerCase().split(/\s+/).some((word) => {
    const changed = CHANGED[word.at(-3) ?? ''];
    return word.length > 4 && word.endsWith('is') && changed !== undefined && typedWords.includes(`${word.slice(0, -3)}${changed}a`);
  });
}

/**
 * The typed name read in the nominative: of its readings (genitive first), the keys of the people
 * born that day (`bornKeys`) whom the store holds a role of (`known`); where none is, the names of
 * the day a reading of one case is within or that are within it (`fuller`: a given name the register
 * writes and the name typed leaves out, `Jāņa Bērziņa` for `Bērziņš Jānis Kārlis`, as for the
 * nominative). One person found answers, unless the words typed are also a woman's name in the
 * nominative, holding a woman's given name (`Gunta Bērziņa`, the genitive of Guntis Bērziņš and a
 * woman's name; `Jana Bērziņa`), and no word typed writes the man's genitive's changed consonant
 * (`Jāņa`); two people are `unsure`, named by `namesOf` (the register's name under a key).
 */
export function nominativeFound(
  typed: string, bornKeys: () => readonly string[], known: (key: string) => boolean, namesOf: (key: string) => string[],
  fuller: (keys: string[]) => { keys: string[]; ambiguous: boolean },
): CaseRead {
  let born: Set<string> | undefined;
  const bornSet = () => (born ??= new Set(bornKeys()));
  const read = (readings: NominativeReading[]) => casesFound(typed, readings, bornSet, known, namesOf, fuller);
  const declined = read(nominativeReadings(typed));
  if (declined !== null) return declined;
  // Then an Estonian name with its given name declined too (`Jaani Tamme`): only one person born that day read so is the person.
  const declinedGiven = estonianDeclinedGivenNameKeys(typed).filter((key) => bornSet().has(key) && known(key));
  if (declinedGiven.length === 1) return { keys: declinedGiven, unsure: null };
  // Then a Latvian name in the accusative (`ar Mārtiņu Kalniņu`), where no other reading found anyone;
  // last, an Estonian name in the allative, ablative or comitative (`Tõnu Kivile`, `Tõnu Kivilt`, `Tõnu Kiviga`).
  return read(accusativeReadings(typed)) ?? read(estonianCaseReadings(typed)) ?? NONE;
}

/**
 * What readings of one or more cases found, as nominativeFound tells; null where they found no one,
 * and NONE where two fuller names leave them unanswered (no later reading is tried then).
 */
function casesFound(
  typed: string, readings: readonly NominativeReading[], born: () => ReadonlySet<string>, known: (key: string) => boolean,
  namesOf: (key: string) => string[], fuller: (keys: string[]) => { keys: string[]; ambiguous: boolean },
): CaseRead | null {
  if (readings.length === 0) return null;
  const found = readings.filter((r) => born().has(r.key) && known(r.key));
  const typedWords = typed.normalize('NFC').toLowerCase().split(/\s+/);
  const herName = (feminine: boolean, names: readonly string[]) => feminine && holdsWomansGivenName(typed)
    && !names.some((name) => changedConsonantTyped(typedWords, name));
  const namesFound = (keys: readonly string[]) => [...new Set(keys.map((key) => namesOf(key)[0]).filter((n): n is string => n !== undefined))];
  if (found.length > 0) {
    const names = namesFound(found.map((r) => r.key));
    const [first] = found;
    if (found.length === 1 && !herName(first!.alsoFeminineNominative, names)) return { keys: [first!.key], unsure: null };
    return { keys: [], unsure: { grammaticalCase: first!.case, names, feminine: found.length === 1 } };
  }
  for (const grammaticalCase of new Set(readings.map((r) => r.case))) {
    const ofCase = readings.filter((r) => r.case === grammaticalCase);
    const within = fuller(ofCase.map((r) => r.key));
    // Two fuller names, neither within the other, leave the reading unanswered, as they leave the nominative.
    if (within.ambiguous) return NONE;
    if (within.keys.length === 0) continue;
    const names = namesFound(within.keys);
    if (!herName(ofCase[0]!.alsoFeminineNominative, names)) return { keys: within.keys, unsure: null };
    return { keys: [], unsure: { grammaticalCase, names, feminine: true } };
  }
  return null;
}

/** What a 404 (and new registrations' nameHint) says of a name read in the nominative that it does not answer for. */
export function caseUnsureHint({ grammaticalCase, names, feminine }: CaseUnsure): string {
  const quoted = names.map((n) => `"${n}"`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  const one = names.length === 1;
  return `the name reads as the ${grammaticalCase} of ${listed}, ${one ? 'a person' : 'people'} the registers list born that day`
    + (feminine ? ', and as a woman\'s name in the nominative, as which no one born that day is listed' : '')
    + `: if ${one ? 'that is' : 'one of them is'} the person, send the name in the nominative, as the register writes it`;
}
