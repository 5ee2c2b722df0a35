// The Latvian national list (FID) writes its document types in Latvian (`pase` for a passport).
// A legal person's number typed `Reģistrācijas numurs` (or a taxpayer's `Nodokļu maksātāja
// numurs`, a `PVN numurs`) was not taken for a registration number, the pattern looking for
// `reg` and finding `reģ`: a Latvian company on the list was screened by name alone, and under a
// new name answered isSanctioned false. The marks of a type's letters are now read past.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { fidSource } from '../../../src/importers/sanctions/index.ts';
import { registrationKeyOf } from '../../../src/domain/sanctions-identifiers.ts';

test('Latvian document types of a company number are registration numbers; a passport stays none', () => {
  assert.deepEqual(registrationKeyOf({ type: 'Reģistrācijas numurs', value: '40003555009', country: 'LV' }), { digits: '40003555009', country: 'LV' });
  assert.deepEqual(registrationKeyOf({ type: 'Nodokļu maksātāja numurs', value: '40003555009', country: null }), { digits: '40003555009', country: null });
  assert.deepEqual(registrationKeyOf({ type: 'PVN numurs', value: 'LV40003555009', country: null }), { digits: '40003555009', country: 'LV' });
  assert.equal(registrationKeyOf({ type: 'pase', value: '40003555009', country: 'LV' }), null);
  assert.equal(registrationKeyOf({ type: 'Pases numurs', value: '40003555009', country: 'LV' }), null);
});

const LIST = `<?xml version="1.0" encoding="UTF-8"?>
<Saraksts generationDate="20.11.2026.">
  <Entity>
    <Id>LV-301</Id>
    <Type>jp</Type>
    <Name><WholeName>SIA "Daugavas Kravu Ekspresis"</WholeName></Name>
    <Document>
      <DocumentType>Reģistrācijas numurs</DocumentType>
      <DocumentNumber>40003555009</DocumentNumber>
      <DocumentCountryIso2Code>LV</DocumentCountryIso2Code>
    </Document>
    <ListedOn>02.05.2024.</ListedOn>
    <Program>Ministru kabineta rīkojums Nr. 9</Program>
  </Entity>
</Saraksts>
`;

test('a Latvian company on the national list by its Reģistrācijas numurs is sanctioned under its new name', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003555009', name: 'SIA "Rīgas Loģistikas Centrs"' }, fidSource, { 'LV_national_v2.xml': LIST });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedOn, m.score]), [['LV', 'registration_number', 1]]);
});
