// NACE codes as text (`01.11`, `62.10`) and the LV classifier export that describes them.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { LICENCE, csvOptions, text } from './common.ts';

const JUNK = new Set(['?', '0', '00', '000', '0000', 'UNDEFINED', '-', 'NAV']);

/**
 * A NACE code in its `NN`, `NN.N` or `NN.NN` form. Spreadsheets drop zeros (`1.11` for `01.11`,
 * `62.1` for the class `62.10`, `111` for `0111`): `level` (1 section … 4 class) restores them;
 * without it a company's main activity is taken to be a class. `6201` becomes `62.01`. Junk gives null.
 */
export function normaliseNaceCode(raw: unknown, level?: number): string | null {
  const s = text(raw)?.toUpperCase().replace(/\s+/g, '') ?? null;
  if (!s || JUNK.has(s)) return null;
  if (/^[A-U]$/.test(s)) return s;
  let m = /^(\d{1,2})$/.exec(s);
  if (m) return level === undefined || level <= 2 ? m[1]!.padStart(2, '0') : null;
  // A class of divisions 01–09 written without its dot and read as a number loses its leading
  // zero as the dotted one does (`0111` → `111`, Growing of cereals): read as `11.10` it named the
  // beverages division. Only a group (level 3) is three digits as written.
  if (/^[1-9]\d{2}$/.test(s) && level !== 3) return normaliseNaceCode(`0${s}`, level);
  m = /^(\d{2})(\d{1,2})$/.exec(s);
  if (m) return `${m[1]}.${m[2]!.length === 1 && level !== 3 ? `${m[2]}0` : m[2]}`;
  m = /^(\d{1,2})\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  const division = m[1]!.padStart(2, '0');
  if (division === '00') return null;
  const rest = m[2]!;
  if (level === 3) return `${division}.${rest.slice(0, 1)}`;
  return `${division}.${rest.padEnd(2, '0')}`;
}

/** The revision NACE.csv describes: the CSP export holds Rev. 2.1 only. */
export const CLASSIFIER_REVISION = 'NACE Rev. 2.1';

/** NACE Rev. 2.1 applies from tax year 2024 (VID); earlier years are Rev. 2. */
export function naceClassificationForYear(year: number): string {
  return year >= 2024 ? CLASSIFIER_REVISION : 'NACE Rev. 2';
}

export function naceKeyOfClassifierRow(row: Row): string | null {
  const level = Number(text(row['Līmenis']));
  return normaliseNaceCode(row.Kods, Number.isInteger(level) ? level : undefined);
}

export function mapNaceRow(row: Row, _ctx: MapContext): MapResult {
  const code = naceKeyOfClassifierRow(row);
  if (!code) return { reject: 'invalid code' };
  const description = text(row.Nosaukums);
  if (!description) return { reject: 'missing description' };
  return { kind: 'classifier', record: { classification: CLASSIFIER_REVISION, code, description, lang: 'lv' } };
}

export const NACE_COLUMNS = ['Kods', 'Nosaukums', 'Vecāka kods', 'Spēkā no', 'Spēkā līdz', 'Līmenis', 'Saistītās klasif.'];

export const naceSource: SourceDefinition = {
  id: 'lv.nace',
  country: 'LV',
  title: 'NACE Rev. 2.1 classifier in Latvian (CSP export, NACE.csv)',
  publisher: 'Centrālā statistikas pārvalde (Official Statistics of Latvia)',
  url: 'https://www.csp.gov.lv/lv/klasifikatori',
  licence: LICENCE,
  updateFrequency: 'when the classification changes',
  feeds: ['details.nace.description'],
  files: [{ name: 'NACE.csv', format: 'csv', optional: true, csv: csvOptions(['Kods', 'Nosaukums', 'Līmenis'], NACE_COLUMNS), mapRow: mapNaceRow }],
  produces: ['classifier'],
  expectedRows: { min: 1, max: 10_000 },
  maxRejectRate: 0.05,
  notes: [
    'No stable download address: export the classifier as CSV and import it with `--from DIR`.',
    'Codes are restored from spreadsheet damage by level: `1.11` (or `111`, a class without its dot) → `01.11`, `62.1` at level 4 → `62.10`, `1` at level 2 → `01`.',
  ],
};
