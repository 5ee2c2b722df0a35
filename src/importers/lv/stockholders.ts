// UR stockholders.csv + stockholders_joint_owners.csv: the stockholders of joint-stock companies.
import type { SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv } from './common.ts';
import { FOREIGN_HOLDER_RULE, HOLDER_COLUMNS, HOLDER_DATE_RULE, JOINT_COLUMNS, STOCKHOLDER_EXTRA, mapHolderRow } from './holders.ts';

const DATASET = '8a66567b-3583-4aa0-841b-eb13f025cd78';

export const stockholdersSource: SourceDefinition = {
  id: 'lv.stockholders',
  country: 'LV',
  title: 'UR stockholders of joint-stock companies (stockholders.csv, stockholders_joint_owners.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv(DATASET, '6adabd83-93f9-4d7f-bebd-fa109bbf794a', 'stockholders.csv'),
  resolve: ckan(DATASET, 'stockholders.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['persons.check (stockholder)', 'persons.newRegistrations'],
  files: [
    {
      name: 'stockholders_joint_owners.csv', format: 'csv', optional: true,
      url: dataGovLv(DATASET, '55370dca-6765-4566-b2cc-42537782f750', 'stockholders_joint_owners.csv'),
      csv: csvOptions(['member_id', 'name'], JOINT_COLUMNS),
      lookupKey: 'member_id',
      lookupColumns: ['entity_type', 'name', 'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number'],
    },
    {
      name: 'stockholders.csv', format: 'csv',
      csv: csvOptions(['at_legal_entity_registration_number', 'entity_type', 'name'], [...HOLDER_COLUMNS, ...STOCKHOLDER_EXTRA]),
      mapRow: (row, ctx) => mapHolderRow('stockholder', 'stockholders_joint_owners.csv', row, ctx),
      rowId: 'id',
    },
  ],
  produces: ['role'],
  expectedRows: { min: 1, max: 10_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Role `stockholder`, amounts as for members; the full header is unconfirmed, so only the company, type and name columns are required.',
    'A `JOINT_OWNERS` row is resolved through stockholders_joint_owners.csv by `member_id`; each joint owner is linked with the whole jointly held amount, with position `joint_owner` (a role first served without a position keeps its first-seen instant).',
    FOREIGN_HOLDER_RULE,
    HOLDER_DATE_RULE,
  ],
};
