// UR's sanctions.csv names a listed person as a Latvian company's beneficial owner or board
// member, and the match's explanation said only that the file "names the listed person as an
// owner of this company": the sentence a compliance record keeps of the check named no one, so
// whoever read it had to find elsewhere whom the register links to the partner. It names the
// listed subject now, as every other owner and name explanation does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { urSanctionsSource } from '../../../src/importers/sanctions/index.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';

test('a UR record naming a listed owner or board member of the company names that person in the explanation', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003555002', name: 'SIA "Vidzemes Kokrūpniecība"' }, urSanctionsSource, {
    'sanctions.csv': [
      HEADER,
      '40003555002;;Ivans Petrovs;;BENEFICIAL_OWNER;Patiesā labuma guvējs;ES;Eiropas Savienības sankciju saraksts;BLR;2022-06-03;2022-06-10;Padomes Regula (EK) Nr. 765/2006;https://eur-lex.europa.eu/eli/reg/2006/765/oj;NATURAL_PERSON',
      '40003555002;;Olga Smirnova;;BOARD_MEMBER;Valdes loceklis;OFAC;ASV OFAC SDN saraksts;RUSSIA-EO14024;2024-02-23;2024-03-04;;;NATURAL_PERSON',
    ].join('\n') + '\n',
  });
  assert.equal(answer.isSanctioned, true);
  assert.deepEqual(answer.sanctions.map((m) => m.explanation), [
    'The Latvian register\'s sanctions file names the listed person "Ivans Petrovs" as an owner of this company, its beneficial owner.',
  ]);
});
