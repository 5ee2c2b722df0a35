// A line's name before or after an address that is not its company's (docs/search.md, step 5): an
// invoice line of a web shop or a shipping label writes the buyer's name with an old seat, an
// office, or another company's address, and the company it names comes first, the companies at
// that address after it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';
import { parseSearchQuery } from './search/search-query.ts';
import { addressInTextHint } from './search/address-in-text.ts';

const RIGAS_KOKS = '40000000001';
// At the address the line writes, its name holding a word of the line's name.
const DIGITAL_KOKS = '40000000002';
// One name at two addresses: the one at the line's address has the later number, so the rank
// order of the name alone lists it second.
const DARBNICA_RIGA = '40000000003';
const DARBNICA_VENTSPILS = '40000000004';
// A name that is the town a line writes before its address.
const VENTSPILS = '40000000005';
// At a street of two words, which a line may write right after a name.
const VALDEMARA_NAMS = '40000000006';
// A name of the first word of another's.
const RIGAS = '40000000007';
// Finnish companies, one at a street whose one word ends with its type.
const VEGA_OY = '2000001-1';
const AT_RAUTATIENKATU = '2000002-2';
const fi = (regcode: string, name: string, address: string, street: string) =>
  ({ ...ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö', address, source: 'fi.ytj' }), address_street: street });
// An Estonian name ending in a number, and the companies at the house a line writes after it and
// at a flat of that house.
const NARVA_SELTS = '80000001';
const AT_KOPLI_27_FLAT = '10000001';
const AT_KOPLI_27 = '10000002';
const at = (regcode: string, name: string, address: string, street: string) =>
  ({ ...ownCompany(regcode, name, { address }), address_street: street });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    at(RIGAS_KOKS, 'SIA "Rīgas Koks"', 'Rīga, Brīvības iela 12 - 5, LV-1010', 'Brīvības iela 12 - 5'),
    at(DIGITAL_KOKS, 'SIA "Digital Koks"', 'Ventspils, Kuldīgas iela 16, LV-3601', 'Kuldīgas iela 16'),
    at(DARBNICA_RIGA, 'SIA "Koka Darbnīca"', 'Rīga, Lielā iela 1, LV-1050', 'Lielā iela 1'),
    at(DARBNICA_VENTSPILS, 'SIA "Koka Darbnīca"', 'Ventspils, Talsu iela 6A, LV-3601', 'Talsu iela 6A'),
    at(VENTSPILS, 'SIA "Ventspils"', 'Rīga, Lielā iela 2, LV-1050', 'Lielā iela 2'),
    fi(VEGA_OY, 'Green Vega Oy', 'Mannerheimintie 64, 00204 HELSINKI', 'Mannerheimintie 64'),
    fi(AT_RAUTATIENKATU, 'Tampereen Leipomo Oy', 'Rautatienkatu 63, 33100 TAMPERE', 'Rautatienkatu 63'),
    at(RIGAS, 'SIA "Rīgas"', 'Rīga, Lielā iela 4, LV-1050', 'Lielā iela 4'),
    at(VALDEMARA_NAMS, 'SIA "Valdemāra Nams"', 'Rīga, Krišjāņa Valdemāra iela 5, LV-1010', 'Krišjāņa Valdemāra iela 5'),
    // At another house of that street, its name holding the line's other words.
    at('40000000008', 'SIA "Rīgas Koks Krišjāņa Nams"', 'Rīga, Krišjāņa Valdemāra iela 53 - 5, LV-1047', 'Krišjāņa Valdemāra iela 53 - 5'),
    { ...ownCompany(NARVA_SELTS, 'MTÜ Narva Selts 30', { country: 'EE', form: 'MTÜ', address: 'Harju maakond, Tallinn, Narva mnt 5, 10117' }), address_street: 'Narva mnt 5' },
    // Its rank as a word match before the one at the very house: the earlier number.
    { ...ownCompany(AT_KOPLI_27_FLAT, 'Kopli Selts OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Kopli tn 27-5, 10412' }), address_street: 'Kopli tn 27-5' },
    { ...ownCompany(AT_KOPLI_27, 'Kopli Selts Kaks OÜ', { country: 'EE', form: 'OÜ', address: 'Harju maakond, Tallinn, Kopli tn 27, 10412' }), address_street: 'Kopli tn 27' },
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('a name with another company\'s address lists the company it names first, said so, then the one at the address', () => {
  for (const q of ['SIA "Rīgas Koks", Kuldīgas iela 16, Ventspils', 'Rīgas Koks, Kuldīgas iela 16', 'Rīgas Koks SIA Kuldīgas iela 16']) {
    assert.deepEqual(regcodes(q).slice(0, 2), [RIGAS_KOKS, DIGITAL_KOKS], q);
  }
  const q = 'SIA "Rīgas Koks", Kuldīgas iela 16, Ventspils';
  assert.match(addressInTextHint(q, ctx.services.searchCompanies(q, { limit: 10 })) ?? '', /Kuldīgas iela 16, is not the address of SIA "Rīgas Koks"/);
  assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, RIGAS_KOKS);
});

