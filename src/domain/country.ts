// The four countries the service covers. Every API field named `country` holds one of these.
import { countryCodeOf } from './country-codes.ts';

export const COUNTRIES = ['LV', 'LT', 'EE', 'FI'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The four, as a sentence names them all: `LV, LT, EE or FI`. */
export const COUNTRIES_WORDED = `${COUNTRIES.slice(0, -1).join(', ')} or ${COUNTRIES[COUNTRIES.length - 1]}`;

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * A country code as a client may send it: `lv`, `Lv` and ` LV ` are LV. People and language
 * models write the codes in lower case as often as not, and refusing `lv` for `LV` helps no one;
 * answers still always spell it `LV`. Anything else is passed on unchanged, to be refused.
 */
export function countryFromInput(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toUpperCase() : value;
}

// The names a caller writes for a country in place of its code: English (and its adjective), the
// country's own language, the other three countries' languages, Swedish (Finland's second language)
// and Russian, as a document of the region writes them, and the three-letter ISO code (Latvia,
// Latvija, Läti, Lettland, Латвия, LVA). Keys are folded as countryFromName folds its input (lower
// case, marks dropped, spaces squeezed). The MCP tools and the REST API take the same names. No inflected form: `Latvijas` and `Suomen` begin names
// (`Latvijas Gāze`, `Suomen Pankki`), and a number is read with a country's name (domain/regcode.ts)
// only where the name is a whole word beside it, so `Eesti Energia AS` stays a name.
const COUNTRY_NAMES_WRITTEN: Readonly<Record<string, Country>> = {
  latvia: 'LV', latvian: 'LV', latvija: 'LV', läti: 'LV', lettland: 'LV', латвия: 'LV', lva: 'LV',
  lithuania: 'LT', lithuanian: 'LT', lietuva: 'LT', leedu: 'LT', liettua: 'LT', litauen: 'LT', литва: 'LT', ltu: 'LT',
  estonia: 'EE', estonian: 'EE', eesti: 'EE', igaunija: 'EE', estija: 'EE', viro: 'EE', estland: 'EE', эстония: 'EE', est: 'EE',
  finland: 'FI', finnish: 'FI', suomi: 'FI', somija: 'FI', suomija: 'FI', soome: 'FI', финляндия: 'FI', fin: 'FI',
};
const COUNTRY_NAMES: ReadonlyMap<string, Country> = foldedKeys(COUNTRY_NAMES_WRITTEN);

// The names a country argument takes besides: each country's official long name in English, in the
// four countries' languages, German, French, Italian, Spanish and Russian, and the common name in
// German, French, Italian and Spanish (`Republic of Estonia`, `Eesti Vabariik`, `Latvijas Republika`,
// `Lettonia`, `Lituanie`), none of which names two of the four. A model or a form fills country with
// them as with `Latvia`, and each was refused. Read for a country argument alone, not in a search's
// words (countryOfName): `Finlandia` and `Estonie` begin company names that a search reads as names.
const ARGUMENT_NAMES_WRITTEN: Readonly<Record<string, Country>> = {
  'republic of latvia': 'LV', 'latvijas republika': 'LV', 'latvijos respublika': 'LV', 'läti vabariik': 'LV', 'latvian tasavalta': 'LV',
  'republik lettland': 'LV', 'république de lettonie': 'LV', 'repubblica di lettonia': 'LV', 'república de letonia': 'LV',
  'латвийская республика': 'LV', lettonie: 'LV', lettonia: 'LV', letonia: 'LV',
  'republic of lithuania': 'LT', 'lietuvos respublika': 'LT', 'lietuvas republika': 'LT', 'leedu vabariik': 'LT', 'liettuan tasavalta': 'LT',
  'republik litauen': 'LT', 'république de lituanie': 'LT', 'repubblica di lituania': 'LT', 'república de lituania': 'LT',
  'литовская республика': 'LT', lituanie: 'LT', lituania: 'LT',
  'republic of estonia': 'EE', 'eesti vabariik': 'EE', 'igaunijas republika': 'EE', 'estijos respublika': 'EE', 'viron tasavalta': 'EE',
  'republik estland': 'EE', "république d'estonie": 'EE', 'repubblica di estonia': 'EE', 'república de estonia': 'EE',
  'эстонская республика': 'EE', estonie: 'EE',
  'republic of finland': 'FI', 'suomen tasavalta': 'FI', 'republiken finland': 'FI', 'somijas republika': 'FI', 'suomijos respublika': 'FI',
  'soome vabariik': 'FI', 'republik finnland': 'FI', 'république de finlande': 'FI', 'repubblica di finlandia': 'FI',
  'república de finlandia': 'FI', 'финляндская республика': 'FI', finnland: 'FI', finlande: 'FI', finlandia: 'FI',
};
const ARGUMENT_NAMES: ReadonlyMap<string, Country> = foldedKeys(ARGUMENT_NAMES_WRITTEN);

/** The names taken for the four, in lower case as written (`läti`, `латвия`): what a schema's pattern lists. */
export const COUNTRY_NAME_SPELLINGS: readonly string[] = [...Object.keys(COUNTRY_NAMES_WRITTEN), ...Object.keys(ARGUMENT_NAMES_WRITTEN)];

// A typographic apostrophe (République d’Estonie) read as the typed one.
function foldedName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').replace(/[\u2019\u02bc]/g, "'");
}

