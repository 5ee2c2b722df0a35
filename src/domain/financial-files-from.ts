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

/** The sentence saying which years a country's files begin with, or null where none is documented. */
export function financialFilesFromSentence(country: string): string | null {
  const from = FINANCIAL_FILES_FROM[country as keyof typeof FINANCIAL_FILES_FROM];
  if (!from) return null;
  return `The ${country} annual reports this service reads come from ${from.files}: a year before ${from.year} is not in them, `
    + 'so its absence says nothing about whether the company filed it.';
}
