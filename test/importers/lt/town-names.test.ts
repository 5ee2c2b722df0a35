// JAR writes a town's address also as the Address Register names the settlement, in the genitive
// (`Vilniaus m. sav., Vilniaus m., Gedimino pr. 9-1`): autofill filled a form's city with
// `Vilniaus m.`, "of Vilnius city", where a courier label and a customer expect `Vilnius`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { splitLtAddress } from '../../../src/importers/lt/cells.ts';
import { mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import { LT_CITY_COUNT, ltTownName } from '../../../src/importers/lt/town-names.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, NO_SAMPLES, readCsv, recordsOf, samplesDir } from './support.ts';

// The documented header of JAR_IREGISTRUOTI.csv (data-sources, Lithuania 2.1).
const HEADER = 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data';
const registeredRow = (cells: string): Row => {
  const names = HEADER.split('|');
  const values = cells.split('|');
  return Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']));
};

test('a city the register writes in the genitive is served by its name, the one-line address as written', () => {
  const address = 'Vilniaus m. sav., Vilniaus m., Gedimino pr. 9-1, LT-01103';
  const row = registeredRow(`304000101|UAB "Miestas"|${address}|2015-06-01|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2015-06-01|2026-11-20`);
  const [company] = recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company');
  assert.deepEqual(
    [company!.address, company!.addressStreet, company!.addressCity, company!.addressPostcode],
    [address, 'Gedimino pr. 9-1', 'Vilnius', 'LT-01103'],
  );
});

test('the genitive is looked up, not cut: Kauno, Panevėžio, Biržų, Naujosios Akmenės and the towns of a district', () => {
  const city = (address: string) => splitLtAddress(address).city;
  assert.equal(city('Kauno m. sav., Kauno m., Laisvės al. 10-5'), 'Kaunas');
  assert.equal(city('Klaipėdos m. sav., Klaipėdos m., Naujoji Uosto g. 3'), 'Klaipėda');
  assert.equal(city('Šiaulių m. sav., Šiaulių m., Tilžės g. 1'), 'Šiauliai');
  assert.equal(city('Panevėžio m. sav., Panevėžio m., Respublikos g. 20'), 'Panevėžys');
  assert.equal(city('Biržų r. sav., Biržų m., Vytauto g. 1'), 'Biržai');
  assert.equal(city('Utenos r. sav., Utenos m., Aušros g. 5'), 'Utena');
  assert.equal(city('Akmenės r. sav., Naujosios Akmenės m., V. Kudirkos g. 2'), 'Naujoji Akmenė');
  assert.equal(city('Kauno r. sav., Garliavos m., Vytauto g. 5'), 'Garliava');
  assert.equal(city('Klaipėdos r. sav., Gargždų m., Klaipėdos g. 1'), 'Gargždai');
  assert.equal(city('Vilniaus m., Vilniaus g. 10'), 'Vilnius', 'with no municipality before it');
  assert.equal(city('Vilnius, S. Stanevičiaus g. 95, LT-07114'), 'Vilnius', 'a town already named stays');
});

test('a village, a small town or a name outside the table of cities is left as the register writes it', () => {
  assert.equal(splitLtAddress('Vilniaus r. sav., Avižienių sen., Pilaitės k., Pilaitės g. 1').city, 'Pilaitės k.');
  assert.equal(splitLtAddress('Kauno r. sav., Akademijos sen., Akademijos mstl., Studentų g. 11').city, 'Akademijos mstl.');
  assert.equal(splitLtAddress('Plungės r. sav., Žemaičių Naumiesčio m., Vytauto g. 1').city, 'Žemaičių Naumiesčio m.');
  assert.equal(splitLtAddress('Molėtų r. sav., Alantos sen., LT-33001').city, 'Alantos sen.');
  assert.equal(ltTownName('Kauno m. sav.'), 'Kauno m. sav.', 'a municipality is no city');
});

test('the table holds the 103 cities of Lithuania, each genitive once', () => {
  assert.equal(LT_CITY_COUNT, 103);
});

test('JAR samples: a city written in the genitive is served by its name, the address as written', (t) => {
  const dir = samplesDir('lt');
  if (!dir) return t.skip(NO_SAMPLES);
  const rows = readCsv(join(dir, 'JAR_IREGISTRUOTI.csv'), '|');
  let genitive = 0;
  for (const row of rows) {
    const [company] = recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company');
    assert.equal(company!.address, String(row.adresas).trim(), 'the one-line address is kept as written');
    if (/\sm\.,/u.test(String(row.adresas))) genitive += 1;
    assert.doesNotMatch(company!.addressCity ?? '', /^(Vilniaus|Kauno|Klaipėdos|Šiaulių|Panevėžio) m\.$/u);
  }
  t.diagnostic(`${rows.length} sample address(es), ${genitive} written with a city in the genitive (X m.)`);
});

test('an address that ends with its settlement names no street: the settlement is the city', () => {
  assert.deepEqual(splitLtAddress('Klaipėdos r. sav., Gargždų m.'), { street: null, city: 'Gargždai', postcode: null });
  assert.deepEqual(splitLtAddress('Birštono sav., Birštono m., LT-59001'), { street: null, city: 'Birštonas', postcode: 'LT-59001' });
  assert.deepEqual(splitLtAddress('Kauno r. sav., Karmėlavos sen., Biruliškių k.'), { street: null, city: 'Biruliškių k.', postcode: null });
  assert.deepEqual(splitLtAddress('Vilniaus m.'), { street: null, city: 'Vilnius', postcode: null });
  // A farmstead or street after the municipality keeps the reading it had.
  assert.deepEqual(splitLtAddress('Kauno r. sav., Garliava, Vytauto g. 2'), { street: 'Vytauto g. 2', city: 'Garliava', postcode: null });
});

test('a city municipality of its one city followed by the street: the town is the city, not the municipality', () => {
  assert.deepEqual(splitLtAddress('Kauno m. sav., Laisvės al. 1'), { street: 'Laisvės al. 1', city: 'Kaunas', postcode: null });
  assert.deepEqual(splitLtAddress('Klaipėdos m. sav., Naujoji Uosto g. 3, LT-92121'), { street: 'Naujoji Uosto g. 3', city: 'Klaipėda', postcode: 'LT-92121' });
  assert.equal(splitLtAddress('Šiaulių m. sav., Tilžės g. 1').city, 'Šiauliai');
  assert.equal(splitLtAddress('Panevėžio miesto savivaldybė, Respublikos g. 20').city, 'Panevėžys');
  assert.equal(splitLtAddress('Alytaus m. sav., Pulko g. 21').city, 'Alytus');
  assert.equal(splitLtAddress('Vilniaus m. sav., Gedimino pr. 9-1').city, 'Vilnius', 'Grigiškės is written with its settlement');
  assert.deepEqual(splitLtAddress('Kauno m. sav., LT-44001'), { street: null, city: 'Kaunas', postcode: 'LT-44001' });
  assert.deepEqual(splitLtAddress('Kauno m. sav., Centro sen., Laisvės al. 1'), { street: 'Laisvės al. 1', city: 'Kaunas', postcode: null });
  // A settlement named keeps its reading: Grigiškės in Vilnius city municipality is no Vilnius.
  assert.equal(splitLtAddress('Vilniaus m. sav., Grigiškių m., Vilniaus g. 1').city, 'Grigiškės');
  // A district municipality or a municipality of several settlements names no one town.
  assert.equal(splitLtAddress('Kauno r. sav., Vytauto g. 2').city, 'Kauno r. sav.');
  assert.equal(splitLtAddress('Neringos sav., Naglių g. 1').city, 'Neringos sav.');
  assert.equal(splitLtAddress('Druskininkų sav., Vilniaus al. 1').city, 'Druskininkų sav.');
});

// Palangos m. sav. is a city municipality, the territory of Palanga city (Šventoji a part of it):
// with the settlement left out, the town is Palanga, as for Kaunas; a form's city field got the
// municipality, Palangos m. sav., no town's name.
test('Palanga city municipality followed by the street: the town is Palanga', () => {
  assert.deepEqual(splitLtAddress('Palangos m. sav., Vytauto g. 1, LT-00134'), { street: 'Vytauto g. 1', city: 'Palanga', postcode: 'LT-00134' });
  assert.deepEqual(splitLtAddress('Palangos miesto savivaldybė, J. Basanavičiaus g. 5'), { street: 'J. Basanavičiaus g. 5', city: 'Palanga', postcode: null });
  assert.deepEqual(splitLtAddress('Palangos m. sav.'), { street: null, city: 'Palanga', postcode: null });
  // A settlement named keeps its reading, as Grigiškės in Vilnius city municipality does.
  assert.equal(splitLtAddress('Palangos m. sav., Palangos m., Vytauto g. 1').city, 'Palanga');
  assert.equal(splitLtAddress('Palangos m. sav., Šventoji, Jūrininkų g. 1').city, 'Šventoji');
});

// The address rules (Government resolution No. 2092, item 13) write a village and a small town
// in the genitive with k. or mstl., the form a courier reads, and m. only in a municipality's
// name: a village is served so, wherever the address names it, never turned into a guessed name.
test('a village or small town is served in the form the address rules write it', () => {
  assert.equal(splitLtAddress('Vilniaus r. sav., Riešės sen., Didžiosios Riešės k., Liepų g. 3').city, 'Didžiosios Riešės k.');
  assert.deepEqual(splitLtAddress('Vilniaus r. sav., Didžiosios Riešės k., LT-14200'), { street: null, city: 'Didžiosios Riešės k.', postcode: 'LT-14200' });
});