test('of one name at two addresses, the one at the address the line writes comes first, its town written before it or not', () => {
  for (const q of ['SIA "Koka Darbnīca", Talsu iela 6A', 'SIA "Koka Darbnīca", Ventspils, Talsu iela 6A, LV-3601']) {
    assert.deepEqual(regcodes(q).slice(0, 2), [DARBNICA_VENTSPILS, DARBNICA_RIGA], q);
  }
  assert.deepEqual(regcodes('SIA "Koka Darbnīca", Lielā iela 1').slice(0, 2), [DARBNICA_RIGA, DARBNICA_VENTSPILS]);
});

test('an address alone, or after the town it is in, lists the companies at it, not a name of the town', () => {
  assert.equal(regcodes('Kuldīgas iela 16, Ventspils')[0], DIGITAL_KOKS);
  assert.equal(regcodes('Ventspils, Talsu iela 6A')[0], DARBNICA_VENTSPILS);
  assert.equal(regcodes('Ventspils, Talsu iela 6A').includes(VENTSPILS), false);
});

test('the names beside an address are each part before and after the street\'s, a name\'s number apart from a street\'s', () => {
  assert.deepEqual(parseSearchQuery('SIA "Rīgas Koks", Ventspils, Kuldīgas iela 16').nameBesideAddress?.names, [['rigas', 'koks'], ['ventspils']]);
  assert.deepEqual(parseSearchQuery('MTÜ Narva Selts 30, Kopli tn 27, Tallinn').nameBesideAddress?.names, [['narva', 'selts', '30'], ['tallinn']]);
  assert.equal(parseSearchQuery('Kuldīgas iela 16').nameBesideAddress, null);
  // A number on the line is read with its own fields (codes-in-text.ts).
  assert.equal(parseSearchQuery('Rīgas Koks, 40003123456, Kuldīgas iela 16').nameBesideAddress, null);
});

test('a name after another company\'s address, as a shipping label writes it, lists the company it names first, then the one at the address', () => {
  for (const q of ['Kuldīgas iela 16, Ventspils, SIA "Rīgas Koks"', 'Kuldīgas iela 16, Ventspils, LV-3601, Rīgas Koks']) {
    assert.deepEqual(regcodes(q).slice(0, 2), [RIGAS_KOKS, DIGITAL_KOKS], q);
  }
  const q = 'Kuldīgas iela 16, Ventspils, SIA "Rīgas Koks"';
  assert.match(addressInTextHint(q, ctx.services.searchCompanies(q, { limit: 10 })) ?? '', /Kuldīgas iela 16, is not the address of SIA "Rīgas Koks"/);
  assert.deepEqual(regcodes('Talsu iela 6A, Ventspils, SIA "Koka Darbnīca"').slice(0, 2), [DARBNICA_VENTSPILS, DARBNICA_RIGA]);
  assert.deepEqual(parseSearchQuery('Kuldīgas iela 16, Ventspils, LV-3601, SIA "Rīgas Koks"').nameBesideAddress?.names, [['ventspils'], ['rigas', 'koks']]);
});

