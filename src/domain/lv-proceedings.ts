// UR's insolvency_legal_person_proceeding.csv lists two kinds of proceeding: insolvency
// (maksātnespējas process) and legal protection (tiesiskās aizsardzības process, TAP, also out of
// court: ārpustiesas TAP). Legal protection is a company's restructuring under a plan agreed with
// its creditors, so that it goes on trading: the opposite of a winding-up, and a check that read it
// as insolvency refused a partner the register calls solvent. The file writes the kind as a code
// (`proceeding_form` LEGAL_PROTECTION, a `proceeding_type` TAP) or in words; both are read here.

export type ProceedingKind = 'insolvency' | 'legal_protection';

// The Latvian name of each code, so registryStatus reads in words (and in English) as a row
// written in words does.
const CODE_WORDS: Record<string, { kind: ProceedingKind; words: string }> = {
  INSOLVENCY: { kind: 'insolvency', words: 'Maksātnespējas process' },
  MNP: { kind: 'insolvency', words: 'Maksātnespējas process' },
  LEGAL_PROTECTION: { kind: 'legal_protection', words: 'Tiesiskās aizsardzības process' },
  TAP: { kind: 'legal_protection', words: 'Tiesiskās aizsardzības process' },
  OUT_OF_COURT_LEGAL_PROTECTION: { kind: 'legal_protection', words: 'Ārpustiesas tiesiskās aizsardzības process' },
  'ĀTAP': { kind: 'legal_protection', words: 'Ārpustiesas tiesiskās aizsardzības process' },
  ATAP: { kind: 'legal_protection', words: 'Ārpustiesas tiesiskās aizsardzības process' },
};

const codeOf = (value: string) => value.trim().toUpperCase().replace(/[\s-]+/g, '_');
// A value written in words has a lower-case letter; a code is capitals, digits and underscores.
const isWords = (value: string) => /\p{Ll}/u.test(value);
const folded = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Legal protection when either column names it (code or words), else insolvency. */
export function proceedingKind(type: string | null, form: string | null): ProceedingKind {
  for (const value of [type, form]) {
    if (value === null) continue;
    if (CODE_WORDS[codeOf(value)]?.kind === 'legal_protection') return 'legal_protection';
    if (folded(value).includes('tiesiskas aizsardzibas process')) return 'legal_protection';
  }
  return 'insolvency';
}

/**
 * The proceeding's wording as registryStatus shows it: `proceeding_type` when written in words,
 * else `proceeding_form`; a code either column holds is given its Latvian name (TAP as
 * Tiesiskās aizsardzības process); an unknown code stays as written.
 */
export function proceedingWording(type: string | null, form: string | null): string | null {
  for (const value of [type, form]) if (value !== null && isWords(value)) return value;
  for (const value of [type, form]) if (value !== null && CODE_WORDS[codeOf(value)]) return CODE_WORDS[codeOf(value)]!.words;
  return type ?? form;
}
