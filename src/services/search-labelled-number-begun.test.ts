// A number being typed after its label into one field of a checkout form (`Reģ. Nr. 40003-`,
// `VAT LV4000312`, `Y-tunnus: 2786402-`): the whole number so written was read, but its beginning
// was words of a name, so the form listed `SIA "NR Logi"` or nothing until the last digit. It
// now answers as the number typed alone, where the label is one no name begins with; a name's
// first word that is also a label word (`ID 1234 Oy`, `K 2020 Oy`) keeps the name first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const company = (country: string, regcode: string, name: string, form: string) => ownCompany(regcode, name, { country, form });
const vat = (country: string, regcode: string, number: string): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});

const KOKS = '40003123456';
const VILKAS = '110053842';
const KALAMEES = '10137025';
const PUU = '2786402-8';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: {
    companies: [
      company('LV', KOKS, 'SIA "Rīgas Koks"', 'SIA'),
      company('LV', '40003127777', 'SIA "Ozols"', 'SIA'),
      // Names holding the label words of a text typed: NR and LV before a number read as words.
      company('LV', '40000835160', 'SIA "NR Logi"', 'SIA'),
      company('LV', '40176669050', 'SIA "LV Ceļš"', 'SIA'),
      company('LT', VILKAS, 'UAB "Vilkas"', 'UAB'),
      company('EE', KALAMEES, 'Kalamees OÜ', 'OÜ'),
      company('FI', PUU, 'Lahden Puu Oy', '16'),
      // Names beginning with a label word and a number, and companies whose number that begins.
      company('FI', '2020002-6', 'ID 1234 Oy', '16'),
      company('FI', '2020003-4', 'K 2020 Oy', '16'),
      company('FI', '1234001-0', 'Tax Company 2021 Oy', '16'),
      company('FI', '1234000-2', 'Pohjan Kala Oy', '16'),
      company('FI', '2020001-8', 'Kuopion Kivi Oy', '16'),
      company('FI', '2021001-3', 'Savon Sähkö Oy', '16'),
    ],
    vat_registrations: [vat('EE', KALAMEES, 'EE100247019'), vat('LT', VILKAS, 'LT100001234512')],
  } });
});
after(() => ctx.close());

const filled = (q: string) => ctx.services.autofill(q, { limit: 10 }, new Date()).map((r) => `${r.country}:${r.regcode}`);
const searched = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => `${r.country}:${r.regcode}`);

/** Every beginning of a number typed a key at a time, from its fourth digit (a regcode's beginning). */
function beginnings(number: string): string[] {
  const out: string[] = [];
  for (let k = 1; k < number.length; k++) if ((number.slice(0, k).match(/\d/g) ?? []).length >= 4) out.push(number.slice(0, k));
  return out;
}

test('a number being typed after its label answers as its digits typed alone, the company among the answers', () => {
  const cases: Array<[string, string, string]> = [
    ['Reģ. Nr. ', '40003-123456', `LV:${KOKS}`], ['PVN ', 'LV 4000 3123 456', `LV:${KOKS}`], ['VAT ', 'LV40003123456', `LV:${KOKS}`],
    ['Vienotais reģistrācijas Nr. ', '4000 312 3456', `LV:${KOKS}`],
    ['Įmonės kodas ', VILKAS, `LT:${VILKAS}`], ['PVM mokėtojo kodas ', 'LT100001234512', `LT:${VILKAS}`],
    ['Registrikood ', KALAMEES, `EE:${KALAMEES}`], ['KMKR ', 'EE100247019', `EE:${KALAMEES}`],
    ['Y-tunnus: ', PUU, `FI:${PUU}`], ['Business ID ', PUU, `FI:${PUU}`], ['ALV ', 'FI27864028', `FI:${PUU}`],
  ];
  for (const [label, number, id] of cases) {
    for (const begun of beginnings(number)) {
      // With the separator typed after a group too (`40003-`, `4000 312 -`).
      for (const typed of [begun, begun.endsWith(' ') ? `${begun}-` : begun]) {
        // Its digits written together: after a label, `LV 4000` is no postal code.
        const together = typed.replace(/[\s-]/g, '');
        assert.deepEqual(filled(label + typed), filled(together), `autofill ${label}${typed}`);
        assert.deepEqual(searched(label + typed), searched(together), `search ${label}${typed}`);
        assert.ok(filled(label + typed).includes(id), `${label}${typed} lists ${id}`);
      }
    }
  }
  assert.equal(filled('Reģ. Nr. 40003-')[0], `LV:${KOKS}`);
  assert.equal(filled('Y-tunnus: 2786402-')[0], `FI:${PUU}`);
});

test('a separator typed after a number\'s last group leaves it the number typed so far', () => {
  assert.deepEqual(filled('4000 312 -'), filled('4000 312'));
  assert.equal(filled('4000 312 -')[0], `LV:${KOKS}`);
});

test('a name beginning with a word that also labels numbers keeps its place before the numbers it would begin', () => {
  assert.equal(filled('ID 1234')[0], 'FI:2020002-6');
  assert.equal(filled('ID 1234 Oy')[0], 'FI:2020002-6');
  assert.equal(filled('K 2020')[0], 'FI:2020003-4');
  assert.equal(filled('Tax Company 2021')[0], 'FI:1234001-0');
  // A label no name begins with, before the same digits: the numbers they begin.
  assert.equal(filled('Business ID 1234')[0], 'FI:1234000-2');
  assert.equal(filled('Y-tunnus 2020')[0], 'FI:2020001-8');
});
