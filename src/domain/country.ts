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
