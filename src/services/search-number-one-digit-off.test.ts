// A whole registration or VAT number typed with a digit mistyped or two swapped, or a Finnish
// business ID with a wrong check digit, named no company, and search and autofill answered an
// empty list with nothing to show, while the details' 404 named the right check digit. The
// companies one digit from it are listed, each marked (matchedNumber one_digit_off), and the
// answer's sentence (numberNotFoundHint) says no company has the number, with the check digit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { numberNotFoundHint } from './index.ts';

const LV = '40003123456';
const FI = '3012367-7';
const EE = '12754320';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(LV, 'SIA "Rīgas Koks"', { formName: 'Sabiedrība ar ierobežotu atbildību', address: 'Rīga, Krasta iela 5' }),
    ownCompany(FI, 'Strandbygg Ab', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Mechelingatan 3, 00100 HELSINGFORS' }),
    ownCompany(EE, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Narva mnt 5' }),
  ] } });
});
after(() => ctx.close());

type Marked = { regcode: string; matchedNumber?: { number: string; kind: string } };
const marks = (results: Marked[]) => results.map((r) => [r.regcode, r.matchedNumber?.kind ?? null]);
const autofill = (q: string, country?: 'EE' | 'FI' | 'LV') => ctx.services.autofill(q, { limit: 10, country });
const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 });

test('a whole number one digit from a company\'s lists that company, marked', () => {
  const cases: Array<[string, string]> = [
    ['40003123465', LV], ['40003123457', LV], ['40003128456', LV], ['LV40003123457', LV], ['40003-123457', LV],
    ['3012367-6', FI], ['3012376-7', FI], ['FI30123676', FI], ['FI 3012367-6', FI],
    ['12754321', EE], ['EE12754230', EE],
  ];
  for (const [q, regcode] of cases) {
    assert.deepEqual(marks(autofill(q)), [[regcode, 'one_digit_off']], `autofill ${q}`);
    assert.deepEqual(marks(search(q)), [[regcode, 'one_digit_off']], `search ${q}`);
    assert.deepEqual(search(q)[0]!.matchedNumber, { number: regcode, kind: 'one_digit_off' }, q);
  }
});

test('a number found as typed is not marked, and one two digits off or being typed finds none', () => {
  for (const q of [LV, FI, EE, `LV${LV}`]) assert.deepEqual(marks(autofill(q)), [[q.replace('LV', ''), null]], q);
  // Two digits off: no company is meant by it.
  assert.deepEqual(autofill('40003124465'), []);
  // Fewer digits than a whole number: a beginning being typed, not a mistyped number.
  assert.deepEqual(marks(autofill('4000312')), [[LV, 'number_beginning']]);
  assert.deepEqual(autofill('4100312'), []);
  // The country asked for bounds them as it bounds any number.
  assert.deepEqual(autofill('40003123457', 'EE'), []);
});

test('the answer says no company has the number, with the check digit a Finnish business ID takes', () => {
  const fi = numberNotFoundHint('3012367-6', undefined, autofill('3012367-6'));
  assert.match(fi ?? '', /^no company has registration number 3012367-6; as a Finnish business ID, 3012367-6 has a wrong check digit: 3012367 takes 7 \(3012367-7\)/);
  assert.match(fi ?? '', /the companies listed have a number one digit from it/);
  // None listed: the sentence alone.
  assert.equal(numberNotFoundHint('40003124465', undefined, autofill('40003124465')), 'no company has registration number 40003124465');
  assert.equal(numberNotFoundHint('LV40003124465', 'LV', autofill('LV40003124465', 'LV')), 'no company in LV has VAT number LV40003124465 (registration number 40003124465)');
  // Eight digits alone are an Estonian registry code (an older Lithuanian code) as much as a
  // Finnish business ID without its hyphen: the sentence names both readings, not the Finnish one alone.
  const eight = numberNotFoundHint('12754321', undefined, autofill('12754321'));
  assert.match(eight ?? '', /^no company has registration number 12754321 \(read as an Estonian registry code, an older Lithuanian company code, and the Finnish business ID 1275432-1 without its hyphen\); as a Finnish business ID, 1275432-1 has a wrong check digit: 1275432 takes 8 /);
  // Asked in Estonia, not the Finnish reading; in Finland, the Finnish one alone.
  assert.equal(numberNotFoundHint('12754321', 'EE', autofill('12754321', 'EE')),
    'no company in EE has registration number 12754321; the companies listed have a number one digit from it (matchedNumber one_digit_off): check which one was meant');
  assert.match(numberNotFoundHint('12754321', 'FI', autofill('12754321', 'FI')) ?? '', /^no company in FI has registration number 12754321; as a Finnish business ID, 1275432-1 has a wrong check digit/);
  // Typed with its hyphen, a Finnish business ID only.
  assert.doesNotMatch(fi ?? '', /Estonian/);
  // A number found, a number being typed, a name: none.
  for (const q of [LV, '4000312', '40003', 'Rīgas Koks', 'Rīgas Koks 2']) assert.equal(numberNotFoundHint(q, undefined, autofill(q)), null, q);
});

