// VID (State Revenue Service) files: VAT payers, taxpayer rating and suspended economic activity.
import type { GroupedRow, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { VID_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { dayBefore } from '../../domain/dates.ts';

const regcodeOfVatNumber = (row: Row): string | null => {
  const number = text(row.Numurs)?.toUpperCase().replace(/\s+/g, '') ?? null;
  return (number ? /^(?:LV)?(\d{11})$/.exec(number) : null)?.[1] ?? null;
};

export function mapVatRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOfVatNumber(row);
  if (regcode === null) return { reject: 'invalid VAT number' };
  return {
    kind: 'vat',
    record: {
      country: 'LV', regcode, vatNumber: `LV${regcode}`,
      active: text(row.Aktivs)?.toLowerCase() === 'ir',
      // VID pads its dates with spaces (` 08.08.2000 `).
      registeredOn: describingDate(row.Registrets, 'Registrets', ctx), deregisteredOn: describingDate(row.Izslegts, 'Izslegts', ctx),
    },
  };
}

/**
 * A company's rows read together (a row per registration: VID lists a payer registered again as a
 * new row, its earlier registration ended in a row of its own). Where the active row is a
 * registration entered from a day after the file's, the payer was struck off before and is not
 * registered until that day: the row kept (keepLatest, the active one) gives no deregistration of
 * its own, so it takes the last one before it, which the services read as LT's and FI's rows give it
 * (domain/vat-in-force.ts: deregistered since then, registered again from the later day). Without
 * it the payer was served as a company only about to register, with no vat_deregistered flag.
 */
export function mapVatGroup(rows: GroupedRow[], ctx: MapContext): MapResult {
  // The company's deregistrations, read without a warning: each row's own mapping warns once.
  const ends = rows.map((g) => decidingDate(g.row.Izslegts, 'Izslegts')).filter((d): d is string => typeof d === 'string').sort();
  for (const g of rows) {
    const result = mapVatRow(g.row, { ...ctx, file: g.file, line: g.line });
    const record = result !== null && !Array.isArray(result) && 'kind' in result && result.kind === 'vat' ? result.record : null;
    const on = record?.registeredOn ?? null;
    const ended = on !== null ? ends.filter((d) => d < on).pop() : undefined;
    if (record !== null && record.active && record.deregisteredOn === null && on !== null && ctx.asOf !== null && on > ctx.asOf && ended !== undefined) {
      ctx.stageRow!(g, { kind: 'vat', record: { ...record, deregisteredOn: ended } });
    } else {
      ctx.stageRow!(g, result);
    }
  }
  return null;
}

export function mapRatingRow(row: Row, _ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.Registracijas_kods);
  if (!regcode) return invalidRegcode(row.Registracijas_kods);
  const rating = text(row.Reitings)?.toUpperCase() ?? null;
  if (!rating) return { reject: 'missing rating' };
  // The date picks which of a company's ratings is served (keepLatest).
  const ratedOn = decidingDate(row.Informacijas_atjaunosanas_datums, 'Informacijas_atjaunosanas_datums');
  if (isRejected(ratedOn)) return ratedOn;
  return {
    kind: 'taxRating',
    record: { country: 'LV', regcode, rating, explanation: text(row.Skaidrojums), ratedOn },
  };
}

// VID's file keeps every decision, also one annulled before it took effect, which it marks in a
// date cell itself (`24.07.2026 (spēkā neesošs)`: not in force).
const NOT_IN_FORCE = /sp[eē]k[aā]\s+neeso[sš]s/iu;
const DECISION_DATES = ['Lemuma_datums', 'Aizliegts_veikt_darijumus_no', 'Aizliegts_veikt_darijumus_lidz', 'Lemuma_par_atjaunosanu_datums'];

