// Beneficial owners (`ettevotja_rekvisiidid__kasusaajad.json`): one object per company with a
// `kasusaajad` array. Third-party notes say the open file ended on 10.07.2026, so the file is
// optional: when it is absent the import report names it and the source publishes nothing; what
// it published before stays until `npm run import -- withdraw ee.beneficial-owners`.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { BENEFICIAL_OWNER_WRITTEN_KEYS, PERSON_FILE_KEYS, mapPersonsOfCompany, type RoleChoice } from './person-entry.ts';
import { DiscrepancyTally } from './discrepancy-notice.ts';
import { RIK_FILES, text } from './values.ts';

// kontrolli_teostamise_viis: O direct holding, K indirect holding, M other means of control.
const CONTROL: Record<string, string> = { O: 'direct_ownership', K: 'indirect_ownership', M: 'other_control' };

export function roleOfBeneficialOwner(entry: Row): RoleChoice {
  const code = text(entry.kontrolli_teostamise_viis)?.toUpperCase() ?? null;
  const position = (code !== null ? CONTROL[code] : undefined) ?? text(entry.kontrolli_teostamise_viis_tekstina) ?? code?.toLowerCase() ?? null;
  return { role: 'beneficial_owner', position };
}

export function mapBeneficialOwnersRow(row: Row, ctx: MapContext): MapResult {
  // A beneficial owner is always a natural person; the file has no isiku_tyyp. The discrepancy
  // notice of each entry is read only to flag the company (discrepancy-notice.ts), never kept on the role.
  const tally = new DiscrepancyTally();
  const result = mapPersonsOfCompany(row, ctx, ['kasusaajad'], roleOfBeneficialOwner, 'natural_person',
    (entry, record) => tally.add(entry, record, ctx));
  const flag = tally.flag();
  return flag === null || !Array.isArray(result) ? result : [...result, flag];
}

export const beneficialOwnersSource: SourceDefinition = {
  id: 'ee.beneficial-owners',
  country: 'EE',
  title: 'RIK e-Business Register: beneficial owners (kasusaajad)',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__kasusaajad.json.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily (reported discontinued from 10.07.2026)',
  feeds: ['person.bo'],
  files: [{
    name: 'ettevotja_rekvisiidid__kasusaajad.json', url: RIK_FILES + 'ettevotja_rekvisiidid__kasusaajad.json.zip',
    format: 'json-array', recordKeys: ['ariregistri_kood', 'kasusaajad'], knownKeys: PERSON_FILE_KEYS, writtenKeys: BENEFICIAL_OWNER_WRITTEN_KEYS, mapRow: mapBeneficialOwnersRow, optional: true,
  }],
  produces: ['role', 'flag'],
  notes: [
    'Optional: reported discontinued on 10.07.2026. When the file is absent the source is skipped and the report says so; its last import stays served until `npm run import -- withdraw ee.beneficial-owners` removes it.',
    'Position from kontrolli_teostamise_viis: O direct_ownership, K indirect_ownership, M other_control.',
    '`lahknevusteade_esitatud` (true: a discrepancy notice was filed against the register\'s beneficial-owner data, which says no more than that the register was told they may not be right) is read only to raise the compliance flag `beneficial_owner_discrepancy` of a company with a current entry so marked (details and compliance; undated, RIK gives no day of the notice; its detail counts the current entries marked, naming no one); it is neither stored with the owner nor served. A value neither true nor false is read as no notice, with a warning in the import report.',
    'An entry\'s `lopp_kpv` that holds text but is no real date rejects the company\'s row (it decides whether the role is current); an `algus_kpv` or `synniaeg` that is no real date is left empty with a warning in the import report.',
  ],
  expectedRows: { min: 100_000, max: 3_000_000 },
  maxRejectRate: 0.01,
};
