// Among the companies found through their address, those whose name holds a word typed come
// first (docs/search.md, step 4): `Tallinna Ehitus` holds few names, and the page is filled with
// companies whose name holds `ehitus` at `Tallinna mnt` or in `Põhja-Tallinna linnaosa`, where the
// shorter name came first, so a company whose name holds neither word (or holds `ehitus` in a
// former name only) came before `PA Ehitus OÜ`. The names holding both words stay first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';

const EE_AS = { country: 'EE', form: 'AS', formName: 'Aktsiaselts' };
const EE_OU = { country: 'EE', form: 'OÜ', formName: 'Osaühing' };
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    ownCompany('12754320', 'Tallinna Ehitus OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117' }),
    ownCompany('16147771', 'Tallinna Ehitus Med OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Lasnamäe linnaosa, Punane tn 24, 13573' }),
    ownCompany('11446896', 'PA Ehitus OÜ', { ...EE_OU, address: 'Pärnu maakond, Pärnu linn, Tallinna mnt 27, 80021' }),
    // Neither word in its name: both in its address (Ehituse tn begins with `ehitus`).
    ownCompany('14274661', 'AA Küte AS', { ...EE_AS, address: 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Ehituse tn 5, 10401' }),
    ownCompany('12898758', 'DI Ehitus OÜ', { ...EE_OU, address: 'Harju maakond, Tallinn, Põhja-Tallinna linnaosa, Kopli tn 4, 10401' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

test('the names holding the words first, then those holding some of them at an address holding the others', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['Tallinna Ehitus', 'Tallinna Ehit']) {
      const found = await names(path, q);
      assert.deepEqual(found.slice(0, 2), ['Tallinna Ehitus OÜ', 'Tallinna Ehitus Med OÜ'], `${path} ${q}`);
      // The shorter name came first among address matches: AA Küte AS before DI Ehitus OÜ. PA
      // Ehitus OÜ holds `tallinna` only as its street's name (Tallinna mnt in Pärnu), no answer to
      // a name the text's words are (docs/search.md, step 4).
      assert.deepEqual(found.slice(2), ['DI Ehitus OÜ', 'AA Küte AS'], `${path} ${q}`);
    }
  }
});
