// The exact name of a company no longer active, typed whole, is listed first in search and in
// autofill alike, before the active names it begins (docs/search.md, "Autofill": a compliance team
// checks that company, and a form gets its status and who carries on it); while it is still a
// beginning, the active names come first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', 'SIA "Harju Kivi"', { status: 'closed' }),
    ownCompany('40000000002', 'SIA "Harju Kivi Eko"'),
    ownCompany('40000000003', 'SIA "Harju Kivi Agro"'),
    ownCompany('40000000004', 'SIA "Harju Kivimaja"'),
  ] } });
});
after(() => ctx.close());

const both = (q: string) => [
  ctx.services.searchCompanies(q, { limit: 10 }).map((r) => `${r.name} ${r.status}`),
  ctx.services.autofill(q, { limit: 10 }).map((r) => `${r.name} ${r.status}`),
];

test('the exact name of a closed company is first in search and autofill, before the active names it begins', () => {
  for (const q of ['Harju Kivi', 'harju kivi', 'SIA "Harju Kivi"', 'Kivi Harju']) {
    for (const names of both(q)) assert.equal(names[0], 'SIA "Harju Kivi" closed', `${q}: ${names.join(', ')}`);
  }
});

test('a beginning of that name lists the active companies first', () => {
  for (const q of ['Harju Ki', 'harju kiv']) {
    for (const names of both(q)) {
      assert.equal(names.at(-1), 'SIA "Harju Kivi" closed', `${q}: ${names.join(', ')}`);
      assert.equal(names.length, 4, `${q}: ${names.join(', ')}`);
    }
  }
});
