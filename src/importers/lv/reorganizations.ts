// UR reorganizations.csv: a company UR closed as reorganised (`Reorganizēts`: merged into or split
// into another) and the final entity that carries on, one row each. The details of either company
// name the other. Codes are kept as text as UR writes them: old 9-digit codes have a leading zero.
import type { MapResult, Row, SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf } from './common.ts';

export const REORGANIZATIONS_FILE = 'reorganizations.csv';

export function mapReorganizationRow(row: Row): MapResult {
  const sourceRegcode = regcodeOf(row.source_entity_regcode);
  if (!sourceRegcode) return { reject: 'invalid source_entity_regcode' };
  const finalRegcode = regcodeOf(row.final_entity_regcode);
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
    'Codes are kept as text as UR writes them: old 9-digit codes keep their leading zero. A row naming a company its own final entity is skipped; a row whose code is not 5 to 12 digits is rejected, named by file and line.',
    'Served in the details as `succeededBy` (the final entities of the company\'s reorganisation) and `reorganisedFrom` (the companies whose final entity it is), each with the name and status the store holds, or null where it holds none; both are null for LV until this source is imported, and for EE, LT and FI, which publish no such file. An autofill record of a closed company gives `succeededBy` as the details do.',
    'A code of a ceased company the register no longer lists (an old 9-digit code) finds in search, autofill and search_companies the final entities held here, each marked `matchedNumber` { number: the code, kind: predecessor }; the details\' 404 of the code names them and the request for them.',
  ],
};
