// Autofill offered the VAT number of a registration whose end date had come since the import (a
// YTJ entry ending ahead of the file's day, an LT deregistration the file still showed active)
// until the next import, while the company's details said registered: false. The number is now
// offered only while the registration is in force on the registers' day of the request.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const FI = '3466646-8';
const LT = '305000011';
const vat = (country: string, regcode: string, number: string, deregisteredOn: string | null): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: deregisteredOn,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      ownCompany(FI, 'Anttoni Patana Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Kauppakatu 1, 40100 Jyväskylä', source: 'fi.ytj' }),
      ownCompany(LT, 'UAB "Patana"', { country: 'LT', form: '310', formName: 'UAB', address: 'Vilnius, Gedimino pr. 9', source: 'lt.jar' }),
    ],
    vat_registrations: [vat('FI', FI, 'FI34666468', '2026-12-31'), vat('LT', LT, 'LT100009999911', '2026-12-31')],
  } });
});
after(() => ctx.close());

const offered = (q: string, instant: string) =>
  ctx.services.autofill(q, { limit: 10, country: q.startsWith('UAB') || q.startsWith('LT') ? 'LT' : 'FI' }, new Date(instant)).map((r) => [r.regcode, r.vatNumber ?? null]);

test('a VAT registration ending after the import is offered until it ends: FI through its end date, LT until its deregistration day', () => {
  // 23:30 on 30 December in Helsinki and Vilnius: both still registered.
  assert.deepEqual(offered('Patana Oy', '2026-12-30T21:30:00Z'), [[FI, 'FI34666468']]);
  assert.deepEqual(offered('UAB Patana', '2026-12-30T21:30:00Z'), [[LT, 'LT100009999911']]);
  // 00:30 on 31 December there (still the 30th in UTC): YTJ's end date is the last day
  // VAT-registered, VMI's deregistration date the first day not.
  assert.deepEqual(offered('Patana Oy', '2026-12-30T22:30:00Z'), [[FI, 'FI34666468']]);
  assert.deepEqual(offered('UAB Patana', '2026-12-30T22:30:00Z'), [[LT, null]]);
  // 00:30 on 1 January in Helsinki: no longer.
  assert.deepEqual(offered('Patana Oy', '2026-12-31T22:30:00Z'), [[FI, null]]);
});

test('a company found by its number is offered its VAT number on the same terms', () => {
  assert.deepEqual(offered(FI, '2026-12-30T21:30:00Z'), [[FI, 'FI34666468']]);
  assert.deepEqual(offered(FI, '2027-01-15T10:00:00Z'), [[FI, null]]);
  assert.deepEqual(offered('LT100009999911', '2027-01-15T10:00:00Z'), [[LT, null]]);
});

