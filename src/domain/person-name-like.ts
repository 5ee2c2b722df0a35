// Whether a text sent for a company could be a person's name: told where a person's companies are
// found (the REST person check), which no tool here answers, where a company's name is told only
// how to search again.
import { companyNameTokens, foldTokens } from './fold.ts';

/**
 * Whether a text that found no company, or was sent as a registration number, could be a person's
 * name, the only text the person hint (300 characters) helps: two to four words of letters (the person check needs a given name and a
 * surname), no digit, no legal form (`SIA`, `Oy`, `osaühing`), no quote marks. A company's name
 * mistyped (`SIA "Rigas Kokss"`, `Baltic 24`) was told it at length on every empty answer.
 */
export function couldBePersonName(query: string): boolean {
  if (/[\d"“”„«»&@/]/.test(query)) return false;
  const words = foldTokens(query);
  if (words.length < 2 || words.length > 4) return false;
  // A legal form's word or phrase is left out of a company's name tokens; a person's name has none.
  return companyNameTokens(query).length === words.length;
}

// A birth date as a person's name is written with it: ISO (1980-01-01) or day first (01.01.1980,
// 1/1/1980), with a word saying so (born, dzim., dz., sünd., gim.) and brackets or commas around. A
// one-letter one (b., s.) is left in: it is as often a name's initial.
const ISO_DATE = /(?<![\d])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/;
const DAY_FIRST_DATE = /(?<![\d])(\d{1,2})[./](\d{1,2})[./](\d{4})(?![\d])/;
const BORN = /(?<![\p{L}])(?:born|dzim(?:is|usi)?\.?|dz\.|sünd(?:inud)?\.?|gim(?:ęs|usi)?\.?|syntynyt)(?![\p{L}])/giu;

/**
 * A person's name written with a birth date (`Jānis Bērziņš 1980-01-01`, `Jānis Bērziņš, born
 * 01.01.1980`): the name and the date in ISO form, or null where the text is not one. A model asked
 * which companies a person is tied to sends both as a regcode or a search query: the date was read as
 * a number (`As a Finnish business ID, 1980010-1 has a wrong check digit`) or the text told to try
 * fewer words, where the person check, which takes the two, answers it.
 */
export function personWithBirthDate(text: string): { name: string; birthDate: string } | null {
  const iso = ISO_DATE.exec(text);
  const dayFirst = iso ? null : DAY_FIRST_DATE.exec(text);
  const found = iso ?? dayFirst;
  if (!found) return null;
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : [dayFirst![3]!, dayFirst![2]!, dayFirst![1]!];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date || Number(year) < 1900 || parsed > new Date()) return null;
  const name = (text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length))
    .replace(BORN, ' ').replace(/[(),;:]/g, ' ').replace(/\s+/g, ' ').trim();
  return couldBePersonName(name) ? { name, birthDate: date } : null;
}

/**
 * The person check's request for a person's name, with its birth date where one was given, as a
 * client sends it: `/api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01`.
 * Without one, `birthDate=YYYY-MM-DD` is left to fill in, as the check takes no name alone.
 */
export function personCheckPath(person: { name: string; birthDate?: string }): string {
  return `/api/public/v1/persons/check?name=${encodeURIComponent(person.name)}&birthDate=${person.birthDate ?? 'YYYY-MM-DD'}`;
}
