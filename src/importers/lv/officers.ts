// UR officers.csv: board and council members, representatives, the owner of a sole trader and the
// partners of a partnership.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { describingDate } from '../date-cells.ts';
import { lvOfficerPosition, lvOfficerRole } from '../../domain/lv-positions.ts';
import { legalHolderOf } from './holders.ts';
import { urRepresentation } from '../../domain/representation.ts';
import { UR_PUBLISHER, LICENCE, birthOf, ckan, cleanName, csvOptions, dataGovLv, entityTypeOf, isJunkName, regcodeOf, text } from './common.ts';

const COLUMNS = ['id', 'uri', 'at_legal_entity_registration_number', 'entity_type', 'position', 'governing_body', 'name',
  'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number', 'rights_of_representation_type',
  'representation_with_at_least', 'registered_on', 'last_modified_at'];

export function mapOfficerRow(row: Row, ctx: MapContext): MapResult {
  // The company is at_legal_entity_registration_number; legal_entity_registration_number is the
  // officer's own code when the officer is itself a legal entity.
  const regcode = regcodeOf(row.at_legal_entity_registration_number);
  if (!regcode) return { reject: 'invalid company regcode' };
  const personName = cleanName(row.name);
  if (isJunkName(personName)) return { reject: 'junk name' };
  const position = lvOfficerPosition(text(row.position));
  const entityType = entityTypeOf(row.entity_type);
  // Whether the office signs alone or with others (domain/representation.ts); a value it cannot
  // read is left empty with a warning, as a bad date is, and the office kept.
  const { unread, ...representation } = urRepresentation(text(row.rights_of_representation_type), text(row.representation_with_at_least));
  if (unread !== null) ctx.warn(`${unread} is not a representation right UR defines; the row is kept with it empty`, JSON.stringify(row[unread] ?? null));
  return {
    kind: 'role',
    record: {
      country: 'LV', regcode,
      // OWNER is the owner of a sole trader (IK): the micro-enterprise link of the spec; a partner
      // of a partnership (MEMBER_OF_PARTNERSHIP) is one of its owners, a member.
      role: lvOfficerRole(position),
      position,
      personName: personName!,
      entityType,
      ...(entityType === 'natural_person' ? birthOf(row, ctx) : { birthDate: null, birthKey: null }),
      // A FOREIGN_ENTITY (a foreign company as a partner of a KS) is of a register abroad, as a
      // foreign member is: read as Latvian, its number named the Latvian company bearing it.
      ...legalHolderOf(row.entity_type, row.legal_entity_registration_number),
      since: describingDate(row.registered_on, 'registered_on', ctx),
      until: null,
      sharePercent: null, shareAmount: null, shareCurrency: null,
      ...representation,
    },
  };
}

export const officersSource: SourceDefinition = {
  id: 'lv.officers',
  country: 'LV',
  title: 'UR officers of legal entities (officers.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('096c7a47-33cd-4dc9-a876-2c86e86230fd', 'e665114a-73c2-4375-9470-55874b4cfa6b', 'officers.csv'),
  resolve: ckan('096c7a47-33cd-4dc9-a876-2c86e86230fd', 'officers.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['details.officers', 'persons.check (officer, micro_enterprise, member general_partner)', 'persons.newRegistrations'],
  files: [{
    name: 'officers.csv', format: 'csv',
    csv: csvOptions(['at_legal_entity_registration_number', 'name', 'position'], COLUMNS),
    mapRow: mapOfficerRow,
    rowId: 'id',
  }],
  produces: ['role'],
  recordsDepartures: true,
  expectedRows: { min: 1, max: 10_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'Role `officer` with the lower-case position code (`board_member`, `chair_of_board` …), except `PROCTOR` (prokūrists), served as `procurator` as the Estonian prokurist is (a role first seen as `proctor` keeps its first-seen instant); `position=OWNER` (the owner of a sole trader, IK) becomes role `micro_enterprise`, position `owner` in a person check, and is listed among the IK\'s officers (position `owner`) in its details, where `personOwners` counts it as the one natural person holding the whole business (count 1, share 100) and sanctions screening compares it as a controlling holder.',
    '`position=MEMBER_OF_PARTNERSHIP` (a partner, biedrs, of a PS or KS, entitled to represent it: a general partner, as the Estonian täisosanik) becomes role `member`, position `general_partner`: an owner of the partnership in a person check, a controlling holder in sanctions screening, and listed among its officers in its details as one who acts for it (a role first seen as an officer `member_of_partnership` keeps its first-seen instant).',
    'A company in liquidation: the file may list its board, with the signing rights it gives, beside its `LIQUIDATOR`, and every office it lists is served as listed (these notes do not say whether UR ends the board\'s offices when it registers a liquidator); its details list the liquidators first among its officers, and its compliance statement\'s in_liquidation flag names them (a person given name first, as the insolvency flag names its administrator), as they act for the company while it is wound up.',
    '`since` = `registered_on`; the file lists current officers only, so `until` is always null; an office a new file no longer lists (its company not closed, even where the file lists none of its board any more, the office not carried to a new key as the same person\'s, and no more than a tenth of the offices gone at once) is kept five years as a departure, dated by that file, and listed among the company\'s former officers and in the person check of the person who held it, by the name and birth it was listed with (`unlistedOn`). A `registered_on` or `birth_date` that is no real date is left empty with a warning in the import report.',
    'An officer that is itself a legal entity (`entity_type` LEGAL_ENTITY or FOREIGN_ENTITY) is served in the details\' officers with its own number, `legal_entity_registration_number` (`regcode`), the country the service holds a company of that number in (`country`, null where none) and its register\'s country (`registeredIn`, LV; null for a FOREIGN_ENTITY), and so among the former officers once the file stops listing it (the departure keeps the number; one recorded before schema 22 serves the three null); a natural person\'s office carries none of the three.',
    'An officer with `entity_type` FOREIGN_ENTITY (a foreign company as a partner of a KS) is kept as a foreign member is (lv.members): its number as UR writes it (556677-8899, HRB 12345) and country ZZ, so the partnership\'s owners name no country for it (country and registeredIn null) and screening links it to no Latvian company; read as Latvian, a number equal to a Latvian regcode named that company, and one written with a hyphen or letters was dropped.',
    '`rights_of_representation_type` is the office\'s right to act for the company, served as `representation` on each officer in details and each role of a person check: `INDIVIDUALLY` type `alone`, `WITH_ALL` `jointly_with_all`, `WITH_AT_LEAST` `jointly_with_at_least` with `withAtLeast` = `representation_with_at_least` (the others to act with; UR writes 0 there on other rows, not read); an empty type is served null, and a type outside the three or a number that is no whole number from 1 is left empty with a warning in the import report.',
    'Names are kept as written (`Surname Firstname`); person matching folds and orders the words. Junk names, any name without a letter (`-`, `000000`, `2017`, `"2015"`, `185+`), are rejected, here and in the member, stockholder and beneficial-owner files.',
  ],
};
