// A web or e-mail address typed for a company (docs/search.md, "Web and e-mail addresses"): the
// label before the top-level domain is the name, its words run together or joined by hyphens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const RIGAS_KOKS = '40000000001';
const PEIPSI_ROTTALA = '14000001';
const RR_METALL = '14000002';
const OSTA_EE = '14000003';
const OSTA = '14000004';
const ENERGY_ALFA_LV = '40000000003';
const ENERGY_ALFA_LT = '300000003';
let ctx: SeededServices;
before(() => {
  const ee = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    ownCompany(RIGAS_KOKS, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 100, LV-1011' }),
    ownCompany('40000000002', 'SIA "Rīgas Koka Nami"', { address: 'Rīga, Lāčplēša iela 1, LV-1010' }),
    ee(PEIPSI_ROTTALA, 'Peipsi Rottala OÜ'),
    ee('14000005', 'Peipsi Kala OÜ'),
    ee(RR_METALL, 'RR Metall Taaläar OÜ'),
    ee('14000006', 'Metall Taaläar OÜ'),
    // A name that holds its own address, and a shorter name of its first word.
    ee(OSTA_EE, 'Osta.ee OÜ'),
    ee(OSTA, 'Osta OÜ'),
    // `ee` and `lv` are words of these names and addresses: the domain must not list them instead.
    ee('14000007', 'EE Puu OÜ'),
    ownCompany(ENERGY_ALFA_LV, 'SIA "Energy Alfa"'),
    ownCompany(ENERGY_ALFA_LT, 'UAB "Energy Alfa"', { country: 'LT', form: 'UAB' }),
  ] } });
});
after(() => ctx.close());

const search = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);

test('an e-mail or web address finds the company whose name it is made of, first', () => {
  for (const q of ['rigaskoks.lv', 'info@rigaskoks.lv', 'https://www.rigaskoks.lv/lv/kontakti', 'www.rigas-koks.lv', 'Rīgas-Koks.LV']) {
    assert.equal(search(q)[0], RIGAS_KOKS, q);
  }
  for (const q of ['peipsirottala.ee', 'juhatus@peipsi-rottala.ee', 'http://peipsirottala.ee']) {
    assert.equal(search(q)[0], PEIPSI_ROTTALA, q);
  }
});

test('a name of three words run together is read as its words', () => {
  assert.equal(search('rrmetalltaalaar.ee')[0], RR_METALL);
  assert.equal(search('info@metalltaalaar.ee')[0], '14000006');
});

test('of companies of one name, the country of the address\'s domain comes first', () => {
  assert.deepEqual(search('info@energyalfa.lt'), [ENERGY_ALFA_LT, ENERGY_ALFA_LV]);
  assert.deepEqual(search('www.energy-alfa.lv'), [ENERGY_ALFA_LV, ENERGY_ALFA_LT]);
  // A generic domain picks no country: the index's order stands.
  assert.deepEqual(search('energyalfa.com'), [ENERGY_ALFA_LV, ENERGY_ALFA_LT]);
});

test('a name that holds the address itself keeps it first', () => {
  assert.deepEqual(search('osta.ee').slice(0, 2), [OSTA_EE, OSTA]);
  assert.deepEqual(search('Osta').slice(0, 2), [OSTA, OSTA_EE]);
});

// `e-mail info@rigaskoks.lv`, an e-mail's label without its colon, was still read as words.
test('an e-mail address after its label without a colon finds the company it names, a page\'s label without one stays a word', () => {
  for (const q of ['e-mail info@rigaskoks.lv', 'E-pasts info@rigaskoks.lv', 'Sähköposti juhatus@peipsi-rottala.ee']) {
    assert.equal(ctx.services.searchedFor(ctx.services.searchCompanies(q, { limit: 20 })), undefined, q);
    assert.equal(search(q)[0], q.startsWith('S') ? PEIPSI_ROTTALA : RIGAS_KOKS, q);
  }
});

// Copied from a letterhead, a signature or a page, an address comes with its label (`e-pasts:`),
// a link's `mailto:`, a query (`?subject=`) or its `@` hidden as `(at)`: each listed the companies
// named `LV …` by the top-level domain, the other words being no name's.
test('an address with its label, mailto:, a query or a hidden @ finds the company it names', () => {
  for (const q of ['mailto:info@rigaskoks.lv', 'e-pasts: info@rigaskoks.lv', 'E-mail: info@rigaskoks.lv', 'el. paštas: info@rigaskoks.lv',
    'info@rigaskoks.lv?subject=Rēķins', 'info(at)rigaskoks.lv', 'info [at] rigaskoks.lv', 'https://www.rigaskoks.lv/kontakti#forma']) {
    assert.equal(search(q)[0], RIGAS_KOKS, q);
    assert.equal(ctx.services.searchedFor(ctx.services.searchCompanies(q, { limit: 20 })), undefined, q);
  }
  for (const q of ['Sähköposti: juhatus@peipsi-rottala.ee', 'www: www.peipsirottala.ee']) assert.equal(search(q)[0], PEIPSI_ROTTALA, q);
});
