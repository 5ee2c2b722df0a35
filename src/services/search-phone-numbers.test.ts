// Which digits on a pasted line are a phone number, left out of the text searched
// (search/phone-numbers.ts): those after a phone word, and an international number of the four
// countries; a number written without either, or too short to dial, is read as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { isPhoneNumberAlone, withoutPhoneNumbers } from './search/phone-numbers.ts';
import { parseSearchQuery } from './search/search-query.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { numberInTextHint } from './search/number-of-other-company.ts';

// Oulun Säätö Oy's business ID, 3012345-8, is written `30123458` without its hyphen; 3012346-6's
// check digit holds too, but no company here has it. 2612345-5 is a company's, its digits beginning
// as a Latvian mobile number's do.
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany('3012345-8', 'Oulun Säätö Oy', { country: 'FI', form: '16', source: 'fi.ytj', address: 'Isokatu 32, 90100 OULU' }),
      ownCompany('2002285-6', 'Lahden Puu Oy', { country: 'FI', form: '16', source: 'fi.ytj' }),
      ownCompany('2612345-5', 'Kuopion Kivi Oy', { country: 'FI', form: '16', source: 'fi.ytj' }),
    ],
  } });
});
after(() => ctx.close());

test('a phone number after a phone word or written as an international number is left out with its word', () => {
  for (const [line, rest] of [
    ['Tallinna Ehitus OÜ, tel. 67123456', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus OÜ +372 5123 4567', 'Tallinna Ehitus OÜ'],
    ['SIA "Koks", Tālr. 67 123 456', 'SIA "Koks"'],
    ['SIA "Koks", tel: +371 67123456', 'SIA "Koks"'],
    ['Lahden Puu Oy, puh. 040 123 4567', 'Lahden Puu Oy'],
    ['Lahden Puu Oy, puhelin +358 40 123 4567', 'Lahden Puu Oy'],
    ['ООО Балт, тел. +372 5123 4567, Narva mnt 5', 'ООО Балт, Narva mnt 5'],
    ['SIA "Koks", Tel./fax: (+371) 67 123 456, Rīga', 'SIA "Koks", Rīga'],
    ['UAB "Medis", tel. +370 612 34567, įm. k. 123456789', 'UAB "Medis", įm. k. 123456789'],
    ['SIA "Koks" mob. tālr. 29123456', 'SIA "Koks"'],
  ]) assert.equal(withoutPhoneNumbers(line!), rest, line);
});

test('a phone number is not read as a registration number, a registration number beside it is', () => {
  assert.deepEqual(parseSearchQuery('Tallinna Ehitus OÜ, tel. 67123456').codesInText, []);
  assert.deepEqual(parseSearchQuery('Tallinna Ehitus OÜ, tel. 67123456').words, ['tallinna', 'ehitus']);
  assert.deepEqual(parseSearchQuery('SIA "Koks", tel: +371 67123456, reģ. Nr. 40003123456').codesInText.map((l) => l.regcodes.map((r) => r.regcode)),
    [['40003123456']]);
  // Too many digits for one phone number: the number after it is read.
  assert.equal(withoutPhoneNumbers('Koks, tel. 67123456 40003123456'), 'Koks 40003123456');
});

test('digits that are no phone number stay as typed', () => {
  for (const text of ['Telefon 2000 OÜ', 'Tel Baltic OÜ', 'Kalamees OÜ 12345678', 'FI 0037201-3', '37251234567']) {
    assert.equal(withoutPhoneNumbers(text), null, text);
  }
  assert.equal(parseSearchQuery('37251234567').lookup?.regcodes[0]?.regcode, '37251234567');
});

test('a second phone number listed after the first with a comma or slash is left out too', () => {
  for (const [line, rest] of [
    ['Tallinna Ehitus OÜ, tel. 6712 3456, 6712 3457', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus OÜ, tel. 67123456, 67123457, Narva mnt 5', 'Tallinna Ehitus OÜ, Narva mnt 5'],
    ['SIA "Koks", tālr. 67123456, 29123456', 'SIA "Koks"'],
    ['Tallinna Ehitus OÜ, tel. 6712 3456 / 5123 4567', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus OÜ, +372 6712 3456; +372 5123 4567', 'Tallinna Ehitus OÜ'],
    ['Lahden Puu Oy, puh. 040 123 4567, 050-765 4321, 2002285-6', 'Lahden Puu Oy, 2002285-6'],
  ]) assert.equal(withoutPhoneNumbers(line!), rest, line);
  assert.deepEqual(parseSearchQuery('Tallinna Ehitus OÜ, tel. 6712 3456, 6712 3457').codesInText, []);
});

test('a registration number after a phone number and a comma is still read', () => {
  // Unbroken, of another length than the phone number or beginning as a registration number does: an
  // Estonian registry code, an LV regcode; or labelled.
  for (const [line, code] of [
    ['Tallinna Ehitus OÜ, tel. 6712345, 12754320', '12754320'],
    ['Tallinna Ehitus OÜ, tel. 51234567, 12754320', '12754320'],
    ['Tallinna Ehitus OÜ, tel. 67123456, reg. kood 12754320', '12754320'],
    ['SIA "Koks", tel. 67123456, 40003123456', '40003123456'],
    ['Lahden Puu Oy, puh. 040 123 4567, 2002285-6', '2002285-6'],
  ]) assert.equal(parseSearchQuery(line!).codesInText[0]?.regcodes[0]?.regcode, code, line);
});

test('a phone number with its calling code and nothing else is a phone number, read as no registration number', () => {
  for (const text of ['+372 5123 4567', '+37251234567', '(+371) 67 123 456', '+49 30 1234567', '+372 5123 4567, +372 5123 4568']) {
    assert.equal(isPhoneNumberAlone(text), true, text);
    assert.equal(parseSearchQuery(text).lookup, null, text);
    assert.deepEqual(parseSearchQuery(text).codesInText, [], text);
  }
  for (const text of ['37251234567', 'Tallinna Ehitus OÜ +372 5123 4567', '+372', 'LV40003123456']) assert.equal(isPhoneNumberAlone(text), false, text);
});

test('a Finnish business ID without its hyphen listed after a phone number is read as the ID where a company has it', () => {
  const search = (q: string) => {
    const results = ctx.services.searchCompanies(q, { limit: 10 });
    return { listed: results.map((r) => r.regcode), searchedFor: ctx.services.searchedFor(results) };
  };
  // Eight digits after a mobile number's eight (beginning 2 as a Latvian one does) were taken for a
  // second phone number: the line was searched without the number, and the number alone with its
  // phone word as typed.
  assert.deepEqual(search('Oulun Säätö Oy, puh. 26123456, 30123458'), { listed: ['3012345-8'], searchedFor: 'Oulun Säätö Oy, 30123458' });
  assert.deepEqual(search('tel. 26123456, 30123458'), { listed: ['3012345-8'], searchedFor: '30123458' });
  // Beside another company's name, the number's company is listed too (the name's first).
  assert.deepEqual(search('Lahden Puu Oy, tel. 26123456, 30123458'), { listed: ['2002285-6', '3012345-8'], searchedFor: 'Lahden Puu Oy, 30123458' });
  assert.deepEqual(search('Lahden Puu Oy, tel. 6712 3456 / 30123458'), { listed: ['2002285-6', '3012345-8'], searchedFor: 'Lahden Puu Oy / 30123458' });
  // The sentence beside the results names the number's company, as of a number written without a phone number before it.
  const q = 'Lahden Puu Oy, tel. 26123456, 30123458';
  assert.equal(numberInTextHint((regcode, country) => ctx.services.getCompany(regcode, country), q, ctx.services.searchCompanies(q, { limit: 10 })),
    'the number in the text names another company than the one listed first: 30123458 names Oulun Säätö Oy (FI 3012345-8), not Lahden Puu Oy (FI 2002285-6), '
    + 'listed first by the text\'s other words: check which company the document means');
  // A second phone number stays one: its check digit does not hold, or no company has the ID, or it
  // begins as the phone number before it does (a mobile number after another).
  assert.deepEqual(search('Lahden Puu Oy, tel. 26123456, 30123466'), { listed: ['2002285-6'], searchedFor: 'Lahden Puu Oy' });
  assert.deepEqual(search('Lahden Puu Oy, tel. 26123456, 26123455'), { listed: ['2002285-6'], searchedFor: 'Lahden Puu Oy' });
  assert.deepEqual(search('Lahden Puu Oy, tel. 6712 3456, 6712 3457'), { listed: ['2002285-6'], searchedFor: 'Lahden Puu Oy' });
  assert.deepEqual(search('Lahden Puu Oy, tel. 67123456, 67123457'), { listed: ['2002285-6'], searchedFor: 'Lahden Puu Oy' });
});

test('whether a company has the ID is the caller\'s to say: without it, a number listed after a phone number is one', () => {
  const has = (id: string) => id === '3012345-8' || id === '3012346-7';
  assert.equal(withoutPhoneNumbers('Oulun Säätö Oy, puh. 26123456, 30123458'), 'Oulun Säätö Oy');
  assert.equal(withoutPhoneNumbers('Oulun Säätö Oy, puh. 26123456, 30123458', has), 'Oulun Säätö Oy, 30123458');
  // Written in groups, it is a phone number however the digits read.
  assert.equal(withoutPhoneNumbers('Oulun Säätö Oy, puh. 2612 3456, 3012 3458', has), 'Oulun Säätö Oy');
  // Whose check digit does not hold (3012346-7) it is no business ID.
  assert.equal(withoutPhoneNumbers('Oulun Säätö Oy, puh. 26123456, 30123467', has), 'Oulun Säätö Oy');
});
