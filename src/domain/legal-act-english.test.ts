import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActInEnglish } from './legal-act-english.ts';

test('an EU act named in Latvian by its designation gets its English title', () => {
  const cases: Array<[string, string]> = [
    ['Padomes Regula (ES) Nr. 269/2014', 'Council Regulation (EU) No 269/2014'],
    ['Padomes  regula (EK) Nr.765/2006', 'Council Regulation (EC) No 765/2006'],
    ['Padomes Īstenošanas regula (ES) 2022/1270', 'Council Implementing Regulation (EU) 2022/1270'],
    ['Padomes Lēmums 2014/145/KĀDP', 'Council Decision 2014/145/CFSP'],
    ['Padomes Lēmums (KĀDP) 2022/266', 'Council Decision (CFSP) 2022/266'],
  ];
  for (const [latvian, english] of cases) assert.equal(legalActInEnglish(latvian), english, latvian);
});

test('Latvia\'s sanctions law and Cabinet acts get their official English names', () => {
  assert.equal(legalActInEnglish('Starptautisko un Latvijas Republikas nacionālo sankciju likums'),
    'Law on International Sanctions and National Sanctions of the Republic of Latvia');
  assert.equal(legalActInEnglish('Ministru kabineta rīkojums Nr. 9'), 'Cabinet Order No. 9');
  assert.equal(legalActInEnglish('Ministru kabineta noteikumi Nr. 1155'), 'Cabinet Regulation No. 1155');
});

test('a title that says more than the designation, or an act of another kind, gets none', () => {
  for (const title of [
    'Padomes Regula (ES) Nr. 269/2014 par ierobežojošiem pasākumiem', 'Komisijas Regula (ES) Nr. 1/2020', 'Regula 269/2014',
    'Padomes Regula (ES)', 'Kapitāla daļas', '',
  ]) assert.equal(legalActInEnglish(title), null, title);
});
