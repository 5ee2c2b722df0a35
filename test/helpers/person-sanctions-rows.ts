// A person screening matched, for the tests of what the person check says of sanctions: Pāvels
// Ozols holds three Latvian companies. In the first he is the beneficial owner, a member of 60 %
// and a board member, and screening stored an EU match through his holding (and one through
// another member, not his); in the second a member of 30 % and a board member of whom UR's
// sanctions file names a listed subject; in the third a stockholder with a candidate below the
// threshold.
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow, type SeedRows } from './seed.ts';

export const OZOLS = { name: 'Pāvels Ozols', birthDate: '1965-03-03' };
export const OZOLS_COMPANIES = ['40003700001', '40003700002', '40003700003'] as const;
const [A, B, C] = OZOLS_COMPANIES;

function role(regcode: string, role: string, position: string | null, name: string, share: number | null, key: string): SeedRow {
  return {
    country: 'LV', regcode, role, position, person_name: name, name_key: personNameKey(name), entity_type: 'natural_person',
    birth_date: OZOLS.birthDate, since: '2018-01-01', until: null, share_percent: share, assoc_key: `ozols-${key}`,
    first_seen_at: '2024-01-01T00:00:00Z', source: role === 'officer' ? 'lv.officers' : role === 'member' ? 'lv.members'
      : role === 'stockholder' ? 'lv.stockholders' : 'lv.beneficial-owners', as_of: '2026-11-21',
  };
}

function entry(list: string, id: string, name: string, source: string): SeedRow {
  return {
    list, entry_id: id, reference: null, schema: 'person', name, aliases: '[]', identifiers: '[]', countries: '["RU"]',
    programs: '["RUS"]', listed_on: '2022-06-03', reason: 'Listed under RUS', source_url: null, birth_dates: '["1965-03-03"]',
    source, as_of: '2026-11-20',
  };
}

function match(regcode: string, list: string, entryId: string, name: string, score: number, features: Record<string, unknown>, on = 'owner'): SeedRow {
  return {
    country: 'LV', regcode, list, entry_id: entryId, matched_on: on, matched_name: name, score,
    features: JSON.stringify(features), algorithm_version: 'screen-20', screened_at: '2026-11-21T06:00:00Z',
  };
}

const owner = (name: string, role: string, share: number | null, birth: string) => ({
  ownerName: name, ownerRole: role, sharePercent: share, ownerSince: '2018-01-01', ownerType: 'person',
  nameSimilarity: birth === 'exact' ? 1 : 0.9, sameName: birth === 'exact', birthDateMatch: birth, weakAlias: false,
});

export function ozolsRows(): Partial<SeedRows> {
  return {
    companies: [ownCompany(A, 'SIA "Ozolu Nams"'), ownCompany(B, 'SIA "Ozolu Mežs"'), ownCompany(C, 'AS "Ozolu Osta"', { form: 'AS' })],
    person_roles: [
      role(A, 'beneficial_owner', null, 'Pāvels Ozols', null, 'a-bo'),
      role(A, 'member', null, 'Ozols Pāvels', 60, 'a-member'),
      role(A, 'officer', 'board_member', 'Ozols Pāvels', null, 'a-board'),
      { ...role(A, 'member', null, 'Sidorovs Ivans', 40, 'a-other'), name_key: personNameKey('Sidorovs Ivans'), birth_date: '1970-01-01' },
      role(B, 'member', null, 'Ozols Pāvels', 30, 'b-member'),
      role(B, 'officer', 'board_member', 'Ozols Pāvels', null, 'b-board'),
      role(C, 'stockholder', null, 'Ozols Pāvels', null, 'c-stock'),
    ],
    sanction_entries: [
      entry('EU', 'EU-OZ', 'Pavel Ozol', 'sanctions.eu'),
      entry('EU', 'EU-SID', 'Ivan Sidorov', 'sanctions.eu'),
      entry('EU', 'UR:OZ', 'Pāvels Ozols', 'sanctions.ur'),
      entry('OFAC', 'OFAC-OZ', 'OZOL, Pavel', 'sanctions.ofac'),
    ],
    sanction_matches: [
      match(A, 'EU', 'EU-OZ', 'Pavel Ozol', 1, owner('Ozols Pāvels', 'member', 60, 'exact')),
      match(A, 'EU', 'EU-SID', 'Ivan Sidorov', 1, owner('Sidorovs Ivans', 'member', 40, 'exact')),
      // UR's sanctions file linking a listed subject to the company as its board member: no role of the register.
      match(B, 'EU', 'UR:OZ', 'Pāvels Ozols', 0.8, { via: 'register_record', relation: 'linked', subjectSchema: 'person', position: 'Valdes loceklis' }),
      match(C, 'OFAC', 'OFAC-OZ', 'OZOL, Pavel', 0.85, owner('Ozols Pāvels', 'stockholder', null, 'year')),
    ],
  };
}

/**
 * A fourth company, listed itself: AS "Ozolu Termināls", on the EU list by its name, whose board he
 * chairs (an office, never screened). Screening stored the company's match and none of his there.
 */
export const OZOLS_LISTED_COMPANY = '40003700004';

export function ozolsRowsWithListedCompany(): Partial<SeedRows> {
  const rows = ozolsRows();
  const D = OZOLS_LISTED_COMPANY;
  return {
    ...rows,
    companies: [...rows.companies!, ownCompany(D, 'AS "Ozolu Termināls"', { form: 'AS' })],
    person_roles: [...rows.person_roles!, role(D, 'officer', 'chair_of_board', 'Ozols Pāvels', null, 'd-chair')],
    sanction_entries: [...rows.sanction_entries!, { ...entry('EU', 'EU-OT', 'Ozolu Terminals AS', 'sanctions.eu'), schema: 'entity', birth_dates: '[]' }],
    sanction_matches: [...rows.sanction_matches!, match(D, 'EU', 'EU-OT', 'Ozolu Terminals AS', 0.97, { nameSimilarity: 0.97 }, 'name')],
  };
}
