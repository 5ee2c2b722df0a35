// A VAT registration the tax office has entered ahead of its first day (a business registered
// from the day it starts trading, VID's Registrets, VMI's registration date or YTJ's
// registrationDate after today): its number is not valid before that day (no VIES confirmation,
// no reverse charge), yet it was served as in force, in every country. It is now not registered
// until its day, the day still given, and a company only about to register is not flagged as
// struck off the VAT register; a payer registered again from a day ahead is deregistered until then.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';
import { registersToday } from '../domain/dates.ts';
import type { Country } from '../domain/country.ts';

const dayAfter = (days: number): string => {
  const d = new Date(`${registersToday(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const AHEAD = dayAfter(40);

const companies = [
  { country: 'LV', regcode: '40203999998', name: 'Nākotnes Koks, SIA', form: 'SIA', number: 'LV40203999998', source: 'lv.vat' },
  { country: 'LT', regcode: '305999998', name: 'UAB "Ateities medis"', form: 'UAB', number: 'LT100999999816', source: 'lt.vat' },
  { country: 'FI', regcode: '3466646-8', name: 'Tulevan Puun Oy', form: 'OY', number: 'FI34666468', source: 'fi.ytj' },
] as const;
// A Lithuanian payer deregistered in 2017 and registered again from a day ahead.
const again = { country: 'LT', regcode: '305999997', name: 'UAB "Vėl medis"', form: 'UAB', number: 'LT100999999717', source: 'lt.vat' } as const;

const vatRow = (c: { country: string; regcode: string; number: string; source: string }, deregisteredOn: string | null): SeedRow => ({
  country: c.country, regcode: c.regcode, vat_number: c.number, active: 1, registered_on: AHEAD, deregistered_on: deregisteredOn,
  source: c.source, as_of: '2026-11-21',
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [...companies, again].map((c) => ownCompany(c.regcode, c.name, { country: c.country, form: c.form, source: `${c.country.toLowerCase()}.register` })),
    vat_registrations: [...companies.map((c) => vatRow(c, null)), vatRow(again, '2017-06-30')],
  } });
});
after(() => ctx.close());

const filled = (c: { country: string; name: string }, now?: Date) =>
  ctx.services.autofill(c.name, { country: c.country as Country, limit: 5 }, now).find((r) => r.name === c.name);

for (const c of companies) {
  test(`${c.country}: a VAT registration entered ahead is not in force before its day, the day given, and flags nothing`, () => {
    const details = ctx.services.getCompany(c.regcode, c.country as Country);
    assert.deepEqual(details.vat, { registered: false, number: c.number, registeredOn: AHEAD, deregisteredOn: null });
    assert.ok(!details.flags.includes('vat_deregistered'), `flags: ${details.flags.join(', ')}`);

    const compliance = ctx.services.complianceFor(c.regcode, c.country as Country);
    assert.equal(compliance.vatRegistered, false);
    assert.equal(compliance.vatNumber, c.number);
    assert.deepEqual(compliance.flagDetails.filter((f) => f.flag === 'vat_deregistered'), [], 'only about to register: never struck off');

    const record = filled(c);
    assert.ok(record, `autofill finds ${c.name}`);
    assert.equal(record.vatNumber, undefined, 'no number a form would put on an invoice before its day');
    // On its day (noon in the registers' time zone) the number is in force, without a new file.
    assert.equal(filled(c, new Date(`${AHEAD}T10:00:00Z`))?.vatNumber, c.number);
  });
}

test('a payer deregistered and registered again from a day ahead is deregistered until then, the flag saying from when', () => {
  const details = ctx.services.getCompany(again.regcode, 'LT');
  assert.equal(details.vat?.registered, false);
  const flag = ctx.services.complianceFor(again.regcode, 'LT').flagDetails.find((f) => f.flag === 'vat_deregistered');
  assert.equal(flag?.since, '2017-06-30');
  assert.equal(flag?.detail, `VAT number ${again.number} deregistered from VMI's VAT payer register on 2017-06-30; registered again from ${AHEAD}`);
  assert.equal(filled(again)?.vatNumber, undefined);
  assert.equal(filled(again, new Date(`${AHEAD}T10:00:00Z`))?.vatNumber, again.number);
});
