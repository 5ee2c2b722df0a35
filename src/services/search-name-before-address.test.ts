// A line's name before an address that is not its company's (docs/search.md, step 5): an invoice
// line of a web shop writes the buyer's name with an old seat, an office, or another company's
// address, and the company it names comes first, the companies at that address after it.
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

test('the names before an address are each part before the street\'s, a name\'s number apart from a street\'s', () => {
  assert.deepEqual(parseSearchQuery('SIA "Rīgas Koks", Ventspils, Kuldīgas iela 16').nameBeforeAddress?.names, [['rigas', 'koks'], ['ventspils']]);
  assert.deepEqual(parseSearchQuery('MTÜ Narva Selts 30, Kopli tn 27, Tallinn').nameBeforeAddress?.names, [['narva', 'selts', '30']]);
  assert.equal(parseSearchQuery('Kuldīgas iela 16, Ventspils').nameBeforeAddress, null);
  // A number on the line is read with its own fields (codes-in-text.ts).
  assert.equal(parseSearchQuery('Rīgas Koks, 40003123456, Kuldīgas iela 16').nameBeforeAddress, null);
});
