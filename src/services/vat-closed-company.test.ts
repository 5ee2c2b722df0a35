// A company its register has closed, whose VAT registration the tax office's file still lists as
// active (the VAT list lags the register, or never records the end): its number is no longer
// offered as in force, in any country, since a shop invoicing it under reverse charge bears the
// loss. A registration the tax office dates after the closure is its own later word and stands.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { ownCompany } from '../../test/helpers/seed-rows-companies.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import type { Country } from '../domain/country.ts';

const C = FIXTURE.companies;
const eeClosed = { country: 'EE' as Country, regcode: '14000099', name: 'Suletud Kaubandus OÜ' };

const vatRow = (c: { country: string; regcode: string }, number: string, registeredOn: string | null, source: string): SeedRow => ({
  country: c.country, regcode: c.regcode, vat_number: number, active: 1, registered_on: registeredOn,
  deregistered_on: null, source, as_of: '2026-11-21',
});

// Each closed company of the fixture (LV 2019-05-01, LT 2015-06-30, FI 2020-01-31, EE 2021-01-01),
// its VAT registration begun before the closure and never ended in the VAT file.
const closed = [
  { c: C.lvRigasKoksClosed, number: 'LV40003000001', source: 'lv.vat', closedOn: '2019-05-01' },
  { c: C.ltClosed, number: 'LT100003000021', source: 'lt.vat', closedOn: '2015-06-30' },
  { c: C.fiClosed, number: 'FI29544335', source: 'fi.ytj', closedOn: '2020-01-31' },
  { c: eeClosed, number: 'EE102999991', source: 'ee.basic', closedOn: '2021-01-01' },
] as const;

let ctx: SeededServices;
before(() => {
  ctx = seededServices({
    rows: {
      companies: [ownCompany(eeClosed.regcode, eeClosed.name, { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' })],
      // EE publishes no VAT dates; the others' registrations began in 2010.
      vat_registrations: closed.map(({ c, number, source }) => vatRow(c, number, c.country === 'EE' ? null : '2010-01-01', source)),
    },
  });
});
after(() => ctx.close());

for (const { c: company, number, closedOn } of closed) {
  const c = { ...company, country: company.country as Country };
  test(`${c.country}: a closed company's VAT number the VAT file still lists is shown, not registered, in details, compliance and autofill`, () => {
    const details = ctx.services.getCompany(c.regcode, c.country);
    assert.equal(details.status, 'closed');
    assert.equal(details.vat?.number, number, 'the number is still shown');
    assert.equal(details.vat?.registered, false);
    assert.ok(details.flags.includes('vat_deregistered'), `flags: ${details.flags.join(', ')}`);

    const compliance = ctx.services.complianceFor(c.regcode, c.country);
    assert.equal(compliance.vatNumber, number);
    assert.equal(compliance.vatRegistered, false);
    const flag = compliance.flagDetails.find((f) => f.flag === 'vat_deregistered');
    assert.equal(flag?.since, closedOn, 'ended on the day the register closed the company');
    assert.match(flag?.detail ?? '', /ended by the company's closure/);

    const filled = ctx.services.autofill(c.regcode, { country: c.country, limit: 5 }).find((r) => r.regcode === c.regcode);
    assert.ok(filled, `autofill finds ${c.regcode}`);
    assert.equal(filled.status, 'closed');
    assert.equal(filled.vatNumber, undefined, 'no VAT number is offered to a form');
  });
}

test('a registration the tax office dates after the closure stands: its own later word', () => {
  const own = seededServices({ rows: { vat_registrations: [vatRow(C.ltClosed, 'LT100003000021', '2016-02-01', 'lt.vat')] } });
  try {
    const details = own.services.getCompany(C.ltClosed.regcode, 'LT');
    assert.equal(details.vat?.registered, true);
    assert.equal(own.services.complianceFor(C.ltClosed.regcode, 'LT').vatRegistered, true);
    const filled = own.services.autofill(C.ltClosed.regcode, { country: 'LT', limit: 5 }).find((r) => r.regcode === C.ltClosed.regcode);
    assert.equal(filled?.vatNumber, 'LT100003000021');
  } finally {
    own.close();
  }
});

test('an active company keeps its registration: the rule reads the closure only', () => {
  const details = ctx.services.getCompany(C.lvGaze.regcode, 'LV');
  assert.equal(details.vat?.registered, true);
  assert.equal(ctx.services.autofill(C.lvGaze.regcode, { country: 'LV', limit: 5 })[0]?.vatNumber, 'LV40003032949');
});
