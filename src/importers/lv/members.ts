// UR members.csv + members_joint_owners.csv: the members (shareholders) of limited companies.
import type { SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv } from './common.ts';
import { FOREIGN_HOLDER_RULE, HOLDER_COLUMNS, HOLDER_DATE_RULE, JOINT_COLUMNS } from './holders.ts';
import { JOINT_FILE, mapMemberGroup, memberGroupKey } from './member-shares.ts';

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
      name: JOINT_FILE, format: 'csv', optional: true,
      url: dataGovLv(DATASET, '466e5b9b-b31b-4e68-aaee-ae34254b902b', 'members_joint_owners.csv'),
      csv: csvOptions(['member_id', 'name'], JOINT_COLUMNS),
      lookupKey: 'member_id',
      lookupColumns: ['entity_type', 'name', 'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number'],
    },
    {
      name: 'members.csv', format: 'csv',
      csv: csvOptions(['at_legal_entity_registration_number', 'entity_type', 'name'], HOLDER_COLUMNS),
      // A company's rows are read together: a holding's percent is of all the company's holdings.
      groupKey: memberGroupKey,
      rowId: 'id',
    },
  ],
  mapGroup: mapMemberGroup,
  produces: ['role'],
  expectedRows: { min: 1, max: 10_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Role `member`; share amount = `number_of_shares` × `share_nominal_value` (the value of one share) in `share_currency`.',
    'Share percent (not published by UR) = the holding\'s amount over the sum of the amounts of every holding of the company in force on the file\'s day (no `date_to`, or one not before it), rounded to 0.01: the members of an SIA together hold its whole capital. A joint holding counts once, and each joint owner is served with its whole percent; a holding whose holder is rejected (a placeholder name, joint owners not found) still counts. It stays null for a former holding, and for every holding of a company where the sum is not sure: a holding in force without an amount, amounts in more than one currency, a `date_to` that is no date, or a total of 0. Stockholders (lv.stockholders) get none: the shares of an AS may be held through a depository (stockholders.csv names one per holding), so the holdings the file lists need not make up its capital.',
    'A `JOINT_OWNERS` row is resolved through members_joint_owners.csv (`member_id` = `members.id`); each joint owner is linked with the whole jointly held amount, with position `joint_owner` (a role first served without a position keeps its first-seen instant).',
    FOREIGN_HOLDER_RULE,
    '`since` = `date_from`, else `registered_on`.',
    HOLDER_DATE_RULE,
  ],
};
