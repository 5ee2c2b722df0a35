// UR beneficial_owners.csv: the natural persons who ultimately own or control an entity.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { describingDate } from '../date-cells.ts';
import { UR_PUBLISHER, LICENCE, birthOf, ckan, cleanName, csvOptions, dataGovLv, isJunkName, regcodeOf, text } from './common.ts';

const COLUMNS = ['id', 'legal_entity_registration_number', 'forename', 'surname', 'latvian_identity_number_masked',
  'birth_date', 'nationality', 'residence', 'registered_on', 'last_modified_at', 'name', 'entity_type'];

// A cell of `nationality`: ISO alpha-2 codes, several separated by `;` (`IL;RU`). `residence` is not
// read: nothing would use it, and it is personal data (docs/operations.md).
const CODE = /^[A-Za-z]{2}$/;

/**
 * The codes of one cell, as the register gives them, in its order and each once ([] for an empty
 * cell). A part that is no two-letter code is left out with a warning naming the column, as a bad
 * date is: the owner is kept, and the codes read beside it too.
 */
export function countryCodesOf(row: Row, column: 'nationality', ctx: MapContext): string[] {
  const cell = text(row[column]);
  if (cell === null) return [];
  const codes: string[] = [];
  let unread = false;
  for (const part of cell.split(/[;,]/).map((p) => p.trim()).filter((p) => p !== '')) {
    if (!CODE.test(part)) { unread = true; continue; }
    const code = part.toUpperCase();
    if (!codes.includes(code)) codes.push(code);
  }
  if (unread) ctx.warn(`${column} holds a value that is no two-letter country code; the owner is kept without it`, JSON.stringify(cell));
  return codes;
}

export function mapBeneficialOwnerRow(row: Row, ctx: MapContext): MapResult {
  // Unlike officers and members, the company key here is legal_entity_registration_number.
  const regcode = regcodeOf(row.legal_entity_registration_number);
  if (!regcode) return { reject: 'invalid company regcode' };
  // A part UR leaves as a placeholder (`-` for a forename it has none of) is no part of the name.
  const joined = [text(row.forename), text(row.surname)].filter((s) => s !== null && /\p{L}/u.test(s)).join(' ');
  const personName = cleanName(joined !== '' ? joined : row.name);
  if (isJunkName(personName)) return { reject: 'junk name' };
  return {
    kind: 'role',
    record: {
      country: 'LV', regcode, role: 'beneficial_owner', position: null,
      personName: personName!, entityType: 'natural_person',
      ...birthOf(row, ctx),
      holderRegcode: null,
      since: describingDate(row.registered_on, 'registered_on', ctx), until: null,
      sharePercent: null, shareAmount: null, shareCurrency: null,
      nationality: countryCodesOf(row, 'nationality', ctx),
    },
  };
}

export const beneficialOwnersSource: SourceDefinition = {
  id: 'lv.beneficial-owners',
  country: 'LV',
  title: 'UR beneficial owners (beneficial_owners.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('b7848ab9-7886-4df0-8bc6-70052a8d9e1a', '20a9b26d-d056-4dbb-ae18-9ff23c87bdee', 'beneficial_owners.csv'),
  resolve: ckan('b7848ab9-7886-4df0-8bc6-70052a8d9e1a', 'beneficial_owners.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['persons.check (beneficial_owner)', 'persons.newRegistrations'],
  files: [{
    name: 'beneficial_owners.csv', format: 'csv',
    csv: csvOptions(['legal_entity_registration_number', 'forename', 'surname'], COLUMNS),
    mapRow: mapBeneficialOwnerRow,
    rowId: 'id',
  }],
  produces: ['role'],
  expectedRows: { min: 1, max: 5_000_000 },
  maxRejectRate: 0.05,
  notes: ['Name = `forename` + `surname`, a part without a letter (`-`) left out; `since` = `registered_on` (a `registered_on` or `birth_date` that is no real date is left empty with a warning in the import report). An entity with no row has no registered owner, not "no owner".',
    '`nationality` (ISO alpha-2 codes, several in one cell as `IL;RU`) is kept as a list of codes in the register\'s order, never served: a sanctions match on the owner says only whether it is among the countries the list gives the entry; a part that is no two-letter code is left out with a warning in the import report, the owner kept. `residence` is not read.'],
};
