// The VAT registration of a company read alone (Services.vatOf), which the search's sentence on a
// VAT number typed reads in place of the company's whole details: the same `vat` as the details
// give, for every company of the fixture (registered, deregistered, closed, liquidating, of a
// country publishing no VAT data), so that the sentence says of a number what the details say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Country } from '../domain/country.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

test('vatOf gives each company the vat its details give', () => {
  const companies = Object.values(FIXTURE.companies) as Array<{ regcode: string; country: Country }>;
  assert.ok(companies.length > 10);
  let registered = 0;
  for (const { regcode, country } of companies) {
    const details = ctx.services.getCompany(regcode, country).vat;
    assert.deepEqual(ctx.services.vatOf(regcode, country), details, `${country} ${regcode}`);
    if (details?.registered) registered++;
  }
  // Both kinds are among them: a registration in force and one that is not, or none.
  assert.ok(registered > 0 && registered < companies.length);
});

test('vatOf of a number no company has throws as getCompany does', () => {
  assert.throws(() => ctx.services.vatOf('40003999999', 'LV'), NotFoundError);
});
