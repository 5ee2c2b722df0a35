// Text that is markup (`<script>alert(1)</script>`, `<b>Rīgas Koks</b>`): its tags, and a script's
// or style's content, are no words of the text (search/markup-tags.ts). Read as typed, the script
// was searched as `1` and listed the names holding that digit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { nothingFoundHint } from './search/nothing-found.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12, LV-1010' }),
    ownCompany('40000000002', 'Biedrība "Ādažu Kopiena 1"', { address: 'Ādaži, Pasta iela 1, LV-2164' }),
    ownCompany('40000000003', 'SIA "Alert Serviss"', { address: 'Rīga, Skolas iela 3, LV-1010' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => {
  const results = ctx.services.searchCompanies(q, { limit: 10 });
  return { names: results.map((r) => r.name), searchedFor: ctx.services.searchedFor(results) };
};

test('a script in the text lists no company, and the answer says why', () => {
  for (const q of ['<script>alert(1)</script>', '<SCRIPT type="text/javascript">alert(1)</SCRIPT>', '<style>p{x:1}</style>', '<img src=x onerror=alert(1)>']) {
    assert.deepEqual(search(q), { names: [], searchedFor: undefined }, q);
    assert.deepEqual(ctx.services.autofill(q, { limit: 10 }).map((r) => r.name), [], q);
    assert.match(nothingFoundHint(q, undefined, []), /markup/, q);
  }
});

test('a name written in tags is searched without them, and the text searched says so', () => {
  for (const q of ['<b>Rīgas Koks</b>', 'SIA <i>Rīgas Koks</i>', '<p>Rīgas Koks</p><script>alert(1)</script>']) {
    const { names, searchedFor } = search(q);
    assert.equal(names[0], 'SIA "Rīgas Koks"', q);
    assert.match(searchedFor ?? '', /^(SIA )?Rīgas Koks$/, q);
  }
});

test('an angle bracket that opens no tag is the text\'s', () => {
  assert.equal(nothingFoundHint('a < b', undefined, []).includes('markup'), false);
});
