// The sentences beside a company's financial years (get_company_financials, and the company://
// resource, which carries every year): an empty list is no missing annual report where the country
// publishes none, and is dated by the files it was sought in where it does; an EE or LT list ends
// where the files the service reads begin, which is no company that stopped filing.
import { isHeadcountSource } from '../../domain/headcount-sources.ts';
import { financialFilesFromSentence } from '../../domain/financial-files-from.ts';

export interface FinancialsRead {
  name: string;
  regcode: string;
  country: string;
  financials: unknown[];
  financialsPublished: boolean;
  /** The files the years and the headcount come from (financialsFor's sources). */
  sources: Array<{ name: string; asOf: string | null }>;
}

/** The sentences to give beside the years, none where the answer needs none. */
export function financialsSentences(found: FinancialsRead): string[] {
  // The files the absence was read from, as the answer's sources date them.
  const read = found.sources.filter((s) => !isHeadcountSource(s.name)).map((s) => `${s.name} as of ${s.asOf ?? 'an unknown date'}`);
  const empty = found.financials.length > 0 ? null : found.financialsPublished
    ? `No annual report of ${found.name} (${found.country} ${found.regcode}) is published in the register data`
      + `${read.length > 0 ? ` (${read.join(', ')})` : ''}.`
    : `The register data of ${found.country} that this service holds has no annual reports of any company: ` +
      `the empty list says nothing about ${found.name} (${found.regcode}); do not count it as a missing annual report.`;
  // Where the country's files begin: a list ending there is not a company that stopped filing.
  const from = found.financialsPublished ? financialFilesFromSentence(found.country) : null;
  return [empty, from].filter((s) => s !== null);
}
