// Names typed in Cyrillic by their sound, as a Russian speaker writes them (docs/search.md, "Names
// typed in Cyrillic"). Folding reads Cyrillic as a Russian name is written in Latin letters, so
// `Энерджия` was `enerdzhiya`, four edits from `energija`, and `Нямуно` was `nyamuno`, two from
// `nemuno`: more than the typo read allows, and the words were lost.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
before(() => {
  const lv = (regcode: string, name: string) => ownCompany(regcode, name);
  const lt = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: 'AB' });
  const ee = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ' });
  const fi = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'FI', form: 'OY' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany('40003654321', 'AS "Daugavas Enerģija"', { form: 'AS' }),
    lv('40000000002', 'SIA "Daugavas Auto"'),
    lv('40000000003', 'SIA "Daugavas Koks"'),
    lv('40000000004', 'SIA "Rīgas Koks"'),
    lv('40000000005', 'SIA "Latgales Loģistika"'),
    lv('40000000006', 'SIA "Smart Tech"'),
    lv('40000000007', 'SIA "Smart Tehnika"'),
    lt('110584241', 'AB "Nemuno laivyba"'),
    lt('110584242', 'AB "Nemuno grožis"'),
    ee('10000001', 'Pärnu Kala OÜ'),
    ee('10000002', 'Võru Kala OÜ'),
    ee('10000003', 'Viru Kala OÜ'),
    ee('10000004', 'Viru Auto OÜ'),
    ee('10000005', 'Tallinna Ehitus OÜ'),
    ownCompany('10000006', 'Tallinna Ehitus AS', { country: 'EE', form: 'AS' }),
    fi('0952999-8', 'Oulun Säätö Oy'),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.name);
const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a Latvian or Lithuanian name typed in Cyrillic by its sound is found first', () => {
  assert.equal(search('Даугавас Энерджия')[0], 'AS "Daugavas Enerģija"');
  assert.equal(search('Нямуно лайвиба')[0], 'AB "Nemuno laivyba"');
  assert.equal(search('АБ Нямуно лайвиба')[0], 'AB "Nemuno laivyba"');
  // Those folding already read right stay first.
  assert.equal(search('Ригас кокс')[0], 'SIA "Rīgas Koks"');
  assert.equal(search('Латгалес Логистика')[0], 'SIA "Latgales Loģistika"');
});

test('Estonian and Finnish letters typed in Cyrillic: ä, õ, ö, ü and the legal form OÜ', () => {
  assert.equal(search('Пярну Кала')[0], 'Pärnu Kala OÜ');
  assert.deepEqual(search('Выру Кала'), ['Võru Kala OÜ'], 'ы is õ, not i');
  assert.equal(search('Оулун Сяятё')[0], 'Oulun Säätö Oy');
  assert.equal(search('Таллинна Эхитус ОЮ')[0], 'Tallinna Ehitus OÜ');
});

test('a word being typed in Cyrillic is the beginning of a name\'s word', () => {
  assert.equal(autofill('Даугавас Энердж')[0], 'AS "Daugavas Enerģija"');
  assert.equal(autofill('Нямуно лайв')[0], 'AB "Nemuno laivyba"');
});

test('of the last word\'s readings, a whole word comes before the beginning of one', () => {
  assert.equal(search('Смарт Тех')[0], 'SIA "Smart Tech"');
});
