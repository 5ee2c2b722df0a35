// A Latvian form written out holds `ar` (with), a function word a question keeps (`companies with
// debts`): where a word of the text was left out, the text searched was read again without it,
// the form then no form and its words none a name holds, and it was searched and said as `"Rīgas`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', 'SIA "Rīgas Koks"', { formName: 'Sabiedrība ar ierobežotu atbildību' }),
    ownCompany('40000000002', 'AS "Rīgas Auto"', { form: 'AS', formName: 'Akciju sabiedrība' }),
    ownCompany('40000000003', 'Biedrība "Rīgas Dārzs"', { form: 'BDR', formName: 'Biedrība' }),
  ] } });
});
after(() => ctx.close());

const read = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { names: results.map((r) => r.name), searchedFor: ctx.services.searchedFor(results as never) };
};

test('a Latvian form written out, with a slip or without its marks, is kept and said in the text searched', () => {
  const cases: Array<[string, string]> = [
    ['Sabiedriba ar ierobezotu atbildbu "Rīgas Qwrtzx"', 'Sabiedriba ar ierobezotu atbildību Rīgas'],
    ['Sabiedrība ar ierobežotu atbildību "Rīgas Qwrtzx"', 'Sabiedrība ar ierobežotu atbildību Rīgas'],
    ['sabiedriba ar ierobezotu atbildibu Rīgas Qwrtzx', 'sabiedriba ar ierobezotu atbildibu Rīgas'],
  ];
  for (const [q, said] of cases) {
    const { names, searchedFor } = read(q);
    assert.equal(searchedFor, said, q);
    // The form typed picks its company first.
    assert.equal(names[0], 'SIA "Rīgas Koks"', q);
  }
  // A question's `ar` beside a name's words is still left out.
  assert.equal(read('Rīgas ar Qwrtzx').searchedFor, 'Rīgas');
});
