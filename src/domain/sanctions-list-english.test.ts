import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsListInEnglish } from './sanctions-list-english.ts';

test('each list UR names in Latvian gets its English name', () => {
  const cases: Array<[string, string]> = [
    ['Eiropas Savienības sankciju saraksts', 'European Union sanctions list'],
    ['ES sankciju saraksts', 'European Union sanctions list'],
    ['ANO Drošības padomes sankciju saraksts', 'United Nations Security Council sanctions list'],
    ['Apvienoto Nāciju Organizācijas sankciju saraksts', 'United Nations Security Council sanctions list'],
    ['ASV OFAC SDN saraksts', 'US OFAC Specially Designated Nationals (SDN) list'],
    ['OFAC sankciju saraksts', 'US OFAC sanctions list'],
    ['Latvijas nacionālais sankciju saraksts', 'Latvian national sanctions list'],
    ['  latvijas republikas  NACIONĀLAIS sankciju saraksts ', 'Latvian national sanctions list'],
  ];
  for (const [latvian, english] of cases) assert.equal(sanctionsListInEnglish(latvian), english, latvian);
});

test('a name that is none of the four lists gets none', () => {
  for (const name of ['Apvienotās Karalistes sankciju saraksts', 'Eiropas Savienības sankciju saraksts un ANO', 'sankciju saraksts', 'EU', ''])
    assert.equal(sanctionsListInEnglish(name), null, name);
});
