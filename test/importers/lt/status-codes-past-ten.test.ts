// JAR's status classifier goes on past code 10: 13 Bankrutuojantis, 26 Likviduojamas dėl bankroto,
// 11 Likviduotas and the cross-border mergers 23 and 24 seen in real data were served as status
// unknown with no flag, so a partner check of a company in bankruptcy or being merged away read
// clean. Each now has its status, its flag dated stat_data_nuo, one wording and its English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import { registryStatusInEnglish } from '../../../src/domain/registry-status-english.ts';
import type { CompanyRecord, FlagRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from './support.ts';

// A row as JAR_IREGISTRUOTI.csv writes it (the documented header), the status name abbreviated.
const row = (code: string, words: string): Row => ({
  ja_kodas: '304000300', ja_pavadinimas: 'UAB "Bandymas"', adresas: 'Vilnius, Ozo g. 1, LT-07150', ja_reg_data: '2010-01-01',
  form_kodas: '310', form_pavadinimas: 'Uždaroji akcinė bendrovė', stat_kodas: code, stat_pavadinimas: words,
  stat_data_nuo: '2026-09-14', formavimo_data: '2026-11-20',
});

function served(code: string, words: string): { company: CompanyRecord; flags: FlagRecord[] } {
  const out = mapRegistered(row(code, words), makeContext('JAR_IREGISTRUOTI.csv'));
  return { company: recordsOf(out, 'company')[0] as CompanyRecord, flags: recordsOf(out, 'flag') as FlagRecord[] };
}

const cases: Array<[code: string, rowWords: string, status: string, flag: string | null, name: string]> = [
  ['13', 'Bankrutuojantis', 'insolvency', 'insolvent', 'Bankrutuojantis'],
  ['26', 'Likviduojamas dėl bankroto', 'insolvency', 'insolvent', 'Likviduojamas dėl bankroto'],
  ['11', 'Likviduotas', 'liquidation', 'in_liquidation', 'Likviduotas'],
  ['23', 'Jungiamas peržengiant vienos valst. ribas juridinis asmuo', 'reorganisation', 'in_reorganisation',
    'Jungiamas peržengiant vienos valstybės ribas juridinis asmuo'],
  ['24', 'Dalyvaujantis jungimesi peržengiant vienos valstybės ribas juridinis asmuo', 'reorganisation', 'in_reorganisation',
    'Dalyvaujantis jungimesi peržengiant vienos valstybės ribas juridinis asmuo'],
  ['29', 'Pertvarkoma peržengiant vienos valstybės ribas bendrovė', 'reorganisation', 'in_reorganisation',
    'Pertvarkoma peržengiant vienos valstybės ribas bendrovė'],
  ['25', 'Perkeliantis buveinę', 'unknown', null, 'Perkeliantis buveinę'],
];

for (const [code, words, status, flag, name] of cases) {
  test(`stat_kodas ${code} is served as ${status}${flag ? ` with the flag ${flag} dated stat_data_nuo` : ', no flag'}`, () => {
    const { company, flags } = served(code, words);
    assert.equal(company.status, status);
    assert.deepEqual(flags.map((f) => [f.flag, f.since]), flag === null ? [] : [[flag, '2026-09-14']]);
    assert.equal(company.registryStatus, name);
    assert.notEqual(registryStatusInEnglish('LT', company.registryStatus), null, `no English for ${name}`);
  });
}