test('an Estonian or Lithuanian VAT number one digit from a company\'s lists that company, marked with its VAT number', () => {
  const EE_OWN = '10137319';
  const LT_OWN = '305000011';
  const LT_PERSON = '305000022';
  const vat = (country: string, regcode: string, number: string) => ({
    country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
    source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
  });
  const own = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(EE_OWN, 'Harju Puit OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 10' }),
      ownCompany(LT_OWN, 'UAB "Patana"', { country: 'LT', form: '310', formName: 'UAB', address: 'Vilnius, Gedimino pr. 9' }),
      ownCompany(LT_PERSON, 'UAB "Medeina"', { country: 'LT', form: '310', formName: 'UAB', address: 'Kaunas, Laisvės al. 1' }),
    ],
    vat_registrations: [vat('EE', EE_OWN, 'EE101485881'), vat('LT', LT_OWN, 'LT100009999911'), vat('LT', LT_PERSON, 'LT123456715')],
  } });
  try {
    // The number as the sentence names it: in the country its code names; `LT` before 9 digits the
    // VAT number or the company code it may be.
    const cases: Array<[string, string, string, string]> = [
      ['EE101485882', EE_OWN, 'EE101485881', 'in EE has VAT number EE101485882'],
      ['EE101485818', EE_OWN, 'EE101485881', 'in EE has VAT number EE101485818'],
      ['EE 101485871', EE_OWN, 'EE101485881', 'in EE has VAT number EE101485871'],
      ['LT100009999912', LT_OWN, 'LT100009999911', 'in LT has VAT number LT100009999912'],
      ['LT100090999911', LT_OWN, 'LT100009999911', 'in LT has VAT number LT100090999911'],
      ['LT123456716', LT_PERSON, 'LT123456715', 'in LT has VAT number LT123456716 or registration number 123456716'],
    ];
    for (const [q, regcode, number, named] of cases) {
      for (const listed of [own.services.autofill(q, { limit: 10 }), own.services.searchCompanies(q, { limit: 10 })]) {
        assert.deepEqual(listed.map((r) => [r.regcode, r.matchedNumber]), [[regcode, { number, kind: 'one_digit_off' }]], q);
      }
      assert.equal(numberNotFoundHint(q, undefined, own.services.autofill(q, { limit: 10 })), `no company ${named}; `
        + 'the companies listed have a number one digit from it (matchedNumber one_digit_off): check which one was meant', q);
    }
    // Found as typed: not marked; two digits off, or another country asked for: none.
    assert.deepEqual(own.services.autofill('EE101485881', { limit: 10 }).map((r) => [r.regcode, r.matchedNumber ?? null]), [[EE_OWN, null]]);
    assert.deepEqual(own.services.autofill('EE101485892', { limit: 10 }), []);
    assert.deepEqual(own.services.autofill('EE101485882', { limit: 10, country: 'LV' }), []);
  } finally {
    own.close();
  }
});
