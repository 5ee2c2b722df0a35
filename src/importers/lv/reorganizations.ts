// UR reorganizations.csv: a company UR closed as reorganised (`Reorganizēts`: merged into or split
// into another) and the final entity that carries on, one row each. The details of either company
// name the other. Codes are kept as text as UR writes them: old 9-digit codes have a leading zero.
import type { MapResult, Row, SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text } from './common.ts';

export const REORGANIZATIONS_FILE = 'reorganizations.csv';

/** The longest number kept: far above any register's (REGCODE_MAX_LENGTH of the lookups). */
const NUMBER_MAX = 64;

/**
 * A company's number as UR writes it: digits (a Latvian one, or one abroad of digits alone), or a
 * foreign register's number written its own way (1234567-8, HRB 12345), its spaces collapsed; null
 * where it holds no digit or is longer than any register's. Which is Latvian is told where served
 * (domain/lv-register-number.ts): read as digits alone, a foreign one was rejected and the company
 * that merged abroad named no successor at all.
 */
function numberOf(value: unknown): string | null {
  const s = text(value)?.replace(/\s+/g, ' ') ?? null;
  if (s === null) return null;
  return regcodeOf(s) ?? (/\d/.test(s) && /[^\d]/.test(s) && s.length <= NUMBER_MAX ? s : null);
}

export function mapReorganizationRow(row: Row): MapResult {
  const sourceRegcode = numberOf(row.source_entity_regcode);
  if (!sourceRegcode) return { reject: 'invalid source_entity_regcode' };
  const finalRegcode = numberOf(row.final_entity_regcode);
  if (!finalRegcode) return { reject: 'invalid final_entity_regcode' };
  // A company named its own final entity tells nobody who carries on.
  if (sourceRegcode === finalRegcode) return null;
  return { kind: 'reorganization', record: { country: 'LV', sourceRegcode, finalRegcode } };
}

export const reorganizationsSource: SourceDefinition = {
  id: 'lv.reorganizations',
  country: 'LV',
  title: 'UR reorganisations of legal entities (reorganizations.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('1b55ac08-5a57-4234-9fb5-c248d3f97157', '83cebcee-ba0c-4162-b061-a8a1fae84f63', REORGANIZATIONS_FILE),
  resolve: ckan('1b55ac08-5a57-4234-9fb5-c248d3f97157', REORGANIZATIONS_FILE),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['details.succeededBy', 'details.reorganisedFrom', 'autofill.succeededBy', 'search.matchedNumber'],
  files: [{
    name: REORGANIZATIONS_FILE, format: 'csv', optional: true,
    csv: csvOptions(['source_entity_regcode', 'final_entity_regcode'],
      ['id', 'reorganization_type', 'reorganization_type_text', 'source_entity_regcode', 'final_entity_regcode', 'registered']),
    mapRow: mapReorganizationRow,
  }],
  produces: ['reorganization'],
  keepLatest: [{ kind: 'reorganization', by: ['country', 'sourceRegcode', 'finalRegcode'], order: [] }],
  expectedRows: { min: 0, max: 1_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Optional: only `source_entity_regcode` (the company that ceased) and `final_entity_regcode` (the one that carries on) are read, by header name; the other columns (`id`, the kind of reorganisation, its date) are unconfirmed and not served.',
    'Codes are kept as text as UR writes them: old 9-digit codes keep their leading zero. A row naming a company its own final entity is skipped; a row whose code holds no digit is rejected, named by file and line.',
    'The file names no country for either company, while a Latvian company may merge into one registered abroad (a cross-border merger): a number of the Latvian register is digits alone, 11, or 9 or 10 for an old code; any other (an Estonian 8-digit code, a Finnish 1234567-8, a German HRB 12345, kept as written, its spaces collapsed) is of a register abroad, served with `country` null and no name or status, linked to no Latvian company (read as Latvian, the digits were served as an LV company the register does not hold, and a number written with a hyphen or letters was rejected). A Lithuanian company code (9 digits) cannot be told from an old Latvian one by its form and is served as LV.',
    'Served in the details as `succeededBy` (the final entities of the company\'s reorganisation) and `reorganisedFrom` (the companies whose final entity it is), each with the name and status the store holds, or null where it holds none; both are null for LV until this source is imported, and for EE, LT and FI, which publish no such file. An autofill record of a closed company gives `succeededBy` as the details do.',
    'A code of a ceased company the register no longer lists (an old 9-digit code) finds in search, autofill and search_companies the final entities held here, each marked `matchedNumber` { number: the code, kind: predecessor }; the details\' 404 of the code names them and the request for them.',
  ],
};
