// JAR codes: legal-status codes (stat_kodas) and legal forms (form_kodas). The classifier files
// give the register's own names; the maps here are the fallbacks when a classifier is absent.
import type { CompanyStatus, ComplianceFlag } from '../../domain/records.ts';
import { ltShortForm } from '../../domain/lt-legal-forms.ts';

/**
 * stat_kodas → API status. 0 "Teisinis statusas neįregistruotas" means no special legal status:
 * the entity operates normally. 8 "Dalyvaujantis atskyrime" (taking part in a split-off) is a
 * reorganisation like 1–4. Codes seen without a confirmed meaning (23, 24 cross-border mergers)
 * and any new code map to `unknown`, with the register's own words kept in registryStatus.
 */
export function statusFromCode(code: string | null): CompanyStatus {
  switch (code) {
    case '0': return 'active';
    case '1': case '2': case '3': case '4': case '8': return 'reorganisation';
    case '5': case '6': return 'insolvency';
    case '7': case '9': return 'liquidation';
    case '10': return 'closed';
    default: return 'unknown';
  }
}

/** The register's names of the codes, for rows that carry a code without its name. */
export const STATUS_NAMES: Record<string, string> = {
  '0': 'Teisinis statusas neįregistruotas',
  '1': 'Reorganizuojamas',
  '2': 'Dalyvaujantis reorganizavime',
  '3': 'Pertvarkomas',
  '4': 'Restruktūrizuojamas',
  '5': 'Bankrutuojantis',
  '6': 'Bankrutavęs',
  '7': 'Likviduojamas',
  '8': 'Dalyvaujantis atskyrime',
  '9': 'Inicijuojamas likvidavimas',
  '10': 'Išregistruotas',
};

// Abbreviations the JAR files write in a status name, spelled out (whole words, any case).
const STATUS_ABBREVIATIONS: Array<[RegExp, string]> = [[/(^|\s)stat\.?(?=\s|$)/giu, '$1statusas']];

/** A status name with its abbreviated words written out ("Teisinis stat …" → "Teisinis statusas …"). */
export function statusWordsWrittenOut(words: string): string {
  let out = words.trim().replace(/\s+/g, ' ');
  for (const [pattern, full] of STATUS_ABBREVIATIONS) out = out.replace(pattern, full);
  return out;
}

/** The compliance flag a special legal status raises (API.md `flags`), or null. */
export function flagForStatus(status: CompanyStatus): ComplianceFlag | null {
  if (status === 'liquidation') return 'in_liquidation';
  if (status === 'insolvency') return 'insolvent';
  if (status === 'reorganisation') return 'in_reorganisation';
  return null;
}

/** The short form for a long form name, or null when no abbreviation is in common use (domain/lt-legal-forms.ts). */
export function shortFormOf(longName: string | null): string | null {
  return ltShortForm(longName);
}
