// OFAC's legacy CSV keeps birth dates, nationalities, identifiers and weak aliases inside the
// free-text Remarks column, as `;`-separated clauses in documented patterns:
//   `DOB 10 Dec 1948`, `nationality Russia`, `Nationality of Registration Latvia` (an entity's),
//   `Registration ID 1027700132195 (Russia)`,
//   `Tax ID No. 7708004767 (Russia)`, `alt. Company Number 06412389 (United Kingdom)`,
//   `V.A.T. Number LV40003032949 (Latvia)`,
//   `a.k.a. 'BNC'` (single quotes: a weak alias), `POB Havana, Cuba`, `Gender Male`.
// Only clauses that follow such a pattern are read; the rest of the text stays the entry's remark.
import { isValidCalendarDate } from '../../domain/dates.ts';
import { countryCode, countryOrName } from './countries.ts';
import { approximateBirthDate } from '../../domain/listed-birth-dates.ts';
import { birthRangeYears } from './common.ts';

export interface ParsedRemarks {
  birthDates: string[];
  /** `DOB …` text that is no date OFAC writes (`31 Feb 1960`, `1960s`): reported, never guessed. */
  unreadBirthDates: string[];
  countries: string[];
  identifiers: Array<{ type: string; value: string; country: string | null }>;
  weakAliases: string[];
  /** `POB Havana, Cuba`: each place of birth as written. */
  birthPlaces: string[];
  /** `Gender Male`: as written, '' where no clause gives it. */
  gender: string;
}

// Identifier labels as OFAC writes them, longest first so `Tax ID No.` wins over `Tax ID`.
const ID_LABELS = [
  'Unified Social Credit Code (USCC)', 'Business Registration Document #', 'Business Registration Number',
  'Certificate of Incorporation Number', 'Chamber of Commerce Number', 'Commercial Registry Number',
  'Government Gazette Number', 'Public Registration Number', 'Registration Certificate Number',
  'Legal Entity Number', 'Enterprise Number', 'Identification Number', 'Registration Number',
  'Registration ID', 'UK Company Number', 'Company Number', 'Trade License No.', 'Tax ID No.', 'VAT Number',
  // OFAC's own spelling of a VAT number's label, with dots (`V.A.T. Number LV40003032949 (Latvia)`).
  'V.A.T. Number',
  'National ID No.', 'Personal ID Card', 'Passport', 'Cedula No.', 'NIT #', 'RFC', 'SSN', 'SWIFT/BIC', 'IMO', 'MMSI',
  'D-U-N-S Number',
].sort((a, b) => b.length - a.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
const ID_CLAUSE = new RegExp(
  `^(?:alt\\.\\s+)?(${ID_LABELS.map(escape).join('|')})\\s*:?\\s+([A-Za-z0-9][A-Za-z0-9\\-/. ]*?)\\s*(?:\\(([^)]*)\\))?(?:\\s+(?:issued|expires)\\b.*)?\\.?$`,
  'i',
);

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

/**
 * `10 Dec 1948` → 1948-12-10, `Dec 1948` → 1948-12, `1948` → 1948; null otherwise (`31 Feb 1960`
 * too). OFAC writes an approximate birth `circa 1960`: without the word it read as exact, so an
 * owner born in 1961 was a mismatch; it is kept approximate (`1960~`, listed-birth-dates.ts).
 */
export function ofacDate(raw: string): string | null {
  const circa = /^circa\s+/i.test(raw.trim());
  const date = ofacPlainDate(raw.trim().replace(/^circa\s+/i, ''));
  return date !== null && circa ? approximateBirthDate(date) : date;
}

function ofacPlainDate(s: string): string | null {
  let m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(s);
  if (m && MONTHS[m[2]!.toLowerCase()]) {
    const month = MONTHS[m[2]!.toLowerCase()]!;
    // `31 Feb 1960` is no day: null, so the caller reports it instead of storing it.
    return isValidCalendarDate(Number(m[3]), Number(month), Number(m[1])) ? `${m[3]}-${month}-${m[1]!.padStart(2, '0')}` : null;
  }
  m = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(s);
  if (m && MONTHS[m[1]!.toLowerCase()]) return `${m[2]}-${MONTHS[m[1]!.toLowerCase()]}`;
  m = /^(\d{4})$/.exec(s);
  return m ? m[1]! : null;
}

export function parseOfacRemarks(remarks: string): ParsedRemarks {
  const out: ParsedRemarks = { birthDates: [], unreadBirthDates: [], countries: [], identifiers: [], weakAliases: [], birthPlaces: [], gender: '' };
  for (const m of remarks.matchAll(/\b[afn]\.k\.a\.,?\s+'([^']+)'/g)) out.weakAliases.push(m[1]!.trim());
  for (const rawClause of remarks.split(';')) {
    const clause = rawClause.trim().replace(/\.$/, '');
    if (clause === '') continue;
    const dob = /^(?:alt\.\s+)?DOB\s+(.+)$/i.exec(clause);
    if (dob) {
      // `DOB 1960 to 1962`, `DOB 01 Jan 1960 to 31 Dec 1962`: every year of the range (common.ts).
      const parts = dob[1]!.split(/\s+to\s+/);
      const dates = parts.map((part) => ofacDate(part));
      parts.forEach((part, i) => { if (dates[i] === null) out.unreadBirthDates.push(part.trim()); });
      const read = dates.filter((d): d is string => d !== null);
      out.birthDates.push(...(parts.length === 2 && read.length === 2 ? birthRangeYears(read[0]!, read[1]!) : read));
      continue;
    }
    // `POB Havana, Cuba` and `Gender Male`: what tells the listed person from a namesake, served
    // with the entry's matches (never screened on).
    const pob = /^(?:alt\.\s+)?POB\s+(.+)$/i.exec(clause);
    if (pob) { out.birthPlaces.push(pob[1]!.trim()); continue; }
    const gender = /^Gender\s+(\S+)$/i.exec(clause);
    if (gender) { out.gender ||= gender[1]!; continue; }
    // `Nationality of Registration Latvia`, an entity's country of registration, as OFAC writes it:
    // read as `nationality …` it gave the country `of Registration Latvia`, no country, and an
    // entity registered in Latvia was taken for one listed elsewhere (capped as a candidate).
    const nat = /^(?:alt\.\s+)?(?:nationality\s+of\s+registration|nationality|citizen)\s+(.+)$/i.exec(clause);
    if (nat) {
      const c = countryCode(nat[1]!);
      if (c) out.countries.push(c);
      continue;
    }
    const id = ID_CLAUSE.exec(clause);
    if (id && /\d/.test(id[2]!)) {
      const label = ID_LABELS.find((l) => l.toLowerCase() === id[1]!.toLowerCase()) ?? id[1]!;
      out.identifiers.push({ type: label, value: id[2]!.trim(), country: id[3] ? countryOrName(id[3]) : null });
    }
  }
  return out;
}
