// Fixture rows of people, tax debts, flags, sanctions and source state.
import { personNameKey } from '../../src/domain/fold.ts';
import { FIXTURE } from './seed-constants.ts';
import type { SeedRow } from './seed-rows-companies.ts';

const C = FIXTURE.companies;
const P = FIXTURE.persons;
const OLD_SEEN = '2024-01-01T00:00:00Z';

interface RoleInput {
  c: { country: string; regcode: string };
  role: string; position?: string | null; name: string;
  birthDate?: string | null; birthKey?: string | null;
  since?: string | null; until?: string | null;
  share?: [number | null, number | null, string | null];
  firstSeenAt?: string; source: string;
}

let roleId = 0;
function roleRow(r: RoleInput): SeedRow {
  roleId++;
  return {
    id: roleId, country: r.c.country, regcode: r.c.regcode, role: r.role, position: r.position ?? null,
    person_name: r.name, name_key: personNameKey(r.name), entity_type: 'natural_person',
    birth_date: r.birthDate ?? null, birth_key: r.birthKey ?? null, holder_regcode: null,
    since: r.since ?? null, until: r.until ?? null,
    share_percent: r.share?.[0] ?? null, share_amount: r.share?.[1] ?? null, share_currency: r.share?.[2] ?? null,
    assoc_key: `seed-${roleId}`, first_seen_at: r.firstSeenAt ?? OLD_SEEN, source: r.source, as_of: '2026-11-21',
  };
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function roleRows(now: Date): SeedRow[] {
  roleId = 0;
  // UR officers.csv writes "Surname Firstname"; the name key ignores the order.
  const janisAsOfficer = 'Bērziņš Jānis';
  return [
    roleRow({ c: C.lvGaze, role: 'officer', position: 'board_member', name: janisAsOfficer, birthDate: P.janis.birthDate, since: '2019-03-01', source: 'lv.officers' }),
    roleRow({ c: C.lvGaze, role: 'officer', position: 'board_member', name: 'Vecais Valdis', birthDate: '1950-05-05', since: '2001-01-01', until: '2020-01-01', source: 'lv.officers' }),
    roleRow({ c: C.lvRigasKoks, role: 'officer', position: 'chair_of_board', name: janisAsOfficer, birthDate: P.janis.birthDate, since: '2010-02-01', source: 'lv.officers' }),
    roleRow({ c: C.lvRigasKoks, role: 'member', name: P.janis.name, birthDate: P.janis.birthDate, since: '2010-02-01', share: [50, 1400, 'EUR'], source: 'lv.members' }),
    roleRow({ c: C.lvRigasKoks, role: 'member', name: P.peteris.name, birthKey: '150385', since: '2012-06-01', share: [50, 1400, 'EUR'], source: 'lv.members' }),
    // Same name, another masked birth date: never matches Pēteris born 1985-03-15.
    roleRow({ c: C.lvKekava, role: 'member', name: P.peteris.name, birthKey: '010190', share: [100, 2800, 'EUR'], source: 'lv.members' }),
    roleRow({ c: C.eePohjaPuit, role: 'beneficial_owner', name: P.janis.name, birthDate: P.janis.birthDate, since: '2018-09-01', source: 'ee.beneficial-owners' }),
    roleRow({ c: C.lvNewCompany, role: 'officer', position: 'board_member', name: janisAsOfficer, birthDate: P.janis.birthDate,
      since: '2026-11-20', firstSeenAt: hoursBefore(now, FIXTURE.recent.janisOfficerHoursAgo), source: 'lv.officers' }),
    roleRow({ c: C.lvBalticTrade, role: 'officer', position: 'liquidator', name: janisAsOfficer, birthDate: P.janisNamesake.birthDate, since: '2025-01-01', source: 'lv.officers' }),
    roleRow({ c: C.lvSoleTrader, role: 'micro_enterprise', position: 'owner', name: 'KALNIŅA ANNA', birthDate: P.anna.storedBirthDate, since: '2016-04-01', source: 'lv.officers' }),
    roleRow({ c: C.lvNewCompany, role: 'member', name: P.anna.name, birthDate: P.anna.storedBirthDate, share: [20, 560, 'EUR'],
      firstSeenAt: hoursBefore(now, FIXTURE.recent.annaMemberHoursAgo), source: 'lv.members' }),
    roleRow({ c: C.lvBalticTrade, role: 'member', name: 'Ābola Inese', birthDate: P.inese.storedBirthDate, birthKey: P.inese.birthKey,
      share: [5, 140, 'EUR'], since: '2019-03-01', source: 'lv.members' }),
    roleRow({ c: C.eeEnergia, role: 'officer', position: 'board_member', name: 'Tamm Mari', birthDate: P.mari.birthDate, since: '2018-01-15', source: 'ee.officers' }),
    roleRow({ c: C.lvSanctionedOwner, role: 'beneficial_owner', name: P.ivan.name, birthDate: P.ivan.birthDate, since: '2021-05-05', source: 'lv.beneficial-owners' }),
    roleRow({ c: C.eePohjaPuit, role: 'officer', position: 'board_member', name: P.sergei.ee, birthDate: P.sergei.birthDate, since: '2015-09-01', source: 'ee.officers' }),
    roleRow({ c: C.lvKekava, role: 'member', name: P.sergei.lv, birthDate: P.sergei.birthDate, share: [10, 280, 'EUR'], since: '2026-11-20',
      firstSeenAt: hoursBefore(now, FIXTURE.recent.sergeiMemberHoursAgo), source: 'lv.members' }),
    // Two roles in one new company: new registrations list both under one company of `limit`.
    roleRow({ c: C.lvKekava, role: 'beneficial_owner', name: P.sergei.lv, birthDate: P.sergei.birthDate, since: '2026-11-20',
      firstSeenAt: hoursBefore(now, FIXTURE.recent.sergeiMemberHoursAgo), source: 'lv.beneficial-owners' }),
    { ...roleRow({ c: C.lvGaze, role: 'stockholder', name: 'Enerģijas Holdings AS', since: '1997-01-01', share: [34.1, 13_600_000, 'EUR'], source: 'lv.stockholders' }),
      entity_type: 'legal_entity', holder_regcode: '40003000099' },
  ];
}

export function taxDebtRows(): SeedRow[] {
  return [{ country: 'EE', regcode: C.eeTaxDebtor.regcode, amount: 15234.5, currency: 'EUR', disputed_amount: 0, scheduled_amount: 6000, schedule_ends: '2027-03-31', debt_as_of: '2026-11-01', source: 'ee.tax-debts', as_of: '2026-11-01' }];
}

export function flagRows(): SeedRow[] {
  const flag = (c: { country: string; regcode: string }, name: string, detail: string, since: string, until: string | null, source: string): SeedRow =>
    ({ country: c.country, regcode: c.regcode, flag: name, detail, since, until, source, as_of: '2026-11-01' });
  return [
    flag(C.lvBalticTrade, 'annual_report_missing', 'Annual report 2024 not filed', '2025-08-01', null, 'lv.vid-flags'),
    flag(C.ltBlacklisted, 'blacklisted', 'Did not submit data to the register', '2025-02-01', null, 'lt.jar-flags'),
    // Ended long ago: not in force.
    flag(C.lvGaze, 'blacklisted', 'Late annual report', '2018-01-01', '2019-01-01', 'lv.vid-flags'),
  ];
}

export function sanctionEntryRows(): SeedRow[] {
  const entry = (list: string, id: string, reference: string, schema: string, name: string, programs: string[], listedOn: string, source: string,
    identifiers: unknown[] = []): SeedRow => ({
    list, entry_id: id, reference, schema, name, aliases: '[]', identifiers: JSON.stringify(identifiers), countries: '["LV"]',
    programs: JSON.stringify(programs), listed_on: listedOn, reason: `Listed under ${programs[0]}`,
    source_url: `https://example.org/${list.toLowerCase()}/${id}`, birth_dates: '[]', source, as_of: '2026-11-20',
  });
  return [
    entry('EU', 'EU-1', 'EU.1234.56', 'entity', 'Sankciju Tirdzniecība SIA', ['RUS', 'BLR'], '2022-03-15', 'sanctions.eu',
      [{ type: 'registration_number', value: C.lvSanctionedByCode.regcode, country: 'LV' }]),
    entry('UN', 'UN-7', 'KPe.077', 'entity', 'Krievijas Metals', ['DPRK'], '2017-08-05', 'sanctions.un'),
    entry('OFAC', 'OFAC-9', '12345', 'entity', 'Krievijas Metallurgija', ['SDGT'], '2019-01-01', 'sanctions.ofac'),
    entry('EU', 'EU-2', 'EU.555.12', 'person', 'Ivan Petrov', ['RUS'], '2022-04-08', 'sanctions.eu'),
  ];
}

export function sanctionMatchRows(now: Date): SeedRow[] {
  const screenedAt = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const match = (c: { country: string; regcode: string }, list: string, entryId: string, on: string, name: string, score: number): SeedRow => ({
    country: c.country, regcode: c.regcode, list, entry_id: entryId, matched_on: on, matched_name: name, score,
    features: JSON.stringify({ nameSimilarity: score, identifier: on === 'registration_number' }), algorithm_version: 'screen-1', screened_at: screenedAt,
  });
  return [
    match(C.lvSanctionedByCode, 'EU', 'EU-1', 'registration_number', 'Sankciju Tirdzniecība SIA', 1),
    match(C.lvSanctionedByName, 'UN', 'UN-7', 'name', 'Krievijas Metals', 0.92),
    match(C.lvSanctionedByName, 'OFAC', 'OFAC-9', 'name', 'Krievijas Metallurgija', 0.5),
    match(C.lvSanctionedOwner, 'EU', 'EU-2', 'owner', 'Ivan Petrov', 0.95),
  ];
}

export function sourceStateRows(): SeedRow[] {
  const state = (source: string, country: string | null, asOf: string, runId: number, rows: number): SeedRow =>
    ({ source, country, as_of: asOf, checksum: `sha256-${source}`, last_run_id: runId, published_at: `${asOf}T06:00:00Z`, row_count: rows });
  return [
    state('lv.register', 'LV', '2026-11-21', 1, 12), state('lv.vat', 'LV', '2026-11-20', 2, 4),
    state('lv.tax-ratings', 'LV', '2026-11-01', 3, 3), state('lv.taxes-paid', 'LV', '2026-11-01', 4, 4),
    state('lv.financials', 'LV', '2026-11-15', 5, 6), state('lv.officers', 'LV', '2026-11-21', 6, 6),
    state('lv.members', 'LV', '2026-11-21', 7, 4), state('lv.stockholders', 'LV', '2026-11-21', 21, 1),
    state('lv.beneficial-owners', 'LV', '2026-11-21', 22, 1), state('lv.vid-flags', 'LV', '2026-11-01', 8, 2),
    state('ee.basic', 'EE', '2026-11-21', 9, 4), state('ee.tax-debts', 'EE', '2026-11-01', 10, 1),
    state('ee.officers', 'EE', '2026-11-21', 11, 1), state('ee.beneficial-owners', 'EE', '2026-11-21', 12, 1),
    state('ee.annual-reports', 'EE', '2026-11-15', 13, 1), state('ee.taxes-paid', 'EE', '2026-11-01', 23, 3),
    state('lt.register', 'LT', '2026-11-20', 14, 4), state('lt.jar-flags', 'LT', '2026-11-20', 15, 1),
    state('lt.financials', 'LT', '2026-11-15', 24, 1), state('lt.sodra', 'LT', '2026-11-01', 25, 1),
    state('fi.ytj', 'FI', '2026-11-21', 16, 4), state('classifiers', null, '2025-01-01', 17, 4),
    state('sanctions.eu', null, '2026-11-20', 18, 2), state('sanctions.un', null, '2026-11-19', 19, 1),
    state('sanctions.ofac', null, '2026-11-18', 20, 1),
  ];
}

/**
 * A maker of board members' roles, for a test of how a person's name is read (`Grigorjevs
 * Sergejs` in lv.officers, `Sergei Grigorjev` in ee.persons, each with a birth date): keys
 * numbered under `prefix`, so the rows of two such tests never share one.
 */
export function boardMemberRoles(prefix: string) {
  let id = 0;
  return (c: { country: string; regcode: string }, name: string, birthDate: string, source: string): SeedRow => {
    id++;
    return {
      country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member',
      person_name: name, name_key: personNameKey(name), entity_type: 'natural_person', birth_date: birthDate,
      since: '2020-01-01', assoc_key: `${prefix}-${id}`, first_seen_at: OLD_SEEN, source, as_of: '2026-11-21',
    };
  };
}
