// The demo's Estonian addresses are written as RIK writes them: the ADS address from the county
// down (county, municipality, settlement, street) and the EHAK text from the settlement up. Three
// companies of the README's streams (Paldiski Sadamalogistika OÜ, Kuressaare Puiduait OÜ, Valga
// Piiriveod OÜ) had their municipality and settlement swapped, so the demo served Harju maakond,
// Paldiski linn, Lääne-Harju vald, Sadama tn 25 and autofill gave a checkout form the city
// Lääne-Harju vald, a municipality, where the letter goes to Paldiski.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../src/demo/generate/index.ts';
import { NOTABLE } from '../../src/demo/notable.ts';
import { eeAddresses, streetLine } from '../../src/demo/writers/ee.ts';
import { mapBasicRow } from '../../src/importers/ee/basic.ts';
import { makeContext, recordsOf } from '../importers/lt/support.ts';
import { NOW } from './helpers.ts';

const data = generateDataset({ seed: 3, now: NOW, scale: 0.05 });
const estonian = data.companies.filter((c) => c.country === 'EE');

const SETTLEMENT = /(linnaosa| linn| alev| alevik| küla)$/u;
const MUNICIPALITY = /^(Tallinn|.+ linn|.+ vald)$/u;

test('every Estonian address names its municipality before its settlement, as ADS writes it', () => {
  assert.ok(estonian.length > 100, `${estonian.length} EE companies`);
  for (const c of estonian) {
    const [county, municipality, settlement] = eeAddresses(c).full.split(', ');
    assert.match(county!, / maakond$/u, c.name);
    assert.match(municipality!, MUNICIPALITY, `${c.name}: ${eeAddresses(c).full}`);
    assert.match(settlement!, SETTLEMENT, `${c.name}: ${eeAddresses(c).full}`);
  }
});

test('Paldiski Sadamalogistika OÜ is served at Paldiski, in Lääne-Harju vald', () => {
  const c = estonian.find((x) => x.regcode === NOTABLE.holdersAbroad.company.regcode)!;
  const { ehakText, full } = eeAddresses(c);
  const row = {
    nimi: c.name, ariregistri_kood: c.regcode, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: 'R',
    asukoht_ettevotja_aadressis: streetLine(c), asukoha_ehak_kood: c.address.regionCode, asukoha_ehak_tekstina: ehakText,
    indeks_ettevotja_aadressis: c.address.postcode, ads_normaliseeritud_taisaadress: full,
  };
  const [company] = recordsOf(mapBasicRow(row, makeContext('ettevotja_rekvisiidid__lihtandmed.csv')), 'company');
  assert.equal(company!.address, 'Harju maakond, Lääne-Harju vald, Paldiski linn, Sadama tn 25, 76806');
  assert.equal(company!.addressCity, 'Paldiski');
  assert.equal(company!.addressStreet, 'Sadama tn 25');
});
