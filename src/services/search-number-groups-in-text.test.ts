// A registration or VAT number written among the words of a name with hyphens or dots between
// groups of its digits (`Rīgas Koks, reg. nr. 40203-111111`), as an invoice or contract may print
// it: folded, the groups were words no name holds, and the company the number names was not put
// first among those of the name (docs/search.md, step 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { joinNumberGroups } from './search/codes-in-text.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const first = (q: string) => ctx.services.searchCompanies(q, { limit: 5 }).map((r) => r.regcode)[0];

test('the company a number in groups written with a name names comes first', () => {
  // As written together, the number puts its company first; the name alone would not.
  assert.notEqual(first('Rīgas Koks'), C.lvRigasKoksClosed.regcode);
  for (const q of [
    'Rīgas Koks, reg. nr. 40003-000001', 'Rīgas Koks 40003.000001', 'Rīgas Koks LV40003-000001', 'Rīgas Koks, PVN LV 40003–000001',
    'Rīgas Koks (4000-3000-001)',
  ]) assert.equal(first(q), C.lvRigasKoksClosed.regcode, q);
  assert.equal(first('Eesti Energia, KMKR EE100-247-019'), C.eeEnergia.regcode);
});

test('house numbers, buildings, dates and personal codes among words stay as written', () => {
  for (const text of ['Narva mnt 54/1', 'Brīvības iela 43-95', 'Koks 15.01.2024', 'Koks 2024-01-15', 'Jānis 010180-12345', 'Puu 0112038-9', 'Koks 1-2-3', 'Koks 40003-1234567890']) {
    assert.equal(joinNumberGroups(text), text, text);
  }
  assert.equal(joinNumberGroups('Koks 40003-000001, Rīga'), 'Koks 40003000001, Rīga');
});
