// A person's name written with a year of birth and no day (`Jānis Bērziņš 1980`, `Ilze Kalniņa (born
// 1971)`, `Ilze Kalniņa, b. 03.1971`), as a user asking about a person most often gives it. Searched,
// the one-letter word for born was read as a company's word (`b.` listed `BA Õlu OÜ` and the like), and
// a name with a year alone was told to check its spelling, where the person check answers it once the
// day is known. A whole date is person-name-like.ts's reading.
import { couldBePersonName, personWithBirthDate } from './person-name-like.ts';
import { BORN_WORDS } from './born-words.ts';

/** A person's name and the year (and month, where written) of birth; birthDate is the check's form with what is missing to fill in. */
export interface PersonBirthYear { name: string; birthDate: string; monthWritten: boolean }

// A year alone (1980), a year and month (1980-03, 1980.03), or a month and year (03.1980, 3/1980, 03-1980).
const YEAR_WORD = /^(?:(\d{4})(?:[-./](\d{1,2}))?|(\d{1,2})[-./](\d{4}))\.?$/u;
// A word saying born before the year: those of the person check (born-words.ts), `born in`, and the
// one-letter ones (s., b., f., g.: syntynyt or sündinud, born, född, gimęs) right before the year, where
// a name's initial is no year's neighbour.
const BORN_BEFORE = new RegExp(String.raw`(?:^|[\s(,;])(?:${BORN_WORDS})(?:\s+in)?[\s(]*$`, 'iu');
const INITIAL_BORN_BEFORE = /(?:^|[\s(,;])[sbfg]\.[\s(]*$/iu;
// The year's mark after it: the Latvian `g.` (gadā), the Lithuanian `m.` (metais), the Estonian `a.`
// (aastal), the Russian `г.` (году) or `г.р.`; read as the name's, `Jānis Bērziņš dz. 1980. g.` was a name of three words.
const YEAR_MARK_AFTER = /^[\s.]*(?:g\.|gad[āa]|m\.|a\.|aastal|г\.?\s?р\.?|г\.|году|года)(?![\p{L}])/iu;
// The youngest a person tied to a company is taken to be: a later year is a company's (a founding year, an invoice's).
const YOUNGEST = 14;

/** `text` read as a person's name with a year of birth, no day; null for any other text (a whole date among them). */
export function personWithBirthYear(text: string, now = new Date()): PersonBirthYear | null {
  if (personWithBirthDate(text) !== null) return null;
  const words = [...text.matchAll(/\S+/gu)];
  const years = words
    .map((m) => ({ m, year: YEAR_WORD.exec(m[0].replace(/^[([]+|[)\],;:]+$/gu, '')) }))
    .filter((w) => w.year !== null);
  if (years.length !== 1) return null;
  const { m, year } = years[0]!;
  const y = Number(year![1] ?? year![4]);
  const monthWritten = year![2] ?? year![3];
  const month = monthWritten === undefined ? null : Number(monthWritten);
  if (y < 1900 || y > now.getUTCFullYear() - YOUNGEST || (month !== null && (month < 1 || month > 12))) return null;
  const before = text.slice(0, m.index).replace(BORN_BEFORE, ' ');
  const after = text.slice(m.index + m[0].length).replace(YEAR_MARK_AFTER, ' ');
  // A one-letter word before the year is born's unless the name needs it (`Jānis B. 1980`).
  const befores = INITIAL_BORN_BEFORE.test(before) ? [before.replace(INITIAL_BORN_BEFORE, ' '), before] : [before];
  const name = befores.map((b) => `${b} ${after}`.replace(/[()[\],;:]/gu, ' ').replace(/\s+/gu, ' ').trim()).find(couldBePersonName);
  if (name === undefined) return null;
  return { name, birthDate: `${y}-${month === null ? 'MM' : String(month).padStart(2, '0')}-DD`, monthWritten: month !== null };
}
