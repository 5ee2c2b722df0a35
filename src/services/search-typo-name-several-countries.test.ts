// A whole name typed with a typo that companies of several countries bear (`Nova Tras` for SIA
// "Nova Trans" and UAB "Nova Trans"): each comes before the names the typo only begins, unless its
// first word is rarer by a power of ten (rank.ts). That word was counted in the company's own
// country alone, so where a country has fewer names holding it, the same name with the same typo
// was counted rarer and listed after other names' beginnings.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const LV_NAME = 'SIA "Nova Trans"';
const LT_NAME = 'UAB "Nova Trans"';
// Names that `Nova Tras` begins with a typo (`trad`, `tranz`), and more Latvian `Nova …` names: ten and more hold `nova` in Latvia.
const LV_OTHERS = ['Trade', 'Tranzīts', 'Transports', 'Eko', 'Med', 'Lux', 'Pro', 'Agro', 'Auto', 'Alfa', 'Koks', 'Puu'].map((w) => `SIA "Nova ${w}"`);

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40000000001', LV_NAME),
    ...LV_OTHERS.map((name, i) => ownCompany(`400000001${String(i).padStart(2, '0')}`, name)),
    ownCompany('300000001', LT_NAME, { country: 'LT', form: '310', formName: 'UAB' }),
  ] } });
});
after(() => ctx.close());

test('a name with a typo borne in several countries lists each before the names the typo begins', () => {
  for (const q of ['Nova Tras', 'nova trnas', 'Nova Trns']) {
    const names = ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);
    assert.deepEqual(new Set(names.slice(0, 2)), new Set([LV_NAME, LT_NAME]), `${q}: ${names.join(', ')}`);
    assert.deepEqual(new Set(ctx.services.searchCompanies(q, { limit: 2 }).map((r) => r.name)), new Set([LV_NAME, LT_NAME]), q);
  }
});
