// A record of UR's sanctions.csv gave its list in UR's Latvian alone (`Eiropas Savienības sankciju
// saraksts; Dalībnieks (member) of …`), and the legal act it rests on only in the reference, in
// Latvian: the reason now gives the list's English name and the legal base with its act's English
// title beside UR's words, which stay as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapUrSanctionsRow } from '../../../src/importers/sanctions/lv-ur.ts';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';
const row = (line: string): Row => {
  const cells = line.split(';');
  return Object.fromEntries(HEADER.split(';').map((n, i) => [n, cells[i] ?? '']));
};
const entryOf = (line: string) => recordsOf(mapUrSanctionsRow(row(line), makeContext('sanctions.csv')), 'sanctionEntry')[0] as SanctionEntryRecord;

test('a UR record\'s reason names its list in English beside UR\'s Latvian, and its legal base with the act\'s English title', () => {
  const ofac = entryOf('40003555030;;Olga Smirnova;;BOARD_MEMBER;Valdes loceklis;OFAC;ASV OFAC SDN saraksts;RUSSIA-EO14024;2024-02-23;2024-03-04;;;NATURAL_PERSON');
  assert.equal(ofac.reason, 'ASV OFAC SDN saraksts (US OFAC Specially Designated Nationals (SDN) list); Valdes loceklis (board member) of 40003555030');
  const national = entryOf(';;Viktors Kozlovs;;;;LV;Latvijas nacionālais sankciju saraksts;Ministru kabineta rīkojums Nr. 3;2024-05-02;2024-05-06;Ministru kabineta rīkojums Nr. 3;;NATURAL_PERSON');
  assert.equal(national.reason, 'Latvijas nacionālais sankciju saraksts (Latvian national sanctions list); legal base: Ministru kabineta rīkojums Nr. 3 (Cabinet Order No. 3)');
  const self = entryOf('40003555031;40003555031;SIA "Ziemeļu Loģistika";SIA;;;ES;Eiropas Savienības sankciju saraksts;BLR;2022-06-03;2022-06-10;Padomes Regula (EK) Nr. 765/2006;;LEGAL_ENTITY');
  assert.equal(self.reason, 'Eiropas Savienības sankciju saraksts (European Union sanctions list); legal base: Padomes Regula (EK) Nr. 765/2006 (Council Regulation (EC) No 765/2006)');
  assert.equal(self.reference, 'Padomes Regula (EK) Nr. 765/2006', 'the reference stays as UR writes it');
});

test('a list or a legal base of no known English is given as UR writes it', () => {
  const other = entryOf('40003555032;;Ivans Petrovs;;MEMBER;Dalībnieks;UK;Apvienotās Karalistes sankciju saraksts;RUS;2022-06-03;2022-06-10;Regula 269/2014;;NATURAL_PERSON');
  assert.equal(other.reason, 'Apvienotās Karalistes sankciju saraksts; legal base: Regula 269/2014; Dalībnieks (member) of 40003555032');
});
