// The four countries the service covers. Every API field named `country` holds one of these.
export const COUNTRIES = ['LV', 'LT', 'EE', 'FI'] as const;
export type Country = (typeof COUNTRIES)[number];

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

// The names a caller writes for a country in place of its code: English, the country's own
// language, and the three-letter ISO code (Latvia, Latvija, LVA). Keys are folded as
// countryFromName folds its input (lower case, marks dropped, spaces squeezed).
const COUNTRY_NAMES: Readonly<Record<string, Country>> = {
  latvia: 'LV', latvija: 'LV', lva: 'LV',
  lithuania: 'LT', lietuva: 'LT', ltu: 'LT',
  estonia: 'EE', eesti: 'EE', est: 'EE',
  finland: 'FI', suomi: 'FI', fin: 'FI',
};

/**
 * A country as a language model writes it: the code in any case, or the country's name
 * ("Latvia", "latvija", "Suomi"). Models asked about "a company in Latvia" pass the name as
 * often as the code; refusing it only costs a second call. Anything else is passed on
 * unchanged, to be refused with the codes. The REST API keeps to the codes (countryFromInput).
 */
export function countryFromName(value: unknown): unknown {
  const code = countryFromInput(value);
  if (typeof code !== 'string' || isCountry(code)) return code;
  const folded = code.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
  return COUNTRY_NAMES[folded] ?? code;
}

/** What a country argument of the MCP tools and prompt takes, said when it is refused. */
export const COUNTRY_RULE = 'country must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)';
