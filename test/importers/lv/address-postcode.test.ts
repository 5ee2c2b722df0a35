// UR register.csv gives the postcode in `index` (1019 = LV-1019) and the address in `address`. An
// address that ends with the postcode as well (Rīga, Brīvības iela 1, LV-1010), or an index written
// with its LV, had the postcode served in the street field (Brīvības iela 1, LV-1010) and, for
// LV1010, a postcode in a form no other LV company has; rows written from the documented header.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapRegisterRow } from '../../../src/importers/lv/register.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';
import { LV_SAMPLES, samplesPresent } from '../pipeline/helpers.ts';

const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';

function parts(row: Row): Pick<CompanyRecord, 'address' | 'addressStreet' | 'addressCity' | 'addressPostcode'> {
  const c = recordsOf(mapRegisterRow(row, makeContext('register.csv')), 'company')[0]!;
  return { address: c.address, addressStreet: c.addressStreet, addressCity: c.addressCity, addressPostcode: c.addressPostcode };
}

function row(address: string, index: string): Row {
  const values = ['40003000001', '', 'SIA "Pasta Indekss"', 'SIA', 'Pasta Indekss', '', '0', 'K', 'Komercreģistrs', 'SIA',
    'Sabiedrība ar ierobežotu atbildību', '2020-01-02', '', ' ', address, index, '', '0', '0', '', ''];
  return Object.fromEntries(HEADER.split(';').map((h, i) => [h, values[i]!]));
}

test('an address ending with its postcode keeps it out of the street and written once', () => {
  for (const written of ['LV-1010', 'LV1010', 'LV 1010', '1010']) {
    assert.deepEqual(parts(row(`Rīga, Brīvības iela 1 - 5, ${written}`, '1010')), {
      address: `Rīga, Brīvības iela 1 - 5, ${written}`, addressStreet: 'Brīvības iela 1 - 5', addressCity: 'Rīga', addressPostcode: 'LV-1010',
    }, written);
  }
  assert.deepEqual(parts(row('Siguldas nov., Allažu pag., "Kalnieši", LV-2154', '2154')), {
    address: 'Siguldas nov., Allažu pag., "Kalnieši", LV-2154', addressStreet: '"Kalnieši"', addressCity: 'Allažu pag.', addressPostcode: 'LV-2154',
  });
});

test('an index written with its LV is served as LV-1010, and the address gets it once', () => {
  for (const index of ['LV1010', 'LV 1010', 'lv-1010', '1010']) {
    assert.deepEqual(parts(row('Rīga, Brīvības iela 1', index)), {
      address: 'Rīga, Brīvības iela 1, LV-1010', addressStreet: 'Brīvības iela 1', addressCity: 'Rīga', addressPostcode: 'LV-1010',
    }, index);
  }
});

test('a blank index takes the postcode the address ends with, which a form would otherwise get in no field', () => {
  for (const written of ['LV-1010', 'LV1010', 'LV 1010']) {
    assert.deepEqual(parts(row(`Rīga, Brīvības iela 1 - 5, ${written}`, '')), {
      address: `Rīga, Brīvības iela 1 - 5, ${written}`, addressStreet: 'Brīvības iela 1 - 5', addressCity: 'Rīga', addressPostcode: 'LV-1010',
    }, written);
  }
  assert.deepEqual(parts(row('Madonas nov., Ērgļu pag., "Kalnieši", LV-4840', '')), {
    address: 'Madonas nov., Ērgļu pag., "Kalnieši", LV-4840', addressStreet: '"Kalnieši"', addressCity: 'Ērgļu pag.', addressPostcode: 'LV-4840',
  });
  // No postcode anywhere: none is made up.
  assert.deepEqual(parts(row('Rīga, Brīvības iela 1 - 5', '')), {
    address: 'Rīga, Brīvības iela 1 - 5', addressStreet: 'Brīvības iela 1 - 5', addressCity: 'Rīga', addressPostcode: null,
  });
});

test('the real register.csv rows: street, city and postcode each once, as the address holds them', (t) => {
  if (!samplesPresent()) { t.skip(`no samples at ${LV_SAMPLES}`); return; }
  const [header, ...lines] = readFileSync(join(LV_SAMPLES, 'register.csv'), 'utf8').replace(/^\uFEFF/, '').trim().split('\n');
  const columns = header!.split(';');
  // The excerpt's cells hold no `;` inside quotes, so a plain cut reads them.
  const rows = lines.map((l) => Object.fromEntries(l.split(';').map((v, i) => [columns[i]!, v.replace(/^"(.*)"$/, '$1')])));
  assert.deepEqual(rows.map(parts), [
    { address: 'Rīga, Latgales iela 180 - 5, LV-1019', addressStreet: 'Latgales iela 180 - 5', addressCity: 'Rīga', addressPostcode: 'LV-1019' },
    { address: 'Daugavpils, Aroniju iela 66, LV-5414', addressStreet: 'Aroniju iela 66', addressCity: 'Daugavpils', addressPostcode: 'LV-5414' },
  ]);
});