test('the town after an address is no name, a company at that house or not', () => {
  assert.equal(regcodes('Kuldīgas iela 16, Ventspils')[0], DIGITAL_KOKS);
  // No company at number 99: the town is that of the companies the line lists.
  assert.notEqual(regcodes('Kuldīgas iela 99, Ventspils')[0], VENTSPILS);
});

test('a name ending in a number before an address lists the companies at the house typed after it, before those at a flat of it', () => {
  assert.deepEqual(regcodes('MTÜ Narva Selts 30, Kopli tn 27, Tallinn').slice(0, 3), [NARVA_SELTS, AT_KOPLI_27, AT_KOPLI_27_FLAT]);
});

test('a name written right before a street of several words lists the company it names first, with or without its form and town', () => {
  for (const q of ['Rīgas Koks Krišjāņa Valdemāra iela 5', 'SIA Rīgas Koks Krišjāņa Valdemāra iela 5', 'Rīgas Koks Krišjāņa Valdemāra iela 5, Rīga', 'Rīgas Koks Kr. Barona iela 5']) {
    assert.equal(regcodes(q)[0], RIGAS_KOKS, q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, RIGAS_KOKS, q);
  }
  // Then the company at that street and house, not those at other houses of the street.
  assert.deepEqual(regcodes('Rīgas Koks Krišjāņa Valdemāra iela 5').slice(0, 2), [RIGAS_KOKS, VALDEMARA_NAMS]);
  const q = 'Rīgas Koks Krišjāņa Valdemāra iela 5';
  assert.match(addressInTextHint(q, ctx.services.searchCompanies(q, { limit: 10 })) ?? '', /Krišjāņa Valdemāra iela 5, is not the address of SIA "Rīgas Koks"/);
  // The address alone lists the company at it, as before.
  assert.equal(regcodes('Krišjāņa Valdemāra iela 5, Rīga')[0], VALDEMARA_NAMS);
  // The name's last word read as the street's only where the whole name names no company: not
  // `Rīgas` at a street `Koks Kuldīgas`, before the company at the address.
  assert.deepEqual(regcodes('Rīgas Koks Kuldīgas iela 16').slice(0, 2), [RIGAS_KOKS, DIGITAL_KOKS]);
});

test('a company named like a town, written with its form or in quotes beside an address in that town, comes first; the town alone is still a place', () => {
  for (const q of ['SIA "Ventspils", Kuldīgas iela 16, Ventspils', 'SIA Ventspils, Kuldīgas iela 16', 'Kuldīgas iela 16, Ventspils, SIA "Ventspils"', 'SIA Ventspils Kuldīgas iela 16']) {
    assert.deepEqual(regcodes(q).slice(0, 2), [VENTSPILS, DIGITAL_KOKS], q);
    assert.equal(ctx.services.autofill(q, { limit: 10 })[0]?.regcode, VENTSPILS, q);
  }
  for (const q of ['Ventspils', 'SIA "Ventspils"', 'SIA "Ventspils", Lielā iela 2']) assert.equal(regcodes(q)[0], VENTSPILS, q);
  assert.equal(regcodes('Ventspils, Kuldīgas iela 16')[0], DIGITAL_KOKS);
});

test('a name written right before a street whose word ends with its type, or a Riga līnija, lists the company it names first', () => {
  // Then the company at that address, which the text's words alone did not list.
  for (const q of ['Green Vega Rautatienkatu 63', 'Green Vega Oy Rautatienkatu 63, Tampere']) {
    assert.deepEqual(regcodes(q).slice(0, 2), [VEGA_OY, AT_RAUTATIENKATU], q);
  }
  assert.equal(regcodes('Rīgas Koks Čiekurkalna 1. līnija 60')[0], RIGAS_KOKS);
});
