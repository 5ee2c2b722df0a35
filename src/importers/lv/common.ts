// What every LV source shares: the publishers' metadata, how UR and VID write values (padded
// blanks, `-` for nothing, masked personal codes) and the person fields of the role files.
import type { CsvOptions, MapContext, Rejected, Row } from '../source.ts';
import { birthKeyFromMaskedCode, parsePartialDate } from '../../domain/dates.ts';
import { describingDate } from '../date-cells.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';

export const CKAN_API = 'https://data.gov.lv/dati/api/3/action';
export const UR_PUBLISHER = 'Uzņēmumu reģistrs (Register of Enterprises of the Republic of Latvia)';
export const VID_PUBLISHER = 'Valsts ieņēmumu dienests (State Revenue Service of Latvia)';
export const LICENCE = 'CC0 1.0 (data.gov.lv)';

/** A data.gov.lv resource address; the UUIDs change when a file is replaced, so CKAN resolves them each run. */
export const dataGovLv = (dataset: string, resource: string, file: string) =>
  `https://data.gov.lv/dati/dataset/${dataset}/resource/${resource}/download/${file}`;

export function ckan(packageId: string, resourceName: string) {
  return { kind: 'ckan' as const, api: CKAN_API, packageId, resourceName };
}

/** UR and VID files: the delimiter is sniffed (UR `;`, VID `,`); UTF-8, unless a file is wholly in the Baltic legacy encoding (a VID file was reported "ISO-8859-1", which cannot hold Latvian letters). */
export function csvOptions(required: string[], known: string[]): CsvOptions {
  return { delimiter: 'auto', encoding: 'utf8 or windows-1257', required, known };
}

/** A trimmed value, null when blank (UR writes a single space for "none"). */
export function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** The most characters of a cell a reject quotes: a regcode is at most 12 digits, and a cell holding a shifted line would fill the report. */
const QUOTED_MAX = 40;

/** A cell as a reject quotes it: JSON-quoted, cut after QUOTED_MAX characters with `…`. */
export function quotedCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  const chars = Array.from(s);
  return JSON.stringify(chars.length > QUOTED_MAX ? chars.slice(0, QUOTED_MAX).join('') + '…' : s);
}

/** The rejection of a row whose registration number is none (regcodeOf), quoting what the cell held. */
export function invalidRegcode(v: unknown): Rejected {
  return { reject: `invalid regcode ${quotedCell(v)}` };
}

/** A registration number as text (leading zeros kept), null unless it is digits only. */
export function regcodeOf(v: unknown): string | null {
  const s = text(v);
  return s !== null && /^\d{5,12}$/.test(s) ? s : null;
}

/**
 * Names UR leaves as placeholders: `-`, a year, `000000`, and digits in quotation marks or with a
 * plus (`"2015"`, `"421"`, `185+`). OpenSanctions nulls the same values. Whatever marks surround
 * them, a name with no letter in any script names nobody.
 */
export function isJunkName(name: string | null): boolean {
  if (name === null) return true;
  const s = name.trim();
  return s.length < 2 || !/\p{L}/u.test(s);
}

export type EntityType = 'natural_person' | 'legal_entity';

/** NATURAL_PERSON → natural person; LEGAL_ENTITY, FOREIGN_ENTITY (and unknown codes) → legal entity. */
export function entityTypeOf(raw: unknown): EntityType {
  const s = text(raw)?.toUpperCase() ?? 'NATURAL_PERSON';
  return s === 'NATURAL_PERSON' ? 'natural_person' : 'legal_entity';
}

/**
 * Birth information of a person row: `birth_date` as given (full or `YYYY-MM`), and the
 * `DDMMYY` key of the masked personal code when the code carries a date (not `32…` codes).
 * A `birth_date` that is no date leaves birthDate empty with a warning (the role is kept).
 */
export function birthOf(row: Row, ctx: MapContext): { birthDate: string | null; birthKey: string | null } {
  return {
    birthDate: describingDate(row.birth_date, 'birth_date', ctx, parsePartialDate),
    birthKey: birthKeyFromMaskedCode(text(row.latvian_identity_number_masked)),
  };
}

/** `Liberte Inese` stays as written: matching folds and orders the words itself. */
export function cleanName(raw: unknown): string | null {
  return collapsedOrNull(text(raw));
}
