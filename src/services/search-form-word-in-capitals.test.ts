// A text typed in capitals (caps lock on, or a name copied from a register's extract): a last
// word spelled as a legal form (`SA`, `AS`, `KÜ`) may be that form or the beginning of a word
// (`SANTEHNIKA`), since capitals everywhere say nothing of it. Read as the legal form alone,
// `SIA "VALMIERAS SA` listed every other `Valmieras` name and not `SIA "Valmieras Santehnika"`,
// listed at `SIA "VALMIERAS S` and again at `SIA "VALMIERAS SAN`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', 'SIA "Valmieras Santehnika"'),
    ...['Auto', 'Būve', 'Ceļš', 'Koks', 'Nams', 'Ozols'].map((w, i) => ownCompany(`4000000001${i}`, `SIA "Valmieras ${w}"`)),
    ownCompany('10000006', 'Tallinna Küte OÜ', { country: 'EE', form: 'OÜ' }),
    ownCompany('10000008', 'Tallinna Ehitus KÜ', { country: 'EE', form: 'KÜ' }),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 3) => ctx.services.autofill(q, { limit }).map((r) => r.name);

test('in a text typed in capitals, a legal-form word typed last also begins a word of the name', () => {
  for (const q of ['SIA "VALMIERAS S', 'SIA "VALMIERAS SA', 'SIA "VALMIERAS SAN', 'VALMIERAS SA']) {
    assert.equal(autofill(q)[0], 'SIA "Valmieras Santehnika"', q);
  }
  // Both readings are listed: the name the word begins and the KÜ of the name typed.
  assert.deepEqual(autofill('TALLINNA KÜ', 2).sort(), ['Tallinna Ehitus KÜ', 'Tallinna Küte OÜ']);
});

test('a legal form in capitals after words that are not stays the legal form', () => {
  assert.equal(autofill('Tallinna KÜ')[0], 'Tallinna Ehitus KÜ');
  assert.notEqual(autofill('Valmieras SA')[0], 'SIA "Valmieras Santehnika"');
});
