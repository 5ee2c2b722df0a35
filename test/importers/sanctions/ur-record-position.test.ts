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
import { mapUrSanctionsRow } from '../../../src/importers/sanctions/lv-ur.ts';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';
/** A row of sanctions.csv, read by the header's names. */
const row = (line: string): Row => {
  const names = HEADER.split(';');
  const cells = line.split(';');
  return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
};
// The list and the legal base as the reason gives them: UR's Latvian, the English beside it.
const LISTED = 'Eiropas Savienības sankciju saraksts (European Union sanctions list); legal base: Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014); ';
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

// The reason gave UR's position_text_lv alone (`Valdes loceklis of 40003555012`), in Latvian, where
// the match's explanation already named the position in English: the reason now gives it beside.
test('a UR record\'s reason gives the position\'s English beside UR\'s Latvian, the Latvian alone where the position is unknown', () => {
  const reason = (position: string, positionLv: string) => {
    const result = mapUrSanctionsRow(row(`40003555012;;Olga Smirnova;;${position};${positionLv};${TAIL}`), makeContext('sanctions.csv'));
    return (recordsOf(result, 'sanctionEntry')[0] as SanctionEntryRecord).reason;
  };
  assert.equal(reason('BENEFICIAL_OWNER', 'Patiesā labuma guvējs'), `${LISTED}Patiesā labuma guvējs (beneficial owner) of 40003555012`);
  assert.equal(reason('', 'Valdes loceklis'), `${LISTED}Valdes loceklis (board member) of 40003555012`);
  assert.equal(reason('PROCURATOR', 'Prokūrists'), `${LISTED}Prokūrists of 40003555012`);
  assert.equal(reason('BOARD_MEMBER', ''), `${LISTED}BOARD_MEMBER of 40003555012`, 'a code alone is left as written');
});

test('the served match of a UR record gives its reason with the position\'s English', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003555013', name: 'SIA "Vidzemes Koki"' }, urSanctionsSource, {
    'sanctions.csv': `${HEADER}\n40003555013;;Ivans Petrovs;;MEMBER;Dalībnieks;${TAIL}\n`,
  });
  assert.deepEqual(answer.sanctions.map((m) => m.reason), [`${LISTED}Dalībnieks (member) of 40003555013`]);
});
