// OFAC writes a European company's VAT number in Remarks as `V.A.T. Number LV40003812345
// (Latvia)`, with dots (the SDN list's own label, beside `Tax ID No.` and `Registration ID`).
// Only `VAT Number` was read, so an entry that identifies a Latvian company by its VAT number
// alone kept no identifier: the company, renamed since its listing, was screened by name only
// and answered isSanctioned false. The dotted label is now read, and screening takes it as the
// company's number (LV + regcode).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { ofacSource } from '../../../src/importers/sanctions/index.ts';
import { parseOfacRemarks } from '../../../src/importers/sanctions/ofac-remarks.ts';
import { registrationKeyOf } from '../../../src/domain/sanctions-identifiers.ts';

const REMARKS = 'Secondary sanctions risk: see Section 11 of Executive Order 14024; Organization Established Date 12 Apr 2006; '
  + 'V.A.T. Number LV40003812345 (Latvia); alt. V.A.T. Number 0430.033.662 (Belgium).';

test('OFAC remarks: V.A.T. Number, as OFAC writes the label, is an identifier of the company', () => {
  const ids = parseOfacRemarks(REMARKS).identifiers;
  assert.deepEqual(ids.map((i) => [i.type, i.value, i.country]), [
    ['V.A.T. Number', 'LV40003812345', 'LV'], ['V.A.T. Number', '0430.033.662', 'BE'],
  ]);
  assert.deepEqual(registrationKeyOf(ids[0]!), { digits: '40003812345', country: 'LV' });
  // An EE or LT VAT number is not the company's code, with dots in its label as without.
  assert.equal(registrationKeyOf({ type: 'V.A.T. Number', value: 'EE101234567', country: 'EE' }), null);
});

test('a Latvian company OFAC lists by its V.A.T. Number alone is sanctioned, under whatever name it bears now', async () => {
  const answer = await sanctionsAfterImport({ country: 'LV', regcode: '40003812345', name: 'SIA "Rīgas Ostas Serviss"' }, ofacSource, {
    'sdn.csv': `59201,"BALTIJAS DEGVIELAS TERMINALS SIA",-0- ,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"${REMARKS}"\n`,
    'alt.csv': '59201,301,"aka","BDT SIA",-0- \n',
  });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedOn, m.score]), [['OFAC', 'registration_number', 1]]);
});
