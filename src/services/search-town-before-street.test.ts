// A town typed before the street with no comma (`Rīga Brīvības 12`, `Tallinn Narva mnt 5`): the
// registers write `Rīga, Brīvības iela 12`, and the street key of the text, `riga brivibas 12`, was
// no address's, so the house typed did not come first: a company at Brīvības iela 129 (its
// number begun by `12`) was listed before those at number 12.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

// The street part as the registers give it apart, which the search image keys.
const at = (regcode: string, name: string, address: string, more: { country?: string; form?: string } = {}): SeedRow =>
  ({ ...ownCompany(regcode, name, { ...more, address }), address_street: address.split(', ').find((p) => /\d/.test(p) && !/^(LV-)?\d+$/.test(p))! });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at('40000000001', 'SIA "Alfa"', 'Rīga, Brīvības iela 129, LV-1057'),
    at('40000000002', 'SIA "Eko"', 'Rīga, Brīvības iela 128, LV-1010'),
    at('40000000003', 'SIA "Baltic Serviss Grupa"', 'Rīga, Brīvības iela 12, LV-1019'),
    at('40000000004', 'SIA "Rīgas Koku Nams"', 'Rīga, Brīvības iela 12 - 5, LV-1010'),
    at('10000001', 'Nord OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 54, 10117', { country: 'EE', form: 'OÜ' }),
    at('10000002', 'Tallinna Ehitus Grupp OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', { country: 'EE', form: 'OÜ' }),
    at('10000003', 'Eko OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 26-5, 10132', { country: 'EE', form: 'OÜ' }),
  ] } });
});
after(() => ctx.close());

const names = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.name);

test('a town typed before the street, no comma between, lists the companies at the house typed first', () => {
  for (const q of ['Rīga Brīvības 12', 'riga brivibas 12', 'Rīga Brīvības iela 12', 'Rīga, Brīvības iela 12']) {
    assert.deepEqual(names(q).slice(0, 2).sort(), ['SIA "Baltic Serviss Grupa"', 'SIA "Rīgas Koku Nams"'], `${q}: ${names(q).join(', ')}`);
  }
  for (const q of ['Tallinn Narva mnt 5', 'tallinn narva 5', 'Tallinn, Narva mnt 5']) {
    assert.equal(names(q)[0], 'Tallinna Ehitus Grupp OÜ', `${q}: ${names(q).join(', ')}`);
  }
});

test('the street typed alone lists them first as before', () => {
  assert.deepEqual(names('Brīvības 12').slice(0, 2).sort(), ['SIA "Baltic Serviss Grupa"', 'SIA "Rīgas Koku Nams"'], names('Brīvības 12').join(', '));
});
