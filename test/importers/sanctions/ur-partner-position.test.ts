// UR codes a partner of a general partnership (PS), or a general partner of a limited one (KS),
// MEMBER_OF_PARTNERSHIP, as officers.csv does, and such a partner owns and runs the partnership
// whatever its share (docs/sanctions.md "Partners"). A sanctions.csv row naming a listed person so
// was read as a position other than owner: a 0.8 candidate, so the partnership the register itself
// records as run by a listed partner answered isSanctioned false. It is an owner's record now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { urSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { isOwnerPosition } from '../../../src/importers/sanctions/lv-ur.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';

test('a UR record naming a listed partner of a partnership sanctions the partnership', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40103555136', name: 'PS "Gaujas Būvmateriāli"' }, urSanctionsSource, {
    'sanctions.csv': `${HEADER}\n40103555136;;Ivans Petrovs;;MEMBER_OF_PARTNERSHIP;Pilnsabiedrības biedrs;ES;Eiropas Savienības sankciju saraksts;RUS;2022-06-03;2022-06-10;Padomes Regula (ES) Nr. 269/2014;https://eur-lex.europa.eu/eli/reg/2014/269/oj;NATURAL_PERSON\n`,
  });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedOn, m.score, m.features.relation]), [['EU', 'owner', 1, 'owner']]);
});

test('UR positions: a partner is an owner; a board member or an association\'s member is not', () => {
  assert.deepEqual(['MEMBER_OF_PARTNERSHIP', 'Pilnsabiedrības biedrs', 'Komplementārs', 'BOARD_MEMBER', 'Biedrs', 'Biedrības biedrs'].map(isOwnerPosition),
    [true, true, true, false, false, false]);
});
