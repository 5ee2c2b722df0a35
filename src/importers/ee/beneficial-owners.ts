// Beneficial owners (`ettevotja_rekvisiidid__kasusaajad.json`): one object per company with a
// `kasusaajad` array. Third-party notes say the open file ended on 10.07.2026, so the file is
// optional: when it is absent the import report names it and the source publishes nothing; what
// it published before stays until `npm run import -- withdraw ee.beneficial-owners`.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { mapPersonsOfCompany, type RoleChoice } from './person-entry.ts';
import { RIK_FILES, text } from './values.ts';

// kontrolli_teostamise_viis: O direct holding, K indirect holding, M other means of control.
const CONTROL: Record<string, string> = { O: 'direct_ownership', K: 'indirect_ownership', M: 'other_control' };

export function roleOfBeneficialOwner(entry: Row): RoleChoice {
  const code = text(entry.kontrolli_teostamise_viis)?.toUpperCase() ?? null;
  const position = (code !== null ? CONTROL[code] : undefined) ?? text(entry.kontrolli_teostamise_viis_tekstina) ?? code?.toLowerCase() ?? null;
  return { role: 'beneficial_owner', position };
}

export function mapBeneficialOwnersRow(row: Row, ctx: MapContext): MapResult {
  // A beneficial owner is always a natural person; the file has no isiku_tyyp.
  return mapPersonsOfCompany(row, ctx, ['kasusaajad'], roleOfBeneficialOwner, 'natural_person');
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
    format: 'json-array', mapRow: mapBeneficialOwnersRow, optional: true,
  }],
  produces: ['role'],
  notes: [
    'Optional: reported discontinued on 10.07.2026. When the file is absent the source is skipped and the report says so; its last import stays served until `npm run import -- withdraw ee.beneficial-owners` removes it.',
    'Position from kontrolli_teostamise_viis: O direct_ownership, K indirect_ownership, M other_control.',
    'An entry\'s `lopp_kpv` that holds text but is no real date rejects the company\'s row (it decides whether the role is current); an `algus_kpv` or `synniaeg` that is no real date is left empty with a warning in the import report.',
  ],
  expectedRows: { min: 100_000, max: 3_000_000 },
  maxRejectRate: 0.01,
};
