// registryStatus is the register's own wording, in Latvian, Lithuanian, Estonian or Finnish. A
// reader of none of them, and a model relaying the answer, read LT's "Teisinis statusas
// neįregistruotas" (no special legal status registered: the company operates normally) as a
// company whose registration is missing. The known wordings are given here in English; a wording
// not listed has none (the normalised status still says what it amounts to).
import type { Country } from './country.ts';

const WORDINGS: Record<Country, Record<string, string>> = {
  // UR register.csv closed codes and the types of UR's insolvency and liquidation files.
  LV: {
    'likvidēts': 'Liquidated (struck off)',
    'reorganizēts': 'Reorganised (struck off: merged into or divided among other companies)',
    'maksātnespējas process': 'Insolvency proceedings',
    'juridiskās personas maksātnespējas process': 'Insolvency proceedings of a legal person',
    'tiesiskās aizsardzības process': 'Legal protection proceedings (court-supervised restructuring)',
    'ārpustiesas tiesiskās aizsardzības process': 'Out-of-court legal protection proceedings',
    'brīvprātīga likvidācija': 'Voluntary liquidation',
    'piespiedu likvidācija': 'Compulsory liquidation',
  },
  // JAR's legal-status codes 0–10 (importers/lt/codes.ts STATUS_NAMES) and 24, as the status
  // classifier's English column names them where it has one.
  LT: {
    'teisinis statusas neįregistruotas': 'No special legal status registered (operating normally)',
    'reorganizuojamas': 'Being reorganised',
    'dalyvaujantis reorganizavime': 'Taking part in a reorganisation',
    'pertvarkomas': 'Being converted into another legal form',
    'restruktūrizuojamas': 'Under restructuring',
    'bankrutuojantis': 'In bankruptcy proceedings',
    'bankrutavęs': 'Bankrupt',
    'likviduojamas': 'Being liquidated',
    'dalyvaujantis atskyrime': 'Taking part in a split-off',
    'inicijuojamas likvidavimas': 'Liquidation initiated',
    'išregistruotas': 'Deregistered (struck off)',
    'dalyvaujantis tarpvalstybiniame jungime': 'Taking part in a cross-border merger',
  },
  // RIK's company statuses R, L, N, K.
  EE: {
    'registrisse kantud': 'Entered in the register (active)',
    'likvideerimisel': 'In liquidation',
    'pankrotis': 'In bankruptcy',
    'kustutatud': 'Deleted from the register',
  },
  // YTJ's Trade Register states and open proceedings, joined with "; " (importers/fi/ytj-status.ts).
  FI: {
    'rekisterissä': 'Registered',
    'rekisteröimätön': 'Not entered in the Trade Register',
    'lakannut': 'Ceased',
    'konkurssi': 'Bankruptcy',
    'selvitystila': 'Liquidation',
    'yrityssaneeraus': 'Corporate restructuring',
  },
};

const key = (words: string) => words.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** registryStatus in English; null when it is null or any part of it is a wording not listed. */
export function registryStatusInEnglish(country: string, wording: string | null): string | null {
  const words = WORDINGS[country as Country] as Record<string, string> | undefined;
  if (wording === null || words === undefined) return null;
  // FI joins the register state and an open proceeding ("Rekisterissä; Konkurssi").
  const parts = wording.split(';').map(key).filter((p) => p !== '');
  const english = parts.map((p) => words[p]);
  return parts.length > 0 && english.every((e) => e !== undefined) ? english.join('; ') : null;
}
