// A name may hold a word twice (`SIA "Med Media"`, typed `SIA "Med Med` on its way), and a
// name's one word may not stand for two typed ones: `Med Eko` holds one `med`, not the `med`
// and the `med…` being typed, so it is no name holding the words. Read as holding both, it
// ranked as the last word typed whole before `Med Media`, whose last word is being typed, and
// with a legal form typed a page of such names pushed the company being typed off the list
// between `SIA "Med Me` and `SIA "Med Medi`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const MED_MEDIA = '40000000001';
const ONE_MED = ['Med Eko', 'Med Pro', 'Pro Med', 'Alfa Med', 'Euro Med', 'Med Lux'];
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(MED_MEDIA, 'SIA "Med Media"'),
    ...ONE_MED.map((name, i) => ownCompany(`4000000001${i}`, `SIA "${name}"`)),
    ownCompany('40000000020', 'SIA "Med Med Grupa"'),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 5) => ctx.services.autofill(q, { limit }).map((r) => r.name);

test('a word typed twice is matched by two words of the name, not one: the company being typed stays listed', () => {
  for (const q of ['SIA "Med Me', 'SIA "Med Med', 'SIA "Med Medi', 'Med Med', 'Med Med SIA', 'sia med med']) {
    const names = autofill(q);
    assert.ok(names.includes('SIA "Med Media"'), `${q}: ${names.join(', ')}`);
    if (/med med$/i.test(q.replace(' SIA', ''))) {
      assert.deepEqual(names.slice(0, 2), ['SIA "Med Med Grupa"', 'SIA "Med Media"'], q);
    }
  }
});

test('a name holding the word once comes after those holding it twice', () => {
  const names = autofill('SIA Med Med', 10);
  const once = names.findIndex((n) => ONE_MED.some((m) => n === `SIA "${m}"`));
  assert.ok(once === -1 || once > names.indexOf('SIA "Med Media"'), names.join(', '));
});
