// The real JAR_IREGISTRUOTI excerpt in the shared samples, mapped field by field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import { jarSource } from '../../../src/importers/lt/jar.ts';
import { missingRequired } from '../../../src/importers/readers/required-columns.ts';
import { makeContext, NO_SAMPLES, readCsv, recordsOf, samplesDir } from './support.ts';

const dir = samplesDir('lt');

test('JAR_IREGISTRUOTI sample: Lietkompexim maps to an active UAB with its address split', (t) => {
  if (!dir) return t.skip(NO_SAMPLES);
  const rows = readCsv(join(dir, 'JAR_IREGISTRUOTI.csv'), '|');
  assert.equal(rows.length, 1);
  const file = jarSource.files.find((f) => f.name === 'JAR_IREGISTRUOTI.csv')!;
  assert.deepEqual(missingRequired(file.csv!, Object.keys(rows[0]!)), [], 'the sample has every required column');
  const result = mapRegistered(rows[0]!, makeContext('JAR_IREGISTRUOTI.csv'));
  assert.deepEqual(recordsOf(result, 'company'), [{
    country: 'LT',
    regcode: '110003978',
    name: 'Uždaroji akcinė bendrovė "Lietkompexim"',
    legalFormCode: '310',
    legalFormName: 'UAB',
    status: 'active',
    registryStatus: 'Teisinis statusas neįregistruotas',
    registeredOn: '1991-04-25',
    closedOn: null,
    address: 'Vilnius, S. Stanevičiaus g. 95, LT-07114',
    addressStreet: 'S. Stanevičiaus g. 95',
    addressCity: 'Vilnius',
    addressPostcode: 'LT-07114',
    addressRegionCode: null,
  }]);
  assert.deepEqual(recordsOf(result, 'flag'), [], 'an entity with no special legal status has no flag');
});
