import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldText, companyNameKey, personNameKey, streetKey } from './fold.ts';

test('folds the diacritics of all four languages, case and quotes', () => {
  assert.equal(foldText('ā č ē ģ ī ķ ļ ņ š ū ž ą ę ė į ų õ ä ö ü å'), 'a c e g i k l n s u z a e e i u o a o u a');
  assert.equal(foldText('IK "D.Luxe"'), 'ik d luxe');
  assert.equal(foldText('„Rīgas Ūdens”'), 'rigas udens');
  assert.equal(foldText('Сергей Петров'), 'sergei petrov');
});

test('a sign that Unicode spells as letters (™, ℠, №) is no part of the word beside it', () => {
  assert.equal(foldText('Baltic Tech™'), 'baltic tech');
  assert.equal(foldText('“Trade Lux”℠ UAB'), 'trade lux uab');
  assert.equal(foldText('Mednieku Klubs №74'), 'mednieku klubs 74');
  assert.equal(foldText('Nr. 5 № 6'), 'nr 5 6');
});

test('legal-form words do not count wherever they stand', () => {
  assert.equal(companyNameKey('SIA "Rīgas Koks"'), 'rigas koks');
  assert.equal(companyNameKey('Rīgas koks, SIA'), 'rigas koks');
  assert.equal(companyNameKey('Uždaroji akcinė bendrovė "Lietkompexim"'), 'lietkompexim');
  assert.equal(companyNameKey('001 Kinnisvara OÜ'), '001 kinnisvara');
  assert.equal(companyNameKey('Anttoni Patana Oy'), 'anttoni patana');
  // A legal-form phrase twice in a row (a name's own word next to the form moved after it).
  assert.equal(companyNameKey('Ļisgās Biedrība Biedrība'), 'lisgas');
  assert.equal(companyNameKey('Biedrība "Biedrība Ozols"'), 'ozols');
  assert.equal(companyNameKey('Ozols osaühing osaühing osaühing'), 'ozols');
});

test('IĮ is a Lithuanian legal form, written before or after the name; II without the Į stays a word', () => {
  assert.equal(companyNameKey('IĮ "Ąžuolas"'), 'azuolas');
  assert.equal(companyNameKey('Jono Petraičio IĮ'), 'jono petraicio');
  assert.equal(companyNameKey('iį „Ąžuolas“'), 'azuolas');
  // The Į as I and a combining ogonek, as a text in decomposed form writes it.
  assert.equal(companyNameKey('II\u0328 "Ąžuolas"'), 'azuolas');
  assert.equal(companyNameKey('Asunto Oy Kaari II'), 'asunto kaari ii');
  // Inside a word it is only letters.
  assert.equal(foldText('VšĮ Tiltas'), 'vsi tiltas');
  assert.equal(foldText('Kraštiįmonė'), 'krastiimone');
});

test('an invisible character copied with a text is dropped, not read as a space', () => {
  assert.equal(foldText('Bēr\u00ADziņš'), 'berzins');
  assert.equal(foldText('Os\u200Bta\u2060 Jā\u200Dnis\uFEFF'), 'osta janis');
  assert.equal(foldText('Rīgas\u00A0Koks'), 'rigas koks', 'a non-breaking space is a space');
});

test('person names match in any order', () => {
  assert.equal(personNameKey('Bērziņš Jānis'), personNameKey('JANIS BERZINS'));
});

test('an address gives its street and house number, whatever the street type, flat or initials', () => {
  assert.equal(streetKey('Cēsu iela 43 - 95'), 'cesu 43');
  assert.equal(streetKey('cesu 43'), 'cesu 43');
  assert.equal(streetKey('K. Donelaičio g. 12-37'), 'donelaicio 12');
  // The Latvian types abbreviated, as invoices write them, meet the register's in full.
  assert.equal(streetKey('Brīvības bulv. 32'), streetKey('Brīvības bulvāris 32'));
  assert.equal(streetKey('Zemgales prosp. 5'), 'zemgales 5');
  assert.equal(streetKey('Rīgas šos. 7'), 'rigas 7');
  assert.equal(streetKey('Itsenäisyydenkatu 62 C 27'), 'itsenaisyydenkatu 62');
  assert.equal(streetKey('Tähesaju tee 59a'), 'tahesaju 59a');
  assert.equal(streetKey('Õismäe tee 21-65'), 'oismae 21');
  // A town, a county or a name before a comma, a semicolon or a quote is no part of the street.
  assert.equal(streetKey('Rīga, Brīvības iela 100, LV-1011'), 'brivibas 100');
  assert.equal(streetKey('Harju maakond, Tallinn, Kesklinna linnaosa, Tartu mnt 167-63, 10132'), 'tartu 167');
  assert.equal(streetKey('Pagirių sen., Pagiriai, Vilniaus g. 5'), 'vilniaus 5');
  assert.equal(streetKey('Tallinna Haldus OÜ, Tallinna tn 1a'), 'tallinna 1a');
  assert.equal(streetKey('SIA "Rīgas Koks" Brīvības iela 100'), 'brivibas 100');
  assert.equal(streetKey('Rīga, 13 janvāra iela 3'), '13 janvara 3');
  // No street name before the number, or no number: no key.
  assert.equal(streetKey('43'), null);
  assert.equal(streetKey('Rīgas Koks'), null);
});

test('a building after a slash is another building; an ordinal belongs to the street name', () => {
  assert.equal(streetKey('Narva mnt 54/1'), 'narva 54/1');
  assert.equal(streetKey('Narva mnt 54 / 1'), 'narva 54/1');
  assert.equal(streetKey('Narva mnt 54'), 'narva 54');
  assert.equal(streetKey('Õismäe tee 21a/2-7'), 'oismae 21a/2');
  // A Latvian korpuss is another building too; a Finnish staircase letter is not.
  assert.equal(streetKey('Kauguru iela 42 k-2'), 'kauguru 42/k2');
  assert.equal(streetKey('Kauguru iela 42 k-2 - 15'), 'kauguru 42/k2');
  assert.equal(streetKey('Kauguru iela 42 k. 2'), 'kauguru 42/k2');
  assert.equal(streetKey('Kauguru iela 42 k2, Jūrmala'), 'kauguru 42/k2');
  assert.equal(streetKey('Kauguru iela 42, Jūrmala'), 'kauguru 42');
  assert.equal(streetKey('Mannerheimintie 12 K 5'), 'mannerheimintie 12');
  assert.equal(streetKey('Čiekurkalna 1. līnija 98'), 'ciekurkalna 1 linija 98');
  assert.equal(streetKey('Čiekurkalna 1. līnija 6 - 98'), 'ciekurkalna 1 linija 6');
  assert.equal(streetKey('Čiekurkalna 1.līnija 98'), 'ciekurkalna 1 linija 98');
  assert.equal(streetKey('13. janvāra iela 3'), '13 janvara 3');
  // Typed without the dot, a number that begins the text is still part of the street's name.
  assert.equal(streetKey('13 janvara 3'), '13 janvara 3');
  // A number at the end, or before another number, is the house number.
  assert.equal(streetKey('Brīvības iela 100.'), 'brivibas 100');
  assert.equal(streetKey('Mannerheimintie 12, 00100 HELSINKI'), 'mannerheimintie 12');
});
