// UR register_name_history.csv: former names, searched like current ones.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { describingDate } from '../date-cells.ts';

export function mapNameHistoryRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.regcode);
  if (!regcode) return invalidRegcode(row.regcode);
  const name = text(row.name);
  if (!name) return { reject: 'missing name' };
  return {
    kind: 'companyName',
    record: { country: 'LV', regcode, name, kind: 'former', validFrom: describingDate(row.date_from, 'date_from', ctx), validTo: describingDate(row.date_to, 'date_to', ctx) },
  };
}

export const nameHistorySource: SourceDefinition = {
  id: 'lv.name-history',
  country: 'LV',
  title: 'UR former names of legal entities (register_name_history.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('bc206e80-4655-435a-859b-f37ae9aadfb0', 'ad772b8b-76e4-4334-83d9-3beadf513aa6', 'register_name_history.csv'),
  resolve: ckan('bc206e80-4655-435a-859b-f37ae9aadfb0', 'register_name_history.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['search (former names)', 'details.formerNames'],
  files: [{
    name: 'register_name_history.csv', format: 'csv',
    csv: csvOptions(['regcode', 'name'], ['id', 'regcode', 'name', 'date_from', 'date_to', 'registered_on', 'last_modified_at']),
    mapRow: mapNameHistoryRow,
  }],
  produces: ['companyName'],
  expectedRows: { min: 1, max: 2_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Only `regcode`, `name` and `date_to` are confirmed; `date_from` is read when present.',
    'Every row is a former name whatever its dates say, so a date that is no real date is left empty with a warning in the import report.',
  ],
};