export function mapSuspendedActivityRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.Registracijas_kods);
  if (!regcode) return invalidRegcode(row.Registracijas_kods);
  // A decision VID marks not in force never suspended anything: no flag, no blacklisting.
  if (DECISION_DATES.some((column) => NOT_IN_FORCE.test(text(row[column]) ?? ''))) return null;
  // The end dates decide whether the suspension is still open.
  const resumed = decidingDate(row.Lemuma_par_atjaunosanu_datums, 'Lemuma_par_atjaunosanu_datums');
  if (isRejected(resumed)) return resumed;
  const ends = decidingDate(row.Aizliegts_veikt_darijumus_lidz, 'Aizliegts_veikt_darijumus_lidz');
  if (isRejected(ends)) return ends;
  const from = describingDate(row.Aizliegts_veikt_darijumus_no, 'Aizliegts_veikt_darijumus_no', ctx);
  // The resumption decision's day is the first the taxpayer may trade again, as a resumption in
  // UR's suspensions file is (mapSuspensionRow): the flag's until, its last day in force, is the
  // day before, unless the prohibition's own last day (Aizliegts_veikt_darijumus_lidz) came first.
  const lastDay = resumed === null ? ends : ends !== null && ends < dayBefore(resumed) ? ends : dayBefore(resumed);
  // Resumed on or before its first day, or ending before it: VID revoked the decision before it
  // took effect, so the activity was never suspended (and a first day still to come announces nothing).
  if (from !== null && lastDay !== null && lastDay < from) return null;
  return {
    kind: 'flag',
    record: {
      country: 'LV', regcode, flag: 'blacklisted',
      detail: resumed === null ? 'VID: economic activity suspended' : `VID: economic activity suspended; resumed by VID's decision of ${resumed}`,
      since: from ?? describingDate(row.Lemuma_datums, 'Lemuma_datums', ctx),
      until: lastDay,
    },
  };
}

const common = { country: 'LV' as const, publisher: VID_PUBLISHER, licence: LICENCE, updateFrequency: 'daily' };

export const vatSource: SourceDefinition = {
  ...common,
  id: 'lv.vat',
  title: 'VID VAT payer register (pdb_pvnmaksataji_odata.csv)',
  url: dataGovLv('9a5eae1c-2438-48cf-854b-6a2c170f918f', '610910e9-e086-4c5b-a7ea-0a896a697672', 'pdb_pvnmaksataji_odata.csv'),
  resolve: ckan('9a5eae1c-2438-48cf-854b-6a2c170f918f', 'pdb_pvnmaksataji_odata.csv'),
  feeds: ['details.vat', 'autofill.vatNumber', 'compliance.vatNumber', 'search by VAT number'],
  files: [{
    name: 'pdb_pvnmaksataji_odata.csv', format: 'csv',
    csv: csvOptions(['Numurs', 'Aktivs'], ['Numurs', 'Nosaukums', 'Aktivs', 'Registrets', 'Buvniecibas_pazime', 'PVN139_2_pazime', 'Izslegts']),
    // A company's rows are read together: a payer registered again from a day ahead keeps its earlier end.
    groupKey: (row) => regcodeOfVatNumber(row) ?? { reject: 'invalid VAT number' },
  }],
  mapGroup: mapVatGroup,
  produces: ['vat'],
  keepLatest: [{ kind: 'vat', by: ['country', 'regcode'], order: ['-active', '-registeredOn'] }],
  expectedRows: { min: 1, max: 2_000_000 },
  maxRejectRate: 0.02,
  notes: [
    'VAT number `LV` + regcode, active when `Aktivs` = `ir`; dates `DD.MM.YYYY` padded with spaces. A `Registrets` or `Izslegts` that is no real date is left empty with a warning in the import report (`Aktivs` decides the status).',
    'A company with several rows (re-registrations) keeps one: the active row, else the latest registration. Where the active row registers the payer again from a day after the file\'s and gives no `Izslegts`, it keeps the latest `Izslegts` of the company\'s rows before that day: the payer is deregistered since then (a vat_deregistered flag) and registered from the later day, as lt.vat and fi.ytj serve it.',
  ],
};

