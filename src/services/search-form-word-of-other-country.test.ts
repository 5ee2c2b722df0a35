// A legal-form word of another country in a company's name is a word of the name: SIA "MB Koks",
// whose `MB` (a Lithuanian mažoji bendrija) the key dropped, was an exact name for `Koks`, and
// `MB Koks` could not tell it from `Koks` (domain/fold.ts companyNameKey given the company's
// country; search-companies.ts withFormWordsInName reads a form word typed as the name's).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { companyNameKey } from '../domain/fold.ts';
import { RECORD_TABLES } from '../store/record-tables.ts';

const MB = { country: 'LT', form: '960', formName: 'Mažoji bendrija' };
const SIA_MB_KOKS = ownCompany('40000000011', 'SIA "MB Koks"');
const SIA_KOKS_EKO = ownCompany('40000000013', 'SIA "Koks Eko"');
const SIA_KOKS = ownCompany('40000000012', 'SIA "Koks"');
const MB_KOKS = ownCompany('300000012', 'MB "Koks"', MB);

let ctx: SeededServices;
let withLtMb: SeededServices;
before(() => {
  const lv = [SIA_MB_KOKS, SIA_KOKS_EKO, ownCompany('40000000014', 'SIA "Baltijas Koks"'), ownCompany('300000011', 'MB "Lietuvos koks"', MB)];
  ctx = seededServices({ fixture: false, rows: { companies: lv } });
  withLtMb = seededServices({ fixture: false, rows: { companies: [...lv, SIA_KOKS, MB_KOKS] } });
});
after(() => { ctx.close(); withLtMb.close(); });

const names = (s: SeededServices, q: string, how: 'searchCompanies' | 'autofill' = 'searchCompanies') => s.services[how](q, { limit: 10 }).map((r) => r.name);

test('a name keeps another country\'s legal-form word in its key, and drops its own country\'s', () => {
  assert.equal(companyNameKey('SIA "MB Koks"', 'LV'), 'mb koks');
  assert.equal(companyNameKey('MB "Koks"', 'LT'), 'koks');
  assert.equal(companyNameKey('Suomen Kauppa Oy Ab', 'FI'), 'suomen kauppa');
  assert.equal(companyNameKey('Baltic Trade Ltd OÜ', 'EE'), 'baltic trade');
  // A text searched names no country: every form word goes, as before.
  assert.equal(companyNameKey('SIA "MB Koks"'), 'koks');
  // The key stored on import is the same rule's.
  const derive = RECORD_TABLES.company.columns.find((c) => c.column === 'name_key')!.derive!;
  assert.equal(derive({ country: 'LV', name: 'SIA "MB Koks"' }, 'lv.register'), 'mb koks');
});

test('`MB Koks` lists SIA "MB Koks" first, in search and autofill, however typed', () => {
  for (const q of ['MB Koks', 'mb koks', 'SIA "MB Koks"', 'MB Koks SIA', 'Koks MB']) {
    assert.equal(names(ctx, q)[0], 'SIA "MB Koks"', q);
    assert.equal(names(ctx, q, 'autofill')[0], 'SIA "MB Koks"', `autofill ${q}`);
  }
});

test('`Koks` no longer finds SIA "MB Koks" as an exact name: a name beginning with the word comes before it', () => {
  const listed = names(ctx, 'Koks');
  assert.ok(listed.indexOf('SIA "Koks Eko"') < listed.indexOf('SIA "MB Koks"'), listed.join(' | '));
});

test('an MB named `Koks` stays first for `MB Koks`, SIA "MB Koks" right after it, before SIA "Koks"', () => {
  assert.deepEqual(names(withLtMb, 'MB Koks').slice(0, 3), ['MB "Koks"', 'SIA "MB Koks"', 'SIA "Koks"']);
  // Typed with SIA, the SIA holding every word comes first.
  assert.equal(names(withLtMb, 'SIA "MB Koks"')[0], 'SIA "MB Koks"');
});
