// A list of companies pasted into one search (`SIA Alfa; SIA Beta`): one search is for one
// company, the first, and searchedFor says which. Read whole, the words of both were those of one
// name: the first's exact name, then names and addresses holding some of the words of both.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const at = (regcode: string, name: string, address: string): SeedRow =>
  ({ ...ownCompany(regcode, name, { address }), address_street: address.split(', ')[1]! });
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at('40000000001', 'SIA "Alfa Koks"', 'Rīga, Brīvības iela 12, LV-1010'),
    at('40000000002', 'SIA "Beta Nams"', 'Rīga, Alfa iela 3, LV-1010'),
    at('40000000003', 'SIA "Koks Beta"', 'Cēsu, Rīgas iela 1, LV-4101'),
    at('40000000004', 'SIA "Nams"', 'Cēsu, Beta iela 9, LV-4101'),
  ] } });
});
after(() => ctx.close());

const read = (q: string, autofill = false) => {
  const results = autofill ? ctx.services.autofill(q, { limit: 10 }) : ctx.services.searchCompanies(q, { limit: 10 });
  return { names: results.map((r) => r.name), searchedFor: autofill ? undefined : ctx.services.searchedFor(results as never) };
};

test('a list of companies searches the first, and says so', () => {
  for (const q of ['SIA "Alfa Koks"; SIA "Beta Nams"', 'Alfa Koks SIA; Beta Nams SIA; SIA Nams', 'sia alfa koks;sia beta nams']) {
    const { names, searchedFor } = read(q);
    assert.deepEqual(names, ['SIA "Alfa Koks"'], `${q}: ${names.join(', ')}`);
    assert.equal(searchedFor, q.split(';')[0]!.trim(), q);
    assert.deepEqual(read(q, true).names, ['SIA "Alfa Koks"'], q);
  }
});

test('a line of one company whose fields a semicolon separates is read whole', () => {
  for (const q of ['SIA "Alfa Koks"; Brīvības iela 12; Rīga', 'Alfa Koks; Rīga']) {
    const { names, searchedFor } = read(q);
    assert.equal(names[0], 'SIA "Alfa Koks"', `${q}: ${names.join(', ')}`);
    assert.equal(searchedFor, undefined, q);
  }
});
