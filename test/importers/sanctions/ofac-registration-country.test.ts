// OFAC writes an entity's country of registration in its Remarks as `Nationality of Registration
// Latvia`, and the import read the clause as `nationality …`, so the entry's country was the text
// `of Registration Latvia`, no country at all: a Latvian company bearing the listed entity's name
// was taken for a namesake listed elsewhere, capped as a candidate (0.85), and the check answered
// isSanctioned false. The clause is now the country it names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';

test('OFAC remarks: Nationality of Registration gives the country it names', () => {
  assert.deepEqual(parseOfacRemarks('Nationality of Registration Latvia; alt. Nationality of Registration Cyprus; nationality Russia.').countries, ['LV', 'CY', 'RU']);
});

// Header-less, `-0- ` for empty, as OFAC's legacy sdn.csv and alt.csv are written.
const SDN = '59401,"BALTIJAS KRAVAS EKSPRESIS, SIA",-0- ,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,'
  + '"Secondary sanctions risk: See Section 11 of Executive Order 14024.; Organization Established Date 12 Mar 2015; Nationality of Registration Latvia."\n';
const ALT = '59401,501,"aka","BALTIC CARGO EXPRESS",-0- \n';

test('a Latvian company named as an OFAC entity registered in Latvia is sanctioned', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003555009', name: 'SIA "Baltijas Kravas Ekspresis"' }, ofacSource, { 'sdn.csv': SDN, 'alt.csv': ALT });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.entryId, m.matchedOn, m.score]), [['OFAC', '59401', 'name', 1]]);
});
