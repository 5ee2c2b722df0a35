// The four countries the service covers. Every API field named `country` holds one of these.
export const COUNTRIES = ['LV', 'LT', 'EE', 'FI'] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
