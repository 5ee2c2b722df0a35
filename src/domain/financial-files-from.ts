// The first financial year the annual-report files the service reads hold, per country: RIK
// publishes its key figures in one file per report year from 2019 (an Estonian report of an
// earlier year gives no figure), and Registrų centras its statements in one file per filing year
// from 2015, which holds the years ending in 2014. Without it an analyst read an Estonian
// company's years stopping at 2019 as a company that had not filed before. UR's file (LV) has no
// such first year documented, and FI publishes no statements the service imports.
export const FINANCIAL_FILES_FROM: Readonly<Partial<Record<'LV' | 'LT' | 'EE' | 'FI', { year: number; files: string }>>> = {
  EE: { year: 2019, files: 'RIK\'s key-figure files (one per report year from 2019)' },
  LT: { year: 2014, files: 'Registrų centras\' statement files (one per filing year from 2015, whose first holds the years ending in 2014)' },
};

/**
 * The first year an answer may count a report absent from: the documented first year of the
 * country's files, or the later one the store's begin with (a year's file not read, as on the demo
 * store, whose Estonian years begin with 2022); for a country documenting none, the store's.
 * `held` is the first year the store holds (undefined or null where not known).
 */
export function filesFirstYear(country: string, held: number | null | undefined): number | null {
  const documented = FINANCIAL_FILES_FROM[country as keyof typeof FINANCIAL_FILES_FROM]?.year;
  if (documented === undefined) return held ?? null;
  return held != null && held > documented ? held : documented;
}

/**
 * The sentence saying which years a country's files begin with, or null where none is documented;
 * where the store holds them from a later year (`held`), that year, before which none is held.
 */
export function financialFilesFromSentence(country: string, held?: number | null): string | null {
  const from = FINANCIAL_FILES_FROM[country as keyof typeof FINANCIAL_FILES_FROM];
  if (!from) return null;
  const first = filesFirstYear(country, held)!;
  const holds = first > from.year ? `, of which this service holds the years from ${first}` : '';
  return `The ${country} annual reports this service reads come from ${from.files}${holds}: a year before ${first} is not in them, `
    + 'so its absence says nothing about whether the company filed it.';
}
