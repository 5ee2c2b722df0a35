// A search result carries no addressParts, VAT number or closing day: the documentation sends a
// form to autofill for them (README, the CompanySummary schema), saying it lists the same
// companies in the same order, so a list shown by search and filled in by autofill agree.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Country } from '../domain/country.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const TEXTS = [
  'rigas koks', 'Rīgas Koks, SIA', 'SIA', 'baltic', 'Oy', 'nokia', 'LV40003032949', 'LV 4000 3', 'EE 1002', '12345678',
  'Brīvības iela 100', 'Riga', 'Rigas Kok', 'Latvijas Gaze', 'puu', 'Äänekosken', 'UAB',
];

test('autofill lists the companies search lists, in its order, for every limit and country', () => {
  const id = (c: { country: string; regcode: string }) => `${c.country}:${c.regcode}`;
  let listed = 0;
  for (const q of TEXTS) {
    for (const country of [undefined, 'LV', 'EE', 'LT', 'FI'] as Array<Country | undefined>) {
      for (const limit of [1, 3, 10, 50]) {
        const searched = ctx.services.searchCompanies(q, { country, limit }).map(id);
        assert.deepEqual(ctx.services.autofill(q, { country, limit }).map(id), searched, `${q} ${country ?? ''} ${limit}`);
        listed += searched.length;
      }
    }
  }
  assert.ok(listed > 100, `the texts list companies (${listed})`);
});
