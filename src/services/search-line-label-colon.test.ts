// An invoice's buyer or payer line pasted whole with its label (`Pircējs: SIA "Valmieras Metāls",
// Reģ. Nr. 40000143456, Rīga`, `Bill to: …`, `Customer: …`): the label was a word of the name's
// field, so the number's company no longer had a field whose words its name held, and it was
// listed after the companies of that name in the line's town (a company in liquidation before it).
// A colon ends a field as a comma does: the label is a field of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { fieldWords } from './search/codes-in-text.ts';

const METALS = '40000143456';
const ALFA = '40108042440';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      ownCompany(METALS, 'SIA "Valmieras Metāls"', { country: 'LV', form: 'SIA', address: 'Jelgava, Zemgales prospekts 13 - 65, LV-3003' }),
      // A name the line's words begin, at an address in the line's town.
      ownCompany(ALFA, 'SIA "Valmieras Metāls Alfa"', { country: 'LV', form: 'SIA', address: 'Rīga, Tērbatas iela 5, LV-1007', status: 'liquidation' }),
    ],
  } });
});
after(() => ctx.close());

test('a pasted line with a label before the name lists the company of its number first', () => {
  for (const q of [
    `Pircējs: SIA "Valmieras Metāls", Reģ. Nr. ${METALS}, Rīga`, `Customer: SIA "Valmieras Metāls", ${METALS}, Riga`,
    `Bill to: SIA "Valmieras Metāls", VAT No.: LV${METALS}, Rīga`, `Maksātājs: SIA "Valmieras Metāls" ${METALS} Rīga`,
  ]) {
    assert.equal(ctx.services.searchCompanies(q, { limit: 10 })[0]?.regcode, METALS, q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, METALS, q);
  }
});

test('the label is a field of its own', () => {
  assert.deepEqual(fieldWords(`Pircējs: SIA "Valmieras Metāls", Reģ. Nr. ${METALS}, Rīga`), [['pircejs'], ['valmieras', 'metals'], ['riga']]);
});
