// A name typed with its legal form first, as an invoice writes it (`MTÜ Jõhvi…`, `VšĮ "Kauno…`):
// the form typed puts its companies first among the names that begin alike (docs/search.md,
// step 3). Read in rank order, shorter names first, the names of a commoner form (`Jõhvi Auto
// OÜ`) filled the bounded read, and the typed form's companies never reached the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const WORDS = ['Aken', 'Auto', 'Kala', 'Kivi', 'Köök', 'Küte', 'Vili', 'Mets', 'Piim', 'Puit'];
// 40 short OÜ names beginning with Jõhvi: more than a read holds.
const OU = Array.from({ length: 40 }, (_, i) => ownCompany(String(11000000 + i), `Jõhvi ${WORDS[i % 10]} ${i} OÜ`, { country: 'EE', form: 'OÜ' }));
// 12 longer MTÜ names beginning with Jõhvi, and 35 shorter ones beginning with Jõhvikas.
const MTU = Array.from({ length: 12 }, (_, i) => ownCompany(String(12000000 + i), `MTÜ Jõhvi Kultuuriselts ${i}`, { country: 'EE', form: 'MTÜ' }));
const JOHVIKAS = Array.from({ length: 35 }, (_, i) => ownCompany(String(13000000 + i), `MTÜ Jõhvikas ${i}`, { country: 'EE', form: 'MTÜ' }));
// 40 UABs and 11 VšĮ beginning with Kauno.
const UAB = Array.from({ length: 40 }, (_, i) => ownCompany(String(300000000 + i), `UAB "Kauno ${WORDS[i % 10]} ${i}"`,
  { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' }));
const VSI = Array.from({ length: 11 }, (_, i) => ownCompany(String(300100000 + i), `VšĮ "Kauno kultūros centras ${i}"`,
  { country: 'LT', form: '570', formName: 'Viešoji įstaiga' }));

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [...OU, ...MTU, ...JOHVIKAS, ...UAB, ...VSI] } });
});
after(() => ctx.close());

const codes = (rows: readonly { regcode: string }[]) => new Set(rows.map((r) => r.regcode));
const of = (rows: readonly Record<string, unknown>[]) => new Set(rows.map((c) => String(c.regcode)));
const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

test('a legal form typed first lists its companies that begin with the words, however many of another form are shorter', () => {
  const mtu = of(MTU);
  for (const q of ['MTÜ Jõhvi', 'mtü jõhvi ', 'MTÜ Jõhvi K', 'Mittetulundusühing Jõhvi']) {
    const page = codes(ctx.services.autofill(q, { limit: 10 }));
    assert.equal(page.size, 10, q);
    assert.ok(subset(page, mtu), `${q}: ${[...page].join(' ')}`);
  }
  const page = codes(ctx.services.searchCompanies('VšĮ "Kauno', { limit: 10 }));
  assert.ok(subset(page, of(VSI)), [...page].join(' '));
});

test('the names of the form typed that are the words whole come before those that begin longer words', () => {
  // The 35 shorter Jõhvikas names of the same form would fill the read of `jõhvi…`.
  assert.deepEqual(codes(ctx.services.autofill('MTÜ Jõhvi', { limit: 12 })), of(MTU));
});

test('without a legal form, the shorter names still come first', () => {
  const page = codes(ctx.services.autofill('Jõhvi', { limit: 10 }));
  assert.ok(subset(page, of(OU)), [...page].join(' '));
});
