// A number's label names its register: where the digits are several countries' companies' numbers
// (11058424, an Estonian registry code and an older Lithuanian company code), the details and the
// compliance statement of `registrikood 11058424` were the 400 asking for country=LT or country=EE,
// the text having said EE, while the search lists the Estonian company first for it. The label's
// country is now the one looked in; a label the languages share, or none, is still refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { AmbiguousRegcodeError } from '../domain/errors.ts';

let ctx: SeededServices;

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('11058424', 'Viru Puit OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('11058424', 'AB "Nemuno laivyba"', { country: 'LT', form: 'AB' }),
    ownCompany('11042724', 'Consulting Pro OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('1104272-4', 'Energia Estate Oy', { country: 'FI', form: '16' }),
  ] } });
});
after(() => ctx.close());

const named = (regcode: string) => {
  const c = ctx.services.getCompany(regcode);
  return `${c.country} ${c.name}`;
};

test('a label of one country\'s register answers that country\'s company where the digits are several countries\'', () => {
  for (const typed of ['registrikood 11058424', 'Registrikood: 11058424', 'KMKR 11058424', 'rg-kood 11058424', 'Äriregistri kood 11058424']) {
    assert.equal(named(typed), 'EE Viru Puit OÜ', typed);
    assert.equal(ctx.services.complianceFor(typed, undefined, false).country, 'EE', typed);
    assert.deepEqual(ctx.services.regcodeCountries(typed), [], typed);
  }
  for (const typed of ['įmonės kodas 11058424', 'ĮK 11058424', 'Juridinio asmens kodas 11058424']) {
    assert.equal(named(typed), 'LT AB "Nemuno laivyba"', typed);
  }
  for (const typed of ['Y-tunnus 11042724', 'Yritys- ja yhteisötunnus 11042724']) {
    assert.equal(named(typed), 'FI Energia Estate Oy', typed);
  }
});

test('a country asked still wins over the label, and a label the languages share, or none, is still the 400 naming the countries', () => {
  const c = ctx.services.getCompany('registrikood 11058424', 'LT');
  assert.equal(`${c.country} ${c.name}`, 'LT AB "Nemuno laivyba"');
  for (const typed of ['11058424', 'Reg. Nr. 11058424', 'Business ID 11058424']) {
    assert.throws(() => ctx.services.getCompany(typed), (e) => e instanceof AmbiguousRegcodeError && e.countries.join() === 'LT,EE', typed);
  }
  assert.throws(() => ctx.services.getCompany('Reg. No. 11042724'), AmbiguousRegcodeError);
});

// A label of a register holding neither company (`Y-tunnus 11058424`, a Latvian label) was the 400
// as if no label had been sent: it now says which register the label names and that the number is
// not of that register's form, and whose it is, in the detail and the country parameter's message.
test('a label of a register holding none of the companies is named in the 400, with the form its number lacks there', () => {
  const cases: Array<[string, string]> = [
    ['Y-tunnus 11058424', 'the label before it names FI\'s register, where a registration number has 8 digits, 7 and a check digit (with or without a hyphen), and 11058424 is not of that form: it is of LT\'s and EE\'s'],
    ['Nodokļu maksātāja reģ. Nr. 11058424', 'the label before it names LV\'s register, where a registration number has 11 digits, and 11058424 is not of that form: it is of LT\'s and EE\'s'],
  ];
  for (const [typed, said] of cases) {
    for (const call of [() => ctx.services.getCompany(typed), () => ctx.services.complianceFor(typed, undefined, false)]) {
      assert.throws(call, (e) => e instanceof AmbiguousRegcodeError && e.status === 400 && e.type === 'ambiguous-regcode'
        && e.message === `regcode ${typed} exists in LT, EE; ${said}; add country=LT or country=EE`
        && e.errors[0]!.message === `required: regcode exists in LT, EE; ${said}`, typed);
    }
  }
});
