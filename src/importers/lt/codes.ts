// JAR codes: legal-status codes (stat_kodas) and legal forms (form_kodas). The classifier files
// give the register's own names; the maps here are the fallbacks when a classifier is absent.
import type { CompanyStatus, ComplianceFlag } from '../../domain/records.ts';
import { ltShortForm } from '../../domain/lt-legal-forms.ts';

/**
 * stat_kodas → API status. 0 "Teisinis statusas neįregistruotas" means no special legal status:
 * the entity operates normally. The register's list (JAR_TEI_STATUSU_KLASIFIKATORIUS) goes on
 * past 10: 13 is a second Bankrutuojantis, 26 "Likviduojamas dėl bankroto" a liquidation by
 * bankruptcy, 11 "Likviduotas" an entity liquidated whose striking-off is not yet registered
 * (still in JAR_IREGISTRUOTI, with no deregistration date), and 16, 19, 21–24 and 27–30 mergers,
 * conversions and divisions across borders, reorganisations as 1–3 and 8 are; 23 and 24 are seen
 * in real data. Left as `unknown`, they raised no flag, and a company in bankruptcy or a
 * cross-border merger read clean to a partner check. 12 (not re-registered), 17 (founding a
 * holding SE, itself unchanged), 18, 20 and 25 (moving the seat abroad) and any new code stay
 * `unknown`, with the register's own words kept in registryStatus.
 */
export function statusFromCode(code: string | null): CompanyStatus {
  switch (code) {
    case '0': return 'active';
    case '1': case '2': case '3': case '4': case '8':
    case '16': case '19': case '21': case '22': case '23': case '24':
    case '27': case '28': case '29': case '30': return 'reorganisation';
    case '5': case '6': case '13': case '26': return 'insolvency';
    case '7': case '9': case '11': return 'liquidation';
    case '10': return 'closed';
    default: return 'unknown';
  }
}

/** The register's names of the codes, for rows that carry a code without its name or abbreviate it. */
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
  '11': 'Likviduotas',
  '12': 'Nepersiregistravęs',
  '13': 'Bankrutuojantis',
  '16': 'Inicijuojantis Europos bendrovės steigimą jungimosi būdu',
  '17': 'Inicijuojantis Europos bendrovės steigimą valdymo (holdingo) būdu',
  '18': 'Europos bendrovė, kurios buveinė yra perkeliama',
  '19': 'Inicijuojantis Europos kooperatinės bendrovės steigimą jungimosi būdu',
  '20': 'Europos kooperatinė bendrovė, kurios buveinė perkeliama',
  '21': 'Jungiama, peržengiant vienos valstybės ribas, akcinė bendrovė ar uždaroji akcinė bendrovė',
  '22': 'Dalyvaujanti vienos valstybės ribas peržengiančiame jungimesi AB ar UAB',
  '23': 'Jungiamas peržengiant vienos valstybės ribas juridinis asmuo',
  '24': 'Dalyvaujantis jungimesi peržengiant vienos valstybės ribas juridinis asmuo',
  '25': 'Perkeliantis buveinę',
  '26': 'Likviduojamas dėl bankroto',
  '27': 'Jungiama peržengiant vienos valstybės ribas bendrovė',
  '28': 'Dalyvaujanti vienos valstybės ribas peržengiančiame jungimesi bendrovė',
  '29': 'Pertvarkoma peržengiant vienos valstybės ribas bendrovė',
  '30': 'Skaidoma peržengiant vienos valstybės ribas bendrovė',
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
