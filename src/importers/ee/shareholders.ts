// Shareholders of private limited companies (`ettevotja_rekvisiidid__osanikud.json`): one object
// per company with an `osanikud` array. Only OÜ shareholders are in the register; shareholders
// of an AS live at the securities depository, which publishes no bulk file.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { PERSON_FILE_KEYS, SHAREHOLDER_WRITTEN_KEYS, mapPersonsOfCompany, type RoleChoice } from './person-entry.ts';
import { RIK_FILES, text } from './values.ts';
import { eeHoldingPosition } from '../../domain/joint-holding.ts';

// An OÜ shareholder (`osanik`) is what the API calls a member. How the holding is owned
// (`osaluse_omandiliik`) is its position where the holding is shared: a joint owner (Y, KY) is
// given the whole holding's percent, read as a sole owner's without it (domain/joint-holding.ts).
export function shareholderRole(entry: Row): RoleChoice {
  return { role: 'member', position: eeHoldingPosition(text(entry.osaluse_omandiliik)) };
}

export function mapShareholdersRow(row: Row, ctx: MapContext): MapResult {
  return mapPersonsOfCompany(row, ctx, ['osanikud'], shareholderRole);
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
    format: 'json-array', recordKeys: ['ariregistri_kood', 'osanikud'], knownKeys: PERSON_FILE_KEYS, writtenKeys: SHAREHOLDER_WRITTEN_KEYS, unreadKeys: ['osapandid_tingimuslikud_voorandamised'], mapRow: mapShareholdersRow,
  }],
  produces: ['role'],
  notes: [
    'Every shareholder is a member with osaluse_protsent as percent and osaluse_suurus as amount; AS shareholders are not in the register.',
    'RIK lists an OÜ\'s shareholders on its registry card too (ee.persons, role O or OSAN, Osanik): a holding both files list is served once, as this file gives it (in the person check, new registrations and the company\'s owners with the start and the share it lacks taken from the card\'s row of the same term (whether or not that row gives a birth), a person\'s percent counted so in personOwners; and the holders sanctions screening weighs); the card\'s row is served where this file lists no such holder (a partnership\'s partners, a holding the card alone lists as ended, a store without this source), and where this file lists the holder only as ended while the card lists the holding in force (each file is imported on its own, so the two may tell two register days). A card row without a birth date is no candidate of a person check (candidates=true, and the count a 404 gives) where this file\'s row of the holding gives the holder\'s birth: that row is the person\'s (among the results) or another person\'s. New registrations list such a holding as first seen when the first of the two files listed it: the other file\'s row, listed a day or more later (each file is imported on its own), is no new tie. Both rows are kept stored.',
    'Position from osaluse_omandiliik: Y (ühisomand) and KY (kaasomandiosa ühisomandis) joint_owner, each joint owner with the whole holding\'s percent and amount; K (kaasomand) co_owner; L (ainuomand) none. A shareholder first served without a position keeps its first-seen instant.',
    'An entry\'s `lopp_kpv` that holds text but is no real date rejects the company\'s row (it decides whether the role is current); an `algus_kpv` or `synniaeg` that is no real date is left empty with a warning in the import report.',
  ],
  // About 390,000 shareholder entries over 378,000 company objects.
  expectedRows: { min: 200_000, max: 3_000_000 },
  maxRejectRate: 0.01,
};
