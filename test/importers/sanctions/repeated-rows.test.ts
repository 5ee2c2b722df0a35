// UR's sanctions.csv and FID's asset-freeze table carry no entry id: the importer names each entry
// by what its row says. Two rows naming the same entry (a corrected row left beside the old one,
// differing only in its dates or its grounds) gave one entry key twice, and the duplicate key
// failed the whole source, so one repeated row in the official file stopped every update of the
// list. The rows are now merged into one entry; a really bad row is still rejected at its line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { freezeSource, urSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { FREEZE_TABLE_FILE, freezeTableWorkbook } from '../../../src/demo/writers/fid-freeze.ts';
import { importedWithSanctions } from './sanctions-after-import.ts';

const COMPANY = { country: 'LV' as const, regcode: '40003555020', name: 'SIA "Daugavas Kravas"' };

const imported = (source: SourceDefinition, files: Record<string, string | Buffer>) => importedWithSanctions(COMPANY, source, files);

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type';
const ACT = 'Padomes Regula (ES) Nr. 269/2014;https://eur-lex.europa.eu/eli/reg/2014/269/oj;NATURAL_PERSON';

test('UR: two rows of one record differing only in their dates give one entry, dated by the earlier', async () => {
  const { report, answer } = await imported(urSanctionsSource, {
    'sanctions.csv': [
      HEADER,
      `${COMPANY.regcode};;Ivans Petrovs;;MEMBER;Dalībnieks;ES;Eiropas Savienības sankciju saraksts;RUS;2022-06-10;2022-06-12;${ACT}`,
      `${COMPANY.regcode};;Ivans Petrovs;;MEMBER;Dalībnieks;ES;ES sankciju saraksts;RUS;2022-06-03;2022-06-10;${ACT}`,
      // Really bad: still rejected, naming its line.
      `LV-12;;Olga Smirnova;;MEMBER;Dalībnieks;ES;;RUS;2022-06-03;2022-06-10;${ACT}`,
    ].join('\n') + '\n',
  });
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedName, m.features.relation, m.listedOn]), [
    ['EU', 'Ivans Petrovs', 'owner', '2022-06-03'],
  ]);
  assert.deepEqual(report.rejects, { 'legal_entity_registration_number is not a registration number': 1 });
  assert.deepEqual(report.rejectExamples['legal_entity_registration_number is not a registration number'], ['sanctions.csv:4']);
});

test('FID freeze table: a company listed twice for the same freeze, with other grounds, is one entry giving both', async () => {
  const row = (grounds: string, firstPublished: string) => ['SIA "Daugavas Kravas"', { number: COMPANY.regcode }, 'Latvija',
    'Kapitāla daļas', grounds, 'Gennadijs Kuzņecovs', '03.06.2022.', 'Padomes Regula (ES) Nr. 269/2014', 'Jā', firstPublished];
  const { answer } = await imported(freezeSource, {
    [FREEZE_TABLE_FILE]: freezeTableWorkbook([
      row('Dalībnieks ir sankciju sarakstā iekļauta persona', '12.07.2022.'),
      row('Patiesā labuma guvējs ir sankciju sarakstā iekļauta persona', '01.07.2022.'),
      ['', '40003999999', 'Latvija', 'Kapitāla daļas', null, 'Gennadijs Kuzņecovs', null, 'Padomes Regula (ES) Nr. 269/2014', null, null],
    ]),
  });
  assert.equal(answer.sanctions.length, 1);
  const [m] = answer.sanctions;
  assert.equal(m!.listedOn, '2022-07-01');
  assert.match(m!.reason!, /grounds, in Latvian: Dalībnieks ir sankciju sarakstā iekļauta persona; .*grounds, in Latvian: Patiesā labuma guvējs/);
});