function foldedKeys(names: Record<string, Country>): Map<string, Country> {
  return new Map(Object.entries(names).map(([name, code]) => [foldedName(name), code]));
}

/** The country a name names (COUNTRY_NAMES: `Estonia`, `Eesti`, `Igaunija`, `Эстония`), or null. */
export function countryOfName(name: string): Country | null {
  return COUNTRY_NAMES.get(foldedName(name.trim())) ?? null;
}

/**
 * The countries whose code or a name of COUNTRY_NAMES begins with `typed` (folded as a name is), in
 * COUNTRIES' order: what a client offers as the completions of a country being typed, since a name
 * is taken where a code is (`Lat` and `Latv` are LV, `Suo` FI; `L` LV and LT; "" all four).
 */
export function countriesBeginning(typed: string): Country[] {
  const start = foldedName(typed.trim());
  return COUNTRIES.filter((code) => code.toLowerCase().startsWith(start)
    || [...COUNTRY_NAMES].some(([name, named]) => named === code && name.startsWith(start)));
}

/**
 * A country as a client writes it: the code in any case, or the country's name ("Latvia",
 * "latvija", "Suomi"). Models asked about "a company in Latvia" pass the name as often as the
 * code, and a web shop's form often holds the country's name; refusing it only costs a second
 * call. Anything else is passed on unchanged, to be refused with the codes. The MCP tools and
 * the REST API's `country` (http/query-string.ts) both read it so.
 */
export function countryFromName(value: unknown): unknown {
  const code = countryFromInput(value);
  if (typeof code !== 'string' || isCountry(code)) return code;
  return countryOfName(code) ?? ARGUMENT_NAMES.get(foldedName(code.trim())) ?? code;
}

/** A country argument meaning every country, as a model fills a field it means to leave open. */
const EVERY_COUNTRY = /^\s*(?:all|any|every|everywhere|\*|all countries|any country|every country|all four)\s*$/i;

/** What a country is taken as, by the MCP tools and the REST API alike (countryFromName). */
export const COUNTRY_ACCEPTED = 'one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)';

/** What a country argument of the MCP tools and prompt takes, said when it is refused. */
export const COUNTRY_RULE = `country must be ${COUNTRY_ACCEPTED}`;

/**
 * The countries a refused country argument names several of (["LV", "EE"], "LV, EE", "Latvia or
 * Estonia"), in the order sent, or null: a model unsure which country a company is in sends both.
 */
function severalCountriesSent(value: unknown): Country[] | null {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s*(?:[,;/&|+]|\s(?:and|or)\s)\s*|\s+/i) : [];
  const named = parts.filter((part) => typeof part === 'string' && part.trim() !== '').map((part) => countryFromName(part));
  return named.length > 1 && named.every((code) => typeof code === 'string' && isCountry(code)) ? named as Country[] : null;
}

/**
 * What a refused country argument is told: the rule, and where it names several countries that
 * one is taken, and that none looks in all four. Told the rule alone, a model that sent LV and EE
 * read that it had sent what is taken, and sent one of them, missing a company of the other.
 * A country of a register not held here (CY, Germany) is what a model sends after reading an
 * owner's registeredIn: told the rule alone, it asked again in one of the four, or reported the
 * owner as one no register lists, while the call without country names it and what it holds.
 */
export function countryRefusal(value: unknown): string {
  // "all", "any" or "*" for every country: told the rule alone, a model sent one of the four and
  // missed a company of another, where leaving country out looks in all four.
  if (typeof value === 'string' && EVERY_COUNTRY.test(value)) return `${COUNTRY_RULE}: leave country out (or send null) to look in all four`;
  const several = severalCountriesSent(value);
  if (several) return `${COUNTRY_RULE}: one country, not several (${several.join(', ')}); leave country out to look in all four`;
  const other = typeof value === 'string' ? countryCodeOf(value) : null;
  if (other === null || isCountry(other)) return COUNTRY_RULE;
  return `${COUNTRY_RULE}: the service holds no register of ${other}, so no company registered there (an owner with `
    + `registeredIn ${other} is none either); leave country out`;
}
