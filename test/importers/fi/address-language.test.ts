// YTJ names each post office in Finnish and in Swedish (HELSINKI, HELSINGFORS). A street the
// company gave in Swedish, or any address in a municipality whose only official language is
// Swedish (Åland, Närpes), was served with the Finnish name (Mechelingatan 18, 00100 HELSINKI;
// Torggatan 10, 22100 MAARIANHAMINA), a mix no letter to it is written in and that a form's city
// field took as the town's name; the post office now goes in the street's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, NO_SAMPLES, recordsOf, samplesDir } from '../lt/support.ts';

const dir = samplesDir('fi');

/** The real bulk record of Anttoni Patana Oy with its postal address changed as `change` says. */
function served(change: (address: Record<string, unknown>) => void): Pick<CompanyRecord, 'address' | 'addressStreet' | 'addressCity'> {
  const [row] = JSON.parse(readFileSync(join(dir!, 'opendata-ytj-api_v3_all_companies__one_record_3466646-8.json'), 'utf8')) as Row[];
  change((row!.addresses as Array<Record<string, unknown>>)[0]!);
  const [company] = recordsOf(mapYtjCompany(row!, makeContext('all_companies.json')), 'company');
  return { address: company!.address, addressStreet: company!.addressStreet, addressCity: company!.addressCity };
}

const aland = (street: string, municipality: string) => (a: Record<string, unknown>) => {
  Object.assign(a, { co: null, street, buildingNumber: '10', entrance: '', apartmentNumber: '', postCode: '22100' });
  a.postOffices = [
    { city: 'MAARIANHAMINA', active: true, postCode: '22100', languageCode: '1', municipalityCode: municipality },
    { city: 'MARIEHAMN', active: true, postCode: '22100', languageCode: '2', municipalityCode: municipality },
  ];
};

test('a Finnish street keeps the Finnish post office, the sample as it is', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  assert.equal(served(() => {}).address, 'c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100 HELSINKI');
});

test('a street given in Swedish takes the Swedish name of the post office', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  assert.deepEqual(served((a) => { a.street = 'Mechelingatan'; }), {
    address: 'c/o Anttoni Patana, Mechelingatan 18 B 52, 00100 HELSINGFORS',
    addressStreet: 'c/o Anttoni Patana, Mechelingatan 18 B 52', addressCity: 'HELSINGFORS',
  });
  assert.equal(served((a) => { a.street = 'Strandvägen'; }).addressCity, 'HELSINGFORS');
});

test('an address in a Swedish-speaking municipality (Mariehamn, 478) is written in Swedish, whatever its street', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  assert.equal(served(aland('Torggatan', '478')).address, 'Torggatan 10, 22100 MARIEHAMN');
  assert.equal(served(aland('Skarpans', '478')).addressCity, 'MARIEHAMN');
  assert.equal(served(aland('Skarpans', '091')).addressCity, 'MAARIANHAMINA', 'elsewhere a street that says no language keeps the Finnish name');
});

// The real record with no staircase letter, and with a PO box in place of its street: `Mechelininkatu
// 18 52` read as two house numbers, and `PL 52, 22100 MARIEHAMN` mixed Finnish into a Swedish address.
test('a flat with no staircase letter follows as (bst in Swedish); a PO box in Swedish is PB', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  assert.equal(served((a) => { a.entrance = ''; }).addressStreet, 'c/o Anttoni Patana, Mechelininkatu 18 as 52');
  assert.equal(served((a) => { a.entrance = ''; a.street = 'Mechelingatan'; }).address, 'c/o Anttoni Patana, Mechelingatan 18 bst 52, 00100 HELSINGFORS');
  assert.equal(served((a) => { aland('', '478')(a); a.postOfficeBox = '52'; }).address, 'PB 52, 22100 MARIEHAMN');
});
