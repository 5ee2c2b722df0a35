// UR members.csv + members_joint_owners.csv: the members (shareholders) of limited companies.
import type { SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv } from './common.ts';
import { HOLDER_COLUMNS, HOLDER_DATE_RULE, JOINT_COLUMNS, mapHolderRow } from './holders.ts';

const DATASET = 'e1162626-e02a-4545-9236-37553609a988';

export const membersSource: SourceDefinition = {
  id: 'lv.members',
  country: 'LV',
  title: 'UR members of limited companies (members.csv, members_joint_owners.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv(DATASET, '837b451a-4833-4fd1-bfdd-b45b35a994fd', 'members.csv'),
  resolve: ckan(DATASET, 'members.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['persons.check (member)', 'persons.newRegistrations'],
  files: [
    {
      name: 'members_joint_owners.csv', format: 'csv', optional: true,
      url: dataGovLv(DATASET, '466e5b9b-b31b-4e68-aaee-ae34254b902b', 'members_joint_owners.csv'),
      csv: csvOptions(['member_id', 'name'], JOINT_COLUMNS),
      lookupKey: 'member_id',
      lookupColumns: ['entity_type', 'name', 'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number'],
    },
    {
      name: 'members.csv', format: 'csv',
      csv: csvOptions(['at_legal_entity_registration_number', 'entity_type', 'name'], HOLDER_COLUMNS),
      mapRow: (row, ctx) => mapHolderRow('member', 'members_joint_owners.csv', row, ctx),
      rowId: 'id',
    },
  ],
  produces: ['role'],
  expectedRows: { min: 1, max: 10_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Role `member`; share amount = `number_of_shares` × `share_nominal_value` (the value of one share) in `share_currency`; the share percent is not published.',
    'A `JOINT_OWNERS` row is resolved through members_joint_owners.csv (`member_id` = `members.id`); each joint owner is linked with the whole jointly held amount.',
    '`since` = `date_from`, else `registered_on`.',
    HOLDER_DATE_RULE,
  ],
};