export const taxRatingSource: SourceDefinition = {
  ...common,
  id: 'lv.tax-rating',
  title: 'VID taxpayer rating (reitings_uznemumi.csv)',
  url: dataGovLv('41481e3e-630f-4b73-b02e-a415d27896db', 'acd4c6f9-5123-46a5-80f6-1f44b4517f58', 'reitings_uznemumi.csv'),
  resolve: ckan('41481e3e-630f-4b73-b02e-a415d27896db', 'reitings_uznemumi.csv'),
  feeds: ['details.taxRating', 'compliance.taxRating'],
  files: [{
    name: 'reitings_uznemumi.csv', format: 'csv',
    csv: csvOptions(['Registracijas_kods', 'Reitings'], ['Registracijas_kods', 'Nosaukums', 'Reitings', 'Skaidrojums', 'Informacijas_atjaunosanas_datums']),
    mapRow: mapRatingRow,
  }],
  produces: ['taxRating'],
  keepLatest: [{ kind: 'taxRating', by: ['country', 'regcode'], order: ['-ratedOn'] }],
  expectedRows: { min: 1, max: 2_000_000 },
  maxRejectRate: 0.02,
  notes: [
    'Ratings `A`, `B`, `C`, `N` (and `J`) are served as given, with `Skaidrojums` as `taxRating.explanation` (details and compliance, as written); a duplicate regcode keeps the latest (then the last) row.',
    'An `Informacijas_atjaunosanas_datums` that holds text but is no real date rejects the row: the date picks which rating is served.',
  ],
};

export const suspendedActivitySource: SourceDefinition = {
  ...common,
  id: 'lv.suspended-activity',
  title: 'VID suspended economic activity (pdb_saimndarbibaaptureta_odata.csv)',
  url: 'https://data.gov.lv/dati/lv/dataset/saimnieciskas-darbibas-apturesana',
  resolve: ckan('saimnieciskas-darbibas-apturesana', 'pdb_saimndarbibaaptureta_odata.csv'),
  feeds: ['compliance.blacklisted', 'compliance.flags (blacklisted)'],
  files: [{
    name: 'pdb_saimndarbibaaptureta_odata.csv', format: 'csv',
    csv: csvOptions(['Registracijas_kods'], ['Registracijas_kods', 'Nosaukums', 'Lemuma_datums', 'Aizliegts_veikt_darijumus_no', 'Aizliegts_veikt_darijumus_lidz', 'Lemuma_par_atjaunosanu_datums']),
    mapRow: mapSuspendedActivityRow,
  }],
  produces: ['flag'],
  expectedRows: { min: 1, max: 1_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Flag `blacklisted` (VID suspends the economic activity of a taxpayer): since = `Aizliegts_veikt_darijumus_no`; until, the last day in force, = `Aizliegts_veikt_darijumus_lidz`, or the day before the resumption decision date (`Lemuma_par_atjaunosanu_datums`: the taxpayer may trade again from that day, as from a resumption in UR\'s suspensions file), whichever is earlier; a resumed suspension\'s detail names the decision\'s day (`VID: economic activity suspended; resumed by VID\'s decision of 2026-12-01`).',
    'An end date (`Lemuma_par_atjaunosanu_datums`, `Aizliegts_veikt_darijumus_lidz`) that holds text but is no real date rejects the row (it decides whether the flag is open); a start date that is no real date leaves `since` empty with a warning.',
    'A decision that never took effect gives no flag: one VID marks not in force in a date cell (`24.07.2026 (spēkā neesošs)`, seen in `Aizliegts_veikt_darijumus_no`), or one resumed on or before its first day or ending before it (`Lemuma_par_atjaunosanu_datums` no later, or `Aizliegts_veikt_darijumus_lidz` earlier, than `Aizliegts_veikt_darijumus_no`: revoked before it took effect). The file keeps every decision, so such rows are in it, a few in tens of thousands.',
    'The CKAN package name is unconfirmed; with `--from DIR` the file is read by its name.',
  ],
};
