// Shareholders of private limited companies (`ettevotja_rekvisiidid__osanikud.json`): one object
// per company with an `osanikud` array. Only OÜ shareholders are in the register; shareholders
// of an AS live at the securities depository, which publishes no bulk file.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { mapPersonsOfCompany, type RoleChoice } from './person-entry.ts';
import { RIK_FILES } from './values.ts';

// An OÜ shareholder (`osanik`) is what the API calls a member; `osaluse_omandiliik` (sole, joint,
// co-ownership) is not a position and is left out.
const MEMBER: RoleChoice = { role: 'member', position: null };

export function mapShareholdersRow(row: Row, ctx: MapContext): MapResult {
  return mapPersonsOfCompany(row, ctx, ['osanikud'], () => MEMBER);
}

export const shareholdersSource: SourceDefinition = {
  id: 'ee.shareholders',
  country: 'EE',
  title: 'RIK e-Business Register: shareholders of private limited companies (osanikud)',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__osanikud.json.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['person.member', 'person.new'],
  files: [{
    name: 'ettevotja_rekvisiidid__osanikud.json', url: RIK_FILES + 'ettevotja_rekvisiidid__osanikud.json.zip',
    format: 'json-array', mapRow: mapShareholdersRow,
  }],
  produces: ['role'],
  notes: [
    'Every shareholder is a member with osaluse_protsent as percent and osaluse_suurus as amount; AS shareholders are not in the register.',
    'An entry\'s `lopp_kpv` that holds text but is no real date rejects the company\'s row (it decides whether the role is current); an `algus_kpv` or `synniaeg` that is no real date is left empty with a warning in the import report.',
  ],
  // About 390,000 shareholder entries over 378,000 company objects.
  expectedRows: { min: 200_000, max: 3_000_000 },
  maxRejectRate: 0.01,
};
