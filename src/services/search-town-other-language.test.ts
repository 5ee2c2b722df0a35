// A Finnish town typed by its name in the other language (docs/search.md, "Words that need not
// match"): YTJ writes an address in the language of its street (HELSINKI, or HELSINGFORS for a
// Swedish street), and a customer types the town by the name of their own language, as they
// tell apart companies of one name (`Kalatalo Oy, Helsingfors`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

// One name in two towns; the one in Tampere first by regcode, as the index orders equals.
const KALATALO_TAMPERE = '2000001-5';
const KALATALO_HELSINKI = '2000002-3';
// At an address YTJ writes in Swedish.
const STRAND_HELSINGFORS = '2000003-1';
const STRAND_TURKU = '2000004-0';
// A Latvian and an Estonian name whose first word is also a Finnish town's name in Swedish (Vasa,
// Lojo), and companies those towns' Finnish names (Vaasa, Lohja) bring up, in no such town or in
// another country.
const LV_VASA = '40003000101';
const FI_VAASAN_KUOPIO = '2000005-9';
const FI_LOGISTIIKKA_VAASA = '2000006-7';
const EE_LOJO = '16000101';
const EE_LOHAA = '16000102';
const FI_LOHAA_HELSINKI = '2000007-5';
const fi = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'FI', form: 'OY', address });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      fi(KALATALO_TAMPERE, 'Kalatalo Oy', 'Hämeenkatu 1, 33100 TAMPERE'),
      fi(KALATALO_HELSINKI, 'Kalatalo Oy', 'Mannerheimintie 5, 00100 HELSINKI'),
      fi(STRAND_HELSINGFORS, 'Strand Bygg Ab', 'Mechelingatan 3, 00100 HELSINGFORS'),
      fi(STRAND_TURKU, 'Strand Bygg Oy', 'Aurakatu 2, 20100 TURKU'),
      ownCompany(LV_VASA, 'SIA "Vasa Loģistika"', { address: 'Rīga, Brīvības iela 1, LV-1010' }),
      fi(FI_VAASAN_KUOPIO, 'Vaasan Logistiikka Oy', 'Puijonkatu 7, 70100 KUOPIO'),
      fi(FI_LOGISTIIKKA_VAASA, 'Logistiikka Oy', 'Hovioikeudenpuistikko 1, 65100 VAASA'),
      ownCompany(EE_LOJO, 'Löjö Capital OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Narva mnt 5, 10117' }),
      ownCompany(EE_LOHAA, 'Capital Lõhaa OÜ', { country: 'EE', form: 'OÜ', address: 'Ida-Viru maakond, Narva linn, Puškini tn 4, 20308' }),
      fi(FI_LOHAA_HELSINKI, 'Capital Lohaa Oy', 'Mannerheimintie 9, 00100 HELSINKI'),
    ],
  } });
});
after(() => ctx.close());

const found = (q: string, country?: 'LV' | 'EE') => ctx.services.searchCompanies(q, { limit: 10, country }).map((r) => r.regcode);
const first = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode)[0];
const firstFilled = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode)[0];

test('a town typed by its Swedish name lists the company of that name in that town first', () => {
  for (const q of ['Kalatalo Helsingfors', 'Kalatalo Oy, Helsingfors', 'Helsingfors, Kalatalo']) {
    assert.equal(first(q), KALATALO_HELSINKI, q);
    assert.equal(firstFilled(q), KALATALO_HELSINKI, q);
  }
  assert.equal(first('Kalatalo Tammerfors'), KALATALO_TAMPERE);
});

test('a town typed by its Finnish name finds an address YTJ writes in Swedish', () => {
  assert.equal(first('Strand Bygg Helsinki'), STRAND_HELSINGFORS);
  assert.equal(first('Strand Bygg Åbo'), STRAND_TURKU);
  // As typed, the town the address holds comes first as before.
  assert.equal(first('Strand Bygg Turku'), STRAND_TURKU);
  assert.equal(first('Kalatalo Helsinki'), KALATALO_HELSINKI);
});

test('a town typed by its other name still finds the company at an address in that town', () => {
  assert.ok(found('Logistiikka Vasa').includes(FI_LOGISTIIKKA_VAASA));
  assert.equal(first('Vasa, Logistiikka Oy'), FI_LOGISTIIKKA_VAASA);
  // A Latvian name holding `Vasa` lists no Finnish company of another town.
  for (const q of ['SIA "Vasa Loģistika"', 'Vasa Loģistika']) assert.deepEqual(found(q), [LV_VASA], q);
});

test('a search in one Baltic country reads no word as a Finnish town', () => {
  // `Lojo` is Lohja in Swedish: read as `Lohja` in Estonia, the typo read brought up an Estonian
  // `Capital Lõhaa OÜ` in Narva, which neither name nor town of the text holds.
  assert.deepEqual(found('Löjö Capital', 'EE'), [EE_LOJO]);
});

test('a word read as a Finnish town lists only Finnish companies at an address in that town', () => {
  // Searched in every country, `Lohja` brought up the same Estonian company, and a Finnish one
  // in Helsinki: neither is in Lohja.
  assert.deepEqual(found('Löjö Capital'), [EE_LOJO]);
});
