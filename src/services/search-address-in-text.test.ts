// The address a pasted line writes, read against the first result's (search/address-in-text.ts):
// the street and house number decide, written as each country's invoices write them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addressBesideFirst } from './search/address-in-text.ts';

const at = (name: string, address: string | null) => [{ name, country: 'LV', regcode: '40103777120', address }];
const KURZEMES = at('SIA "Kurzemes Metāla Serviss"', 'Liepāja, Graudu iela 33, LV-3401');

test('an address pasted without a comma after the name is read from the street on', () => {
  assert.equal(addressBesideFirst('Kurzemes Metāla Serviss Rūpniecības iela 5 Liepāja', KURZEMES)?.typed, 'Rūpniecības iela 5');
  assert.equal(addressBesideFirst('Kurzemes Metāla Serviss 40103777120 Graudu iela 33', KURZEMES), null);
  // A word of the name right before the street's type is the street's.
  assert.equal(addressBesideFirst('Kurzemes Metāla Serviss, Kurzemes iela 3', KURZEMES)?.typed, 'Kurzemes iela 3');
});

test('another building of the house is another address; a flat is not', () => {
  assert.equal(addressBesideFirst('Kurzemes Metāla Serviss, Graudu iela 33 k-2', KURZEMES)?.typed, 'Graudu iela 33 k-2');
  assert.equal(addressBesideFirst('Kurzemes Metāla Serviss, Graudu iela 33 - 4', KURZEMES), null);
});

test('a Finnish street is typed by the end of its word, an Estonian one by tn or mnt', () => {
  const fi = at('Suomen Kauppa Oy', 'Mannerheimintie 1 B 7, 00100 HELSINKI');
  assert.equal(addressBesideFirst('Suomen Kauppa Oy Mannerheimintie 1', fi), null);
  assert.equal(addressBesideFirst('Suomen Kauppa Oy, Tapiontori 36, Espoo', fi)?.typed, 'Tapiontori 36');
  const ee = at('Eesti Energia AS', 'Harju maakond, Tallinn, Kesklinna linnaosa, Lelle tn 22, 11318');
  assert.equal(addressBesideFirst('Eesti Energia AS, Lelle tänav 22', ee), null);
  assert.equal(addressBesideFirst('Eesti Energia AS, Narva mnt 54/1', ee)?.typed, 'Narva mnt 54/1');
});

test('a company with no address held is told so', () => {
  assert.deepEqual(addressBesideFirst('Kurzemes Metāla Serviss, Graudu iela 33', at('SIA "Kurzemes Metāla Serviss"', null)),
    { typed: 'Graudu iela 33', first: 'SIA "Kurzemes Metāla Serviss" (LV 40103777120)', registered: null });
});
