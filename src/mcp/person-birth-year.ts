// A person's name written with a year of birth and no day (`Jānis Bērziņš 1980`, `Ilze Kalniņa (born
// 1971)`, `Ilze Kalniņa 03.1971`), as a user asking about a person most often gives it. Searched, it
// was told only to try fewer or different words, and sent as a regcode the registration-number
// formats and owners registered abroad: a model reported the person as tied to no company, where the
// person check answers it once the day is known. A whole date is person-name-like.ts's reading.
import { couldBePersonName, personWithBirthDate } from '../domain/person-name-like.ts';
import { BORN_WORDS } from '../domain/born-words.ts';

/** A person's name and the year (and month, where written) of birth; birthDate is the check's form with what is missing to fill in. */
export interface PersonBirthYear { name: string; birthDate: string }

// A year alone (1980), a year and month (1980-03), or a month and year (03.1980, 3/1980), in brackets or not.
const YEAR_WORD = /^(?:(\d{4})(?:-(\d{1,2}))?|(\d{1,2})[./](\d{4}))\.?$/u;
// A word saying born before the year: those of the person check (born-words.ts), `born in`, and the
// one-letter ones (b., s., g.) right before the year alone, where a name's initial is no year's neighbour.
const BORN_BEFORE = new RegExp(String.raw`(?:^|[\s(,;])(?:(?:${BORN_WORDS})(?:\s+in)?|[bsg]\.)[\s(]*$`, 'iu');
// The youngest a person tied to a company is taken to be: a year later is a company's (a founding year, an invoice's).
const YOUNGEST = 14;

/** `text` read as a person's name with a year of birth, no day; null for any other text (a whole date among them). */
export function personWithBirthYear(text: string, now = new Date()): PersonBirthYear | null {
  if (personWithBirthDate(text) !== null) return null;
  const words = [...text.matchAll(/\S+/gu)];
  const years = words.map((m) => ({ m, year: YEAR_WORD.exec(m[0].replace(/^[([]+|[)\],;:]+$/gu, '')) })).filter((w) => w.year !== null);
  if (years.length !== 1) return null;
  const { m, year } = years[0]!;
  const y = Number(year![1] ?? year![4]);
  const monthWritten = year![2] ?? year![3];
  const month = monthWritten === undefined ? null : Number(monthWritten);
  if (y < 1900 || y > now.getUTCFullYear() - YOUNGEST || (month !== null && (month < 1 || month > 12))) return null;
  const before = text.slice(0, m.index).replace(BORN_BEFORE, ' ');
  const name = `${before} ${text.slice(m.index + m[0].length)}`.replace(/[()[\],;:]/gu, ' ').replace(/\s+/gu, ' ').trim();
  if (!couldBePersonName(name)) return null;
  return { name, birthDate: `${y}-${month === null ? 'MM' : String(month).padStart(2, '0')}-DD` };
}
