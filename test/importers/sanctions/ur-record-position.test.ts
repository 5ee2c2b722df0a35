// A record of UR's sanctions.csv gives the listed subject's position in the Latvian company
// (BENEFICIAL_OWNER, a member, Valdes loceklis), but the match carried only relation owner or
// linked_person and the explanation said "an owner of this company (a member, stockholder or
// beneficial owner)", so a compliance record could not tell the listed person as the partner's
// beneficial owner from one holding shares in it, nor a board member from a council member. The
// match's features now carry the record's position and the explanation names it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { urSanctionsSource } from '../../../src/importers/sanctions/index.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';
const TAIL = 'ES;Eiropas Savienības sankciju saraksts;RUS;2022-06-03;2022-06-10;Padomes Regula (ES) Nr. 269/2014;https://eur-lex.europa.eu/eli/reg/2014/269/oj;NATURAL_PERSON';

test('a UR record\'s position is in the match\'s features and its explanation', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003555010', name: 'SIA "Latgales Graudi"' }, urSanctionsSource, {
    'sanctions.csv': [
      HEADER,
      `40003555010;;Ivans Petrovs;;MEMBER;Dalībnieks;${TAIL}`,
    ].join('\n') + '\n',
  });
  assert.deepEqual(answer.sanctions.map((m) => [m.features.relation, m.features.position, m.explanation]), [
    ['owner', 'MEMBER', 'The Latvian register\'s sanctions file names the listed person "Ivans Petrovs" as an owner of this company, its member.'],
  ]);
});

test('a UR record linking a listed person as a council member says so among the candidates', async () => {
  const { candidates } = await sanctionsAfterImport({ country: 'LV', regcode: '40003555011', name: 'SIA "Kurzemes Zivis"' }, urSanctionsSource, {
    'sanctions.csv': `${HEADER}\n40003555011;;Olga Smirnova;;;Padomes loceklis;${TAIL}\n`,
  }, { candidates: true });
  assert.deepEqual(candidates!.map((m) => [m.features.relation, m.features.position, m.explanation]), [
    ['linked_person', 'Padomes loceklis', 'The Latvian register\'s sanctions file links the listed person "Olga Smirnova" to this company as its council member, a position other than owner.'],
  ]);
});
