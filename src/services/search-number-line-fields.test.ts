// A line pasted from an invoice or a letterhead into a checkout form's one field: the name, the
// registration number and an address, in fields separated by commas, semicolons or line breaks
// (`Kalve Trade SIA, 40001340517, Brīvības iela 5, Rīga`). The number's company came first only
// where its name held every word of the line, the address's too, so a line with an address the
// register does not hold (an office, a seat moved since) listed it after the companies at that
// address (docs/search.md step 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';

const KALVE = '40001340517';
const SYSTEMS = '40105063198';
const KALAMEES = '12345678';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(KALVE, 'SIA "Kalve Trade"', { country: 'LV', form: 'SIA', address: 'Rīga, Maskavas iela 46 - 36, LV-1007' }),
      ownCompany(SYSTEMS, 'SIA "Trade Systems"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 5, LV-1010' }),
      ownCompany('40003999991', 'SIA "Brīvības Nams"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 5, LV-1010' }),
      // Other companies at Kalve Trade's house, found by the line's address.
      ownCompany('40003999992', 'SIA "Agro Nami"', { country: 'LV', form: 'SIA', address: 'Rīga, Maskavas iela 46 - 12, LV-1007' }),
      ownCompany('40003999993', 'SIA "Alfa Serviss"', { country: 'LV', form: 'SIA', address: 'Rīga, Maskavas iela 46, LV-1007' }),
      ownCompany(KALAMEES, 'Kalamees OÜ', { country: 'EE', form: 'OÜ', address: 'Tallinn, Narva mnt 5' }),
    ],
  } });
});
after(() => ctx.close());

const first = (q: string) => ctx.services.searchCompanies(q, { limit: 10 })[0]?.regcode;

test('the company a pasted line names by number and name comes first, whatever address the line writes', () => {
  for (const q of [
    `Kalve Trade SIA, ${KALVE}, Brīvības iela 5, Rīga`, `SIA "Kalve Trade", reģ. Nr. ${KALVE}, Brīvības iela 5, Rīga, LV-1010`,
    `Brīvības iela 5, Rīga; SIA Kalve Trade; ${KALVE}`, `SIA "Kalve Trade"\nBrīvības iela 5, Rīga\nReģ. Nr. ${KALVE}`,
    `Kalve Trade | ${KALVE} | Brīvības iela 5 | Rīga`,
    // Copied from a document whose line breaks became spaces: the number separates the fields.
    `SIA "Kalve Trade" ${KALVE} Brīvības iela 5 Rīga`, `SIA „Kalve Trade“ Reģ. Nr. ${KALVE} PVN LV${KALVE} Brīvības iela 5, Rīga`,
  ]) {
    assert.equal(first(q), KALVE, q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, KALVE, `autofill ${q}`);
  }
  // At the address the register holds, as before.
  assert.equal(first(`Kalve Trade SIA, ${KALVE}, Maskavas iela 46 - 36, Rīga`), KALVE);
});

test('a number whose company no field of the line names still follows the results of the words', () => {
  // A number that is also a registry code: Kalamees OÜ is no field of the line.
  const results = ctx.services.searchCompanies(`Trade Systems, Brīvības iela 5, Rīga, ${KALAMEES}`, { limit: 10 }).map((r) => r.regcode);
  assert.equal(results[0], SYSTEMS);
  assert.equal(results.at(-1), KALAMEES);
  // After a phone word the digits are a phone number (search/phone-numbers.ts), no company's.
  const phoned = ctx.services.searchCompanies(`Trade Systems, Brīvības iela 5, Rīga, tālr. ${KALAMEES}`, { limit: 10 }).map((r) => r.regcode);
  assert.equal(phoned[0], SYSTEMS);
  assert.ok(!phoned.includes(KALAMEES), phoned.join(' '));
});

test('the fields are read only where the line holds a number among its words', () => {
  assert.deepEqual(parseSearchQuery(`Kalve Trade SIA, ${KALVE}, Brīvības iela 5, Rīga`).fieldWords,
    [['kalve', 'trade'], ['brivibas', 'iela', '5'], ['riga']]);
  assert.deepEqual(parseSearchQuery(`SIA "Kalve Trade" reģ. nr. ${KALVE} Brīvības iela 5 Rīga`).fieldWords,
    [['kalve', 'trade'], ['brivibas', 'iela', '5', 'riga']]);
  assert.deepEqual(parseSearchQuery('Kalve Trade SIA, Brīvības iela 5, Rīga').fieldWords, []);
  assert.deepEqual(parseSearchQuery(`Kalve Trade SIA ${KALVE}`).fieldWords, []);
});

test('the company a number names comes first where the line writes its street and house number, whatever name it gives', () => {
  for (const q of [
    // A brand or shop name the register does not hold, or no name at all.
    `Kalve Shop, ${KALVE}, Maskavas iela 46 - 36, Rīga`, `Kalve Shop ${KALVE} Maskavas iela 46-36 Rīga`,
    `Reģ. Nr. ${KALVE}, Maskavas iela 46, Rīga`, `${KALVE} Rīga, Maskavas iela 46 - 36, LV-1007`,
  ]) {
    assert.equal(first(q), KALVE, q);
  }
  // At another house of the street, the number's company follows the results of the words.
  const elsewhere = ctx.services.searchCompanies(`Kalve Shop, ${KALVE}, Brīvības iela 5, Rīga`, { limit: 10 }).map((r) => r.regcode);
  assert.equal(elsewhere.at(-1), KALVE);
  assert.deepEqual(parseSearchQuery(`${KALVE}, Maskavas iela 46 - 36, Rīga`).fieldStreets, ['maskavas 46']);
});
