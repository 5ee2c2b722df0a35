// The house number of an address a text writes with its street's type is no word of a name: an
// invoice line `Tallinna Ehitus OÜ, Pärnu mnt 10, 10148 Tallinn` listed MTÜ "Rakvere Male Klubi 10",
// at another house of the street in that postcode, second, its `10` read as the line's house number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const ee = (regcode: string, name: string, form: string, address: string, street: string): SeedRow =>
  ({ ...ownCompany(regcode, name, { country: 'EE', form, address }), address_street: street });
const EHITUS = '12754320';
const MALE_KLUBI = '80424983';
const AT_PARNU_10 = '10000010';
// A flat 10 of another house: its address holds the number.
const AT_FLAT_10 = '10000011';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee(EHITUS, 'Tallinna Ehitus OÜ', 'OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', 'Narva mnt 5'),
    ee(MALE_KLUBI, 'MTÜ Rakvere Male Klubi 10', 'MTÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 40-37, 10148', 'Pärnu mnt 40-37'),
    ee(AT_PARNU_10, 'Kesklinna Kaubandus OÜ', 'OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 10, 10148', 'Pärnu mnt 10'),
    ee(AT_FLAT_10, 'Kesklinna Kontor OÜ', 'OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Pärnu mnt 12-10, 10148', 'Pärnu mnt 12-10'),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a line\'s house number does not list a company whose name holds the number', () => {
  for (const q of ['Tallinna Ehitus OÜ, Pärnu mnt 10, 10148 Tallinn', 'Pärnu mnt 10, 10148 Tallinn', 'Pärnu mnt 10, Tallinn']) {
    const found = regcodes(q);
    assert.equal(found.includes(MALE_KLUBI), false, `${q}: ${found.join(', ')}`);
    assert.equal(found.includes(AT_PARNU_10), true, `${q}: ${found.join(', ')}`);
    assert.equal(ctx.services.autofill(q, { limit: 10 }).some((r) => r.regcode === MALE_KLUBI), false, q);
  }
  assert.equal(regcodes('Tallinna Ehitus OÜ, Pärnu mnt 10, 10148 Tallinn')[0], EHITUS);
});

test('the number is still a name\'s word where the text writes it so, and the company at the house it names is found', () => {
  assert.equal(regcodes('MTÜ Rakvere Male Klubi 10, Pärnu mnt 40, 10148 Tallinn')[0], MALE_KLUBI);
  assert.equal(regcodes('Rakvere Male Klubi 10')[0], MALE_KLUBI);
  assert.equal(regcodes('Pärnu mnt 40, 10148 Tallinn')[0], MALE_KLUBI);
});
