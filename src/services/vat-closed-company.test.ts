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

// The VAT list may deregister a closed company's number only after the closure (it lags the
// register): the registration ended with the company, whose closure the details already read as
// the first day not registered, so the flag is dated by closedOn, the list's later day in its
// detail. One the list deregistered before the closure is dated by that deregistration.
test('a VAT deregistration the list gives after the closure: the flag is dated by closedOn, the list\'s day in its detail', () => {
  const ended = (c: { country: string; regcode: string }, number: string, deregisteredOn: string, source: string): SeedRow =>
    ({ ...vatRow(c, number, '2010-01-01', source), active: 0, deregistered_on: deregisteredOn });
  const own = seededServices({ rows: { vat_registrations: [
    ended(C.lvRigasKoksClosed, 'LV40003000001', '2019-08-15', 'lv.vat'),
    // YTJ's end date is the last day registered (the list's first day off is 2020-07-01), quoted as YTJ means it.
    ended(C.fiClosed, 'FI29544335', '2020-06-30', 'fi.ytj'),
    ended(C.ltClosed, 'LT100003000021', '2015-03-31', 'lt.vat'),
  ] } });
  try {
    const flagOf = (regcode: string, country: Country) => {
      const compliance = own.services.complianceFor(regcode, country);
      assert.equal(compliance.vatRegistered, false);
      const flag = compliance.flagDetails.find((f) => f.flag === 'vat_deregistered');
      return { since: flag?.since, detail: flag?.detail };
    };
    assert.deepEqual(flagOf(C.lvRigasKoksClosed.regcode, 'LV'), {
      since: '2019-05-01', detail: 'VAT registration LV40003000001 ended by the company\'s closure on 2019-05-01; VID\'s VAT payer register deregisters it only from 2019-08-15',
    });
    assert.deepEqual(flagOf(C.fiClosed.regcode, 'FI'), {
      since: '2020-01-31', detail: 'VAT registration FI29544335 ended by the company\'s closure on 2020-01-31; the Tax Administration\'s VAT register (YTJ) gives 2020-06-30 as its last day registered',
    });
    // Deregistered before the company closed: the list's own day, as for any company.
    assert.deepEqual(flagOf(C.ltClosed.regcode, 'LT'), { since: '2015-03-31', detail: 'VAT number LT100003000021 deregistered from VMI\'s VAT payer register on 2015-03-31' });
  } finally {
    own.close();
  }
});

// YTJ ends a ceased company's VAT entry on its endDate, closedOn, as the entry's last day
// registered: the flag was dated the day after (2020-02-01) beside `closed` since 2020-01-31 and
// vatRegistered false from that day, so the answer said the VAT registration outlived the company.
test('an FI VAT entry ending on the day the company does: the flag is dated closedOn, as closed and vatRegistered are', () => {
  const own = seededServices({ rows: { vat_registrations: [
    { ...vatRow(C.fiClosed, 'FI29544335', '2010-01-01', 'fi.ytj'), active: 0, deregistered_on: '2020-01-31' },
  ] } });
  try {
    const compliance = own.services.complianceFor(C.fiClosed.regcode, 'FI');
    assert.equal(compliance.vatRegistered, false);
    assert.deepEqual(compliance.flagDetails.map((f) => [f.flag, f.since]), [['closed', '2020-01-31'], ['vat_deregistered', '2020-01-31']]);
    assert.equal(compliance.flagDetails[1]?.detail,
      'VAT registration FI29544335 ended by the company\'s closure on 2020-01-31; the Tax Administration\'s VAT register (YTJ) gives 2020-01-31 as its last day registered');
    // The details give the list's date as YTJ writes it, the last day registered.
    assert.equal(own.services.getCompany(C.fiClosed.regcode, 'FI').vat?.deregisteredOn, '2020-01-31');
  } finally {
    own.close();
  }
});

// RIK's basic data may list an Estonian company as deleted (staatus K) while its kmkr_nr still
// holds the VAT number (EMTA's end lagging the register's), so the company row has no closedOn of
// its own: the details and the closed flag give the deletion day from RIK's general data
// (ee.general's closed flag), and the VAT registration ended on that day too.
test('EE: a company the basic data lists as deleted with its VAT number: the flag is dated by the deletion day closedOn gives', () => {
  const listedDeleted = { country: 'EE' as Country, regcode: '14000098', name: 'Kustutatud Kaubandus OÜ' };
  const own = seededServices({
    rows: {
      companies: [{ ...ownCompany(listedDeleted.regcode, listedDeleted.name, { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }),
        registry_status: 'Kustutatud', closed_on: null }],
      vat_registrations: [vatRow(listedDeleted, 'EE102999982', null, 'ee.basic')],
      compliance_flags: [{ country: 'EE', regcode: listedDeleted.regcode, flag: 'closed', detail: 'Kustutatud', since: '2026-11-02',
        until: null, source: 'ee.general', as_of: '2026-11-21' }],
    },
  });
  try {
    const details = own.services.getCompany(listedDeleted.regcode, 'EE');
    assert.equal(details.closedOn, '2026-11-02');
    assert.equal(details.vat?.registered, false);
    const compliance = own.services.complianceFor(listedDeleted.regcode, 'EE');
    const since = Object.fromEntries(compliance.flagDetails.map((f) => [f.flag, f.since]));
    assert.deepEqual(since, { vat_deregistered: '2026-11-02', closed: '2026-11-02' });
    assert.equal(compliance.flagDetails[1]?.detail, 'VAT registration EE102999982 ended by the company\'s closure on 2026-11-02; EMTA\'s VAT register (as RIK\'s basic data gives it) still shows it registered');
  } finally {
    own.close();
  }
});
