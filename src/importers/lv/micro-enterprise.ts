// VID micro-enterprise tax payers: the natural-person members of a company that pays the
// micro-enterprise tax are linked to it as `micro_enterprise`, for the time both hold: the company
// in the regime and the person a member (members.csv keeps former holdings with their `date_to`).
// The file's name and columns are unconfirmed (no public parser was found), so the source only
// runs where the file can be read.
import type { Emitted, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { VID_PUBLISHER, LICENCE, birthOf, ckan, dataGovLv, cleanName, csvOptions, entityTypeOf, isJunkName, regcodeOf, text, invalidRegcode } from './common.ts';
import { HOLDER_COLUMNS, JOINT_COLUMNS } from './holders.ts';
import { DATE_WARNING, decidingDate, describingDate, isRejected } from '../date-cells.ts';

const JOINT_FILE = 'members_joint_owners.csv';

export function mapMicroEnterpriseRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.Registracijas_kods);
  if (!regcode) return invalidRegcode(row.Registracijas_kods);
  // A company that left the micro-enterprise tax regime stays in the file with the day it left:
  // its members' link ends there. That date decides whether the link is current, so text that is
  // no date rejects the row rather than serve an ended link as current.
  const until = decidingDate(row.Izslegsanas_datums, 'Izslegsanas_datums');
  if (isRejected(until)) return until;
  const entered = describingDate(row.Registracijas_datums, 'Registracijas_datums', ctx);
  const members = ctx.lookup('members.csv', regcode) ?? [];
  const out: Emitted[] = [];
  for (const m of members) {
    // A holding UR lists as JOINT_OWNERS (spouses holding their shares together) names its
    // persons in members_joint_owners.csv by member_id: each of them is a member of the company.
    const joint = text(m.entity_type)?.toUpperCase() === 'JOINT_OWNERS';
    const holders = joint ? ctx.lookup(JOINT_FILE, text(m.id) ?? '') ?? [] : [m];
    // A former member (date_to) was tied to the company only until the holding ended: a link
    // without that end would serve a person who sold their shares as still behind the company.
    const left = decidingDate(m.date_to, 'members.csv date_to');
    if (isRejected(left)) { ctx.warn('members.csv date_to is not a real date; the member is left out', JSON.stringify(text(m.date_to)), DATE_WARNING); continue; }
    // A holding that ended before the company entered the regime never made the person a micro-enterprise's member.
    if (left !== null && entered !== null && left < entered) continue;
    const joined = describingDate(m.date_from, 'members.csv date_from', ctx) ?? describingDate(m.registered_on, 'members.csv registered_on', ctx);
    const since = later(entered, joined);
    const end = earlier(until, left);
    for (const person of holders) {
      if (entityTypeOf(person.entity_type) !== 'natural_person') continue;
      const personName = cleanName(person.name);
      if (isJunkName(personName)) continue;
      out.push({
        kind: 'role',
        record: {
          country: 'LV', regcode, role: 'micro_enterprise', position: 'member', personName: personName!,
          entityType: 'natural_person', ...birthOf(person, ctx), holderRegcode: null,
          since, until: end,
          sharePercent: null, shareAmount: null, shareCurrency: null,
        },
      });
    }
  }
  return out.length > 0 ? out : null;
}

/** The later of two ISO dates, either of which may be unknown. */
const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);
/** The earlier of two end dates, an unknown one (null) meaning none. */
const earlier = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a < b ? a : b);

export const microEnterpriseSource: SourceDefinition = {
  id: 'lv.micro-enterprise',
  country: 'LV',
  title: 'VID micro-enterprise tax payers (file name unconfirmed)',
  publisher: VID_PUBLISHER,
  url: 'https://data.gov.lv/dati/lv/dataset/mikrouznemumu-nodokla-maksataji',
  resolve: ckan('mikrouznemumu-nodokla-maksataji', 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['persons.check (micro_enterprise)'],
  files: [
    {
      name: JOINT_FILE, format: 'csv', optional: true,
      url: dataGovLv('e1162626-e02a-4545-9236-37553609a988', '466e5b9b-b31b-4e68-aaee-ae34254b902b', JOINT_FILE),
      csv: csvOptions(['member_id', 'name'], JOINT_COLUMNS),
      lookupKey: 'member_id',
      lookupColumns: ['entity_type', 'name', 'latvian_identity_number_masked', 'birth_date'],
    },
    {
      name: 'members.csv', format: 'csv',
      url: dataGovLv('e1162626-e02a-4545-9236-37553609a988', '837b451a-4833-4fd1-bfdd-b45b35a994fd', 'members.csv'),
      csv: csvOptions(['at_legal_entity_registration_number', 'name'], HOLDER_COLUMNS),
      lookupKey: 'at_legal_entity_registration_number',
      lookupColumns: ['id', 'entity_type', 'name', 'latvian_identity_number_masked', 'birth_date', 'date_from', 'date_to', 'registered_on'],
    },
    {
      name: 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv', format: 'csv', optional: true,
      csv: csvOptions(['Registracijas_kods'], ['Registracijas_kods', 'Nosaukums', 'Registracijas_datums', 'Izslegsanas_datums']),
      mapRow: mapMicroEnterpriseRow,
    },
  ],
  produces: ['role'],
  expectedRows: { min: 0, max: 2_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'File name, CKAN package and columns are unconfirmed: the source is skipped unless the file is found (`--from DIR` by the name above); found without members.csv, the source fails naming members.csv. Only `Registracijas_kods` is required.',
    'Sole traders (IK) are covered by lv.officers (`position=OWNER`); this source adds the natural-person members of companies that pay the micro-enterprise tax, joined through members.csv; a holding UR lists as `JOINT_OWNERS` links each natural person members_joint_owners.csv names for it (`member_id` = `members.id`), with the holding\'s dates, as lv.members does.',
    'A member is linked for the time both hold: `since` = the later of `Registracijas_datums` and the member\'s `date_from` (else `registered_on`), `until` = the earlier of `Izslegsanas_datums` (the day the company left the micro-enterprise tax) and the member\'s `date_to` (a former holding), so a member who left is served as ended, not current, and one who left before the company entered the regime is not linked.',
    'An `Izslegsanas_datums` that holds text but is no real date rejects the row; a member\'s `date_to` that is no real date leaves that member out, and a `Registracijas_datums` that is no real date leaves `since` to the member\'s own dates, each with a warning in the import report.',
  ],
};
