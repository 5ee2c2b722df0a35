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
const fi = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'FI', form: 'OY', address });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      fi(KALATALO_TAMPERE, 'Kalatalo Oy', 'Hämeenkatu 1, 33100 TAMPERE'),
      fi(KALATALO_HELSINKI, 'Kalatalo Oy', 'Mannerheimintie 5, 00100 HELSINKI'),
      fi(STRAND_HELSINGFORS, 'Strand Bygg Ab', 'Mechelingatan 3, 00100 HELSINGFORS'),
      fi(STRAND_TURKU, 'Strand Bygg Oy', 'Aurakatu 2, 20100 TURKU'),
    ],
  } });
});
after(() => ctx.close());

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
