// UR securing_measures.csv: the securing measures a court or an institution (a bailiff, the State
// Revenue Service, the police) ordered against a company and the register records, such as a
// seizure of its property or a prohibition to dispose of it or to register changes. The company
// keeps trading: a measure is a compliance flag, `securing_measure`, and sets no status.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv } from './common.ts';
import { detailCell, urFlagRow } from './compliance.ts';

export const SECURING_MEASURES_FILE = 'securing_measures.csv';

/** The measure, who ordered it and in which case: `Aresta uzlikšana mantai; Tiesu izpildītāja A. Bērziņa; case 12345/2026`. */
function measureDetail(row: Row): string | null {
  const caseNumber = detailCell(row.case_number);
  const parts = [detailCell(row.securing_measure_type_text), detailCell(row.institution_name), caseNumber === null ? null : `case ${caseNumber}`];
  return parts.filter((p) => p !== null).join('; ') || null;
}

export function mapSecuringMeasureRow(row: Row, ctx: MapContext): MapResult {
  return urFlagRow(row, ctx, 'securing_measure', measureDetail(row));
}

export const securingMeasuresSource: SourceDefinition = {
  id: 'lv.securing-measures',
  country: 'LV',
  title: 'UR securing measures (securing_measures.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('b4684b24-3dd2-475e-9502-48cc91b00776', 'a572e7a4-b23d-44b7-93d8-d09fc47729dd', SECURING_MEASURES_FILE),
  resolve: ckan('b4684b24-3dd2-475e-9502-48cc91b00776', SECURING_MEASURES_FILE),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['compliance.flags (securing_measure)'],
  files: [{
    name: SECURING_MEASURES_FILE, format: 'csv', optional: true,
    // Read by header name: the documented columns, and those UR's sibling risk files give
    // (liquidations.csv, suspensions_prohibitions.csv), which are unconfirmed here and optional.
    csv: csvOptions(['legal_entity_registration_number', 'date_from'], [
      'id', 'legal_entity_registration_number', 'securing_measure_type', 'securing_measure_type_text', 'institution_name',
      'case_number', 'date_from', 'date_to', 'registered_on', 'last_modified_at',
    ]),
    mapRow: mapSecuringMeasureRow,
    rowId: 'id',
  }],
  produces: ['flag'],
  expectedRows: { min: 0, max: 1_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Optional. Flag `securing_measure` per row (since = `date_from`, until = `date_to` where the file gives the column), its detail the measure (`securing_measure_type_text`), the institution that ordered it (`institution_name`) and `case` with its `case_number`, each where given. Read by header name: `legal_entity_registration_number` and `date_from` are required; `securing_measure_type_text`, `institution_name` and `case_number` are documented; `id`, `date_to`, `registered_on` and `last_modified_at`, which UR\'s liquidations and suspensions files give, are unconfirmed here and optional (a row repeating an earlier row\'s `id` is read once).',
    'A securing measure (a seizure of property, a prohibition to dispose of it or to register changes, ordered by a court or an institution to secure a claim) restricts the company\'s property, not its trading: it sets no status (the company stays `active`) and no `blacklisted`; the compliance statement lists it among the flags in force, which a compliance team weighs as a risk (a creditor or an authority is securing a claim against the company). The flag is absent, not known, for a store that has not imported this file: the compliance statement\'s `sources` then names no `lv.securing-measures`, and the OpenAPI document\'s `x-coverage` gives `securingMeasures` false for LV.',
    'An end date that holds text but is no real date rejects the row (it decides whether the flag is in force); a start date that is no real date leaves `since` empty with a warning in the import report.',
    'The measure and the institution are given in UR\'s Latvian words, the compliance statement giving each of the phrases UR writes there again and again its English, as an insolvency\'s, a liquidation\'s or a reorganisation\'s wording has (`Brīvprātīga likvidācija (Voluntary liquidation)`): `Aresta uzlikšana kustamai mantai (Seizure of movable property)`, `Aizliegums atsavināt mantu (Prohibition to dispose of property)`, `Valsts ieņēmumu dienests (State Revenue Service)`, and a bailiff by office, the name as written (`Zvērināta tiesu izpildītāja Anna Bērziņa (Sworn bailiff)`). The descriptions of this file at hand give neither the codes of `securing_measure_type` nor the texts of `securing_measure_type_text`, and UR\'s code lists (enumerations/all_constants.tsv) are not read, so a wording not among those phrases is given as UR writes it.',
  ],
};
